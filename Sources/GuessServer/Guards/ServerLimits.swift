import Foundation

/// The limits that keep the phones' server standing on a shared Wi-Fi: how long a request's head may take,
/// how long a connection may sit idle, how many connections one address and all of them may hold, how many
/// file descriptors stay in reserve for the game's own files, and how many wrong room codes or keys an
/// address may try before it is refused for a while. The server reads them; tests shorten the times.
package struct ServerLimits: Equatable, Sendable {
    /// Seconds within which a request's head (request line and headers) must have arrived.
    package var headSeconds: Double
    /// Seconds after which a connection that neither reads nor writes is closed.
    package var idleSeconds: Double
    /// Connections one address may hold at once (a phone needs two or three).
    package var connectionsPerAddress: Int
    /// Connections the server holds at once, whatever the file limit (it may lower it, see `connectionCap`).
    package var connections: Int
    /// Of those, the slots kept for the keyed pages (the host's remote and the board, a few connections
    /// each): a connection over the other caps keeps one only if its request names a keyed page.
    package var keyedSlots: Int
    /// File descriptors kept free for the history, the export and the game's own files.
    package var reservedDescriptors: Int
    /// Wrong room codes or keys an address may try within `guessWindowSeconds`.
    package var wrongGuesses: Int
    /// The window over which wrong guesses are counted, in seconds.
    package var guessWindowSeconds: Double
    /// How long an address that guessed too often is answered 429, in seconds.
    package var lockoutSeconds: Double

    /// The limits a game runs with: a head within 10 s, idle connections closed after 60 s, 24 connections
    /// an address and 400 in all (32 of them kept for the keyed pages), 128 descriptors in reserve, 10 wrong guesses a minute, then 5 minutes of 429.
    package init(
        headSeconds: Double = 10, idleSeconds: Double = 60, connectionsPerAddress: Int = 24, connections: Int = 400,
        keyedSlots: Int = 32, reservedDescriptors: Int = 128, wrongGuesses: Int = 10, guessWindowSeconds: Double = 60,
        lockoutSeconds: Double = 300
    ) {
        self.headSeconds = headSeconds
        self.idleSeconds = idleSeconds
        self.connectionsPerAddress = connectionsPerAddress
        self.connections = connections
        self.keyedSlots = keyedSlots
        self.reservedDescriptors = reservedDescriptors
        self.wrongGuesses = wrongGuesses
        self.guessWindowSeconds = guessWindowSeconds
        self.lockoutSeconds = lockoutSeconds
    }

    /// The connections the server may hold under a file limit of `descriptorLimit` (the soft
    /// `RLIMIT_NOFILE` after raising it): `connections`, lowered so that the reserve and the descriptors
    /// the process holds besides (`inUse`: standard streams, the store, the inbox's pipe, the event loops)
    /// always stay free; at least 8, so that a tight limit still lets a few phones in.
    package func connectionCap(descriptorLimit: Int, inUse: Int = 64) -> Int {
        max(8, min(connections, descriptorLimit - reservedDescriptors - inUse))
    }

    /// The limits `base` with the changes in `text`, as `GUESS_SERVER_LIMITS` gives them for tests and
    /// benchmarks: comma-separated `NAME=VALUE` with NAME one of `head`, `idle`, `window`, `lockout`
    /// (seconds, 0.05 to 86,400) and `per_address`, `connections`, `keyed`, `reserve`, `guesses` (1 to 100,000).
    /// A problem naming the offending item when an item is not one of these.
    package static func overriding(_ base: ServerLimits, with text: String) -> Result<ServerLimits, Problem> {
        var limits = base
        for item in text.split(separator: ",", omittingEmptySubsequences: true) {
            let parts = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { return .failure(Problem(item: String(item.prefix(40)))) }
            let seconds = Double(parts[1]).flatMap { (0.05...86_400).contains($0) ? $0 : nil }
            let count = Int(parts[1]).flatMap { (1...100_000).contains($0) ? $0 : nil }
            switch (parts[0], seconds, count) {
            case ("head", let value?, _): limits.headSeconds = value
            case ("idle", let value?, _): limits.idleSeconds = value
            case ("window", let value?, _): limits.guessWindowSeconds = value
            case ("lockout", let value?, _): limits.lockoutSeconds = value
            case ("per_address", _, let value?): limits.connectionsPerAddress = value
            case ("connections", _, let value?): limits.connections = value
            case ("keyed", _, let value?): limits.keyedSlots = value
            case ("reserve", _, let value?): limits.reservedDescriptors = value
            case ("guesses", _, let value?): limits.wrongGuesses = value
            default: return .failure(Problem(item: String(item.prefix(40))))
            }
        }
        return .success(limits)
    }

    /// An item of `GUESS_SERVER_LIMITS` that is not a known limit with a value in its range.
    package struct Problem: Error, Equatable, Sendable {
        /// The item as given (at most 40 characters).
        package var item: String
    }
}
