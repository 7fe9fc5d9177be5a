import Foundation
import GuessGame
import GuessWords
import Testing

/// The study deck's notes (issue 45): one per word shown, details from the bank, tags, a GUID of the
/// word alone, the tab-separated list.
@Suite("Study deck")
struct StudyDeckTests {
    private func game(_ id: Int64, _ words: [(String, WordResult)], bank: String = "hsk") -> StoredGame {
        let record = RoundRecord(
            startedAt: Date(timeIntervalSince1970: 1_800_000_000), seconds: 60, elapsed: 60, endedBy: .time,
            seed: 1, bank: bank,
            words: words.enumerated().map {
                PlayedWord(word: $1.0, tier: .primary, result: $1.1, shownAt: Double($0), answeredAt: nil)
            })
        return StoredGame(
            id: id, startedAt: record.startedAt, teams: [], penalty: false, turnsPerTeam: nil, turns: [record])
    }

    private let bank: [String: Word] = [
        "猫": Word(text: "猫", tier: .primary, taboo: ["喵"], themes: ["动物"], reading: "māo", gloss: "cat")
    ]

    @Test("one note per word shown, with the bank's details and how it went; a word met again is one note")
    func notes() {
        let notes = StudyDeck.notes(
            of: [game(1, [("猫", .correct), ("狗", .passed)]), game(2, [("猫", .wrong)], bank: "zh-Hans")],
            lookup: { word, _ in bank[word] })
        #expect(notes.map(\.word) == ["猫", "狗"])
        #expect(notes[0].fields == ["猫", "māo", "cat", "喵", "primary", "动物"])
        #expect(notes[0].tags == ["guess", "game-1", "bank-hsk", "right", "game-2", "bank-zh-Hans", "missed"])
        #expect(notes[1].fields == ["狗", "", "", "", "primary", ""] && notes[1].tags.last == "passed")
    }

    @Test("a note's time is when its word was last shown, whichever game's deck lists it first")
    func lastMet() {
        var later = game(2, [("狗", .wrong), ("猫", .correct)])
        later.turns[0].startedAt = Date(timeIntervalSince1970: 1_800_000_600)
        let notes = StudyDeck.notes(of: [later, game(1, [("猫", .wrong)])], lookup: { _, _ in nil })
        #expect(notes.map(\.word) == ["狗", "猫"])
        #expect(notes[0].lastMet == Date(timeIntervalSince1970: 1_800_000_600))
        #expect(notes[1].lastMet == Date(timeIntervalSince1970: 1_800_000_601))
    }

    @Test("a note's GUID depends on its word alone")
    func stableGUID() {
        let first = StudyDeck.notes(of: [game(1, [("猫", .correct)])], lookup: { word, _ in bank[word] })
        let later = StudyDeck.notes(of: [game(9, [("猫", .wrong)])], lookup: { _, _ in nil })
        #expect(first[0].guid == later[0].guid)
        #expect(first[0].guid.hasPrefix("guess-") && first[0].guid.count == 22)
        #expect(first[0].guid != StudyDeck.notes(of: [game(1, [("狗", .correct)])], lookup: { _, _ in nil })[0].guid)
    }

    @Test("the list: a heading Pleco reads as a category, then word, reading, gloss and the rest; no tab inside")
    func tsv() {
        let notes = StudyDeck.notes(of: [game(3, [("猫", .taboo), ("a\tb", .unanswered)])]) { word, _ in bank[word] }
        let lines = StudyDeck.tsv(notes, title: "game 3").split(separator: "\n").map(String.init)
        #expect(lines[0] == "// guess study words: game 3")
        #expect(lines[1] == "猫\tmāo\tcat\t喵\tprimary\t动物\tguess game-3 bank-hsk missed")
        #expect(lines[2].split(separator: "\t", omittingEmptySubsequences: false).count == 7)
        #expect(lines[2].hasPrefix("a b\t"))
        #expect(RoundExporter.isExport(startingWith: Array(StudyDeck.tsv(notes, title: "x").utf8)))
    }
}
