import GuessConfig
import GuessGame
import GuessHistory
import GuessRoom
import GuessScreens
import GuessServer
import GuessWords

/// How `guess play` and `guess history resume` turn the host's choices and the configuration into a game:
/// the rules, turns, seconds and word placement a game is played with (the options over the configuration, a
/// resumed game's own setup over both), its setup as the store keeps it, and the session the engine draws
/// from. The commands only wire the terminal, the pipe, the phones and the store around what this decides.
package struct PlaySession: Sendable {
    /// What the host asked for.
    package var choices: PlayChoices
    /// The configuration in effect.
    package var config: GameConfig
    /// The game being continued, if any: its setup wins over the choices and the configuration.
    package var resumed: ResumableGame?

    /// A session of `choices` over `config`, continuing `resumed` when given.
    package init(choices: PlayChoices, config: GameConfig, resumed: ResumableGame? = nil) {
        self.choices = choices
        self.config = config
        self.resumed = resumed
    }

    /// The host's rules: a resumed game's own, else the options over the configuration.
    package var rules: GameRules {
        if let resumed { return resumed.setup.rules }
        let target = choices.target ?? (config.targetScore > 0 ? config.targetScore : nil)
        return GameRules(
            passesPerTurn: choices.passes ?? (config.passes >= 0 ? config.passes : nil),
            passPenalty: choices.passPenalty || config.passPenalty, targetScore: target,
            addSeconds: config.addSeconds,
            turnsAreOnlyACap: target != nil && choices.turns == nil && config.turns == 1,
            maxAddedSeconds: config.maxAddedSeconds)
    }

    /// Turns each team is due: `--turns`, else the configuration's; a game won by score whose configuration
    /// keeps the default single turn plays up to `GameRules.turnsWhenPlayingToScore` turns each (the score
    /// ends it).
    package var turnsPerTeam: Int {
        if let turns = choices.turns { return turns }
        if rules.targetScore != nil && config.turns == 1 { return GameRules.turnsWhenPlayingToScore }
        return config.turns
    }

    /// What happens once every word was shown: a resumed game's, else `--on-exhausted`, else the configuration's.
    package var onExhausted: ExhaustionPolicy {
        resumed?.setup.onExhausted ?? choices.onExhausted ?? config.onExhausted
    }

    /// A turn's length: a resumed game's, else `--seconds`, else the configuration's.
    package var seconds: Int { resumed?.setup.seconds ?? choices.seconds ?? config.roundSeconds }

    /// Where the word shows when phones join: `--word-on`, else the configuration's `party.word_on`.
    package var wordPlacement: WordPlacement { choices.wordOn ?? config.wordOn }

    /// Big letters or plain text: `--big`, else the configuration's.
    package var bigDisplay: BigDisplay { choices.big ?? config.big }

    /// The most players phones may add: `--max-players`, else the configuration's.
    package var playerCap: Int { choices.maxPlayers ?? config.maxPlayers }

    /// Games whose words are held back for fresh words first: none with `--no-fresh`.
    package var freshGames: Int { choices.noFresh ? 0 : config.freshGames }

    /// The game's setup as the store keeps it (what a resume plays again): `teams` in turn order, the bank and
    /// words named, the default tier, the tier weights and the seed the deck was shuffled with.
    package func setup(
        teams: [TeamLineup], bank: String?, words: [String], defaultTier: String, weights: [Double], seed: UInt64?
    ) -> GameSetup {
        var setup = GameSetup(
            teams: teams, turnsPerTeam: turnsPerTeam, penalty: choices.penalty || config.penalty,
            tieBreak: config.tieBreak, seconds: choices.seconds ?? config.roundSeconds, bank: bank, words: words,
            defaultTier: defaultTier, weights: weights, onExhausted: choices.onExhausted ?? config.onExhausted,
            seed: seed)
        setup.rules = rules
        setup.league = choices.league ?? config.league
        return setup
    }

    /// The session the engine draws from: `loaded`'s words by `weights` through `drawFilter`, shuffled by
    /// `generator`, drawing the words `recentWords` gives last; a resumed game's turns restored and the words
    /// it showed spent (its deck goes on without them, as the game's own deck would have).
    package func session(
        loaded: LoadedBank, weights: TierWeights, drawFilter: DrawFilter, generator: SplitMix64, seed: UInt64?,
        recentWords: @escaping () -> Set<String>
    ) -> GameSession {
        let session = GameSession(
            bank: loaded.bank, bankLabel: loaded.label, weights: weights, generator: generator, seed: seed,
            seconds: seconds, onExhausted: onExhausted, rules: rules, recentWords: recentWords)
        session.drawFilter = drawFilter
        if let resumed {
            session.restore(resumed.turns)
            session.spentWords = resumed.playedWords
        }
        return session
    }

    /// Single rounds when no team plays, else a party game: a resumed game's, or a new one of `setup`.
    package func kind(of setup: GameSetup) -> GameKind {
        if setup.teams.isEmpty { return .singleRounds }
        return .party(resumed?.party ?? setup.partyGame)
    }

    /// The engine's pacing: the terminal's (its countdown, waiting for Enter unless `--yes`, ignoring keys for
    /// `promptGrace` seconds after a question) when `interactive`, else a pipe's.
    package func engineSettings(interactive: Bool, promptGrace: Double) -> EngineSettings {
        interactive
            ? TerminalFrontEnd.settings(
                leadIn: choices.leadIn ?? config.leadInSeconds, confirm: !choices.startsAtOnce, grace: promptGrace,
                big: bigDisplay)
            : PipeFrontEnd.settings
    }
}
