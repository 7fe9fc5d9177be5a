/// Advice to the operating system about large buffers that are read at random (the deck, the duplicate
/// table, a bank's words). The library makes no platform calls itself: the executable installs the
/// advice (on Linux, transparent huge pages through `madvise`), and without it nothing is advised.
///
/// `make bench` shows why: without huge pages, `guess draw --all` on a million words spends about a
/// sixth more time in TLB misses while drawing and while finding duplicates.
public enum MemoryAdvice {
    /// Called with a buffer's start and length before it is first written. Set once, at start-up.
    nonisolated(unsafe) public static var randomAccess: ((UnsafeMutableRawPointer, Int) -> Void)?

    /// An array of `count` elements made by `initialize` (which must fill all of them), with the advice
    /// given before the first write.
    static func array<Element>(count: Int, _ initialize: (UnsafeMutableBufferPointer<Element>) -> Void) -> [Element] {
        [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let base = buffer.baseAddress, let advise = randomAccess {
                advise(UnsafeMutableRawPointer(base), buffer.count * MemoryLayout<Element>.stride)
            }
            initialize(buffer)
            initialized = count
        }
    }
}
