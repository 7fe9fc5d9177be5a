/// What the recorder had not written when the host abandoned the wait at the end of a game.
public struct UnsavedChanges: Equatable, Sendable {
    /// Changes dropped in all.
    public var changes = 0
    /// Answers among them (a word marked right, wrong, passed…; a word only shown is not counted).
    public var answers = 0
    /// Turns whose start was among them (the whole turn is missing from the history).
    public var turns = 0
    /// Whether the game's end (its scoreboard, how it ended) was among them.
    public var gameEnd = false

    /// Nothing dropped.
    public init() {}

    /// Whether nothing was dropped.
    public var isEmpty: Bool { changes == 0 }
}
