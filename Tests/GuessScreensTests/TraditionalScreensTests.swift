import Foundation
import GuessTestSupport
import Testing

@testable import GuessGame
@testable import GuessScreens
@testable import GuessText

@Suite("zh-Hant screens: every card and the round screen without a Simplified character of their own")
struct TraditionalScreensTests {
    static let hant = Strings(.zhHant)
    static let plain = Paint(enabled: false)
    /// User text in Simplified Chinese: a team name and a word, which the screens show as typed.
    static let team = "发财队"

    /// A party game of the Simplified team and a Traditional one.
    static func game() -> PartyGame {
        var game = PartyGame(teams: [team, "藍隊"], turnsPerTeam: 2)
        game.record(team: team, correct: 3, wrong: 1)
        game.record(team: "藍隊", correct: 2, wrong: 2)
        return game
    }

    /// Every screen at `width`x`height`, in ordinary text (the big glyphs' sources are checked as strings).
    static func screens(width: Int, height: Int) -> [(String, [String])] {
        let record = ScreenSnapshotTests.record(team: team)
        var screens: [(String, [String])] = []
        let modes: [ScreenMode] = [.ready, .leadIn(3), .playing, .paused, .confirmQuit, .help]
        for (index, mode) in modes.enumerated() {
            for big in [BigDisplay.off, .auto] {
                screens.append(
                    (
                        "round \(index) \(big)",
                        ScreenSnapshotTests.round(
                            word: "後來居上", tier: .senior, mode: mode, team: team, big: big, strings: hant, width: width,
                            height: height)
                    ))
            }
        }
        screens += [
            (
                "times up",
                Cards.timesUp(
                    correct: 3, wrong: 1, team: team, width: width, height: height, strings: hant, paint: plain)
            ),
            (
                "get ready",
                Cards.getReady(
                    team: team, turn: 2, of: 2, tieBreak: true, game: game(), width: width, height: height,
                    strings: hant,
                    paint: plain)
            ),
            ("recap", Cards.recap(record, game: game(), width: width, height: height, strings: hant, paint: plain)),
            (
                "game over",
                Cards.gameOver(game(), abandoned: true, width: width, height: height, strings: hant, paint: plain)
            ),
            ("paused", Cards.paused(secondsLeft: 65, width: width, height: height, strings: hant, paint: plain)),
            ("recap text", RecapText.render(record, strings: hant, width: width).components(separatedBy: "\n")),
            ("scoreboard", ScoreboardText.render(game(), strings: hant, paint: plain).components(separatedBy: "\n")),
            ("final", ScoreboardText.finalLines(game(), ending: .interrupted, strings: hant, paint: plain)),
        ]
        return screens
    }

    @Test("at 100x30 and 60x20: no Simplified-only character but the user's; the user's text as typed")
    func noSimplifiedLeft() {
        // The words of the recorded turn are Simplified user text too (a list the host typed).
        let userText = [Self.team, "螃蟹", "口红", "飞流直下三千尺"]
        for (width, height) in [(100, 30), (60, 20)] {
            for (name, lines) in Self.screens(width: width, height: height) {
                var text = lines.joined(separator: "\n")
                for typed in userText { text = text.replacingOccurrences(of: typed, with: "") }
                let left = text.filter(simplifiedOnlyCharacters.contains)
                #expect(left.isEmpty, "\(name) at \(width)x\(height): \(left)\n\(lines.joined(separator: "\n"))")
            }
        }
        let recap = Self.screens(width: 100, height: 30).first { $0.0 == "recap" }?.1.joined(separator: "\n") ?? ""
        #expect(recap.contains(Self.team) && recap.contains("口红") && recap.contains("本回合得分"), "\(recap)")
    }

    @Test("the headlines drawn in big glyphs are Traditional")
    func bigHeadlines() {
        let hant = Self.hant
        for text in [hant.timesUp, hant.paused, hant.gameOver, hant.tie, hant.getReady, hant.nextUp] {
            #expect(
                !text.contains(where: simplifiedOnlyCharacters.contains) && GlyphRenderer().canDraw(text), "\(text)")
        }
    }
}
