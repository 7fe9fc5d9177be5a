import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// The request context of the phones' server: Hummingbird's, plus the connection's channel, so that a
/// route knows the address it serves (for the wrong-guess limit) and can tell the connection's
/// `ConnectionGuard` that it became a WebSocket or was refused.
///
/// The channel is held weakly: Hummingbird's WebSocket upgrade keeps the request context inside its own
/// `webSocket` reference (a cycle nothing breaks), which kept every upgraded connection's channel, its
/// pipeline and buffers alive after it closed (about 6 KiB a connection, for good; #42's fuzzer found it).
struct RoomRequestContext: RequestContext, WebSocketRequestContext {
    var coreContext: CoreRequestContextStorage
    let webSocket: WebSocketHandlerReference<Self>
    private(set) weak var channel: (any Channel)?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        webSocket = .init()
        channel = source.channel
    }
}
