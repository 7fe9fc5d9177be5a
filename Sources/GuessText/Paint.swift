/// ANSI styling that can be switched off (NO_COLOR, TERM=dumb, pipes).
public struct Paint: Sendable {
    /// Whether escapes are written.
    public var enabled: Bool

    /// Styling on or off.
    public init(enabled: Bool) { self.enabled = enabled }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// Bold text.
    public func bold(_ text: String) -> String { wrap(text, "1") }
    /// Dim text.
    public func dim(_ text: String) -> String { wrap(text, "2") }
    /// Red text.
    public func red(_ text: String) -> String { wrap(text, "31") }
    /// Green text.
    public func green(_ text: String) -> String { wrap(text, "32") }
    /// Yellow text.
    public func yellow(_ text: String) -> String { wrap(text, "33") }
    /// Bold red text (the clock under the warning).
    public func boldRed(_ text: String) -> String { wrap(text, "1;31") }
    /// Reverse video (a question needing an answer).
    public func reverse(_ text: String) -> String { wrap(text, "7") }

    /// Whether to colour: the config's mode, NO_COLOR, FORCE_COLOR, TERM=dumb and whether output is a terminal.
    public static func shouldColour(mode: ColourMode, environment: [String: String], isTerminal: Bool) -> Bool {
        switch mode {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
            if let force = environment["FORCE_COLOR"], !force.isEmpty, force != "0" { return true }
            if environment["TERM"] == "dumb" { return false }
            return isTerminal
        }
    }
}
