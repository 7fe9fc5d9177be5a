import GuessGame

extension HostAction {
    /// The host's remote's message for this action (`{"do":"…"}`).
    package var phoneAction: PhoneAction {
        switch self {
        case .startTurn: .start
        case .pause: .pause
        case .moreTime: .moreTime
        case .endTurn: .endTurn
        case .endGame: .quit
        }
    }

    /// The host action a remote's message asks for, or nil for an answer, a correction or a room action.
    package init?(phoneAction: PhoneAction) {
        guard let action = Self.allCases.first(where: { $0.phoneAction == phoneAction }) else { return nil }
        self = action
    }
}
