import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// The request context of the phones' server: Hummingbird's, plus the connection's channel, so that a
/// route knows the address it serves (for the wrong-guess limit) and can tell the connection's
/// `ConnectionGuard` that it became a WebSocket or was refused.
struct RoomRequestContext: RequestContext, WebSocketRequestContext {
    var coreContext: CoreRequestContextStorage
    let webSocket: WebSocketHandlerReference<Self>
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        webSocket = .init()
        channel = source.channel
    }
}
