import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

/// The phones' server's connections: Hummingbird's HTTP/1 with WebSocket upgrade, each behind a
/// `ConnectionGuard` put first in its pipeline (before the HTTP parser sees a byte).
struct GuardedChannel: ServerChildChannel {
    typealias Value = HTTP1WebSocketUpgradeChannel.Value

    let inner: HTTP1WebSocketUpgradeChannel
    /// The guards every connection passes.
    package let guards: ServerGuards

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        do {
            try channel.pipeline.syncOperations.addHandler(ConnectionGuard(guards: guards), position: .first)
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return inner.setup(channel: channel, logger: logger)
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}
