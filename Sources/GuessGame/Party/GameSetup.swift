import Foundation
import GuessWords

/// Everything a party game was started with, kept in the history store as one JSON value so that an
/// unfinished game can be continued (`guess play --resume`, `guess history resume ID`): the teams with
/// their players, the turns, the rules, the round's length and the bank options.
///
/// Reading is forgiving: a key that is missing takes its default and an unknown key is ignored, so a
/// setup written by a build with more (or fewer) fields still reads. A field added later (the rules of
/// issue 18: passes, `--to`, added seconds) is one more optional property here, decoded with
/// `decodeIfPresent`. The store is outside text: `GameSetup.decode` bounds the size and
/// `TeamLineup.check` the names.
package struct GameSetup: Equatable, Sendable, Codable {
    /// The version of this shape (1).
    package var version = 1
    /// The teams in turn order, with their players.
    package var teams: [TeamLineup]
    /// Regular turns per team.
    package var turnsPerTeam: Int
    /// Whether a wrong answer costs a point.
    package var penalty: Bool
    /// Whether a tie for first place is played off.
    package var tieBreak: Bool
    /// The round's length in seconds.
    package var seconds: Int
    /// `--bank` as given (nil: the configured bank).
    package var bank: String?
    /// The `--words` lists, as given.
    package var words: [String]
    /// The `--tier` of untiered entries (a tier's name).
    package var defaultTier: String
    /// The tier weights in tier order.
    package var weights: [Double]
    /// What a round does when the deck runs out.
    package var onExhausted: ExhaustionPolicy
    /// The `--seed`, if one was given.
    package var seed: UInt64?
    /// The host's rules: passes, pass penalty, score to win, added time.
    package var rules = GameRules()
    /// The league the game counts in (`--league`, `party.league`; nil: the league of unnamed games).
    package var league: String?

    /// The largest setup read back from the store, in bytes.
    package static let sizeLimit = 64 * 1024

    /// A setup.
    package init(
        teams: [TeamLineup], turnsPerTeam: Int, penalty: Bool, tieBreak: Bool, seconds: Int, bank: String?,
        words: [String], defaultTier: String, weights: [Double], onExhausted: ExhaustionPolicy, seed: UInt64?
    ) {
        self.teams = teams
        self.turnsPerTeam = turnsPerTeam
        self.penalty = penalty
        self.tieBreak = tieBreak
        self.seconds = seconds
        self.bank = bank
        self.words = words
        self.defaultTier = defaultTier
        self.weights = weights
        self.onExhausted = onExhausted
        self.seed = seed
    }

    enum CodingKeys: String, CodingKey {
        case version, teams, penalty, seconds, bank, words, weights, seed, rules, league
        case turnsPerTeam = "turns_per_team"
        case tieBreak = "tie_break"
        case defaultTier = "default_tier"
        case onExhausted = "on_exhausted"
    }

    /// Decodes a setup; missing keys take their defaults (only `teams` is required).
    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
        teams = try container.decode([TeamLineup].self, forKey: .teams)
        turnsPerTeam = try container.decodeIfPresent(Int.self, forKey: .turnsPerTeam) ?? 1
        penalty = try container.decodeIfPresent(Bool.self, forKey: .penalty) ?? false
        tieBreak = try container.decodeIfPresent(Bool.self, forKey: .tieBreak) ?? true
        seconds = try container.decodeIfPresent(Int.self, forKey: .seconds) ?? 300
        bank = try container.decodeIfPresent(String.self, forKey: .bank)
        words = try container.decodeIfPresent([String].self, forKey: .words) ?? []
        defaultTier = try container.decodeIfPresent(String.self, forKey: .defaultTier) ?? Tier.custom.name
        weights = try container.decodeIfPresent([Double].self, forKey: .weights) ?? TierWeights.standard.values
        onExhausted = try container.decodeIfPresent(ExhaustionPolicy.self, forKey: .onExhausted) ?? .end
        seed = try container.decodeIfPresent(UInt64.self, forKey: .seed)
        rules = try container.decodeIfPresent(GameRules.self, forKey: .rules) ?? GameRules()
        league = try container.decodeIfPresent(String.self, forKey: .league)
    }

    /// The setup as compact JSON (keys sorted).
    package var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// A setup read back from `json` (the store's text), checked: nil when it is too large, not a setup,
    /// or holds values a game cannot be played with (no team, names `TeamLineup.check` refuses, turns or
    /// seconds out of range, unusable weights).
    package static func decode(_ json: String) -> GameSetup? {
        guard json.utf8.count <= sizeLimit,
            let setup = try? JSONDecoder().decode(GameSetup.self, from: Data(json.utf8)),
            !setup.teams.isEmpty, TeamLineup.check(setup.teams) == nil,
            GameLimits.turnsPerTeam.contains(setup.turnsPerTeam), GameLimits.roundSeconds.contains(setup.seconds),
            (try? TierWeights(setup.weights)) != nil,
            Tier(named: setup.defaultTier) != nil, setup.words.count <= 100,
            GameLimits.passesPerTurn.contains(setup.rules.passesPerTurn ?? 0),
            GameLimits.targetScore.contains(setup.rules.targetScore ?? 1),
            GameLimits.addSeconds.contains(setup.rules.addSeconds),
            setup.league.map({ LeagueName.checked($0) != nil }) ?? true
        else { return nil }
        return setup
    }

    /// The game these settings start, before any turn.
    package var partyGame: PartyGame {
        PartyGame(
            teams: teams.map(\.name), turnsPerTeam: turnsPerTeam, penalty: penalty, tieBreak: tieBreak,
            players: TeamLineup.playersByTeam(teams), rules: rules)
    }
}
