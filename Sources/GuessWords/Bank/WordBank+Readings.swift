import Foundation
import GuessText

extension WordBank {
    /// The bank as a game or a draw shows it: the readings kept when `reading` is asked for, the glosses
    /// when `gloss` is, and the rest dropped. An entry without one takes the reading (or gloss) of the
    /// same entry in the first of `lookup` (the shipped banks of the reading's language) that has it, so
    /// a host's list without a reading column reads like the shipped bank where they share an entry.
    public func showing(reading: Bool, gloss: Bool, lookup: () -> [WordBank] = { [] }) -> WordBank {
        if !reading && !gloss && !hasDetails { return self }
        if !reading && !gloss {
            // Neither shown: each distinct details loses its reading and gloss, the codes stay (two that are
            // now equal may both stay in the table, which costs nothing).
            var shown = self
            shown.details = details.map { entry in
                var kept = entry
                (kept.reading, kept.gloss) = ("", "")
                return kept
            }
            return shown
        }
        var known: [String: EntryDetails]?
        var table: [EntryDetails] = [.plain]
        var codeOf: [EntryDetails: UInt32] = [.plain: 0]
        var codes = [UInt32](repeating: 0, count: count)
        // The new code of each old one whose entries look nothing up (the same for all of them), found
        // once rather than hashed for every entry (a million-entry list's entries are all plain).
        var newCode = [UInt32?](repeating: nil, count: details.count)
        for index in 0..<count {
            let old = Int(detailCode(at: index))
            if let code = newCode[old] {
                codes[index] = code
                continue
            }
            var entry = details[old]
            if !reading { entry.reading = "" }
            if !gloss { entry.gloss = "" }
            let looksUp = reading && entry.reading.isEmpty || gloss && entry.gloss.isEmpty
            if looksUp {
                if known == nil { known = Self.annotations(in: lookup()) }
                if let found = known?[text(at: index)] {
                    if reading && entry.reading.isEmpty { entry.reading = found.reading }
                    if gloss && entry.gloss.isEmpty { entry.gloss = found.gloss }
                }
            }
            let code: UInt32
            if let known = codeOf[entry] {
                code = known
            } else {
                code = UInt32(table.count)
                table.append(entry)
                codeOf[entry] = code
            }
            codes[index] = code
            if !looksUp { newCode[old] = code }
        }
        var shown = self
        shown.details = table
        shown.detailCodes = codes.contains { $0 != 0 } ? codes : []
        return shown
    }

    /// The reading and gloss of every entry of `banks` that has one, by its text (the first bank wins).
    private static func annotations(in banks: [WordBank]) -> [String: EntryDetails] {
        var found: [String: EntryDetails] = [:]
        for bank in banks where bank.hasDetails {
            for index in 0..<bank.count {
                let details = bank.details(at: index)
                guard !details.reading.isEmpty || !details.gloss.isEmpty else { continue }
                let text = bank.text(at: index)
                var entry = found[text] ?? EntryDetails()
                if entry.reading.isEmpty { entry.reading = details.reading }
                if entry.gloss.isEmpty { entry.gloss = details.gloss }
                found[text] = entry
            }
        }
        return found
    }

    /// Whether any entry has a reading.
    public var hasReadings: Bool { hasDetails && details.contains { !$0.reading.isEmpty } }
}

extension ShippedBanks {
    /// The shipped banks whose readings (and glosses) fill in a list's of `kind`: zh-Hans and hsk for
    /// pinyin, zh-Hant for zhuyin; hsk alone for glosses without a reading.
    public static func readingSources(for kind: ReadingKind?) -> [WordBank] {
        let names =
            switch kind {
            case .pinyin: ["zh-Hans", "hsk"]
            case .zhuyin: ["zh-Hant"]
            case nil: ["hsk"]
            }
        return names.compactMap { name in
            guard var bank = bank(named: name) else { return nil }
            if bank.language == nil { bank.language = Language(rawValue: name) }
            return bank
        }
    }
}
