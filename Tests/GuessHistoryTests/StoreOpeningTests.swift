import Foundation
import GRDB
import GuessHistory
import Testing

/// Opening a store's file: what is refused untouched, what is moved aside, and that reading changes
/// nothing.
@Suite struct StoreOpeningTests {
    @Test func aFileThatIsNotADatabaseNamedByDbIsRefusedUntouchedByEveryAccess() throws {
        let directory = try StoreFixtures.directory()
        let notes = directory + "/notes.txt"
        let text = Data("shopping: milk, eggs\n".utf8)
        try text.write(to: URL(fileURLWithPath: notes))
        for access in [HistoryStore.Access.write, .read] {
            #expect(throws: StoreError.notADatabase(path: notes)) {
                try HistoryStore.open(StoreLocation(path: notes, isDefault: false), access: access)
            }
        }
        #expect(try StoreFixtures.bytes(notes) == text)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["notes.txt"])
    }

    @Test func aFileThatIsNotADatabaseAtTheDefaultLocationIsMovedAside() throws {
        let directory = try StoreFixtures.directory()
        let path = directory + "/history.sqlite"
        let text = Data("not a database at all".utf8)
        try text.write(to: URL(fileURLWithPath: path))
        let (store, notice) = try HistoryStore.open(StoreLocation(path: path, isDefault: true), access: .write)
        guard case .movedAside(_, let aside)? = notice else {
            Issue.record("no notice of the move: \(String(describing: notice))")
            return
        }
        #expect(try StoreFixtures.bytes(aside) == text)
        #expect(try store.listGames(limit: nil).value.isEmpty)
    }

    @Test func aStoreThatCannotBeLookedAtIsNeitherMovedAsideNorReplaced() throws {
        // A store the user may not read (here a link that loops: no root can look through it either) is
        // not damaged: it is reported as it is, and left where it is, at the default location too.
        let directory = try StoreFixtures.directory()
        let path = directory + "/history.sqlite"
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "history.sqlite")
        for access in [HistoryStore.Access.write, .read] {
            #expect(throws: StoreError.self) {
                try HistoryStore.open(StoreLocation(path: path, isDefault: true), access: access)
            }
            do {
                _ = try HistoryStore.open(StoreLocation(path: path, isDefault: true), access: access)
            } catch {
                guard case .cannotOpen(path, .other(let reason)) = error else {
                    Issue.record("\(access): \(error)")
                    continue
                }
                #expect(reason.contains("symbolic links"), "\(reason)")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["history.sqlite"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == "history.sqlite")
    }

    @Test func aDamagedStoreCarryingOurMarkIsMovedAsideWhenNamedByDb() throws {
        let directory = try StoreFixtures.directory()
        let path = directory + "/mine.sqlite"
        _ = try HistoryStore.open(StoreLocation(path: path, isDefault: false), access: .write)
        // Keep the header (and so the mark), damage the schema page after it.
        var bytes = try StoreFixtures.bytes(path)
        bytes.replaceSubrange(100..<4096, with: Data(repeating: 0xA5, count: 3996))
        try bytes.write(to: URL(fileURLWithPath: path))
        let (_, notice) = try HistoryStore.open(StoreLocation(path: path, isDefault: false), access: .write)
        guard case .movedAside(_, let aside)? = notice else {
            Issue.record("no notice of the move: \(String(describing: notice))")
            return
        }
        #expect(try StoreFixtures.bytes(aside) == bytes)
    }

    @Test func anEmptyFileBecomesAStore() throws {
        let path = try StoreFixtures.directory() + "/empty.sqlite"
        FileManager.default.createFile(atPath: path, contents: Data())
        let (store, notice) = try HistoryStore.open(StoreLocation(path: path, isDefault: false), access: .write)
        #expect(notice == nil)
        try StoreFixtures.playRound(store, [StoreFixtures.word("apple", .correct)])
        #expect(try store.listGames(limit: nil).value.count == 1)
    }

    @Test func aPathThatIsNotARegularFileIsNamedAsSuch() throws {
        let directory = try StoreFixtures.directory()
        for access in [HistoryStore.Access.write, .read] {
            #expect(throws: StoreError.notARegularFile(path: directory)) {
                try HistoryStore.open(StoreLocation(path: directory, isDefault: false), access: access)
            }
        }
    }

    @Test func readingNeverCreatesMigratesOrWritesAFile() throws {
        let directory = try StoreFixtures.directory()
        let missing = directory + "/missing.sqlite"
        #expect(throws: StoreError.self) {
            try HistoryStore.open(StoreLocation(path: missing, isDefault: true), access: .read)
        }
        #expect(!FileManager.default.fileExists(atPath: missing))
        // A store of schema v2 (rollback journal) is read as it is: not migrated, no byte changed, no
        // journal left behind.
        let old = directory + "/old.sqlite"
        let queue = try DatabaseQueue(path: old)
        try HistoryStore.migrator.migrate(queue, upTo: HistoryStore.Migration.v2)
        try queue.close()
        let before = try StoreFixtures.bytes(old)
        let (store, _) = try HistoryStore.open(StoreLocation(path: old, isDefault: false), access: .read)
        #expect(store.isReadOnly)
        #expect(try store.listGames(limit: nil).value.isEmpty)
        _ = try store.stats(minimumPlays: 1)
        #expect(try StoreFixtures.bytes(old) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["old.sqlite"])
    }

    @Test func anotherProgramsDatabaseIsRefusedUntouched() throws {
        let path = try StoreFixtures.directory() + "/other.sqlite"
        let queue = try DatabaseQueue(path: path)
        try queue.write { try $0.execute(sql: "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('mine')") }
        try queue.close()
        let before = try StoreFixtures.bytes(path)
        for access in [HistoryStore.Access.write, .read] {
            #expect(throws: StoreError.foreign(path: path)) {
                try HistoryStore.open(StoreLocation(path: path, isDefault: true), access: access)
            }
        }
        #expect(try StoreFixtures.bytes(path) == before)
    }
}
