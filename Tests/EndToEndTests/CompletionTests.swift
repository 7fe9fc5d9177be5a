import Foundation
import GuessTestSupport
import Testing

extension EndToEnd {
    @Suite("Shell completion, through bash's own completion function")
    struct CompletionTests {
        /// What bash's completion function offers for the words `line` (the last one being completed).
        private func complete(_ line: [String], script: String, in sandbox: Sandbox) throws -> [String] {
            let words = line.map { "'\($0)'" }.joined(separator: " ")
            let driver = """
                source completion.bash
                COMP_WORDS=(\(words)); COMP_CWORD=$((${#COMP_WORDS[@]}-1))
                COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}; COMPREPLY=()
                _guess "${COMP_WORDS[0]}" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
                printf '%s\\n' "${COMPREPLY[@]}"
                """
            try sandbox.write("completion.bash", script)
            try sandbox.write("driver.sh", driver)
            let binaryDirectory = (BinaryRunner.binaryPath as NSString).deletingLastPathComponent
            let result = try ProgramRunner.run(
                "/bin/bash", ["driver.sh"], in: sandbox,
                environment: ["PATH": binaryDirectory + ":/usr/bin:/bin"])
            #expect(result.status == 0, "\(result)")
            return result.stdout.split(separator: "\n").map(String.init)
        }

        /// Run by the binary, not in-process: writing a script sets ArgumentParser's shell for the whole
        /// process (`CompletionShell.requesting`, never reset), and a zsh script's made the in-process
        /// completion of themes that ran after it end with zsh's blank pseudo-completion.
        @Test(arguments: ["bash", "zsh", "fish"])
        func completionScriptsKnowEveryCommand(shell: String) throws {
            let result = try BinaryRunner.run(["--generate-completion-script", shell])
            #expect(result.status == 0, "\(result)")
            for word in ["play", "draw", "bank", "history", "stats", "words", "team", "no-history"] {
                #expect(result.stdout.contains(word), "\(shell) completion lacks \(word)")
            }
        }

        @Test(
            "bank names and list files for --bank, tiers, formats and sound settings by value, list files for --words")
        func values() throws {
            let sandbox = try Sandbox()
            let script = try BinaryRunner.run(["--generate-completion-script", "bash"], in: sandbox)
            #expect(script.status == 0)
            for name in ["class.txt", "words.csv", "notes.md", "sheet.xlsx"] { try sandbox.write(name, "x\n") }
            try FileManager.default.createDirectory(atPath: sandbox.path("lists"), withIntermediateDirectories: true)

            let banks = try complete(["guess", "play", "--bank", ""], script: script.stdout, in: sandbox)
            #expect(banks.contains("en") && banks.contains("zh-Hans"), "\(banks)")
            #expect(
                banks.contains("class.txt") && banks.contains("words.csv") && banks.contains("sheet.xlsx"), "\(banks)")
            #expect(!banks.contains("notes.md"), "\(banks)")
            #expect(banks.contains("lists/"), "\(banks)")
            #expect(
                try complete(["guess", "draw", "--bank", "z"], script: script.stdout, in: sandbox) == [
                    "zh-Hans", "zh-Hant",
                ])

            #expect(
                try complete(["guess", "play", "--tier", ""], script: script.stdout, in: sandbox)
                    == ["primary", "middle", "senior", "complex", "custom"])
            #expect(
                try complete(["guess", "play", "--sound", ""], script: script.stdout, in: sandbox) == [
                    "auto", "bell", "off",
                ])
            #expect(
                try complete(["guess", "history", "export", "--format", ""], script: script.stdout, in: sandbox)
                    == ["json", "csv", "md", "apkg", "tsv"])
            let commands = try complete(["guess", ""], script: script.stdout, in: sandbox)
            #expect(commands.contains("config") && commands.contains("play"), "\(commands)")
        }
    }
}
