import ArgumentParser
import Foundation
import GuessHistory
import GuessText

/// `--db`, shared by the commands that read the history store.
struct StoreOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The history store (default: $GUESS_DB, else $XDG_DATA_HOME/guess/history.sqlite).", valueName: "FILE"),
        completion: .file())
    var db: String?

    /// How many lines about unreadable rows are printed before the rest are summed up.
    static let problemLimit = 20

    mutating func validate() throws {
        if db?.isEmpty == true { throw ValidationError(Console.strings.needsName("--db")) }
    }

    /// Opens the store; nil when it does not exist yet. `.read` never changes a file; `.write` moves a
    /// damaged store aside where that is allowed. A file that is not ours is refused (exit 65), untouched.
    func openExisting(_ access: HistoryStore.Access = .read) throws(GuessError) -> HistoryStore? {
        guard let location = CommandContext.current.storeLocation(explicit: db) else {
            throw GuessError(StoreError.noLocation)
        }
        guard FileManager.default.fileExists(atPath: location.path) else { return nil }
        do throws(StoreError) {
            let (store, notice) = try HistoryStore.open(location, access: access)
            if let notice { Console.error(notice.line(Console.strings)) }
            return store
        } catch {
            throw GuessError(error)
        }
    }

    /// Runs `body` on the store opened for reading, turning store errors into command failures and
    /// reporting, on standard error, what could not be read. Nil when there is no store yet.
    func withStore<T>(
        _ body: (HistoryStore) throws(StoreError) -> StoreReading<T>
    ) throws(GuessError) -> (value: T, skipped: Int)? {
        guard let store = try openExisting(.read) else { return nil }
        defer { try? store.close() }
        do throws(StoreError) {
            let reading = try body(store)
            return (reading.value, Self.report(reading.skipped, of: store))
        } catch {
            throw GuessError(error, storePath: store.path)
        }
    }

    /// Prints what a read of `store` skipped; returns how many parts were skipped.
    static func report(_ skipped: [SkippedPart], of store: HistoryStore) -> Int {
        let strings = Console.strings
        let prefix =
            "guess: "
            + LocalizedText(
                "history store \(OutsideText.forTerminal(store.path)): ",
                "历史记录库 \(OutsideText.forTerminal(store.path))："
            )
            .text(strings.language)
        for part in skipped.prefix(problemLimit) { Console.error(prefix + part.text.text(strings.language)) }
        if skipped.count > problemLimit {
            let more = skipped.count - problemLimit
            Console.error(
                prefix + strings.pick("... and \(more) more unreadable parts skipped", "……另有 \(more) 处无法读取的部分已跳过"))
        }
        return skipped.count
    }
}

extension Date {
    /// Local date and time to the minute, as history listings show it.
    var listingText: String { Self.listingFormatter.string(from: self) }

    private static let listingFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter
    }()
}
