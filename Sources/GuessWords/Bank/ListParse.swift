import Foundation
import GuessText

/// The state of parsing one list into a bank: entries are added as they are read, then duplicates of
/// earlier entries are dropped. The builder undoes everything when the list failed.
struct ListParse {
    /// The bank being added to (moved in and out by the builder, so its arrays are never copied).
    var bank = WordBank()
    /// The kept entries by their duplicate key.
    var firstByKey = EntryIndex()
    var diagnostics: [Diagnostic] = []
    let source: String
    let defaultTier: Tier
    let format: ListFormat
    /// Entries read, duplicates included (a list of nothing but duplicates is not empty).
    private var entriesRead = 0
    /// Where the next entry is written in the bank's storage.
    private var write = 0
    /// The entries of this list that are not simple text, in order: their duplicate key takes the full path.
    private var complexEntries: [Int] = []
    /// Whether an invalid UTF-8 error has been reported (the first one carries the hint).
    private var reportedInvalidUTF8 = false
    /// The index in the bank's details of each distinct details value this list gave.
    private var detailIndex: [EntryDetails: UInt32] = [:]
    /// The keys of the themes this list names (bounded).
    private var themeKeys: Set<String> = []
    /// Entries of the bank before this index are the shipped bank's: a duplicate of one in this list
    /// plays as this list's (its tier and details), counted in one note rather than warned about each.
    var overridableEntries = 0
    /// Entries of this tier are left out (a shipped bank's custom tier when the host brings lists).
    var leftOutTier: Tier?
    /// The language the list's header declares (`# language: zh-Hans`).
    var declaredLanguage: Language?

    /// How many rows of a CSV list or sheet have been read below its header (blank ones aside).
    private var tableRows = 0
    /// Whether a blank row has followed the table's rows (what comes below may be footnotes).
    private var belowTable = false

    /// How many entries have been read so far.
    var entriesSoFar: Int { entriesRead }

    /// How many duplicates of a list are named one by one; the rest are counted in one warning (fewer
    /// than the executable prints of each severity, so that the count is seen).
    static let duplicatesNamed = 10

    /// How many keys are hashed at a time while duplicates are removed (see `removeDuplicates`).
    static let hashBatchSize = 1 << 10

    init(source: String, defaultTier: Tier, format: ListFormat) {
        self.source = source
        self.defaultTier = defaultTier
        self.format = format
    }

    var failed: Bool { diagnostics.contains { $0.severity == .error } }

    /// The whole list is rejected because of `message`.
    mutating func reject(_ message: LocalizedText, line: Int = 0) {
        diagnostics.append(Diagnostic(here(line), message))
    }

    /// Parses the list whose bytes are in the bank's storage from `start`.
    mutating func run(from start: Int) {
        let entriesBefore = bank.count
        write = start
        if format == .unsupported {
            let suffix = (source as NSString).pathExtension
            reject(
                LocalizedText(
                    "a .\(suffix) file cannot be read; save it as .xlsx, .csv or .txt",
                    "无法读取 .\(suffix) 文件；请另存为 .xlsx、.csv 或 .txt"))
        } else if let foreign = ForeignDocument(bank.arena[start...], expectingWorkbook: format == .xlsx),
            !(format == .xlsx && foreign == .zipArchive)
        {
            reject(foreign.notAList)
        } else if format == .xlsx {
            parseWorkbook(from: start)
        } else {
            decode(from: start)
            if !failed { parseLines(from: start) }
        }
        if failed { return }
        bank.arena.removeSubrange(write...)
        if entriesRead == 0 {
            reject(LocalizedText("the list has no entries", "词表中没有任何词条"))
            return
        }
        removeDuplicates(from: entriesBefore)
    }

    /// Replaces the list's bytes by their UTF-8 when they are in another encoding, with a note saying so.
    private mutating func decode(from start: Int) {
        switch TextDecoding.decode(bank.arena[start...]) {
        case .utf8:
            return
        case .refused(let reason):
            reject(reason)
        case .decoded(let encoding, let utf8):
            bank.arena.replaceSubrange(start..., with: utf8)
            diagnostics.append(
                Diagnostic(
                    here(0), LocalizedText("read as \(encoding) (not UTF-8)", "按 \(encoding) 读取（不是 UTF-8）"),
                    severity: .note))
        }
    }

    /// Parses a text, CSV or TSV list whose UTF-8 is in the bank's storage from `start`.
    private mutating func parseLines(from start: Int) {
        var begin = start
        if bank.arena[start...].starts(with: [0xEF, 0xBB, 0xBF]) { begin += 3 }
        // Line ends are counted (to make room for the entries) in the same pass that finds the smallest
        // byte (0: a NUL): a loop with no early exit and no branch, which the compiler makes work on many
        // bytes at a time.
        // The count only makes room: 32 bits hold it for any list a bank takes (`maximumBankEntries`).
        var lineEnds: UInt32 = 0
        var smallest: UInt8 = .max
        bank.arena.withUnsafeBufferPointer { bytes in
            for byte in UnsafeBufferPointer(rebasing: bytes[begin...]) {
                let lineEnd: UInt8 = byte == 0x0A ? 1 : 0
                lineEnds &+= UInt32(lineEnd)
                smallest = min(smallest, byte)
            }
        }
        if smallest == 0 {
            let nul = bank.arena[begin...].firstIndex(of: 0)!
            let line = bank.arena[begin..<nul].count(where: { $0 == 0x0A }) + 1
            reject(LocalizedText("holds NUL bytes: not a text word list", "含有 NUL 字节，不是文本词表"), line: line)
            return
        }
        switch format {
        case .csv, .tsv:
            // Entries are appended after the records are read: the records move out of the storage first.
            let records = Array(bank.arena[begin...])
            bank.arena.removeSubrange(start...)
            let separator = format == .tsv ? 0x09 : CSVRecordReader.detectSeparator(records[...])
            parseCSV(CSVRecordReader(records, separator: separator))
        case .text, .xlsx, .unsupported:
            let lines = Int(lineEnds) + 1
            bank.ends.reserveCapacity(bank.count + lines)
            bank.tierCodes.reserveCapacity(bank.count + lines)
            bank.lines.reserveCapacity(bank.count + lines)
            parseText(from: begin)
        }
    }

    // MARK: - Entries

    /// Where a problem on `line` of this list is reported (the whole list for 0).
    func here(_ line: Int) -> SourceLocation {
        SourceLocation(file: source, line: line, unit: format == .xlsx ? .row : .line)
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

    /// Reports `problem` on `line`.
    mutating func report(_ problem: EntryProblem, line: Int) {
        diagnostics.append(Diagnostic(here(line), problem == .invalidUTF8 ? invalidUTF8Message() : problem.text))
    }

    /// Writes `bytes` as the next entry's text at the write position and returns its length.
    private mutating func place(_ bytes: [UInt8]) -> Int {
        if write == bank.arena.count {
            bank.arena.append(contentsOf: bytes)
        } else {
            for (offset, byte) in bytes.enumerated() { bank.arena[write + offset] = byte }
        }
        return bytes.count
    }

    /// Moves the bytes in `range` (at or after the write position) to the write position.
    private mutating func moveDown(_ range: Range<Int>) -> Int {
        if range.lowerBound != write && !range.isEmpty {
            precondition(write < range.lowerBound && range.upperBound <= bank.arena.count)
            let target = write
            bank.arena.withUnsafeMutableBytes { bytes in
                // One copy of the whole entry (the regions may overlap: it moves down).
                (bytes.baseAddress! + target).copyMemory(
                    from: bytes.baseAddress! + range.lowerBound, byteCount: range.count)
            }
        }
        return range.count
    }

    /// Takes the `length` bytes at the write position as an entry (duplicates are removed afterwards),
    /// with the details at `details` in the bank's table.
    private mutating func addEntry(length: Int, isSimple: Bool, tier: Tier, line: Int, details: UInt32 = 0) {
        if tier == leftOutTier { return }
        guard bank.count < maximumBankEntries else {
            if !failed {
                reject(
                    LocalizedText(
                        "too many entries: a bank holds at most \(maximumBankEntries)",
                        "词条太多：一个词库最多 \(maximumBankEntries) 条"), line: line)
            }
            return
        }
        entriesRead += 1
        if !isSimple { complexEntries.append(bank.count) }
        write += length
        bank.ends.append(UInt32(write))
        bank.tierCodes.append(UInt8(tier.rawValue))
        bank.lines.append(UInt32(line))
        bank.setDetailCode(details, at: bank.count - 1)
    }

    /// The index of `details` in the bank's table of details, added there when new (0: plain).
    package mutating func code(for details: EntryDetails) -> UInt32 {
        if details == .plain { return 0 }
        if let known = detailIndex[details] { return known }
        let code = UInt32(bank.details.count)
        bank.details.append(details)
        detailIndex[details] = code
        return code
    }

    /// What a list of themes or taboo words holds.
    enum ValueKind {
        case themes
        case taboo
    }

    /// Splits `text` into themes or taboo words (at `,` `，` `、`), each trimmed and checked like an
    /// entry and bounded in number and length; nil (with the problem reported on `line`) when one is bad.
    mutating func values(_ text: String, kind: ValueKind, line: Int) -> [String]? {
        var found: [String] = []
        var keys: Set<String> = []
        for piece in ThemeName.split(text) {
            let bytes = Array(piece.utf8)
            let value: String
            switch EntryNormalizer.normalize(bytes[...]) {
            case .failure(.tooLong(let length)) where kind == .themes:
                // A theme name past an entry's length is named as a theme name.
                reject(Strings.themeTooLong(length), line: line)
                return nil
            case .failure(let problem):
                report(problem, line: line)
                return nil
            case .success(.blank): continue
            case .success(.asIs): value = piece
            case .success(.rewritten(let folded, _)): value = String(decoding: folded, as: UTF8.self)
            }
            if kind == .themes {
                let key = ThemeName.key(value)
                guard keys.insert(key).inserted else { continue }
                guard value.count <= EntryDetails.maximumThemeLength else {
                    reject(Strings.themeTooLong(value.count), line: line)
                    return nil
                }
                if themeKeys.insert(key).inserted && themeKeys.count > EntryDetails.maximumThemesPerList {
                    // Said once, at the first theme over the limit.
                    if themeKeys.count == EntryDetails.maximumThemesPerList + 1 {
                        reject(Strings.tooManyThemesInList, line: line)
                    }
                    return nil
                }
            }
            found.append(value)
        }
        let limit = kind == .themes ? EntryDetails.maximumThemes : EntryDetails.maximumTaboo
        guard found.count <= limit else {
            reject(kind == .themes ? Strings.tooManyThemes(found.count) : Strings.tooManyTaboo(found.count), line: line)
            return nil
        }
        return found
    }

    /// Normalises a field or cell read elsewhere and adds it as an entry of `tier`.
    private mutating func addField(_ field: [UInt8], tier: Tier, line: Int, details: UInt32) {
        switch EntryNormalizer.normalize(field[...]) {
        case .failure(let problem): report(problem, line: line)
        case .success(.blank): break
        case .success(.asIs(let isSimple)):
            addEntry(length: place(field), isSimple: isSimple, tier: tier, line: line, details: details)
        case .success(.rewritten(let bytes, let isSimple)):
            addEntry(length: place(bytes), isSimple: isSimple, tier: tier, line: line, details: details)
        }
    }

    // MARK: - Text lists

    private mutating func parseText(from begin: Int) {
        var tier = defaultTier
        var directives = TextDirectives()
        var lineNumber = 0
        var position = begin
        let end = bank.arena.count
        while position < end {
            lineNumber += 1
            // In one pass over the line: its end, its first byte that is not a space or a tab, and whether
            // it holds a `|` at all (most lines do not: no taboo words to find).
            var holdsBar = false
            var firstNonBlank = -1
            let newline = bank.arena.withUnsafeBufferPointer { bytes in
                var at = position
                while at < end && bytes[at] != 0x0A {
                    let byte = bytes[at]
                    if byte == UInt8(ascii: "|") { holdsBar = true }
                    if firstNonBlank < 0 && byte != 0x20 && byte != 0x09 { firstNonBlank = at }
                    at += 1
                }
                return at
            }
            var lineEnd = newline
            if lineEnd > position && bank.arena[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            var line = position..<lineEnd
            position = newline + 1
            let isBlank = firstNonBlank < 0 || firstNonBlank >= lineEnd
            if !isBlank && bank.arena[firstNonBlank] == UInt8(ascii: "#") {
                if let comment = String(validating: bank.arena[(firstNonBlank + 1)..<lineEnd], as: UTF8.self) {
                    apply(directive: comment, to: &directives, line: lineNumber)
                } else {
                    report(.invalidUTF8, line: lineNumber)
                }
                continue
            }
            if isBlank {
                reportDangling(&directives)
                continue
            }
            // A reading or gloss belongs to this line, whatever becomes of it.
            let reading = directives.reading?.text ?? ""
            let gloss = directives.gloss?.text ?? ""
            let annotations = (reading: directives.reading, gloss: directives.gloss)
            (directives.reading, directives.gloss) = (nil, nil)
            var details = directives.code
            // `\|` stands for a `|` in an entry or a taboo word (as `bank show --list` writes it); the first
            // bar not escaped so starts the taboo words.
            var taboo: [String] = []
            let bar = holdsBar ? Self.unescapedBar(in: bank.arena[line]) : nil
            if let bar {
                let escaped = bank.arena[(bar + 1)..<lineEnd]
                guard let text = String(validating: Self.unescapingBars(escaped), as: UTF8.self) else {
                    report(.invalidUTF8, line: lineNumber)
                    continue
                }
                guard let found = values(text, kind: .taboo, line: lineNumber) else { continue }
                taboo = found
                line = line.lowerBound..<bar
            }
            if !taboo.isEmpty || !reading.isEmpty || !gloss.isEmpty {
                details = code(
                    for: EntryDetails(
                        themes: directives.themes, taboo: taboo, isFamilyFriendly: directives.isFamilyFriendly,
                        reading: reading, gloss: gloss))
            }
            let unescaped =
                holdsBar && Self.hasEscapedBar(bank.arena[line]) ? Self.unescapingBars(bank.arena[line]) : nil
            let length: Int
            let isSimple: Bool
            switch EntryNormalizer.normalize(unescaped ?? bank.arena[line]) {
            case .failure(let problem):
                report(problem, line: lineNumber)
                continue
            case .success(.blank):
                // Taboo words with no entry before them: said, never dropped silently.
                if bar != nil { report(.tabooWithoutEntry, line: lineNumber) }
                (directives.reading, directives.gloss) = annotations
                reportDangling(&directives)
                continue
            case .success(.asIs(let simple)):
                (length, isSimple) = (unescaped.map { place(Array($0)) } ?? moveDown(line), simple)
            case .success(.rewritten(let bytes, let simple)):
                (length, isSimple) = (place(bytes), simple)
            }
            if bank.arena[write] == UInt8(ascii: "[") && bank.arena[write + length - 1] == UInt8(ascii: "]") {
                let name = String(decoding: bank.arena[(write + 1)..<(write + length - 1)], as: UTF8.self)
                    .trimmingCharacters(in: .whitespaces)
                (directives.reading, directives.gloss) = annotations
                reportDangling(&directives)
                if let named = Tier(named: name) {
                    tier = named
                    directives = TextDirectives()
                } else {
                    diagnostics.append(
                        Diagnostic(
                            here(lineNumber),
                            LocalizedText(
                                "unknown section '[\(name)]' (sections: \(Tier.namesList))",
                                "未知的分段“[\(name)]”（可用分段：\(Tier.chineseNamesList)）")))
                }
                continue
            }
            addEntry(length: length, isSimple: isSimple, tier: tier, line: lineNumber, details: details)
        }
        reportDangling(&directives)
    }

    /// The first `|` of `line` not escaped as `\|`.
    static func unescapedBar(in line: ArraySlice<UInt8>) -> Int? {
        line.indices.first {
            line[$0] == UInt8(ascii: "|") && ($0 == line.startIndex || line[$0 - 1] != UInt8(ascii: "\\"))
        }
    }

    /// Whether `bytes` hold `\|`.
    static func hasEscapedBar(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.indices.dropFirst().contains { bytes[$0] == UInt8(ascii: "|") && bytes[$0 - 1] == UInt8(ascii: "\\") }
    }

    /// `bytes` with every `\|` made `|` (any other backslash stays as it is).
    static func unescapingBars(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard hasEscapedBar(bytes) else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        for index in bytes.indices {
            let next = bytes.index(after: index)
            if bytes[index] == UInt8(ascii: "\\") && next < bytes.endIndex && bytes[next] == UInt8(ascii: "|") {
                continue
            }
            result.append(bytes[index])
        }
        return result[...]
    }

    // MARK: - CSV lists

    private mutating func parseCSV(_ records: CSVRecordReader) {
        var reader = records
        var layout: ColumnLayout?
        // The first few records that hold anything, until the header row is found among them.
        var pending: [(record: CSVRecordReader.Record, afterBlank: Bool)] = []
        var afterBlank = false
        while let record = reader.next() {
            let fields = record.fields
            if record.problem == nil && fields.allSatisfy({ $0.allSatisfy { $0 == 0x20 || $0 == 0x09 } }) {
                afterBlank = true
                continue
            }
            defer { afterBlank = false }
            if let layout {
                if afterBlank { blankRow() }
                addCSVRecord(record, layout: layout)
                continue
            }
            pending.append((record, afterBlank))
            if pending.count == ColumnLayout.headerSearchRows {
                layout = settleCSVLayout(pending)
                pending = []
            }
        }
        if layout == nil { settleCSVLayout(pending) }
    }

    /// Notes a blank row: below the table's rows, what follows may be footnotes.
    private mutating func blankRow() {
        if tableRows > 0 { belowTable = true }
    }

    /// Finds the header among the first records, reports what it leaves out, and adds the records after it.
    @discardableResult
    private mutating func settleCSVLayout(
        _ pending: [(record: CSVRecordReader.Record, afterBlank: Bool)]
    ) -> ColumnLayout {
        let candidates = pending.map { item in
            item.record.problem == nil ? item.record.fields.map { String(decoding: $0, as: UTF8.self) } : []
        }
        let (layout, header) = findLayout(candidates, lines: pending.map(\.record.line))
        for item in pending[(header.map { $0 + 1 } ?? 0)...] {
            if item.afterBlank { blankRow() }
            addCSVRecord(item.record, layout: layout)
        }
        return layout
    }

    private mutating func addCSVRecord(_ record: CSVRecordReader.Record, layout: ColumnLayout) {
        if let problem = record.problem {
            diagnostics.append(Diagnostic(here(record.line), problem))
            return
        }
        addRecord(record.fields, columns: record.fields.count, layout: layout, line: record.line)
    }

    /// The layout of a CSV list or sheet and the position of its header among `candidates` (the fields of
    /// its first rows that hold anything, on `lines`): the first row naming a word column, below at most
    /// a few title rows of one cell each; `word[,tier]` without one. Title rows and unread columns get a note.
    private mutating func findLayout(_ candidates: [[String]], lines: [Int]) -> (ColumnLayout, Int?) {
        for (position, fields) in candidates.enumerated() {
            guard let layout = ColumnLayout(header: fields) else { continue }
            if position > 0 {
                let titlesOnly = candidates[..<position].allSatisfy { row in
                    row.count(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) <= 1
                }
                guard titlesOnly && layout.canFollowTitle else { break }
                diagnostics.append(
                    Diagnostic(here(lines[position]), Strings.titleRowsSkipped(position), severity: .note))
            }
            if !layout.ignored.isEmpty {
                let names = layout.ignored.prefix(10).map { OutsideText.forTerminal($0, limit: 40) }
                diagnostics.append(
                    Diagnostic(
                        here(lines[position]), Strings.columnsIgnored(names, of: layout.ignored.count), severity: .note)
                )
            }
            return (layout, position)
        }
        return (.positional, nil)
    }

    /// Adds the entry of one record or row, its fields in `layout` (`columns`: how many it has).
    private mutating func addRecord(_ fields: [[UInt8]], columns: Int, layout: ColumnLayout, line: Int) {
        if !layout.fromHeader && columns > 2 {
            diagnostics.append(
                Diagnostic(
                    here(line),
                    LocalizedText(
                        "expected 1 or 2 columns (word[,tier]), found \(columns)",
                        "应有 1 或 2 列（词语[,难度]），实际 \(columns) 列")))
            return
        }
        if layout.fromHeader, let last = fields.lastIndex(where: { !$0.isEmpty }), last >= layout.headerColumns {
            diagnostics.append(Diagnostic(here(line), Strings.unnamedColumn(last + 1, named: layout.headerColumns)))
            return
        }
        func field(_ column: Int?) -> [UInt8]? {
            guard let column, column < fields.count else { return nil }
            return fields[column]
        }
        if fields.allSatisfy({ $0.allSatisfy { $0 == 0x20 || $0 == 0x09 } }) {
            blankRow()
            return
        }
        tableRows += 1
        let cells =
            belowTable || FootnoteRows.mayStartWithMarker(field(layout.word) ?? [])
            ? fields.map { String(decoding: $0, as: UTF8.self) } : nil
        if let cells, FootnoteRows.isFootnote(cells, wordColumn: layout.word, belowTable: belowTable) {
            let text = cells.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
            var note = Diagnostic(
                here(line), Strings.footnoteSkipped(OutsideText.forTerminal(text, limit: 40)), severity: .note)
            note.isFootnote = true
            diagnostics.append(note)
            return
        }
        guard let tier = recordTier(field(layout.tier), line: line) else { return }
        var details = EntryDetails.plain
        for (column, kind) in [(layout.theme, ValueKind.themes), (layout.taboo, .taboo)] {
            guard let bytes = field(column), !bytes.isEmpty else { continue }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                report(.invalidUTF8, line: line)
                return
            }
            guard let found = values(text, kind: kind, line: line) else { return }
            if kind == .themes { details.themes = found } else { details.taboo = found }
        }
        if let bytes = field(layout.family) {
            let text = String(decoding: bytes, as: UTF8.self)
            guard let family = ColumnLayout.familyValue(text) else {
                diagnostics.append(Diagnostic(here(line), Strings.badFamilyValue(OutsideText.forTerminal(text))))
                return
            }
            details.isFamilyFriendly = family
        }
        for (column, kind) in [(layout.reading, Annotation.reading), (layout.gloss, .gloss)] {
            guard let bytes = field(column), !bytes.isEmpty else { continue }
            let folded = bytes.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }
            guard let text = annotation(folded, kind: kind, line: line) else { return }
            if kind == .reading { details.reading = text } else { details.gloss = text }
        }
        // A line break in a cell (Alt+Enter in Excel) is white space, folded like any other.
        let word = (field(layout.word) ?? []).map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }
        addField(word, tier: tier, line: line, details: code(for: details))
    }

    /// The tier in a record's tier field: the default when there is none or it is empty; nil (with the
    /// problem reported) for an unknown tier.
    private mutating func recordTier(_ field: [UInt8]?, line: Int) -> Tier? {
        guard let field else { return defaultTier }
        guard let tierName = String(validating: field, as: UTF8.self) else {
            report(.invalidUTF8, line: line)
            return nil
        }
        let trimmed = tierName.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return defaultTier }
        guard let named = Tier(listCell: trimmed) else {
            let shown = OutsideText.forTerminal(trimmed, limit: 40)
            diagnostics.append(
                Diagnostic(
                    here(line),
                    LocalizedText(
                        "unknown tier '\(shown)' (tiers: \(Tier.namesList); or easy, medium, hard, very hard)",
                        "未知的难度“\(shown)”（可用：\(Tier.chineseNamesList)；或 简单、一般、难、很难）")))
            return nil
        }
        return named
    }

    // MARK: - Workbooks

    /// Reads the first sheet of the workbook whose bytes are in the storage from `start`, then puts its
    /// entries in their place: columns as a header row names them (title rows above it skipped), else
    /// word[,tier]; problems named by row.
    private mutating func parseWorkbook(from start: Int) {
        let data = Data(bank.arena[start...])
        bank.arena.removeSubrange(start...)
        let rows: [SheetRow]
        do {
            rows = try WorkbookReader.firstSheet(of: data).rows
        } catch {
            reject(error.text)
            return
        }
        let top = rows.prefix(ColumnLayout.headerSearchRows)
        let (layout, header) = findLayout(top.map { $0.problem == nil ? $0.cells : [] }, lines: top.map(\.number))
        var previous = header.map { rows[$0].number } ?? 0
        for row in rows[(header.map { $0 + 1 } ?? 0)...] {
            // A row the sheet leaves out is blank.
            if row.number > previous + 1 { blankRow() }
            previous = row.number
            if let problem = row.problem {
                diagnostics.append(Diagnostic(here(row.number), problem))
                continue
            }
            addRecord(row.cells.map { Array($0.utf8) }, columns: row.lastColumn, layout: layout, line: row.number)
        }
    }

    // MARK: - Duplicates

    /// Where entry `index` (read on `line`) of the bank or of this list comes from.
    private func location(of index: Int, line: Int) -> SourceLocation {
        guard let list = WordBank.source(of: index, in: bank.sources) else { return here(line) }
        return SourceLocation(file: list.name, line: line, unit: list.unit)
    }

    /// Drops the entries from `first` on that repeat an earlier one (of this list or an earlier one),
    /// keeping the first, and warns about them: the first few named with both places, then a count.
    private mutating func removeDuplicates(from first: Int) {
        // Earlier lists' entries are placed again when the index grows (their hashes are not kept).
        do {
            let (earlierArena, earlierEnds) = (bank.arena, bank.ends)
            firstByKey.reserveCapacity(bank.count) { index in
                let start = index == 0 ? 0 : Int(earlierEnds[index - 1])
                return DuplicateKey.hash(of: start..<Int(earlierEnds[index]), in: earlierArena)
            }
        }
        // The bank's arrays as locals while they are rewritten (the optimiser keeps them unshared).
        var (arena, ends, tiers, lines) = (bank.arena, bank.ends, bank.tierCodes, bank.lines)
        var codes = bank.detailCodes
        (bank.arena, bank.ends, bank.tierCodes, bank.lines, bank.detailCodes) = ([], [], [], [], [])
        defer {
            (bank.arena, bank.ends, bank.tierCodes, bank.lines, bank.detailCodes) = (arena, ends, tiers, lines, codes)
        }
        var overridden = 0
        var kept = first
        var keptEnd = first == 0 ? 0 : Int(ends[first - 1])
        var nextComplex = 0
        var duplicates = 0
        var hashes: [Int] = []
        hashes.reserveCapacity(Self.hashBatchSize)
        var firstSlots: [UInt32] = []
        firstSlots.reserveCapacity(Self.hashBatchSize)
        for batchStart in stride(from: first, to: ends.count, by: Self.hashBatchSize) {
            // A batch of keys is hashed before any of them is looked up: interleaved with the look-ups
            // (which wait for memory in a large index), hashing cost half as much again on a million entries.
            let batch = batchStart..<min(batchStart + Self.hashBatchSize, ends.count)
            hashes.removeAll(keepingCapacity: true)
            for index in batch {
                let isComplex = nextComplex < complexEntries.count && complexEntries[nextComplex] == index
                if isComplex { nextComplex += 1 }
                let range = (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])
                hashes.append(DuplicateKey.hash(of: range, in: arena, isSimple: !isComplex))
            }
            // Then where each look-up starts is read, all at once (see `EntryIndex.firstSlots`).
            firstByKey.firstSlots(of: hashes, into: &firstSlots)
            for (offset, index) in batch.enumerated() {
                let start = index == 0 ? 0 : Int(ends[index - 1])
                let end = Int(ends[index])
                let found = firstByKey.firstOrInsert(
                    hash: hashes[offset], index: kept, firstSlot: firstSlots[offset]
                ) { earlier in
                    DuplicateKey.of(arena[(earlier == 0 ? 0 : Int(ends[earlier - 1]))..<Int(ends[earlier])])
                        == DuplicateKey.of(arena[start..<end])
                }
                if let earlier = found, Int(earlier) < overridableEntries {
                    // The host's entry plays as theirs: its tier, and its details when it has any.
                    overridden += 1
                    if bank.hostStart != nil { bank.hostRepeats.insert(Int(earlier)) }
                    tiers[Int(earlier)] = tiers[index]
                    if index < codes.count && codes[index] != 0 { codes[Int(earlier)] = codes[index] }
                    continue
                }
                if let earlier = found {
                    duplicates += 1
                    if duplicates <= Self.duplicatesNamed {
                        let text = String(decoding: arena[start..<end], as: UTF8.self)
                        let there = location(of: Int(earlier), line: Int(lines[Int(earlier)]))
                        diagnostics.append(
                            Diagnostic(
                                here(Int(lines[index])),
                                LocalizedText(
                                    "duplicate '\(text)' (first at \(there)); kept the first",
                                    "重复的“\(text)”（首次出现于 \(there)）；保留第一个"), severity: .warning))
                    }
                    continue
                }
                // Until the first duplicate every entry stays where it is.
                if kept != index {
                    for offset in 0..<(end - start) { arena[keptEnd + offset] = arena[start + offset] }
                    ends[kept] = UInt32(keptEnd + end - start)
                    tiers[kept] = tiers[index]
                    lines[kept] = lines[index]
                    if kept < codes.count { codes[kept] = index < codes.count ? codes[index] : 0 }
                }
                keptEnd += end - start
                kept += 1
            }
        }
        arena.removeSubrange(keptEnd...)
        ends.removeSubrange(kept...)
        tiers.removeSubrange(kept...)
        lines.removeSubrange(kept...)
        if codes.count > kept { codes.removeSubrange(kept...) }
        write = keptEnd
        if overridden > 0 {
            let shipped = Set(bank.sources.prefix { $0.firstEntry < overridableEntries }.map(\.name)).sorted()
            diagnostics.append(
                Diagnostic(
                    here(0), Strings.playsAsHost(overridden, shipped: shipped.joined(separator: "+")), severity: .note))
        }
        if duplicates > Self.duplicatesNamed {
            let more = duplicates - Self.duplicatesNamed
            diagnostics.append(
                Diagnostic(
                    here(0),
                    LocalizedText(
                        "\(more) more duplicates not named (\(duplicates) in all); kept the first of each",
                        "另有 \(more) 个重复未列出（共 \(duplicates) 个）；均保留第一个"), severity: .warning))
        }
    }
}
