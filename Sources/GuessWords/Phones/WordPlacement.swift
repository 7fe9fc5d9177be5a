/// Where the word shows when phones join (`--word-on`, `party.word_on`).
public enum WordPlacement: String, CaseIterable, Sendable {
    /// On the describer's and the host's phones; the terminal shows the board (the default with `--serve`).
    case phone
    /// On the terminal only, as without phones (guessers sit with their backs to the screen).
    case terminal
    /// On the terminal and on the describer's and host's phones.
    case both

    /// Whether the terminal draws the word.
    public var terminalShowsWord: Bool { self != .phone }

    /// Whether the describer's and host's phones are sent the word.
    public var phonesShowWord: Bool { self != .terminal }
}
