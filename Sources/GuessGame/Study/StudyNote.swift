import Foundation
import GuessWords

/// One word a game showed, as a learner keeps it (`history export --format apkg|tsv`): the word, its
/// reading and gloss where the bank has them, its clues (the taboo words), tier and themes, tagged with the
/// game, the bank and how the word went. Its `guid` depends on the word alone, so a later game's deck
/// updates the notes of words met before instead of adding them again.
package struct StudyNote: Equatable, Sendable {
    /// The word as shown.
    package var word: String
    /// Its reading (pinyin or zhuyin); empty when the bank gives none.
    package var reading: String
    /// Its gloss; empty when the bank gives none.
    package var gloss: String
    /// Its clues: the words the describer must not say.
    package var clues: [String]
    /// Its tier.
    package var tier: Tier
    /// Its themes, as the bank names them.
    package var themes: [String]
    /// Its tags: `guess`, `game-N`, `bank-NAME` and how it went (`right`, `missed`, `passed`, `unanswered`).
    package var tags: [String]
    /// When the word was last shown in the games exported (nil: not known). A package gives it as the note's
    /// modification time, so that importing a later game's deck updates the note, and an earlier game's deck
    /// imported after it does not take it back.
    package var lastMet: Date?

    /// A note.
    package init(
        word: String, reading: String, gloss: String, clues: [String], tier: Tier, themes: [String], tags: [String]
    ) {
        self.word = word
        self.reading = reading
        self.gloss = gloss
        self.clues = clues
        self.tier = tier
        self.themes = themes
        self.tags = tags
    }

    /// The note's stable id in a deck: `guess-` and the 64-bit FNV-1a hash of the word's UTF-8, in hex.
    package var guid: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in word.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "guess-" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The fields in a deck's order: word, reading, gloss, clues, tier, theme.
    package var fields: [String] {
        [word, reading, gloss, clues.joined(separator: ", "), tier.name, themes.joined(separator: ", ")]
    }

    /// The fields' names, in their order.
    package static let fieldNames = ["Word", "Reading", "Gloss", "Clues", "Tier", "Theme"]
}
