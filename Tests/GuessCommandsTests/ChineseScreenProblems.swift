import Foundation
import GuessTestSupport

/// What a Chinese screen must not show besides English words (#18): ASCII parentheses around Chinese
/// (`(1.5 秒)`, where `（1.5 秒）` belongs), a space before full-width punctuation (`红队 获胜！`), an
/// English tier section header (`[primary]`, where `[初级]` belongs), and a sheet's `row N`. Regex literals:
/// the compiler checks each pattern, so none can silently check nothing.
private nonisolated(unsafe) let chineseScreenPatterns: [Regex<Substring>] = [
    #/\([^()\n]*\p{Han}[^()\n]*\)/#,  // ASCII parentheses around Chinese
    #/ [！：，。；？）]/#,  // a space before full-width punctuation
    #/\[(?:primary|middle|senior|complex|custom)\]/#,  // an English section header
    #/\b(?:row|line)s? \d/#,  // a row or line number in English
]

/// The pieces of `text` that a Chinese screen must not show (see `chineseScreenPatterns`).
func chineseScreenProblems(in text: String) -> [String] {
    chineseScreenPatterns.flatMap { pattern in text.matches(of: pattern).map { String($0.output) } }
}
