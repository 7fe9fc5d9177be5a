import GuessText

/// The longest entry accepted, in characters (grapheme clusters).
public let maximumEntryLength = 64

/// The most entries a bank holds.
let maximumBankEntries = (1 << 24) - 1

/// Builds a word bank from lists, one at a time, so that a rejected list leaves nothing behind.
///
/// A list's bytes are appended to the bank's storage and parsed there: each entry is written back over
/// the bytes it was read from (trimming and folding white space only ever shortens it), so a large list
/// is held once.
public struct WordBankBuilder {
    /// The bank so far.
    public private(set) var bank = WordBank()
    /// Each kept entry's duplicate key (`DuplicateKey`) and its index.
    private var firstByKey = EntryIndex()

    /// Entries before this index are in `firstByKey`; a shipped bank taken in its compact form
    /// (`start(with:)`) is indexed only when a list is added after it.
    private var indexedEntries = 0

    /// Entries before this index (the shipped bank's) are overridden by the lists added later: a
    /// duplicate of one plays with the later list's tier and details, counted in one note.
    public var overridableEntries = 0

    /// An empty builder.
    public init() {}

    /// Gives the bank `language` when no list declared one (a shipped bank known by its name).
    mutating func assume(language: Language?) {
        if bank.language == nil { bank.language = language }
    }

    /// Marks the lists added from now on as the host's (`--words`): drawn as a group of their own.
    mutating func beginHostLists() {
        bank.hostStart = bank.count
    }

    /// Starts the bank with a shipped bank's entries as its compact form holds them, already parsed and
    /// without duplicates, with nothing left to say about them; false (and nothing done) when the builder
    /// is not empty or the compact form holds entries of `leavingOut` (then the text is parsed, which
    /// leaves them out before duplicates are removed).
    @discardableResult
    public mutating func start(with compact: CompactBank, leavingOut: Tier? = nil) -> Bool {
        guard bank.count == 0 && bank.sourceNames.isEmpty,
            leavingOut.map({ !compact.bank.tierCodes.contains(UInt8($0.rawValue)) }) ?? true
        else { return false }
        bank = compact.bank
        indexedEntries = 0
        return true
    }

    /// Puts the entries not yet in `firstByKey` (a compact bank's) there, before a list is added.
    private mutating func indexEntries() {
        guard indexedEntries < bank.count else { return }
        let (arena, ends) = (bank.arena, bank.ends)
        func range(_ index: Int) -> Range<Int> { (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index]) }
        firstByKey.reserveCapacity(bank.count) { DuplicateKey.hash(of: range($0), in: arena) }
        for index in indexedEntries..<bank.count {
            _ = firstByKey.firstOrInsert(hash: DuplicateKey.hash(of: range(index), in: arena), index: index) {
                DuplicateKey.of(arena[range($0)]) == DuplicateKey.of(arena[range(index)])
            }
        }
        indexedEntries = bank.count
    }

    /// Parses `contents` (the raw bytes of a list called `source`) and merges its entries into the bank.
    ///
    /// Entries before any section header go to `defaultTier`; entries of `leavingOut` are skipped. Returns every problem found: warnings for
    /// duplicates (the first entry is kept) and errors. When there is any error the list adds nothing.
    @discardableResult
    public mutating func add(
        contents: [UInt8], source: String, format: ListFormat, defaultTier: Tier = .custom, leavingOut: Tier? = nil
    ) -> [Diagnostic] {
        add(source: source, format: format, defaultTier: defaultTier, leavingOut: leavingOut) {
            $0.append(contentsOf: contents)
        }
    }

    /// Like `add(contents:source:format:defaultTier:leavingOut:)`, but `appendContents` appends the list's bytes to
    /// the bank's storage itself (reading a file straight into it), so a large list is never held twice.
    /// When it throws, nothing is added.
    @discardableResult
    public mutating func add<Failure: Error>(
        source: String, format: ListFormat, defaultTier: Tier = .custom, leavingOut: Tier? = nil,
        appendContents: (inout [UInt8]) throws(Failure) -> Void
    ) throws(Failure) -> [Diagnostic] {
        indexEntries()
        let sourceCount = bank.sourceNames.count
        let entriesBefore = bank.count
        let arenaBefore = bank.arena.count
        let detailsBefore = bank.details.count
        bank.beginSource(source, unit: format == .xlsx ? .row : .line)
        do {
            try appendContents(&bank.arena)
        } catch {
            bank.arena.removeSubrange(arenaBefore...)
            bank.dropSources(from: sourceCount)
            throw error
        }
        var parse = ListParse(source: source, defaultTier: defaultTier, format: format)
        parse.overridableEntries = overridableEntries
        parse.leftOutTier = leavingOut
        swap(&parse.bank, &bank)
        swap(&parse.firstByKey, &firstByKey)
        parse.run(from: arenaBefore)
        swap(&parse.bank, &bank)
        swap(&parse.firstByKey, &firstByKey)
        indexedEntries = parse.failed ? entriesBefore : bank.count
        if parse.failed {
            bank.truncate(entries: entriesBefore, arena: arenaBefore)
            bank.dropSources(from: sourceCount)
            bank.truncateDetails(to: detailsBefore)
        } else if sourceCount == 0, let language = parse.declaredLanguage {
            bank.language = language
        }
        return parse.diagnostics
    }
}
