import Foundation
import GuessGame
import GuessScreens
import GuessText

/// What one role's page is sent of the game: everything it draws, as one JSON object, after every change
/// and at once to a page that (re)connects. Made on the game loop's thread from the engine; the word is
/// in it only for the describer and the host, and only when the word shows on phones.
package struct PhoneState: Encodable, Equatable, Sendable {
    /// One team's line on the scoreboard.
    package struct Score: Encodable, Equatable, Sendable {
        /// The team's name, as typed by the host (pages show it as text, never as markup).
        package var team: String
        /// Its score.
        package var score: Int
    }

    /// A word of the turn that just ended, as the host's remote lists it to correct.
    package struct ReviewedWord: Encodable, Equatable, Sendable {
        /// The word.
        package var word: String
        /// Its mark (sent as `correct`, `wrong`, `passed`, `taboo` or `unanswered`).
        package var result: WordResult
    }

    /// A player of the room, as the host's remote lists them to hand over or to pick as describer.
    package struct Seat: Encodable, Equatable, Sendable {
        /// The player's name.
        package var name: String
        /// The player's team (nil in single rounds).
        package var team: String?
        /// Whether a phone holds the player now.
        package var present: Bool
        /// Whether a phone holds the player's token (held, even when its phone is away for a moment).
        package var held: Bool
        /// Whether the teams named the player (the public page offers these as buttons).
        package var named: Bool

        /// The line of `player`, a player of a room.
        package init(name: String, team: String?, present: Bool, held: Bool, named: Bool) {
            self.name = name
            self.team = team
            self.present = present
            self.held = held
            self.named = named
        }
    }

    /// The last turn played: its team and counts (never its words).
    package struct LastTurn: Encodable, Equatable, Sendable {
        /// The team that played it, nil in single rounds.
        package var team: String?
        /// Words guessed.
        package var correct: Int
        /// Words missed.
        package var wrong: Int
        /// Why it ended (sent as `RoundEndReason`'s name: `time` only when the time ran out).
        package var endedBy: RoundEndReason
    }

    /// The role this state is for.
    package var role: PhoneRole
    /// What the game is doing (sent as its name: `waiting`, `leadIn`, `playing`, `paused`, `help`,
    /// `quitQuestion`, `timesUp`, `playAgain`, `gameOver` or `finished`).
    package var phase: RoomPhase
    /// Seconds left on the clock (the turn's whole length before it starts, the lead-in included).
    package var secondsLeft: Int
    /// The lead-in's count, 3 2 1, while it runs (nil otherwise): the page shows it instead of a clock.
    package var countdown: Int?
    /// The round's length in seconds.
    package var totalSeconds: Int
    /// Seconds left from which the clock warns, as the terminal's clock does (`ClockWarning`); 0: never.
    package var warningSeconds: Int
    /// The team whose turn it is, nil in single rounds.
    package var team: String?
    /// Who describes the team's turn, when the team named its players (every page shows it; the
    /// describer's page asks that player to take the phone).
    package var describer: String?
    /// The number of the team's turn, from 1, and of turns each (party games).
    package var turn: Int?
    /// The game's number of that turn, from 1 (`PartyGame.turnInGame`: the third turn of the game is 3, as
    /// the results and `history show` number it); pages name the turn by it, the team's turn a detail.
    package var gameTurn: Int?
    /// Turns each team plays (party games).
    package var turnsPerTeam: Int?
    /// Words guessed in the turn in play (or the last).
    package var correct: Int
    /// Words missed in the turn in play (or the last).
    package var wrong: Int
    /// The scoreboard, best first (party games; empty otherwise).
    package var scoreboard: [Score]
    /// The winners, once a party game is over.
    package var winners: [String]
    /// The last turn played, for the recap card.
    package var last: LastTurn?
    /// The word on the card: describer and host only, while the clock runs.
    package var word: String?
    /// Where the word breaks by meaning, with the word when it has such breaks (`PhraseBreaks.parts`: its
    /// halves, each cut at its own halves): the card lays the word out on the lines these give, never a
    /// character alone.
    package var wordParts: [[String]]?
    /// The word's tier name, with the word.
    package var tier: String?
    /// The word's place in the turn, with the word: an answer names it (`{"do":"right","n":3}`), so one
    /// that arrives after the word left the card changes nothing.
    package var wordIndex: Int?
    /// Whether there is an answer to undo.
    package var canUndo: Bool
    /// The word's taboo words: the describer and the host (who referees them), with the word.
    package var taboo: [String]?
    /// The word's reading (pinyin or zhuyin), with the word, when the game shows readings.
    package var reading: String?
    /// The word's gloss: the describer only, with the word, when the game shows glosses (`--gloss`).
    package var gloss: String?
    /// Passes left in the turn in play, when the turn has a limit.
    package var passesLeft: Int?
    /// The words of the turn that just ended while it may be corrected, for the host's remote only (the
    /// board and the guests never receive a word).
    package var review: [ReviewedWord]?
    /// The teams in turn order (the host's bonus and penalty buttons name a team by its place here).
    package var teams: [String] = []
    /// The room's players (set by the server from its `Room`): the public page offers the named ones as
    /// buttons; the host's hand-over and describer buttons name a player by its place here. Names only:
    /// never a token.
    package var players: [Seat]?
    /// The address players join at, for the board's corner (set by the server; never holds a key).
    package var joinAddress: String?
    /// That address's QR code, a string of `0` and `1` per row of modules (the board draws it).
    package var joinQR: [String]?
    /// True when the turn shown is a tie-break (absent otherwise): pages name it "tie-break" (加赛), as the
    /// terminal does, instead of its number.
    package var tieBreak: Bool?
    /// The evening's results, once the game is over (`gameOver`, `finished`; set by the server, worked out
    /// once from the engine's records; absent before).
    package var results: PhoneResults?
    /// True while the host has locked the room (no new claims; set by the server, absent when open).
    package var locked: Bool?
    /// What this page may ask for now, in `actionOrder`: exactly the actions `RoomRules` allows its role
    /// in this phase (the guests' view serves players and guests: what the rules allow them all), so the
    /// page draws the buttons it is sent and decides none; the answers (and undo, in their row) only with
    /// the word they name (`wordIndex`). Empty for the board, the players and the guests.
    package var actions: [PhoneAction] = []

    /// The order the pages' buttons come in: the answers, the host's remote's game buttons (`HostAction`'s
    /// and the quit question's answers), the corrections and points, then the room's own actions.
    package static let actionOrder: [PhoneAction] = [
        .right, .wrong, .pass, .taboo, .undo, .start, .pause, .moreTime, .endTurn, .quit, .yes, .no, .fix, .bonus,
        .penalty, .handOver, .pickDescriber, .remove, .lock, .unlock,
    ]

    /// The actions the rules allow every role that `view` serves in `phase`, in `actionOrder`.
    package static func allowedActions(for view: PhoneRole, phase: RoomPhase) -> [PhoneAction] {
        let roles = RoomRole.allCases.filter { $0.view == view }
        return actionOrder.filter { action in
            roles.allSatisfy { RoomRules.allows(role: $0, phase: phase, action: action) }
        }
    }

    /// The state `role` is sent of `engine`'s game, with the word where `placement` puts it on phones;
    /// the clock warns from `warningSeconds`.
    package init(engine: GameEngine, role: PhoneRole, placement: WordPlacement, warningSeconds: Int) {
        self.role = role
        let round = engine.round
        phase = RoomPhase(engine: engine)
        let isCurrent = phase.showsTurn
        totalSeconds = engine.session.seconds
        if case .leadIn(let left) = engine.phase {
            countdown = left
            secondsLeft = engine.session.seconds
        } else if isCurrent, let round {
            secondsLeft = round.displayedSeconds
        } else if phase == .gameOver || phase == .finished || phase == .playAgain {
            secondsLeft = 0
        } else {
            secondsLeft = engine.session.seconds
        }
        // The terminal's rule, so every clock of the room turns red at the same second (0: never).
        self.warningSeconds = ClockWarning.threshold(warningSeconds: warningSeconds, roundSeconds: totalSeconds)
        team = engine.team
        describer = engine.describer
        if let party = engine.party {
            if let team = engine.team, phase != .gameOver, phase != .finished, phase != .playAgain {
                let played = party.turnsPlayed(by: team)
                // A turn is counted once it ends: on the time's-up card it is already among those played.
                turn = phase == .timesUp ? max(1, played) : played + 1
                gameTurn = phase == .timesUp ? max(1, party.turnInGame - 1) : party.turnInGame
            }
            // A tie-break turn goes past the turns each: it is then shown without the count, and named.
            turnsPerTeam = party.turnsAreOnlyACap || (turn ?? 0) > party.turnsPerTeam ? nil : party.turnsPerTeam
            if party.isTieBreak, (turn ?? 0) > party.turnsPerTeam { tieBreak = true }
            // During a turn (until it is recorded at its end) the playing team's line counts the turn's answers
            // so far: the scoreboard never says 0 beside a turn's ✓ 2.
            let live = phase.showsTurn && phase != .timesUp ? round : nil
            scoreboard = party.liveScoreboard(
                playing: live == nil ? nil : engine.team, correct: live?.correctCount ?? 0,
                wrong: live?.wrongCount ?? 0, passed: live?.passCount ?? 0
            ).map { Score(team: $0.team, score: $0.score) }
            teams = party.teams
            // The winners as the history names them (`GameOutcome`: none while the game is played).
            winners = engine.outcome?.winners ?? []
        } else {
            scoreboard = []
            winners = []
        }
        let ended = engine.session.records.last
        if phase == .timesUp, let ended {
            // The turn is kept: its counts as the record has them, after any correction.
            correct = ended.correct
            wrong = ended.wrong
        } else {
            correct = isCurrent ? round?.correctCount ?? 0 : 0
            wrong = isCurrent ? round?.wrongCount ?? 0 : 0
        }
        last = ended.map { LastTurn(team: $0.team, correct: $0.correct, wrong: $0.wrong, endedBy: $0.endedBy) }
        if role == .host, let turn = engine.correctableTurn, !isCurrent || phase == .timesUp {
            review = turn.words.map { ReviewedWord(word: $0.word, result: $0.result) }
        }
        canUndo = isCurrent && round?.canUndo == true
        passesLeft = isCurrent ? round?.passesLeft : nil
        if placement.sendsWord(to: role), phase == .playing,
            let shown = round?.currentWord
        {
            word = shown.word
            wordParts = PhraseBreaks.parts(of: shown.word)
            tier = shown.tier.name
            wordIndex = round?.currentIndex
            if role == .describer || role == .host, let words = round?.currentTaboo, !words.isEmpty { taboo = words }
            if let text = round?.currentReading, !text.isEmpty { reading = text }
            if role == .describer, let text = round?.currentGloss, !text.isEmpty { gloss = text }
        }
        let named = wordIndex != nil
        actions = Self.allowedActions(for: role, phase: phase).filter { named || !($0.answersAWord || $0 == .undo) }
    }

    /// The state as one line of JSON, the frame a page receives.
    package var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
