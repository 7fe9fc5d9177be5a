import Foundation
import GuessCommands
import GuessGameTestSupport
import GuessPlay
import GuessWordsTestSupport
import Testing

@testable import GuessGame
@testable import GuessRoom
@testable import GuessServer
@testable import GuessText
@testable import GuessWords

/// Issue 26's small items: the lead-in count, full-width colons, one correction cycle, `|` in list
/// syntax, 200 players, resuming (linear, refusing what it cannot continue), pipe points.
@Suite("Issue 26: the small items")
struct SmallItemsTests {

    // MARK: - One correction cycle

    @Test func oneCorrectionCycleEverywhere() {
        let forward: [WordResult: WordResult] = [
            .correct: .wrong, .wrong: .passed, .passed: .correct, .taboo: .passed, .unanswered: .correct,
        ]
        let backward: [WordResult: WordResult] = [
            .correct: .passed, .wrong: .correct, .passed: .wrong, .taboo: .correct, .unanswered: .passed,
        ]
        for result in WordResult.allCases {
            #expect(CorrectionDraft.mark(after: result) == forward[result], "\(result)")
            #expect(CorrectionDraft.mark(after: result, step: -1) == backward[result], "\(result)")
            #expect(CorrectionDraft.mark(after: result, step: 0) == result)
        }
        #expect(CorrectionDraft.mark(after: .correct, step: 3) == .correct)
        #expect(CorrectionDraft.mark(after: .correct, step: -4) == .passed)

        // A turn with a taboo word: the correction card, a tap on the host's phone and the pipe's `fix N`
        // all make it a pass.
        let game = RulesHarness(
            kind: .party(PartyGame(teams: ["Red", "Blue"])), settings: EngineSettings(waitsForHost: true))
        game.engine.begin()
        game.send(.confirm)
        game.playTurn(.right, .taboo)
        let engine = game.engine
        guard let record = engine.correctableTurn else {
            Issue.record("no turn to correct")
            return
        }
        #expect(record.words[1].result == .taboo)
        var draft = CorrectionDraft(record)
        draft.move(1)
        draft.changeMark(1)
        let card = draft.marks[1]
        let phone = PhoneAction.fix.command(for: .host, argument: 1, engine: engine)
        let pipe = PipeCommand(line: "fix 2").gameCommand(engine: engine)
        #expect(card == .passed)
        #expect(phone == .correct([WordCorrection(position: 1, result: .passed)]))
        #expect(pipe == phone)
        #expect(PipeCommand(line: "fix 2") == .cycle(word: 2))
        #expect(PipeCommand(line: "fix 2 right") == .fix(word: 2, result: .correct))
        #expect(PipeCommand(line: "fix 0") == .unknown("fix 0"))
    }

    // MARK: - The QR code to join, again

    @Test func theHelpNamesTheKeyThatShowsTheQRCodeAgain() {
        #expect(Strings(.en).helpLines.contains { $0.hasPrefix("  j ") && $0.contains("QR code") })
        #expect(Strings(.zhHans).helpLines.contains { $0.hasPrefix("  j ") && $0.contains("二维码") })
        let again = JoinCard.lines(
            modules: [[true, false], [false, true]], address: "http://10.0.0.2:8080/r/abc", width: 80,
            strings: Strings(.en), colour: false, again: true)
        #expect(again.last?.contains("Any key goes back to the game") == true)
        #expect(again.contains { $0.contains("http://10.0.0.2:8080/r/abc") })
        let first = JoinCard.lines(
            modules: [[true]], address: "http://x/r/abc", width: 80, strings: Strings(.en), colour: false)
        #expect(first.last?.contains("Enter starts the first turn") == true)
        #expect(Strings(.en).noPhonesToJoin.contains("--serve"))
    }

    // MARK: - Pipe points between turns

    @Test func pipeBonusAndPenaltyNameATeam() {
        #expect(PipeCommand(line: "bonus Red") == .bonus(team: "Red"))
        #expect(PipeCommand(line: "  PENALTY  蓝队 ") == .penalty(team: "蓝队"))
        #expect(PipeCommand(line: "bonus Red Team") == .bonus(team: "Red Team"))
        #expect(PipeCommand(line: "bonus") == .unknown("bonus"))
        #expect(PipeCommand(line: "bonus Red").isBetweenTurns && PipeCommand(line: "fix 1").isBetweenTurns)
        #expect(!PipeCommand(line: "y").isBetweenTurns)
        let game = RulesHarness(
            kind: .party(PartyGame(teams: ["Red", "蓝队"])), settings: EngineSettings(waitsForHost: true))
        game.engine.begin()
        let engine = game.engine
        #expect(PipeCommand(line: "bonus red").gameCommand(engine: engine) == nil, "names compare as typed")
        #expect(PipeCommand(line: "bonus Green").gameCommand(engine: engine) == nil)
        #expect(PipeCommand(line: "bonus Ｒed").gameCommand(engine: engine) == .adjust(team: "Red", points: 1))
        #expect(PipeCommand(line: "penalty 蓝队").gameCommand(engine: engine) == .adjust(team: "蓝队", points: -1))
        #expect(PipeCommand(line: "bonus Red").gameCommand == nil, "the line alone cannot tell")
        if let command = PipeCommand(line: "penalty 蓝队").gameCommand(engine: engine) { game.send(command) }
        #expect(engine.party?.score(of: "蓝队") == -1)
    }

    // MARK: - `|` in list syntax

    @Test func aBarIsEscapedInWritingAndReadBack() {
        #expect(ListLine.text(word: "a|b", taboo: []) == #"a\|b"#)
        #expect(ListLine.text(word: "a|b", taboo: ["c|d", "e"]) == #"a\|b | c\|d, e"#)
        #expect(ListLine.text(word: #"x\|y"#, taboo: []) == #"x\\|y"#)
        let words = [
            Word(text: "a|b", tier: .custom), Word(text: "TCP|IP", tier: .custom, taboo: ["x|y", "z"]),
            Word(text: #"back\slash"#, tier: .custom, taboo: ["q"]), Word(text: #"x\|y"#, tier: .custom),
        ]
        let text = words.map { ListLine.text(word: $0.text, taboo: $0.taboo) }.joined(separator: "\n") + "\n"
        let parsed = parse(text)
        #expect(parsed.errors.isEmpty, "\(parsed.diagnostics)")
        #expect(parsed.entries == words, "\(text)")
    }

    @Test func tabooWordsWithNoEntryAreAnErrorNamingTheLine() {
        let parsed = parse("cat\n| a, b\ndog | bone\n  |  c\n")
        #expect(
            parsed.errors.map(\.description) == [
                "t.txt:2: taboo words after '|' but no entry before it (write the entry first: word | taboo, taboo)",
                "t.txt:4: taboo words after '|' but no entry before it (write the entry first: word | taboo, taboo)",
            ])
        #expect(parse("cat\n|\n").errors.count == 1, "a bare bar is refused too")
        #expect(parse("cat\n\n").errors.isEmpty)
    }

    // MARK: - 200 players

    @Test func playersUpToTwoHundredAreDealt() {
        let names = (1...200).map { "P\($0)" }
        #expect(TeamLineup.checkDeal(names, teams: 0) == nil)
        #expect(TeamLineup.checkDeal(names, teams: 7) == nil)  // 29 a team at most
        #expect(TeamLineup.checkDeal(names, teams: 6) == .teamsTooFewForPlayers(players: 200, teams: 6))
        #expect(TeamLineup.checkDeal(names + ["P201"], teams: 7) == .tooManyPlayers(201))
        #expect(TeamLineup.checkDeal(Array(names.prefix(40)), teams: 2) == nil)
        #expect(
            TeamLineup.checkDeal(Array(names.prefix(31)), teams: 1) == .teamsTooFewForPlayers(players: 31, teams: 1))
        #expect(TeamLineup.checkDeal(["A", "a", "Ａ"], teams: 1) == .repeatedPlayer("Ａ"))
        var dealer = SplitMix64(seed: 1)
        let dealt = TeamLineup.deal(names, into: (1...7).map { "T\($0)" }, generator: &dealer)
        #expect(TeamLineup.check(dealt) == nil)
        let message = Strings(.en).lineupProblem(.teamsTooFewForPlayers(players: 200, teams: 6))
        #expect(message.contains("at most 30 a team") && message.contains("--teams 7"), "\(message)")
        #expect(Strings(.en).lineupProblem(.tooManyPlayers(201)).contains("at most 200"))
    }

    // MARK: - Resuming

    static func setup(_ teams: [String]) -> GameSetup {
        GameSetup(
            teams: teams.map { TeamLineup(name: $0) }, turnsPerTeam: 100_000, penalty: true, tieBreak: true,
            seconds: 60, bank: nil, words: [], defaultTier: "custom", weights: [], onExhausted: .end, seed: nil)
    }

    static func turn(_ team: String, right: Int, wrong: Int) -> RoundRecord {
        let words =
            Array(
                repeating: PlayedWord(word: "w", tier: .primary, result: .correct, shownAt: 0, answeredAt: 1),
                count: right)
            + Array(
                repeating: PlayedWord(word: "w", tier: .primary, result: .wrong, shownAt: 0, answeredAt: 1),
                count: wrong)
        return RoundRecord(
            startedAt: Date(timeIntervalSince1970: 0), seconds: 60, elapsed: 60, endedBy: .time, seed: nil,
            bank: "b", team: team, words: words)
    }

    @Test func aResumeRefusesATeamTheSetupDoesNotHave() {
        let setup = Self.setup(["Red", "Blue"])
        let turns = [Self.turn("Red", right: 2, wrong: 0), Self.turn("Green", right: 1, wrong: 0)]
        guard case .failure(let refusal) = PartyGame.resumed(setup: setup, turns: turns, adjustments: []) else {
            Issue.record("a third team was invented")
            return
        }
        #expect(refusal == .foreignTeam("Green"))
        let points = [PointAdjustment(team: "Nobody", points: 1)]
        guard case .failure(.foreignTeam("Nobody")) = PartyGame.resumed(setup: setup, turns: [], adjustments: points)
        else {
            Issue.record("a point for a team not in the setup was taken")
            return
        }
        let message = Strings(.en).cannotResume(4, .foreignTeam("Green")).english
        #expect(message.contains("game 4") && message.contains("'Green'"), "\(message)")
        #expect(Strings(.en).cannotResume(4, .unreadableSetup).english.contains("cannot be read"))
    }

    @Test func aLongGameResumesWithTheSameScoresAsItWasPlayed() throws {
        // 60,000 turns: replayed in time linear in the turns (this took minutes when it was quadratic).
        let teams = ["Red", "Blue", "Green"]
        let turns = (0..<60_000).map { Self.turn(teams[$0 % 3], right: $0 % 5, wrong: $0 % 2) }
        var game = try PartyGame.resumed(
            setup: Self.setup(teams), turns: turns, adjustments: [PointAdjustment(team: "Blue", points: 3)]
        ).get()
        var expected: [String: Int] = [:]
        for turn in turns { expected[turn.team!, default: 0] += turn.correct - turn.wrong }
        expected["Blue", default: 0] += 3
        for team in teams { #expect(game.score(of: team) == expected[team], "\(team)") }
        #expect(game.turnsPlayed(by: "Green") == 20_000)
        #expect(game.nextTeam() == "Red")
        #expect(game.played.count == 60_000)
    }

    @Test func scoresFollowCorrectionsAndPoints() {
        var game = PartyGame(teams: ["A", "B"], turnsPerTeam: 2, penalty: true, rules: GameRules(passPenalty: true))
        game.record(team: "A", correct: 5, wrong: 1, passed: 1)
        game.record(team: "B", correct: 2, wrong: 0)
        #expect(game.score(of: "A") == 3 && game.score(of: "B") == 2)
        game.correctTurn(0, correct: 6, wrong: 0, passed: 0)
        #expect(game.score(of: "A") == 6)
        game.adjust(team: "B", by: -2)
        game.adjust(team: "Nobody", by: 5)
        #expect(game.score(of: "B") == 0 && game.score(of: "Nobody") == 0)
        #expect(game.nextTeam() == "A" && game.turnsPlayed(by: "A") == 1)
        game.record(team: "A", correct: 0, wrong: 0)
        #expect(game.nextTeam() == "B")
    }
}
