import ArgumentParser
import Foundation
import GuessConfig
import GuessGame
import GuessHistory
import GuessText
import GuessWords

/// The teams and players of `guess play` (`--team NAME=PLAYER,…`, `--players … --teams N`, `party.teams`)
/// and continuing a game cut short (`--resume`, `guess history resume ID`).
extension Play {
    /// Checks `--team`, `--players`, `--teams` and `--resume` together (exit 64 on a problem).
    func validatePlayers() throws {
        let strings = Console.strings
        let named = team.map(TeamLineup.parse)
        if named.contains(where: { OutsideText.nameKey($0.name).isEmpty }) {
            throw ValidationError(strings.needsName("--team"))
        }
        if let problem = TeamLineup.check(named) {
            if case .repeatedTeam = problem { throw ValidationError(strings.teamsNeedDifferentNames) }
            throw ValidationError("--team: " + strings.lineupProblem(problem))
        }
        if resume || resumeGame != nil {
            let startsAnother =
                !team.isEmpty || players != nil || teams != nil || turns != nil || seconds != nil || penalty
                || deck.bank != nil || !deck.words.isEmpty || deck.weights != nil || deck.seed != nil
                || deck.tier != Tier.custom.name || passes != nil || target != nil || passPenalty
            if startsAnother { throw ValidationError(strings.resumeTakesNoSetup) }
            return
        }
        guard let players else {
            if teams != nil { throw ValidationError(strings.teamsNeedPlayers) }
            return
        }
        let names = TeamLineup.splitNames(players)
        // The names and the count in all (200), before the deal; each team's count (30) once the number
        // of teams is known.
        if let problem = TeamLineup.checkDeal(names, teams: 0) {
            throw ValidationError("--players: " + strings.lineupProblem(problem))
        }
        if names.isEmpty { throw ValidationError(strings.needsName("--players")) }
        let count = teams ?? named.count
        guard (1...max(1, min(names.count, TeamLineup.teamLimit))).contains(count) else {
            throw ValidationError(strings.teamsOutOfRange(players: names.count))
        }
        if let problem = TeamLineup.checkDeal(names, teams: count) {
            throw ValidationError("--players: " + strings.lineupProblem(problem))
        }
        if !named.isEmpty && (named.count != count || named.contains { !$0.players.isEmpty }) {
            throw ValidationError(strings.dealNeedsNames(teams: count, names: named.count))
        }
    }

    /// The teams of a new game with their players: `--players` dealt into `--teams N` (named by `--team`,
    /// else by `party.teams` when it has N names, else numbered), else `--team`, else `party.teams`.
    /// The deal is seeded by `--seed` (apart from the deck, so the deck still draws as `guess draw`).
    func lineups(_ config: GameConfig, seed: UInt64?) throws(GuessError) -> [TeamLineup] {
        let named = team.map(TeamLineup.parse)
        guard let players else {
            if !named.isEmpty { return named }
            return config.teams.map { TeamLineup(name: $0, players: config.teamPlayers[$0] ?? []) }
        }
        let count = teams ?? named.count
        let names =
            !named.isEmpty
            ? named.map(\.name)
            : config.teams.count == count ? config.teams : (1...count).map(Console.strings.dealtTeam)
        var dealer = seed.map { SplitMix64(seed: $0 ^ Self.dealSalt) } ?? SplitMix64.fromEntropy().generator
        let dealt = TeamLineup.deal(TeamLineup.splitNames(players), into: names, generator: &dealer)
        if let problem = TeamLineup.check(dealt) { throw .usage(LocalizedText { $0.lineupProblem(problem) }) }
        return dealt
    }

    /// Mixed into `--seed` for the deal, so that dealing and drawing use different streams.
    private static let dealSalt: UInt64 = 0x5EA7_ED_D1_5C0_FFEE

    /// The game `--resume` (the most recent one cut short) or `--resume-game ID` continues; nil when
    /// neither was asked. Nothing to resume, an unknown id: exit 66; a game that cannot be resumed: 64.
    func resumableGame() throws(GuessError) -> ResumableGame? {
        guard resume || resumeGame != nil else { return nil }
        let strings = Console.strings
        guard let location = CommandContext.current.storeLocation(explicit: db) else {
            throw GuessError(StoreError.noLocation)
        }
        guard FileManager.default.fileExists(atPath: location.path) else {
            if let resumeGame { throw .missingInput(path: "history", reason: strings.noGameToResume(resumeGame)) }
            throw .missingInput(path: "history", reason: strings.nothingToResume)
        }
        let lookup: ResumeLookup
        do throws(StoreError) {
            let (store, notice) = try HistoryStore.open(location, access: .write)
            defer { try? store.close() }  // the game opens its own store for the recorder
            if let notice { Console.error(notice.line(Console.strings)) }
            lookup = try store.resumableGame(id: resumeGame)
        } catch {
            throw GuessError(error, storePath: location.path)
        }
        switch lookup {
        case .found(let game): return game
        case .notFound: throw .missingInput(path: "history", reason: strings.noGameToResume(resumeGame ?? 0))
        case .nothing: throw .missingInput(path: "history", reason: strings.nothingToResume)
        case .refused(let reason): throw .usage(strings.cannotResume(resumeGame ?? 0, reason))
        case .refusedLatest(let id, let reason): throw .usage(strings.cannotResume(id, reason))
        }
    }

    /// The line said before a resumed game's first turn.
    func resumedLine(_ game: ResumableGame, strings: Strings) -> String {
        let scores = strings.teamScores(
            game.party.scoreboard.map { (OutsideText.forTerminal($0.team), $0.score) })
        return strings.resuming(id: game.id, turnsPlayed: game.party.played.count, scores: scores)
    }
}

extension DeckOptions {
    /// These options with the bank, lists, tier and seed a stored game was started with.
    func resuming(_ setup: GameSetup) -> DeckOptions {
        var options = self
        options.bank = setup.bank
        options.words = setup.words
        options.tier = setup.defaultTier
        options.seed = setup.seed
        options.weights = nil
        return options
    }
}

extension GameSetup {
    /// The stored weights (checked when the setup was read; the standard ones otherwise).
    var tierWeights: TierWeights { (try? TierWeights(weights)) ?? .standard }
}
