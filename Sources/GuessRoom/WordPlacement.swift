/// Where the word shows when phones join (`--word-on`, `party.word_on`).
package enum WordPlacement: String, CaseIterable, Sendable {
    /// On the describer's and the host's phones; the terminal shows the board (the default with `--serve`).
    case phone
    /// On the terminal only, as without phones (guessers sit with their backs to the screen).
    case terminal
    /// On the terminal and on the describer's and host's phones.
    case both
    /// On the board page too (a TV behind the guessers' backs, as in the TV format) and on the
    /// describer's and host's phones; the terminal shows the board without it.
    case board

    /// Whether the terminal draws the word.
    package var terminalShowsWord: Bool { self == .terminal || self == .both }

    /// Whether the describer's and host's phones are sent the word.
    package var phonesShowWord: Bool { self != .terminal }

    /// Whether `role`'s page is sent the word: the describer's and host's wherever phones show it, the
    /// board's only when the host asked (`board`), the guests' never.
    package func sendsWord(to role: PhoneRole) -> Bool {
        phonesShowWord && (role.receivesWord || (role == .board && self == .board))
    }
}
