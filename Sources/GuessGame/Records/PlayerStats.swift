import Foundation
import GuessText

/// A named player's turns as describer over every game (`guess stats --player NAME`): words, accuracy, pace
/// and their quickest right answers. Worked out from stored games alone, as `GameResults` is.
package struct PlayerStats: Equatable, Sendable {
    /// The player, as asked for.
    package var player: String
    /// Games in which they described.
    package var games = 0
    /// What their turns add up to: words shown, right, wrong, passed, and their pace.
    package var tally = TurnTally()
    /// Their quickest right answers, quickest first (at most `bestLimit`).
    package var bestWords: [GameResults.WordMoment] = []

    /// How many quickest words are kept.
    package static let bestLimit = 5

    /// The figures of `player` over `games`, a describer counted as them when `key` gives both the same
    /// (`guess stats --player` passes the league's: names folded as the room folds them, merges followed);
    /// turns played through a pipe count only with `includeScripted`, as in `guess stats`.
    package static func of(
        _ games: [StoredGame], player: String, includeScripted: Bool = false, key: (String) -> String
    ) -> PlayerStats {
        let wanted = key(player)
        var stats = PlayerStats(player: player)
        var quickest: [GameResults.WordMoment] = []
        for game in games {
            var described = false
            for (index, turn) in game.turns.enumerated() {
                guard let describer = turn.describer, key(describer) == wanted,
                    includeScripted || !turn.scripted
                else { continue }
                described = true
                stats.tally.add(
                    shown: turn.words.count, correct: turn.correct, wrong: turn.wrong, passed: turn.passed,
                    seconds: turn.elapsed)
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
