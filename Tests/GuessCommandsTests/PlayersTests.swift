import Foundation
import GuessCommands
import GuessGameTestSupport
import GuessPlay
import GuessWordsTestSupport
import Testing

@testable import GuessConfig
@testable import GuessGame
@testable import GuessRoom
@testable import GuessScreens
@testable import GuessServer
@testable import GuessText
@testable import GuessWords

/// A party game of teams with players, driven by a manual clock: who describes each turn.
private final class PlayersHarness {
    let clock = ManualClock()
    let engine: GameEngine
    var turns: [TurnStart] = []
    var ending: GameEnd?

    init(_ game: PartyGame, seconds: Int = 60) {
        let session = GameSession(
            bank: makeBank(counts: [20, 20, 20, 20, 20]), bankLabel: "generated", weights: .standard,
            generator: SplitMix64(seed: 7), seed: 7, seconds: seconds, onExhausted: .end)
        engine = GameEngine(
            session: session, kind: .party(game), settings: EngineSettings(waitsForHost: true), clock: clock,
            wallClock: { Date(timeIntervalSince1970: 0) })
        engine.subscribe { [unowned self] event in
            if case .turnStarted(let turn) = event { turns.append(turn) }
            if case .gameEnded(let end, _) = event { ending = end }
        }
    }

    /// Starts the waiting turn, answers `right` words right, and lets the clock run out.
    func playTurn(right: Int = 0) {
        engine.send(.confirm)
        for _ in 0..<right { engine.send(.right) }
        clock.advance(by: Double(engine.session.seconds))
        engine.advance()
    }
}

@Suite("Players: the describer's turn, dealing, names")
struct PlayersTests {
    @Test("each team's players describe in turn, round and round, and a tie-break goes on with the rotation")
    func describersRotate() {
        let game = PartyGame(
            teams: ["Red", "Blue"], turnsPerTeam: 2, players: ["Red": ["Ann", "Bob", "Cy"], "Blue": ["Xi"]])
        let harness = PlayersHarness(game)
        harness.engine.begin()
        #expect(harness.engine.describer == "Ann")
        for _ in 0..<4 { harness.playTurn() }  // 0 : 0 after the regular turns: a tie-break
        #expect(harness.engine.party?.isTieBreak == true)
        #expect(harness.engine.describer == "Cy")
        harness.playTurn(right: 1)
        harness.playTurn()
        #expect(harness.engine.isFinished)
        #expect(harness.turns.map(\.describer) == ["Ann", "Xi", "Bob", "Xi", "Cy", "Xi"])
        #expect(harness.turns.map(\.team) == ["Red", "Blue", "Red", "Blue", "Red", "Blue"])
        #expect(harness.engine.session.records.map(\.describer) == ["Ann", "Xi", "Bob", "Xi", "Cy", "Xi"])
        #expect(harness.ending?.isUnfinished == false)
    }

    @Test("a team without players has no describer; the others still rotate")
    func teamsWithoutPlayers() {
        let harness = PlayersHarness(
            PartyGame(teams: ["Red", "Blue"], turnsPerTeam: 2, players: ["Blue": ["Xi", "Yu"]]))
        harness.engine.begin()
        for _ in 0..<4 { harness.playTurn(right: 1) }
        #expect(harness.turns.map(\.describer) == [nil, "Xi", nil, "Yu"])
    }

    @Test("a replayed game (a resumed one) goes on with the rotation where it stopped, in a tie-break too")
    func replayKeepsTheRotation() {
        let players = ["Red": ["Ann", "Bob", "Cy"], "Blue": ["Xi", "Yu"]]
        var game = PartyGame.replayed(
            teams: ["Red", "Blue"], turnsPerTeam: 1, penalty: false,
            turns: [("Red", 2, 0), ("Blue", 2, 0), ("Red", 1, 0)], players: players)
        // Red played its tie-break turn; Blue's is next, by its second player.
        #expect(game.isTieBreak)
        #expect(game.nextTeam() == "Blue")
        #expect(game.describer(of: "Blue") == "Yu")
        #expect(game.describerOfPlayedTurn(2) == "Bob")
        #expect(!game.isOverByTurns)
    }

    @Test("a game cut short by a signal or the end of input is unfinished; played out or quit, it is not")
    func unfinishedGames() {
        let interrupted = PlayersHarness(PartyGame(teams: ["Red", "Blue"], turnsPerTeam: 1))
        interrupted.engine.begin()
        interrupted.playTurn()
        interrupted.engine.send(.interrupt(signal: 1))
        #expect(interrupted.ending?.isUnfinished == true)

        let inputEnded = PlayersHarness(PartyGame(teams: ["Red", "Blue"], turnsPerTeam: 1))
        inputEnded.engine.begin()
        inputEnded.engine.send(.inputEnded)
        #expect(inputEnded.ending?.isUnfinished == true)

        let quit = PlayersHarness(PartyGame(teams: ["Red", "Blue"], turnsPerTeam: 1))
        quit.engine.begin()
        quit.engine.send(.quit)
        #expect(quit.ending?.isUnfinished == false)

        let playedOut = PlayersHarness(PartyGame(teams: ["Red", "Blue"], turnsPerTeam: 1))
        playedOut.engine.begin()
        playedOut.playTurn(right: 1)
        playedOut.engine.send(.confirm)
        playedOut.engine.send(.interrupt(signal: 1))  // the last turn cut off: it is played again
        #expect(playedOut.ending?.isUnfinished == true)

        let over = PlayersHarness(PartyGame(teams: ["Red", "Blue"], turnsPerTeam: 1))
        over.engine.begin()
        over.playTurn(right: 1)
        over.playTurn()
        #expect(over.engine.isFinished)
        #expect(over.ending?.isUnfinished == false)
    }

    @Test("dealing with a seed: the same teams every time, everyone once, sizes within one")
    func dealing() {
        let players = (1...11).map { "p\($0)" }
        var first = SplitMix64(seed: 42)
        var again = SplitMix64(seed: 42)
        var other = SplitMix64(seed: 43)
        let dealt = TeamLineup.deal(players, into: ["A", "B", "C"], generator: &first)
        #expect(dealt == TeamLineup.deal(players, into: ["A", "B", "C"], generator: &again))
        #expect(dealt != TeamLineup.deal(players, into: ["A", "B", "C"], generator: &other))
        #expect(dealt.map(\.name) == ["A", "B", "C"])
        #expect(dealt.flatMap(\.players).sorted() == players.sorted())
        #expect(dealt.map(\.players.count).sorted() == [3, 4, 4])
        #expect(dealt.flatMap(\.players) != players)
    }

    @Test("TEAM=PLAYER,… is read with , ， and 、 between players; names are checked")
    func lineups() {
        #expect(TeamLineup.parse(" 红队 = 小王，小李、 小张 ") == TeamLineup(name: "红队", players: ["小王", "小李", "小张"]))
        #expect(TeamLineup.parse("Blue") == TeamLineup(name: "Blue"))
        #expect(TeamLineup.parse("Blue＝Ann,Bob") == TeamLineup(name: "Blue", players: ["Ann", "Bob"]))
        #expect(TeamLineup.check([TeamLineup.parse("R=a,,b")]) == .emptyPlayerName)
        #expect(TeamLineup.check([TeamLineup.parse("R=a,b"), TeamLineup.parse("B=ｂ")]) == .repeatedPlayer("ｂ"))
        #expect(
            TeamLineup.check([TeamLineup.parse("R=a"), TeamLineup.parse("Ｒ")]) == .repeatedTeam("Ｒ"))
        #expect(TeamLineup.check([TeamLineup.parse("R=a\u{1B}[2J")]) == .controlCharacters("a\u{1B}[2J"))
        let long = String(repeating: "长", count: TeamLineup.nameLimit + 1)
        #expect(TeamLineup.check([TeamLineup(name: "R", players: [long])]) == .nameTooLong(long))
        let crowd = (0...TeamLineup.playersPerTeamLimit).map { "p\($0)" }
        #expect(
            TeamLineup.check([TeamLineup(name: "R", players: crowd)])
                == .tooManyPlayersInTeam(team: "R", count: crowd.count))
        #expect(TeamLineup.check([TeamLineup.parse("红队=小王,小李"), TeamLineup.parse("蓝队")]) == nil)
    }

    @Test("party.teams takes TEAM=PLAYER,… strings; a player named twice is refused with the key")
    func configTeams() throws {
        var config = GameConfig()
        try config.apply(toml: #"party.teams = ["红队=小王,小李", "蓝队"]"#, file: "c.toml")
        #expect(config.teams == ["红队", "蓝队"])
        #expect(config.teamPlayers == ["红队": ["小王", "小李"]])
        #expect(throws: ConfigError.self) { try config.apply(toml: #"party.teams = ["R=a,b", "B=a"]"#, file: "c.toml") }
    }

    @Test("the setup reads back as written; unknown keys are ignored, missing ones take defaults, junk is refused")
    func setupJSON() throws {
        let setup = GameSetup(
            teams: [TeamLineup(name: "红队", players: ["小王"]), TeamLineup(name: "Blue")], turnsPerTeam: 2,
            penalty: true, tieBreak: false, seconds: 90, bank: "en", words: ["class.txt"], defaultTier: "custom",
            weights: [1, 2, 3, 4, 5], onExhausted: .reshuffle, seed: 9)
        #expect(GameSetup.decode(setup.json) == setup)
        let later = setup.json.replacingOccurrences(of: "{\"bank\"", with: "{\"rules\":{\"passes\":3},\"bank\"")
        #expect(GameSetup.decode(later) == setup)
        let minimal = try #require(GameSetup.decode(#"{"teams":[{"name":"A","players":[]}]}"#))
        #expect(minimal.seconds == 300 && minimal.turnsPerTeam == 1 && minimal.tieBreak)
        #expect(GameSetup.decode(#"{"teams":[]}"#) == nil)
        #expect(GameSetup.decode(#"{"teams":[{"name":"A","players":["x","x"]}]}"#) == nil)
        #expect(GameSetup.decode(#"{"teams":[{"name":"A","players":[]}],"seconds":0}"#) == nil)
        #expect(GameSetup.decode("[" + String(repeating: " ", count: GameSetup.sizeLimit) + "]") == nil)
    }

    @Test("the get-ready card, the recap and the phones name the describer")
    func viewsNameTheDescriber() {
        let strings = Strings(.en)
        let game = PartyGame(teams: ["Red"], players: ["Red": ["Ann"]])
        let card = Cards.getReady(
            team: "Red", turn: 1, of: 1, tieBreak: false, game: game, width: 80, height: 24, strings: strings,
            paint: Paint(enabled: false), describer: "Ann")
        #expect(card.contains { $0.contains("Ann describes") })
        var record = RoundRecord(
            startedAt: Date(timeIntervalSince1970: 0), seconds: 60, elapsed: 60, endedBy: .time, seed: nil,
            bank: "en", team: "Red", words: [])
        record.describer = "Ann"
        #expect(RecapText.render(record, strings: strings).hasPrefix("Red (Ann describes): "))
        #expect(RecapText.render(record, strings: Strings(.zhHans)).hasPrefix("Red（Ann 描述）："))
        let harness = PlayersHarness(game)
        harness.engine.begin()
        let state = PhoneState(engine: harness.engine, role: .board, placement: .phone, warningSeconds: 10)
        #expect(state.describer == "Ann")
        #expect(state.json.contains(#""describer":"Ann""#))
    }

    @Test("the players' and resume texts have Chinese, with Chinese punctuation only")
    func chineseTexts() {
        let samples: [(String, (Strings) -> String)] = [
            ("team", { $0.team("红队", describer: "小王") }), ("describes", { $0.describes("小王") }),
            ("lineup", { $0.lineup(team: "红队", players: ["小王", "小李"]) }),
            ("dealtTeam", { $0.dealtTeam(2) }), ("teamsNeedPlayers", \.teamsNeedPlayers),
            ("dealNeedsNames", { $0.dealNeedsNames(teams: 3, names: 2) }),
            ("teamsOutOfRange", { $0.teamsOutOfRange(players: 4) }), ("resumeTakesNoSetup", \.resumeTakesNoSetup),
            ("resuming", { $0.resuming(id: 3, turnsPlayed: 2, scores: "红队 2、蓝队 1") }),
            ("nothingToResume", { $0.nothingToResume.text($0.language) }),
            ("noGameToResume", { $0.noGameToResume(4).text($0.language) }),
            ("byDescriber", \.byDescriber), ("playerColumn", \.playerColumn),
            ("lineupProblem", { $0.lineupProblem(.repeatedPlayer("小王")) }),
            ("tooMany", { $0.lineupProblem(.tooManyPlayersInTeam(team: "红队", count: 31)) }),
        ]
        let refusals: [ResumeRefusal] = [.notParty, .finished, .noSetup, .inPlay]
        let all =
            samples
            + refusals.map { reason in
                ("cannotResume", { (strings: Strings) in strings.cannotResume(5, reason).text(strings.language) })
            }
        // Each text in both languages; the Chinese must differ, hold Han characters, and use full-width
        // punctuation after them.
        let pairs = all.map { (name: $0.0, english: $0.1(Strings(.en)), chinese: $0.1(Strings(.zhHans))) }
        let untranslated = pairs.filter { $0.chinese == $0.english || !$0.chinese.contains(/\p{Han}/) }
        #expect(untranslated.map(\.name).isEmpty, "\(untranslated)")
        let slips = pairs.filter { $0.chinese.contains(/\p{Han}[:,;(?!]/) }
        #expect(slips.map(\.name).isEmpty, "\(slips)")
    }
}
