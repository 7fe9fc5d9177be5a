/// How long a test waits for something that should happen: a deadline after which it reports a failure,
/// never a duration it measures. A wait ends as soon as what it waits for arrives, so a passing test takes
/// no longer for a long deadline; only a slow machine needs one (CI ran the terminal's lane three times
/// slower than a quiet laptop, and a debug binary's first frame took longer than the 5 s the waits had).
package enum Patience {
    /// Seconds a test waits for a screen, a line, an exit or a reply that should come.
    package static let seconds: Double = 60
}
