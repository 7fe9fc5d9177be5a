import GuessGame
import GuessHistory
import GuessRoom
import GuessScreens
import GuessText

/// One game's wiring: the engine, the runner that keeps its history, exports and cues, and its front ends
/// (the terminal's or a pipe's, with the phones beside when a room is open), on the platform's services. The
/// play command decides what the game is (`PlaySession`) and opens what it needs (the store, the room, the
/// sound); this plays it.
package struct GameWiring {
    /// The game.
    package var engine: GameEngine
    /// Where its history goes.
    package var recorder: HistoryRecorder
    /// Its cues.
    package var sound: SoundPlayer
    /// `--export`'s file, if any, written through `files`.
    package var export: ExportTarget?
    /// Writes exports without replacing what is not one.
    package var files: ExportFiles
    /// The interface's language.
    package var strings: Strings
    /// Colour, or none.
    package var paint: Paint
    /// Seconds left when the clock turns to a warning.
    package var warningSeconds: Int
    /// Big glyphs on the terminal.
    package var big: BigDisplay
    /// Where the word is shown when phones play.
    package var placement: WordPlacement
    /// How many players the phones may add.
    package var playerCap: Int
    /// The open room, if any.
    package var phones: PhoneSession?
    /// What the game just played did to its league (read from the store once it is over), for the phones.
    package var league: ((GameEngine) -> LeagueResult?)?
    /// What a party game was started with, kept so that it can be resumed.
    package var setup: GameSetup?
    /// The stored game this one continues, and the round its cut-off turn left, if resumed.
    package var resumedGameID: Int64?
    /// The round of the resumed game's cut-off turn, which the first turn played replaces.
    package var replacedRound: Int64?
    /// A deck smaller than the game needs: said on the start screen (a pipe: on standard error), and its
    /// short form where the screen is small.
    package var deckWarning: (long: String, short: String)?

    /// The wiring of `engine`, its history kept by `recorder` and its cues played on `sound`.
    package init(
        engine: GameEngine, recorder: HistoryRecorder, sound: SoundPlayer, files: ExportFiles, strings: Strings,
        paint: Paint, warningSeconds: Int
    ) {
        self.engine = engine
        self.recorder = recorder
        self.sound = sound
        self.files = files
        self.strings = strings
        self.paint = paint
        self.warningSeconds = warningSeconds
        big = .auto
        placement = .phone
        playerCap = Room.defaultPlayerCap
    }

    /// How a game played out: its exit status, why a pipe's input ended early (if it did), and the lines the
    /// terminal leaves after the game, with where they go.
    package struct Outcome {
        /// The exit status the game ended with.
        package var status: Int32
        /// A pipe's input that ended early (a line too long), to report.
        package var inputProblem: GuessError?
        /// The terminal's last lines (the scores), if a terminal played.
        package var closingLines: [String]
        /// Whether those lines go to standard error (the terminal is not standard output).
        package var closingToStandardError: Bool
    }

    /// Plays the game at the terminal when `interactive`, else through standard input's lines, with the phones
    /// beside when a room is open; waits for the history to be written.
    package func play(interactive: Bool, on platform: PlayPlatform) -> Outcome {
        let runner = GameRunner(
            engine: engine, recorder: recorder, sound: sound, export: export, files: files, strings: strings,
            interrupted: platform.takeEnding, say: interactive ? platform.errorAtLineStart : nil)
        runner.setup = setup
        runner.resumedGameID = resumedGameID
        runner.replacedRound = replacedRound
        let wake = phones?.wakeFileDescriptor ?? -1
        guard interactive else {
            if let deckWarning { platform.error("guess: " + deckWarning.long) }
            let pipe = PipeFrontEnd(
                input: platform.standardInput(wake), strings: strings, output: platform.output,
                report: platform.error)
            let status = runner.run(besidePhones(pipe))
            recorder.flush()
            return Outcome(
                status: status, inputProblem: pipe.inputProblem, closingLines: [], closingToStandardError: true)
        }
        let terminal = terminalFrontEnd(platform.terminal(wake, strings), width: platform.terminalWidth())
        let game = besidePhones(terminal)
        let status = platform.inTerminal { runner.run(game) }
        recorder.flush()
        return Outcome(
            status: status, inputProblem: nil, closingLines: terminal.closingLines,
            closingToStandardError: terminal.closingToStandardError)
    }

    /// The terminal's front end on `device`, with the start screen's notes and the room's cards.
    private func terminalFrontEnd(_ device: TerminalDevice, width: Int) -> TerminalFrontEnd {
        let frontEnd = TerminalFrontEnd(
            terminal: device, strings: strings, paint: paint, warningSeconds: warningSeconds, big: big)
        frontEnd.showsWord = phones == nil || placement.terminalShowsWord
        frontEnd.startNote = deckWarning?.long
        frontEnd.startNoteShort = deckWarning?.short
        if let phones {
            frontEnd.joinCard = phones.joinCard(width: width, strings: strings, colour: paint.enabled)
            frontEnd.keyedCards = phones.keyedCards(width: width, strings: strings, colour: paint.enabled)
            frontEnd.joinCardAgain = phones.joinCard(width: width, strings: strings, colour: paint.enabled, again: true)
        }
        return frontEnd
    }

    /// `inner` with the phones beside it when a room is open.
    private func besidePhones(_ inner: GameFrontEnd) -> GameFrontEnd {
        phones?.frontEnd(
            beside: inner, placement: placement, warningSeconds: warningSeconds, strings: strings,
            playerCap: playerCap, league: league) ?? inner
    }
}
