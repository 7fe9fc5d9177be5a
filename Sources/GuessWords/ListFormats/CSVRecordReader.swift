import Foundation
import GuessText

/// Reads RFC 4180 records from bytes, remembering the line each record starts on. The separator is a
/// comma, a semicolon (Excel where the decimal mark is a comma) or a tab.
struct CSVRecordReader {
    struct Record {
        var fields: [[UInt8]]
        var line: Int
        var problem: LocalizedText?
    }

    private let buffer: [UInt8]
    private let separator: UInt8
    private var position = 0
    private var line = 1

    /// A reader of `buffer` whose fields are separated by `separator`.
    init(_ buffer: [UInt8], separator: UInt8 = UInt8(ascii: ",")) {
        self.buffer = buffer
        self.separator = separator
    }

    /// The separators tried, in order of preference when the first lines do not tell.
    static let separators: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09]

    /// The separator of a CSV list: the one after the word column's name in a header row, else the one
    /// found (outside quotes) on the most of the first 20 lines that hold anything; a comma when none is.
    static func detectSeparator(_ buffer: ArraySlice<UInt8>) -> UInt8 {
        var linesWith = [Int](repeating: 0, count: separators.count)
        var seenHere = [Bool](repeating: false, count: separators.count)
        var lines = 0
        var lineHasText = false
        var inQuotes = false
        var lineStart = buffer.startIndex
        var isFirstLine = true
        for (offset, byte) in zip(buffer.indices, buffer) {
            if byte == UInt8(ascii: "\"") { inQuotes.toggle() }
            if inQuotes { continue }
            if let which = separators.firstIndex(of: byte) {
                if isFirstLine && !seenHere.contains(true) {
                    // A header row names the word column first: what follows its name is the separator.
                    let name = String(decoding: buffer[lineStart..<offset], as: UTF8.self)
                    if ColumnLayout(header: [name]) != nil { return byte }
                }
                seenHere[which] = true
            } else if byte == 0x0A {
                if lineHasText {
                    lines += 1
                    isFirstLine = false
                    for which in separators.indices where seenHere[which] { linesWith[which] += 1 }
                    if lines == 20 { break }
                }
                seenHere = seenHere.map { _ in false }
                lineHasText = false
                lineStart = offset + 1
            } else if byte != 0x20 && byte != 0x0D {
                lineHasText = true
            }
        }
        if lineHasText { for which in separators.indices where seenHere[which] { linesWith[which] += 1 } }
        guard
            let best = linesWith.indices.max(by: {
                linesWith[$0] < linesWith[$1] || (linesWith[$0] == linesWith[$1] && $0 > $1)
            }),
            linesWith[best] > 0
        else { return separators[0] }
        return separators[best]
    }

    mutating func next() -> Record? {
        guard position < buffer.count else { return nil }
        var record = Record(fields: [], line: line)
        var field: [UInt8] = []
        var inQuotes = false
        var wasQuoted = false
        while position < buffer.count {
            let byte = buffer[position]
            position += 1
            if inQuotes {
                if byte == UInt8(ascii: "\"") {
                    if position < buffer.count && buffer[position] == UInt8(ascii: "\"") {
                        field.append(byte)
                        position += 1
                    } else {
                        inQuotes = false
                    }
                } else if byte == 0x0A {
                    // A line break inside quotes is white space, folded like any other.
                    line += 1
                    if field.last == 0x0D { field.removeLast() }
                    field.append(0x20)
                } else {
                    field.append(byte)
                }
                continue
            }
            if byte == separator {
                record.fields.append(field)
                field = []
                wasQuoted = false
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                if field.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) && !wasQuoted {
                    field = []
                    inQuotes = true
                    wasQuoted = true
                } else {
                    record.problem =
                        record.problem
                        ?? LocalizedText(
                            "a quote inside an unquoted field (quote the whole field and double inner quotes)",
                            "未加引号的字段中有引号（请给整个字段加引号，字段内的引号写两次）")
                    field.append(byte)
                }
            case 0x0A:
                line += 1
                if field.last == 0x0D { field.removeLast() }
                record.fields.append(field)
                return record
            default:
                if wasQuoted && byte != 0x20 && byte != 0x09 && byte != 0x0D {
                    record.problem = record.problem ?? LocalizedText("text after a closing quote", "右引号后还有文字")
                }
                field.append(byte)
            }
        }
        if inQuotes { record.problem = LocalizedText("a quoted field is never closed", "带引号的字段没有闭合") }
        if field.last == 0x0D { field.removeLast() }
        record.fields.append(field)
        return record
    }
}
