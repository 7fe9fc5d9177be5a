/// What the recorder had not written when the host abandoned the wait at the end of a game.
package struct UnsavedChanges: Equatable, Sendable {
    /// Changes dropped in all.
    package var changes = 0
    /// Answers among them (a word marked right, wrong, passed…; a word only shown is not counted).
    package var answers = 0
    /// Turns whose start was among them (the whole turn is missing from the history).
    package var turns = 0
    /// Whether the game's end (its scoreboard, how it ended) was among them.
    package var gameEnd = false

    /// Nothing dropped.
    package init() {}

    /// Whether nothing was dropped.
    package var isEmpty: Bool { changes == 0 }
}
