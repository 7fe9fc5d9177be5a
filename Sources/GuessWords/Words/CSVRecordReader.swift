import Foundation

/// Reads RFC 4180 records from bytes, remembering the line each record starts on.
struct CSVRecordReader {
    struct Record {
        var fields: [[UInt8]]
        var line: Int
        var problem: String?
    }

    private let buffer: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var line = 1

    init(_ buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }

    /// Whether a first record is a header: `word` (or 词, 词条) then optionally `tier` (or 难度, 级别).
    static func isHeader(_ fields: [[UInt8]]) -> Bool {
        let names = fields.map {
            String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespaces).lowercased()
        }
        guard let first = names.first, ["word", "words", "词", "词条"].contains(first) else { return false }
        return names.count == 1 || (names.count == 2 && ["tier", "level", "难度", "级别", "等级"].contains(names[1]))
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
            switch byte {
            case UInt8(ascii: ","):
                record.fields.append(field)
                field = []
                wasQuoted = false
            case UInt8(ascii: "\""):
                if field.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) && !wasQuoted {
                    field = []
                    inQuotes = true
                    wasQuoted = true
                } else {
                    record.problem = record.problem ?? "a quote inside an unquoted field (quote the whole field and double inner quotes)"
                    field.append(byte)
                }
            case 0x0A:
                line += 1
                if field.last == 0x0D { field.removeLast() }
                record.fields.append(field)
                return record
            default:
                if wasQuoted && byte != 0x20 && byte != 0x09 && byte != 0x0D {
                    record.problem = record.problem ?? "text after a closing quote"
                }
                field.append(byte)
            }
        }
        if inQuotes { record.problem = "a quoted field is never closed" }
        if field.last == 0x0D { field.removeLast() }
        record.fields.append(field)
        return record
    }
}
