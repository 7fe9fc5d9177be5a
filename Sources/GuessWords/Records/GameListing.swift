/// The rounds of one game as `guess history` lists them: a single round, or a party game's turns.
public struct GameListing: Equatable, Sendable {
    /// The game's id in the store.
    public var gameID: Int64
    /// Its rounds in turn order.
    public var rounds: [RoundListing]

    /// A game of `rounds`, put in turn order.
    public init(gameID: Int64, rounds: [RoundListing]) {
        self.gameID = gameID
        self.rounds = rounds.sorted { ($0.turn, $0.id) < ($1.turn, $1.id) }
    }

    /// Whether this is a party game (teams, or several turns) rather than a single round.
    public var isParty: Bool { rounds.count > 1 || rounds.contains { $0.team != nil } }

    /// The teams in the order they first played.
    public var teams: [String] {
        var ordered: [String] = []
        for name in rounds.compactMap(\.team) where !ordered.contains(name) { ordered.append(name) }
        return ordered
    }

    /// Listings grouped by game, in the order the games first appear (the store lists newest first).
    public static func group(_ listings: [RoundListing]) -> [GameListing] {
        var order: [Int64] = []
        var rounds: [Int64: [RoundListing]] = [:]
        for listing in listings {
            if rounds[listing.gameID] == nil { order.append(listing.gameID) }
            rounds[listing.gameID, default: []].append(listing)
        }
        return order.map { GameListing(gameID: $0, rounds: rounds[$0] ?? []) }
    }
}
