import Foundation

/// What one role's page is sent of the game: everything it draws, as one JSON object, after every change
/// and at once to a page that (re)connects. Made on the game loop's thread from the engine; the word is
/// in it only for the describer and the host, and only when the word shows on phones.
public struct PhoneState: Encodable, Equatable, Sendable {
    /// One team's line on the scoreboard.
    public struct Score: Encodable, Equatable, Sendable {
        /// The team's name, as typed by the host (pages show it as text, never as markup).
        public var team: String
        /// Its score.
        public var score: Int
    }

    /// A word of the turn that just ended, as the host's remote lists it to correct.
    public struct ReviewedWord: Encodable, Equatable, Sendable {
        /// The word.
        public var word: String
        /// Its mark: `correct`, `wrong`, `passed`, `taboo` or `unanswered`.
        public var result: String
    }

    /// The last turn played: its team and counts (never its words).
    public struct LastTurn: Encodable, Equatable, Sendable {
        /// The team that played it, nil in single rounds.
        public var team: String?
        /// Words guessed.
        public var correct: Int
        /// Words missed.
        public var wrong: Int
        /// Why it ended (`RoundEndReason`'s name).
        public var endedBy: String
    }

    /// The role this state is for.
    public var role: PhoneRole
    /// What the game is doing: `waiting` (a turn waits to start), `leadIn`, `playing`, `paused`, `help`,
    /// `quitQuestion`, `timesUp`, `playAgain`, `gameOver` or `finished`.
    public var phase: String
    /// Seconds left on the clock (the turn's whole length before it starts, the lead-in included).
    public var secondsLeft: Int
    /// The lead-in's count, 3 2 1, while it runs (nil otherwise): the page shows it instead of a clock.
    public var countdown: Int?
    /// The round's length in seconds.
    public var totalSeconds: Int
    /// Seconds left from which the clock warns.
    public var warningSeconds: Int
    /// The team whose turn it is, nil in single rounds.
    public var team: String?
    /// Who describes the team's turn, when the team named its players (every page shows it; the
    /// describer's page asks that player to take the phone).
    public var describer: String?
    /// The number of the team's turn, from 1, and of turns each (party games).
    public var turn: Int?
    /// Turns each team plays (party games).
    public var turnsPerTeam: Int?
    /// Words guessed in the turn in play (or the last).
    public var correct: Int
    /// Words missed in the turn in play (or the last).
    public var wrong: Int
    /// The scoreboard, best first (party games; empty otherwise).
    public var scoreboard: [Score]
    /// The winners, once a party game is over.
    public var winners: [String]
    /// The last turn played, for the recap card.
    public var last: LastTurn?
    /// The word on the card: describer and host only, while the clock runs.
    public var word: String?
    /// The word's tier name, with the word.
    public var tier: String?
    /// Whether there is an answer to undo.
    public var canUndo: Bool
    /// The word's taboo words: the describer only, with the word.
    public var taboo: [String]?
    /// The word's reading (pinyin or zhuyin), with the word, when the game shows readings.
    public var reading: String?
    /// The word's gloss: the describer only, with the word, when the game shows glosses (`--gloss`).
    public var gloss: String?
    /// Passes left in the turn in play, when the turn has a limit.
    public var passesLeft: Int?
    /// The words of the turn that just ended while it may be corrected, for the host's remote only (the
    /// board and the guests never receive a word).
    public var review: [ReviewedWord]?
    /// The teams in turn order (the host's bonus and penalty buttons name a team by its place here).
    public var teams: [String] = []

    /// The state `role` is sent of `engine`'s game, with the word where `placement` puts it on phones;
    /// the clock warns from `warningSeconds`.
    public init(engine: GameEngine, role: PhoneRole, placement: WordPlacement, warningSeconds: Int) {
        self.role = role
        let round = engine.round
        let isCurrent: Bool
        switch engine.phase {
        case .notStarted, .awaitingTurn:
            phase = "waiting"
            isCurrent = false
        case .leadIn:
            phase = "leadIn"
            isCurrent = false
        case .playing(let overlay):
            switch overlay {
            case .none: phase = round?.phase == .paused ? "paused" : "playing"
            case .help: phase = "help"
            case .quitQuestion: phase = "quitQuestion"
            }
            isCurrent = true
        case .timesUp, .showingRecap:
            // The board shows the turn's counts on both (never its words).
            phase = "timesUp"
            isCurrent = true
        case .askingToPlayAgain:
            phase = "playAgain"
            isCurrent = false
        case .showingFinalScoreboard:
            phase = "gameOver"
            isCurrent = false
        case .finished:
            phase = "finished"
            isCurrent = false
        }
        totalSeconds = engine.session.seconds
        if case .leadIn(let left) = engine.phase {
            countdown = left
            secondsLeft = engine.session.seconds
        } else if isCurrent, let round {
            secondsLeft = round.displayedSeconds
        } else {
            secondsLeft = engine.session.seconds
        }
        self.warningSeconds = min(warningSeconds, totalSeconds)
        team = engine.team
        describer = engine.describer
        if let party = engine.party {
            if let team = engine.team {
                let played = party.turnsPlayed(by: team)
                // A turn is counted once it ends: on the time's-up card it is already among those played.
                turn = engine.phase == .timesUp ? played : played + 1
            }
            turnsPerTeam = party.turnsAreOnlyACap ? nil : party.turnsPerTeam
            scoreboard = party.scoreboard.map { Score(team: $0.team, score: $0.score) }
            teams = party.teams
            winners = party.isOver ? party.winners : []
        } else {
            scoreboard = []
            winners = []
        }
        correct = isCurrent ? round?.correctCount ?? 0 : 0
        wrong = isCurrent ? round?.wrongCount ?? 0 : 0
        last = engine.session.records.last.map {
            LastTurn(team: $0.team, correct: $0.correct, wrong: $0.wrong, endedBy: $0.endedBy.rawValue)
        }
        if role == .host, let turn = engine.correctableTurn, !isCurrent || phase == "timesUp" {
            review = turn.words.map { ReviewedWord(word: $0.word, result: $0.result.rawValue) }
        }
        canUndo = isCurrent && round?.canUndo == true
        passesLeft = isCurrent ? round?.passesLeft : nil
        if placement.sendsWord(to: role), phase == "playing",
            let shown = round?.currentWord
        {
            word = shown.word
            tier = shown.tier.name
            if role == .describer, let words = round?.currentTaboo, !words.isEmpty { taboo = words }
            if let text = round?.currentReading, !text.isEmpty { reading = text }
            if role == .describer, let text = round?.currentGloss, !text.isEmpty { gloss = text }
        }
    }

    /// The state as one line of JSON, the frame a page receives.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
