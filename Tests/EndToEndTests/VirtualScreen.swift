import Foundation

/// What a terminal would show after a stream of bytes: enough of a VT100 for the game's output (cursor
/// positioning, erase in line and display, the alternate screen, wide characters), so tests can assert
/// what is visible rather than what was written last.
struct VirtualScreen {
    private var cells: [[String]]
    private var saved: [[String]]?
    private var row = 0
    private var column = 0
    let columns: Int
    let rows: Int

    /// The screen after `bytes`, on a terminal of `columns` x `rows`.
    init(columns: Int, rows: Int, bytes: [UInt8]) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        feed(String(decoding: bytes, as: UTF8.self))
    }

    /// The visible text, one line per row, trailing spaces removed.
    var text: String {
        cells.map { $0.joined().replacingOccurrences(of: "\u{0}", with: "") }
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
            .joined(separator: "\n")
    }

    private mutating func feed(_ text: String) {
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\u{1B}":
                guard let kind = scalars.popFirst() else { return }
                if kind == "[" {
                    var parameters = ""
                    while let next = scalars.popFirst() {
                        if (0x40...0x7E).contains(next.value) {
                            control(String(next), parameters)
                            break
                        }
                        parameters.unicodeScalars.append(next)
                    }
                } else if kind == "]" {
                    while let next = scalars.popFirst(), next != "\u{07}", next != "\u{1B}" {}
                }
            case "\r": column = 0
            case "\n": lineFeed()
            case "\u{07}", "\u{08}": break
            default:
                guard scalar.value >= 0x20 else { continue }
                let width = Self.isWide(scalar) ? 2 : 1
                if column + width > columns {
                    column = 0
                    lineFeed()
                }
                cells[row][column] = String(scalar)
                if width == 2 && column + 1 < columns { cells[row][column + 1] = "\u{0}" }
                column += width
            }
        }
    }

    private mutating func lineFeed() {
        if row == rows - 1 {
            cells.removeFirst()
            cells.append(Array(repeating: " ", count: columns))
        } else {
            row += 1
        }
    }

    private mutating func control(_ final: String, _ parameters: String) {
        let numbers = parameters.split(separator: ";").map { Int($0) ?? 0 }
        switch final {
        case "H", "f":
            row = min(rows - 1, max(0, (numbers.first ?? 1) - 1))
            column = min(columns - 1, max(0, (numbers.count > 1 ? numbers[1] : 1) - 1))
        case "K":
            for index in column..<columns { cells[row][index] = " " }
        case "J":
            if numbers.first == 2 {
                cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
            } else {
                for index in column..<columns { cells[row][index] = " " }
                for below in (row + 1)..<max(rows, row + 1) {
                    cells[below] = Array(repeating: " ", count: columns)
                }
            }
        case "h" where parameters == "?1049":
            saved = cells
            cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        case "l" where parameters == "?1049":
            if let saved { cells = saved }
            saved = nil
        default:
            break
        }
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
