import Foundation
import GuessGame
import GuessText
import GuessWords

/// The strings of the host's fixes (#18) that the commands say: the deck estimate, calibration.
extension Strings {
    /// Said before the first turn when the deck holds fewer words than the game is likely to need.
    package func deckTooSmall(_ estimate: DeckEstimate, reshuffles: Bool) -> String {
        let pace = estimate.secondsPerWord
        let paceText = String(format: "%.1f", pace)
        let base = pick(
            "The deck has \(estimate.available) word\(estimate.available == 1 ? "" : "s"); this game needs about \(estimate.needed) (\(estimate.turns) turn\(estimate.turns == 1 ? "" : "s") × \(estimate.seconds) s at "
                + (estimate.paceFromHistory ? "\(paceText) s a word, as played before" : "one word per 6 s") + ").",
            "词库只有 \(estimate.available) 个词；本局大约需要 \(estimate.needed) 个（\(estimate.turns) 回合 × \(estimate.seconds) 秒，"
                + (estimate.paceFromHistory ? "按以往每词 \(paceText) 秒" : "按每 6 秒一个词") + "）。")
        return base
            + (reshuffles
                ? pick(" Words will come round again.", "词用完后会重新洗牌再用。")
                : pick(
                    " It may end early: add words, or --on-exhausted reshuffle.",
                    "可能提前结束：请加词，或使用 --on-exhausted reshuffle。"))
    }

    /// The same on one line of the round screen: the counts and what to do.
    package func deckTooSmallShort(_ estimate: DeckEstimate, reshuffles: Bool) -> String {
        pick(
            "Only \(estimate.available) words for about \(estimate.needed) needed"
                + (reshuffles ? ": words will come round again" : ": it may end early (--on-exhausted reshuffle)"),
            "词库 \(estimate.available) 个词，本局约需 \(estimate.needed) 个"
                + (reshuffles ? "；用完会重新洗牌" : "：可能提前结束（--on-exhausted reshuffle）"))
    }

    /// The line above the calibration table: how many entries were judged and how many play like another
    /// tier.
    package func calibrationSummary(_ calibration: Calibration, minimumPlays: Int) -> String {
        let judged = calibration.judged
        let moves = calibration.moves.count
        if judged == 0 {
            return pick(
                "No entry has been answered \(minimumPlays) times yet (rounds played through a pipe do not count).",
                "还没有哪个词被回答满 \(minimumPlays) 次（通过管道进行的回合不计）。")
        }
        return pick(
            "\(judged) entr\(judged == 1 ? "y" : "ies") answered at least \(minimumPlays) times; \(moves) play\(moves == 1 ? "s" : "") like another tier (over 2 standard errors from their tier's accuracy).",
            "\(judged) 个词至少回答了 \(minimumPlays) 次；其中 \(moves) 个的正确率偏离本级超过 2 个标准误，更像另一级。")
    }

    /// The columns of the calibration table.
    package var calibrationColumns: [String] {
        [
            pick("entry", "词"), pick("tier", "级别"), pick("plays", "次数"), pick("accuracy", "正确率"),
            pick("tier accuracy", "本级正确率"), pick("plays like", "更像"),
        ]
    }

    /// Said after `--apply` wrote the list.
    package func calibrationWritten(_ path: String, entries: Int) -> String {
        pick(
            "Wrote \(entries) entr\(entries == 1 ? "y" : "ies") to \(path), under the tiers they play like (play it with --words).",
            "已将 \(entries) 个词按更像的级别写入 \(path)（可用 --words 使用）。")
    }
}
