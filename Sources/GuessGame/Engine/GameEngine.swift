import Foundation
import GuessWords

/// The one engine that runs a game: single rounds or a party game of teams taking turns on one deck.
///
/// Any number of views and command sources attach to it: the terminal, a pipe, and next phones and a
/// big-screen page. They send `GameCommand`s and call `advance()` when time has passed; the engine decides
/// what each means in the current `phase` and publishes every `GameEvent` to its subscribers, in order.
/// Nothing here touches a terminal, a file or the store: the clock and the wall-clock time are parameters,
/// so tests drive a whole game with a manual clock and never sleep.
///
/// The timing rules live here: the help and the quit question stop the clock while they are up; keys in
/// the first `EngineSettings.grace` seconds of a card or question are dropped; the time's-up card leaves
/// by itself after `EngineSettings.timesUpSeconds`; a lead-in counts down before the clock starts.
package final class GameEngine {
    /// What the game is played with, and every round kept so far.
    package let session: GameSession
    /// How the game is paced.
    package let settings: EngineSettings
    /// Whether this is a party game (teams) rather than single rounds.
    package let isParty: Bool
    /// The party game with its turns and scores (nil for single rounds).
    package private(set) var party: PartyGame?
    /// What the game is doing.
    package private(set) var phase = GamePhase.notStarted
    /// The round being played, or the last one played.
    package private(set) var round: Round?
    /// The team whose turn it is (or was last); nil in single rounds.
    package private(set) var team: String?
    /// Who describes the turn in play (or the last), when the team named its players.
    package private(set) var describer: String?
    /// The signal that ended the game, if one did.
    package private(set) var signal: Int32?
    /// How the game ended, once it has.
    package private(set) var ending: GameEnd?

    /// A party game's scores and how it ends or ended, worked out as the history works it out
    /// (`GameOutcome.live`): every view names the same winners. Nil for single rounds.
    package var outcome: GameOutcome? {
        guard let party else { return nil }
        return GameOutcome.live(
            party, lastTurn: session.records.last?.endedBy, over: party.isOver,
            cutShort: ending?.isUnfinished ?? false)
    }
    /// Whether the game ends after the turn in play (the host quit the game, the input ended, the deck
    /// ran out): a view need not announce a next turn.
    package var endsAfterThisTurn: Bool {
        endGameAfterTurn || inputEnded || round?.endReason == .exhausted || (party?.isOver ?? true)
    }

    private let clock: MonotonicClock
    private let wallClock: () -> Date
    private var subscribers: [(GameEvent) -> Void] = []
    private var deck: Deck?
    private var phaseEnteredAt = 0.0
    private var leadInEndsAt = 0.0
    /// Whether the open overlay (help, quit question) stopped the clock, so closing it starts it again.
    private var overlayPaused = false
    private var cues = SoundSchedule()
    private var shownSeconds: Int?
    private var turnStartedAt = Date()
    private var gameStartedAt = Date()
    private var lastRecord: RoundRecord?
    private var endGameAfterTurn = false
    private var inputEnded = false
    private var endedBeforePlay = false
    private let roundEvents = RoundEventQueue()

    /// An engine for a game of `kind` over `session`, timed by `clock`; `wallClock` dates the records.
    package init(
        session: GameSession, kind: GameKind, settings: EngineSettings, clock: MonotonicClock,
        wallClock: @escaping () -> Date = Date.init
    ) {
        self.session = session
        self.settings = settings
        self.clock = clock
        self.wallClock = wallClock
        if case .party(let game) = kind {
            party = game
            isParty = true
        } else {
            isParty = false
        }
    }

    /// Calls `handler` with every event from now on, after the subscribers before it.
    package func subscribe(_ handler: @escaping (GameEvent) -> Void) {
        subscribers.append(handler)
    }

    /// Starts the game: the first turn waits for the host, or starts.
    package func begin() {
        guard phase == .notStarted else { return }
        if let party {
            gameStartedAt = wallClock()
            publish(.gameStarted(party, startedAt: gameStartedAt))
        }
        deck = session.makeDeck()
        awaitNextTurn()
    }

    /// Whether the game is over and nothing waits any more.
    package var isFinished: Bool { phase == .finished }

    /// Seconds until something changes by itself (the displayed second, the lead-in, the time's-up
    /// card's timeout); nil when only a command can move the game on.
    package var secondsUntilNextChange: Double? {
        switch phase {
        case .leadIn: return Round.secondsUntilDisplayChanges(timeLeft: leadInEndsAt - clock.now)
        case .playing: return round?.secondsUntilNextTick
        case .timesUp: return settings.timesUpSeconds.map { max(0, phaseEnteredAt + $0 - clock.now) }
        default: return nil
        }
    }

    /// Lets the engine act on the time that has passed: the lead-in's seconds, the round's clock, the
    /// time's-up card's timeout. Call it whenever the wait `secondsUntilNextChange` asked for is over (and
    /// at any other time: it does nothing when nothing is due).
    package func advance() {
        switch phase {
        case .leadIn:
            let left = leadInEndsAt - clock.now
            if left <= 0 {
                startRound()
            } else {
                phase = .leadIn(secondsLeft: Int(left.rounded(.up)))
            }
        case .playing:
            round?.tick()
            settle()
        case .timesUp:
            if let timeout = settings.timesUpSeconds, clock.now - phaseEnteredAt >= timeout { afterTurn() }
        default:
            break
        }
    }

    /// Acts on `command` as the current phase says. Returns false when the command means nothing here
    /// (a view may say so: an unknown key during play, a key that does not start the turn).
    @discardableResult
    package func send(_ command: GameCommand) -> Bool {
        switch command {
        case .interrupt(let number):
            guard phase != .finished else { return false }
            signal = number
            end(because: .interrupted)
            return true
        case .inputEnded:
            guard phase != .finished else { return false }
            inputEnded = true
            end(because: .eof)
            return true
        case .correct(let changes):
            return correctLastTurn(changes)
        case .adjust(let team, let points):
            return adjust(team: team, by: points)
        case .assignDescriber(let name):
            return assignDescriber(name)
        default:
            break
        }
        switch phase {
        case .notStarted, .finished:
            return false
        case .awaitingTurn:
            guard !inGrace || !isParty else { return false }
            switch command {
            case .confirm, .yes, .right:
                startLeadIn()
            case .quit:
                endedBeforePlay = true
                finishGame()
            default:
                return false
            }
        case .leadIn:
            guard command == .quit else { return false }
            endedBeforePlay = true
            finishGame()
        case .playing(let overlay):
            let understood = play(command, under: overlay)
            settle()
            return understood
        case .timesUp:
            guard !inGrace else { return false }
            // End the game: afterTurn then holds no recap (endGameAfterTurn) and goes to the final scoreboard.
            if command == HostAction.endGame.command { endGameAfterTurn = true }
            afterTurn()
        case .showingRecap:
            guard !inGrace else { return false }
            // End the game: no next turn. Start the turn (or → on a clicker): the next turn starts at once,
            // with no get-ready card to close in between. Any other key closes the recap.
            if command == HostAction.endGame.command { endGameAfterTurn = true }
            nextTurnOrEnd()
            if command == HostAction.startTurn.command || command == .right, phase == .awaitingTurn {
                startLeadIn()
            }
        case .askingToPlayAgain:
            guard !inGrace else { return false }
            if command == .yes {
                deck = session.makeDeck()
                endGameAfterTurn = false
                awaitNextTurn()
            } else {
                phase = .finished
            }
        case .showingFinalScoreboard:
            guard !inGrace else { return false }
            phase = .finished
        }
        return true
    }

    // MARK: - Play

    private var inGrace: Bool { clock.now - phaseEnteredAt < settings.grace }

    private func enter(_ next: GamePhase) {
        phase = next
        phaseEnteredAt = clock.now
    }

    /// A command during play; `settle()` follows it.
    private func play(_ command: GameCommand, under overlay: PlayOverlay) -> Bool {
        // Taken out while it changes, so that its words are never copied (an answer stays O(1)).
        guard var round else { return false }
        self.round = nil
        defer { self.round = round }
        switch overlay {
        case .help:
            closeOverlay(&round)
            return true
        case .quitQuestion:
            closeOverlay(&round)
            if command == .yes {
                endGameAfterTurn = true
                round.stop(.quit)
            }
            return true
        case .none:
            break
        }
        switch command {
        case .right: round.answer(.correct)
        case .wrong: round.answer(.wrong)
        case .pass:
            guard round.passesLeft != 0 else { return false }
            round.answer(.passed)
        case .taboo: round.answer(.taboo)
        case .moreTime:
            // Up to the rules' cap for the turn, in all.
            let room = Double(session.rules.maxAddedSeconds) - round.addedSeconds
            guard room > 0 else { return false }
            round.addTime(min(Double(session.rules.addSeconds), room))
        case .undo: round.undo()
        case .pause: round.togglePause()
        case .help: openOverlay(.help, &round)
        case .quit:
            if settings.asksBeforeQuitting {
                openOverlay(.quitQuestion, &round)
            } else {
                endGameAfterTurn = true
                round.stop(.quit)
            }
        case .endTurn: round.stop(.ended)
        case .suspend: if round.phase == .running { round.togglePause() }
        case .confirm, .yes: break
        case .otherKey: return false
        case .inputEnded, .interrupt, .correct, .adjust, .assignDescriber: break  // handled before
        }
        return true
    }

    private func openOverlay(_ overlay: PlayOverlay, _ round: inout Round) {
        phase = .playing(overlay)
        overlayPaused = round.phase == .running
        if overlayPaused { round.togglePause() }
    }

    private func closeOverlay(_ round: inout Round) {
        phase = .playing(.none)
        if overlayPaused && round.phase == .paused { round.togglePause() }
        overlayPaused = false
    }

    // MARK: - Corrections

    /// Whether the turn that just ended may still be corrected: it is over, the next one has not started,
    /// and no signal ended the game.
    package var canCorrectLastTurn: Bool {
        guard lastRecord != nil, signal == nil else { return false }
        switch phase {
        case .timesUp, .showingRecap, .awaitingTurn, .askingToPlayAgain, .showingFinalScoreboard, .finished:
            return true
        case .notStarted, .leadIn, .playing:
            return false
        }
    }

    /// `GameCommand.assignDescriber`: names who describes the turn that waits or is in play, and says so
    /// (`describerAssigned`) when it changes; false between turns and once the game is over.
    private func assignDescriber(_ name: String?) -> Bool {
        switch phase {
        case .awaitingTurn, .leadIn, .playing:
            guard name != describer else { return true }
            describer = name
            publish(.describerAssigned(name, turnStarted: phase != .awaitingTurn))
            return true
        default:
            return false
        }
    }

    /// The record of the turn that just ended (as corrected), while it may be corrected.
    package var correctableTurn: RoundRecord? { canCorrectLastTurn ? lastRecord : nil }

    private func correctLastTurn(_ changes: [WordCorrection]) -> Bool {
        guard canCorrectLastTurn, var record = lastRecord, let index = session.records.indices.last else {
            return false
        }
        let marks: Set<WordResult> = [.correct, .wrong, .passed, .taboo]
        var applied: [WordCorrection] = []
        for change in changes
        where record.words.indices.contains(change.position) && marks.contains(change.result)
            && record.words[change.position].result != change.result
        {
            record.words[change.position].result = change.result
            applied.append(change)
        }
        guard !applied.isEmpty else { return false }
        record.corrected = true
        lastRecord = record
        session.replaceRecord(at: index, with: record)
        if var game = party, record.team != nil, let turn = game.played.indices.last {
            game.correctTurn(turn, correct: record.correct, wrong: record.wrong, passed: record.passed)
            party = game
        }
        publish(
            .turnCorrected(
                TurnCorrection(
                    index: index, record: record, changes: applied, party: party,
                    gameRecord: party.map { session.gameRecord($0, startedAt: gameStartedAt) })))
        return true
    }

    private func adjust(team: String, by points: Int) -> Bool {
        guard var game = party, game.teams.contains(team), points != 0, signal == nil else { return false }
        switch phase {
        case .leadIn, .playing, .notStarted: return false
        default: break
        }
        game.adjust(team: team, by: points)
        party = game
        publish(.pointsAdjusted(PointAdjustment(team: team, points: points)))
        return true
    }

    // MARK: - Turns

    private func awaitNextTurn() {
        if var game = party {
            guard let next = game.nextTeam() else { return finishGame() }
            party = game
            team = next
            describer = game.describer(of: next)
        } else {
            // A single round's describer is the room's choice for that round only: the next one is chosen
            // again (the next joined phone, or the host's pick), never the last round's kept.
            describer = nil
        }
        publish(.turnAwaited(team: team))
        if settings.waitsForHost {
            enter(.awaitingTurn)
        } else {
            startLeadIn()
        }
    }

    private func startLeadIn() {
        guard settings.leadInSeconds > 0 else { return startRound() }
        leadInEndsAt = clock.now + Double(settings.leadInSeconds)
        enter(.leadIn(secondsLeft: settings.leadInSeconds))
    }

    private func startRound() {
        guard let deck else { return }
        var next = session.makeRound(deck: deck, clock: clock)
        let queue = roundEvents
        next.observer = { queue.events.append($0) }
        turnStartedAt = wallClock()
        cues = SoundSchedule()
        shownSeconds = nil
        overlayPaused = false
        enter(.playing(.none))
        publish(
            .turnStarted(
                TurnStart(
                    turn: (party?.played.count ?? 0) + 1, team: team, startedAt: turnStartedAt,
                    seconds: session.seconds, startsGame: !isParty, describer: describer)))
        next.start()
        round = next
        settle()
    }

    /// Publishes what the last step did to the round (its events, the clock, the cues due) and moves on
    /// when the round has ended.
    private func settle() {
        guard let round else { return }
        for event in roundEvents.take() { publish(.round(event)) }
        if round.phase != .ready, shownSeconds != round.displayedSeconds {
            shownSeconds = round.displayedSeconds
            publish(.clock(secondsLeft: round.displayedSeconds))
        }
        for cue in cues.cues(for: round) { publish(.cue(cue)) }
        if round.isOver, case .playing = phase { turnEnded(round) }
    }

    private func turnEnded(_ round: Round) {
        deck = round.remainingDeck
        let record = session.keep(round, startedAt: turnStartedAt, team: team, describer: describer)
        if let team {
            party?.record(team: team, correct: round.correctCount, wrong: round.wrongCount, passed: round.passCount)
        }
        lastRecord = record
        publish(.turnEnded(record))
        if round.endReason == .interrupted { return finishGame() }
        if round.endReason == .time, settings.timesUpSeconds != nil {
            enter(.timesUp)
        } else {
            afterTurn()
        }
    }

    /// After the turn's cards: the recap (held on screen when the settings say so), then the next turn
    /// or the end.
    private func afterTurn() {
        // The host who ended the game goes to the final scoreboard, where the last turn may still be corrected.
        let holdsRecap = isParty && settings.holdsRecap && !inputEnded && !endGameAfterTurn
        if holdsRecap { enter(.showingRecap) }
        if let lastRecord { publish(.recap(lastRecord)) }
        if !holdsRecap { nextTurnOrEnd() }
    }

    private func nextTurnOrEnd() {
        if isParty && !endsAfterThisTurn {
            awaitNextTurn()
        } else {
            finishGame()
        }
    }

    /// Ends whatever is going on because of a signal or the end of input.
    private func end(because reason: RoundEndReason) {
        switch phase {
        case .playing:
            round?.stop(reason)
            settle()
        case .timesUp:
            if reason == .interrupted { finishGame() } else { afterTurn() }
        case .showingRecap:
            finishGame()
        case .awaitingTurn, .leadIn, .notStarted:
            endedBeforePlay = true
            finishGame()
        case .askingToPlayAgain, .showingFinalScoreboard, .finished:
            phase = .finished
        }
    }

    private func finishGame() {
        party?.stop()
        let partyRecord = party.map { session.gameRecord($0, startedAt: gameStartedAt) }
        var ending = GameEnd(
            party: party, lastRound: round, signal: signal, endedBeforePlay: endedBeforePlay)
        // A game cut short by a signal or the end of input can be continued; one played out or ended by
        // the host cannot. A turn a signal cut off is played again when the game is resumed.
        ending.isUnfinished =
            isParty && (signal != nil || inputEnded)
            && (round?.endReason == .interrupted || !(party?.isOverByTurns ?? true))
        self.ending = ending
        if let party, settings.holdsFinalScoreboard, signal == nil, !party.played.isEmpty {
            enter(.showingFinalScoreboard)
        } else if !isParty, settings.asksToPlayAgain, signal == nil, !endedBeforePlay, !inputEnded {
            enter(.askingToPlayAgain)
        } else {
            enter(.finished)
        }
        publish(.gameEnded(ending, partyRecord: partyRecord))
        if signal == nil, outcome?.winners.count == 1 { publish(.cue(.fanfare)) }
    }

    private func publish(_ event: GameEvent) {
        for subscriber in subscribers { subscriber(event) }
    }
}

/// The round's events, gathered while the round changes and published after it (a subscriber may then
/// read the engine's round).
private final class RoundEventQueue {
    var events: [RoundEvent] = []

    /// The events gathered so far, and none after.
    func take() -> [RoundEvent] {
        defer { events.removeAll() }
        return events
    }
}
