/// The rules a host picks for a game beyond its teams and turns: passes, taboo, the score to win and the
/// time a key adds. Codable, so a game kept for resuming keeps its rules with it.
package struct GameRules: Codable, Equatable, Sendable {
    /// Passes each turn may use (nil: as many as wanted; 0: none).
    package var passesPerTurn: Int?
    /// Whether a pass costs a point.
    package var passPenalty: Bool
    /// The score that wins once every team has had the same number of turns (nil: play every turn).
    package var targetScore: Int?
    /// Seconds the "more time" key adds to the running turn.
    package var addSeconds: Int
    /// The most seconds "more time" may add to one turn, in all (`round.max_added_seconds`).
    package var maxAddedSeconds: Int
    /// Whether the game's turns per team are only a cap the host did not give (a game won by score
    /// without `--turns`): headings then say "turn 3", and the deck is planned for the target.
    package var turnsAreOnlyACap: Bool

    /// The default of `addSeconds`.
    package static let defaultAddSeconds = 30
    /// The default of `maxAddedSeconds`.
    package static let defaultMaxAddedSeconds = 300
    /// The turns each team may play in a game won by score when no number of turns is given (the score
    /// ends it; this only caps it).
    package static let turnsWhenPlayingToScore = 100

    /// Rules; the defaults are the game as it always was (passes free and unlimited, no target score).
    package init(
        passesPerTurn: Int? = nil, passPenalty: Bool = false, targetScore: Int? = nil,
        addSeconds: Int = GameRules.defaultAddSeconds, turnsAreOnlyACap: Bool = false,
        maxAddedSeconds: Int = GameRules.defaultMaxAddedSeconds
    ) {
        self.maxAddedSeconds = maxAddedSeconds
        self.passesPerTurn = passesPerTurn
        self.passPenalty = passPenalty
        self.targetScore = targetScore
        self.addSeconds = addSeconds
        self.turnsAreOnlyACap = turnsAreOnlyACap
    }

    enum CodingKeys: String, CodingKey {
        case passesPerTurn = "passes_per_turn"
        case passPenalty = "pass_penalty"
        case targetScore = "target_score"
        case addSeconds = "add_seconds"
        case turnsAreOnlyACap = "turns_are_only_a_cap"
        case maxAddedSeconds = "max_added_seconds"
    }

    /// Decodes rules, taking the default for any key that is missing (rules kept by an older build).
    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        passesPerTurn = try container.decodeIfPresent(Int.self, forKey: .passesPerTurn)
        passPenalty = try container.decodeIfPresent(Bool.self, forKey: .passPenalty) ?? false
        targetScore = try container.decodeIfPresent(Int.self, forKey: .targetScore)
        addSeconds = try container.decodeIfPresent(Int.self, forKey: .addSeconds) ?? Self.defaultAddSeconds
        turnsAreOnlyACap = try container.decodeIfPresent(Bool.self, forKey: .turnsAreOnlyACap) ?? false
        maxAddedSeconds =
            try container.decodeIfPresent(Int.self, forKey: .maxAddedSeconds) ?? Self.defaultMaxAddedSeconds
    }
}
