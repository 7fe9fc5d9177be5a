import Foundation
import GuessTestSupport
import Testing

extension Commands {
    @Suite("guess and hostile word lists")
    struct ListHostileCommandTests {
        @Test("a NUL byte in line 2 is named with its line, in both languages")
        func nulLineNamed() async throws {
            let sandbox = try Sandbox()
            let list = try sandbox.write("nul.txt", bytes: Array("cat\nd".utf8) + [0] + Array("g\n".utf8))
            let result = try await CommandRunner.run(["draw", "--all", "--words", list], in: sandbox)
            #expect(result.status == 65, "\(result)")
            #expect(result.stderr.contains("nul.txt:2: holds NUL bytes: not a text word list"), "\(result)")
            try sandbox.write(to: sandbox.userConfig, "[display]\nlanguage = \"zh-Hans\"\n")
            let chinese = try await CommandRunner.run(["bank", "check", list], in: sandbox)
            #expect(chinese.stderr.contains("nul.txt:2：含有 NUL 字节"), "\(chinese)")
        }
    }
}
