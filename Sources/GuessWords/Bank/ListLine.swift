/// One entry written as a line of a text list (`bank show --list`), so that it reads back as itself:
/// `word | taboo, taboo`. A `|` inside the word or a taboo word is written `\|`, which the list reader
/// takes as a bar of the text (only the first bar not so escaped starts the taboo words).
public enum ListLine {
    /// The line for `word` with its `taboo` words (none: the word alone).
    public static func text(word: String, taboo: [String]) -> String {
        let entry = escape(word)
        guard !taboo.isEmpty else { return entry }
        return entry + " | " + taboo.map(escape).joined(separator: ", ")
    }

    /// `text` with every `|` written `\|`.
    public static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
