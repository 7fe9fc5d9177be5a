import Foundation
import GuessGameTestSupport
import GuessWordsTestSupport
import PropertyBased
import Testing

@testable import GuessGame
@testable import GuessText
@testable import GuessWords

@Suite("Hosting a game, without a process")
struct HostingTests {
    private func session(recent: @escaping () -> Set<String> = { [] }) -> GameSession {
        GameSession(
            bank: makeBank(counts: [3, 3, 3, 3, 3]), bankLabel: "generated", weights: .standard,
            generator: SplitMix64(seed: 42), seed: 42, seconds: 60, onExhausted: .end, recentWords: recent)
    }

    @Test("the first deck draws what `guess draw` draws; later decks are reseeded and differ")
    func decks() {
        let game = session()
        var first = game.makeDeck()
        var reference = Deck(
            bank: makeBank(counts: [3, 3, 3, 3, 3]), weights: .standard, generator: SplitMix64(seed: 42))
        var firstOrder: [Int] = []
        var referenceOrder: [Int] = []
        while let entry = first.draw() { firstOrder.append(entry) }
        while let entry = reference.draw() { referenceOrder.append(entry) }
        #expect(firstOrder == referenceOrder)
        var second = game.makeDeck()
        var secondOrder: [Int] = []
        while let entry = second.draw() { secondOrder.append(entry) }
        #expect(secondOrder != firstOrder)
        #expect(Set(secondOrder) == Set(firstOrder))
    }

    @Test("recent words are asked for each new deck and drawn after every other word of their tier")
    func recentWordsLast() {
        var asked = 0
        let game = session {
            asked += 1
            return ["custom0", "custom1"]
        }
        var deck = game.makeDeck()
        _ = game.makeDeck()
        #expect(asked == 2)
        let bank = game.bank
        var customOrder: [String] = []
        while let entry = deck.draw() {
            if bank.tier(at: entry) == .custom { customOrder.append(bank.text(at: entry)) }
        }
        #expect(customOrder.first == "custom2")
        #expect(Set(customOrder.dropFirst()) == ["custom0", "custom1"])
    }

    @Test("kept rounds become records; a party game's record holds its turns and scoreboard")
    func records() {
        let game = session()
        let clock = ManualClock()
        var party = PartyGame(teams: ["Red", "Blue"])
        var deck = game.makeDeck()
        for team in ["Red", "Blue"] {
            var round = game.makeRound(deck: deck, clock: clock)
            round.start()
            round.answer(team == "Red" ? .correct : .wrong)
            clock.advance(by: 2)
            round.stop(.quit)
            deck = round.remainingDeck
            let record = game.keep(round, startedAt: Date(timeIntervalSince1970: 0), team: team)
            party.record(team: team, correct: round.correctCount, wrong: round.wrongCount)
            #expect(record.team == team)
            #expect(record.elapsed == 2)
            #expect(record.endedBy == .quit)
        }
        #expect(game.records.count == 2)
        // One deck for the whole game: no word twice.
        let words = game.records.flatMap(\.words).map(\.word)
        #expect(Set(words).count == words.count)
        let exported = game.gameRecord(party, startedAt: Date(timeIntervalSince1970: 0))
        #expect(exported.turns.map(\.team) == ["Red", "Blue"])
        #expect(exported.scoreboard.map(\.team) == ["Red", "Blue"])
        #expect(exported.scoreboard.map(\.score) == [1, 0])
    }

    @Test("export paths are numbered from the second round on, keeping directory and extension")
    func numberedExports() {
        #expect(ExportTarget(path: "round.json", format: .json).path(forRound: 1) == "round.json")
        #expect(ExportTarget(path: "round.json", format: .json).path(forRound: 2) == "round-2.json")
        #expect(ExportTarget(path: "out/r.csv", format: .csv).path(forRound: 3) == "out/r-3.csv")
        #expect(ExportTarget(path: "/tmp/x", format: .json).path(forRound: 2) == "/tmp/x-2")
    }

    @Test("pipe commands: words and letters in any case, blanks ignored, anything else unknown")
    func pipeCommands() {
        #expect(PipeCommand(line: " Y ") == .right)
        #expect(PipeCommand(line: "wrong\r") == .wrong)
        #expect(PipeCommand(line: "U") == .undo)
        #expect(PipeCommand(line: "pause") == .pause)
        #expect(PipeCommand(line: "q") == .quit)
        #expect(PipeCommand(line: "END") == .endTurn)
        #expect(PipeCommand(line: "   ") == .blank)
        #expect(PipeCommand(line: "yes please") == .unknown("yes please"))
        let message = PipeCommand.unknownMessage("\u{1B}]0;pwned\u{07}" + String(repeating: "x", count: 100), number: 7)
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 })
        #expect(message.hasPrefix("line 7: unknown command '\\u{1B}]0;pwned\\u{7}"))
        #expect(message.count < 90, "\(message)")
    }

    @Test("pipe commands map to the engine's: q ends the game, end only the turn, blanks and unknown lines nothing")
    func pipeCommandsForTheEngine() {
        #expect(PipeCommand(line: "y").gameCommand == .right)
        #expect(PipeCommand(line: "q").gameCommand == .quit)
        #expect(PipeCommand(line: "end").gameCommand == .endTurn)
        #expect(PipeCommand(line: "").gameCommand == nil)
        #expect(PipeCommand(line: "what").gameCommand == nil)
    }

    @Test("listings are grouped by game in the order games first appear, turns in order")
    func grouping() {
        func listing(_ id: Int64, game: Int64, turn: Int, team: String?) -> RoundListing {
            RoundListing(
                id: id, gameID: game, turn: turn, startedAt: Date(timeIntervalSince1970: 0), bank: "en", team: team,
                seconds: 60, correct: 1, wrong: 0, endedBy: .time)
        }
        let games = GameListing.group([
            listing(9, game: 5, turn: 1, team: nil),
            listing(8, game: 4, turn: 2, team: "Blue"), listing(7, game: 4, turn: 1, team: "Red"),
        ])
        #expect(games.map(\.gameID) == [5, 4])
        #expect(games[0].isParty == false)
        #expect(games[1].isParty)
        #expect(games[1].rounds.map(\.id) == [7, 8])
        #expect(games[1].teams == ["Red", "Blue"])
    }

    @Test("a game abandoned before every team played has no winner")
    func abandonedGameHasNoWinner() {
        var game = PartyGame(teams: ["Red", "Blue"], turnsPerTeam: 1)
        game.record(team: "Red", correct: 3, wrong: 0)
        #expect(game.winners.isEmpty)
        game.record(team: "Blue", correct: 1, wrong: 0)
        #expect(game.winners == ["Red"])
    }

    @Test("outside text: controls, DEL, C1 and bidi overrides are written out; the rest is kept")
    func outsideText() {
        #expect(OutsideText.forTerminal("红队") == "红队")
        #expect(OutsideText.forTerminal("a\u{1B}[31mb") == "a\\u{1B}[31mb")
        #expect(OutsideText.forTerminal("x\u{202E}y\u{7F}\u{9B}") == "x\\u{202E}y\\u{7F}\\u{9B}")
        #expect(OutsideText.forTerminal("abcdef", limit: 3) == "abc…")
        #expect(OutsideText.needsEscaping("ok\n"))
        #expect(!OutsideText.needsEscaping("Café 咖啡"))
    }
}

@Suite("Round and word-list properties")
struct RoundPropertyTests {
    /// One step of a random session: a command or the clock moving on.
    enum Step: CaseIterable { case right, wrong, undo, pause, tick, wait, quit }

    @Test("random commands and clock steps keep a round's invariants")
    func roundInvariants() async {
        await propertyCheck(
            count: 300, input: Gen.int(in: 0...6).array(of: 0...60), Gen.int(in: 1...20), Gen.uint64()
        ) { steps, seconds, seed in
            let clock = ManualClock()
            let bank = makeBank(counts: [4, 4, 4, 4, 4])
            var round = Round(
                bank: bank, deck: Deck(bank: bank, weights: .standard, generator: SplitMix64(seed: seed)),
                seconds: Double(seconds), clock: clock)
            round.start()
            var lastElapsed = 0.0
            for code in steps {
                let before = round
                switch Step.allCases[code] {
                case .right: round.answer(.correct)
                case .wrong: round.answer(.wrong)
                case .undo: round.undo()
                case .pause: round.togglePause()
                case .tick: round.tick()
                case .wait: clock.advance(by: 0.7)
                case .quit: round.stop(.quit)
                }
                // Time never runs backwards, never past the round, and not while paused.
                #expect(round.elapsed >= lastElapsed && round.elapsed <= Double(seconds))
                if before.phase == .paused && round.phase == .paused { #expect(round.elapsed == before.elapsed) }
                lastElapsed = round.elapsed
                // Counts match the words; no word is shown twice; only the last word can be unanswered.
                #expect(round.correctCount == round.played.count { $0.result == .correct })
                #expect(round.wrongCount == round.played.count { $0.result == .wrong })
                #expect(Set(round.played.map(\.word)).count == round.played.count)
                #expect(round.played.dropLast().allSatisfy { $0.result != .unanswered })
                // Once over, a round stays over and nothing changes.
                if before.isOver {
                    #expect(round.played == before.played && round.endReason == before.endReason)
                }
            }
            round.stop(.quit)
            #expect(round.isOver)
            #expect(round.elapsed <= Double(seconds))
        }
    }

    /// The pieces random lists are made of: ASCII, accents composed and not, full-width and compatibility
    /// forms, CJK, case pairs; white space runs; comment lines.
    static let fragments = [
        "a", "B", "cat", "CAT", "é", "e\u{301}", "ß", "SS", "ｆｕｌｌ", "full", "Ⅸ", "IX", "中", "文", "ﬁ", "fi", "Ω", "ω",
    ]

    @Test("a text list of random Unicode lines loads what an independent oracle expects")
    func wordListOracle() async {
        let line = Gen.int(in: 0..<Self.fragments.count).array(of: 1...3)
            .map { $0.map { Self.fragments[$0] } }
        await propertyCheck(
            count: 200, input: line.array(of: 1...12), Gen.int(in: 0...3).array(of: 12), Gen.bool
        ) { lines, shapes, crlf in
            var text = ""
            for (index, pieces) in lines.enumerated() {
                switch shapes[index] {
                case 0: text += pieces.joined(separator: " ")
                case 1: text += "  " + pieces.joined(separator: " \t ") + "\t"
                case 2: text += "#" + pieces.joined()
                default: text += pieces.joined()
                }
                text += crlf ? "\r\n" : "\n"
            }
            var builder = WordBankBuilder()
            let diagnostics = builder.add(contents: Array(text.utf8), source: "random.txt", format: .text)
            let expected = Self.oracle(text)
            // A list with no entries is rejected; any other is accepted whole.
            #expect(diagnostics.contains { $0.severity == .error } == expected.isEmpty, "\(diagnostics)")
            #expect(builder.bank.words.map(\.text) == expected, "list:\n\(text)")
        }
    }

    /// The expected entries, written without the parser: split lines, drop comments and blanks, fold white
    /// space, keep the first of entries equal after NFKC and case folding.
    static func oracle(_ text: String) -> [String] {
        var seen: Set<String> = []
        var entries: [String] = []
        // Split by scalars: Swift sees "\r\n" as one character.
        for scalars in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String(String.UnicodeScalarView(scalars))
            if line.unicodeScalars.last == "\r" { line.unicodeScalars.removeLast() }
            let words = line.split(whereSeparator: { $0.isWhitespace }).map(String.init)
            guard let first = words.first, !first.hasPrefix("#") else { continue }
            let entry = words.joined(separator: " ")
            let key = entry.precomposedStringWithCompatibilityMapping
                .folding(options: .caseInsensitive, locale: nil).precomposedStringWithCompatibilityMapping
            if seen.insert(key).inserted { entries.append(entry) }
        }
        return entries
    }
}

@Suite("Markdown exports")
struct MarkdownExportTests {
    @Test("words, teams and banks cannot break a row or render as a link or tag")
    func escaping() {
        #expect(RoundExporter.markdownEscaped("a|b") == "a\\|b")
        #expect(RoundExporter.markdownEscaped("[x](http://e.vil)") == "\\[x\\]\\(http://e.vil\\)")
        #expect(RoundExporter.markdownEscaped("<img src=x>") == "&lt;img src=x&gt;")
        #expect(RoundExporter.markdownEscaped("a\\|") == "a\\\\\\|")
        #expect(RoundExporter.markdownEscaped("猫 & 狗") == "猫 &amp; 狗")
        let words = ["a|b|c", "<b>bold</b>", "[link](x)"].map {
            PlayedWord(word: $0, tier: .custom, result: .correct, shownAt: 0, answeredAt: 1)
        }
        let record = RoundRecord(
            startedAt: Date(timeIntervalSince1970: 0), seconds: 60, elapsed: 1, endedBy: .time, seed: nil,
            bank: "x|y", team: "<t>", words: words)
        let text = String(decoding: RoundExporter.markdown([record]), as: UTF8.self)
        // How the round ended reads as English, never "ended by time" (or "ended by ended").
        #expect(text.contains("60 s; the time ran out: 3 right, 0 wrong."))
        #expect(RoundEndReason.allCases.allSatisfy { !Strings(.en).markdownEnding($0).contains($0.rawValue + ":") })
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| #") }
        #expect(rows.count == 3)
        for row in rows {
            // Seven unescaped pipes: six cells.
            var pipes = 0
            var escaped = false
            for character in row {
                if character == "|" && !escaped { pipes += 1 }
                escaped = character == "\\" && !escaped
            }
            #expect(pipes == 7, "\(row)")
            #expect(!row.contains("<") && !row.contains("]("), "\(row)")
        }
        #expect(!text.contains("<t>"))
    }
}

@Suite("CSV exports")
struct CSVExportTests {
    @Test("a word or team that a spreadsheet would run as a formula gets a leading quote; JSON keeps it raw")
    func formulasAreNeutralised() {
        #expect(RoundExporter.spreadsheetSafe("=HYPERLINK(\"x\")") == "'=HYPERLINK(\"x\")")
        for start in ["+1", "-2", "@SUM(A1)", "\tx", "\rx"] {
            #expect(RoundExporter.spreadsheetSafe(start) == "'" + start)
        }
        #expect(RoundExporter.spreadsheetSafe("apple") == "apple")
        #expect(RoundExporter.spreadsheetSafe("") == "")
        let words = [PlayedWord(word: "=1+1", tier: .custom, result: .correct, shownAt: 0, answeredAt: 1)]
        let record = RoundRecord(
            startedAt: Date(timeIntervalSince1970: 0), seconds: 60, elapsed: 1, endedBy: .time, seed: nil, bank: "x",
            team: "@team", words: words)
        let csv = String(decoding: RoundExporter.csv([record]), as: UTF8.self)
        #expect(csv.contains(",'@team,'=1+1,custom,correct,"), "\(csv)")
        let json = String(decoding: RoundExporter.json(record), as: UTF8.self)
        #expect(json.contains("\"word\" : \"=1+1\"") && json.contains("\"team\" : \"@team\""), "\(json)")
    }
}
