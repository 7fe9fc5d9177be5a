import Testing

@testable import GuessConfig
@testable import GuessGame
@testable import GuessRoom
@testable import GuessScreens
@testable import GuessText

/// The settings config.toml gives the layers below it: the display's, the room's and the party's.
@Suite struct LayerSettingsTests {
    @Test func displayBigIsASetting() throws {
        #expect(GameConfig().big == .auto)  // the configured default is big glyphs
        var config = GameConfig()
        #expect(config.big == .auto)
        try config.apply(toml: "[display]\nbig = \"off\"\n", file: "user.toml")
        #expect(config.big == .off)
        #expect(throws: ConfigError.self) { try config.apply(toml: "[display]\nbig = \"huge\"\n", file: "user.toml") }
    }

    @Test("party.serve and party.word_on in the config")
    func configKeys() throws {
        var config = GameConfig()
        try config.apply(toml: GameConfig.shippedDefaultText, file: "Config/default.toml")
        #expect(config.serve == nil && config.wordOn == .phone)
        try config.apply(toml: "[party]\nserve = \"127.0.0.1:0\"\nword_on = \"both\"\n", file: "mine.toml")
        #expect(config.serve == ServeAddress(host: "127.0.0.1", port: 0) && config.wordOn == .both)
        #expect(config.tomlValue(of: "party.serve") == "\"127.0.0.1:0\"")
        #expect(throws: ConfigError.self) { try config.apply(toml: "[party]\nserve = \"nowhere\"\n", file: "bad.toml") }
        try config.apply(toml: "[party]\nword_on = \"board\"\n", file: "mine.toml")
        #expect(config.wordOn == .board)
        #expect(throws: ConfigError.self) { try config.apply(toml: "[party]\nword_on = \"wall\"\n", file: "bad.toml") }
    }

    @Test("party.max_players: 40 as shipped, 1 to TeamLineup.playerLimit")
    func maxPlayersKey() throws {
        var config = GameConfig()
        try config.apply(toml: GameConfig.shippedDefaultText, file: "Config/default.toml")
        #expect(config.maxPlayers == Room.defaultPlayerCap && Room.defaultPlayerCap == 40)
        try config.apply(toml: "[party]\nmax_players = 12\n", file: "mine.toml")
        #expect(config.maxPlayers == 12 && config.tomlValue(of: "party.max_players") == "12")
        for bad in ["0", "201", "\"many\""] {
            #expect(throws: ConfigError.self) {
                try config.apply(toml: "[party]\nmax_players = \(bad)\n", file: "bad.toml")
            }
        }
    }

    @Test("round.max_added_seconds: 300 as shipped, set and refused")
    func maxAddedSecondsKey() throws {
        var config = GameConfig()
        #expect(config.maxAddedSeconds == 300)
        try config.apply(toml: "[round]\nmax_added_seconds = 120\n", file: "mine.toml")
        #expect(config.maxAddedSeconds == 120 && config.tomlValue(of: "round.max_added_seconds") == "120")
        #expect(throws: ConfigError.self) {
            try config.apply(toml: "[round]\nmax_added_seconds = -1\n", file: "b.toml")
        }
    }
}
