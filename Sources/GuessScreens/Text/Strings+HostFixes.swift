import GuessText

/// The strings of the host's fixes (#18) on the screens: scripted rounds left out of the stats, times in brackets.
extension Strings {
    /// Under `guess stats`: how many scripted rounds were left out (nil when none).
    package func scriptedRoundsLeftOut(_ count: Int) -> String? {
        guard count > 0 else { return nil }
        return pick(
            "\(count) scripted round\(count == 1 ? "" : "s") (played through a pipe) left out; --include-scripted counts them.",
            "未计入 \(count) 个脚本回合（通过管道进行）；加 --include-scripted 可计入。")
    }

    /// `text` in brackets after a word: ` (1.5 s)` in English, full-width `（1.5 秒）` in Chinese.
    package func parenthesised(_ text: String) -> String { pick(" (\(text))", "（\(text)）") }
}
