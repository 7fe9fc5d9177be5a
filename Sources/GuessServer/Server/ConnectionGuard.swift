import GuessRoom
import NIOCore
import NIOWebSocket

/// The first handler of every connection to the phones' server, before any HTTP parsing: it counts the
/// connection against the caps (`ServerGuards`; over them it waits in a reserved slot for a request line
/// that names a keyed page, and is answered 503 and closed if it names another; over those too it is
/// closed at once), answers a malformed head at once (400, 413 or 431), closes a connection whose request
/// head is late (408 when nothing was written yet), whose head went unanswered or that sat idle. The bytes
/// after a head that asks to upgrade are held here until the upgrade settles: once the server accepted it and
/// its answer went out, a `FrameGuard` joins the pipeline right after the WebSocket's frame decoder and the
/// held bytes go on to that decoder, the only reader of a WebSocket's bytes. The decisions are
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
    /// Whether the server accepted the connection's upgrade (its answer is the next write).
    private var upgradeAccepted = false
    /// The bytes that came after a head that asked to upgrade, until the upgrade settles.
    private var held: ByteBuffer?

    init(guards: ServerGuards) {
        self.guards = guards
        watch = ConnectionWatch(limits: guards.limits, now: guards.clock())
    }

    /// The address a connection comes from, as the caps and the limiter count it (in its one spelling).
    static func address(of channel: any Channel) -> String {
        channel.remoteAddress?.ipAddress.map(ClientAddress.canonical) ?? "unknown"
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
        take(unwrapInboundIn(data), context)
    }

    /// Judges bytes that arrived and passes on what may go on.
    private func take(_ buffer: ByteBuffer, _ context: ChannelHandlerContext) {
        let verdict = watch.read(buffer.readableBytesView, now: guards.clock())
        let passed: Int
        switch verdict {
        case .keep: passed = buffer.readableBytes
        case .hold(let after): passed = after
        case .badRequest: return answer("400 Bad Request", context)
        case .headTooLarge: return answer("431 Request Header Fields Too Large", context)
        case .bodyRefused: return answer("413 Content Too Large", context)
        case .sentTooEarly:
            closing = true
            return context.close(promise: nil)
        }
        // On probation in a reserved slot: the request line decides, before anything goes further.
        if case .probation(let ticket) = admission, !keyed, let target = watch.requestTarget {
            guard guards.promote(ticket, target: target) else { return answer("503 Service Unavailable", context) }
            keyed = true
        }
        // A new request's head (or an answer) may be due before the time the timer waits for.
        if watch.nextDeadline < timerDue {
            timer?.cancel()
            schedule(context)
        }
        if passed > 0 {
            context.fireChannelRead(wrapInboundOut(buffer.getSlice(at: buffer.readerIndex, length: passed)!))
        }
        if passed < buffer.readableBytes {
            var rest = buffer.getSlice(at: buffer.readerIndex + passed, length: buffer.readableBytes - passed)!
            if held == nil { held = context.channel.allocator.buffer(capacity: rest.readableBytes) }
            held!.writeBuffer(&rest)
        }
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
        guard case .handover = watch.phase else { return context.write(data, promise: promise) }
        guard upgradeAccepted else {
            // The upgrade was answered as a page (no WebSocket here): what was held is the next head.
            watch.notUpgraded()
            context.write(data, promise: promise)
            if let rest = held.take() {
                context.eventLoop.assumeIsolated().execute { [self] in
                    if !closing { take(rest, context) }
                }
            }
            return
        }
        // The upgrade's answer: once it went out, the upgrade handler puts the WebSocket's decoder in place
        // (in the callbacks of the answer's promise, which run after this one); the frame guard then goes
        // right after the decoder on the next turn of the event loop, before any byte reaches it: until then
        // every byte that arrives is held here.
        let written = context.eventLoop.makePromise(of: Void.self)
        context.write(data, promise: written)
        written.futureResult.assumeIsolated().whenComplete { [self] result in
            promise?.completeWith(result)
            guard case .success = result else { return }
            context.eventLoop.assumeIsolated().execute { [self] in finishUpgrade(context, turnsLeft: 3) }
        }
    }

    /// Puts a `FrameGuard` right after the WebSocket's frame decoder and hands it the bytes held since the
    /// upgrade's head; when the decoder is not there yet, tries again on the next `turnsLeft` turns of the
    /// event loop, then closes the connection (nothing unjudged goes on).
    private func finishUpgrade(_ context: ChannelHandlerContext, turnsLeft: Int) {
        guard !closing, context.channel.isActive else { return }
        let pipeline = context.pipeline.syncOperations
        guard let decoder = try? pipeline.context(handlerType: ByteToMessageHandler<WebSocketFrameDecoder>.self),
            (try? pipeline.addHandler(FrameGuard(clock: guards.clock), position: .after(decoder.handler))) != nil
        else {
            if turnsLeft > 0 {
                return context.eventLoop.assumeIsolated().execute { [self] in
                    finishUpgrade(context, turnsLeft: turnsLeft - 1)
                }
            }
            closing = true
            return context.close(promise: nil)
        }
        watch.upgraded(now: guards.clock())
        if let rest = held.take() {
            context.fireChannelRead(wrapInboundOut(rest))
            context.fireChannelReadComplete()
        }
    }

    func triggerUserOutboundEvent(context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?) {
        if event is Upgrading {
            upgradeAccepted = true
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
        case .unanswered:
            // Nothing was written since the head ended: the parser behind kept it without an answer.
            answer("400 Bad Request", context)
        case .headTimeout, .idle:
            closing = true
            context.close(promise: nil)
        }
    }
}
