/// The host's corrections of a turn in progress on the correction card: the marks as changed so far and
/// the word chosen. ↑/↓ choose a word, ←/→ (or space) step its mark through right, wrong and passed; the
/// changes go to the engine as one `GameCommand.correct` when the host keeps them.
public struct CorrectionDraft: Equatable, Sendable {
    /// The turn's words as played.
    public let original: [PlayedWord]
    /// Each word's mark as the host has it now.
    public private(set) var marks: [WordResult]
    /// The chosen word, from 0.
    public private(set) var selected = 0

    /// The marks a correction steps through, in order.
    public static let cycle: [WordResult] = [.correct, .wrong, .passed]

    /// A draft over the words of `record`.
    public init(_ record: RoundRecord) {
        original = record.words
        marks = record.words.map(\.result)
    }

    /// Chooses the word `step` places down (negative: up), staying within the list.
    public mutating func move(_ step: Int) {
        guard !marks.isEmpty else { return }
        selected = min(max(0, selected + step), marks.count - 1)
    }

    /// Steps the chosen word's mark `step` places along `cycle` (a taboo or unanswered word goes to the
    /// first mark forward, the last backward).
    public mutating func changeMark(_ step: Int) {
        guard marks.indices.contains(selected) else { return }
        let cycle = Self.cycle
        guard let start = cycle.firstIndex(of: marks[selected]) else {
            marks[selected] = step > 0 ? cycle[0] : cycle[cycle.count - 1]
            return
        }
        marks[selected] = cycle[(start + step % cycle.count + cycle.count) % cycle.count]
    }

    /// The words whose mark differs from the one played.
    public var changes: [WordCorrection] {
        marks.indices.filter { marks[$0] != original[$0].result }.map {
            WordCorrection(position: $0, result: marks[$0])
        }
    }
}
