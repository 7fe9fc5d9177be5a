import Foundation
import GuessTestSupport
import Testing

extension Commands {
    /// ArgumentParser's own messages are translated by matching their English text
    /// (`Strings.usageReport`), so the dependency is pinned to the minor version translated
    /// (Package.swift: `.upToNextMinor(from: "1.8.2")`). This suite fails when an update changes a
    /// message matched: the Chinese report then still holds ArgumentParser's English.
    @Suite("ArgumentParser's messages, as this version writes them, are all translated")
    struct ParserMessagesTests {
        @Test(
            "each message matched reads in Chinese, with nothing English left but what was typed",
            arguments: [
                (["stats", "--bogus"], "不认识的选项 '--bogus'"),
                (["stats", "--tem", "x"], "不认识的选项 '--tem'，是不是要用 '--team'？"),
                (["stats", "--min-plays"], "'--min-plays <min-plays>' 缺少值"),
                (["bank", "check"], "缺少参数 '<FILE> ...'"),
                (["bank", "show", "en", "extra"], "多余的参数 'extra'"),
                (["bank", "show", "en", "extra", "more"], "2 个多余的参数：'extra', 'more'"),
                (["play", "--seconds", "abc"], "'--seconds <seconds>' 的值 'abc' 无效"),
            ])
        func translated(arguments: [String], chinese: String) async throws {
            let sandbox = try Sandbox()
            try sandbox.write(to: sandbox.userConfig, "[display]\nlanguage = \"zh-Hans\"\n")
            let result = try await CommandRunner.run(arguments, in: sandbox)
            #expect(result.status == 64, "\(result)")
            let errorLine = result.errorLines.first { $0.hasPrefix("错误：") } ?? ""
            #expect(errorLine == "错误：" + chinese, "ArgumentParser's message changed?\n\(result)")
            #expect(result.errorLines.contains { $0.hasPrefix("用法：guess ") }, "\(result)")
            #expect(result.errorLines.contains { $0.hasPrefix("  更多说明见 'guess ") }, "\(result)")
        }
    }
}
