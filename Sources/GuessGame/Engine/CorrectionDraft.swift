/// The host's corrections of a turn in progress on the correction card: the marks as changed so far and
/// the word chosen. ↑/↓ choose a word, ←/→ (or space) step its mark through right, wrong and passed; the
/// changes go to the engine as one `GameCommand.correct` when the host keeps them.
///
/// `mark(after:step:)` is the one correction cycle of the game: the terminal's card, a tap on the host's
/// phone and the pipe's `fix N` all step a mark with it, so a word changes the same way everywhere.
package struct CorrectionDraft: Equatable, Sendable {
    /// The turn's words as played.
    package let original: [PlayedWord]
    /// Each word's mark as the host has it now.
    package private(set) var marks: [WordResult]
    /// The chosen word, from 0.
    package private(set) var selected = 0

    /// The marks a correction steps through, in order.
    package static let cycle: [WordResult] = [.correct, .wrong, .passed]

    /// A draft over the words of `record`.
    package init(_ record: RoundRecord) {
        original = record.words
        marks = record.words.map(\.result)
    }

    /// Chooses the word `step` places down (negative: up), staying within the list.
    package mutating func move(_ step: Int) {
        guard !marks.isEmpty else { return }
        selected = min(max(0, selected + step), marks.count - 1)
    }

    /// Steps the chosen word's mark `step` places along the cycle (see `mark(after:step:)`).
    package mutating func changeMark(_ step: Int) {
        guard marks.indices.contains(selected) else { return }
        marks[selected] = Self.mark(after: marks[selected], step: step)
    }

    /// The mark `step` places along the cycle right → wrong → pass → right from `mark` (negative: back).
    /// A taboo word counts as wrong, as it does in the score: one step forward makes it a pass, one back
    /// makes it right. A word left unanswered when the turn ended steps forward to right, back to pass.
    package static func mark(after mark: WordResult, step: Int = 1) -> WordResult {
        guard step != 0 else { return mark }
        let start: Int
        switch mark {
        case .correct: start = 0
        case .wrong, .taboo: start = 1
        case .passed: start = 2
        // As if just before right going forward, just after it going back.
        case .unanswered: start = step > 0 ? 2 : 0
        }
        let count = cycle.count
        return cycle[((start + step) % count + count) % count]
    }

    /// The words whose mark differs from the one played.
    package var changes: [WordCorrection] {
        marks.indices.filter { marks[$0] != original[$0].result }.map {
            WordCorrection(position: $0, result: marks[$0])
        }
    }
}
