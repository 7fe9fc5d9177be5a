import Foundation
import GuessGame
import GuessRoom
import GuessWords
import Testing

/// The league's rating (issue 45): the Weng-Lin Plackett-Luce update against figures openskill 6.2.0 gave
/// for the same games (`PlackettLuce().rate(teams, scores=...)`), ranks from scores, which games count,
/// and the table built game after game. `Tests/League/openskill_test.py` compares whole stores.
@Suite("League")
struct LeagueTests {
    private let model = PlackettLuce()

    private func expectClose(
        _ rated: [[SkillRating]], _ expected: [[(Double, Double)]],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(rated.map(\.count) == expected.map(\.count), sourceLocation: sourceLocation)
        for (team, wanted) in zip(rated, expected) {
            for (player, (mu, sigma)) in zip(team, wanted) {
                #expect(
                    abs(player.mu - mu) < 1e-12 && abs(player.sigma - sigma) < 1e-12, sourceLocation: sourceLocation)
            }
        }
    }

    @Test("openskill's defaults: mu 25, sigma 25/3, beta 25/6, kappa 0.0001, tau 25/300; ordinal mu - 3 sigma")
    func defaults() {
        #expect(model.initial == SkillRating(mu: 25, sigma: 25.0 / 3))
        #expect(model.beta == 25.0 / 6 && model.kappa == 0.0001 && model.tau == 25.0 / 300)
        #expect(SkillRating(mu: 30, sigma: 2).ordinal == 24)
        #expect(abs(model.initial.ordinal) < 1e-12)
    }

    @Test("one against one, as openskill rates it")
    func oneAgainstOne() {
        let rated = model.rate([[model.initial], [model.initial]], ranks: PlackettLuce.ranks(scores: [3, 1]))
        expectClose(rated, [[(27.635389493140497, 8.06590141354368)], [(22.364610506859503, 8.06590141354368)]])
        let drawn = model.rate([[model.initial], [model.initial]], ranks: PlackettLuce.ranks(scores: [2, 2]))
        expectClose(drawn, [[(25.0, 8.06590141354368)], [(25.0, 8.06590141354368)]])
    }

    @Test("three teams of different sizes with a tie, in any order, as openskill rates them")
    func threeTeamsWithATie() {
        let first = [SkillRating(mu: 27.5, sigma: 6.1), SkillRating(mu: 22.0, sigma: 7.9)]
        let second = [SkillRating(mu: 30.1, sigma: 4.2)]
        let third = [model.initial, SkillRating(mu: 19.3, sigma: 8.0), SkillRating(mu: 24.9, sigma: 5.5)]
        expectClose(
            model.rate([first, second, third], ranks: PlackettLuce.ranks(scores: [5, 5, 2])),
            [
                [(28.04409431288217, 6.067146017918861), (22.912506521065946, 7.827711346537366)],
                [(30.505581275352352, 4.1989291936730595)],
                [
                    (22.3884458170921, 8.201551274689383), (16.893171192494542, 7.883545363757915),
                    (23.76225961654537, 5.46278862502401),
                ],
            ])
        expectClose(
            model.rate([third, first, second], ranks: PlackettLuce.ranks(scores: [9, 4, 9])),
            [
                [
                    (24.291175195121795, 8.201551274689383), (18.646741503193443, 7.883545363757915),
                    (24.591195912923272, 5.46278862502401),
                ],
                [(27.02447793532874, 6.067146017918861), (21.202496746152832, 7.827711346537366)],
                [(30.505581275352352, 4.1989291936730595)],
            ])
    }

    @Test("ranks from scores: how many teams scored more, so equal scores share a rank")
    func ranksFromScores() {
        #expect(PlackettLuce.ranks(scores: [3, 7, 3, 1]) == [1, 0, 1, 3])
        #expect(PlackettLuce.ranks(scores: [-2, -2]) == [0, 0])
    }

    private func stored(
        _ id: Int64, _ lineups: [TeamLineup], _ turns: [(String, Int, String?)], turnsPerTeam: Int = 1,
        ending: RoundEndReason = .time, scripted: Bool = false
    ) -> StoredGame {
        let start = Date(timeIntervalSince1970: 1_800_000_000 + Double(id) * 3600)
        let records = turns.enumerated().map { index, turn in
            var record = RoundRecord(
                startedAt: start.addingTimeInterval(Double(index) * 60), seconds: 60, elapsed: 60,
                endedBy: index == turns.count - 1 ? ending : .time, seed: 1, bank: "en", team: turn.0,
                words: (0..<turn.1).map {
                    PlayedWord(word: "w\($0)", tier: .primary, result: .correct, shownAt: Double($0), answeredAt: nil)
                }, scripted: scripted)
            record.describer = turn.2
            return record
        }
        var game = StoredGame(
            id: id, startedAt: start, teams: lineups.map(\.name), penalty: false, turnsPerTeam: turnsPerTeam,
            turns: records)
        if !lineups.isEmpty {
            game.setup = GameSetup(
                teams: lineups, turnsPerTeam: turnsPerTeam, penalty: false, tieBreak: true, seconds: 60, bank: "en",
                words: [], defaultTier: "custom", weights: TierWeights.standard.values, onExhausted: .end, seed: 1)
        }
        game.storedEnding = .over
        return game
    }

    @Test("a game counts only with a result and two teams with players; a scripted one only when asked")
    func whichGamesCount() throws {
        let lineups = [TeamLineup(name: "Red", players: ["Ann", "Al"]), TeamLineup(name: "Blue", players: ["Bo"])]
        let played = stored(1, lineups, [("Red", 3, "Ann"), ("Blue", 1, "Bo")])
        let game = try LeagueGame.of(played).get()
        #expect(game.teams.map(\.players) == [["Ann", "Al"], ["Bo"]])
        #expect(game.teams.map(\.score) == [3, 1])
        let early = stored(2, lineups, [("Red", 3, "Ann"), ("Blue", 1, "Bo")], turnsPerTeam: 2, ending: .quit)
        #expect(LeagueGame.of(early) == .failure(.noResult))
        let unnamed = stored(
            3, [TeamLineup(name: "Red"), TeamLineup(name: "Blue", players: ["Bo"])],
            [
                ("Red", 3, nil), ("Blue", 1, "Bo"),
            ])
        #expect(LeagueGame.of(unnamed) == .failure(.noOpponents))
        var single = stored(4, [], [("", 3, nil)])
        single.turns[0].team = nil
        #expect(LeagueGame.of(single) == .failure(.singleRound))
        let piped = stored(5, lineups, [("Red", 3, "Ann"), ("Blue", 1, "Bo")], scripted: true)
        #expect(LeagueGame.of(piped) == .failure(.scripted))
        #expect((try? LeagueGame.of(piped, includeScripted: true).get()) != nil)
    }

    @Test("a describer the lineup did not name plays for the team they described for, and once a game")
    func describersJoinTheirTeam() throws {
        let lineups = [TeamLineup(name: "Red", players: ["Ann"]), TeamLineup(name: "Blue")]
        let game = try LeagueGame.of(
            stored(
                1, lineups, [("Red", 1, "Ann"), ("Blue", 2, "Cy"), ("Red", 0, "ann"), ("Blue", 0, "Ann")],
                turnsPerTeam: 2)
        ).get()
        // "ann" is told apart from "Ann" only by the table's folding: one player there.
        #expect(game.teams.map(\.players) == [["Ann", "ann"], ["Cy"]])
        let table = LeagueTable.of([game], key: NameLikeness.key)
        #expect(table.standings.map(\.games) == [1, 1] && table.changes[1]?.count == 2)
    }

    @Test("the table rates game after game, folds names as the room does, and ranks by ordinal")
    func tableOverGames() throws {
        let first = LeagueGame(
            id: 1, startedAt: Date(timeIntervalSince1970: 100),
            teams: [.init(name: "A", players: ["Ann"], score: 3), .init(name: "B", players: ["Bo"], score: 1)])
        // A later game, listed first: the table sorts games by start. "ANN" and a full-width "Ａｎｎ" are Ann.
        let second = LeagueGame(
            id: 2, startedAt: Date(timeIntervalSince1970: 200),
            teams: [
                .init(name: "A", players: ["Bo", "ANN"], score: 2), .init(name: "B", players: ["Ｃｙ"], score: 2),
            ])
        let table = LeagueTable.of([second, first], key: NameLikeness.key)
        #expect(table.games == [1, 2])
        let ann = try #require(table.standings.first { $0.key == "ann" })
        #expect(ann.games == 2 && ann.name == "ANN" && ann.ordinals.count == 2)
        // By hand: game 1 as in oneAgainstOne, then game 2 from those ratings.
        let afterFirst = model.rate([[model.initial], [model.initial]], ranks: [0, 1])
        let afterSecond = model.rate([[afterFirst[1][0], afterFirst[0][0]], [model.initial]], ranks: [0, 0])
        #expect(ann.rating == afterSecond[0][1])
        #expect(ann.lastChange == afterSecond[0][1].ordinal - afterFirst[0][0].ordinal)
        #expect(table.changes[2]?.map(\.name) == ["Bo", "ANN", "Ｃｙ"])
        #expect(table.standings.map(\.rating.ordinal) == table.standings.map(\.rating.ordinal).sorted(by: >))
    }

    @Test("the describer's pace: right answers a minute weighted by tier, over turns long enough to rate")
    func describerPace() throws {
        let lineups = [TeamLineup(name: "Red", players: ["Ann"]), TeamLineup(name: "Blue", players: ["Bo"])]
        var played = stored(1, lineups, [("Red", 2, "Ann"), ("Blue", 1, "Bo")])
        // Ann's two right answers: a primary (1) and a complex (4) word, in a 60-second turn.
        played.turns[0].words[1].tier = .complex
        // Bo's turn lasted less than the least a rate counts.
        played.turns[1].elapsed = Double(TurnTally.rateMinimumSeconds) - 1
        let table = LeagueTable.of([try LeagueGame.of(played).get()]) { $0 }
        let ann = try #require(table.standings.first { $0.key == "Ann" })
        #expect(ann.describerPace == 5)
        #expect(table.standings.first { $0.key == "Bo" }?.describerPace == nil)
        #expect(LeagueTable.difficulty(.primary) < LeagueTable.difficulty(.complex))
    }
}
