import Foundation
import GuessText

/// A shipped bank in the compact form `GuessBankCompiler` writes (`make compact-banks`) and the embedding
/// plugin builds into the binary next to its text: the bank as the list parser made it, so a start reads
/// it without parsing the list. The text stays the one source: the plugin embeds the compact form only
/// while the hash it records is the hash of the text (`sourceHash`), else the bank is parsed from its text.
///
/// The form is text (a string literal costs the compiler nothing): a header line, then `name value`
/// lines, then the entries' details one a line, then the entries' bytes. The per-entry columns (where each
/// entry ends, its tier, its line, its details up to the last entry with any) are little-endian arrays in
/// base64, which Foundation decodes in one call each; each line of details is a list of `field=value`
/// pairs separated by tabs, a list value's items by U+001F, so a new field is one more pair.
public struct CompactBank: Sendable {
    /// The bank, every entry from the one list.
    let bank: WordBank
    /// The hash (`sourceHash`) of the text the bank was parsed from.
    public let sourceHash: UInt64

    static let header = "guess compact bank 2"
    static let listSeparator: Character = "\u{1F}"

    /// Reads a compact form; nil when `text` is not one (another version, or damaged).
    public init?(_ text: String, source: String) {
        var reader = Reader(text)
        guard let head = reader.head(), let lines = reader.column("lines", UInt32.self),
            let codes = reader.column("codes", UInt32.self),
            let detailCount = reader.value("details").flatMap({ Int($0) }),
            lines.count == head.count, codes.count <= head.count
        else { return nil }
        var bank = WordBank()
        bank.language = head.language
        for _ in 0..<detailCount {
            guard let text = reader.line(), let details = Self.details(text) else { return nil }
            bank.details.append(details)
        }
        guard reader.line() == "arena" else { return nil }
        bank.arena = Array(reader.rest.utf8)
        guard head.ends.last.map({ Int($0) == bank.arena.count }) ?? bank.arena.isEmpty,
            zip(head.ends, head.ends.dropFirst()).allSatisfy({ $0 <= $1 }),
            codes.allSatisfy({ Int($0) < bank.details.count })
        else { return nil }
        bank.beginSource(source)
        (bank.ends, bank.tierCodes, bank.lines, bank.detailCodes) = (head.ends, head.tiers, lines, codes)
        self.bank = bank
        sourceHash = head.hash
    }

    /// The entries per tier of a compact form, in tier order, read from its head alone (`guess bank list`
    /// needs no entry's details); nil when `text` is not one.
    public static func countsByTier(_ text: String) -> [Int]? {
        var reader = Reader(text)
        guard let head = reader.head() else { return nil }
        var counts = Array(repeating: 0, count: Tier.allCases.count)
        for tier in head.tiers { counts[Int(tier)] += 1 }
        return counts
    }

    /// The start of a compact form: the header line up to the entries' tiers.
    private struct Head {
        /// The hash of the text the form was made from.
        let hash: UInt64
        /// The number of entries.
        let count: Int
        /// The bank's language (nil for `-`).
        let language: Language?
        /// Where each entry ends in the arena.
        let ends: [UInt32]
        /// Each entry's tier code (checked to name a tier).
        let tiers: [UInt8]
    }

    /// Reads a compact form line by line, finding lines in the UTF-8 (a Character-wise search costs a CJK
    /// bank ten times as much).
    private struct Reader {
        /// What is left to read.
        var rest: Substring

        init(_ text: String) { rest = Substring(text) }

        /// The next line, without its newline; nil at the end.
        mutating func line() -> Substring? {
            let length = rest.withUTF8 { bytes in
                var index = 0
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
                return index
            }
            guard length < rest.utf8.count else { return nil }
            let newline = rest.utf8.index(rest.startIndex, offsetBy: length)
            defer { rest = rest[rest.utf8.index(after: newline)...] }
            return rest[..<newline]
        }

        /// The value of the next line when it is `name value`.
        mutating func value(_ name: String) -> Substring? {
            guard let text = line(), text.hasPrefix(name + " ") else { return nil }
            return text.dropFirst(name.count + 1)
        }

        /// The little-endian array in base64 on the next line when it is `name`'s.
        mutating func column<Element: FixedWidthInteger>(_ name: String, _: Element.Type) -> [Element]? {
            guard let encoded = value(name), let data = Data(base64Encoded: String(encoded)),
                data.count % MemoryLayout<Element>.size == 0
            else { return nil }
            var elements = [Element](repeating: 0, count: data.count / MemoryLayout<Element>.size)
            elements.withUnsafeMutableBytes { _ = data.copyBytes(to: $0) }
            return elements.map { Element(littleEndian: $0) }
        }

        /// The header line and the values up to the tiers, checked against one another.
        mutating func head() -> Head? {
            guard line() == CompactBank.header[...], let hash = value("hash").flatMap({ UInt64($0, radix: 16) }),
                let count = value("count").flatMap({ Int($0) }), let language = value("language"),
                language == "-" || Language(rawValue: String(language)) != nil,
                let ends = column("ends", UInt32.self), let tiers = column("tiers", UInt8.self),
                ends.count == count, tiers.count == count, tiers.allSatisfy({ Int($0) < Tier.allCases.count })
            else { return nil }
            return Head(
                hash: hash, count: count, language: Language(rawValue: String(language)), ends: ends, tiers: tiers)
        }
    }

    /// The compact form of `bank` (one list's entries), parsed from a text whose hash is `sourceHash`.
    public static func encode(_ bank: WordBank, sourceHash: UInt64) -> String {
        func base64<Element: FixedWidthInteger>(_ elements: [Element]) -> String {
            elements.map(\.littleEndian).withUnsafeBytes { Data($0).base64EncodedString() }
        }
        var text = Self.header + "\n"
        text += "hash \(String(sourceHash, radix: 16))\n"
        text += "count \(bank.count)\n"
        text += "language \(bank.language?.rawValue ?? "-")\n"
        text += "ends \(base64(bank.ends))\n"
        text += "tiers \(base64(bank.tierCodes))\n"
        text += "lines \(base64(bank.lines))\n"
        text += "codes \(base64(bank.detailCodes))\n"
        text += "details \(bank.details.count - 1)\n"
        for details in bank.details.dropFirst() {
            let separator = String(listSeparator)
            let fields = [
                "family=\(details.isFamilyFriendly ? 1 : 0)",
                "themes=" + details.themes.joined(separator: separator),
                "taboo=" + details.taboo.joined(separator: separator),
                "reading=" + details.reading,
                "gloss=" + details.gloss,
            ]
            text += fields.joined(separator: "\t") + "\n"
        }
        text += "arena\n"
        text += String(decoding: bank.arena, as: UTF8.self)
        return text
    }

    /// The details on one line of the form; nil when a field is unknown or malformed. One pass over the
    /// line's bytes (every start reads a few thousand of these lines, unoptimised builds included).
    private static func details(_ line: Substring) -> EntryDetails? {
        var line = line
        let parsed = line.withUTF8 { bytes -> EntryDetails? in
            var details = EntryDetails()
            func text(_ from: Int, _ to: Int) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
            }
            // A list's items, separated by U+001F; empty items are left out.
            func items(_ from: Int, _ to: Int) -> [String] {
                var found: [String] = []
                var start = from
                for index in from...to where index == to || bytes[index] == 0x1F {
                    if index > start { found.append(text(start, index)) }
                    start = index + 1
                }
                return found
            }
            // Fields separated by tabs (empty ones left out), each `name=value`.
            var fieldStart = 0
            while fieldStart < bytes.count {
                var fieldEnd = fieldStart
                while fieldEnd < bytes.count && bytes[fieldEnd] != 0x09 { fieldEnd += 1 }
                if fieldEnd == fieldStart {
                    fieldStart += 1
                    continue
                }
                var equals = fieldStart
                while equals < fieldEnd && bytes[equals] != UInt8(ascii: "=") { equals += 1 }
                guard equals < fieldEnd else { return nil }
                let valueStart = equals + 1
                switch text(fieldStart, equals) {
                case "family":
                    guard fieldEnd - valueStart == 1, bytes[valueStart] == 0x30 || bytes[valueStart] == 0x31 else {
                        return nil
                    }
                    details.isFamilyFriendly = bytes[valueStart] == 0x31
                case "themes": details.themes = items(valueStart, fieldEnd)
                case "taboo": details.taboo = items(valueStart, fieldEnd)
                case "reading": details.reading = text(valueStart, fieldEnd)
                case "gloss": details.gloss = text(valueStart, fieldEnd)
                default: return nil
                }
                fieldStart = fieldEnd + 1
            }
            return details
        }
        return parsed
    }

    /// The hash the compact form records of its text: 64-bit FNV-1a over the text's bytes (the embedding
    /// plugin's tool computes the same to tell a current compact form from a stale one).
    public static func sourceHash(of bytes: some Sequence<UInt8>) -> UInt64 {
        bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }
}
