import Foundation
import GuessGame
import GuessScreens
import GuessText

/// The evening's results as the phones' state carries them once the game is over (`PhoneState.results`):
/// worked out once from `GameResults` (the report's own), with the texts in the game's language made here
/// (the winner line is `history show`'s), the charts drawn here as `SVGNode`s (the report's charts) for the
/// board's page to make, and each player's own lines for their phone. Every list is capped and every
/// name bounded, so the frame stays small whatever the game.
public struct PhoneResults: Encodable, Equatable, Sendable {
    /// A team's place on the podium (or below it).
    public struct Standing: Encodable, Equatable, Sendable {
        /// Its place from 1, shared on equal scores (1, 1, 3).
        public var place: Int
        /// The team (a single round's one team: named as such).
        public var team: String
        /// Its final score.
        public var score: Int
        /// Whether it is among the winners.
        public var winner: Bool
        /// The place as said ("2nd", "第 2 名").
        public var placeText: String
        /// The score as said ("3 pts", "3 分").
        public var scoreText: String
    }

    /// A moment of the game (`fastest`, `run`, `missed`), as the report says it.
    public struct Moment: Encodable, Equatable, Sendable {
        /// Which moment.
        public var kind: String
        /// Its label ("Fastest word").
        public var label: String
        /// Its value (seconds, words in a row, teams), nil when it did not happen.
        public var value: String?
        /// The word, or the run's length; empty when it did not happen.
        public var headline: String
        /// The rest ("1.2 s · Red · Ann · turn 3"), or "none".
        public var detail: String
    }

    /// One player's own lines, for their phone.
    public struct Player: Encodable, Equatable, Sendable {
        /// The player.
        public var name: String
        /// Their team.
        public var team: String
        /// The turns they described (numbers from 1).
        public var described: [Int]
        /// Words shown to them as describer.
        public var shown: Int
        /// Words their team got right from them.
        public var correct: Int
        /// Words missed while they described, taboo words included.
        public var wrong: Int
        /// Words they passed.
        public var passed: Int
        /// Right answers a minute over their turns of at least `TurnTally.rateMinimumSeconds`, to two decimals
        /// (nil: no such turn).
        public var pace: String?
        /// Their quickest right answer, and its seconds to two decimals.
        public var fastestWord: String?
        /// Seconds of their quickest right answer.
        public var fastestSeconds: String?
        /// The turns of their team they guessed in (someone else described; numbers from 1).
        public var guessed: [Int]
    }

    /// The headings and fixed texts of the board's results, in the game's language.
    public struct Labels: Encodable, Equatable, Sendable {
        /// "Podium".
        public var podium: String
        /// The score chart's heading.
        public var scoreByTurn: String
        /// The describers' chart's heading.
        public var describers: String
        /// Said when no describer was named.
        public var noDescribers: String
        /// The moments' heading.
        public var moments: String
    }

    /// How the game ended (`GameEnding.name`: `won`, `tied`, `ended_early`, …).
    public var ending: String
    /// The line that says it, as `history show` and the terminal say it ("Winner: Blue", "No winner: the host
    /// ended the game early").
    public var line: String
    /// The winners (none when there is no winner).
    public var winners: [String]
    /// Every team's place and score, best first (at most `standingsCap`).
    public var standings: [Standing]
    /// The moments.
    public var moments: [Moment]
    /// The players' own lines (at most `playersCap`): every player of the room, and every describer.
    public var players: [Player]
    /// The score after every turn (at most `linesCap` teams), drawn as the report draws it.
    public var scoreChart: SVGNode
    /// The describers' words and pace (at most `describersCap`), drawn as the report draws it; nil when no
    /// player was named.
    public var describerChart: SVGNode?
    /// The texts the board shows around them.
    public var labels: Labels

    /// Teams sent on the podium's list.
    public static let standingsCap = 16
    /// Teams drawn in the score chart.
    public static let linesCap = 12
    /// Describers drawn in their chart.
    public static let describersCap = 16
    /// Players whose own lines are sent.
    public static let playersCap = 40

    /// The results of `game` in the language of `strings`, with the own lines of `seats` (name and team) and
    /// of every describer.
    public init(_ game: GameResults, seats: [(name: String, team: String?)], strings: Strings) {
        func safe(_ text: String) -> String { OutsideText.forTerminal(text, limit: 40) }
        ending = game.ending.name
        line = ResultsReport.endingLine(game, strings)
        winners = game.winners.map(safe)
        standings = game.standings.prefix(Self.standingsCap).map { standing in
            Standing(
                place: standing.place,
                team: standing.team.isEmpty ? strings.resultsSingleRound : safe(standing.team), score: standing.score,
                winner: game.winners.contains(standing.team), placeText: strings.resultsPlace(standing.place),
                scoreText: strings.resultsPoints(standing.score))
        }
        moments = ResultsReport.momentTexts(game, strings).map {
            Moment(
                kind: $0.kind, label: $0.label, value: $0.value, headline: $0.headline,
                detail: $0.value == nil ? strings.resultsNoMoment : $0.detail)
        }
        var drawn = game
        drawn.scoreLines = Array(game.scoreLines.prefix(Self.linesCap))
        scoreChart = ScoreChart.chart(drawn, strings: strings)
        describerChart = DescriberChart.chart(
            Array(game.describers.prefix(Self.describersCap)), strings: strings, key: 0)
        labels = Labels(
            podium: strings.resultsPodium, scoreByTurn: strings.resultsScoreByTurn,
            describers: strings.resultsDescribers, noDescribers: strings.resultsNoDescribers,
            moments: strings.resultsMoments)
        var names = seats.map { ($0.name, $0.team ?? "") }
        for describer in game.describers where !names.contains(where: { $0.0 == describer.player }) {
            names.append((describer.player, describer.team))
        }
        players = names.prefix(Self.playersCap).map { Self.player($0.0, team: $0.1, in: game) }
    }

    /// A player's own lines: as describer (`GameResults.player`), and the turns of their team they guessed in.
    static func player(_ name: String, team: String, in game: GameResults) -> Player {
        let own = game.player(name)
        let described = own?.described ?? []
        let tally = described.map(\.tally).reduce(TurnTally(), +)
        let fastest = described.compactMap(\.fastestWord).min { $0.seconds < $1.seconds }
        let guessed =
            own?.guessedTurns ?? game.turns.filter { $0.team == team && $0.describer != name }.map(\.number)
        let safe = { (text: String) in OutsideText.forTerminal(text, limit: 40) }
        return Player(
            name: safe(name), team: safe(described.first?.team ?? team),
            described: described.flatMap(\.turns).sorted(), shown: tally.shown, correct: tally.correct,
            wrong: tally.wrong, passed: tally.passed, pace: tally.rightsPerMinute.map { ResultsReport.number($0) },
            fastestWord: fastest.map { safe($0.word) },
            fastestSeconds: fastest.map { ResultsReport.number($0.seconds) },
            guessed: Array(guessed.prefix(200)))
    }
}
