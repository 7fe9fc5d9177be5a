/// Why a stored game cannot be continued.
package enum ResumeRefusal: Error, Equatable, Sendable {
    /// It is a single round.
    case notParty
    /// It was played out, or the host ended it.
    case finished
    /// Its setup was not kept (an older build).
    case noSetup
    /// Its setup is there but cannot be read (damaged, or written by something else).
    case unreadableSetup
    /// A turn of the game was played by a team its setup does not have (the store was changed by hand,
    /// or damaged): continuing would invent a team.
    case foreignTeam(String)
    /// Another guess is playing it now.
    case inPlay
}
