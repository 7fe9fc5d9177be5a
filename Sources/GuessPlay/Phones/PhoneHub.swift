import GuessWords
import Synchronization

/// The phones connected to the room and the latest state of each role. The game loop publishes states
/// here; each connection's task takes them from its own stream and writes them to its socket. A page that
/// (re)connects gets its role's latest state at once.
final class PhoneHub: Sendable {
    private struct Connection {
        var role: PhoneRole
        var continuation: AsyncStream<String>.Continuation
    }

    private struct Contents {
        var latest: [PhoneRole: String] = [:]
        var connections: [Int: Connection] = [:]
        var nextIdentifier = 0
        var closed = false
    }

    private let contents = Mutex(Contents())
    /// At most this many phones at once; more get no socket (memory stays bounded).
    static let capacity = 200

    /// Registers a connection of `role`; its stream yields the role's latest state first, then each new
    /// one. Nil when the room is full or closed.
    func connect(_ role: PhoneRole) -> (identifier: Int, states: AsyncStream<String>)? {
        // A slow phone keeps only the newest states: each holds everything, so older ones are not needed.
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(16))
        let identifier: Int? = contents.withLock { contents in
            guard !contents.closed, contents.connections.count < Self.capacity else { return nil }
            let identifier = contents.nextIdentifier
            contents.nextIdentifier += 1
            contents.connections[identifier] = Connection(role: role, continuation: continuation)
            if let latest = contents.latest[role] { continuation.yield(latest) }
            return identifier
        }
        guard let identifier else {
            continuation.finish()
            return nil
        }
        return (identifier, stream)
    }

    /// Forgets connection `identifier`.
    func disconnect(_ identifier: Int) {
        let connection = contents.withLock { $0.connections.removeValue(forKey: identifier) }
        connection?.continuation.finish()
    }

    /// Sends each role its new state (the roles whose state did not change are left out).
    func publish(_ states: [PhoneRole: String]) {
        contents.withLock { contents in
            for (role, state) in states { contents.latest[role] = state }
            for connection in contents.connections.values {
                if let state = states[connection.role] { connection.continuation.yield(state) }
            }
        }
    }

    /// The number of phones connected.
    var count: Int { contents.withLock { $0.connections.count } }

    /// Ends every connection's stream and refuses new ones.
    func close() {
        let connections = contents.withLock { contents in
            contents.closed = true
            defer { contents.connections.removeAll() }
            return Array(contents.connections.values)
        }
        for connection in connections { connection.continuation.finish() }
    }
}
