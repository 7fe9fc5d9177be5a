/// Whether the round screen draws the word, clock and counts in big glyphs (config `display.big`).
package enum BigDisplay: String, Sendable, CaseIterable {
    /// Big glyphs wherever the terminal has room for them (the default).
    case auto
    /// Ordinary terminal text: the word in a box, a one-line clock and counts.
    case off
}
