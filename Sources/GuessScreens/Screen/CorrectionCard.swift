import GuessGame
import GuessText

/// The correction card: the turn's words, one a line with its mark, the chosen word highlighted, and the
/// keys along the bottom. Pure: exactly `height` lines, each at most `width` columns; a long turn
/// scrolls to keep the chosen word in view.
package enum CorrectionCard {
    /// The card's lines for `draft` of the turn played by `team` (nil in single rounds).
    package static func render(
        _ draft: CorrectionDraft, team: String?, width: Int, height: Int, strings: Strings, paint: Paint
    ) -> [String] {
        let width = max(width, 1)
        let height = max(height, 1)
        let keys = RoundScreen.wrapped(strings.correctionKeys, width: width, paint: paint.dim)
        let title = strings.correctionTitle + (team.map { " · " + OutsideText.forTerminal($0) } ?? "")
        var lines: [ScreenLine] = [.centred(DisplayWidth.truncate(title, to: width), width: width, paint: paint.bold)]
        if height > keys.count + 3 { lines.append(.blank) }
        let rows = max(0, height - lines.count - keys.count - (height > keys.count + 4 ? 1 : 0))
        let first = min(max(0, draft.selected - rows / 2), max(0, draft.marks.count - rows))
        let shown = draft.marks.indices.dropFirst(first).prefix(rows)
        let numberWidth = String(draft.marks.count).count
        var texts: [(painted: String, plain: String)] = []
        for index in shown {
            let mark = draft.marks[index]
            let changed = mark != draft.original[index].result ? " *" : ""
            let number = String(repeating: " ", count: numberWidth - String(index + 1).count) + String(index + 1)
            let word = DisplayWidth.truncate(OutsideText.forTerminal(draft.original[index].word), to: max(4, width / 2))
            let plain =
                "\(index == draft.selected ? "▶" : " ") \(number)  \(strings.resultMark(mark)) \(word)  \(strings.result(mark))\(changed)"
            let cut = DisplayWidth.truncate(plain, to: max(1, width - 2))
            let painted: String
            if index == draft.selected {
                painted = paint.reverse(cut)
            } else if mark == .correct {
                painted = paint.green(cut)
            } else if mark.countsAsWrong {
                painted = paint.red(cut)
            } else {
                painted = paint.dim(cut)
            }
            texts.append((painted: painted, plain: cut))
        }
        lines += ScreenLine.block(texts, width: width)
        lines += Array(repeating: .blank, count: max(0, height - lines.count - keys.count))
        lines += keys
        return ScreenLine.finish(lines, height: height)
    }
}
