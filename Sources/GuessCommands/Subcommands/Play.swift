import ArgumentParser
import Foundation
import GuessConfig
import GuessGame
import GuessHistory
import GuessPlay
import GuessRoom
import GuessScreens
import GuessServer
import GuessText
import GuessWords

/// `guess play`: hosts a round in the terminal (or reads commands from a pipe).
struct Play: GuessCommand {
    /// The help speaks of the settings in effect (the built-in defaults and the user's config file). The name
    /// is given: ArgumentParser would otherwise derive it from the type's name, by reflection, at each of
    /// its many mentions while it builds the tree of commands.
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "play",
            abstract:
                "Host a round: the word on screen, keys to mark it right or wrong, a \(ConfigFiles.defaults.roundSeconds)-second clock.",
            discussion: """
                Keys act at once: y or → right, n or ← wrong, u undo, space pause, e end the turn, \
                q end the game, Enter start the turn, ? help. They are readline commands (guess-right, \
                guess-wrong, guess-undo, guess-pause, guess-end-turn, guess-quit, guess-help) that can be \
                rebound in ~/.inputrc under `$if guess`.

                When standard input is not a terminal the round reads one command per line (y, n, u, p, \
                start, end, quit) and prints every word shown as WORD<TAB>TIER.
                """
        )
    }

    @Option(
        name: .long,
        help:
            "Length of the round in seconds (1 to 86400; default from the config: \(ConfigFiles.defaults.roundSeconds))."
    )
    var seconds: Int?

    @Option(
        name: .customLong("lead-in"),
        help:
            "Countdown before the clock starts, in seconds (0 skips it; default from the config: \(ConfigFiles.defaults.leadInSeconds))."
    )
    var leadIn: Int?

    @Flag(name: .long, help: "Start without waiting for Enter.")
    var yes = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Write the round to FILE when it ends, however it ends (FILE.apkg or FILE.tsv: the words shown, to study).",
            valueName: "FILE"),
        completion: .file(extensions: ["json", "csv", "apkg", "tsv"]))
    var export: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Write the game's results to FILE as one HTML page when it ends, as guess history report does.",
            valueName: "FILE"),
        completion: .file(extensions: ["html"]))
    var report: String?

    @Option(
        name: .long,
        help: ArgumentHelp("Export format: json or csv (default: from the extension).", valueName: "FORMAT"),
        completion: .list(["json", "csv"]))
    var format: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A team of a party game, in turn order, with its players in describing order if you like (红队=小王,小李,小张). Repeat for each team.",
            valueName: "NAME[=PLAYER,…]"))
    var team: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Players to deal at random into --teams N teams (seeded by --seed), separated by commas.",
            valueName: "A,B,C,…"))
    var players: String?

    @Option(name: .long, help: ArgumentHelp("How many teams to deal the --players into.", valueName: "N"))
    var teams: Int?

    @Flag(
        name: .long,
        help:
            "Continue the last party game cut short (closed lid, SIGHUP, crash, end of input) with its teams, scores, turns and words."
    )
    var resume = false

    /// The game `guess history resume ID` continues.
    @Option(name: .customLong("resume-game"), help: .hidden)
    var resumeGame: Int64?

    @Option(
        name: .long,
        help: "Turns each team plays in a party game (default from the config: \(ConfigFiles.defaults.turns)).")
    var turns: Int?

    @Flag(name: .long, help: "In a party game, a wrong answer costs a point.")
    var penalty = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Passes each turn may use with s or ↓ (0 to 1000; default from the config: as many as wanted).",
            valueName: "N"))
    var passes: Int?

    @Flag(name: .customLong("pass-penalty"), help: "A pass costs a point.")
    var passPenalty = false

    @Option(
        name: .customLong("to"),
        help: ArgumentHelp(
            "Win by score: the first team to reach N points once every team has had the same number of turns (--turns still caps the game; without --turns, up to 100 turns each).",
            valueName: "N"))
    var target: Int?

    @Flag(
        name: .customLong("no-history"),
        help: "Do not keep this game in the history store (it is still read for fresh words first).")
    var noHistory = false

    @Flag(name: .customLong("no-fresh"), help: "Draw recently played words like any other (no fresh-words-first).")
    var noFresh = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The league this game counts in (guess league NAME; default: party.league in the config, else none).",
            valueName: "NAME"))
    var league: String?

    /// `--db`, shared with the history commands (and its check that a name was given).
    @OptionGroup var store: StoreOptions

    /// The history store named by `--db`, if one was.
    var db: String? { store.db }

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Sound: auto (the sound server, else the bell), bell or off (default from the config: \(ConfigFiles.defaults.sound.rawValue); through a pipe: off).",
            valueName: "auto|bell|off"), completion: .list(["auto", "bell", "off"]))
    var sound: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Big letters for a room (projector mode): auto, or off for plain text (default from the config: \(ConfigFiles.defaults.big.rawValue)).",
            valueName: "auto|off"), completion: .list(["auto", "off"]))
    var big: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Let phones join: serve the game's pages on [HOST:]PORT (every interface without HOST; port 0: any free port; default from the config: party.serve).",
            valueName: "[HOST:]PORT"))
    var serve: String?

    @Option(
        name: .customLong("public-url"),
        help: ArgumentHelp(
            "With phones behind an HTTPS reverse proxy (remote play): the public address every printed link and QR code uses, and the only other origin the server accepts.",
            valueName: "https://NAME[:PORT]"))
    var publicURL: String?

    @Option(
        name: .customLong("trusted-proxy"),
        help: ArgumentHelp(
            "With phones behind a reverse proxy: an address or network (127.0.0.1, ::1, 10.0.0.0/8) trusted to name its clients in X-Forwarded-For. Repeat for each proxy (default from the config: party.trusted_proxies).",
            valueName: "ADDRESS[/BITS]"))
    var trustedProxy: [String] = []

    @Flag(
        name: .customLong("no-serve"),
        help:
            "No phones: no server, though party.serve or a resumed game's room would open one (--resume of a served game then continues without its phones)."
    )
    var noServe = false

    @Option(
        name: .customLong("keys-file"),
        help: ArgumentHelp(
            "With phones, write the host's remote's and the board's addresses (with their keys) to FILE (created 0600) instead of standard error.",
            valueName: "FILE"), completion: .file())
    var keysFile: String?

    @Option(
        name: .customLong("word-on"),
        help: ArgumentHelp(
            "With phones, where the word shows: phone (the describer's and host's; the terminal shows the board), board (the board page too), terminal or both (default from the config: \(ConfigFiles.defaults.wordOn.rawValue)).",
            valueName: "phone|board|terminal|both"), completion: .list(WordPlacement.allCases.map(\.rawValue)))
    var wordOn: String?

    @Option(
        name: .customLong("max-players"),
        help: ArgumentHelp(
            "With phones, the most players they may add, 1 to \(TeamLineup.playerLimit) (default from the config: \(ConfigFiles.defaults.maxPlayers)).",
            valueName: "N"))
    var maxPlayers: Int?

    @Option(
        name: .customLong("on-exhausted"),
        help: ArgumentHelp(
            "When every word has been shown: end the round, or reshuffle and go on (default from the config: \(ConfigFiles.defaults.onExhausted.rawValue)).",
            valueName: "end|reshuffle"), completion: .list(ExhaustionPolicy.allCases.map(\.rawValue)))
    var onExhausted: String?

    @Flag(
        name: .customLong("no-bom"),
        help: "Write a CSV export without the UTF-8 byte order mark (for tools that dislike it).")
    var noBOM = false

    @OptionGroup var deck: DeckOptions

    @OptionGroup var readings: ReadingOptions

    mutating func validate() throws {
        try validateNumbers()
        try validatePlayers()
        try validateRoom()
        try validateChoices()
        try validateExport()
    }

    /// The numbers within their limits (GameLimits).
    private func validateNumbers() throws {
        if let seconds, !GameLimits.roundSeconds.contains(seconds) {
            throw Self.outOfRange("--seconds", GameLimits.roundSeconds)
        }
        if let leadIn, !GameLimits.leadInSeconds.contains(leadIn) {
            throw Self.outOfRange("--lead-in", GameLimits.leadInSeconds)
        }
        if let turns, !GameLimits.turnsPerTeam.contains(turns) {
            throw Self.outOfRange("--turns", GameLimits.turnsPerTeam)
        }
        if let passes, !GameLimits.passesPerTurn.contains(passes) {
            throw Self.outOfRange("--passes", GameLimits.passesPerTurn)
        }
        if let target, !GameLimits.targetScore.contains(target) {
            throw Self.outOfRange("--to", GameLimits.targetScore)
        }
    }

    /// The phones' options: the address, the public address, the proxies, the players' cap, the word's place.
    private func validateRoom() throws {
        if let serve, ServeAddress(serve) == nil {
            throw ValidationError(
                Console.strings.pick(
                    "--serve expects [HOST:]PORT with a port from 0 to 65535, found '\(OutsideText.forTerminal(serve, limit: 40))'",
                    "--serve 应为 [主机:]端口（端口 0 到 65535），实际为“\(OutsideText.forTerminal(serve, limit: 40))”"))
        }
        if let publicURL, PublicURL(publicURL) == nil {
            throw ValidationError(
                Console.strings.pick(
                    "--public-url expects https://NAME or https://NAME:PORT (no path), found '\(OutsideText.forTerminal(publicURL, limit: 60))'",
                    "--public-url 应为 https://名称 或 https://名称:端口（不带路径），实际为“\(OutsideText.forTerminal(publicURL, limit: 60))”"
                ))
        }
        if let invalid = TrustedProxies.firstInvalid(trustedProxy) {
            throw ValidationError(
                Console.strings.pick(
                    "--trusted-proxy expects an address or network (127.0.0.1, ::1, 10.0.0.0/8), found '\(OutsideText.forTerminal(invalid, limit: 60))'",
                    "--trusted-proxy 应为地址或网段（127.0.0.1、::1、10.0.0.0/8），实际为“\(OutsideText.forTerminal(invalid, limit: 60))”"
                ))
        }
        if noServe, serve != nil {
            throw ValidationError(
                Console.strings.pick("--no-serve and --serve cannot be given together", "--no-serve 与 --serve 不能同时使用"))
        }
        if let maxPlayers, !(1...TeamLineup.playerLimit).contains(maxPlayers) {
            throw ValidationError(Console.strings.mustBeBetween("--max-players", 1, TeamLineup.playerLimit))
        }
        if let wordOn, WordPlacement(rawValue: wordOn) == nil {
            throw ValidationError(Console.strings.mustBeOneOf("--word-on", WordPlacement.allCases.map(\.rawValue)))
        }
    }

    /// The sound, the big glyphs, the league's name and what to do when the deck runs out.
    private func validateChoices() throws {
        if let sound, SoundSetting(rawValue: sound) == nil {
            throw ValidationError(Console.strings.mustBeOneOf("--sound", ["auto", "bell", "off"]))
        }
        if let big, BigDisplay(rawValue: big) == nil {
            throw ValidationError(Console.strings.mustBeOneOf("--big", ["auto", "off"]))
        }
        if let league, LeagueName.checked(league) == nil {
            throw ValidationError(Console.strings.badLeagueName(OutsideText.forTerminal(league, limit: 60)))
        }
        if let onExhausted, ExhaustionPolicy(rawValue: onExhausted) == nil {
            throw ValidationError(
                Console.strings.mustBeOneOf("--on-exhausted", ExhaustionPolicy.allCases.map(\.rawValue)))
        }
    }

    /// `--export` and `--format`: a format the file can take.
    private func validateExport() throws {
        if format != nil && export == nil { throw ValidationError(Console.strings.formatNeedsExport) }
        if let format, (ExportFormat(rawValue: format) == nil || format == "md") && StudyFormat(rawValue: format) == nil
        {
            throw ValidationError(Console.strings.mustBeOneOf("--format", ["json", "csv", "apkg", "tsv"]))
        }
        if let export, format == nil, StudyFormat.forPath(export) == nil {
            guard let implied = ExportFormat.forPath(export), implied != .md else {
                throw ValidationError(Console.strings.unknownExportFormat(OutsideText.forTerminal(export)))
            }
        }
    }

    func execute() throws(GuessError) -> Int32 {
        // A reader that goes away (`guess play | head`) must not kill the round before it is saved.
        signal(SIGPIPE, SIG_IGN)
        let context = CommandContext.current
        let game = try prepareGame()
        // The phones' server listens before anything is written: an address that cannot be bound ends
        // the command here, with no history kept.
        let phones = try openRoom(game)
        defer { phones?.stop() }
        if let phones {
            try announce(
                phones, strings: game.strings, interactive: context.inputIsTerminal && context.outputIsTerminal)
        }
        let recorder = openRecorder(game.config)
        phones?.keepRoom = { room in recorder.keepRoom(room) }
        if let resumed = game.resumed { Console.error("guess: " + resumedLine(resumed, strings: game.strings)) }
        // At a clean exit the store's own file holds everything (its write-ahead log folded in).
        defer {
            recorder.close()
            if let notice = recorder.takeNotice() { Console.error(notice.line(Console.strings)) }
        }
        // Declared before the sound's: runs after it, once the last cue has played.
        defer { TerminalSession.handBack() }
        let interactive = context.inputIsTerminal && context.outputIsTerminal
        if context.catchesSignals { SignalTrap.install(suspendable: interactive) }
        let sound = chooseSound(game.config, interactive: interactive, strings: game.strings)
        defer {
            sound.finish()
            if let notice = sound.takeNotice() { Console.error(notice) }
        }
        let wiring = try wire(game, recorder: recorder, phones: phones, sound: sound, interactive: interactive)
        let outcome = wiring.play(interactive: interactive, on: .console)
        return try finish(wiring.engine, outcome: outcome, league: wiring.setup?.league, game: game)
    }

    /// `--export FILE.apkg|tsv` (or `--format apkg|tsv`): the study deck, apart from a round's export.
    var studyFormat: StudyFormat? {
        guard let export else { return nil }
        if let format { return StudyFormat(rawValue: format) }
        return StudyFormat.forPath(export)
    }

    /// Writes the words the games `engine` played showed to `--export`'s file as a study deck (their
    /// details from the shipped banks, else from `bank`: a host's own list), with the export's care; says
    /// why on standard error and returns false when it cannot.
    func writeStudyDeck(_ engine: GameEngine, bank: WordBank, strings: Strings) -> Bool {
        guard let export, let studyFormat else { return true }
        let games = engine.playedGames
        guard !games.isEmpty else { return true }
        // The shipped banks hold every reading and gloss (the bank loaded for play keeps only those shown);
        // the loaded bank gives the host's own words.
        let shipped = ShippedWords()
        var entries: [String: Word] = [:]
        for index in 0..<bank.count {
            let word = bank.word(at: index)
            if entries[word.text] == nil { entries[word.text] = word }
        }
        do throws(GuessError) {
            let data = try StudyExport.data(
                StudyDeck.notes(of: games, lookup: { word, label in shipped.lookup(word, label) ?? entries[word] }),
                as: studyFormat,
                title: games[0].startedAt.listingText)
            try ExportWriter.writeSafely(
                data, to: export, protecting: CommandContext.current.protectedPaths(explicit: db))
            return true
        } catch {
            Console.error("guess: " + strings.exportFailed(error.localized(strings)))
            return false
        }
    }

    /// Writes the results of the games `engine` played to `--report`'s file, as `history report` does, with
    /// `result`, what the game did to its league; with the export's care; says why on standard error and
    /// returns false when it cannot.
    func writeReport(_ engine: GameEngine, league result: LeagueResult?, strings: Strings) -> Bool {
        guard let report else { return true }
        let games = engine.playedGames
        guard !games.isEmpty else { return true }
        let data = Data(HistoryReport.render(games, strings: strings, leagues: result.map { [0: $0] } ?? [:]).utf8)
        do throws(GuessError) {
            try ExportWriter.writeSafely(
                data, to: report, protecting: CommandContext.current.protectedPaths(explicit: db))
            return true
        } catch {
            Console.error("guess: " + strings.exportFailed(error.localized(strings)))
            return false
        }
    }

    /// The host's choices on the command line, for `PlaySession` to weigh against the configuration.
    var choices: PlayChoices {
        var choices = PlayChoices()
        choices.seconds = seconds
        choices.leadIn = leadIn
        choices.startsAtOnce = yes
        choices.turns = turns
        choices.penalty = penalty
        choices.passes = passes
        choices.passPenalty = passPenalty
        choices.target = target
        choices.onExhausted = onExhausted.flatMap(ExhaustionPolicy.init(rawValue:))
        choices.wordOn = wordOn.flatMap(WordPlacement.init(rawValue:))
        choices.big = big.flatMap(BigDisplay.init(rawValue:))
        choices.maxPlayers = maxPlayers
        choices.noFresh = noFresh
        choices.league = league.flatMap(LeagueName.checked)
        return choices
    }

    /// The error for an option's number outside `range`.
    private static func outOfRange(_ option: String, _ range: ClosedRange<Int>) -> ValidationError {
        ValidationError(Console.strings.mustBeBetween(option, range.lowerBound, range.upperBound))
    }

    /// Seconds during which keys are ignored after a question appears (0.5; `GUESS_PROMPT_GRACE` changes
    /// it, for tests that answer at once).
    static var promptGrace: Double {
        CommandContext.current.environment["GUESS_PROMPT_GRACE"].flatMap(Double.init).map { max(0, min($0, 10)) }
            ?? 0.5
    }
}
