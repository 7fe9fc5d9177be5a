/// Decides which cues are due from the state of a round, so the game loop only asks it and plays what it
/// says. Call `cues(for:)` after every event of the loop (a wake-up at a second, keys handled, the end).
///
/// - As the clock starts: `turnStart`.
/// - As the displayed time left becomes 10, 9, … 4: `tick`; 3, 2, 1: `finalTick`. When the loop missed
///   seconds (the machine stalled), only the newest second plays: late ticks in a burst would mislead.
/// - When the round ends by time or by the deck running out: `buzzer`; a quit, end of input or signal
///   ends it silently (a second that passed with it plays no tick either).
/// - A right answer: `right`; a wrong one: `wrong` (an undo plays nothing).
package struct SoundSchedule: Sendable {
    /// Ticks play from this many seconds left.
    package let tickSeconds: Int
    /// The higher ticks play from this many seconds left.
    package let finalSeconds: Int

    private var lastDisplayed: Int?
    private var lastCorrect = 0
    private var lastWrong = 0
    private var ended = false

    /// A schedule for one round: ticks from `tickSeconds` left, higher ones from `finalSeconds`.
    package init(tickSeconds: Int = 10, finalSeconds: Int = 3) {
        self.tickSeconds = tickSeconds
        self.finalSeconds = finalSeconds
    }

    /// The cues due since the last call, in the order they should play.
    package mutating func cues(for round: Round) -> [SoundCue] {
        guard round.phase != .ready, !ended else { return [] }
        var due: [SoundCue] = []
        let displayed = round.displayedSeconds
        if lastDisplayed == nil {
            due.append(.turnStart)
        } else if let previous = lastDisplayed, displayed < previous, (1...tickSeconds).contains(displayed),
            !round.isOver
        {
            due.append(displayed <= finalSeconds ? .finalTick : .tick)
        }
        lastDisplayed = displayed
        if round.correctCount > lastCorrect { due.append(.right) }
        if round.wrongCount > lastWrong { due.append(.wrong) }
        lastCorrect = round.correctCount
        lastWrong = round.wrongCount
        if let reason = round.endReason {
            ended = true
            if reason == .time || reason == .exhausted { due.append(.buzzer) }
        }
        return due
    }
}
