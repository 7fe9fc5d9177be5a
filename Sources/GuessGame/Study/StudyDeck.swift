import Foundation
import GuessText
import GuessWords

/// The words a game showed as study notes (`StudyNote`), and as the tab-separated list Pleco and
/// spreadsheets import. Pure: the bank's details come from `lookup`.
package enum StudyDeck {
    /// One note per word `games` showed (in the order first shown; a word shown again is one note, with
    /// the other game, bank and outcome among its tags). `lookup` gives a word's entry in the bank its round
    /// was drawn from (the round's bank label is its second argument; nil: not found, as for a list that is
    /// gone: the note keeps the word and its tier).
    package static func notes(of games: [StoredGame], lookup: (String, String) -> Word?) -> [StudyNote] {
        var notes: [StudyNote] = []
        var index: [String: Int] = [:]
        for game in games {
            for turn in game.turns {
                let tags = ["guess", gameTag(game), "bank-" + tagText(turn.bank)]
                for played in turn.words {
                    let outcome = tag(for: played.result)
                    let met = turn.startedAt.addingTimeInterval(played.shownAt)
                    if let at = index[played.word] {
                        for tag in tags + [outcome] where !notes[at].tags.contains(tag) { notes[at].tags.append(tag) }
                        notes[at].lastMet = max(notes[at].lastMet ?? met, met)
                        continue
                    }
                    let entry = lookup(played.word, turn.bank)
                    index[played.word] = notes.count
                    notes.append(
                        StudyNote(
                            word: played.word, reading: entry?.reading ?? "", gloss: entry?.gloss ?? "",
                            clues: entry?.taboo ?? [], tier: played.tier, themes: entry?.themes ?? [],
                            tags: tags + [outcome]))
                    notes[notes.count - 1].lastMet = met
                }
            }
        }
        return notes
    }

    /// A game's tag: `game-12` for a stored game, `game-2026-12-07T1930` (its start, UTC) for one just
    /// played that has no number here (`play --export`).
    static func gameTag(_ game: StoredGame) -> String {
        if game.id > 0 { return "game-\(game.id)" }
        let stamp = RoundRecord.timestamp(game.startedAt).prefix(16).replacingOccurrences(of: ":", with: "")
        return "game-" + stamp
    }

    /// How a word went, as a tag.
    static func tag(for result: WordResult) -> String {
        switch result {
        case .correct: "right"
        case .wrong, .taboo: "missed"
        case .passed: "passed"
        case .unanswered: "unanswered"
        }
    }

    /// `text` as one tag: blanks and control characters become `_` (a tag is one word).
    static func tagText(_ text: String) -> String {
        String(
            text.unicodeScalars.map { scalar -> Character in
                scalar.properties.isWhitespace || OutsideText.isEscaped(scalar) ? "_" : Character(scalar)
            })
    }

    /// The first line of a study list: a `//` line, which Pleco reads as the name of a category.
    package static let tsvHeading = "// guess study words"

    /// The notes as tab-separated lines after `tsvHeading` and `title`, one a word: word, reading, gloss
    /// (the three columns Pleco reads as headword, pinyin and definition), then clues, tier, theme and
    /// tags; tabs and line breaks inside a field become spaces.
    package static func tsv(_ notes: [StudyNote], title: String) -> String {
        tsvHeading + ": " + String(title.map { $0.isNewline ? " " : $0 }) + "\n"
            + notes.map { note in
                (note.fields + [note.tags.joined(separator: " ")]).map { field in
                    String(field.map { $0 == "\t" || $0.isNewline ? " " : $0 })
                }.joined(separator: "\t") + "\n"
            }.joined()
    }
}
