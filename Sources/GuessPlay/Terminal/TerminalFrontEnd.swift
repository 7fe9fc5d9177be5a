@preconcurrency import Glibc
import GuessGame
import GuessScreens
import GuessText

/// A game in the terminal: keys and screens through a `TerminalDevice`; the round screen and the cards on
/// the full screen, recaps, scoreboards and questions on the normal one. What must be said after the
/// terminal is put back (the end of a party game, an interruption) is kept in `closingLines`.
package final class TerminalFrontEnd: GameFrontEnd {
    private let terminal: TerminalDevice
    private let strings: Strings
    private let paint: Paint
    private let warningSeconds: Int
    private let big: BigDisplay
    /// How long the time's-up card stays when nobody presses a key.
    package static let timesUpSeconds = 5.0
    /// Lines to print once the terminal is restored.
    package private(set) var closingLines: [String] = []
    /// Whether `closingLines` go to standard error (a session of single rounds) rather than standard output.
    package private(set) var closingToStandardError = false
    /// The heading of the turn in play ("Red · turn 1 of 2"), nil in single rounds.
    private var heading: String?
    /// A one-line note under the round (an unknown key, say), until the next key.
    private var note: String?
    /// The question printed on the normal screen and waiting for its key, if any.
    private var openQuestion = false
    /// The correction card's draft while the host corrects the turn that just ended (`c`).
    private var correcting: CorrectionDraft?
    /// Ctrl-Z came: the engine was asked to pause, and the terminal is handed back at the next draw.
    private var suspending = false
    /// Whether the round screen draws the word; false when phones show it (`--word-on phone`): the
    /// terminal is then the room's board.
    package var showsWord = true
    /// Said on the start screen until the first turn starts (a deck smaller than the game needs).
    package var startNote: String?
    /// `startNote` on one line, for the round screen of a single round.
    package var startNoteShort: String?
    /// The card with the QR code phones scan to join, shown while the first turn waits (nil: no phones).
    package var joinCard: [String]?
    /// The same card as `j` shows it during the game, saying that any key goes back (nil: no phones,
    /// and `j` says so).
    package var joinCardAgain: [String]?
    /// The host's remote's and the board's cards (their keyed QR codes), shown in turn on `k`.
    package var keyedCards: [[String]] = []
    /// Which of `keyedCards` is on screen, if one is.
    private var shownKeyedCard: Int?
    /// Whether `k` asked and the host has yet to say yes before the host's key shows (the terminal is
    /// often the room's projector).
    package private(set) var asksBeforeKeyedCards = false
    /// Whether the QR code to join is asked for (`j`), until the next key.
    package private(set) var showsJoinCard = false

    /// A front end drawing on `terminal` with `strings` and `paint`; the clock turns red from
    /// `warningSeconds` left.
    package init(terminal: TerminalDevice, strings: Strings, paint: Paint, warningSeconds: Int, big: BigDisplay) {
        self.terminal = terminal
        self.strings = strings
        self.paint = paint
        self.warningSeconds = warningSeconds
        self.big = big
    }

    /// The engine settings of a terminal game: `confirm` asks for Enter before each turn (`--yes` turns
    /// it off); keys are dropped for `grace` seconds after a card or question appears.
    package static func settings(leadIn: Int, confirm: Bool, grace: Double, big: BigDisplay) -> EngineSettings {
        EngineSettings(
            leadInSeconds: leadIn, waitsForHost: confirm, asksBeforeQuitting: true, grace: grace,
            timesUpSeconds: big == .auto ? timesUpSeconds : nil, asksToPlayAgain: true,
            holdsFinalScoreboard: big == .auto, holdsRecap: big == .auto)
    }

    // MARK: - Commands

    /// The commands that came within `seconds` (see `GameFrontEnd`).
    package func nextCommands(within seconds: Double?, engine: GameEngine) -> [GameCommand] {
        switch terminal.waitForInput(seconds: seconds) {
        case .timeout, .resized:
            return []
        case .suspend:
            // Ctrl-Z: nobody plays while the game is stopped; the terminal goes back at the next draw, once
            // the engine has paused.
            suspending = true
            return [.suspend]
        case .signal(let signal):
            return [.interrupt(signal: signal)]
        case .keys(let keys):
            note = nil
            return keys.flatMap { commands(for: $0, engine: engine) }
        }
    }

    /// What a key asks of the engine: the correction card and the rules' keys first, else `command`.
    private func commands(for key: KeyCommand, engine: GameEngine) -> [GameCommand] {
        if let draft = correcting { return correctionKey(key, draft) }
        if showsJoinCard {
            // Any key closes the QR code; that key does nothing else.
            showsJoinCard = false
            return []
        }
        if asksBeforeKeyedCards {
            // y (or →) shows the host's remote's card; any other key goes back and does nothing else.
            asksBeforeKeyedCards = false
            if key == .yes || key == .right { shownKeyedCard = 0 }
            return []
        }
        if let shown = shownKeyedCard {
            // k shows the next card; any other key closes them and does nothing else.
            shownKeyedCard = key == .keyCards && shown + 1 < keyedCards.count ? shown + 1 : nil
            return []
        }
        let playing = if case .playing = engine.phase { true } else { false }
        switch key {
        case .join:
            if joinCardAgain != nil { showsJoinCard = true } else { note = strings.noPhonesToJoin }
            return []
        case .keyCards:
            if keyedCards.isEmpty { note = strings.noPhonesToJoin } else { asksBeforeKeyedCards = true }
            return []
        case .correct:
            guard let record = engine.correctableTurn, !record.words.isEmpty else { return [.otherKey] }
            correcting = CorrectionDraft(record)
            return []
        case .bonus, .minus:
            guard let team = adjustableTeam(engine) else { return [.otherKey] }
            return [.adjust(team: team, points: key == .bonus ? 1 : -1)]
        case .down: return [playing ? .pass : .otherKey]
        case .up: return [.otherKey]
        default: return [Self.command(key)]
        }
    }

    /// A key on the correction card: ↑/↓ choose, ←/→ or space change the mark, Enter keeps the changes,
    /// any other key drops them.
    private func correctionKey(_ key: KeyCommand, _ draft: CorrectionDraft) -> [GameCommand] {
        var draft = draft
        switch key {
        case .up: draft.move(-1)
        case .down, .pass: draft.move(1)
        case .right, .pause: draft.changeMark(1)
        case .wrong: draft.changeMark(-1)
        case .confirm:
            correcting = nil
            return draft.changes.isEmpty ? [] : [.correct(draft.changes)]
        case .endOfInput, .hangup:
            correcting = nil
            return [Self.command(key)]
        default:
            correcting = nil
            return []
        }
        correcting = draft
        return []
    }

    /// The team `+`/`-` give a point to: the team on the card (up next on the get-ready card, the team
    /// that just played on the recap and the last scoreboard).
    private func adjustableTeam(_ engine: GameEngine) -> String? {
        guard engine.isParty else { return nil }
        switch engine.phase {
        case .awaitingTurn: return engine.team
        case .timesUp, .showingRecap, .showingFinalScoreboard: return engine.session.records.last?.team
        default: return nil
        }
    }

    private static func command(_ key: KeyCommand) -> GameCommand {
        switch key {
        case .right: .right
        case .wrong: .wrong
        case .pass, .down: .pass
        case .taboo: .taboo
        case .moreTime: HostAction.moreTime.command
        case .up, .correct, .bonus, .minus, .join, .keyCards: .otherKey
        case .undo: .undo
        case .pause: HostAction.pause.command
        case .quit: HostAction.endGame.command
        case .endTurn: HostAction.endTurn.command
        case .confirm: HostAction.startTurn.command
        case .help: .help
        case .yes: .yes
        case .unknown: .otherKey
        case .endOfInput: .inputEnded
        case .hangup: .interrupt(signal: SIGHUP)
        }
    }

    /// Says what an ignored command meant nothing for, where it helps (see `GameFrontEnd`).
    package func ignored(_ command: GameCommand, engine: GameEngine) {
        switch engine.phase {
        case .playing:
            if command == .otherKey { note = strings.unknownKey }
            if command == .pass { note = strings.noPassesLeftNote }
        case .awaitingTurn: if !engine.isParty { note = strings.confirmStart }
        default: break
        }
    }

    // MARK: - Drawing

    /// The question `k` asks before the host's remote's QR code shows: it holds the key that runs the game.
    private func keyedCardsQuestion(width: Int) -> [String] {
        let lines = [
            strings.pick("Show the host's remote's QR code here?", "在这里显示主持人遥控的二维码？"),
            strings.pick(
                "It holds the key that runs the game: only where the room cannot see this screen.",
                "它含有控制游戏的密钥：只在房间里的人看不到这块屏幕时显示。"),
            strings.pick("y: show it · any other key: back", "y：显示 · 其他键：返回"),
        ]
        return [""]
            + lines.flatMap { line in
                [String(repeating: " ", count: max(0, (width - DisplayWidth.of(line)) / 2)) + line, ""]
            }
    }

    /// Draws the engine's state (see `GameFrontEnd`).
    package func draw(_ engine: GameEngine) {
        if suspending {
            suspending = false
            terminal.suspend()
        }
        if asksBeforeKeyedCards, correcting == nil {
            terminal.enterFullScreen()
            terminal.draw(keyedCardsQuestion(width: terminal.size.width))
            return
        }
        if let shown = shownKeyedCard, correcting == nil {
            terminal.enterFullScreen()
            terminal.draw(keyedCards[shown])
            return
        }
        if let joinCardAgain, showsJoinCard, correcting == nil {
            terminal.enterFullScreen()
            terminal.draw(joinCardAgain)
            return
        }
        if let joinCard, engine.phase == .awaitingTurn, engine.session.records.isEmpty, correcting == nil {
            terminal.enterFullScreen()
            let keysHint = strings.pick(
                "k: the host's remote and the board (their own QR codes)", "k：主持人遥控和大屏幕（各自的二维码）")
            let centred =
                String(repeating: " ", count: max(0, (terminal.size.width - DisplayWidth.of(keysHint)) / 2)) + keysHint
            terminal.draw(keyedCards.isEmpty ? joinCard : joinCard + [centred])
            return
        }
        let size = terminal.size
        if let draft = correcting {
            // The correction card takes the round's keys (↑/↓ and ←/→) whatever was asked before.
            terminal.useQuestionKeys(false)
            closeQuestion()
            terminal.enterFullScreen()
            terminal.draw(
                CorrectionCard.render(
                    draft, team: engine.correctableTurn?.team, width: size.width, height: size.height,
                    strings: strings, paint: paint))
            return
        }
        let questionUp =
            engine.phase == .askingToPlayAgain || (engine.phase == .awaitingTurn && engine.isParty && big != .auto)
        // y means yes with the question keys (`guess-prompt`); the next-turn prompt takes the round's
        // keys, like the get-ready card: Enter, y or → start, q ends the game.
        terminal.useQuestionKeys(engine.phase == .askingToPlayAgain || engine.phase == .playing(.quitQuestion))
        if questionUp { return askOnce(engine) }
        closeQuestion()
        switch engine.phase {
        case .notStarted, .finished, .askingToPlayAgain:
            return
        case .awaitingTurn:
            terminal.enterFullScreen()
            let firstNote = engine.session.records.isEmpty ? startNote : nil
            if let party = engine.party, let team = engine.team {
                terminal.draw(
                    Cards.getReady(
                        team: OutsideText.forTerminal(team), turn: party.turnsPlayed(by: team) + 1,
                        of: party.turnsShown,
                        tieBreak: party.isTieBreak, game: party, width: size.width, height: size.height,
                        strings: strings, paint: paint, describer: engine.describer.map { OutsideText.forTerminal($0) },
                        note: firstNote))
                return
            }
            var state = beforeTheClock(engine, mode: .ready)
            state.note = note ?? (engine.session.records.isEmpty ? startNoteShort : nil)
            drawRound(state)
        case .leadIn(let secondsLeft):
            drawRound(beforeTheClock(engine, mode: .leadIn(secondsLeft)))
        case .playing(let overlay):
            guard let round = engine.round else { return }
            let paused = round.phase == .paused
            let mode: ScreenMode =
                switch overlay {
                case .help: .help
                case .quitQuestion: .confirmQuit
                case .none: paused ? .paused : .playing
                }
            var state = ScreenState(round: round, warningSeconds: warningSeconds, mode: mode, team: heading, note: note)
            // Paused, the word stays hidden (under the quit question and the help too); with phones, it may
            // be on the describer's phone only.
            if paused || !showsWord { state.word = nil }
            drawRound(state)
        case .timesUp:
            guard let round = engine.round else { return }
            terminal.draw(
                Cards.timesUp(
                    correct: round.correctCount, wrong: round.wrongCount, team: heading, width: size.width,
                    height: size.height, strings: strings, paint: paint))
        case .showingRecap:
            guard let party = engine.party, let record = engine.session.records.last else { return }
            terminal.enterFullScreen()
            terminal.draw(
                Cards.recap(record, game: party, width: size.width, height: size.height, strings: strings, paint: paint)
            )
        case .showingFinalScoreboard:
            guard let party = engine.party else { return }
            terminal.enterFullScreen()
            terminal.draw(
                Cards.gameOver(
                    party, abandoned: engine.outcome?.winners.isEmpty ?? true, width: size.width, height: size.height,
                    strings: strings, paint: paint))
        }
    }

    /// The round screen before the clock starts: a full clock, no word.
    private func beforeTheClock(_ engine: GameEngine, mode: ScreenMode) -> ScreenState {
        var state = ScreenState()
        state.secondsLeft = engine.session.seconds
        state.totalSeconds = engine.session.seconds
        state.warningSeconds = warningSeconds
        state.mode = mode
        state.note = note
        state.team = heading
        return state
    }

    /// Draws the round screen; paused in projector mode, the paused card instead.
    private func drawRound(_ state: ScreenState) {
        terminal.enterFullScreen()
        let size = terminal.size
        var state = state
        state.big = big
        if state.mode == .paused && big == .auto {
            terminal.draw(
                Cards.paused(
                    secondsLeft: state.secondsLeft, width: size.width, height: size.height, strings: strings,
                    paint: paint))
            return
        }
        terminal.draw(
            RoundScreen.render(state, width: size.width, height: size.height, strings: strings, paint: paint))
    }

    /// A question on the normal screen ("next turn?", "play again?"), printed once and answered by the
    /// question keys.
    private func askOnce(_ engine: GameEngine) {
        guard !openQuestion else { return }
        terminal.leaveFullScreen()
        let prompt: String
        if engine.phase == .askingToPlayAgain {
            prompt = strings.playAgain
        } else if let party = engine.party, let team = engine.team {
            prompt = strings.nextTurn(
                team: strings.team(
                    OutsideText.forTerminal(team), describer: engine.describer.map { OutsideText.forTerminal($0) }),
                game: party.turnInGame, turn: party.turnsPlayed(by: team) + 1, of: party.turnsShown,
                tieBreak: party.isTieBreak)
        } else {
            return
        }
        if engine.session.records.isEmpty, let startNote { terminal.write(paint.yellow(startNote) + "\r\n") }
        terminal.write(paint.bold(prompt) + " ")
        openQuestion = true
    }

    private func closeQuestion() {
        guard openQuestion else { return }
        terminal.write("\r\n")
        openQuestion = false
    }

    // MARK: - Events

    /// Shows what an event changed (see `GameFrontEnd`).
    package func show(_ event: GameEvent, engine: GameEngine, notices: GameNotices) {
        switch event {
        case .gameStarted(let party, _):
            var intro = strings.partyIntro(teams: party.teams, turnsEach: party.turnsShown)
            if let target = party.rules.targetScore { intro += " · " + strings.playingTo(target) }
            terminal.write(paint.bold(intro) + "\r\n")
            for line in strings.lineupLines(party) { terminal.write(line + "\r\n") }
        case .turnAwaited(let team):
            heading = team.flatMap { team in
                engine.party.map { strings.turnHeading(team: team, in: $0, describer: engine.describer) }
            }
        case .recap(let record):
            closeQuestion()
            // In projector mode the recap is a card of its own (drawn from the engine's phase); notices
            // wait for the end.
            if engine.phase == .showingRecap {
                closingLines += notices.take()
                return
            }
            terminal.leaveFullScreen()
            var text = RecapText.render(
                record, strings: strings, width: terminal.size.width, colour: paint.enabled)
            if let party = engine.party {
                text += "\n"
                if !party.isOver { text += ScoreboardText.render(party, strings: strings, paint: paint) + "\n" }
            }
            for notice in notices.take() { text += notice + "\n" }
            if engine.isParty && record.endedBy == .exhausted { text += strings.deckOut + "\n" }
            terminal.write(text.replacingOccurrences(of: "\n", with: "\r\n"))
        case .turnCorrected(let correction):
            refreshClosingLines(engine)
            // On the cards the recap and the scoreboard are drawn from the engine; on the normal screen
            // the corrected recap is printed again.
            guard engine.phase != .showingRecap, engine.phase != .showingFinalScoreboard, engine.phase != .timesUp,
                !(engine.phase == .awaitingTurn && big == .auto)
            else { return }
            closeQuestion()
            terminal.leaveFullScreen()
            var text = RecapText.render(
                correction.record, strings: strings, width: terminal.size.width, colour: paint.enabled)
            if let party = correction.party {
                text += "\n" + ScoreboardText.render(party, strings: strings, paint: paint) + "\n"
            }
            terminal.write(text.replacingOccurrences(of: "\n", with: "\r\n"))
        case .pointsAdjusted(let adjustment):
            refreshClosingLines(engine)
            guard engine.phase == .awaitingTurn, big != .auto, let party = engine.party else { return }
            closeQuestion()
            var text = strings.pointAdjusted(team: OutsideText.forTerminal(adjustment.team), points: adjustment.points)
            text += "\n" + ScoreboardText.render(party, strings: strings, paint: paint) + "\n"
            terminal.write(text.replacingOccurrences(of: "\n", with: "\r\n"))
        case .gameEnded(let ending, _):
            closeQuestion()
            if engine.phase != .showingFinalScoreboard { terminal.leaveFullScreen() }
            guard let party = ending.party else {
                closingLines += notices.take()
                closingToStandardError = true
                return
            }
            closingNotes = closingLines + notices.take()
            closingLines = finalSummary(engine, party) + closingNotes
            closingToStandardError = false
        default:
            break
        }
    }

    /// The lines kept for after the game besides its summary (notices), so that the summary can be made again.
    private var closingNotes: [String] = []

    /// The score after every turn, where the terminal is wide enough, above the final scoreboard: the last
    /// lines stay those of `history show`.
    private func finalSummary(_ engine: GameEngine, _ party: PartyGame) -> [String] {
        let chart =
            engine.playedGames.first.map {
                ScoreSparkline.lines(GameResults.of($0), width: terminal.size.width, strings: strings)
            } ?? []
        return chart
            + ScoreboardText.finalLines(
                party, ending: engine.outcome?.ending ?? .playing, strings: strings, paint: paint)
    }

    /// A correction or a point given on the final scoreboard (here or from the host's remote) changes the
    /// scores: the lines printed after the game say the scores and the winner as they now are.
    private func refreshClosingLines(_ engine: GameEngine) {
        guard engine.phase == .showingFinalScoreboard || engine.phase == .finished, let party = engine.party,
            engine.ending != nil
        else { return }
        closingLines = finalSummary(engine, party) + closingNotes
    }
}
