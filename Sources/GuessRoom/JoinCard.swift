import GuessText

/// The terminal's card before the first turn when phones may join: the QR code of the room's address,
/// the address itself, and what starts the game; shown again during the game with `j`, then saying that
/// any key goes back.
package enum JoinCard {
    /// The card's lines for the QR code `modules` of `address`, centred in `width` columns. With
    /// `colour`, the code is drawn white on black whatever the terminal's colours, as scanners expect.
    /// `again`: the card shown during the game, whose last line says any key goes back to it.
    package static func lines(
        modules: [[Bool]], address: String, width: Int, strings: Strings, colour: Bool, again: Bool = false,
        heading: String? = nil
    ) -> [String] {
        let code = QRText.lines(modules)
        let codeWidth = code.first?.count ?? 0
        func centred(_ text: String, width textWidth: Int) -> String {
            String(repeating: " ", count: max(0, (width - textWidth) / 2)) + text
        }
        let title = heading ?? strings.pick("Phones join here", "手机扫码加入")
        var lines = [centred(title, width: DisplayWidth.of(title))]
        for line in code {
            lines.append(centred(colour ? "\u{1B}[97;40m" + line + "\u{1B}[0m" : line, width: codeWidth))
        }
        lines.append(centred(address, width: address.count))
        let hint =
            again
            ? strings.pick("Any key goes back to the game", "按任意键返回游戏")
            : strings.pick("Enter starts the first turn · q ends the game", "按 Enter 开始第一回合 · q 结束游戏")
        lines.append(centred(hint, width: DisplayWidth.of(hint)))
        return lines
    }
}
