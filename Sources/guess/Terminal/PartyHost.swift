import Foundation
import GuessWords

/// Runs a party game: teams take turns on one shared deck, a scoreboard after every turn, tie-breaks.
enum PartyHost {
    /// Plays the game in a terminal; returns the exit status.
    static func playInTerminal(_ session: PlaySession, game: inout PartyGame, confirm: Bool) -> Int32 {
        let (status, problem) = TerminalSession.run { playTurns(session, game: &game, confirm: confirm) }
        finish(game, session: session, paint: session.paint, problem: problem, status: status)
        return status == 0 && problem != nil ? 1 : status
    }

    /// The turns, in the terminal; returns the exit status and an export problem, if any.
    private static func playTurns(_ session: PlaySession, game: inout PartyGame, confirm: Bool) -> (Int32, String?) {
        let strings = session.strings
        let paint = session.paint
        var presentation = TerminalGame.Presentation(
            strings: strings, paint: paint, warningSeconds: session.config.warningSeconds, sound: session.sound)
        var deck = session.makeDeck()
        var status: Int32 = 0
        session.beginParty(teams: game.teams, penalty: game.penalty)
        Console.output(paint.bold(intro(game, strings)) + "\r\n")
        turns: while let team = game.nextTeam() {
            let turn = game.turnsPlayed(by: team) + 1
            if confirm {
                let prompt = strings.nextTurn(team: team, turn: turn, of: game.turnsPerTeam, tieBreak: game.isTieBreak)
                let answer = TerminalGame.ask(prompt, paint: paint)
                if let signal = answer.signal { status = 128 + signal; break }
                guard let command = answer.command, command == .confirm || command == .right else { break }
            }
            presentation.team = strings.turnHeading(team: team, turn: turn, of: game.turnsPerTeam, tieBreak: game.isTieBreak)
            var round = session.makeRound(clock: SystemMonotonicClock(), deck: deck)
            TerminalScreen.enter()
            if let early = TerminalGame.leadIn(session.leadIn, round: round, presentation: presentation) {
                TerminalScreen.leave()
                if case .signal(let signal) = early { status = 128 + signal }
                break
            }
            let number = game.played.count + 1
            let outcome = TerminalGame.play(&round, presentation: presentation) { session.turnStarted(turn: number, team: team) }
            TerminalScreen.leave()
            deck = round.remainingDeck
            let record = session.turnFinished(round, team: team)
            game.record(team: team, correct: round.correctCount, wrong: round.wrongCount)
            if case .signal(let signal) = outcome {
                status = 128 + signal
                break
            }
            let width = TerminalScreen.size.width
            var text = RecapText.render(record, strings: strings, width: width, colour: paint.enabled) + "\n"
            if !game.isOver { text += ScoreboardText.render(game, strings: strings, paint: paint) + "\n" }
            Console.output(text.replacingOccurrences(of: "\n", with: "\r\n"))
            if let notice = session.recorder.takeNotice() { Console.output(notice + "\r\n") }
            if let notice = session.sound.takeNotice() { Console.output(notice + "\r\n") }
            if outcome == .inputEnded { break }
            if round.endReason == .exhausted {
                Console.output(strings.deckOut + "\r\n")
                break turns
            }
        }
        game.stop()
        return (status, session.finishParty(game))
    }

    /// Plays the game from lines on standard input: `end` ends a turn, `q` ends the game, end of input too.
    static func playThroughPipe(_ session: PlaySession, game: inout PartyGame) -> Int32 {
        let strings = Strings(.en)
        let reader = PipeGame.LineReader()
        var deck = session.makeDeck()
        var status: Int32 = 0
        session.beginParty(teams: game.teams, penalty: game.penalty)
        while let team = game.nextTeam(), reader.mayHaveMore() {
            let turn = game.turnsPlayed(by: team) + 1
            Console.error("guess: \(strings.turnHeading(team: team, turn: turn, of: game.turnsPerTeam, tieBreak: game.isTieBreak))")
            var round = session.makeRound(clock: SystemMonotonicClock(), deck: deck)
            let number = game.played.count + 1
            let outcome = PipeGame.play(&round, reader: reader, sound: session.sound) { session.turnStarted(turn: number, team: team) }
            deck = round.remainingDeck
            session.turnFinished(round, team: team)
            game.record(team: team, correct: round.correctCount, wrong: round.wrongCount)
            Console.error("guess: \(team): \(round.correctCount) right, \(round.wrongCount) wrong (\(round.endReason?.rawValue ?? "?"))")
            if let notice = session.recorder.takeNotice() { Console.error(notice) }
            if case .signal(let signal) = outcome {
                status = 128 + signal
                break
            }
            if outcome == .inputEnded || outcome == .quit || round.endReason == .exhausted { break }
            if !game.isOver && reader.mayHaveMore() {
                for line in ScoreboardText.render(game, strings: strings, paint: Paint(enabled: false)).split(separator: "\n") {
                    Console.error(String(line))
                }
            }
        }
        game.stop()
        let problem = session.finishParty(game)
        finish(game, session: session, paint: Paint(enabled: false), problem: problem, status: status, toStandardError: true)
        return status == 0 && problem != nil ? 1 : status
    }

    private static func intro(_ game: PartyGame, _ strings: Strings) -> String {
        let teams = game.teams.joined(separator: ", ")
        return strings.language == .en
            ? "Party game: \(teams) · \(game.turnsPerTeam) turn\(game.turnsPerTeam == 1 ? "" : "s") each"
            : "团队赛:\(teams) · 每队 \(game.turnsPerTeam) 回合"
    }

    private static func finish(
        _ game: PartyGame, session: PlaySession, paint: Paint, problem: String?, status: Int32,
        toStandardError: Bool = false
    ) {
        var lines = ScoreboardText.render(game, strings: session.strings, paint: paint).split(separator: "\n").map(String.init)
        let interrupted = status > 128
        if !game.played.isEmpty && !interrupted { lines.append(paint.bold(session.strings.winner(game.leaders))) }
        if let problem { lines.append("guess: export failed: \(problem)") }
        if let notice = session.recorder.takeNotice() { lines.append(notice) }
        if interrupted {
            let turns = game.played.count
            lines.append("guess: game interrupted; \(turns) turn\(turns == 1 ? "" : "s") kept")
        }
        for line in lines {
            if toStandardError { Console.error(line) } else { Console.output(line + "\n") }
        }
    }
}
