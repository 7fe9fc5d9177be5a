import Foundation

/// The evening's results of one stored game, worked out by one pure function (`of(_:)`) that every view of
/// the end reads (the report, and in time the board, the phones and the terminal): the podium, how it
/// ended (as `history show` says it), each team's score after every turn, each describer's figures and the
/// moments (fastest word, longest run of rights, the word most teams missed). A single round is a game of
/// one team, named "" (a view names it).
package struct GameResults: Equatable, Sendable {
    /// The game's id in the store (0 for a game not kept).
    package var gameID: Int64
    /// When the game started.
    package var startedAt: Date
    /// Whether it is a party game rather than a single round.
    package var isParty: Bool
    /// How it ended, as `GameOutcome` works it out for every view.
    package var ending: GameEnding
    /// The teams it names as winners (none when it has no winner).
    package var winners: [String]
    /// Every team with its place (shared on equal scores: 1, 1, 3) and final score, best first; a view's
    /// podium shows those of places 1 to 3.
    package var standings: [Standing]
    /// Every turn, in the order played.
    package var turns: [Turn]
    /// Each team's score after every turn (the host's points, which belong to no turn, after the last).
    package var scoreLines: [ScoreLine]
    /// Bonus and penalty points the host gave, in the order given.
    package var hostPoints: [PointAdjustment]
    /// Each describer's figures, for a team, in the order they first described.
    package var describers: [Describer]
    /// The right answer given soonest after its word was shown.
    package var fastestWord: WordMoment?
    /// The longest run of right answers in one turn (two or more).
    package var longestRun: RunMoment?
    /// The word missed (wrong, taboo or passed) by the most teams, none of which got it.
    package var mostMissed: MissedMoment?

    /// The results of `game`, from its stored turns, rules and host's points alone.
    package static func of(_ game: StoredGame) -> GameResults {
        let outcome = game.outcome
        let teams = outcome.party?.teams ?? [game.turns.first?.team ?? ""]
        let replayed = replay(game, teams: teams)
        let standings = places(outcome.party?.scoreboard ?? replayed.board)
        return GameResults(
            gameID: game.id, startedAt: game.startedAt, isParty: game.isParty, ending: outcome.ending,
            winners: outcome.winners, standings: standings, turns: replayed.turns,
            scoreLines: scoreLines(teams: teams, turns: replayed.turns, finals: standings, host: game.adjustments),
            hostPoints: game.adjustments, describers: describers(replayed.turns, records: game.turns),
            fastestWord: fastest(game.turns), longestRun: longestRun(game.turns), mostMissed: mostMissed(game.turns))
    }

    /// The places of a scoreboard (best first): a team's place is one more than the teams above it.
    static func places(_ board: [TeamScore]) -> [Standing] {
        board.map { entry in
            Standing(
                place: 1 + board.count { $0.score > entry.score }, team: entry.team, score: entry.score)
        }
    }

    /// The game's turns replayed under its rules: each turn's score, whether it was a tie-break, and the
    /// standings of a single round (which has no party game).
    private static func replay(_ game: StoredGame, teams: [String]) -> (turns: [Turn], board: [TeamScore]) {
        var party = PartyGame(
            teams: teams.isEmpty ? [""] : teams, turnsPerTeam: max(1, game.turnsPerTeam ?? 1), penalty: game.penalty,
            rules: game.rules)
        var turns: [Turn] = []
        for (index, record) in game.turns.enumerated() {
            let team = record.team ?? teams.first ?? ""
            _ = party.nextTeam()
            let tieBreak = party.isTieBreak
            party.record(team: team, correct: record.correct, wrong: record.wrong, passed: record.passed)
            turns.append(
                Turn(
                    number: index + 1, team: team, describer: record.describer, isTieBreak: tieBreak,
                    correct: record.correct, wrong: record.wrong, passed: record.passed, taboo: record.taboo,
                    seconds: record.elapsed, endedBy: record.endedBy, corrected: record.corrected,
                    points: party.turnScore(correct: record.correct, wrong: record.wrong, passed: record.passed),
                    totals: party.teams.map { TeamScore(team: $0, score: party.score(of: $0)) }))
        }
        for adjustment in game.adjustments { party.adjust(team: adjustment.team, by: adjustment.points) }
        return (turns, party.scoreboard)
    }

    /// Each team's line: 0 before the first turn, its score after each turn, then (when the host gave
    /// points) its final score.
    private static func scoreLines(teams: [String], turns: [Turn], finals: [Standing], host: [PointAdjustment])
        -> [ScoreLine]
    {
        teams.map { team in
            var points = [0] + turns.map { turn in turn.totals.first { $0.team == team }?.score ?? 0 }
            if !host.isEmpty { points.append(finals.first { $0.team == team }?.score ?? points.last ?? 0) }
            return ScoreLine(team: team, points: points)
        }
    }

    /// Describers by (player, team), in the order they first described.
    private static func describers(_ turns: [Turn], records: [RoundRecord]) -> [Describer] {
        var order: [Describer] = []
        for (turn, record) in zip(turns, records) {
            guard let player = turn.describer else { continue }
            let index =
                order.firstIndex { $0.player == player && $0.team == turn.team }
                ?? {
                    order.append(Describer(player: player, team: turn.team))
                    return order.count - 1
                }()
            order[index].turns.append(turn.number)
            order[index].tally.add(
                shown: record.words.count, correct: turn.correct, wrong: turn.wrong, passed: turn.passed,
                seconds: turn.seconds)
            if let quick = quickest(in: record, number: turn.number),
                order[index].fastestWord.map({ quick.seconds < $0.seconds }) ?? true
            {
                order[index].fastestWord = quick
            }
        }
        return order
    }

    /// The quickest right answer of one turn (the first of equal times).
    private static func quickest(in record: RoundRecord, number: Int) -> WordMoment? {
        var best: WordMoment?
        for word in record.words where word.result == .correct {
            guard let seconds = word.answerSeconds, seconds >= 0 else { continue }
            if best.map({ seconds < $0.seconds }) ?? true {
                best = WordMoment(
                    word: word.word, team: record.team ?? "", describer: record.describer, turn: number,
                    seconds: seconds)
            }
        }
        return best
    }

    /// The quickest right answer of the game (the first of equal times).
    private static func fastest(_ records: [RoundRecord]) -> WordMoment? {
        var best: WordMoment?
        for (index, record) in records.enumerated() {
            if let quick = quickest(in: record, number: index + 1), best.map({ quick.seconds < $0.seconds }) ?? true {
                best = quick
            }
        }
        return best
    }

    /// The longest run of right answers in one turn, two or more (the first of equal runs).
    private static func longestRun(_ records: [RoundRecord]) -> RunMoment? {
        var best: RunMoment?
        for (index, record) in records.enumerated() {
            var run: [String] = []
            // A last nil ends the run that ends the turn.
            for word in record.words.map(Optional.some) + [nil] {
                if let word, word.result == .correct {
                    run.append(word.word)
                    continue
                }
                if run.count >= 2, run.count > best?.words.count ?? 0 {
                    best = RunMoment(
                        words: run, team: record.team ?? "", describer: record.describer, turn: index + 1)
                }
                run = []
            }
        }
        return best
    }

    /// The word missed by the most teams that none got right; of equals, the one that held them longest,
    /// then the first shown.
    private static func mostMissed(_ records: [RoundRecord]) -> MissedMoment? {
        var missed: [String: (teams: [String], seconds: Double, first: Int)] = [:]
        var guessed: Set<String> = []
        var order = 0
        for record in records {
            for word in record.words {
                if word.result == .correct { guessed.insert(word.word) }
                guard word.result == .wrong || word.result == .taboo || word.result == .passed else { continue }
                let team = record.team ?? ""
                let held = max(0, (word.answeredAt ?? word.shownAt) - word.shownAt)
                var entry = missed[word.word] ?? ([], 0, order)
                if !entry.teams.contains(team) { entry.teams.append(team) }
                entry.seconds += held
                missed[word.word] = entry
                order += 1
            }
        }
        let best = missed.filter { !guessed.contains($0.key) }.min { one, other in
            (-one.value.teams.count, -one.value.seconds, one.value.first)
                < (-other.value.teams.count, -other.value.seconds, other.value.first)
        }
        return best.map { MissedMoment(word: $0.key, teams: $0.value.teams, seconds: $0.value.seconds) }
    }

    /// A player's own lines: their figures as describer (nil when they never described) and the turns of
    /// their team (the team they described for) that they guessed in; nil for a player never named.
    package func player(_ name: String) -> Player? {
        let described = describers.filter { $0.player == name }
        guard !described.isEmpty else { return nil }
        let teams = Set(described.map(\.team))
        let guessed = turns.filter { teams.contains($0.team) && $0.describer != name }.map(\.number)
        return Player(name: name, described: described, guessedTurns: guessed)
    }
}
