import GuessGame

/// Where a game is played: a view of the engine and a source of its commands (the terminal's keys, a
/// pipe's lines). It holds no game logic: it draws what the engine says and hands over what was typed.
package protocol GameFrontEnd: AnyObject {
    /// Shows what `event` changed (words printed, a recap, the end); `notices` holds one-line notices
    /// (export failures, the store's and the sound's) to show with a recap or the end.
    func show(_ event: GameEvent, engine: GameEngine, notices: GameNotices)
    /// Draws the engine's state; called after every step of the game loop.
    func draw(_ engine: GameEngine)
    /// Waits up to `seconds` (nil: until something arrives) and returns the commands that came (none when
    /// the time ran out).
    func nextCommands(within seconds: Double?, engine: GameEngine) -> [GameCommand]
    /// `command` meant nothing where the game is (an unknown key, say).
    func ignored(_ command: GameCommand, engine: GameEngine)
    /// Commands that follow the game's last turn once the game is over (a pipe's `fix` lines).
    func trailingCommands(engine: GameEngine) -> [GameCommand]
}

extension GameFrontEnd {
    /// Commands that follow the game's last turn once the game is over (corrections: a pipe's `fix`
    /// lines); none by default.
    package func trailingCommands(engine: GameEngine) -> [GameCommand] { [] }
}
