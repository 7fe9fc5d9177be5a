import Synchronization

/// The word banks shipped in Wordbanks/ and built into the binary.
public enum ShippedBanks {
    /// The compact forms read so far, by name: a program that runs several commands (the commands' tests,
    /// a host's shell) reads each shipped bank once.
    private static let read = Mutex<[String: CompactBank]>([:])

    /// Names of the shipped banks, sorted: `en`, `hsk` (HSK 3.0 words with pinyin and glosses), `zh-Hans`,
    /// `zh-Hant` (made from zh-Hans by `make bank-hant`).
    public static var names: [String] {
        EmbeddedFiles.contents.keys.filter { $0.hasPrefix("bank/") }.map { String($0.dropFirst(5)) }.sorted()
    }

    /// The text of shipped bank `name`, or nil when there is none of that name.
    public static func contents(of name: String) -> String? {
        EmbeddedFiles.contents["bank/\(name)"]
    }

    /// Shipped bank `name` as the list parser made it at build time (`CompactBank`), or nil when there is
    /// no current compact form of it (its text is then parsed). Read on first use, then kept.
    public static func compiled(of name: String) -> CompactBank? {
        if let known = read.withLock({ $0[name] }) { return known }
        guard let text = EmbeddedFiles.contents["compact/\(name)"],
            let compact = CompactBank(text, source: sourceName(of: name))
        else { return nil }
        read.withLock { $0[name] = compact }
        return compact
    }

    /// The entries per tier of shipped bank `name`, in tier order: from its compact form's head when it is
    /// embedded (the plugin embeds only a current one; no entry is read), else from its text parsed; nil when
    /// there is no shipped bank of that name.
    public static func countsByTier(of name: String) -> [Int]? {
        if let known = read.withLock({ $0[name] }) { return known.bank.countsByTier }
        if let text = EmbeddedFiles.contents["compact/\(name)"], let counts = CompactBank.countsByTier(text) {
            return counts
        }
        return bank(named: name)?.countsByTier
    }

    /// Shipped bank `name` whole: its compact form when current, else its text parsed; nil when there is
    /// no shipped bank of that name.
    public static func bank(named name: String) -> WordBank? {
        if let compact = compiled(of: name) { return compact.bank }
        guard let text = contents(of: name) else { return nil }
        var builder = WordBankBuilder()
        builder.add(contents: Array(text.utf8), source: sourceName(of: name), format: .text)
        return builder.bank
    }

    /// How a shipped bank's entries are located in messages: by the bank's name (`en:1677`), which users
    /// know, not by a source path they do not have.
    public static func sourceName(of name: String) -> String { name }
}
