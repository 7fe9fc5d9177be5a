import Foundation
import GuessText

/// The words in play: one or more lists merged, duplicates removed, every entry remembering its origin.
///
/// Entries are kept as plain arrays: their UTF-8 bytes one after another, and per entry where it ends,
/// its tier and its line, so a bank costs little more memory than its lists.
public struct WordBank: Sendable {
    var arena: [UInt8] = []
    /// Entry `i` occupies `arena[ends[i - 1] ..< ends[i]]` (from 0 for the first).
    var ends: [UInt32] = []
    var tierCodes: [UInt8] = []
    var lines: [UInt32] = []
    /// Per entry, its index in `details`, up to the last entry that has details (themes, taboo words, a
    /// family mark, a reading or a gloss): the entries past its end are plain, so a plain list of a million
    /// entries costs nothing more, even after a list with details (`detailCode(at:)` reads it).
    var detailCodes: [UInt32] = []
    /// The distinct details of the bank's entries; the first is `EntryDetails.plain`.
    var details: [EntryDetails] = [.plain]
    /// The lists merged into this bank, in order, with the index of their first entry.
    private(set) var sources: [ListSource] = []
    /// The bank's language: what its first list's header declares (`# language: zh-Hans`), or the
    /// shipped bank's name; nil when nothing says. It decides whether entries read in pinyin or zhuyin.
    public internal(set) var language: Language?
    /// Entries from this index on come from the host's `--words` lists; nil when the host added none.
    var hostStart: Int?
    /// Entries before `hostStart` that a host's list repeats: they play as the host's.
    var hostRepeats: Set<Int> = []

    /// Whether the host added lists (`--words`) to the bank: their entries are drawn as a group of
    /// their own, as often as the custom tier's weight says (see `Deck`).
    public var hasHostLists: Bool { hostStart != nil }

    /// Whether entry `index` is one of the host's added lists (or repeated by one).
    public func isHostEntry(_ index: Int) -> Bool {
        guard let hostStart else { return false }
        return index >= hostStart || hostRepeats.contains(index)
    }

    /// An empty bank.
    public init() {}

    /// How many entries the bank holds.
    public var count: Int { ends.count }

    /// The names of the lists merged into the bank, in the order they were added.
    public var sourceNames: [String] { sources.map(\.name) }

    /// A list merged into a bank: its name, the index of its first entry, and whether it counts lines or rows.
    struct ListSource: Sendable {
        var name: String
        var firstEntry: Int
        var unit: SourceLocation.Unit
    }

    /// The text of entry `index`.
    public func text(at index: Int) -> String { String(decoding: utf8(at: index), as: UTF8.self) }

    /// The tier of entry `index`.
    public func tier(at index: Int) -> Tier { Tier(rawValue: Int(tierCodes[index]))! }

    /// Entry `index` as a word.
    public func word(at index: Int) -> Word {
        let details = details(at: index)
        return Word(
            text: text(at: index), tier: tier(at: index), taboo: details.taboo, themes: details.themes,
            isFamilyFriendly: details.isFamilyFriendly, reading: details.reading, gloss: details.gloss)
    }

    /// The reading of entry `index` (pinyin or zhuyin); empty when its list gives none.
    public func reading(at index: Int) -> String { details(at: index).reading }

    /// The gloss of entry `index`; empty when its list gives none.
    public func gloss(at index: Int) -> String { details(at: index).gloss }

    /// The themes, taboo words and family mark of entry `index`.
    func details(at index: Int) -> EntryDetails { details[Int(detailCode(at: index))] }

    /// The index in `details` of entry `index`'s details (0: plain).
    func detailCode(at index: Int) -> UInt32 { index < detailCodes.count ? detailCodes[index] : 0 }

    /// Whether any entry has themes, taboo words or a family mark.
    var hasDetails: Bool { !detailCodes.isEmpty }

    /// Gives entry `index` the details at `code` of `details`, making room for codes up to it when it is
    /// the first entry with details past the codes' end.
    mutating func setDetailCode(_ code: UInt32, at index: Int) {
        if index < detailCodes.count {
            detailCodes[index] = code
        } else if code != 0 {
            detailCodes.append(contentsOf: repeatElement(0, count: index - detailCodes.count))
            detailCodes.append(code)
        }
    }

    /// Where entry `index` was read.
    public func location(at index: Int) -> SourceLocation {
        let source = Self.source(of: index, in: sources)
        return SourceLocation(file: source?.name ?? "", line: Int(lines[index]), unit: source?.unit ?? .line)
    }

    /// The list that entry `index` was read from, given the lists in order with their first entries.
    static func source(of index: Int, in sources: [ListSource]) -> ListSource? {
        guard !sources.isEmpty else { return nil }
        var low = 0
        var high = sources.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sources[middle].firstEntry <= index { low = middle } else { high = middle - 1 }
        }
        return sources[low]
    }

    /// The UTF-8 bytes of entry `index`, a slice of the bank's storage (no copy).
    public func utf8(at index: Int) -> ArraySlice<UInt8> {
        arena[(index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])]
    }

    /// How many entries each tier holds, in tier order.
    public var countsByTier: [Int] {
        var counts = [Int](repeating: 0, count: Tier.allCases.count)
        for code in tierCodes { counts[Int(code)] += 1 }
        return counts
    }

    /// All entries as words, in the order they were read.
    public var words: [Word] { (0..<count).map(word(at:)) }

    mutating func beginSource(_ name: String, unit: SourceLocation.Unit = .line) {
        sources.append(ListSource(name: name, firstEntry: count, unit: unit))
    }

    /// Appends one entry as it is, without checks; for building banks directly (tests).
    mutating func append(_ bytes: some Collection<UInt8>, tier: Tier, line: Int) {
        arena.append(contentsOf: bytes)
        ends.append(UInt32(arena.count))
        tierCodes.append(UInt8(tier.rawValue))
        lines.append(UInt32(line))
    }

    /// Drops every entry from `entries` on and the storage from `arena` on.
    mutating func truncate(entries: Int, arena arenaCount: Int) {
        arena.removeSubrange(arenaCount...)
        ends.removeSubrange(entries...)
        tierCodes.removeSubrange(entries...)
        lines.removeSubrange(entries...)
        if detailCodes.count > entries { detailCodes.removeSubrange(entries...) }
        if detailCodes.allSatisfy({ $0 == 0 }) { detailCodes = [] }
    }

    /// Forgets details from `detailCount` on (those of a rejected list).
    mutating func truncateDetails(to detailCount: Int) {
        if details.count > detailCount { details.removeSubrange(detailCount...) }
    }

    mutating func dropSources(from sourceCount: Int) {
        if sources.count > sourceCount { sources.removeSubrange(sourceCount...) }
    }
}
