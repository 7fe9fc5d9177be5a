import GuessWords

/// The entries of the shipped banks a round's bank label names (`zh-Hans`, `hsk`, or `zh-Hans+class.txt`:
/// each part that is a shipped bank), read once each, for a study deck's readings, glosses, clues and
/// themes. A host's own list is not read again: its words keep only their text and tier.
final class ShippedWords {
    private var banks: [String: [String: Word]] = [:]

    /// The entry of `word` in the shipped banks `label` names, or nil.
    func lookup(_ word: String, _ label: String) -> Word? {
        for part in label.split(separator: "+").map(String.init) {
            if let entry = entries(of: part)[word] { return entry }
        }
        return nil
    }

    private func entries(of name: String) -> [String: Word] {
        if let known = banks[name] { return known }
        var entries: [String: Word] = [:]
        if let bank = ShippedBanks.bank(named: name) {
            for index in 0..<bank.count {
                let word = bank.word(at: index)
                if entries[word.text] == nil { entries[word.text] = word }
            }
        }
        banks[name] = entries
        return entries
    }
}
