/// No longer used by the library: kept only until the executable stops installing it
/// (`Files.installMemoryAdvice`, removed on another branch); delete this file when both are merged.
public enum MemoryAdvice {
    /// Ignored.
    nonisolated(unsafe) public static var randomAccess: ((UnsafeMutableRawPointer, Int) -> Void)?
}
