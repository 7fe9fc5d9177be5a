import Foundation

extension PartyGame {
    /// Whether the game is won by score and its turns were not given: its turns per team are only a cap
    /// (`GameRules.turnsWhenPlayingToScore`), not a number to show or to plan a deck for.
    package var turnsAreOnlyACap: Bool { rules.targetScore != nil && rules.turnsAreOnlyACap }

    /// The turns per team to show in headings and intros; 0 when they are only a cap ("turn 3", not
    /// "turn 3 of 100").
    package var turnsShown: Int { turnsAreOnlyACap ? 0 : turnsPerTeam }
}
