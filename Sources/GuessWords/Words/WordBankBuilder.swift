import Foundation

/// The longest entry accepted, in characters (grapheme clusters).
public let maximumEntryLength = 64

/// Builds a word bank from lists, one at a time, so that a rejected list leaves nothing behind.
///
/// A list's bytes are appended to the bank's arena and parsed there in place: each entry is written back
/// over the bytes it was read from (trimming and folding white space only ever shortens it), so loading
/// costs one copy of the file and no `String` per entry.
public struct WordBankBuilder {
    /// The bank so far.
    public private(set) var bank = WordBank()
    private var duplicates = DuplicateIndex(expected: 1024)

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
        add(source: source, format: format, defaultTier: defaultTier) { $0.append(contentsOf: contents) }
    }

    /// Like `add(contents:source:format:defaultTier:)`, but `appendContents` appends the list's bytes to
    /// the bank's arena itself (reading a file straight into it), so a large list is never held twice.
    /// When it throws, nothing is added.
    @discardableResult
    public mutating func add<Failure: Error>(
        source: String, format: ListFormat, defaultTier: Tier = .custom,
        appendContents: (inout [UInt8]) throws(Failure) -> Void
    ) throws(Failure) -> [Diagnostic] {
        var parse = ListParse(source: source, defaultTier: defaultTier, format: format)
        bank.beginSource(source, unit: format == .xlsx ? .row : .line)
        parse.sources = bank.sources
        swap(&parse.arena, &bank.arena)
        swap(&parse.ends, &bank.ends)
        swap(&parse.tiers, &bank.tierCodes)
        swap(&parse.lines, &bank.lines)
        swap(&parse.duplicates, &duplicates)
        let entriesBefore = parse.ends.count
        let arenaBefore = parse.arena.count
        defer {
            swap(&parse.arena, &bank.arena)
            swap(&parse.ends, &bank.ends)
            swap(&parse.tiers, &bank.tierCodes)
            swap(&parse.lines, &bank.lines)
            swap(&parse.duplicates, &duplicates)
        }
        do {
            try appendContents(&parse.arena)
        } catch {
            parse.arena.removeSubrange(arenaBefore...)
            bank.dropSources(from: bank.sourceNames.count - 1)
            throw error
        }
        parse.run(from: arenaBefore)
        if parse.failed {
            parse.arena.removeSubrange(arenaBefore...)
            parse.ends.removeSubrange(entriesBefore...)
            parse.tiers.removeSubrange(entriesBefore...)
            parse.lines.removeSubrange(entriesBefore...)
            parse.duplicates = .building(
                total: entriesBefore, count: entriesBefore, arena: parse.arena, ends: parse.ends)
            bank.dropSources(from: bank.sourceNames.count - 1)
        }
        return parse.diagnostics
    }
}

/// The state of parsing one list into the bank's storage.
struct ListParse {
    var arena: [UInt8] = []
    var ends: [UInt32] = []
    var tiers: [UInt8] = []
    var lines: [UInt32] = []
    var duplicates = DuplicateIndex(expected: 0)
    var diagnostics: [Diagnostic] = []
    let source: String
    let defaultTier: Tier
    /// Entries read, duplicates included (a list of nothing but duplicates is not empty).
    var entriesRead = 0
    /// Where the next entry is written in the arena.
    var write = 0
    /// The entries of this list whose text is not simple (`SimpleText`), in order: the duplicate index
    /// needs their full key, and knowing them spares it checking every entry again.
    var complexEntries: [Int] = []

    /// The list's format.
    let format: ListFormat
    /// Whether an invalid UTF-8 error has been reported (the first one carries the hint).
    var reportedInvalidUTF8 = false

    init(source: String, defaultTier: Tier, format: ListFormat) {
        self.source = source
        self.defaultTier = defaultTier
        self.format = format
    }

    var failed: Bool { diagnostics.contains { $0.severity == .error } }

    /// The whole list is rejected because of `message`.
    private mutating func reject(_ message: LocalizedText) {
        diagnostics.append(Diagnostic(SourceLocation(file: source, line: 0), message))
    }

    /// Parses the arena from `start` (the list's bytes) in place, then cuts the arena after the last entry.
    mutating func run(from start: Int) {
        let entriesBefore = ends.count
        write = start
        let foreign = arena.withUnsafeBufferPointer { Self.foreignDocument(UnsafeBufferPointer(rebasing: $0[start...])) }
        if format == .unsupported {
            let suffix = (source as NSString).pathExtension
            reject(LocalizedText(
                "a .\(suffix) file cannot be read; save it as .xlsx, .csv or .txt", "无法读取 .\(suffix) 文件；请另存为 .xlsx、.csv 或 .txt"))
        } else if let foreign, format != .xlsx || foreign != Self.zipArchive {
            reject(LocalizedText(
                "this is \(foreign), not a word list; save it as .xlsx, .csv or .txt",
                "这是\(Self.chineseDocumentName(foreign))，不是词表；请另存为 .xlsx、.csv 或 .txt"))
        } else if format == .xlsx {
            parseWorkbook(from: start)
        } else {
            decode(from: start)
            parseInPlace(from: start)
        }
        if failed {
            arena.removeSubrange(start...)
            return
        }
        arena.removeSubrange(write...)
        removeDuplicates(from: entriesBefore)
        if !failed && entriesRead == 0 {
            diagnostics.append(Diagnostic(SourceLocation(file: source, line: 0), LocalizedText("the list has no entries", "词表中没有任何词条")))
        }
    }

    /// How `foreignDocument` names a ZIP archive: what an .xlsx workbook is.
    static let zipArchive = "a ZIP archive (an .xlsx workbook or another document)"

    /// The Chinese name of a kind of document named by `foreignDocument`.
    static func chineseDocumentName(_ english: String) -> String {
        switch english {
        case zipArchive: "ZIP 压缩包（.xlsx 工作簿或其他文档）"
        case "an old Office document (.xls or .doc)": "旧版 Office 文档（.xls 或 .doc）"
        case "a PDF document": "PDF 文档"
        default: english
        }
    }

    /// What kind of document `bytes` are by their first bytes, when they are one that is not a list:
    /// a ZIP archive (an .xlsx workbook, or some other office document), an old Office file or a PDF.
    static func foreignDocument(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        func startsWith(_ magic: [UInt8]) -> Bool { bytes.count >= magic.count && zip(bytes, magic).allSatisfy { $0 == $1 } }
        if startsWith([0x50, 0x4B, 0x03, 0x04]) { return zipArchive }
        if startsWith([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]) { return "an old Office document (.xls or .doc)" }
        if startsWith(Array("%PDF-".utf8)) { return "a PDF document" }
        return nil
    }

    /// Replaces the list's bytes by their UTF-8 when they are in another encoding, with a note saying so.
    private mutating func decode(from start: Int) {
        let outcome = arena.withUnsafeBufferPointer { TextDecoding.decode(UnsafeBufferPointer(rebasing: $0[start...])) }
        guard case .decoded(let encoding, let utf8) = outcome else { return }
        arena.removeSubrange(start...)
        arena.append(contentsOf: utf8)
        diagnostics.append(
            Diagnostic(SourceLocation(file: source, line: 0), LocalizedText("read as \(encoding) (not UTF-8)", "按 \(encoding) 读取（不是 UTF-8）"),
                severity: .note))
    }

    /// Parses a text or CSV list whose UTF-8 bytes are in the arena from `start`.
    private mutating func parseInPlace(from start: Int) {
        var begin = start
        if arena.count - start >= 3 && arena[start] == 0xEF && arena[start + 1] == 0xBB && arena[start + 2] == 0xBF {
            begin += 3
        }
        let estimatedLines = arena.withUnsafeBufferPointer { Self.countLines(UnsafeBufferPointer(rebasing: $0[begin...])) }
        reserve(estimatedLines)
        var storage: [UInt8] = []
        swap(&storage, &arena)
        storage.withUnsafeMutableBufferPointer { buffer in
            switch format {
            case .text, .unsupported, .xlsx: parseText(buffer, from: begin)
            case .csv:
                let separator = CSVRecordReader.detectSeparator(UnsafeBufferPointer(rebasing: buffer[begin...]))
                parseCSV(buffer, from: begin, separator: separator)
            case .tsv: parseCSV(buffer, from: begin, separator: 0x09)
            }
        }
        swap(&storage, &arena)
    }

    /// Makes room for `count` more entries.
    private mutating func reserve(_ count: Int) {
        ends.reserveCapacity(ends.count + count)
        tiers.reserveCapacity(tiers.count + count)
        lines.reserveCapacity(lines.count + count)
        if duplicates.capacity < ends.count + count {
            duplicates = .building(total: ends.count + count, count: ends.count, arena: arena, ends: ends)
        }
    }

    /// The message for an entry that is not valid UTF-8; the first carries a hint on converting the file.
    private mutating func invalidUTF8Message() -> LocalizedText {
        defer { reportedInvalidUTF8 = true }
        if reportedInvalidUTF8 { return EntryProblem.invalidUTF8.text }
        let name = (source as NSString).lastPathComponent
        return LocalizedText(
            "not valid UTF-8, nor UTF-16 or GB18030 (save the list as UTF-8; from GBK: iconv -f GBK -t UTF-8 \(name) > utf8-\(name))",
            "不是有效的 UTF-8，也不是 UTF-16 或 GB18030（请把词表存为 UTF-8；从 GBK 转换：iconv -f GBK -t UTF-8 \(name) > utf8-\(name)）")
    }

    /// The diagnostic text for `problem`.
    private mutating func message(_ problem: EntryProblem) -> LocalizedText {
        problem == .invalidUTF8 ? invalidUTF8Message() : problem.text
    }

    private static func countLines(_ buffer: UnsafeBufferPointer<UInt8>) -> Int {
        // Without an overflow check or a branch the compiler makes this a vector loop, several times as
        // fast (a million-entry list is 14 MB).
        var lines = 1
        for byte in buffer { lines &+= Int(byte == 0x0A ? 1 as UInt8 : 0) }
        return lines
    }

    // MARK: - Text lists

    private mutating func parseText(_ buffer: UnsafeMutableBufferPointer<UInt8>, from begin: Int) {
        guard let base = buffer.baseAddress else { return }
        var tier = defaultTier
        var lineNumber = 0
        var position = begin
        while position < buffer.count {
            lineNumber += 1
            let end = buffer[position...].firstIndex(of: 0x0A) ?? buffer.count
            var lineEnd = end
            if lineEnd > position && base[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            let line = UnsafeBufferPointer(start: base + position, count: lineEnd - position)
            position = end + 1

            var first = 0
            while first < line.count && (line[first] == 0x20 || line[first] == 0x09) { first += 1 }
            if first < line.count && line[first] == UInt8(ascii: "#") {
                if line.contains(where: { $0 >= 0x80 }) && String(validating: line, as: UTF8.self) == nil {
                    diagnostics.append(Diagnostic(here(lineNumber), invalidUTF8Message()))
                }
                continue
            }
            let entry: NormalizedEntry
            switch EntryNormalizer.normalize(line, into: base + write) {
            case .failure(let problem):
                diagnostics.append(Diagnostic(here(lineNumber), message(problem)))
                continue
            case .success(let normalized):
                entry = normalized
            }
            let length = entry.length
            if length == 0 { continue }
            if base[write] == UInt8(ascii: "[") && base[write + length - 1] == UInt8(ascii: "]") {
                let name = String(decoding: UnsafeBufferPointer(start: base + write + 1, count: length - 2), as: UTF8.self)
                    .trimmingCharacters(in: .whitespaces)
                if let named = Tier(named: name) {
                    tier = named
                } else {
                    diagnostics.append(
                        Diagnostic(here(lineNumber), LocalizedText(
                            "unknown section '[\(name)]' (sections: \(Tier.namesList))",
                            "未知的分段“[\(name)]”（可用分段：\(Tier.allCases.map(\.name).joined(separator: "、"))）")))
                }
                continue
            }
            addEntry(entry, tier: tier, line: lineNumber)
        }
    }

    /// Where a problem on `line` of this list is reported.
    private func here(_ line: Int) -> SourceLocation {
        SourceLocation(file: source, line: line, unit: format == .xlsx ? .row : .line)
    }

    /// Takes the entry's bytes at the write position as an entry (duplicates are removed afterwards).
    private mutating func addEntry(_ entry: NormalizedEntry, tier: Tier, line: Int) {
        guard ends.count < DuplicateIndex.maximumEntries else {
            if !failed {
                diagnostics.append(Diagnostic(here(line), LocalizedText(
                    "too many entries: a bank holds at most \(DuplicateIndex.maximumEntries)",
                    "词条太多：一个词库最多 \(DuplicateIndex.maximumEntries) 条")))
            }
            return
        }
        entriesRead += 1
        if !entry.isSimple { complexEntries.append(ends.count) }
        write += entry.length
        ends.append(UInt32(write))
        tiers.append(UInt8(tier.rawValue))
        lines.append(UInt32(line))
    }

    /// Finds the entries from `first` on that repeat an earlier one, warns about each (naming both places)
    /// and removes them, keeping the first.
    private mutating func removeDuplicates(from first: Int) {
        guard first < ends.count else { return }
        var storage: [UInt8] = []
        swap(&storage, &arena)
        defer { swap(&storage, &arena) }
        let found = storage.withUnsafeBufferPointer { arena in
            ends.withUnsafeBufferPointer { ends in
                duplicates.insert(first..<ends.count, complex: complexEntries, arena: arena.baseAddress!, ends: ends)
            }
        }
        guard !found.isEmpty else { return }
        for (index, earlier) in found {
            let start = index == 0 ? 0 : Int(ends[index - 1])
            let text = String(decoding: storage[start..<Int(ends[index])], as: UTF8.self)
            let place = here(Int(lines[index]))
            let there = location(of: earlier)
            diagnostics.append(
                Diagnostic(place, LocalizedText(
                    "duplicate '\(text)' (first at \(there)); kept the first",
                    "重复的“\(text)”（首次出现于 \(there)）；保留第一个"), severity: .warning))
        }
        // Close the gaps: move every kept entry of this list down over the removed ones.
        let removed = Set(found.map(\.index))
        var kept = first
        var writeEnd = first == 0 ? 0 : Int(ends[first - 1])
        for index in first..<ends.count where !removed.contains(index) {
            let start = index == 0 ? 0 : Int(ends[index - 1])
            let length = Int(ends[index]) - start
            if writeEnd != start {
                storage.withUnsafeMutableBufferPointer { buffer in
                    let base = buffer.baseAddress!
                    (base + writeEnd).update(from: base + start, count: length)
                }
            }
            writeEnd += length
            ends[kept] = UInt32(writeEnd)
            tiers[kept] = tiers[index]
            lines[kept] = lines[index]
            kept += 1
        }
        ends.removeSubrange(kept...)
        tiers.removeSubrange(kept...)
        lines.removeSubrange(kept...)
        storage.removeSubrange(writeEnd...)
        write = writeEnd
        // Indices of this list's entries moved: index the bank afresh.
        duplicates = .building(total: ends.count, count: ends.count, arena: storage, ends: ends)
    }

    /// The lists in the bank, this one last, with the index of their first entry.
    var sources: [WordBank.ListSource] = []

    /// Where entry `index` (of this list or an earlier one) was read.
    private func location(of index: Int) -> SourceLocation {
        guard let list = WordBank.source(of: index, in: sources) else { return here(Int(lines[index])) }
        return SourceLocation(file: list.name, line: Int(lines[index]), unit: list.unit)
    }

    // MARK: - CSV lists

    private mutating func parseCSV(_ buffer: UnsafeMutableBufferPointer<UInt8>, from begin: Int, separator: UInt8) {
        guard let base = buffer.baseAddress else { return }
        var reader = CSVRecordReader(UnsafeBufferPointer(rebasing: buffer[begin...]), separator: separator)
        var isFirstRecord = true
        while let record = reader.next() {
            let location = SourceLocation(file: source, line: record.line)
            let fields = record.fields
            if record.problem == nil && fields.count == 1 && fields[0].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            // The header, if any, is the first record that is not blank.
            let mayBeHeader = isFirstRecord
            isFirstRecord = false
            if let problem = record.problem {
                diagnostics.append(Diagnostic(location, problem))
                continue
            }
            if mayBeHeader && CSVRecordReader.isHeader(fields) { continue }
            guard let tier = recordTier(fields, at: location) else { continue }
            // The record has been read: its bytes can be overwritten (the write position never passes it).
            let outcome = fields[0].withUnsafeBufferPointer { EntryNormalizer.normalize($0, into: base + write) }
            switch outcome {
            case .failure(let problem):
                diagnostics.append(Diagnostic(location, message(problem)))
            case .success(let entry):
                if entry.length > 0 { addEntry(entry, tier: tier, line: record.line) }
            }
        }
    }

    /// The tier of a record `word[,tier]`: its second field, or the default when it has none or it is
    /// empty; nil (with the problem reported) for too many fields or an unknown tier.
    private mutating func recordTier(_ fields: [[UInt8]], at location: SourceLocation) -> Tier? {
        guard fields.count <= 2 else {
            diagnostics.append(Diagnostic(location, LocalizedText(
                "expected 1 or 2 columns (word[,tier]), found \(fields.count)", "应有 1 或 2 列（词语[,难度]），实际 \(fields.count) 列")))
            return nil
        }
        guard fields.count == 2 else { return defaultTier }
        guard let tierName = String(validating: fields[1], as: UTF8.self) else {
            diagnostics.append(Diagnostic(location, invalidUTF8Message()))
            return nil
        }
        let trimmed = tierName.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return defaultTier }
        guard let named = Tier(named: trimmed) else {
            diagnostics.append(Diagnostic(location, LocalizedText(
                "unknown tier '\(trimmed)' (tiers: \(Tier.namesList))",
                "未知的难度“\(trimmed)”（可用：\(Tier.allCases.map(\.name).joined(separator: "、"))）")))
            return nil
        }
        return named
    }

    // MARK: - Workbooks

    /// Reads the first sheet of the workbook whose bytes are in the arena from `start`, then puts its
    /// entries in their place: columns word[,tier], an optional header row, problems named by row.
    private mutating func parseWorkbook(from start: Int) {
        let data = arena.withUnsafeBufferPointer { Data(buffer: UnsafeBufferPointer(rebasing: $0[start...])) }
        arena.removeSubrange(start...)
        let rows: [SheetRow]
        do {
            rows = try WorkbookReader.firstSheet(of: data).rows
        } catch {
            reject(error.text)
            return
        }
        reserve(rows.count)
        var scratch = [UInt8](repeating: 0, count: 256)
        for (position, row) in rows.enumerated() {
            let location = SourceLocation(file: source, line: row.number, unit: .row)
            if let problem = row.problem {
                diagnostics.append(Diagnostic(location, problem))
                continue
            }
            if position == 0 && CSVRecordReader.isHeader(row.cells) { continue }
            let fields = row.cells.map { Array($0.utf8) }
            guard let tier = recordTier(fields, at: location) else { continue }
            let word = fields.first ?? []
            if scratch.count < word.count { scratch = [UInt8](repeating: 0, count: word.count) }
            let outcome = word.withUnsafeBufferPointer { raw in
                scratch.withUnsafeMutableBufferPointer { EntryNormalizer.normalize(raw, into: $0.baseAddress!) }
            }
            switch outcome {
            case .failure(let problem):
                diagnostics.append(Diagnostic(location, message(problem)))
            case .success(let entry):
                guard entry.length > 0 else { continue }
                arena.append(contentsOf: scratch[..<entry.length])
                addEntry(entry, tier: tier, line: row.number)
            }
        }
    }
}

/// Why an entry was refused.
enum EntryProblem: Error, Equatable, CustomStringConvertible {
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

    /// The description in both languages.
    var text: LocalizedText {
        switch self {
        case .invalidUTF8:
            LocalizedText(description, "不是有效的 UTF-8（请把词表存为 UTF-8）")
        case .controlCharacter(let scalar):
            LocalizedText(description, "词条中有控制字符 U+\(String(format: "%04X", scalar))（不允许转义序列）")
        case .tooLong(let length):
            LocalizedText(description, "词条长 \(length) 个字符，上限为 \(maximumEntryLength)")
        }
    }
}

/// An entry as `EntryNormalizer` wrote it.
struct NormalizedEntry {
    /// Its length in bytes (0: a blank line).
    var length: Int
    /// Whether it is simple text (`SimpleText`), its own duplicate key.
    var isSimple: Bool
}

/// Trims an entry, folds inner runs of white space to one space, and refuses control characters,
/// invalid UTF-8 and over-long entries.
enum EntryNormalizer {
    /// Writes the normalised entry to `output` and returns its length and whether it is simple text.
    /// `output` may be the start of `raw` or before it: the entry never comes out longer than the line.
    static func normalize(_ raw: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt8>) -> Result<NormalizedEntry, EntryProblem> {
        // Decide before writing anything: `output` may overlap `raw`, which the Unicode path reads again.
        // ASCII and simple scalars (CJK ideographs and the like, see `SimpleText`) are copied byte by byte:
        // none of them is white space or a control, and each is one character.
        guard let measured = SimpleText.measure(raw) else { return normalizeUnicode(raw, into: output) }
        if measured.isPlain {
            // Nothing to trim or fold (most lines): the line is the entry.
            if measured.characters > maximumEntryLength { return .failure(.tooLong(measured.characters)) }
            if let line = raw.baseAddress { output.update(from: line, count: raw.count) }
            return .success(NormalizedEntry(length: raw.count, isSimple: true))
        }
        var length = 0
        var characters = 0
        var pendingSpace = false
        for byte in raw {
            if byte == 0x20 || byte == 0x09 {
                pendingSpace = length > 0
            } else if byte < 0x20 || byte == 0x7F {
                return .failure(.controlCharacter(UInt32(byte)))
            } else {
                if pendingSpace {
                    output[length] = 0x20
                    length += 1
                    characters += 1
                    pendingSpace = false
                }
                output[length] = byte
                length += 1
                if byte & 0xC0 != 0x80 { characters += 1 }
            }
        }
        return characters > maximumEntryLength
            ? .failure(.tooLong(characters)) : .success(NormalizedEntry(length: length, isSimple: true))
    }

    private static func normalizeUnicode(
        _ raw: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt8>
    ) -> Result<NormalizedEntry, EntryProblem> {
        guard let text = String(validating: raw, as: UTF8.self) else { return .failure(.invalidUTF8) }
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if (scalar.properties.generalCategory == .control && scalar != "\t") || isBidiControl(scalar) {
                return .failure(.controlCharacter(scalar.value))
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
        if entry.count > maximumEntryLength { return .failure(.tooLong(entry.count)) }
        var length = 0
        for byte in entry.utf8 {
            output[length] = byte
            length += 1
        }
        // Folding white space can leave simple text (an ideographic space between two words).
        return .success(NormalizedEntry(length: length, isSimple: SimpleText.isSimple(UnsafeBufferPointer(start: output, count: length))))
    }

    /// Bidirectional embeddings, overrides and isolates, which can reorder what the terminal shows.
    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
