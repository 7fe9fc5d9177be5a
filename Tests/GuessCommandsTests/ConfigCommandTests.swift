import Foundation
import GuessTestSupport
import Testing

extension Commands {
    @Suite("guess config")
    struct ConfigCommandTests {
        @Test("config show: every key with the layer it came from; its output is a valid config that changes nothing")
        func show() async throws {
            let sandbox = try Sandbox()
            try sandbox.write(to: sandbox.userConfig, "[round]\nseconds = 90\n\n[party]\nteams = [\"Red\", \"Blue\"]\n")
            let shown = try await CommandRunner.run(["config", "show"], in: sandbox)
            #expect(shown.status == 0, "\(shown)")
            let lines = shown.stdout.split(separator: "\n").map(String.init)
            #expect(
                lines.contains { $0.hasPrefix("seconds = 90") && $0.contains(sandbox.userConfig.path + ":2") },
                "\(shown)")
            #expect(
                lines.contains { $0.hasPrefix("warning_seconds = 30") && $0.contains("Config/default.toml") },
                "\(shown)")
            #expect(lines.contains { $0.hasPrefix("teams = [\"Red\", \"Blue\"]") }, "\(shown)")
            try sandbox.write("again.toml", shown.stdout)
            let again = try await CommandRunner.run(
                ["config", "show", "--config", sandbox.path("again.toml")], in: sandbox)
            #expect(again.status == 0, "\(again)")
            func settings(_ text: String) -> [String] {
                text.split(separator: "\n").map {
                    String($0.split(separator: "#").first ?? "").trimmingCharacters(in: .whitespaces)
                }
            }
            #expect(settings(again.stdout) == settings(shown.stdout))
        }

        @Test("config path lists each layer and whether its file exists")
        func path() async throws {
            let sandbox = try Sandbox()
            let before = try await CommandRunner.run(
                ["config", "path", "--config", sandbox.path("nope.toml")], in: sandbox)
            #expect(before.status == 0, "\(before)")
            #expect(before.stdout.contains(sandbox.userConfig.path) && before.stdout.contains("missing"), "\(before)")
            #expect(before.stdout.contains("nope.toml"), "\(before)")
            try sandbox.write(to: sandbox.userConfig, "")
            let after = try await CommandRunner.run(["config", "path"], in: sandbox)
            let userLine = after.stdout.split(separator: "\n").first { $0.contains(sandbox.userConfig.path) } ?? ""
            #expect(userLine.hasSuffix("exists"), "\(after)")
        }

        @Test("config init writes a commented starter that changes nothing, and never overwrites")
        func initialise() async throws {
            let sandbox = try Sandbox()
            let first = try await CommandRunner.run(["config", "init"], in: sandbox)
            #expect(first.status == 0, "\(first)")
            let written = try String(contentsOf: sandbox.userConfig, encoding: .utf8)
            #expect(written.contains("# seconds = 300"))
            let shown = try await CommandRunner.run(["config", "show"], in: sandbox)
            #expect(
                shown.status == 0 && !shown.stdout.contains(sandbox.userConfig.path),
                "the starter set something\n\(shown)")
            try sandbox.write(to: sandbox.userConfig, "[round]\nseconds = 60\n")
            let second = try await CommandRunner.run(["config", "init"], in: sandbox)
            #expect(second.status == 1, "\(second)")
            #expect(second.stderr.contains("already exists"), "\(second)")
            #expect(try String(contentsOf: sandbox.userConfig, encoding: .utf8) == "[round]\nseconds = 60\n")
        }
    }
}
