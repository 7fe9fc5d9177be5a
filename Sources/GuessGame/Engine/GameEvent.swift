import Foundation

/// Something that happened in a game, published by `GameEngine` to every view and keeper in the order it
/// happened. Views that draw the whole state (the terminal) may also just redraw after each step.
package enum GameEvent {
    /// A party game begins (before its first turn); single rounds announce each game with its turn.
    case gameStarted(PartyGame, startedAt: Date)
    /// A turn waits for the host (or starts at once): `team` is nil in single rounds.
    case turnAwaited(team: String?)
    /// The clock of a turn started.
    case turnStarted(TurnStart)
    /// Something happened in the round (a word shown, answered, undone; the round ended).
    case round(RoundEvent)
    /// The displayed seconds left changed.
    case clock(secondsLeft: Int)
    /// A sound cue is due.
    case cue(SoundCue)
    /// A turn ended and was kept: its record (a single round's is the whole game's).
    case turnEnded(RoundRecord)
    /// The host corrected marks of the turn that just ended: its record as it now stands.
    case turnCorrected(TurnCorrection)
    /// The host gave a team bonus or penalty points.
    case pointsAdjusted(PointAdjustment)
    /// What the room sees of a turn once its cards are gone: the recap (and, in a party game, the
    /// scoreboard). Not sent for a turn a signal ended.
    case recap(RoundRecord)
    /// The game ended: for a party game the record of the whole game follows in `partyRecord`.
    case gameEnded(GameEnd, partyRecord: GameRecord?)
    /// The room named another describer (`GameCommand.assignDescriber`) for the turn that waits, or for the
    /// one in play when `turnStarted` (its round is already kept: the history follows).
    case describerAssigned(String?, turnStarted: Bool)
}
