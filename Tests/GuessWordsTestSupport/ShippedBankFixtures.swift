import Testing

@testable import GuessWords

/// The shipped banks as several suites look at them, worked out once per test run and shared (a debug
/// build parses and scans them slowly, and the suites run side by side).
package enum ShippedBankFixtures {
    /// A shipped bank parsed from its text by the list parser, as a start without its compact form does.
    package struct Parsed: Sendable {
        /// The bank the parser made.
        package var bank: WordBank
        /// What the parser said about the text (nothing, for a clean bank).
        package var diagnostics: [Diagnostic]
    }

    /// Every shipped bank, by name, parsed from its text (default tier custom, nothing left out).
    package static let parsed: [String: Parsed] = {
        var banks: [String: Parsed] = [:]
        for name in ShippedBanks.names {
            var builder = WordBankBuilder()
            let diagnostics = builder.add(
                contents: Array((ShippedBanks.contents(of: name) ?? "").utf8),
                source: ShippedBanks.sourceName(of: name), format: .text, defaultTier: .custom)
            banks[name] = Parsed(bank: builder.bank, diagnostics: diagnostics)
        }
        return banks
    }()

    /// Shipped bank `name` parsed from its text (see `parsed`); a test fails when there is none.
    package static func parsed(_ name: String) throws -> Parsed {
        try #require(parsed[name], "no shipped bank \(name)")
    }

    /// The distinct characters of the entry lines (every line but `#` comments and `[tier]` headers) of
    /// every shipped bank, by name, in order of first appearance. Each is one scalar: `entryCharacters`
    /// checks that no character of a bank is more than one (and reports any that is).
    package static let entryScalars: [String: [Unicode.Scalar]] = {
        var scalars: [String: [Unicode.Scalar]] = [:]
        for name in ShippedBanks.names {
            scalars[name] = distinctEntryScalars(of: ShippedBanks.contents(of: name) ?? "")
        }
        return scalars
    }()

    /// The characters of the entry lines of shipped bank `name` made of more than one scalar (such as a
    /// letter and a combining accent), which `entryScalars` would see as two. Empty when the bank's
    /// text has as many characters as scalars, which is checked first (cheaply).
    package static func multiScalarCharacters(of name: String) -> [Character] {
        let text = ShippedBanks.contents(of: name) ?? ""
        guard text.count != text.unicodeScalars.count else { return [] }
        var found: [Character] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("[") {
            found += line.filter { $0.unicodeScalars.count > 1 }
        }
        return found
    }

    /// The distinct scalars of the entry lines of `text`, decoded from its UTF-8 bytes in one pass, in order
    /// of first appearance. A line is skipped when its first byte is `#` or `[`.
    package static func distinctEntryScalars(of text: String) -> [Unicode.Scalar] {
        var text = text
        return text.withUTF8 { bytes in
            var seen = [Bool](repeating: false, count: 0x11_0000)
            var found: [Unicode.Scalar] = []
            var index = 0
            var lineStart = true
            var skipping = false
            while index < bytes.count {
                let lead = bytes[index]
                if lineStart { skipping = lead == UInt8(ascii: "#") || lead == UInt8(ascii: "[") }
                lineStart = lead == UInt8(ascii: "\n")
                // The length of the sequence from its lead byte (the text is valid UTF-8: it is a String).
                let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                if !skipping && !lineStart {
                    var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0xFF >> (length + 1))
                    if length > 1 {
                        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                    }
                    if !seen[Int(value)], let scalar = Unicode.Scalar(value) {
                        seen[Int(value)] = true
                        found.append(scalar)
                    }
                }
                index += length
            }
            return found
        }
    }
}
