import Foundation
import GuessGameTestSupport
import GuessWordsTestSupport
import Testing

@testable import GuessGame
@testable import GuessRoom
@testable import GuessText
@testable import GuessWords

/// A game on a generated bank for the phones' tests: a manual clock, every word drawn kept.
private func makeEngine(kind: GameKind = .singleRounds, settings: EngineSettings = EngineSettings(waitsForHost: true))
    -> (GameEngine, ManualClock)
{
    let clock = ManualClock()
    let session = GameSession(
        bank: makeBank(counts: [5, 5, 5, 5, 5]), bankLabel: "generated", weights: .standard,
        generator: SplitMix64(seed: 7), seed: 7, seconds: 60, onExhausted: .end)
    let engine = GameEngine(session: session, kind: kind, settings: settings, clock: clock)
    return (engine, clock)
}

private func state(_ engine: GameEngine, _ role: PhoneRole, _ placement: WordPlacement = .phone) -> PhoneState {
    PhoneState(engine: engine, role: role, placement: placement, warningSeconds: 30)
}

@Suite("Phones: who sees the word, who may do what, what a phone may send")
struct PhoneTests {
    @Test("only the describer and the host are sent the word, and only while the clock runs")
    func wordOnlyForDescriberAndHost() throws {
        let (engine, _) = makeEngine()
        engine.begin()
        engine.send(.confirm)
        let word = try #require(engine.round?.currentWord?.word)
        #expect(state(engine, .describer).word == word)
        #expect(state(engine, .host).word == word)
        for role in [PhoneRole.board, .guest] {
            #expect(state(engine, role).word == nil)
            #expect(!state(engine, role).json.contains(word))
        }
        // Every word drawn in a whole game never reaches the board's frames.
        var boardFrames: [String] = []
        var words: Set<String> = []
        for step in 0..<12 {
            if let shown = engine.round?.currentWord?.word { words.insert(shown) }
            boardFrames.append(state(engine, .board).json)
            boardFrames.append(state(engine, .guest).json)
            engine.send(step % 3 == 0 ? .wrong : .right)
        }
        #expect(words.count >= 12)
        for frame in boardFrames {
            for word in words { #expect(!frame.contains("\"\(word)\""), "a board frame holds \(word)") }
        }
        engine.send(.pause)
        #expect(state(engine, .describer).word == nil, "a paused word is hidden")
        #expect(state(engine, .describer).phase == .paused)
    }

    @Test("with --word-on terminal no phone gets the word; with both, the describer does; with board, the board too")
    func placementDecides() throws {
        let (engine, _) = makeEngine()
        engine.begin()
        engine.send(.confirm)
        #expect(state(engine, .describer, .terminal).word == nil)
        #expect(state(engine, .host, .terminal).word == nil)
        #expect(state(engine, .describer, .both).word != nil)
        #expect(WordPlacement.phone.terminalShowsWord == false)
        // The TV format: the board page shows the word when the host asks; guests never see it.
        #expect(state(engine, .board, .board).word == engine.round?.currentWord?.word)
        #expect(state(engine, .describer, .board).word != nil)
        #expect(state(engine, .guest, .board).word == nil)
        #expect(state(engine, .board, .both).word == nil)
        #expect(!WordPlacement.board.terminalShowsWord)
        #expect(WordPlacement.both.terminalShowsWord && WordPlacement.terminal.terminalShowsWord)
    }

    @Test("the state follows the engine: counts, clock, the recap of the last turn and the scoreboard")
    func stateFollowsEngine() throws {
        let (engine, clock) = makeEngine(kind: .party(PartyGame(teams: ["Red", "Blue"], turnsPerTeam: 1)))
        engine.begin()
        var board = state(engine, .board)
        #expect(board.phase == .waiting && board.team == "Red" && board.turn == 1 && board.turnsPerTeam == 1)
        engine.send(.confirm)
        engine.send(.right)
        engine.send(.right)
        engine.send(.wrong)
        clock.advance(by: 20.5)
        engine.advance()
        board = state(engine, .board)
        #expect(board.phase == .playing && board.correct == 2 && board.wrong == 1 && board.secondsLeft == 40)
        engine.send(.endTurn)
        board = state(engine, .board)
        #expect(board.phase == .waiting && board.team == "Blue")
        #expect(board.last == PhoneState.LastTurn(team: "Red", correct: 2, wrong: 1, endedBy: .ended))
        #expect(board.scoreboard.first == PhoneState.Score(team: "Red", score: 2))
    }

    @Test("the describer answers only during play; only the host starts, pauses, quits and ends turns")
    func roleRules() {
        for action in [PhoneAction.right, .wrong, .undo] {
            #expect(RoomRules.allows(role: .describer, phase: .playing, action: action))
            #expect(RoomRules.allows(role: .host, phase: .playing, action: action))
            #expect(!RoomRules.allows(role: .board, phase: .playing, action: action))
            #expect(!RoomRules.allows(role: .guest, phase: .playing, action: action))
            // → starts a waiting turn on a clicker; a describer's "right" must not.
            #expect(!RoomRules.allows(role: .describer, phase: .waiting, action: action))
        }
        for action in [PhoneAction.start, .pause, .quit, .endTurn, .moreTime, .yes, .no] {
            for role in [RoomRole.describer, .player, .board, .guest] {
                for phase in [RoomPhase.waiting, .playing, .quitQuestion, .timesUp] {
                    #expect(!RoomRules.allows(role: role, phase: phase, action: action), "\(role) may not \(action)")
                }
            }
        }
        // What each allowed action asks of the engine (a mapping only: the rules are RoomRules').
        let playing = GamePhase.playing(.none)
        #expect(PhoneAction.start.command(in: .awaitingTurn) == .confirm)
        #expect(PhoneAction.start.command(in: .askingToPlayAgain) == .yes)
        #expect(PhoneAction.pause.command(in: playing) == .pause)
        #expect(PhoneAction.endTurn.command(in: playing) == .endTurn)
        #expect(PhoneAction.moreTime.command(in: playing) == .moreTime)
        #expect(PhoneAction.yes.command(in: .playing(.quitQuestion)) == .yes)
        #expect(PhoneAction.no.command(in: .playing(.quitQuestion)) == .otherKey)
        #expect(PhoneAction.quit.command(in: playing) == .quit)
    }

    @Test("a message is one small JSON object naming a known action; anything else is no action")
    func messagesAreValidated() {
        #expect(PhoneAction(message: #"{"do":"right"}"#) == .right)
        #expect(PhoneAction(message: #" { "do" : "endTurn" } "#) == .endTurn)
        for action in PhoneAction.allCases { #expect(PhoneAction(message: action.message) == action) }
        let bad = [
            "", "right", "{}", #"{"do":"Right"}"#, #"{"do":"right","x":1}"#, #"{"do":1}"#, #"["right"]"#,
            #"{"do":"right"#, #"{"do":"\#(String(repeating: "a", count: 80))"}"#, "\u{0}\u{1}",
            #"{"do":"right"}"# + String(repeating: " ", count: 100),
        ]
        for message in bad { #expect(PhoneAction(message: message) == nil, "accepted \(message.prefix(20))") }
    }

    @Test("room codes: six unambiguous characters; matching takes nothing but the exact code")
    func roomCodes() throws {
        var generator = SplitMix64(seed: 3)
        let code = RoomCode(using: &generator)
        #expect(code.description.count == 6)
        #expect(code.description.allSatisfy(RoomCode.alphabet.contains))
        #expect(!code.description.contains("0") && !code.description.contains("O") && !code.description.contains("1"))
        #expect(code.matches(Substring(code.description)))
        #expect(!code.matches(Substring(code.description.lowercased())))
        #expect(!code.matches(Substring(code.description + "A")))
        #expect(!code.matches(Substring(code.description.dropLast())))
        #expect(!code.matches(""))
        #expect(RoomCode("ABC") == nil && RoomCode("ABCDE0") == nil && RoomCode("ABCDEF") != nil)
        var other = SplitMix64(seed: 4)
        #expect(RoomCode(using: &other) != code)
    }

    @Test("--serve takes PORT, HOST:PORT and [IPv6]:PORT, and nothing else")
    func serveAddresses() {
        #expect(ServeAddress("8080") == ServeAddress(host: nil, port: 8080))
        #expect(ServeAddress("127.0.0.1:0") == ServeAddress(host: "127.0.0.1", port: 0))
        #expect(ServeAddress("[::1]:9000") == ServeAddress(host: "::1", port: 9000))
        #expect(ServeAddress("localhost:65535")?.description == "localhost:65535")
        for bad in [
            "", ":80", "host:", "host:65536", "::1:80", "host:-1", "host:8 0", "a b:80", "host:0x10", "[::1]80",
            "\u{1B}:80",
        ] {
            #expect(ServeAddress(bad) == nil, "accepted \(bad)")
        }
        #expect(ServeAddress(String(repeating: "a", count: 400) + ":80") == nil)
    }

    @Test("the join card's QR code fits 80x24 with the address under it")
    func joinCardFits() {
        // A version-3 code (29 modules), as libqrencode makes for a LAN address with a port and a room.
        let modules = (0..<29).map { row in (0..<29).map { ($0 * 7 + row * 3) % 5 == 0 } }
        let lines = JoinCard.lines(
            modules: modules, address: "http://192.168.100.200:65535/r/ABCDEF", width: 80, strings: Strings(.en),
            colour: false)
        #expect(lines.count <= 24)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 })
        let code = QRText.lines(modules)
        #expect(code.count == 17 && code.allSatisfy { $0.count == 33 })
        // Two module rows per line, light modules drawn: a ring of dark modules inside one light module.
        let ring = (0..<7).map { row in (0..<7).map { column in row == 0 || row == 6 || column == 0 || column == 6 } }
        let drawn = QRText.lines(ring, quiet: 1)
        #expect(drawn.count == 5)
        #expect(drawn[0] == "█" + String(repeating: "▀", count: 7) + "█")
        #expect(drawn[1] == "█ █████ █")
        #expect(drawn[3] == "█ ▀▀▀▀▀ █")
        #expect(drawn[4] == String(repeating: "█", count: 9))
    }
}
