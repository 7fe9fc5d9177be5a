import Foundation
import GuessGameTestSupport
import Testing

@testable import GuessGame
@testable import GuessScreens
@testable import GuessText
@testable import GuessWords

/// The round screen of a word with its reading and gloss.
private func screen(
    word: String = "银行", reading: String = "yín háng", gloss: String = "", big: BigDisplay, width: Int,
    height: Int, mode: ScreenMode = .playing
) -> [String] {
    var state = ScreenState()
    state.word = PlayedWord(word: word, tier: .primary, result: .unanswered, shownAt: 0, answeredAt: nil)
    state.secondsLeft = 125
    state.correct = 7
    state.wrong = 2
    state.mode = mode
    state.big = big
    state.reading = reading
    state.gloss = gloss
    state.taboo = ["钱", "存款"]
    return RoundScreen.render(
        state, width: width, height: height, strings: Strings(.zhHans), paint: Paint(enabled: false))
}

@Suite("Readings on the screens: the pinyin or zhuyin under the word, the gloss for the describer")
struct ReadingScreenTests {
    @Test(
        "the reading sits on the row right under the word, big or plain, at 100x30 and 60x20",
        arguments: [(100, 30), (60, 20)], [BigDisplay.auto, .off])
    func readingUnderTheWord(size: (Int, Int), big: BigDisplay) throws {
        let lines = screen(gloss: "bank", big: big, width: size.0, height: size.1)
        #expect(lines.count == size.1)
        let readingRow = try #require(lines.firstIndex { $0.contains("yín háng") })
        let glossRow = lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "bank" }
        #expect(glossRow == readingRow + 1, "\(lines.joined(separator: "\n"))")
        let tabooRow = lines.firstIndex { $0.contains("钱") }
        #expect(tabooRow.map { $0 > readingRow } == true)
        // The row above is the word's (its last drawn row, or its box's bottom).
        let above = lines[readingRow - 1]
        #expect(!above.trimmingCharacters(in: .whitespaces).isEmpty, "\(lines.joined(separator: "\n"))")
        if big == .off { #expect(above.contains("╰")) }
        for line in lines { #expect(DisplayWidth.of(line) <= size.0) }
        let without = screen(reading: "", big: big, width: size.0, height: size.1)
        #expect(!without.joined().contains("yín"))
    }

    @Test("snapshots of the reading at 100x30 and 60x20 (zhuyin too)", arguments: [(100, 30), (60, 20)])
    func snapshots(size: (Int, Int)) {
        let (width, height) = size
        ScreenSnapshotTests.check(
            screen(gloss: "bank (financial institution)", big: .auto, width: width, height: height),
            file: "round-reading-\(width)x\(height)")
        ScreenSnapshotTests.check(
            screen(word: "銀行", reading: "ㄧㄣˊ ㄏㄤˊ", big: .off, width: width, height: height),
            file: "round-zhuyin-off-\(width)x\(height)")
    }

    @Test("paused, the word and its reading are hidden; a long reading is cut to the width")
    func hiddenAndCut() {
        let paused = screen(big: .auto, width: 60, height: 20, mode: .paused)
        #expect(!paused.joined().contains("yín"))
        let long = screen(reading: String(repeating: "zhuāng ", count: 30), big: .auto, width: 60, height: 20)
        #expect(long.allSatisfy { DisplayWidth.of($0) <= 60 })
        #expect(long.contains { $0.contains("zhuāng") })
    }

    @Test("a round shows the reading and gloss the bank keeps, none when they were left out")
    func fromTheRound() throws {
        let engine = playing(annotatedBank())
        let round = try #require(engine.round)
        let word = try #require(round.currentWord?.word)
        let index = word.dropFirst(2)
        let state = ScreenState(round: round, warningSeconds: 10, mode: .playing)
        #expect(state.reading == "yín háng \(index)")
        #expect(state.gloss == "bank \(index)")
        let plain = try #require(playing(annotatedBank(reading: false, gloss: false)).round)
        #expect(plain.currentReading.isEmpty && plain.currentGloss.isEmpty)
        #expect(ScreenState(round: plain, warningSeconds: 10, mode: .playing).reading.isEmpty)
    }
}

@Suite("Readings for a game: what is kept, what is filled in from the shipped banks")
struct ReadingSelectionTests {
    @Test("without --pinyin or --gloss the readings and glosses are dropped; each is kept on its own")
    func keepsWhatIsAsked() {
        var builder = WordBankBuilder()
        builder.add(
            contents: Array("# theme: 钱\n# reading: yín háng\n# gloss: bank\n银行 | 钱\n".utf8), source: "r.txt",
            format: .text)
        let bank = builder.bank
        #expect(bank.showing(reading: false, gloss: false).word(at: 0).reading.isEmpty)
        #expect(bank.showing(reading: false, gloss: false).word(at: 0).taboo == ["钱"])
        #expect(bank.showing(reading: false, gloss: false).word(at: 0).themes == ["钱"])
        #expect(bank.showing(reading: true, gloss: false).word(at: 0).reading == "yín háng")
        #expect(bank.showing(reading: true, gloss: false).word(at: 0).gloss.isEmpty)
        #expect(bank.showing(reading: false, gloss: true).word(at: 0).gloss == "bank")
    }

    @Test("a host's list without readings takes them from the shipped bank for the entries it shares")
    func filledFromShipped() {
        var shipped = WordBankBuilder()
        shipped.add(
            contents: Array("# language: zh-Hans\n# reading: yín háng\n# gloss: bank\n银行\n# reading: shān\n山\n".utf8),
            source: "zh-Hans", format: .text)
        var list = WordBankBuilder()
        list.add(contents: Array("词语\n银行\n山\n大熊猫\n".utf8), source: "c.csv", format: .csv)
        let shown = list.bank.showing(reading: true, gloss: true) { [shipped.bank] }
        #expect(shown.words.map(\.reading) == ["yín háng", "shān", ""])
        #expect(shown.words.map(\.gloss) == ["bank", "", ""])
        // The list's own reading wins over the shipped one.
        var own = WordBankBuilder()
        own.add(contents: Array("# reading: YIN HANG\n银行\n".utf8), source: "o.txt", format: .text)
        #expect(own.bank.showing(reading: true, gloss: false) { [shipped.bank] }.word(at: 0).reading == "YIN HANG")
    }

    @Test("the shipped banks give readings by language: zh-Hans and hsk pinyin, zh-Hant zhuyin")
    func shippedSources() {
        let pinyin = ShippedBanks.readingSources(for: .pinyin)
        let zhuyin = ShippedBanks.readingSources(for: .zhuyin)
        #expect(!pinyin.isEmpty && !zhuyin.isEmpty)
        for bank in pinyin where bank.hasReadings {
            #expect(bank.language == .zhHans)
        }
        for bank in zhuyin where bank.hasReadings {
            #expect(bank.language == .zhHant)
        }
    }
}
