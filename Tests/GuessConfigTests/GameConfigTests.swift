import Testing

@testable import GuessConfig
@testable import GuessText

/// Applies the shipped defaults then `text` as `file`, returning the error it throws (nil if none).
private func configError(_ text: String, file: String = "user.toml") -> ConfigError? {
    var config = GameConfig()
    do throws(ConfigError) {
        try config.apply(toml: GameConfig.shippedDefaultText, file: "Config/default.toml")
        try config.apply(toml: text, file: file)
        return nil
    } catch {
        return error
    }
}

@Suite("GameConfig")
struct GameConfigTests {
    @Test func shippedDefaultMatchesBuiltIn() throws {
        #expect(!GameConfig.shippedDefaultText.isEmpty)
        var config = GameConfig()
        try config.apply(toml: GameConfig.shippedDefaultText, file: "Config/default.toml")
        #expect(config == GameConfig())
        #expect(config.roundSeconds == 300)
        #expect(config.warningSeconds == 30)
        #expect(config.bank == "zh-Hans")
        #expect(config.weights == .standard)
        #expect(config.onExhausted == .end)
        #expect(config.colour == .auto)
    }

    @Test("the shipped layer a start uses is Config/default.toml parsed: its values and every key's line")
    func shippedLayerWithoutParsing() throws {
        var parsed = GameConfig()
        try parsed.apply(toml: GameConfig.shippedDefaultText, file: "Config/default.toml")
        let shipped = GameConfig()
        #expect(shipped == parsed)
        #expect(shipped.origins.places.isEmpty, "the shipped layer's origins are found when asked for")
        for key in GameConfig.knownKeys {
            #expect(shipped.origins[key] == parsed.origins[key], "\(key)")
        }
        #expect(shipped.origins["draw.weights.custom"]?.hasPrefix("Config/default.toml:") == true)
        #expect(shipped.origins["no.such.key"] == nil)
        #expect(parsed.origins.places.count == GameConfig.knownKeys.count)
    }

    @Test("every known key is documented in the shipped file")
    func everyKeyDocumented() {
        let text = GameConfig.shippedDefaultText
        for key in GameConfig.knownKeys {
            #expect(GameConfig.line(of: key, in: text) > 0, "\(key) is not in Config/default.toml")
        }
    }

    @Test func unknownKey() {
        let error = configError("[round]\nseconds = 60\nsecnds = 5\n")
        #expect(error?.key == "round.secnds")
        #expect(error?.file == "user.toml")
        #expect(error?.line == 3)
        #expect(error?.description.hasPrefix("user.toml:3: round.secnds: ") == true)
        let table = configError("colour = \"never\"\n\n[sound]\nvolume = 3\n")
        #expect(table?.key == "colour")
        let nested = configError("[sound]\nvolume = 3\n")
        #expect(nested?.key == "sound")
        #expect(nested?.description.contains("user.toml:1") == true)
        let weight = configError("[draw.weights]\nexpert = 3\n")
        #expect(weight?.key == "draw.weights.expert")
        #expect(weight?.line == 2)
    }

    @Test func wrongType() {
        let cases: [(String, String, Int)] = [
            ("[round]\nseconds = \"300\"\n", "round.seconds", 2),
            ("[round]\nseconds = 30.5\n", "round.seconds", 2),
            ("[round]\nbell = \"yes\"\n", "round.bell", 2),
            ("[draw]\nbank = 3\n", "draw.bank", 2),
            ("[draw.weights]\ncomplex = \"ten\"\n", "draw.weights.complex", 2),
            ("[party]\nteams = \"Red\"\n", "party.teams", 2),
            ("[round]\non_exhausted = \"again\"\n", "round.on_exhausted", 2),
            ("[display]\ncolour = true\n", "display.colour", 2),
        ]
        for (text, key, line) in cases {
            let error = configError(text, file: "conf/x.toml")
            #expect(error?.key == key, "\(text)")
            #expect(
                error?.description.hasPrefix("conf/x.toml:\(line): \(key): ") == true, "\(String(describing: error))")
        }
    }

    @Test func weightsOutOfRange() {
        let negative = configError("[draw.weights]\nprimary = 1\ncomplex = -1\n")
        #expect(negative?.key == "draw.weights.complex")
        #expect(negative?.line == 3)
        #expect(negative?.description.contains("user.toml:3") == true)
        #expect(negative?.message.contains("negative") == true)
        let infinite = configError("[draw.weights]\ncustom = inf\n")
        #expect(infinite?.key == "draw.weights.custom")
        let nan = configError("[draw.weights]\ncustom = nan\n")
        #expect(nan?.key == "draw.weights.custom")
        let zero = configError(
            "[draw.weights]\nprimary = 0\nmiddle = 0\nsenior = 0\ncomplex = 0\ncustom = 0.0\n", file: "zero.toml")
        #expect(zero?.key == "draw.weights")
        #expect(zero?.description.hasPrefix("zero.toml:1: draw.weights: ") == true)
        // Zero is fine while another tier keeps a weight.
        #expect(configError("[draw.weights]\ncomplex = 0\n") == nil)
        #expect(configError("[draw.weights]\ncomplex = 2.5\n") == nil)
    }

    @Test func secondsOutOfRange() {
        for value in [0, 86401, -5] {
            let error = configError("[round]\nseconds = \(value)\n", file: "s.toml")
            #expect(error?.key == "round.seconds")
            #expect(error?.description.hasPrefix("s.toml:2: round.seconds: ") == true)
            #expect(error?.message.contains("\(value)") == true)
        }
        #expect(configError("[round]\nseconds = 1\n") == nil)
        #expect(configError("[round]\nseconds = 86400\n") == nil)
        #expect(configError("[round]\nwarning_seconds = 86401\n")?.key == "round.warning_seconds")
        #expect(configError("round.seconds = 0\n")?.key == "round.seconds")
    }

    @Test func syntaxError() {
        let error = configError("[round\nseconds = 3\n", file: "broken.toml")
        #expect(error != nil)
        #expect(error?.description.hasPrefix("broken.toml") == true)
    }

    @Test func layersOverrideInOrder() throws {
        var config = GameConfig()
        try config.apply(toml: GameConfig.shippedDefaultText, file: "Config/default.toml")
        try config.apply(toml: "[round]\nseconds = 60\n[draw.weights]\ncomplex = 0\n", file: "user.toml")
        try config.apply(
            toml: "[round]\nseconds = 90\n[draw]\nbank = \"en\"\n[party]\nteams = [\"Red\", \"Blue\"]\n",
            file: "explicit.toml")
        #expect(config.roundSeconds == 90)
        #expect(config.bank == "en")
        #expect(config.weights.values == [20, 20, 20, 0, 30])
        #expect(config.teams == ["Red", "Blue"])
        #expect(config.warningSeconds == 30)
    }

    @Test("a rejected layer changes nothing")
    func rejectedLayerIsAtomic() throws {
        var config = GameConfig()
        try config.apply(toml: GameConfig.shippedDefaultText, file: "Config/default.toml")
        let before = config
        #expect(throws: ConfigError.self) {
            try config.apply(toml: "[round]\nseconds = 10\n[draw.weights]\ncomplex = -1\n", file: "bad.toml")
        }
        #expect(config == before)
    }

    @Test func loaderLayers() throws {
        let files = [
            "/home/u/.config/guess/config.toml": "[draw]\nbank = \"en\"\n[round]\nseconds = 100\n",
            "/tmp/x.toml": "[round]\nseconds = 200\n",
            "/tmp/bad.toml": "[round]\nnope = 1\n",
        ]
        let read: FileReader = { path throws(GuessError) in
            guard let text = files[path] else { throw .missingInput(path: path, reason: "no such file") }
            return Array(text.utf8)
        }
        let exists: (String) -> Bool = { files[$0] != nil }
        let user = try ConfigLoader.load(
            userFile: "/home/u/.config/guess/config.toml", explicitFile: nil, fileExists: exists, readFile: read)
        #expect(user.bank == "en" && user.roundSeconds == 100)
        let both = try ConfigLoader.load(
            userFile: "/home/u/.config/guess/config.toml", explicitFile: "/tmp/x.toml", fileExists: exists,
            readFile: read)
        #expect(both.bank == "en" && both.roundSeconds == 200)
        let noUser = try ConfigLoader.load(
            userFile: "/nowhere.toml", explicitFile: nil, fileExists: exists, readFile: read)
        #expect(noUser == GameConfig())
        #expect(throws: GuessError.missingInput(path: "/tmp/missing.toml", reason: "no such file")) {
            try ConfigLoader.load(userFile: nil, explicitFile: "/tmp/missing.toml", fileExists: exists, readFile: read)
        }
        do {
            _ = try ConfigLoader.load(userFile: nil, explicitFile: "/tmp/bad.toml", fileExists: exists, readFile: read)
            Issue.record("expected a config error")
        } catch {
            #expect(error.exitCode == 65)
            #expect(error.localizedDescription.contains("/tmp/bad.toml:2"))
            #expect(error.localizedDescription.contains("round.nope"))
        }
    }
}

@Suite("Configuration described")
struct ConfigDescriptionTests {
    @Test("every known key has a TOML value, and applying what is shown changes nothing")
    func everyKeyRoundTrips() throws {
        var config = GameConfig()
        try config.apply(
            toml: "[round]\nseconds = 42\n[party]\nteams = [\"A \\\"quoted\\\"\", \"B\"]\n", file: "x.toml")
        var text = ""
        var section = ""
        for key in GameConfig.knownKeys {
            let value = try #require(config.tomlValue(of: key), "no value for \(key)")
            let parts = key.split(separator: ".")
            let table = parts.dropLast().joined(separator: ".")
            if table != section {
                text += "[\(table)]\n"
                section = table
            }
            text += "\(parts.last!) = \(value)\n"
        }
        var again = GameConfig()
        try again.apply(toml: text, file: "shown.toml")
        #expect(again == config)
        #expect(config.tomlValue(of: "no.such.key") == nil)
    }

    @Test("a setting is set by a file only when a file other than the shipped one set it")
    func setByFile() throws {
        #expect(!GameConfig().origins.isSetByFile("draw.bank"))
        var shipped = GameConfig()
        try shipped.apply(toml: GameConfig.shippedDefaultText, file: GameConfig.shippedFile)
        #expect(!shipped.origins.isSetByFile("draw.bank"))
        var user = GameConfig()
        try user.apply(toml: "[draw]\nbank = \"zh-Hans\"\n", file: "/home/a/.config/guess/config.toml")
        #expect(user.origins.isSetByFile("draw.bank"))
        #expect(user.defaultBank(under: .zhHant) == "zh-Hans", "set by the user, kept under a zh-Hant interface")
        #expect(GameConfig().defaultBank(under: .zhHant) == "zh-Hant")
    }

    @Test("the starter file sets nothing")
    func starterSetsNothing() throws {
        var config = GameConfig()
        try config.apply(toml: GameConfig.starterText, file: "starter.toml")
        #expect(config == GameConfig())
        #expect(config.origins.places.isEmpty, "no key is set by the starter file")
        #expect(config.origins["round.seconds"]?.hasPrefix("Config/default.toml:") == true)
    }
}
