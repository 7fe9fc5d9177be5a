import Foundation
import GuessGameTestSupport
import Testing

@testable import GuessGame
@testable import GuessRoom
@testable import GuessScreens
@testable import GuessServer
@testable import GuessText

/// Small promises kept on every surface at once: the terminal, the phones' state and the pages.
@Suite struct SmallItemsAcrossPagesTests {
    // MARK: - The lead-in counts 3 2 1 without a clock

    @Test func theLeadInCountsWithoutAClock() throws {
        let game = RulesHarness(settings: EngineSettings(leadInSeconds: 3, waitsForHost: true), seconds: 90)
        game.engine.begin()
        game.send(.confirm)
        var counts: [Int] = []
        for _ in 0..<3 {
            let state = PhoneState(engine: game.engine, role: .board, placement: .phone, warningSeconds: 10)
            #expect(state.phase == .leadIn)
            // The clock is the turn's whole length, not the lead-in's seconds as "0:02".
            #expect(state.secondsLeft == 90)
            counts.append(try #require(state.countdown))
            game.wait(1)
        }
        #expect(counts == [3, 2, 1])
        let playing = PhoneState(engine: game.engine, role: .board, placement: .phone, warningSeconds: 10)
        #expect(playing.phase == .playing && playing.countdown == nil)
        let json = String(decoding: try JSONEncoder().encode(playing), as: UTF8.self)
        #expect(!json.contains("countdown"))
        // The page shows the count on the lead-in card and no clock in its bar then.
        let script = try #require(PhonePages.asset("phone.js")).body
        #expect(script.contains(#"el("h1", { class: "big", id: "countdown" }, state.countdown)"#))
        #expect(script.contains(#"state.phase === "leadIn" ? null"#))
    }

    // MARK: - Full-width colons in Chinese

    static func isHan(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { (0x3400...0x9FFF).contains($0.value) } ?? false
    }

    /// An ASCII colon next to a Chinese character in `text` (`[主机:]端口` and `https://名称:端口`, the syntax of an address, and
    /// `file:第 N 行`, a place in a file, aside).
    static func asciiColons(_ text: String) -> [String] {
        // `file:第 N 行`, a place in a list, keeps the colon of `file:line`.
        let characters = Array(
            text.replacingOccurrences(of: "[主机:]", with: "").replacingOccurrences(of: ":第 ", with: "")
                .replacingOccurrences(of: "名称:端口", with: ""))
        return characters.indices.filter { characters[$0] == ":" }.compactMap { index in
            let before = index > 0 ? characters[index - 1] : " "
            let after = index + 1 < characters.count ? characters[index + 1] : " "
            let afterSpace = index + 2 < characters.count && after == " " ? characters[index + 2] : after
            return [before, after, afterSpace].contains(where: Self.isHan) ? text : nil
        }
    }

    @Test func chineseTextsUseFullWidthColons() throws {
        var found: [String] = []
        for source in try HantTableTests.sources() {
            for part in source.parts where holdsChineseInterfaceText(part) {
                found += Self.asciiColons(part).map { "\(source.path): \($0)" }
            }
        }
        for (path, text) in try HantTableTests.scripts() {
            for part in scriptStrings(text) where holdsChineseInterfaceText(part) {
                found += Self.asciiColons(part).map { "Pages/\(path): \($0)" }
            }
            // The page puts its label and text together with the language's colon, never a bare ": ".
            #expect(!text.contains(#"+ ": " +"#) && !text.contains(#"+ ": ","#), "Pages/\(path)")
        }
        #expect(found.isEmpty, "ASCII colons in Chinese:\n\(found.joined(separator: "\n"))")
        #expect(Self.asciiColons("准备: 红队") == ["准备: 红队"])  // the check sees what it looks for
        // The taboo line of the describer's screen: 禁用词：甲、乙, no space after the full-width colon.
        #expect(Strings(.zhHans).tabooLine(["甲", "乙"]) == "禁用词：甲、乙")
        #expect(Strings(.en).tabooLine(["a", "b"]) == "Don't say: a, b")
        let script = try #require(PhonePages.asset("phone.js")).body
        #expect(script.contains(#"colon: "：""#) && script.contains("T.getReady + T.colon + state.team"))
    }
}
