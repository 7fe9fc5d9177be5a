import ArgumentParser
import Foundation
import GuessWords

/// `--db`, shared by the commands that read the history store.
struct StoreOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The history store (default: $GUESS_DB, else $XDG_DATA_HOME/guess/history.sqlite).", valueName: "FILE"), completion: .file())
    var db: String?

    /// How many lines about unreadable rows are printed before the rest are summed up.
    static let problemLimit = 20

    /// Opens the store; nil when it does not exist yet. A damaged store is moved aside; another program's
    /// database is refused (exit 65), untouched.
    func openExisting(_ access: HistoryStore.Access = .read) throws(GuessError) -> HistoryStore? {
        guard let location = HistoryStore.location(explicit: db) else {
            throw .runtime(LocalizedText(
                "no HOME or XDG_DATA_HOME: name the history store with --db FILE",
                "没有 HOME 或 XDG_DATA_HOME：请用 --db FILE 指定历史记录库"))
        }
        guard FileManager.default.fileExists(atPath: location.path) else { return nil }
        do throws(StoreError) {
            let (store, notice) = try HistoryStore.open(path: location.path, access: access)
            if let notice { Console.error("guess: " + notice) }
            return store
        } catch {
            throw GuessError(error, storePath: location.path)
        }
    }

    /// Runs `body` on the open store, turning store errors into command failures and reporting, on
    /// standard error, what could not be read. Nil when there is no store yet.
    func withStore<T>(
        _ access: HistoryStore.Access = .read, _ body: (HistoryStore) throws(StoreError) -> T
    ) throws(GuessError) -> (value: T, skipped: Int)? {
        // Another guess may be moving a damaged store aside or starting a new one at this very moment:
        // a failure to open or read is tried again (three times, a tenth of a second apart) before it
        // is reported.
        var attempt = 1
        while true {
            do throws(GuessError) {
                return try withStoreOnce(access, body)
            } catch {
                guard attempt < 3, case .runtime = error else { throw error }
                attempt += 1
                usleep(100_000)
            }
        }
    }

    private func withStoreOnce<T>(
        _ access: HistoryStore.Access, _ body: (HistoryStore) throws(StoreError) -> T
    ) throws(GuessError) -> (value: T, skipped: Int)? {
        guard let store = try openExisting(access) else { return nil }
        let value: T
        do throws(StoreError) {
            value = try body(store)
        } catch {
            throw GuessError(error, storePath: store.path)
        }
        return (value, Self.report(store))
    }

    /// Prints what the store's reads skipped; returns how many parts were skipped.
    static func report(_ store: HistoryStore) -> Int {
        let problems = store.problems
        let strings = Console.strings
        let prefix = "guess: " + strings.pick("history store \(store.path): ", "历史库 \(store.path)：")
        for problem in problems.prefix(problemLimit) { Console.error(prefix + problem) }
        if problems.count > problemLimit {
            let more = problems.count - problemLimit
            Console.error(prefix + strings.pick("... and \(more) more unreadable parts skipped", "……另有 \(more) 处无法读取的部分已跳过"))
        }
        store.problems.removeAll()
        return problems.count
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
