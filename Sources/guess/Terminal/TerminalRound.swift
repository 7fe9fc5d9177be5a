@preconcurrency import Glibc
import GuessWords

/// A round hosted in a real terminal: keys through readline, the screen redrawn in place.
enum TerminalRound {
    /// How a round in the terminal came out.
    enum Outcome: Equatable {
        /// The round ran and ended (by time, deck or quit).
        case finished
        /// The host quit before the clock started.
        case cancelled
        /// Ctrl-D: input ended.
        case inputEnded
        /// A signal arrived; exit with 128 + it.
        case signal(Int32)
    }

    /// Everything the screen needs besides the round.
    struct Presentation {
        var strings: Strings
        var paint: Paint
        var warningSeconds: Int
        var sound: any SoundPlayer
        var team: String?
        /// Big glyphs (projector mode) or today's plain look.
        var big: BigDisplay
    }

    /// How a full-screen card was left.
    enum CardAnswer: Equatable {
        /// A key, after the card's first `grace` seconds.
        case key(KeyCommand)
        /// Nobody pressed a key in time.
        case timeout
        /// Ctrl-D.
        case inputEnded
        /// A signal (or a closed terminal) that ends the game.
        case signal(Int32)
    }

    /// Shows the card `render` draws for the terminal's size (again after a resize) until a key comes
    /// (keys in the first `grace` seconds are dropped: they were meant for what came before) or `timeout`
    /// seconds pass (nil: no limit). `accepts` says which keys leave the card; others are ignored.
    static func showCard(
        grace: Double, timeout: Double?, accepts: (KeyCommand) -> Bool = { _ in true },
        _ render: (_ width: Int, _ height: Int) -> [String]
    ) -> CardAnswer {
        TerminalScreen.enter()
        let clock = SystemMonotonicClock()
        while true {
            let size = TerminalScreen.size
            TerminalScreen.draw(render(size.width, size.height))
            let left = timeout.map { $0 - clock.now }
            if let left, left <= 0 { return .timeout }
            switch waitForKeys(seconds: left) {
            case .stop(let signal): return .signal(signal)
            case .nothing: continue
            case .keys(let commands):
                guard clock.now >= grace else { continue }
                if commands.contains(.endOfInput) { return .inputEnded }
                if let chosen = commands.first(where: accepts) { return .key(chosen) }
            }
        }
    }

    /// What a wait outside play brought: keys, nothing to act on (time passed, a resize, a return from
    /// Ctrl-Z), or a signal or closed terminal that ends the game.
    private enum Waited {
        case keys([KeyCommand])
        case nothing
        case stop(signal: Int32)
    }

    /// Waits up to `seconds` (nil: without limit) for keys, dealing with resizes and Ctrl-Z on the way.
    private static func waitForKeys(seconds: Double?) -> Waited {
        switch InputWait.wait(seconds: seconds) {
        case .signal(let signal): return .stop(signal: signal)
        case .resized:
            KeyInput.resized()
            return .nothing
        case .suspend:
            TerminalSession.suspend()
            return .nothing
        case .timeout: return .nothing
        case .readable:
            let commands = KeyInput.readAvailable()
            return commands.contains(.hangup) ? .stop(signal: SIGHUP) : .keys(commands)
        }
    }

    /// Waits for Enter (or the quit key) before a round. Returns an outcome only when the round should not start.
    static func confirmStart(_ state: ScreenState, presentation: Presentation) -> Outcome? {
        var state = state
        while true {
            draw(state, presentation)
            switch waitForKeys(seconds: nil) {
            case .stop(let signal): return .signal(signal)
            case .nothing: continue
            case .keys(let commands):
                for command in commands {
                    switch command {
                    case .confirm, .right, .yes: return nil
                    case .quit: return .cancelled
                    case .endOfInput: return .inputEnded
                    default: state.note = presentation.strings.confirmStart
                    }
                }
            }
        }
    }

    /// Counts `seconds` down before the clock starts. Returns an outcome only when the round should not start.
    static func leadIn(_ seconds: Int, round: Round, presentation: Presentation) -> Outcome? {
        guard seconds > 0 else { return nil }
        let clock = SystemMonotonicClock()
        var state = ScreenState(round: round, warningSeconds: presentation.warningSeconds, mode: .leadIn(seconds), team: presentation.team)
        while true {
            let left = Double(seconds) - clock.now
            if left <= 0 { return nil }
            state.mode = .leadIn(Int(left.rounded(.up)))
            draw(state, presentation)
            switch waitForKeys(seconds: Round.secondsUntilDisplayChanges(timeLeft: left)) {
            case .stop(let signal): return .signal(signal)
            case .nothing: continue
            case .keys(let commands):
                if commands.contains(.quit) { return .cancelled }
                if commands.contains(.endOfInput) { return .inputEnded }
            }
        }
    }

    /// Plays `round` until it ends. `onStart` runs as the clock starts.
    static func play(_ round: inout Round, presentation: Presentation, onStart: () -> Void) -> Outcome {
        var mode = ScreenMode.playing
        var note: String?
        var pausedForHelp = false
        var cues = SoundSchedule()
        onStart()
        round.start()
        while !round.isOver {
            presentation.sound.play(cues.cues(for: round))
            let paused = round.phase == .paused
            var state = ScreenState(
                round: round, warningSeconds: presentation.warningSeconds, mode: paused && mode == .playing ? .paused : mode,
                team: presentation.team, note: note)
            if paused { state.word = nil }  // the word stays hidden under the quit question and the help too
            draw(state, presentation)
            switch InputWait.wait(seconds: round.secondsUntilNextTick) {
            case .timeout:
                round.tick()
            case .resized:
                KeyInput.resized()
            case .suspend:
                // Ctrl-Z: nobody plays while the game is stopped.
                if round.phase == .running { round.togglePause() }
                TerminalSession.suspend()
            case .signal(let signal):
                round.stop(.interrupted)
                return .signal(signal)
            case .readable:
                note = nil
                for command in KeyInput.readAvailable() {
                    if command == .hangup {
                        round.stop(.interrupted)
                        return .signal(SIGHUP)
                    }
                    handle(
                        command, round: &round, mode: &mode, note: &note, pausedForHelp: &pausedForHelp,
                        strings: presentation.strings)
                    if round.isOver { break }
                }
                KeyInput.useQuestionKeys(mode == .confirmQuit && !round.isOver)
            }
        }
        presentation.sound.play(cues.cues(for: round))
        return KeyInput.inputEnded ? .inputEnded : .finished
    }

    /// Applies one key. The help stops the clock while it is shown (`pausedForHelp` remembers that it was
    /// the help that paused it, so closing the help resumes it).
    private static func handle(
        _ command: KeyCommand, round: inout Round, mode: inout ScreenMode, note: inout String?,
        pausedForHelp: inout Bool, strings: Strings
    ) {
        if command == .endOfInput {
            round.stop(.eof)
            return
        }
        switch mode {
        case .help:
            mode = .playing
            if pausedForHelp && round.phase == .paused { round.togglePause() }
            pausedForHelp = false
            return
        case .confirmQuit:
            if command == .yes { round.stop(.quit) }
            mode = .playing
            return
        default:
            break
        }
        switch command {
        case .right: round.answer(.correct)
        case .wrong: round.answer(.wrong)
        case .undo: round.undo()
        case .pause: round.togglePause()
        case .quit: mode = .confirmQuit
        case .help:
            mode = .help
            if round.phase == .running {
                round.togglePause()
                pausedForHelp = true
            }
        case .unknown: note = strings.unknownKey
        case .confirm, .yes, .endOfInput, .hangup: break
        }
    }

    /// Shows `prompt` on the normal screen and waits for a key, read with the question keys
    /// (`guess-prompt`): the command it made (nil for Ctrl-D) or the signal that arrived. Keys typed
    /// before the prompt, or in its first `grace` seconds, are dropped: a `y` meant for the last word of a
    /// round must not answer the question that follows it.
    static func ask(_ prompt: String, paint: Paint, grace: Double) -> (command: KeyCommand?, signal: Int32?) {
        Console.output(paint.bold(prompt) + " ")
        let clock = SystemMonotonicClock()
        KeyInput.useQuestionKeys(true)
        defer { KeyInput.useQuestionKeys(false) }
        while true {
            switch waitForKeys(seconds: nil) {
            case .stop(let signal):
                Console.output("\r\n")
                return (nil, signal)
            case .nothing: continue
            case .keys(let commands):
                guard clock.now >= grace, let first = commands.first else { continue }
                Console.output("\r\n")
                return (first == .endOfInput ? nil : first, nil)
            }
        }
    }

    /// Draws the round screen; paused in projector mode, the paused card instead.
    private static func draw(_ state: ScreenState, _ presentation: Presentation) {
        let size = TerminalScreen.size
        var state = state
        state.big = presentation.big
        if state.mode == .paused && presentation.big == .auto {
            TerminalScreen.draw(
                Cards.paused(
                    secondsLeft: state.secondsLeft, width: size.width, height: size.height, strings: presentation.strings,
                    paint: presentation.paint))
            return
        }
        TerminalScreen.draw(
            RoundScreen.render(state, width: size.width, height: size.height, strings: presentation.strings, paint: presentation.paint))
    }
}
