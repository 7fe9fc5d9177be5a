import GRDB

extension DatabaseQueue {
    /// GRDB's synchronous write, from an async test: there the compiler picks the async overload, whose
    /// closure must be `Sendable` (a test's closure that counts in a local variable is not).
    func writeNow<T>(_ updates: (Database) throws -> T) throws -> T { try write(updates) }

    /// GRDB's synchronous read, from an async test.
    func readNow<T>(_ value: (Database) throws -> T) throws -> T { try read(value) }
}
