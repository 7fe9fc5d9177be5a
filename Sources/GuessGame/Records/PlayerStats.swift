import Foundation
import GuessText

/// A named player's turns as describer over every game (`guess stats --player NAME`): words, accuracy, pace
/// and their quickest right answers. Worked out from stored games alone, as `GameResults` is.
public struct PlayerStats: Equatable, Sendable {
    /// The player, as asked for.
    public var player: String
    /// Games in which they described.
    public var games = 0
    /// Turns they described.
    public var turns = 0
    /// Words shown to them.
    public var shown = 0
    /// Words their team got right.
    public var correct = 0
    /// Words missed, taboo words included.
    public var wrong = 0
    /// Words passed.
    public var passed = 0
    /// Right answers in the turns the pace counts (`GameResults.pacedSeconds` of play or more).
    public var pacedCorrect = 0
    /// Seconds of the turns the pace counts.
    public var pacedSeconds = 0.0
    /// Their quickest right answers, quickest first (at most `bestLimit`).
    public var bestWords: [GameResults.WordMoment] = []

    /// How many quickest words are kept.
    public static let bestLimit = 5

    /// Right answers over answers (right and wrong); nil before any answer.
    public var accuracy: Double? { correct + wrong > 0 ? Double(correct) / Double(correct + wrong) : nil }
    /// Right answers per minute, over the turns the pace counts; nil when there are none.
    public var rightsPerMinute: Double? { pacedSeconds > 0 ? Double(pacedCorrect) * 60 / pacedSeconds : nil }

    /// The figures of `player` (the same name as `OutsideText.sameName` compares names) over `games`; turns
    /// played through a pipe count only with `includeScripted`, as in `guess stats`.
    public static func of(_ games: [StoredGame], player: String, includeScripted: Bool = false) -> PlayerStats {
        var stats = PlayerStats(player: player)
        var quickest: [GameResults.WordMoment] = []
        for game in games {
            var described = false
            for (index, turn) in game.turns.enumerated() {
                guard let describer = turn.describer, OutsideText.sameName(describer, player),
                    includeScripted || !turn.scripted
                else { continue }
                described = true
                stats.turns += 1
                stats.shown += turn.words.count
                stats.correct += turn.correct
                stats.wrong += turn.wrong
                stats.passed += turn.passed
                if turn.elapsed >= GameResults.pacedSeconds {
                    stats.pacedCorrect += turn.correct
                    stats.pacedSeconds += turn.elapsed
                }
                for word in turn.words where word.result == .correct {
                    guard let seconds = word.answerSeconds, seconds >= 0 else { continue }
                    quickest.append(
                        GameResults.WordMoment(
                            word: word.word, team: turn.team ?? "", describer: describer, turn: index + 1,
                            seconds: seconds))
                }
            }
            if described { stats.games += 1 }
        }
        stats.bestWords = Array(
            quickest.enumerated().sorted { ($0.element.seconds, $0.offset) < ($1.element.seconds, $1.offset) }.map(
                \.element
            ).prefix(bestLimit))
        return stats
    }
}
