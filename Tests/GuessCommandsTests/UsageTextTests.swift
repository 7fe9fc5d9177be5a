import GuessCommands
import GuessText
import Testing

@Suite struct UsageTextTests {
    let report = """
        Error: The value 'abc' is invalid for '--seconds <seconds>'
        Help:  --seconds <seconds>  Length of the round in seconds.
        Usage: guess play <options>
          See 'guess play --help' for more information.
        """

    @Test func englishReportsAreLeftAsTheyAre() {
        #expect(Strings(.en).usageReport(report) == report)
    }

    @Test func chineseTranslatesTheFrameAndKeepsTheSynopsis() {
        #expect(
            Strings(.zhHans).usageReport(report) == """
                错误：'--seconds <seconds>' 的值 'abc' 无效
                说明：--seconds <seconds>  Length of the round in seconds.
                用法：guess play <options>
                  更多说明见 'guess play --help'。
                """)
    }

    @Test(arguments: [
        ("Unknown option '--bogus'", "不认识的选项 '--bogus'"),
        ("Unknown option '--tem'. Did you mean '--team'?", "不认识的选项 '--tem'，是不是要用 '--team'？"),
        ("Missing value for '--min-plays <min-plays>'", "'--min-plays <min-plays>' 缺少值"),
        ("Missing expected argument '<FILE> ...'", "缺少参数 '<FILE> ...'"),
        ("Unexpected argument '2'", "多余的参数 '2'"),
        ("3 unexpected arguments: '1', '2', '3'", "3 个多余的参数：'1', '2', '3'"),
        ("Missing required subcommand.", "缺少子命令"),
        // A message the translation does not know, and our own (already Chinese), pass through.
        ("Something else entirely", "Something else entirely"),
        ("--min-plays 至少为 1", "--min-plays 至少为 1"),
    ])
    func parserMessages(english: String, chinese: String) {
        #expect(Strings(.zhHans).usageReport("Error: " + english) == "错误：" + chinese)
    }

    @Test func optionMessagesReadInBothLanguages() {
        #expect(Strings(.en).mustBeOneOf("--sound", ["auto", "bell", "off"]) == "--sound must be auto, bell or off")
        #expect(Strings(.zhHans).mustBeOneOf("--sound", ["auto", "bell", "off"]) == "--sound 只能是 auto、bell 或 off")
        #expect(Strings(.en).mustBeAtLeast("--limit", 0) == "--limit must be 0 or more")
        #expect(Strings(.zhHans).mustBeAtLeast("--trend", 1) == "--trend 至少为 1")
    }
}
