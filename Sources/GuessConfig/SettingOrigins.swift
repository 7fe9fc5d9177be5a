import Foundation

/// Where settings were made, as `file:line` by dotted key. It is bookkeeping, not a setting: two
/// configurations with the same settings are equal wherever those were made.
package struct SettingOrigins: Sendable, Equatable {
    /// `file:line` (or `file`) by dotted key.
    package var places: [String: String] = [:]

    /// No origins yet.
    package init() {}

    /// Where `key` was set, if a file set it.
    package subscript(key: String) -> String? { places[key] }

    /// Always true: origins do not make configurations differ.
    package static func == (lhs: SettingOrigins, rhs: SettingOrigins) -> Bool { true }
}
