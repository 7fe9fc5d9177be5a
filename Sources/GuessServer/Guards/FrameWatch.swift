/// The WebSocket frames one connection sends, each as the WebSocket's own frame parser decoded it (RFC 6455
/// §5): the one place their limits live. Every client frame must be masked (§5.1) with no reserved bit set
/// (no extension is agreed) and a known opcode; a control frame must be whole and short (§5.5); a message's
/// frames must follow one another (a continuation only inside a message, a new message only after the last
/// one ended): otherwise close with 1002. A message may span at most `maximumFramesPerMessage` frames (close
/// 1009: the WebSocket layer bounds a message's bytes, not its frames, and would keep endless empty
/// continuations frame by frame), and frames may come no faster than a phone sends them (`frameBurst`, then
/// `framesPerSecond`; close 1008). Time is given by the caller; a pure value, so tests never sleep.
package struct FrameWatch: Sendable {
    /// What the server should do with a frame.
    package enum Verdict: Equatable, Sendable {
        /// Pass it on.
        case keep
        /// Not a frame a client may send: close with 1002 (protocol error).
        case protocolError
        /// A message of more than `maximumFramesPerMessage` frames: close with 1009 (too big).
        case tooManyFrames
        /// Frames faster than `framesPerSecond` after a burst of `frameBurst`: close with 1008.
        case framesTooFast

        /// The close code of a verdict that closes (RFC 6455 §7.4.1).
        package var closeCode: UInt16? {
            switch self {
            case .keep: nil
            case .protocolError: 1002
            case .tooManyFrames: 1009
            case .framesTooFast: 1008
            }
        }
    }

    /// The frames one WebSocket message may span (a phone's message is one frame of under 1 KiB).
    package static let maximumFramesPerMessage = 8
    /// The frames a connection may send at once before the rate counts (a page sends one per tap).
    package static let frameBurst = 30.0
    /// The frames a second a connection may go on sending after its burst.
    package static let framesPerSecond = 10.0
    /// The largest payload of a control frame (RFC 6455 §5.5).
    package static let maximumControlPayload = 125

    /// Frames the connection may still send at once; refilled at `framesPerSecond`.
    private var allowance = FrameWatch.frameBurst
    private var lastFrameTime: Double
    /// Data frames of the message being read, 0 between messages.
    private var messageFrames = 0

    /// A WebSocket that opened at `now`.
    package init(now: Double) {
        lastFrameTime = now
    }

    /// Judges a frame that arrived at `now`: its opcode (0 to 15), whether it ends its message, whether it
    /// was masked, whether a reserved bit is set, and its payload's length.
    package mutating func frame(opcode: UInt8, final: Bool, masked: Bool, reserved: Bool, length: Int, now: Double)
        -> Verdict
    {
        allowance = min(Self.frameBurst, allowance + max(0, now - lastFrameTime) * Self.framesPerSecond)
        lastFrameTime = now
        guard allowance >= 1 else { return .framesTooFast }
        allowance -= 1
        guard masked, !reserved else { return .protocolError }
        switch opcode {
        case 8, 9, 10:
            // Control frames come whole, short, and may stand between a message's frames.
            return final && length <= Self.maximumControlPayload ? .keep : .protocolError
        case 1, 2:
            guard messageFrames == 0 else { return .protocolError }
            messageFrames = final ? 0 : 1
            return .keep
        case 0:
            guard messageFrames > 0 else { return .protocolError }
            messageFrames += 1
            guard messageFrames <= Self.maximumFramesPerMessage else { return .tooManyFrames }
            if final { messageFrames = 0 }
            return .keep
        default:
            return .protocolError
        }
    }
}
