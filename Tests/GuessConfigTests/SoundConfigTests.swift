import Testing

@testable import GuessConfig
@testable import GuessGame
@testable import GuessText

@Suite("Sound: configuration")
struct SoundConfigTests {
    private func apply(_ text: String) -> Result<GameConfig, ConfigError> {
        var config = GameConfig()
        do throws(ConfigError) {
            try config.apply(toml: GameConfig.shippedDefaultText, file: "Config/default.toml")
            try config.apply(toml: text, file: "user.toml")
            return .success(config)
        } catch {
            return .failure(error)
        }
    }

    @Test("defaults: auto at volume 100, the bell allowed; each key can be set")
    func defaultsAndValues() throws {
        let defaults = try apply("").get()
        #expect(defaults.sound == .auto && defaults.volume == 100 && defaults.bell)
        let set = try apply("[round]\nsound = \"off\"\nvolume = 0\n").get()
        #expect(set.sound == .off && set.volume == 0)
        #expect(try apply("[round]\nsound = \"bell\"\nvolume = 35\n").get().volume == 35)
    }

    @Test(
        "bad values name the file, line and key",
        arguments: [
            ("[round]\nvolume = 101\n", "round.volume", 2, "between 0 and 100"),
            ("[round]\n\nvolume = -1\n", "round.volume", 3, "between 0 and 100"),
            ("[round]\nvolume = 50.5\n", "round.volume", 2, "integer"),
            ("[round]\nvolume = \"loud\"\n", "round.volume", 2, "integer"),
            ("[round]\nsound = \"pulse\"\n", "round.sound", 2, "\"auto\", \"bell\", \"off\""),
            ("[round]\nsound = true\n", "round.sound", 2, "one of"),
        ])
    func badValues(text: String, key: String, line: Int, message: String) {
        guard case .failure(let error) = apply(text) else {
            Issue.record("\(text) was accepted")
            return
        }
        #expect(error.key == key)
        #expect(error.line == line)
        #expect(error.description.hasPrefix("user.toml:\(line): \(key): "), "\(error)")
        #expect(error.message.contains(message), "\(error.message)")
    }
}
