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

/// What `guess play` settled before anything opens: the game resumed (if any), the deck and its bank, the
/// configuration, the export, the seed and the interface.
struct PreparedGame {
    /// The stored game `--resume` continues.
    var resumed: ResumableGame?
    /// The deck's options, the resumed game's where it had them.
    var deck: DeckOptions
    /// config.toml over the defaults.
    var config: GameConfig
    /// The tier weights in effect.
    var weights: TierWeights
    /// The bank loaded for play.
    var loaded: LoadedBank
    /// `--export`'s round export (not a study deck), if any.
    var exportTarget: ExportTarget?
    /// The draw's random source and the seed it was made from.
    var generator: SplitMix64
    /// The seed, kept with the game.
    var seed: UInt64?
    /// The interface's language and colours.
    var strings: Strings
    var paint: Paint
}

extension Play {
    /// Reads the resumed game, the configuration and the bank, and checks every file the game will write.
    func prepareGame() throws(GuessError) -> PreparedGame {
        let context = CommandContext.current
        let resumed = try resumableGame()
        let deck = resumed.map { self.deck.resuming($0.setup) } ?? self.deck
        let config = try deck.loadConfig()
        let weights = if let resumed { resumed.setup.tierWeights } else { try deck.effectiveWeights(config) }
        var loaded = try deck.loadBank(config)
        _ = try readings.apply(to: &loaded, config: config)
        let protected = context.protectedPaths(explicit: db)
        if let export { try ExportWriter.checkWritable(export, protecting: protected) }
        if let report { try ExportWriter.checkWritable(report, protecting: protected) }
        let display = Console.display(config)
        let exportTarget = export.flatMap { path -> ExportTarget? in
            guard studyFormat == nil else { return nil }
            return ExportTarget(
                path: path, format: format.flatMap(ExportFormat.init(rawValue:)) ?? ExportFormat.forPath(path) ?? .json,
                writesThrough: ExportWriter.writesThrough(path),
                options: ExportOptions(byteOrderMark: !noBOM, language: display.strings.language))
        }
        let (generator, seed) = deck.generator()
        return PreparedGame(
            resumed: resumed, deck: deck, config: config, weights: weights, loaded: loaded, exportTarget: exportTarget,
            generator: generator, seed: seed, strings: display.strings, paint: display.paint)
    }

    /// Opens the phones' room when a server is asked for (`--serve`, party.serve, or the resumed game's room,
    /// reopened where it was); nil without one. An address that cannot be bound ends the command here.
    func openRoom(_ game: PreparedGame) throws(GuessError) -> PhoneSession? {
        let context = CommandContext.current
        let reopened = serve == nil && !noServe ? game.resumed?.room?.address : nil
        let serveAddress = noServe ? nil : serve.flatMap(ServeAddress.init) ?? reopened ?? game.config.serve
        guard let serveAddress else {
            if publicURL != nil {
                throw .usage(
                    LocalizedText(
                        "--public-url needs a server for the phones: --serve [HOST:]PORT or party.serve",
                        "--public-url 需要手机服务器：--serve [主机:]端口 或 party.serve"))
            }
            if keysFile != nil {
                throw .usage(
                    LocalizedText(
                        "--keys-file needs a server for the phones: --serve [HOST:]PORT or party.serve",
                        "--keys-file 需要手机服务器：--serve [主机:]端口 或 party.serve"))
            }
            return nil
        }
        // A keys file that may not be written is refused before the room opens.
        if let keysFile { try KeysFile.mayReplace(keysFile, protecting: context.protectedPaths(explicit: db)) }
        // A resumed game opens the room it served (same code, keys and players held): open pages reconnect.
        let proxies = trustedProxy.isEmpty ? game.config.trustedProxies : TrustedProxies(trustedProxy) ?? .none
        do throws(GuessError) {
            return try PhoneSession.start(
                serveAddress, language: game.strings.language, publicURL: publicURL.flatMap(PublicURL.init),
                proxies: proxies, environment: context.environment, room: game.resumed?.room,
                endedCodes: servedRoomCodes())
        } catch {
            guard let reopened, serveAddress == reopened else { throw error }
            throw .runtime(
                LocalizedText { strings in
                    error.localized(strings)
                        + strings.pick(
                            " (the resumed game's room was at \(reopened.description), where its pages look for it: free that port and resume again, or resume with --serve [HOST:]PORT, where the phones join anew, or --no-serve, without phones)",
                            "（继续的游戏房间原在 \(reopened.description)，页面会在那里找它：请释放该端口后再继续，或用 --serve [主机:]端口 继续（手机需重新加入），或用 --no-serve 不带手机继续）"
                        )
                })
        }
    }

    /// The history store: written, or only read for fresh words (`--no-history`, history = false), or not at
    /// all (`--no-fresh` besides); says on standard error why it cannot be used, if it cannot.
    func openRecorder(_ config: GameConfig) -> HistoryRecorder {
        let environment = CommandContext.current.environment
        let recorder =
            noHistory || !config.history
            ? (noFresh
                ? HistoryRecorder.disabled : HistoryRecorder.readingOnly(explicitPath: db, environment: environment))
            : HistoryRecorder.open(explicitPath: db, environment: environment)
        if let notice = recorder.takeNotice() { Console.error(notice.line(Console.strings)) }
        return recorder
    }

    /// The sound the game plays its cues on (`--sound`, round.sound), saying why when it is not what was asked.
    func chooseSound(_ config: GameConfig, interactive: Bool, strings: Strings) -> SoundPlayer {
        let output = SoundOutput.choose(
            flag: sound.flatMap(SoundSetting.init), config: config, interactive: interactive, strings: strings)
        if let notice = output.notice { Console.error(notice) }
        return output.player
    }
}

extension Play {
    /// The game `game` describes, weighed by `PlaySession` against the configuration, wired to the store, the
    /// room and the sound.
    func wire(
        _ game: PreparedGame, recorder: HistoryRecorder, phones: PhoneSession?, sound: SoundPlayer, interactive: Bool
    ) throws(GuessError) -> GameWiring {
        let plan = PlaySession(choices: choices, config: game.config, resumed: game.resumed)
        let lineups =
            if let resumed = game.resumed { resumed.setup.teams } else { try lineups(game.config, seed: game.seed) }
        let setup = plan.setup(
            teams: lineups, bank: game.deck.bank, words: game.deck.words, defaultTier: game.deck.tier,
            weights: game.weights.values, seed: game.seed)
        let session = plan.session(
            loaded: game.loaded, weights: game.weights,
            drawFilter: game.deck.drawFilter(game.config).spelled(in: game.loaded.bank), generator: game.generator,
            seed: game.seed, recentWords: { recorder.wordsOfRecentGames(plan.freshGames) })
        let kind = plan.kind(of: setup)
        session.scripted = !interactive
        let settings = plan.engineSettings(interactive: interactive, promptGrace: Self.promptGrace)
        let engine = GameEngine(session: session, kind: kind, settings: settings, clock: SystemMonotonicClock())
        var wiring = GameWiring(
            engine: engine, recorder: recorder, sound: sound, files: SafeExportFiles(storePath: db),
            strings: game.strings, paint: game.paint, warningSeconds: game.config.warningSeconds)
        wiring.export = game.exportTarget
        wiring.big = plan.bigDisplay
        wiring.placement = plan.wordPlacement
        wiring.playerCap = plan.playerCap
        wiring.phones = phones
        wiring.setup = setup
        wiring.league = { [db] engine in LeagueLines.result(of: engine, league: setup.league, db: db) }
        wiring.resumedGameID = game.resumed?.id
        wiring.replacedRound = game.resumed?.cutRound
        // Before the first turn: a deck smaller than the game needs is said on the start screen (and on
        // standard error through a pipe).
        let estimate = DeckEstimate(
            session: session, kind: kind, historySecondsPerWord: recorder.secondsPerWord(bank: game.loaded.label))
        if estimate.isShort {
            let reshuffles = session.onExhausted == .reshuffle
            wiring.deckWarning = (
                game.strings.deckTooSmall(estimate, reshuffles: reshuffles),
                game.strings.deckTooSmallShort(estimate, reshuffles: reshuffles)
            )
        }
        return wiring
    }

    /// After the game: the terminal's last lines and the league's changes, the report and the study deck;
    /// the exit status (1 when a file could not be written, the input's problem thrown).
    func finish(_ engine: GameEngine, outcome: GameWiring.Outcome, league: String?, game: PreparedGame)
        throws(GuessError) -> Int32
    {
        // What the game did to its league, read from the store once for the last lines and the report.
        let result = LeagueLines.result(of: engine, league: league, db: db)
        let leagueLines = result.map { LeagueText.changes($0.changes, league: league, strings: game.strings) } ?? []
        for line in outcome.closingLines + leagueLines {
            if outcome.closingToStandardError { Console.error(line) } else { Console.output(line + "\n") }
        }
        let reported = writeReport(engine, league: result, strings: game.strings)
        let studied = writeStudyDeck(engine, bank: game.loaded.bank, strings: game.strings)
        if let problem = outcome.inputProblem { throw problem }
        return outcome.status == 0 && !(reported && studied) ? 1 : outcome.status
    }
}

extension PlayPlatform {
    /// This process's terminal (readline), standard input, signals and output streams.
    static var console: PlayPlatform {
        PlayPlatform(
            terminal: { wake, strings in ReadlineTerminal(alsoWaking: wake, strings: strings) },
            standardInput: { wake in StandardInput(descriptor: CommandContext.current.inputDescriptor, alsoWaking: wake)
            },
            terminalWidth: { TerminalScreen.size.width },
            inTerminal: { body in TerminalSession.run(body) },
            takeEnding: { SignalTrap.takeEnding() },
            output: { Console.output($0) },
            error: { Console.error($0) },
            errorAtLineStart: { Console.errorAtLineStart($0) })
    }
}
