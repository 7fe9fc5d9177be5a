import Testing

/// Test sizes, so that a developer can run the quick ones alone (`make test-quick`).
extension Tag {
    /// In-process: no child process, no terminal, no sound server; milliseconds each.
    @Tag package static var small: Self
    /// Spawns the built binary (through pipes, a pseudo-terminal, a shell, beside a sound server): up to
    /// seconds each.
    @Tag package static var large: Self
}
