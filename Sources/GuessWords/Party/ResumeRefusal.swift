/// Why a stored game cannot be continued.
public enum ResumeRefusal: Error, Equatable, Sendable {
    /// It is a single round.
    case notParty
    /// It was played out, or the host ended it.
    case finished
    /// Its setup was not kept (an older build) or cannot be read.
    case noSetup
    /// Another guess is playing it now.
    case inPlay
}
