import Foundation

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
    private mutating func reject(_ message: LocalizedText, line: Int = 0) {
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
        if let nul = bank.arena[begin...].firstIndex(of: 0) {
            let line = bank.arena[begin..<nul].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
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
            let lines = bank.arena[begin...].count(where: { $0 == 0x0A }) + 1
            bank.ends.reserveCapacity(bank.count + lines)
            bank.tierCodes.reserveCapacity(bank.count + lines)
            bank.lines.reserveCapacity(bank.count + lines)
            parseText(from: begin)
        }
    }

    // MARK: - Entries

    /// Where a problem on `line` of this list is reported (the whole list for 0).
    private func here(_ line: Int) -> SourceLocation {
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
    private mutating func report(_ problem: EntryProblem, line: Int) {
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
        if range.lowerBound != write {
            for offset in 0..<range.count { bank.arena[write + offset] = bank.arena[range.lowerBound + offset] }
        }
        return range.count
    }

    /// Takes the `length` bytes at the write position as an entry (duplicates are removed afterwards).
    private mutating func addEntry(length: Int, isSimple: Bool, tier: Tier, line: Int) {
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
    }

    /// Normalises a field or cell read elsewhere and adds it as an entry of `tier`.
    private mutating func addField(_ field: [UInt8], tier: Tier, line: Int) {
        switch EntryNormalizer.normalize(field[...]) {
        case .failure(let problem): report(problem, line: line)
        case .success(.blank): break
        case .success(.asIs(let isSimple)): addEntry(length: place(field), isSimple: isSimple, tier: tier, line: line)
        case .success(.rewritten(let bytes, let isSimple)):
            addEntry(length: place(bytes), isSimple: isSimple, tier: tier, line: line)
        }
    }

    // MARK: - Text lists

    private mutating func parseText(from begin: Int) {
        var tier = defaultTier
        var lineNumber = 0
        var position = begin
        let end = bank.arena.count
        while position < end {
            lineNumber += 1
            let newline = bank.arena[position..<end].firstIndex(of: 0x0A) ?? end
            var lineEnd = newline
            if lineEnd > position && bank.arena[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            let line = position..<lineEnd
            position = newline + 1
            if let first = bank.arena[line].firstIndex(where: { $0 != 0x20 && $0 != 0x09 }),
                bank.arena[first] == UInt8(ascii: "#")
            {
                if bank.arena[line].contains(where: { $0 >= 0x80 })
                    && String(validating: bank.arena[line], as: UTF8.self) == nil
                {
                    report(.invalidUTF8, line: lineNumber)
                }
                continue
            }
            let length: Int
            let isSimple: Bool
            switch EntryNormalizer.normalize(bank.arena[line]) {
            case .failure(let problem):
                report(problem, line: lineNumber)
                continue
            case .success(.blank):
                continue
            case .success(.asIs(let simple)):
                (length, isSimple) = (moveDown(line), simple)
            case .success(.rewritten(let bytes, let simple)):
                (length, isSimple) = (place(bytes), simple)
            }
            if bank.arena[write] == UInt8(ascii: "[") && bank.arena[write + length - 1] == UInt8(ascii: "]") {
                let name = String(decoding: bank.arena[(write + 1)..<(write + length - 1)], as: UTF8.self)
                    .trimmingCharacters(in: .whitespaces)
                if let named = Tier(named: name) {
                    tier = named
                } else {
                    diagnostics.append(
                        Diagnostic(
                            here(lineNumber),
                            LocalizedText(
                                "unknown section '[\(name)]' (sections: \(Tier.namesList))",
                                "未知的分段“[\(name)]”（可用分段：\(Tier.allCases.map(\.name).joined(separator: "、"))）")))
                }
                continue
            }
            addEntry(length: length, isSimple: isSimple, tier: tier, line: lineNumber)
        }
    }

    // MARK: - CSV lists

    private mutating func parseCSV(_ records: CSVRecordReader) {
        var reader = records
        var isFirstRecord = true
        while let record = reader.next() {
            let fields = record.fields
            if record.problem == nil && fields.count == 1 && fields[0].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                continue
            }
            // The header, if any, is the first record that is not blank.
            let mayBeHeader = isFirstRecord
            isFirstRecord = false
            if let problem = record.problem {
                diagnostics.append(Diagnostic(here(record.line), problem))
                continue
            }
            if mayBeHeader && CSVRecordReader.isHeader(fields) { continue }
            guard let tier = recordTier(fields, line: record.line) else { continue }
            addField(fields[0], tier: tier, line: record.line)
        }
    }

    /// The tier of a record `word[,tier]`: its second field, or the default when it has none or it is
    /// empty; nil (with the problem reported) for too many fields or an unknown tier.
    private mutating func recordTier(_ fields: [[UInt8]], line: Int) -> Tier? {
        guard fields.count <= 2 else {
            diagnostics.append(
                Diagnostic(
                    here(line),
                    LocalizedText(
                        "expected 1 or 2 columns (word[,tier]), found \(fields.count)",
                        "应有 1 或 2 列（词语[,难度]），实际 \(fields.count) 列")))
            return nil
        }
        guard fields.count == 2 else { return defaultTier }
        guard let tierName = String(validating: fields[1], as: UTF8.self) else {
            report(.invalidUTF8, line: line)
            return nil
        }
        let trimmed = tierName.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return defaultTier }
        guard let named = Tier(named: trimmed) else {
            diagnostics.append(
                Diagnostic(
                    here(line),
                    LocalizedText(
                        "unknown tier '\(trimmed)' (tiers: \(Tier.namesList))",
                        "未知的难度“\(trimmed)”（可用：\(Tier.allCases.map(\.name).joined(separator: "、"))）")))
            return nil
        }
        return named
    }

    // MARK: - Workbooks

    /// Reads the first sheet of the workbook whose bytes are in the storage from `start`, then puts its
    /// entries in their place: columns word[,tier], an optional header row, problems named by row.
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
        for (position, row) in rows.enumerated() {
            if let problem = row.problem {
                diagnostics.append(Diagnostic(here(row.number), problem))
                continue
            }
            if position == 0 && CSVRecordReader.isHeader(row.cells) { continue }
            let fields = row.cells.map { Array($0.utf8) }
            guard let tier = recordTier(fields, line: row.number) else { continue }
            // A line break in a cell (Alt+Enter in Excel) is white space, folded like any other.
            addField((fields.first ?? []).map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }, tier: tier, line: row.number)
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
        firstByKey.reserveCapacity(bank.count)
        // The bank's arrays as locals while they are rewritten (the optimiser keeps them unshared).
        var (arena, ends, tiers, lines) = (bank.arena, bank.ends, bank.tierCodes, bank.lines)
        (bank.arena, bank.ends, bank.tierCodes, bank.lines) = ([], [], [], [])
        defer { (bank.arena, bank.ends, bank.tierCodes, bank.lines) = (arena, ends, tiers, lines) }
        let freshHasher = Hasher()
        var kept = first
        var keptEnd = first == 0 ? 0 : Int(ends[first - 1])
        var nextComplex = 0
        var duplicates = 0
        var hashes: [Int] = []
        hashes.reserveCapacity(Self.hashBatchSize)
        for batchStart in stride(from: first, to: ends.count, by: Self.hashBatchSize) {
            // A batch of keys is hashed before any of them is looked up: interleaved with the look-ups
            // (which wait for memory in a large index), hashing cost half as much again on a million entries.
            let batch = batchStart..<min(batchStart + Self.hashBatchSize, ends.count)
            hashes.removeAll(keepingCapacity: true)
            for index in batch {
                let isComplex = nextComplex < complexEntries.count && complexEntries[nextComplex] == index
                if isComplex { nextComplex += 1 }
                let range = (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])
                hashes.append(DuplicateKey.hash(of: range, in: arena, isSimple: !isComplex, start: freshHasher))
            }
            for (index, hash) in zip(batch, hashes) {
                let start = index == 0 ? 0 : Int(ends[index - 1])
                let end = Int(ends[index])
                let found = firstByKey.firstOrInsert(hash: hash, index: kept) { earlier in
                    DuplicateKey.of(arena[(earlier == 0 ? 0 : Int(ends[earlier - 1]))..<Int(ends[earlier])])
                        == DuplicateKey.of(arena[start..<end])
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
                if keptEnd != start {
                    for offset in 0..<(end - start) { arena[keptEnd + offset] = arena[start + offset] }
                }
                keptEnd += end - start
                ends[kept] = UInt32(keptEnd)
                tiers[kept] = tiers[index]
                lines[kept] = lines[index]
                kept += 1
            }
        }
        arena.removeSubrange(keptEnd...)
        ends.removeSubrange(kept...)
        tiers.removeSubrange(kept...)
        lines.removeSubrange(kept...)
        write = keptEnd
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
