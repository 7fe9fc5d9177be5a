import Foundation
import GuessGameTestSupport
import GuessPlay
import GuessWordsTestSupport
import Testing

@testable import GuessGame
@testable import GuessScreens
@testable import GuessText
@testable import GuessWords

/// A bank from `count` custom-tier words `w0`, `w1`, ...
private func makeBank(_ count: Int, tier: String = "custom") -> WordBank {
    var builder = WordBankBuilder()
    guard count > 0 else { return builder.bank }
    let text = "[\(tier)]\n" + (0..<count).map { "w\($0)" }.joined(separator: "\n")
    let diagnostics = builder.add(contents: Array(text.utf8), source: "t.txt", format: .text)
    precondition(diagnostics.isEmpty)
    return builder.bank
}

private func makeRound(
    words: Int = 50, seconds: Double = 300, policy: ExhaustionPolicy = .end, seed: UInt64 = 1
) -> (Round, ManualClock) {
    let bank = makeBank(words)
    let clock = ManualClock(start: 1000)
    let deck = Deck(bank: bank, weights: .standard, generator: SplitMix64(seed: seed))
    return (Round(bank: bank, deck: deck, seconds: seconds, onExhausted: policy, clock: clock), clock)
}

@Suite("Round state machine")
struct RoundTests {
    @Test func startShowsAWordAndRunsTheClock() {
        var (round, clock) = makeRound()
        #expect(round.phase == .ready)
        #expect(round.displayedSeconds == 300)
        round.start()
        #expect(round.phase == .running)
        #expect(round.currentWord != nil)
        #expect(round.played.count == 1)
        clock.advance(by: 0.5)
        #expect(round.displayedSeconds == 300)
        clock.advance(by: 0.5)
        #expect(round.displayedSeconds == 299)
        #expect(abs(round.secondsUntilNextTick! - 1.0) < 1e-9)
        clock.advance(by: 0.3)
        #expect(abs(round.secondsUntilNextTick! - 0.7) < 1e-9)
    }

    @Test func theDisplayNeverSkipsOrRepeatsASecond() {
        var (round, clock) = makeRound(seconds: 20)
        round.start()
        var shown: [Int] = [round.displayedSeconds]
        // Wake exactly when the round says the display changes, as the terminal loop does.
        while !round.isOver {
            guard let wait = round.secondsUntilNextTick else { break }
            clock.advance(by: wait)
            round.tick()
            shown.append(round.displayedSeconds)
        }
        #expect(shown == Array((0...20).reversed()))
        #expect(round.endReason == .time)
        #expect(round.elapsed == 20)
    }

    @Test func theRoundEndsOnTimeWithoutAnyKey() {
        var (round, clock) = makeRound(seconds: 300)
        round.start()
        clock.advance(by: 299.999)
        round.tick()
        #expect(!round.isOver)
        clock.advance(by: 0.002)
        round.tick()
        #expect(round.endReason == .time)
        #expect(round.elapsed == 300)
        #expect(round.timeLeft == 0)
    }

    @Test func keysAfterTheDeadlineDoNotCount() {
        var (round, clock) = makeRound(seconds: 10)
        round.start()
        round.answer(.correct)
        clock.advance(by: 10.5)
        // No tick happened: the answer itself must notice the deadline.
        round.answer(.correct)
        round.answer(.wrong)
        round.undo()
        #expect(round.correctCount == 1)
        #expect(round.wrongCount == 0)
        #expect(round.endReason == .time)
        #expect(round.played.last?.result == .unanswered)
    }

    @Test func answersCountAndRecordTheirTimes() {
        var (round, clock) = makeRound()
        round.start()
        clock.advance(by: 2)
        round.answer(.correct)
        clock.advance(by: 3)
        round.answer(.wrong)
        #expect(round.correctCount == 1)
        #expect(round.wrongCount == 1)
        #expect(round.played.map(\.result) == [.correct, .wrong, .unanswered])
        #expect(round.played[0].answeredAt == 2)
        #expect(round.played[1].shownAt == 2)
        #expect(round.played[1].answeredAt == 5)
        #expect(round.played[2].shownAt == 5)
    }

    @Test func undoBringsTheWordBackAndReturnsTheReplacementToTheDeck() {
        var (round, _) = makeRound(words: 3)
        round.start()
        let first = round.currentWord!.word
        round.answer(.correct)
        let replacement = round.currentWord!.word
        round.undo()
        #expect(round.currentWord?.word == first)
        #expect(round.currentWord?.result == .unanswered)
        #expect(round.correctCount == 0)
        #expect(round.played.map(\.word) == [first])
        // The replacement went back unplayed: draining the round shows every word exactly once.
        round.answer(.wrong)
        round.answer(.correct)
        round.answer(.correct)
        #expect(round.endReason == .exhausted)
        #expect(Set(round.played.map(\.word)) == ["w0", "w1", "w2"])
        #expect(round.played.count == 3)
        #expect(round.played.contains { $0.word == replacement })
        #expect(round.played[0].result == .wrong)
    }

    @Test func undoTwiceWalksBackInOrder() {
        var (round, _) = makeRound()
        round.start()
        let a = round.currentWord!.word
        round.answer(.correct)
        let b = round.currentWord!.word
        round.answer(.wrong)
        round.undo()
        #expect(round.currentWord?.word == b)
        #expect(round.wrongCount == 0)
        round.undo()
        #expect(round.currentWord?.word == a)
        #expect(round.correctCount == 0)
        #expect(!round.canUndo)
        round.undo()  // nothing left to undo: no change
        #expect(round.played.map(\.word) == [a])
    }

    @Test func pauseStopsTheClockAndIgnoresAnswers() {
        var (round, clock) = makeRound(seconds: 60)
        round.start()
        clock.advance(by: 10)
        round.togglePause()
        #expect(round.phase == .paused)
        #expect(round.secondsUntilNextTick == nil)
        clock.advance(by: 500)
        round.tick()
        round.answer(.correct)
        #expect(round.correctCount == 0)
        #expect(round.elapsed == 10)
        #expect(!round.isOver)
        round.togglePause()
        clock.advance(by: 5)
        #expect(round.elapsed == 15)
        round.answer(.correct)
        #expect(round.correctCount == 1)
        #expect(round.played[0].answeredAt == 15)
        clock.advance(by: 45)
        round.tick()
        #expect(round.endReason == .time)
    }

    @Test func stoppingRecordsTheReasonAndTheTime() {
        for reason in [RoundEndReason.quit, .eof, .interrupted] {
            var (round, clock) = makeRound()
            round.start()
            clock.advance(by: 7.25)
            round.stop(reason)
            #expect(round.endReason == reason)
            #expect(round.elapsed == 7.25)
            clock.advance(by: 100)
            #expect(round.elapsed == 7.25)
            round.stop(.time)
            #expect(round.endReason == reason)
        }
    }

    @Test func anExhaustedDeckEndsTheRoundOrReshuffles() {
        var (ending, _) = makeRound(words: 2, policy: .end)
        ending.start()
        ending.answer(.correct)
        ending.answer(.correct)
        #expect(ending.endReason == .exhausted)
        #expect(ending.currentWord == nil)

        var (reshuffling, _) = makeRound(words: 2, policy: .reshuffle)
        reshuffling.start()
        for _ in 0..<5 { reshuffling.answer(.correct) }
        #expect(!reshuffling.isOver)
        #expect(reshuffling.correctCount == 5)
        #expect(reshuffling.played.count == 6)
    }

    @Test func anEmptyDeckEndsAtOnce() {
        var (round, _) = makeRound(words: 0)
        round.start()
        #expect(round.endReason == .exhausted)
        #expect(round.played.isEmpty)
    }

    @Test func eventsArriveInOrder() {
        var (round, clock) = makeRound()
        var events: [RoundEvent] = []
        round.observer = { events.append($0) }
        round.start()
        clock.advance(by: 1)
        round.answer(.correct)
        round.undo()
        round.stop(.quit)
        #expect(events.count == 6)
        #expect(events[0] == .started)
        guard case .shown(0, _) = events[1], case .answered(0, let answered) = events[2],
            case .shown(1, _) = events[3]
        else {
            Issue.record("unexpected events \(events)")
            return
        }
        #expect(answered.result == .correct)
        #expect(events[4] == .undone(index: 0, withdrawn: 1))
        #expect(events[5] == .ended(.quit, elapsed: 1))
    }
}

@Suite("Round export")
struct RoundRecordTests {
    @Test func jsonHasTheSchemaAndRoundTrips() throws {
        var (round, clock) = makeRound()
        round.start()
        clock.advance(by: 1.2345)
        round.answer(.correct)
        clock.advance(by: 2)
        round.answer(.wrong)
        round.stop(.quit)
        let started = Date(timeIntervalSince1970: 1_700_000_000.5)
        let record = RoundRecord(round: round, startedAt: started, seed: nil, bank: "zh-Hans")
        let data = RoundExporter.json(record)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["schema"] as? String == "guess.round.v1")
        #expect(object["started_at"] as? String == "2023-11-14T22:13:20.500Z")
        #expect(object["seconds"] as? Int == 300)
        #expect(object["ended_by"] as? String == "quit")
        #expect(object["seed"] is NSNull)
        #expect(object["correct"] as? Int == 1)
        #expect(object["wrong"] as? Int == 1)
        #expect(object["team"] == nil)
        let words = try #require(object["words"] as? [[String: Any]])
        #expect(words.count == 3)
        #expect(words[0]["answered_at"] as? Double == 1.235 || words[0]["answered_at"] as? Double == 1.234)
        #expect(words[2]["result"] as? String == "unanswered")
        #expect(words[2]["answered_at"] is NSNull)
        let decoded = try JSONDecoder().decode(RoundRecord.self, from: data)
        #expect(decoded.words.map(\.word) == record.words.map(\.word))
        #expect(RoundExporter.json(decoded) == data)
    }

    @Test func csvHasAHeaderAndARowPerWord() throws {
        let words = [
            PlayedWord(word: "a, \"quoted\"", tier: .primary, result: .correct, shownAt: 0, answeredAt: 1.5),
            PlayedWord(word: "螃蟹", tier: .custom, result: .unanswered, shownAt: 1.5, answeredAt: nil),
        ]
        let record = RoundRecord(
            startedAt: Date(timeIntervalSince1970: 0), seconds: 60, elapsed: 2, endedBy: .time, seed: 9,
            bank: "en", words: words)
        let text = String(decoding: RoundExporter.csv([record]), as: UTF8.self)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0] == RoundExporter.csvHeader.joined(separator: ","))
        #expect(lines[1].contains("\"a, \"\"quoted\"\"\",primary,correct,0.000,1.500"))
        #expect(lines[2].hasSuffix("螃蟹,custom,unanswered,1.500,,no,,no,,UTC+00:00"))
        // Who described, when the team named its players (a name like a formula is made safe).
        var described = record
        described.describer = "=小王"
        let describedLines = String(decoding: RoundExporter.csv([described]), as: UTF8.self).split(separator: "\n")
        #expect(describedLines[2].hasSuffix(",no,,no,'=小王,UTC+00:00"))
    }
}

@Suite("Round screen and recap")
struct RoundScreenTests {
    private func visibleState(word: String, tier: Tier = .middle, seconds: Int = 125) -> ScreenState {
        var state = ScreenState()
        state.word = PlayedWord(word: word, tier: tier, result: .unanswered, shownAt: 0, answeredAt: nil)
        state.secondsLeft = seconds
        state.correct = 7
        state.wrong = 2
        return state
    }

    @Test(arguments: [(80, 24), (40, 12), (20, 5), (120, 40)])
    func theScreenFitsTheTerminal(width: Int, height: Int) {
        var state = visibleState(word: "班主任")
        state.big = .off
        let lines = RoundScreen.render(
            state, width: width, height: height, strings: Strings(.en), paint: Paint(enabled: false))
        #expect(lines.count == height)
        for line in lines { #expect(DisplayWidth.of(line) <= width, "\(line)") }
        let all = lines.joined(separator: "\n")
        #expect(all.contains("2:05"))
        #expect(all.contains("7"))
    }

    @Test(arguments: [(6, 3), (10, 4), (20, 6), (33, 9), (80, 24)])
    func everyModeFitsEvenATinyTerminal(width: Int, height: Int) {
        let modes: [ScreenMode] = [.ready, .leadIn(3), .playing, .paused, .confirmQuit, .help]
        for mode in modes {
            for strings in [Strings(.en), Strings(.zhHans)] {
                var state = visibleState(word: "床前明月光疑是地上霜举头望明月低头思故乡")
                state.mode = mode
                state.team = "The Very Long Team Name"
                state.note = strings.unknownKey
                let lines = RoundScreen.render(
                    state, width: width, height: height, strings: strings, paint: Paint(enabled: false))
                #expect(lines.count == height)
                for line in lines { #expect(DisplayWidth.of(line) <= width, "\(mode) at \(width)x\(height): \(line)") }
            }
        }
    }

    @Test func aLongWordIsWrappedNeverCut() {
        let word = String(repeating: "床前明月光疑是地上霜", count: 6)  // 60 characters, 120 columns
        let lines = RoundScreen.render(
            visibleState(word: word), width: 80, height: 24, strings: Strings(.en), paint: Paint(enabled: false))
        let framed = lines.filter { $0.contains("│") }.map {
            $0.replacingOccurrences(of: "│", with: "").trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        #expect(framed.joined() == word)
        #expect(!lines.joined().contains("…"))
        let english = "the quick brown fox jumps over the lazy dog and keeps running far away"
        let wrapped = GlyphRenderer.plainLines(english, width: 30)
        #expect(wrapped.joined(separator: " ") == english)
        #expect(wrapped.allSatisfy { DisplayWidth.of($0) <= 30 })
    }

    @Test func theWordIsCentredByDisplayWidth() {
        var state = visibleState(word: "班主任")
        state.big = .off
        let lines = RoundScreen.render(
            state, width: 80, height: 24, strings: Strings(.en), paint: Paint(enabled: false))
        let wordLine = try! #require(lines.first { $0.contains("班 主 任") })
        let start = wordLine.distance(from: wordLine.startIndex, to: wordLine.range(of: "班")!.lowerBound)
        let leftColumns = DisplayWidth.of(String(wordLine.prefix(start)))
        let rightColumns = 80 - leftColumns - DisplayWidth.of("班 主 任")
        #expect(abs(leftColumns - rightColumns) <= 8)  // the frame's border sits inside the line
        #expect(lines.contains { $0.contains("middle") && $0.contains("★★☆☆") })
    }

    @Test func pausedHidesTheWord() {
        var state = visibleState(word: "螃蟹")
        state.mode = .paused
        state.big = .off
        let lines = RoundScreen.render(
            state, width: 80, height: 24, strings: Strings(.zhHans), paint: Paint(enabled: false))
        #expect(!lines.joined().contains("螃"))
        #expect(lines.joined().contains("已暂停"))
    }

    @Test func theClockTurnsRedAtTheWarning() {
        let paint = Paint(enabled: true)
        var calmState = visibleState(word: "a", seconds: 31)
        var urgentState = visibleState(word: "a", seconds: 30)
        calmState.big = .off
        urgentState.big = .off
        let calm = RoundScreen.render(calmState, width: 80, height: 24, strings: Strings(.en), paint: paint)
        let urgent = RoundScreen.render(urgentState, width: 80, height: 24, strings: Strings(.en), paint: paint)
        #expect(!calm[0].contains("\u{1B}[1;31m0:31"))
        #expect(urgent[0].contains("\u{1B}[1;31m0:30"))
    }

    @Test func recapListsEveryWordTheCountsAndTheFastest() {
        let words = [
            PlayedWord(word: "螃蟹", tier: .primary, result: .correct, shownAt: 0, answeredAt: 4),
            PlayedWord(word: "口红", tier: .primary, result: .wrong, shownAt: 4, answeredAt: 5),
            PlayedWord(word: "落井下石", tier: .senior, result: .correct, shownAt: 5, answeredAt: 6.5),
            PlayedWord(word: "TCP", tier: .custom, result: .unanswered, shownAt: 6.5, answeredAt: nil),
        ]
        let record = RoundRecord(
            startedAt: Date(), seconds: 300, elapsed: 300, endedBy: .time, seed: nil, bank: "zh-Hans", words: words)
        let text = RecapText.render(record, strings: Strings(.en))
        #expect(text.contains("Time is up"))
        #expect(text.contains("✓ 2 right"))
        #expect(text.contains("✗ 1 wrong"))
        #expect(text.contains("accuracy 67%"))
        #expect(text.contains("fastest: 落井下石 (1.5 s)"))
        for word in words { #expect(text.contains(word.word)) }
        let summary = RoundSummary(words: words)
        #expect(summary.byTier[0].correct == 1 && summary.byTier[0].wrong == 1)
        #expect(summary.byTier[2].correct == 1)
        #expect(RecapText.bar(5, of: 10, width: 10) == "█████     ")
        #expect(RecapText.bar(1, of: 100, width: 10).hasPrefix("█"))
    }

    @Test func languageFollowsTheSettingAndTheEnvironment() {
        #expect(Language.resolve(.auto, environment: ["LANG": "zh_CN.UTF-8"]) == .zhHans)
        #expect(Language.resolve(.auto, environment: ["LANG": "en_US.UTF-8"]) == .en)
        #expect(Language.resolve(.auto, environment: ["LC_ALL": "zh_SG.UTF-8", "LANG": "en_US"]) == .zhHans)
        #expect(Language.resolve(.en, environment: ["LANG": "zh_CN.UTF-8"]) == .en)
        #expect(Paint.shouldColour(mode: .auto, environment: ["NO_COLOR": "1"], isTerminal: true) == false)
        #expect(Paint.shouldColour(mode: .auto, environment: ["TERM": "dumb"], isTerminal: true) == false)
        #expect(Paint.shouldColour(mode: .auto, environment: [:], isTerminal: false) == false)
        #expect(Paint.shouldColour(mode: .auto, environment: ["TERM": "xterm"], isTerminal: true) == true)
        #expect(Paint.shouldColour(mode: .always, environment: ["NO_COLOR": "1"], isTerminal: false) == true)
    }
}

@Suite("Batch drawing and printing")
struct BatchDrawTests {
    private func bank() -> WordBank {
        var builder = WordBankBuilder()
        var text = ""
        for tier in Tier.allCases {
            text +=
                "[\(tier.name)]\n" + (0..<(40 + 7 * tier.rawValue)).map { "\(tier.name)-\($0)" }.joined(separator: "\n")
                + "\n"
        }
        builder.add(contents: Array(text.utf8), source: "t.txt", format: .text)
        return builder.bank
    }

    @Test func printedLinesAreTheDrawsWithTheirTiers() {
        let bank = bank()
        var reference = Deck(bank: bank, weights: .standard, generator: SplitMix64(seed: 5))
        var printing = reference
        var expected = ""
        for _ in 0..<100 {
            guard let index = reference.draw() else { break }
            expected += "\(bank.text(at: index))\t\(bank.tier(at: index).name)\n"
        }
        var output: [UInt8] = []
        let printed = DrawPrinter.drawLines(from: &printing, bank: bank, count: 100) { output += $0 }
        #expect(printed == 100)
        #expect(String(decoding: output, as: UTF8.self) == expected)
        var rest: [UInt8] = []
        let remaining = DrawPrinter.drawLines(from: &printing, bank: bank, count: 10_000) { rest += $0 }
        #expect(remaining == bank.count - 100)
        #expect(String(decoding: rest, as: UTF8.self).split(separator: "\n").count == remaining)
    }
}
