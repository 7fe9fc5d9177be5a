import ArgumentParser
import Foundation
import GuessWords

/// `--db`, shared by the commands that read the history store.
struct StoreOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The history store (default: $GUESS_DB, else $XDG_DATA_HOME/guess/history.sqlite).", valueName: "FILE"), completion: .file())
    var db: String?

    /// Opens the store for reading; nil when it does not exist yet. A damaged store is moved aside.
    func openExisting() throws(GuessError) -> HistoryStore? {
        guard let location = HistoryStore.location(explicit: db) else {
            throw .runtime("no HOME or XDG_DATA_HOME: name the history store with --db FILE")
        }
        guard Files.exists(location.path) else { return nil }
        do throws(StoreError) {
            let (store, notice) = try HistoryStore.open(path: location.path, readOnlyFallback: true)
            if let notice { Console.error("guess: " + notice) }
            return store
        } catch {
            throw GuessError(error, storePath: location.path)
        }
    }

    /// Runs `body` on the open store, turning store errors into command failures.
    func withStore<T>(_ body: (HistoryStore) throws(StoreError) -> T) throws(GuessError) -> T? {
        guard let store = try openExisting() else { return nil }
        do throws(StoreError) {
            return try body(store)
        } catch {
            throw GuessError(error, storePath: store.path)
        }
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
