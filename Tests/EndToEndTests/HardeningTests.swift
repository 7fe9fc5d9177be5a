import Foundation
import GRDB
import GuessTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Runs `script` with /bin/sh in the sandbox's work directory, `$GUESS` naming the binary: for
/// redirections the runner cannot make (standard output on /dev/full, say).
private func shell(_ script: String, in sandbox: Sandbox, timeout: TimeInterval = 60) throws -> RunResult {
    try ProgramRunner.run(
        "/bin/sh", ["-c", script], in: sandbox, environment: ["GUESS": BinaryRunner.binaryPath], timeout: timeout)
}

extension EndToEnd {
    @Suite("Nothing lost, nothing injected")
    struct HardeningTests {
        @Test("an export never replaces a FIFO: it is written through, and stays a FIFO")
        func exportIntoAFIFO() throws {
            let sandbox = try Sandbox()
            let fifo = sandbox.path("pipe")
            #expect(mkfifo(fifo, 0o600) == 0)
            let result = try shell(
                "cat pipe > got.json & printf 'y\\nq\\n' | \"$GUESS\" play --no-history --seed 3 --export pipe --format json; wait",
                in: sandbox)
            #expect(result.status == 0, "\(result)")
            var info = stat()
            #expect(stat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced")
            let got = try String(contentsOfFile: sandbox.path("got.json"), encoding: .utf8)
            #expect(got.contains("\"schema\" : \"guess.round.v1\""), "\(got)")
        }

        @Test("an export through a symbolic link replaces the file it leads to and keeps the link")
        func exportThroughALink() throws {
            let sandbox = try Sandbox()
            // An earlier export (an export replaces only what guess wrote, see the next test).
            #expect(
                try BinaryRunner.run(
                    ["play", "--no-history", "--export", sandbox.path("real.json")], in: sandbox,
                    stdin: Data("q\n".utf8)
                ).status == 0)
            let earlier = try String(contentsOfFile: sandbox.path("real.json"), encoding: .utf8)
            #expect(symlink(sandbox.path("real.json"), sandbox.path("link.json")) == 0)
            let result = try BinaryRunner.run(
                ["play", "--no-history", "--export", sandbox.path("link.json")], in: sandbox, stdin: Data("y\nq\n".utf8)
            )
            #expect(result.status == 0, "\(result)")
            var info = stat()
            #expect(
                lstat(sandbox.path("link.json"), &info) == 0 && info.st_mode & S_IFMT == S_IFLNK,
                "the link was replaced")
            #expect(try String(contentsOfFile: sandbox.path("real.json"), encoding: .utf8).contains("guess.round.v1"))
            #expect(try String(contentsOfFile: sandbox.path("real.json"), encoding: .utf8) != earlier)
        }

        @Test(
            "an existing file that is not an export of guess is refused with 64 and left as it is, also through a link")
        func exportNeverReplacesAnotherFile() throws {
            let sandbox = try Sandbox()
            let notes = "root:x:0:0:root:/root:/bin/bash\n"
            try sandbox.write("notes.json", notes)
            try sandbox.write("list.csv", "word,tier\ngiraffe,primary\n")
            #expect(symlink(sandbox.path("notes.json"), sandbox.path("alias.json")) == 0)
            let db = sandbox.path("h.sqlite")
            #expect(try BinaryRunner.run(["play", "--db", db], in: sandbox, stdin: Data("y\nq\n".utf8)).status == 0)
            let runs: [[String]] = [
                ["play", "--no-history", "--export", sandbox.path("notes.json")],
                ["play", "--no-history", "--export", sandbox.path("alias.json")],
                ["play", "--no-history", "--export", sandbox.path("list.csv")],
                ["history", "export", "--all", "--db", db, "-o", sandbox.path("notes.json")],
            ]
            for arguments in runs {
                let result = try BinaryRunner.run(arguments, in: sandbox, stdin: Data("y\nq\n".utf8))
                #expect(
                    result.status == 64 && result.stderr.contains("is not an export of guess"),
                    "\(arguments): \(result)")
            }
            #expect(try String(contentsOfFile: sandbox.path("notes.json"), encoding: .utf8) == notes)
            #expect(
                try String(contentsOfFile: sandbox.path("list.csv"), encoding: .utf8) == "word,tier\ngiraffe,primary\n")
        }

        @Test(
            "exporting onto the history store is refused with 64 before anything is touched",
            arguments: [
                "play", "history",
            ])
        func exportOntoTheStore(command: String) throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            let played = try BinaryRunner.run(
                ["play", "--db", db, "--seed", "1"], in: sandbox, stdin: Data("y\nq\n".utf8))
            #expect(played.status == 0, "\(played)")
            let before = try Data(contentsOf: URL(fileURLWithPath: db))
            #expect(symlink(db, sandbox.path("alias.json")) == 0)
            for target in [db, sandbox.path("alias.json")] {
                let result =
                    command == "play"
                    ? try BinaryRunner.run(
                        ["play", "--db", db, "--export", target, "--format", "json"], in: sandbox,
                        stdin: Data("y\nq\n".utf8))
                    : try BinaryRunner.run(
                        ["history", "export", "--all", "--db", db, "-o", target, "--format", "json"], in: sandbox)
                #expect(result.status == 64, "\(result)")
                #expect(result.stderr.contains("history store"), "\(result)")
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before, "the store changed")
            #expect(try BinaryRunner.run(["history", "--db", db], in: sandbox).status == 0)
        }

        @Test("a full disk on standard output is exit 1 with a message; on standard error, no crash")
        func fullDisk() throws {
            let sandbox = try Sandbox()
            try sandbox.write("bad.txt", "[bogus]\nx\n")
            let draw = try shell("\"$GUESS\" draw -n 3 --seed 1 >/dev/full", in: sandbox)
            #expect(draw.status == 1, "\(draw)")
            #expect(draw.stderr.contains("standard output"), "\(draw)")
            let check = try shell("\"$GUESS\" bank check bad.txt 2>/dev/full", in: sandbox)
            #expect(check.status == 65, "\(check)")
            let db = sandbox.path("h.sqlite")
            _ = try BinaryRunner.run(["play", "--db", db], in: sandbox, stdin: Data("y\nq\n".utf8))
            let export = try shell("\"$GUESS\" history export --all --db h.sqlite >/dev/full", in: sandbox)
            #expect(export.status == 1, "\(export)")
            let list = try shell("\"$GUESS\" history --db h.sqlite >/dev/full", in: sandbox)
            #expect(list.status == 1, "\(list)")
            // Help and a completion script too (ArgumentParser alone would say 0).
            for arguments in ["--help", "stats --help", "--generate-completion-script bash"] {
                let help = try shell("\"$GUESS\" \(arguments) >/dev/full", in: sandbox)
                #expect(help.status == 1 && help.stderr.contains("standard output"), "\(arguments): \(help)")
            }
            // A reader that goes away stays quiet.
            let closed = try shell("\"$GUESS\" draw --all --seed 1 | head -n 1 >/dev/null", in: sandbox)
            #expect(closed.status == 0 && closed.stderr.isEmpty, "\(closed)")
            let helpClosed = try shell("\"$GUESS\" --help | head -n 1 >/dev/null", in: sandbox)
            #expect(helpClosed.status == 0 && helpClosed.stderr.isEmpty, "\(helpClosed)")
        }

        @Test("team names with control or bidi characters are refused: 64 from a flag, 65 from the config")
        func hostileTeamNames() throws {
            let sandbox = try Sandbox()
            let flag = try BinaryRunner.run(
                ["play", "--no-history", "--team", "Red\u{1B}[2J", "--team", "Blue"], in: sandbox)
            #expect(flag.status == 64, "\(flag)")
            #expect(!flag.stderr.contains("\u{1B}"), "\(flag)")
            try sandbox.write(to: sandbox.userConfig, "[party]\nteams = [\"A\\u202Eevil\", \"B\"]\n")
            let config = try BinaryRunner.run(["play", "--no-history"], in: sandbox, stdin: Data("q\n".utf8))
            #expect(config.status == 65, "\(config)")
            #expect(config.stderr.contains("party.teams"), "\(config)")
            #expect(!config.stderr.contains("\u{202E}"), "\(config)")
        }

        @Test("a file name with an escape sequence is shown escaped, on standard output and standard error")
        func hostileFileNames() throws {
            let sandbox = try Sandbox()
            let name = "x\u{1B}[2Jy.txt"
            try sandbox.write(name, "apple\n")
            let checked = try BinaryRunner.run(["bank", "check", name, "missing\u{1B}]0;t\u{07}.txt"], in: sandbox)
            #expect(checked.status == 66, "\(checked)")
            #expect(!checked.stdout.contains("\u{1B}") && !checked.stderr.contains("\u{1B}"), "\(checked)")
            #expect(checked.stdout.contains("x\\u{1B}[2Jy.txt: ok"), "\(checked)")
            let shown = try BinaryRunner.run(["bank", "show", name], in: sandbox)
            #expect(shown.status == 0 && !shown.stdout.contains("\u{1B}"), "\(shown)")
        }

        @Test("lists and configs that never end fail fast with 65 and bounded memory")
        func boundedInputs() throws {
            let sandbox = try Sandbox()
            for device in ["/dev/zero", "/dev/urandom"] {
                let result = try BinaryRunner.run(["draw", "--bank", device], in: sandbox, timeout: 30)
                #expect(result.status == 65 && !result.timedOut, "\(result)")
                #expect(result.stderr.contains(device), "\(result)")
            }
            try sandbox.write("long.txt", String(repeating: "a", count: 100_000) + "\n")
            let long = try BinaryRunner.run(["bank", "check", "long.txt"], in: sandbox)
            #expect(long.status == 65, "\(long)")
            // A FIFO fed forever: the list is refused at its size limit, not read until memory runs out.
            let fifo = try shell(
                "mkfifo words; (yes apple > words 2>/dev/null &); \"$GUESS\" draw --bank words", in: sandbox,
                timeout: 120)
            #expect(fifo.status == 65 && fifo.stderr.contains("too large"), "\(fifo)")
            try sandbox.write("huge.toml", "# " + String(repeating: "x", count: 2 << 20) + "\n")
            let config = try BinaryRunner.run(["draw", "--config", "huge.toml"], in: sandbox)
            #expect(config.status == 65 && config.stderr.contains("huge.toml"), "\(config)")
        }

        @Test("a piped line that is not a command is echoed escaped and cut short")
        func hostilePipedLine() throws {
            let sandbox = try Sandbox()
            let line = "\u{1B}]0;owned\u{07}" + String(repeating: "z", count: 500)
            let result = try BinaryRunner.run(
                ["play", "--no-history"], in: sandbox, stdin: Data((line + "\nq\n").utf8))
            #expect(result.status == 0, "\(result)")
            #expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{07}"), "\(result)")
            #expect(result.stderr.contains("unknown command '\\u{1B}]0;owned"), "\(result)")
            #expect(!result.stderr.contains(String(repeating: "z", count: 100)), "not cut short")
        }
    }
}
