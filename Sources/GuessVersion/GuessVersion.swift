/// What `guess --version` prints: the version (Packaging/VERSION, which the Debian package's version follows)
/// and the commit the binary was built from. The StampVersion plugin writes both into a file of this target
/// alone, rewritten only when they change: a new commit recompiles this target and relinks.
public enum GuessVersion {
    /// `0.2.0 (4b15345)`, or `0.2.0 (built outside git)` when the source was not a git checkout.
    public static var text: String {
        "\(number) (\(commit ?? "built outside git"))"
    }
}
