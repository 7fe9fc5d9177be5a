import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// The request context of the phones' pages: Hummingbird's, plus the connection's channel, so that a route
/// knows the address it serves (for the wrong-guess limit). Sockets are upgraded without the router
/// (`PhoneServer.webSocket`), so no context outlives its request; the channel is held weakly all the same.
struct RoomRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    private(set) weak var channel: (any Channel)?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }
}
