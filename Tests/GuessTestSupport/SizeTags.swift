import Testing

/// Test sizes: the tests that spawn the built binary are tagged, so that they can be told apart.
extension Tag {
    /// Spawns the built binary (through pipes, a pseudo-terminal, a shell, beside a sound server): up to
    /// seconds each.
    @Tag package static var large: Self
}
