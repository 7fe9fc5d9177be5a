/// Where a scripted game's lines come from. The executable's is standard input (with the signals and the
/// phones' inbox waking its waits); tests pass bytes held in memory.
package protocol PipeInput: AnyObject {
    /// Whether bytes (or the end of input) can be read now without blocking.
    func isReadable() -> Bool
    /// Reads up to `count` bytes: some bytes, `[]` when none came this time (interrupted), nil at the end of
    /// input (or a read error).
    func read(upTo count: Int) -> [UInt8]?
    /// Waits up to `seconds` (nil: without limit) for input or a signal.
    func waitForInput(seconds: Double?) -> PipeWait
}
