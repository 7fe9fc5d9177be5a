import GuessWords

/// One round: a deck, a clock and a deadline. The terminal and the pipe turn keys and lines into calls
/// here and draw what it says; nothing here touches a terminal.
///
/// Time left is derived from the deadline every time it is asked, never counted down, so it cannot drift;
/// every call first checks the deadline, so an answer that arrives after time is up does not count.
package struct Round {
    /// Length of the round in seconds, with any time added (`addTime`).
    package private(set) var seconds: Double
    /// Seconds added to the round while it ran (the "more time" key).
    package private(set) var addedSeconds = 0.0
    /// Passes the round allows (nil: any number).
    package let passLimit: Int?
    /// What happens when the deck runs out.
    package let onExhausted: ExhaustionPolicy
    /// Every word shown, in the order first shown.
    package private(set) var played: [PlayedWord] = []
    /// The state.
    package private(set) var phase = RoundPhase.ready
    /// Seconds of play when the round ended (the deadline exactly, when time ran out).
    package private(set) var endedAt: Double?
    /// Called with every event as it happens.
    package var observer: ((RoundEvent) -> Void)?

    private let bank: WordBank
    private var deck: Deck
    private let clock: MonotonicClock
    /// Seconds played before the current stretch of play (the stretches between pauses, added up).
    private var playedBefore = 0.0
    /// When the current stretch of play began; nil while paused (or not started).
    private var runningSince: Double?
    private var current: Int?
    /// The bank entry of each word in `played`, to find its taboo words.
    private var entries: [Int] = []
    /// Indices into `played` of answered words, newest last, for undo.
    private var answerOrder: [Int] = []

    /// A round over `deck` (entries of `bank`), timed by `clock`.
    package init(
        bank: WordBank, deck: Deck, seconds: Double, onExhausted: ExhaustionPolicy = .end,
        clock: MonotonicClock, passLimit: Int? = nil
    ) {
        self.bank = bank
        self.deck = deck
        self.seconds = seconds
        self.passLimit = passLimit
        self.onExhausted = onExhausted
        self.clock = clock
    }

    // MARK: - Reading the state

    /// Seconds of play so far (pauses excluded), at most `seconds`.
    package var elapsed: Double {
        if let endedAt { return endedAt }
        guard phase != .ready else { return 0 }
        // Added up stretch by stretch, so that time never steps back by a rounding error at a pause.
        let current = runningSince.map { max(0, clock.now - $0) } ?? 0
        return min(seconds, playedBefore + current)
    }

    /// Seconds left before the deadline.
    package var timeLeft: Double { max(0, seconds - elapsed) }

    /// Whole seconds to show: time left rounded up, so 300 shows until a full second has passed and 0
    /// only once time is up.
    package var displayedSeconds: Int { Int(timeLeft.rounded(.up)) }

    /// Seconds until `displayedSeconds` next changes (the next redraw), or nil when the clock is stopped.
    package var secondsUntilNextTick: Double? {
        guard phase == .running else { return nil }
        return Self.secondsUntilDisplayChanges(timeLeft: timeLeft)
    }

    /// Seconds until a countdown showing `timeLeft` rounded up next shows a different whole second.
    package static func secondsUntilDisplayChanges(timeLeft left: Double) -> Double {
        let fraction = left - (left.rounded(.up) - 1)
        return fraction > 0 ? fraction : 1
    }

    /// The word on screen, if any.
    package var currentWord: PlayedWord? { current.map { played[$0] } }

    /// The place in `played` of the word on screen (what a phone's answer names), if any.
    package var currentIndex: Int? { current }

    /// Whether the round is over.
    package var isOver: Bool {
        if case .ended = phase { return true }
        return false
    }

    /// Why the round ended, once it has.
    package var endReason: RoundEndReason? {
        if case .ended(let reason) = phase { return reason }
        return nil
    }

    /// Words answered right (kept as answers come and go, never recounted).
    package private(set) var correctCount = 0
    /// Words answered wrong, taboo words included (kept as answers come and go, never recounted).
    package private(set) var wrongCount = 0
    /// Words passed (kept as answers come and go).
    package private(set) var passCount = 0
    /// Words lost to a taboo word (kept as answers come and go; also counted in `wrongCount`).
    package private(set) var tabooCount = 0

    /// Passes still allowed this round (nil: no limit).
    package var passesLeft: Int? { passLimit.map { max(0, $0 - passCount) } }

    /// The taboo words of the word on screen (empty when it has none).
    package var currentTaboo: [String] {
        guard let current, current < entries.count else { return [] }
        return bank.word(at: entries[current]).taboo
    }
    /// The reading of the word on screen (empty when its bank shows none; see `WordBank.showing`).
    package var currentReading: String {
        guard let current, current < entries.count else { return "" }
        return bank.reading(at: entries[current])
    }

    /// The gloss of the word on screen, for the describer only (empty when its bank shows none).
    package var currentGloss: String {
        guard let current, current < entries.count else { return "" }
        return bank.gloss(at: entries[current])
    }

    /// The deck as it stands, for the next turn of a party game (one deck for the whole game).
    package var remainingDeck: Deck { deck }

    /// Whether there is an answer to undo.
    package var canUndo: Bool { !answerOrder.isEmpty }

    // MARK: - Events

    /// Starts the clock and shows the first word. An empty deck ends the round at once as `exhausted`.
    package mutating func start() {
        guard phase == .ready else { return }
        runningSince = clock.now
        phase = .running
        observer?(.started)
        showNextWord()
    }

    /// Ends the round by time if the deadline has passed. Call it on every tick; every other event calls
    /// it first.
    package mutating func tick() {
        guard phase == .running, let since = runningSince, playedBefore + (clock.now - since) >= seconds else { return }
        end(.time, at: seconds)
    }

    /// Marks the word on screen and shows the next one. Ignored when paused or over.
    package mutating func answer(_ result: WordResult) {
        tick()
        guard phase == .running, let index = current, result != .unanswered else { return }
        if result == .passed, passesLeft == 0 { return }
        played[index].result = result
        played[index].answeredAt = elapsed
        count(result, by: 1)
        answerOrder.append(index)
        observer?(.answered(index: index, word: played[index]))
        showNextWord()
    }

    /// Takes back the last answer: its count goes back, that word returns to the screen and the word that
    /// had replaced it goes back into the deck unplayed. Ignored when paused, over, or with nothing to undo.
    package mutating func undo() {
        tick()
        guard phase == .running, let index = answerOrder.popLast() else { return }
        var withdrawn: Int?
        if let replacement = current, replacement == played.count - 1, replacement != index {
            played.removeLast()
            entries.removeLast()
            deck.putBackLastDraw()
            withdrawn = replacement
        }
        count(played[index].result, by: -1)
        played[index].result = .unanswered
        played[index].answeredAt = nil
        current = index
        observer?(.undone(index: index, withdrawn: withdrawn))
    }

    /// Pauses (the clock stops, the word is hidden) or resumes.
    package mutating func togglePause() {
        tick()
        switch phase {
        case .running:
            playedBefore = elapsed
            runningSince = nil
            phase = .paused
        case .paused:
            runningSince = clock.now
            phase = .running
        default:
            break
        }
    }

    /// Adds `extra` seconds to the round's deadline (the "more time" key). Ignored once the round is over.
    package mutating func addTime(_ extra: Double) {
        tick()
        guard !isOver, phase != .ready, extra > 0 else { return }
        seconds += extra
        addedSeconds += extra
        observer?(.timeAdded(seconds: extra))
    }

    /// Ends the round early for `reason` (quit, end of input, interruption). Ignored when already over.
    package mutating func stop(_ reason: RoundEndReason) {
        tick()
        guard !isOver else { return }
        end(reason, at: elapsed)
    }

    // MARK: - Internals

    private mutating func count(_ result: WordResult, by change: Int) {
        switch result {
        case .correct: correctCount += change
        case .wrong: wrongCount += change
        case .passed: passCount += change
        case .taboo:
            wrongCount += change
            tabooCount += change
        case .unanswered: break
        }
    }

    private mutating func end(_ reason: RoundEndReason, at time: Double) {
        runningSince = nil
        endedAt = time
        phase = .ended(reason)
        observer?(.ended(reason, elapsed: time))
    }

    private mutating func showNextWord() {
        var next = deck.draw()
        if next == nil && onExhausted == .reshuffle && deck.drawableTotal > 0 {
            deck.reshuffle()
            next = deck.draw()
        }
        guard let next else {
            current = nil
            end(.exhausted, at: elapsed)
            return
        }
        let word = PlayedWord(
            word: bank.text(at: next), tier: bank.tier(at: next), result: .unanswered, shownAt: elapsed,
            answeredAt: nil)
        played.append(word)
        entries.append(next)
        current = played.count - 1
        observer?(.shown(index: played.count - 1, word: word))
    }
}
