import NIOCore

/// The first handler of every connection to the phones' server, before any HTTP parsing: it counts the
/// connection against the caps (`ServerGuards`; over them it waits in a reserved slot for a request line
/// that names a keyed page, and is answered 503 and closed if it names another; over those too it is
/// closed at once), closes a connection whose
/// request head is late (408 when nothing was written yet) or that sat idle, and, once the connection is a
/// WebSocket, closes it with 1002 at the first client frame without a mask. The decisions are
/// `ConnectionWatch`'s; this handler only feeds it bytes and times.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = Any
    typealias OutboundOut = Any

    /// The event the server sends down a connection whose WebSocket upgrade it accepted.
    struct Upgrading: Sendable {}

    /// The event the server sends down a connection whose WebSocket upgrade it refuses: `response` (a
    /// whole HTTP response) goes out as it is, the connection closes, and what Hummingbird writes after
    /// (its fixed 400 for a refused upgrade) is dropped.
    struct Refuse: Sendable {
        let response: String
    }

    private let guards: ServerGuards
    private var watch: ConnectionWatch
    private var address: String?
    /// How the connection was let in (a reserved slot on probation until its request names a keyed page).
    private var admission = ServerGuards.Admission.refused
    /// Whether its request named a keyed page (it then keeps its reserved slot).
    private var keyed = false
    private var timer: Scheduled<Void>?
    /// When the timer fires (on the guards' clock).
    private var timerDue = Double.infinity
    private var closing = false
    private var refused = false

    init(guards: ServerGuards) {
        self.guards = guards
        watch = ConnectionWatch(limits: guards.limits, now: guards.clock())
    }

    /// The address a connection comes from, as the caps and the limiter count it.
    static func address(of channel: any Channel) -> String {
        channel.remoteAddress?.ipAddress ?? "unknown"
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let address = Self.address(of: context.channel)
        let channel = context.channel
        admission = guards.admit(address, close: { channel.close(promise: nil) })
        guard admission != .refused else {
            answer("503 Service Unavailable", context)
            return
        }
        self.address = address
        schedule(context)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        releaseSlot()
    }

    func channelInactive(context: ChannelHandlerContext) {
        releaseSlot()
        context.fireChannelInactive()
    }

    private func releaseSlot() {
        timer?.cancel()
        timer = nil
        if let address {
            guards.release(address, admission)
            self.address = nil
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !closing else { return }
        let buffer = unwrapInboundIn(data)
        switch watch.read(buffer.readableBytesView, now: guards.clock()) {
        case .keep:
            // On probation in a reserved slot: the request line decides, before anything goes further.
            if case .probation(let ticket) = admission, !keyed, let target = watch.requestTarget {
                guard guards.promote(ticket, target: target) else {
                    answer("503 Service Unavailable", context)
                    return
                }
                keyed = true
            }
            // A new request's head may be due before the idle time the timer waits for.
            if watch.nextDeadline < timerDue {
                timer?.cancel()
                schedule(context)
            }
            context.fireChannelRead(data)
        case .unmaskedFrame:
            // RFC 6455 §5.1: the server closes with 1002 (protocol error) and reads nothing more.
            closeSocket(code: 1002, context)
        case .tooManyFrames:
            // A message of endless fragments: 1009, the message is too big (by frames, not bytes).
            closeSocket(code: 1009, context)
        case .framesTooFast:
            // Frames faster than a phone sends them: 1008, policy violation.
            closeSocket(code: 1008, context)
        case .badRequest:
            answer("400 Bad Request", context)
        case .headTooLarge:
            answer("431 Request Header Fields Too Large", context)
        }
    }

    /// Sends a WebSocket close frame with `code`, reads nothing more and closes (nothing of the frame that
    /// broke the rule goes further).
    private func closeSocket(code: UInt16, _ context: ChannelHandlerContext) {
        closing = true
        var close = context.channel.allocator.buffer(capacity: 4)
        close.writeBytes([0x88, 0x02, UInt8(code >> 8), UInt8(code & 0xFF)])
        context.writeAndFlush(NIOAny(close)).whenComplete { _ in context.close(promise: nil) }
    }

    /// Answers `status` with no body and closes (nothing of the request goes further).
    private func answer(_ status: String, _ context: ChannelHandlerContext) {
        closing = true
        var answer = context.channel.allocator.buffer(capacity: 100)
        answer.writeString("HTTP/1.1 \(status)\r\nConnection: close\r\nContent-Length: 0\r\n\r\n")
        context.writeAndFlush(NIOAny(answer)).whenComplete { _ in context.close(promise: nil) }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if refused {
            promise?.fail(ChannelError.ioOnClosedChannel)
            return
        }
        watch.wrote(now: guards.clock())
        context.write(data, promise: promise)
    }

    func triggerUserOutboundEvent(context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?) {
        if event is Upgrading {
            watch.upgraded(now: guards.clock())
            promise?.succeed(())
            return
        }
        if let refusal = event as? Refuse {
            promise?.succeed(())
            guard !refused else { return }
            closing = true
            var answer = context.channel.allocator.buffer(capacity: refusal.response.utf8.count)
            answer.writeString(refusal.response)
            context.writeAndFlush(NIOAny(answer)).whenComplete { _ in context.close(promise: nil) }
            refused = true
            return
        }
        context.triggerUserOutboundEvent(event, promise: promise)
    }

    private func schedule(_ context: ChannelHandlerContext) {
        let now = guards.clock()
        let delay = max(0, watch.nextDeadline - now)
        timerDue = now + delay
        let loop = context.eventLoop.assumeIsolated()
        timer = loop.scheduleTask(in: .nanoseconds(Int64(min(delay, 86_400) * 1e9) + 1_000_000)) { [self] in
            timer = nil
            timerDue = .infinity
            expire(context)
        }
    }

    private func expire(_ context: ChannelHandlerContext) {
        guard !closing, context.channel.isActive else { return }
        switch watch.expiry(now: guards.clock()) {
        case nil:
            schedule(context)
        case .headTimeout where !watch.wroteAnything:
            answer("408 Request Timeout", context)
        case .headTimeout, .idle:
            closing = true
            context.close(promise: nil)
        }
    }
}
