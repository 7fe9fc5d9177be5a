import Foundation
import GuessGame
import GuessScreens
import GuessText

/// The evening's results as the phones' state carries them once the game is over (`PhoneState.results`):
/// worked out once from `GameResults` (the report's own), with the texts in the game's language made here
/// (the winner line is `history show`'s), the charts drawn here as `SVGNode`s (the report's charts) for the
/// board's page to make, and each player's own lines for their phone. Every list is capped and every
/// name bounded, so the frame stays small whatever the game.
package struct PhoneResults: Encodable, Equatable, Sendable {
    /// A team's place on the podium (or below it).
    package struct Standing: Encodable, Equatable, Sendable {
        /// Its place from 1, shared on equal scores (1, 1, 3).
        package var place: Int
        /// The team (a single round's one team: named as such).
        package var team: String
        /// Its final score.
        package var score: Int
        /// Whether it is among the winners.
        package var winner: Bool
        /// The place as said ("2nd", "第 2 名").
        package var placeText: String
        /// The score as said ("3 pts", "3 分").
        package var scoreText: String
    }

    /// A moment of the game (`fastest`, `run`, `missed`), as the report says it.
    package struct Moment: Encodable, Equatable, Sendable {
        /// Which moment.
        package var kind: String
        /// Its label ("Fastest word").
        package var label: String
        /// Its value (seconds, words in a row, teams), nil when it did not happen.
        package var value: String?
        /// The word, or the run's length; empty when it did not happen.
        package var headline: String
        /// The rest ("1.2 s · Red · Ann · turn 3"), or "none".
        package var detail: String
    }

    /// One player's own lines, for their phone.
    package struct Player: Encodable, Equatable, Sendable {
        /// The player.
        package var name: String
        /// Their team.
        package var team: String
        /// The turns they described (numbers from 1).
        package var described: [Int]
        /// Words shown to them as describer.
        package var shown: Int
        /// Words their team got right from them.
        package var correct: Int
        /// Words missed while they described, taboo words included.
        package var wrong: Int
        /// Words they passed.
        package var passed: Int
        /// Right answers a minute over their turns of at least `TurnTally.rateMinimumSeconds`, to two decimals
        /// (nil: no such turn).
        package var pace: String?
        /// Their quickest right answer, and its seconds to two decimals.
        package var fastestWord: String?
        /// Seconds of their quickest right answer.
        package var fastestSeconds: String?
        /// The turns of their team they guessed in (someone else described; numbers from 1).
        package var guessed: [Int]
    }

    /// A player's league rating (its ordinal, one decimal) before and after this game, and the change.
    package struct Rating: Encodable, Equatable, Sendable {
        /// The player, as they played.
        package var name: String
        /// Their rating before the game.
        package var before: String
        /// Their rating after it.
        package var after: String
        /// The change, signed ("+1.2", "-0.8", "0.0").
        package var change: String
    }

    /// The headings and fixed texts of the board's results, in the game's language.
    package struct Labels: Encodable, Equatable, Sendable {
        /// "Podium".
        package var podium: String
        /// The score chart's heading.
        package var scoreByTurn: String
        /// The describers' chart's heading.
        package var describers: String
        /// Said when no describer was named.
        package var noDescribers: String
        /// The moments' heading.
        package var moments: String
        /// The league's heading over the ratings ("League office ratings", as the report titles them); nil
        /// when the game counts in no league.
        package var ratings: String?
    }

    /// How the game ended (`GameEnding.name`: `won`, `tied`, `ended_early`, …).
    package var ending: String
    /// The line that says it, as `history show` and the terminal say it ("Winner: Blue", "No winner: the host
    /// ended the game early").
    package var line: String
    /// The winners (none when there is no winner).
    package var winners: [String]
    /// Every team's place and score, best first (at most `standingsCap`).
    package var standings: [Standing]
    /// The moments.
    package var moments: [Moment]
    /// The players' own lines (at most `playersCap`): every player of the room, and every describer.
    package var players: [Player]
    /// The score after every turn (at most `linesCap` teams), drawn as the report draws it.
    package var scoreChart: SVGNode
    /// The describers' words and pace (at most `describersCap`), drawn as the report draws it; nil when no
    /// player was named.
    package var describerChart: SVGNode?
    /// What the game did to its league: each player's rating before and after it, in the game's team order
    /// (at most `playersCap`); empty when it counts in no league (a single round, an early end, no store).
    package var ratings: [Rating]
    /// The texts the board shows around them.
    package var labels: Labels

    /// Teams sent on the podium's list.
    package static let standingsCap = 16
    /// Teams drawn in the score chart.
    package static let linesCap = 12
    /// Describers drawn in their chart.
    package static let describersCap = 16
    /// Players whose own lines are sent.
    package static let playersCap = 40

    /// The results of `game` in the language of `strings`, with the own lines of `seats` (name and team) and
    /// of every describer, and what the game did to its league (`league`, when it counts in one).
    package init(
        _ game: GameResults, seats: [(name: String, team: String?)], strings: Strings, league: LeagueResult? = nil
    ) {
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
            moments: strings.resultsMoments,
            ratings: league.map { strings.leagueRatingsTitle($0.league.map { safe($0) }) })
        ratings = (league?.changes ?? []).prefix(Self.playersCap).map { change in
            Rating(
                name: safe(change.name), before: LeagueText.oneDecimal(change.before.ordinal),
                after: LeagueText.oneDecimal(change.after.ordinal),
                change: LeagueText.signed(change.after.ordinal - change.before.ordinal))
        }
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
