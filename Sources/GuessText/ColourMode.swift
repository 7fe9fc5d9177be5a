import Foundation

/// When the interface uses colour.
public enum ColourMode: String, Sendable, CaseIterable {
    /// Colour on a terminal unless NO_COLOR is set or TERM is dumb.
    case auto
    /// Always colour (FORCE_COLOR does the same).
    case always
    /// Never colour.
    case never
}
