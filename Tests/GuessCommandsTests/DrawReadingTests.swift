import Foundation
import GuessTestSupport
import Testing

extension Commands {
    @Suite("guess draw --pinyin, --zhuyin, --gloss")
    struct DrawReadingTests {
        @Test("--pinyin prints the reading as a third column and --gloss the gloss as a fourth; without them, two")
        func columns() async throws {
            let sandbox = try Sandbox()
            let list = try sandbox.write(
                "class.txt", "# language: zh-Hans\n[primary]\n# reading: yín háng\n# gloss: bank\n银行\n蓝色小象\n山\n")
            let both = try await CommandRunner.run(
                ["draw", "--all", "--bank", list, "--pinyin", "--gloss"], in: sandbox)
            #expect(both.status == 0, "\(both)")
            // 山 has no reading in the list: it takes the shipped banks' (hsk's gloss too); 蓝色小象 has none.
            let lines = both.lines.sorted()
            #expect(lines.count == 3)
            #expect(lines.contains("银行\tprimary\tyín háng\tbank"), "\(both)")
            #expect(lines.contains("蓝色小象\tprimary\t\t"), "\(both)")
            #expect(lines.contains { $0.hasPrefix("山\tprimary\tshān\t") && $0.contains("mountain") }, "\(both)")
            let plain = try await CommandRunner.run(["draw", "--all", "--bank", list], in: sandbox)
            #expect(plain.lines.sorted() == ["山\tprimary", "蓝色小象\tprimary", "银行\tprimary"])
            // The config's display.reading does not change draw's columns.
            let config = try sandbox.write("r.toml", "[display]\nreading = \"pinyin\"\n")
            let configured = try await CommandRunner.run(
                ["draw", "--all", "--bank", list, "--config", config], in: sandbox)
            #expect(configured.lines.sorted() == plain.lines.sorted(), "\(configured)")
        }

        @Test("--zhuyin on a zh-Hans bank is a usage error naming the flag that fits")
        func mismatch() async throws {
            let result = try await CommandRunner.run(["draw", "--bank", "hsk", "--zhuyin"])
            #expect(result.status == 64, "\(result)")
            #expect(result.stderr.contains("--zhuyin: the bank is zh-Hans; use --pinyin"), "\(result)")
            #expect(result.stdout.isEmpty)
            // A list no shipped bank reads: the words come without, and a note says so.
            let sandbox = try Sandbox()
            let list = try sandbox.write("x.txt", "蓝色小象\n")
            let none = try await CommandRunner.run(["draw", "--bank", list, "--zhuyin"], in: sandbox)
            #expect(none.status == 0 && none.lines == ["蓝色小象\tcustom\t"], "\(none)")
            #expect(none.stderr.contains("--zhuyin: no entry of this bank has a reading"), "\(none)")
        }

        @Test("the hsk bank draws with its pinyin and gloss on every line")
        func hsk() async throws {
            let result = try await CommandRunner.run([
                "draw", "-n", "20", "--seed", "3", "--bank", "hsk", "--pinyin", "--gloss",
            ])
            #expect(result.status == 0, "\(result)")
            #expect(result.lines.count == 20)
            for line in result.lines {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                #expect(fields.count == 4 && !fields[2].isEmpty && !fields[3].isEmpty, "\(line)")
            }
        }
    }
}
