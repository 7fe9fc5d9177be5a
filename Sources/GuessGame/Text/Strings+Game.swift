import GuessText

// MARK: - Pipe mode: the engine's own message (issue 12)

extension Strings {
    /// A pipe-mode line that is no command.
    package func unknownPipeCommand(_ text: String, line: Int) -> String {
        pick(
            "line \(line): unknown command '\(text)' (y n s t u p more q end fix)",
            "第 \(line) 行：未知命令“\(text)”（y、n、s、t、u、p、more、q、end、fix）")
    }
}
