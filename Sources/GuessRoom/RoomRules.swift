/// Who may do what in the room: a pure function over role × phase × action, and the only place it is
/// written. The server applies it to every message before anything reaches the engine
/// (`PhoneAction.command(for:argument:engine:)`, `PhoneHub.handleRoomAction`), and each page's state
/// carries what it allows that page now (`PhoneState.actions`), which the page draws as its buttons; the
/// engine still checks what each command means.
///
/// Only the describer of the turn and the host may answer; only the host may start, pause, add time,
/// end a turn, quit, correct, give points, hand a player over, pick the describer, remove a phone and
/// lock or open the room. The board, the other players and the guests may do nothing.
package enum RoomRules {
    /// Whether `role` may ask for `action` while the game is in `phase`.
    package static func allows(role: RoomRole, phase: RoomPhase, action: PhoneAction) -> Bool {
        switch action {
        case .right, .wrong, .pass, .taboo, .undo:
            return (role == .describer || role == .host) && phase == .playing
        default:
            break
        }
        guard role == .host else { return false }
        switch action {
        case .start:  // start the turn (HostAction.startTurn): never at game over, where it would end the program
            return [.waiting, .timesUp, .playAgain].contains(phase)
        case .pause, .endTurn, .moreTime:
            return phase == .playing || phase == .paused
        case .quit:  // end the game (HostAction.endGame): not once it is over
            return ![.quitQuestion, .gameOver, .finished].contains(phase)
        case .yes, .no:
            return phase == .quitQuestion
        case .fix, .bonus, .penalty:
            return [.waiting, .timesUp, .playAgain, .gameOver].contains(phase)
        case .handOver, .remove, .lock, .unlock:
            return phase != .finished
        case .pickDescriber:
            return phase == .waiting
        case .right, .wrong, .pass, .taboo, .undo:
            return false  // decided above
        }
    }
}
