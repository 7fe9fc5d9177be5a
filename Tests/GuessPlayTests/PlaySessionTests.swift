import GuessConfig
import GuessGame
import GuessPlay
import GuessRoom
import GuessScreens
import GuessServer
import Testing

@testable import GuessHistory

/// `PlaySession`: the host's choices weighed against the configuration, and a resumed game's own setup over
/// both — the policy `guess play` and `guess history resume` share, checked without a terminal.
@Suite("Play session: choices over the configuration")
struct PlaySessionTests {
    private let teams = [TeamLineup(name: "Red"), TeamLineup(name: "Blue")]

    private func setup(_ session: PlaySession) -> GameSetup {
        session.setup(
            teams: teams, bank: nil, words: [], defaultTier: "custom", weights: [20, 20, 20, 10, 30], seed: 1)
    }

    @Test("playing to a score with the default single turn plays up to the cap, which is only a cap")
    func playingToScoreLiftsTheSingleTurn() {
        var choices = PlayChoices()
        choices.target = 10
        let session = PlaySession(choices: choices, config: GameConfig())
        #expect(GameConfig().turns == 1)
        #expect(session.turnsPerTeam == GameRules.turnsWhenPlayingToScore)
        #expect(session.rules.targetScore == 10)
        #expect(session.rules.turnsAreOnlyACap)
        #expect(setup(session).turnsPerTeam == GameRules.turnsWhenPlayingToScore)
    }

    @Test("--turns with --to: the turns asked for, and they end the game too")
    func turnsGivenWithATarget() {
        var choices = PlayChoices()
        choices.target = 10
        choices.turns = 3
        let session = PlaySession(choices: choices, config: GameConfig())
        #expect(session.turnsPerTeam == 3)
        #expect(!session.rules.turnsAreOnlyACap)
    }

    @Test("the configuration's target plays to a score; party.to = 0 plays the turns")
    func configurationTarget() {
        var config = GameConfig()
        config.targetScore = 7
        #expect(PlaySession(choices: PlayChoices(), config: config).rules.targetScore == 7)
        config.targetScore = 0
        config.turns = 4
        let turns = PlaySession(choices: PlayChoices(), config: config)
        #expect(turns.rules.targetScore == nil)
        #expect(turns.turnsPerTeam == 4)
    }

    @Test("each option wins over the configuration; without it the configuration decides")
    func optionsOverConfiguration() {
        var config = GameConfig()
        config.roundSeconds = 90
        config.passes = -1
        config.wordOn = .terminal
        config.big = .off
        config.maxPlayers = 12
        config.onExhausted = .reshuffle
        config.freshGames = 5
        let plain = PlaySession(choices: PlayChoices(), config: config)
        #expect(plain.seconds == 90)
        #expect(plain.rules.passesPerTurn == nil)
        #expect(plain.wordPlacement == .terminal)
        #expect(plain.bigDisplay == .off)
        #expect(plain.playerCap == 12)
        #expect(plain.onExhausted == .reshuffle)
        #expect(plain.freshGames == 5)

        var choices = PlayChoices()
        choices.seconds = 30
        choices.passes = 2
        choices.passPenalty = true
        choices.penalty = true
        choices.wordOn = .both
        choices.big = .auto
        choices.maxPlayers = 3
        choices.onExhausted = .end
        choices.noFresh = true
        let chosen = PlaySession(choices: choices, config: config)
        #expect(chosen.seconds == 30)
        #expect(chosen.rules.passesPerTurn == 2)
        #expect(chosen.rules.passPenalty)
        #expect(chosen.wordPlacement == .both)
        #expect(chosen.bigDisplay == .auto)
        #expect(chosen.playerCap == 3)
        #expect(chosen.onExhausted == .end)
        #expect(chosen.freshGames == 0)
        let kept = setup(chosen)
        #expect(kept.seconds == 30)
        #expect(kept.penalty)
        #expect(kept.onExhausted == .end)
        #expect(kept.rules == chosen.rules)
    }

    @Test("a resumed game keeps its own rules, seconds and exhaustion whatever is chosen now")
    func resumedGameKeepsItsSetup() {
        var stored = GameSetup(
            teams: teams, turnsPerTeam: 2, penalty: false, tieBreak: true, seconds: 45, bank: nil, words: [],
            defaultTier: "custom", weights: [20, 20, 20, 10, 30], onExhausted: .reshuffle, seed: 9)
        stored.rules = GameRules(passesPerTurn: 1, passPenalty: true, targetScore: nil)
        let resumed = ResumableGame(
            id: 4, setup: stored, turns: [], party: stored.partyGame, cutRound: nil, playedWords: [], room: nil)
        var choices = PlayChoices()
        choices.seconds = 10
        choices.passes = 9
        choices.onExhausted = .end
        let session = PlaySession(choices: choices, config: GameConfig(), resumed: resumed)
        #expect(session.rules == stored.rules)
        #expect(session.seconds == 45)
        #expect(session.onExhausted == .reshuffle)
        guard case .party(let party) = session.kind(of: setup(session)) else {
            Issue.record("a resumed game is a party game")
            return
        }
        #expect(party.teams == ["Red", "Blue"])
        #expect(party.turnsPerTeam == 2)
        #expect(party.rules == stored.rules)
    }

    @Test("no teams: single rounds; the terminal waits for Enter unless --yes, a pipe never")
    func kindAndPacing() {
        let session = PlaySession(choices: PlayChoices(), config: GameConfig())
        let single = session.setup(
            teams: [], bank: nil, words: [], defaultTier: "custom", weights: [20, 20, 20, 10, 30], seed: 1)
        guard case .singleRounds = session.kind(of: single) else {
            Issue.record("no teams plays single rounds")
            return
        }
        let terminal = session.engineSettings(interactive: true, promptGrace: 0)
        #expect(terminal.waitsForHost)
        #expect(terminal.asksBeforeQuitting)
        #expect(terminal.leadInSeconds == GameConfig().leadInSeconds)
        var choices = PlayChoices()
        choices.startsAtOnce = true
        choices.leadIn = 0
        let atOnce = PlaySession(choices: choices, config: GameConfig()).engineSettings(
            interactive: true, promptGrace: 0)
        #expect(!atOnce.waitsForHost)
        #expect(atOnce.leadInSeconds == 0)
        #expect(!session.engineSettings(interactive: false, promptGrace: 0).asksBeforeQuitting)
    }
}
