import Foundation
import GuessGameTestSupport
import Testing

@testable import GuessGame
@testable import GuessRoom
@testable import GuessScreens
@testable import GuessText

/// The results the phones' state carries at the end of a game (#37): the podium with shared places, the
/// winner line every view says, each player's own lines, the charts' values, a tie-break named as such.
@Suite("The phones' results at the end of a game")
struct PhoneResultsTests {
    private static let settings = EngineSettings(waitsForHost: true, timesUpSeconds: 5, holdsFinalScoreboard: true)

    /// Plays one turn a team of `rights` right answers each, ended from the host; returns the harness.
    private static func played(
        _ teams: [String], rights: [Int], players: [String: [String]] = [:], turnsPerTeam: Int = 1
    ) -> RulesHarness {
        let game = RulesHarness(
            kind: .party(PartyGame(teams: teams, turnsPerTeam: turnsPerTeam, players: players)), settings: settings)
        game.engine.begin()
        for count in rights {
            game.send(.confirm)
            for _ in 0..<count { game.send(.right) }
            game.send(.wrong)
            game.send(.endTurn)
            game.send(.confirm)
        }
        return game
    }

    private static func results(_ game: RulesHarness, seats: [(name: String, team: String?)] = []) throws
        -> PhoneResults
    {
        let stored = try #require(game.engine.playedGames.first)
        return PhoneResults(GameResults.of(stored), seats: seats, strings: Strings(.en))
    }

    @Test("the podium shares places on equal scores; the winner line is history show's and the terminal's")
    func podiumAndWinnerLine() throws {
        let game = Self.played(
            ["Red", "Blue", "Green"], rights: [2, 1, 1],
            players: ["Red": ["Ann", "Al"], "Blue": ["Bo"], "Green": ["Cy"]])
        for _ in 0..<3 where game.engine.phase != .showingFinalScoreboard { game.send(.confirm) }
        let results = try Self.results(game, seats: [("Ann", "Red"), ("Al", "Red"), ("Bo", "Blue"), ("Cy", "Green")])
        #expect(results.standings.map(\.place) == [1, 2, 2])
        #expect(results.standings.map(\.team) == ["Red", "Blue", "Green"])
        #expect(results.standings.map(\.winner) == [true, false, false])
        #expect(results.standings.map(\.placeText) == ["1st", "2nd", "2nd"])
        #expect(results.winners == ["Red"] && results.ending == "won")
        // One winner line everywhere: history show's last line, the terminal's, the phones'.
        let strings = Strings(.en)
        #expect(results.line == "Winner: Red")
        #expect(results.line == strings.endingLine(.won(team: "Red")))
        let party = try #require(game.engine.party)
        let terminal = ScoreboardText.finalLines(
            party, ending: .won(team: "Red"), strings: strings, paint: Paint(enabled: false))
        #expect(terminal.last == results.line)
        #expect(Strings(.zhHans).endingLine(.won(team: "红队")) == "获胜：红队")
        // Each player's own lines: Ann described Red's turn (2 right), Al guessed in it.
        let ann = try #require(results.players.first { $0.name == "Ann" })
        #expect(ann.described == [1] && ann.correct == 2 && ann.wrong == 1 && ann.guessed.isEmpty, "\(ann)")
        #expect(ann.shown == game.engine.session.records[0].words.count)
        let al = try #require(results.players.first { $0.name == "Al" })
        #expect(al.described.isEmpty && al.guessed == [1] && al.team == "Red")
        // The charts carry the values: each team's last point is its score, each bar its rights.
        let points = results.scoreChart.all.filter { $0.attribute("class") == "point" }
        let finals = Dictionary(
            points.map { ($0.attribute("data-team") ?? "", $0.attribute("data-value") ?? "") }, uniquingKeysWith: { $1 }
        )
        #expect(finals == ["Red": "2", "Blue": "1", "Green": "1"])
        let bars = try #require(results.describerChart).all.filter { $0.attribute("class") == "bar rights" }
        #expect(bars.map { $0.attribute("data-value") } == ["2", "1", "1"])
        // In the frame: the board's state carries it all, as JSON.
        let json = String(decoding: try JSONEncoder().encode(results), as: UTF8.self)
        #expect(json.contains(#""line":"Winner: Red""#) && json.contains(#""n":"svg""#))
    }

    @Test("the game-over state carries the results, worked out once; none before the end")
    func stateAtTheEnd() throws {
        let game = RulesHarness(
            kind: .party(
                PartyGame(teams: ["Red", "Blue"], turnsPerTeam: 1, players: ["Red": ["Ann"], "Blue": ["Bo"]])),
            settings: Self.settings)
        let keeper = PhoneResultsKeeper(strings: Strings(.en))
        let seats = [
            PhoneState.Seat(name: "Ann", team: "Red", present: true, held: true, named: true),
            PhoneState.Seat(name: "Bo", team: "Blue", present: true, held: true, named: true),
        ]
        game.engine.begin()
        game.send(.confirm)
        game.send(.right)
        #expect(keeper.results(game.engine, seats: seats) == nil, "none while a turn is played")
        game.send(.endTurn)
        game.send(.confirm)
        game.send(.confirm)
        game.send(.endTurn)
        for _ in 0..<3 where game.engine.phase != .showingFinalScoreboard { game.send(.confirm) }
        var board = PhoneState(engine: game.engine, role: .board, placement: .phone, warningSeconds: 10)
        #expect(board.phase == .gameOver)
        board.results = keeper.results(game.engine, seats: seats)
        let results = try #require(board.results)
        #expect(results.line == "Winner: Red" && results.standings.map(\.team) == ["Red", "Blue"])
        #expect(results.players.map(\.name) == ["Ann", "Bo"])
        #expect(board.json.contains(#""results":{"#) && !board.json.contains(#""tieBreak""#))
        // Drawn again (a clock tick, a phone that went away): the same results, not worked out again.
        var away = seats
        away[1].present = false
        #expect(keeper.results(game.engine, seats: away) == results)
        #expect(keeper.workedOut == 1)
    }

    @Test("the league's ratings: each player's before and after, read once at the end; none for a single round")
    func leagueRatings() throws {
        let game = RulesHarness(
            kind: .party(
                PartyGame(teams: ["Red", "Blue"], turnsPerTeam: 1, players: ["Red": ["Ann"], "Blue": ["Bo"]])),
            settings: Self.settings)
        let keeper = PhoneResultsKeeper(strings: Strings(.en))
        var asked = 0
        let ann = LeagueTable.Change(
            key: "ann", name: "Ann", before: SkillRating(mu: 25, sigma: 25.0 / 3),
            after: SkillRating(mu: 27.5, sigma: 8))
        let bo = LeagueTable.Change(
            key: "bo", name: "Bo", before: SkillRating(mu: 26, sigma: 8), after: SkillRating(mu: 24, sigma: 7.9))
        keeper.league = { _ in
            asked += 1
            return LeagueResult(league: "office", changes: [ann, bo])
        }
        game.engine.begin()
        game.send(.confirm)
        game.send(.right)
        game.send(.endTurn)
        game.send(.confirm)
        game.send(.confirm)
        game.send(.endTurn)
        for _ in 0..<3 where game.engine.phase != .showingFinalScoreboard { game.send(.confirm) }
        let results = try #require(keeper.results(game.engine, seats: []))
        #expect(results.labels.ratings == "League office ratings")
        #expect(
            results.ratings == [
                .init(name: "Ann", before: "0.0", after: "3.5", change: "+3.5"),
                .init(name: "Bo", before: "2.0", after: "0.3", change: "-1.7"),
            ])
        _ = keeper.results(game.engine, seats: [])
        #expect(asked == 1, "read once a game, not at each draw")
        var board = PhoneState(engine: game.engine, role: .board, placement: .phone, warningSeconds: 10)
        board.results = results
        #expect(board.json.contains(#""ratings":[{"after":"3.5","before":"0.0","change":"+3.5","name":"Ann"}"#))
        // Without a league (no store, or a game that counts in none): no heading, no rows.
        let plain = try Self.results(Self.played(["Red", "Blue"], rights: [1, 0]))
        #expect(plain.ratings.isEmpty && plain.labels.ratings == nil)
    }

    @Test("a tie for first place is said as such, and the places are 1, 1, 3")
    func tieForFirst() throws {
        let game = RulesHarness(
            kind: .party(PartyGame(teams: ["A", "B", "C"], turnsPerTeam: 1, tieBreak: false)), settings: Self.settings)
        game.engine.begin()
        for count in [1, 1, 0] {
            game.send(.confirm)
            for _ in 0..<count { game.send(.right) }
            game.send(.endTurn)
            game.send(.confirm)
        }
        let results = try Self.results(game)
        #expect(results.standings.map(\.place) == [1, 1, 3])
        #expect(results.line == "Tie for first place: A, B")
        #expect(results.standings.filter(\.winner).map(\.team) == ["A", "B"])
    }

    @Test("a tie-break turn is named on the phones, and in the chart; the state before the end has no results")
    func tieBreakNamed() throws {
        let game = RulesHarness(
            kind: .party(PartyGame(teams: ["Red", "Blue"], turnsPerTeam: 1)), settings: Self.settings)
        game.engine.begin()
        for _ in 0..<2 {
            game.send(.confirm)
            game.send(.right)
            game.send(.endTurn)
            game.send(.confirm)
        }
        let waiting = PhoneState(engine: game.engine, role: .board, placement: .phone, warningSeconds: 10)
        #expect(waiting.tieBreak == true && waiting.turnsPerTeam == nil, "\(waiting.json)")
        #expect(waiting.json.contains(#""tieBreak":true"#))
        #expect(waiting.results == nil)
        game.send(.confirm)
        game.send(.right)
        game.send(.endTurn)
        game.send(.confirm)
        let results = try Self.results(game)
        #expect(results.line == "Winner: Red")
        let band = results.scoreChart.all.filter { $0.attribute("class") == "tie-break" }
        #expect(band.count == 1)
        #expect(results.scoreChart.all.contains { $0.text == "tie-break" })
        let first = PhoneState(
            engine: RulesHarness(kind: .party(PartyGame(teams: ["A", "B"]))).engine, role: .board,
            placement: .phone, warningSeconds: 10)
        #expect(first.tieBreak == nil)
    }

    @Test("a game the host ended early says why it has no winner")
    func endedEarly() throws {
        let game = RulesHarness(kind: .party(PartyGame(teams: ["A", "B"], turnsPerTeam: 2)))
        game.engine.begin()
        game.send(.right)
        game.send(.endTurn)
        game.send(.quit)
        let results = try Self.results(game)
        #expect(results.winners.isEmpty && results.ending == "ended_early")
        #expect(results.line == "No winner: the host ended the game early")
    }

    @Test("names are bounded and the lists capped, whatever the game")
    func bounded() throws {
        let teams = (0..<20).map { "T\($0)" + String(repeating: "x", count: 30) }
        let game = Self.played(teams, rights: Array(repeating: 1, count: 20))
        let results = try Self.results(game, seats: (0..<60).map { ("P\($0)", teams[0]) })
        #expect(results.standings.count == PhoneResults.standingsCap)
        #expect(results.players.count == PhoneResults.playersCap)
        let lines = results.scoreChart.all.filter { $0.attribute("class") == "team-line" }
        #expect(lines.count == PhoneResults.linesCap)
    }
}
