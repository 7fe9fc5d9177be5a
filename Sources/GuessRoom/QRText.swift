/// A QR code drawn in a terminal with half blocks: each text row holds two rows of modules, so a code
/// of version 3 (29 modules) with its quiet zone takes 33 columns and 17 rows, and fits 80x24.
package enum QRText {
    /// The lines of `modules` (rows of dark = true), each character two modules tall, with a quiet zone of
    /// `quiet` light modules all round. Dark modules are drawn as spaces on light cells so that the code
    /// reads the right way round on dark and light terminals alike: the caller wraps each line in
    /// `light` ... `reset` (ANSI colours; empty strings draw the blocks only, light on dark).
    package static func lines(_ modules: [[Bool]], quiet: Int = 2) -> [String] {
        let size = modules.count
        guard size > 0 else { return [] }
        let full = size + 2 * quiet
        func dark(_ row: Int, _ column: Int) -> Bool {
            let r = row - quiet
            let c = column - quiet
            guard r >= 0, r < size, c >= 0, c < modules[r].count else { return false }
            return modules[r][c]
        }
        var lines: [String] = []
        for pair in stride(from: 0, to: full, by: 2) {
            var line = ""
            for column in 0..<full {
                // Light modules are drawn (the terminal's foreground), dark ones left as background.
                let top = !dark(pair, column)
                let bottom = pair + 1 < full ? !dark(pair + 1, column) : true
                switch (top, bottom) {
                case (true, true): line += "█"
                case (true, false): line += "▀"
                case (false, true): line += "▄"
                case (false, false): line += " "
                }
            }
            lines.append(line)
        }
        return lines
    }
}
