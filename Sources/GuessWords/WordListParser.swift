import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The two formats a word list can take.
public enum ListFormat: String, Sendable, CaseIterable {
    /// One entry per line, `#` comments, optional `[tier]` section headers.
    case text
    /// RFC 4180 CSV with columns `word[,tier]` and an optional `word,tier` header row.
    case csv

    /// The format a path's extension implies: `.csv` is CSV, anything else text.
    public static func forPath(_ path: String) -> ListFormat {
        path.lowercased().hasSuffix(".csv") ? .csv : .text
    }
}

/// A problem found in a word list, printed as `file:line: message`.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    /// How serious a problem is.
    public enum Severity: Sendable, Equatable {
        /// The list is rejected.
        case error
        /// The list is loaded; the user should know.
        case warning
    }

    /// Where it was found.
    public var location: SourceLocation
    /// What is wrong, in plain words.
    public var message: String
    /// Whether the list is rejected because of it.
    public var severity: Severity

    /// A problem at `location`.
    public init(_ location: SourceLocation, _ message: String, severity: Severity = .error) {
        self.location = location
        self.message = message
        self.severity = severity
    }

    /// `file:line: message`, or `file:line: warning: message`.
    public var description: String {
        severity == .error ? "\(location): \(message)" : "\(location): warning: \(message)"
    }
}

/// The longest entry accepted, in characters (grapheme clusters).
public let maximumEntryLength = 64

/// Builds a word bank from lists, one at a time, so that a rejected list leaves nothing behind.
public struct WordBankBuilder {
    /// The bank so far.
    public private(set) var bank = WordBank()
    private var duplicates = DuplicateIndex(expected: 1024)
    private var scratch: [UInt8] = []
    /// Entries read from the list being added, duplicates included.
    private var entriesRead = 0

    /// An empty builder.
    public init() {}

    /// Parses `contents` (the raw bytes of a list called `source`) and merges its entries into the bank.
    ///
    /// Entries before any section header go to `defaultTier`. Returns every problem found: warnings for
    /// duplicates (the first entry is kept) and errors. When there is any error the list adds nothing.
    @discardableResult
    public mutating func add(
        contents: [UInt8], source: String, format: ListFormat, defaultTier: Tier = .custom
    ) -> [Diagnostic] {
        let entriesBefore = bank.count
        let sourcesBefore = bank.sourceNames.count
        bank.beginSource(source)
        entriesRead = 0
        var diagnostics: [Diagnostic] = []
        contents.withUnsafeBufferPointer { buffer in
            var body = buffer
            if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = UnsafeBufferPointer(rebasing: body[3...]) }
            let estimatedLines = Self.countLines(body)
            bank.reserve(entries: estimatedLines, bytes: body.count)
            duplicates.reserve(total: bank.count + estimatedLines, bank: bank)
            switch format {
            case .text: parseText(body, source: source, defaultTier: defaultTier, into: &diagnostics)
            case .csv: parseCSV(body, source: source, defaultTier: defaultTier, into: &diagnostics)
            }
        }
        let failed = diagnostics.contains { $0.severity == .error }
        if !failed && entriesRead == 0 {
            diagnostics.append(
                Diagnostic(SourceLocation(file: source, line: 0), "the list has no entries"))
        }
        if diagnostics.contains(where: { $0.severity == .error }) {
            bank.truncate(to: entriesBefore)
            bank.dropSources(from: sourcesBefore)
            duplicates = DuplicateIndex(expected: max(1024, entriesBefore))
            for index in 0..<bank.count { _ = duplicates.insert(index, of: bank) }
        }
        return diagnostics
    }

    private static func countLines(_ buffer: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var lines = 1
        var position = 0
        while position < buffer.count,
            let found = memchr(base + position, 0x0A, buffer.count - position)
        {
            lines += 1
            position = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        }
        return lines
    }

    // MARK: - Text lists

    private mutating func parseText(
        _ buffer: UnsafeBufferPointer<UInt8>, source: String, defaultTier: Tier, into diagnostics: inout [Diagnostic]
    ) {
        guard let base = buffer.baseAddress else { return }
        var tier = defaultTier
        var lineNumber = 0
        var position = 0
        while position < buffer.count {
            lineNumber += 1
            var end = buffer.count
            if let found = memchr(base + position, 0x0A, buffer.count - position) {
                end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            }
            var lineEnd = end
            if lineEnd > position && base[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            let line = UnsafeBufferPointer(start: base + position, count: lineEnd - position)
            position = end + 1
            let location = SourceLocation(file: source, line: lineNumber)

            var first = 0
            while first < line.count && (line[first] == 0x20 || line[first] == 0x09) { first += 1 }
            if first < line.count && line[first] == UInt8(ascii: "#") {
                if line.contains(where: { $0 >= 0x80 }) && String(validating: line, as: UTF8.self) == nil {
                    diagnostics.append(Diagnostic(location, EntryProblem.invalidUTF8.description))
                }
                continue
            }

            if let problem = EntryNormalizer.normalize(line, into: &scratch) {
                diagnostics.append(Diagnostic(location, problem.description))
                continue
            }
            if scratch.isEmpty { continue }
            if scratch.first == UInt8(ascii: "[") && scratch.last == UInt8(ascii: "]") {
                let name = String(decoding: scratch.dropFirst().dropLast(), as: UTF8.self)
                    .trimmingCharacters(in: .whitespaces)
                if let named = Tier(named: name) {
                    tier = named
                } else {
                    diagnostics.append(
                        Diagnostic(location, "unknown section '[\(name)]' (sections: \(Tier.namesList))"))
                }
                continue
            }
            addEntry(tier: tier, location: location, into: &diagnostics)
        }
    }

    /// Appends `scratch` as an entry, or warns that it repeats an earlier one.
    private mutating func addEntry(tier: Tier, location: SourceLocation, into diagnostics: inout [Diagnostic]) {
        entriesRead += 1
        scratch.withUnsafeBufferPointer { bank.append($0, tier: tier, line: location.line) }
        let index = bank.count - 1
        if let earlier = duplicates.insert(index, of: bank) {
            let text = bank.text(at: index)
            bank.truncate(to: index)
            diagnostics.append(
                Diagnostic(
                    location, "duplicate '\(text)' (first at \(bank.location(at: earlier))); kept the first",
                    severity: .warning))
        }
    }

    // MARK: - CSV lists

    private mutating func parseCSV(
        _ buffer: UnsafeBufferPointer<UInt8>, source: String, defaultTier: Tier, into diagnostics: inout [Diagnostic]
    ) {
        var reader = CSVRecordReader(buffer)
        var isFirstRecord = true
        while let record = reader.next() {
            let location = SourceLocation(file: source, line: record.line)
            if let problem = record.problem {
                diagnostics.append(Diagnostic(location, problem))
                continue
            }
            let fields = record.fields
            defer { isFirstRecord = false }
            if fields.count == 1 && fields[0].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            if isFirstRecord && CSVRecordReader.isHeader(fields) { continue }
            guard fields.count <= 2 else {
                diagnostics.append(
                    Diagnostic(location, "expected 1 or 2 columns (word[,tier]), found \(fields.count)"))
                continue
            }
            var tier = defaultTier
            if fields.count == 2 {
                guard let tierName = String(validating: fields[1], as: UTF8.self) else {
                    diagnostics.append(Diagnostic(location, EntryProblem.invalidUTF8.description))
                    continue
                }
                let trimmed = tierName.trimmingCharacters(in: .whitespaces)
                if !trimmed.isEmpty {
                    guard let named = Tier(named: trimmed) else {
                        diagnostics.append(
                            Diagnostic(location, "unknown tier '\(trimmed)' (tiers: \(Tier.namesList))"))
                        continue
                    }
                    tier = named
                }
            }
            let problem = fields[0].withUnsafeBufferPointer { EntryNormalizer.normalize($0, into: &scratch) }
            if let problem {
                diagnostics.append(Diagnostic(location, problem.description))
                continue
            }
            if scratch.isEmpty { continue }
            addEntry(tier: tier, location: location, into: &diagnostics)
        }
    }
}

/// Why an entry was refused.
enum EntryProblem: Equatable, CustomStringConvertible {
    case invalidUTF8
    case controlCharacter(UInt32)
    case tooLong(Int)

    var description: String {
        switch self {
        case .invalidUTF8:
            "not valid UTF-8 (save the list as UTF-8)"
        case .controlCharacter(let scalar):
            "control character U+\(String(format: "%04X", scalar)) in an entry (escape sequences are not allowed)"
        case .tooLong(let length):
            "entry is \(length) characters long; the limit is \(maximumEntryLength)"
        }
    }
}

/// Trims an entry, folds inner runs of white space to one space, and refuses control characters,
/// invalid UTF-8 and over-long entries.
enum EntryNormalizer {
    static func normalize(_ raw: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) -> EntryProblem? {
        output.removeAll(keepingCapacity: true)
        var pendingSpace = false
        var isASCII = true
        for byte in raw {
            if byte >= 0x80 {
                isASCII = false
                break
            }
            if byte == 0x20 || byte == 0x09 {
                pendingSpace = !output.isEmpty
            } else if byte < 0x20 || byte == 0x7F {
                return .controlCharacter(UInt32(byte))
            } else {
                if pendingSpace {
                    output.append(0x20)
                    pendingSpace = false
                }
                output.append(byte)
            }
        }
        if isASCII {
            return output.count > maximumEntryLength ? .tooLong(output.count) : nil
        }
        return normalizeUnicode(raw, into: &output)
    }

    private static func normalizeUnicode(_ raw: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) -> EntryProblem? {
        output.removeAll(keepingCapacity: true)
        guard let text = String(validating: raw, as: UTF8.self) else { return .invalidUTF8 }
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if (scalar.properties.generalCategory == .control && scalar != "\t") || isBidiControl(scalar) {
                return .controlCharacter(scalar.value)
            }
            if scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.append(" ")
                pendingSpace = false
            }
            result.append(scalar)
        }
        let entry = String(result)
        if entry.count > maximumEntryLength { return .tooLong(entry.count) }
        output.append(contentsOf: entry.utf8)
        return nil
    }

    /// Bidirectional embeddings, overrides and isolates, which can reorder what the terminal shows.
    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}

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
