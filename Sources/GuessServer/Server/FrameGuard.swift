import NIOCore
import NIOWebSocket

/// The handler right after the WebSocket's frame decoder on every phone's socket: each frame the decoder
/// made is judged by `FrameWatch` before anything else sees it; a frame it refuses goes no further, the
/// socket gets a close frame with the verdict's code and closes. `ConnectionGuard` puts it in place as the
/// upgrade completes, before the first byte reaches the decoder, so no frame passes unjudged.
final class FrameGuard: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = WebSocketFrame
    typealias InboundOut = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private var watch: FrameWatch
    private let clock: @Sendable () -> Double
    private var closing = false

    init(clock: @escaping @Sendable () -> Double) {
        self.clock = clock
        watch = FrameWatch(now: clock())
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !closing else { return }
        let frame = unwrapInboundIn(data)
        let verdict = watch.frame(
            opcode: UInt8(webSocketOpcode: frame.opcode), final: frame.fin, masked: frame.maskKey != nil,
            reserved: frame.rsv1 || frame.rsv2 || frame.rsv3, length: frame.length, now: clock())
        guard let code = verdict.closeCode else {
            context.fireChannelRead(data)
            return
        }
        closing = true
        var payload = context.channel.allocator.buffer(capacity: 2)
        payload.writeInteger(code)
        let close = WebSocketFrame(fin: true, opcode: .connectionClose, data: payload)
        context.writeAndFlush(wrapOutboundOut(close)).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }
}
