import Testing

@testable import GuessConfig
@testable import GuessText

/// Applies `text` as `file` over the shipped defaults; returns the configuration or the error it throws.
private func applied(_ text: String, file: String = "user.toml") -> Result<GameConfig, ConfigError> {
    var config = GameConfig()
    do throws(ConfigError) {
        try config.apply(toml: text, file: file)
        return .success(config)
    } catch {
        return .failure(error)
    }
}

private func failure(_ result: Result<GameConfig, ConfigError>) -> ConfigError? {
    if case .failure(let error) = result { return error }
    return nil
}

/// Configurations written to hurt: every one is refused with its file and line, never a crash.
@Suite("Hostile configurations")
struct HostileConfigTests {
    @Test(
        "a dotted key of 150,000 parts is refused before the TOML parser sees it (it recursed until SIGSEGV)",
        arguments: ["key = 1", "[table]", "inline = { key = 1 }"])
    func deepDottedKey(form: String) throws {
        let deep = Array(repeating: "a", count: 150_000).joined(separator: ".")
        let line = form.replacingOccurrences(of: form.hasPrefix("[") ? "table" : "key", with: deep)
        let text = "[round]\nseconds = 60\n" + line + "\n"
        let error = try #require(failure(applied(text)))
        #expect(error.file == "user.toml")
        #expect(error.line == 3)
        #expect(error.text.english.contains("more than \(TOMLPreflight.maximumKeyParts) parts"), "\(error)")
        #expect(!error.text.chinese.isEmpty && error.text.chinese != error.text.english)
    }

    @Test("nesting 150,000 arrays or inline tables deep is refused the same way")
    func deepNesting() throws {
        for (open, close) in [("[", "]"), ("{ a = ", "}")] {
            let text =
                "# deep\nx = " + String(repeating: open, count: 150_000) + "1"
                + String(repeating: close, count: 150_000) + "\n"
            let error = try #require(failure(applied(text)))
            #expect(error.line == 2, "\(error)")
        }
    }

    @Test("keys of a few parts, dots in strings, floats, dates and comments are not counted as depth")
    func ordinaryDotsPass() throws {
        let dots = String(repeating: ".", count: 500)
        // Team names are capped at 40 characters, so theirs hold fewer dots.
        let shortDots = String(repeating: ".", count: 30)
        let text = """
            # a comment with \(dots)
            [draw.weights]
            primary = 1.5
            [draw]
            bank = "\(dots)"
            [party]
            teams = ['\(shortDots)', \"\"\"
            x\(shortDots)y\"\"\"]
            """
        let config = try applied(text).get()
        #expect(config.bank == dots)
        #expect(config.weights[.primary] == 1.5)
        #expect(config.teams.count == 2)
    }

    @Test("a NUL byte is an error naming its line (the parser stopped there silently)")
    func nulByte() throws {
        let error = try #require(failure(applied("[round]\nseconds = 60\0\nbogus = 1\n")))
        #expect(error.line == 2, "\(error)")
        #expect(error.text.english.contains("NUL"), "\(error)")
    }

    @Test("a team that is not a string is named by its place and type, not as an empty name")
    func teamOfTheWrongType() throws {
        let error = try #require(failure(applied("[party]\nteams = [\"Red\", 1]\n")))
        #expect(error.key == "party.teams")
        #expect(error.line == 2)
        #expect(error.text.english.contains("element 2"), "\(error)")
        #expect(error.text.english.contains("int"), "\(error)")
        #expect(error.text.chinese.contains("第 2 个"), "\(error)")
    }

    @Test(
        "config show's value of a bank holding controls is escaped the TOML way and reads back the same",
        arguments: [
            "\u{1B}[31mred\u{07}", "two\nlines\r\n", "tab\tdel\u{7F}", "quote\"back\\slash", "\u{202E}rtl\u{85}",
        ])
    func controlsInShownValues(bank: String) throws {
        var config = GameConfig()
        config.bank = bank
        let shown = try #require(config.tomlValue(of: "draw.bank"))
        #expect(!shown.unicodeScalars.contains { OutsideText.isEscaped($0) || $0 == "\t" }, "\(shown.debugDescription)")
        let back = try applied("[draw]\nbank = \(shown)\n").get()
        #expect(back.bank == bank)
    }

    @Test("the whole of config show's text is valid TOML and gives back the same settings")
    func showTextReadsBack() throws {
        var config = try applied("[draw]\nbank = \"\\u001B]0;x\\u0007\"\n[party]\nteams = [\"A\\\"\", \"B\"]\n").get()
        config.origins.places["draw.bank"] = "/tmp/evil\n[round]\nseconds = 1\u{1B}.toml:2"
        let text = config.showText
        let back = try applied(text, file: "shown.toml").get()
        #expect(back == config)
        #expect(back.roundSeconds == 300)
        #expect(!text.unicodeScalars.contains { $0 != "\n" && OutsideText.isEscaped($0) })
    }
}
