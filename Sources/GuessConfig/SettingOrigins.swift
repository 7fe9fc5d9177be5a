import Foundation

/// Where settings were made, as `file:line` by dotted key. It is bookkeeping, not a setting: two
/// configurations with the same settings are equal wherever those were made.
public struct SettingOrigins: Sendable, Equatable {
    /// `file:line` (or `file`) by dotted key.
    public var places: [String: String] = [:]

    /// No origins yet.
    public init() {}

    /// Where `key` was set, if a file set it.
    public subscript(key: String) -> String? { places[key] }

    /// Always true: origins do not make configurations differ.
    public static func == (lhs: SettingOrigins, rhs: SettingOrigins) -> Bool { true }
}
