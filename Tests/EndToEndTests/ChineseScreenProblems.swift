import Foundation

/// What a Chinese screen must not show besides English words (#18): ASCII parentheses around Chinese
/// (`(1.5 秒)`, where `（1.5 秒）` belongs), a space before full-width punctuation (`红队 获胜！`), an
/// English tier section header (`[primary]`, where `[初级]` belongs), and a sheet's `row N`.
func chineseScreenProblems(in text: String) -> [String] {
    let patterns = [
        #"\([^()\n]*\p{Han}[^()\n]*\)"#,  // ASCII parentheses around Chinese
        #" [！：，。；？）]"#,  // a space before full-width punctuation
        #"\[(primary|middle|senior|complex|custom)\]"#,  // an English section header
        #"\b(row|line)s? \d"#,  // a row or line number in English
    ]
    return patterns.flatMap { pattern -> [String] in
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap {
            Range($0.range, in: text).map { String(text[$0]) }
        }
    }
}
