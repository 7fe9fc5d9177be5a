import Foundation

/// Where settings were made, as `file:line` by dotted key. It is bookkeeping, not a setting: two
/// configurations with the same settings are equal wherever those were made. A key no file set was made
/// by the shipped layer, at its line of Config/default.toml (`GameConfig.shippedPlaces`).
package struct SettingOrigins: Sendable, Equatable {
    /// `file:line` (or `file`) by dotted key, for the keys a file other than the shipped one set.
    package var places: [String: String] = [:]

    /// No origins yet.
    package init() {}

    /// Where `key` was set: the file that set it last, else the shipped file's line; nil for an unknown key.
    /// The shipped lines are found at the first such question: ask `isSetByFile` where only that matters.
    package subscript(key: String) -> String? { places[key] ?? GameConfig.shippedPlaces[key] }

    /// Whether a file other than the shipped one set `key` (the user's, `--config`).
    package func isSetByFile(_ key: String) -> Bool {
        places[key].map { !$0.hasPrefix(GameConfig.shippedFile) } ?? false
    }

    /// Always true: origins do not make configurations differ.
    package static func == (lhs: SettingOrigins, rhs: SettingOrigins) -> Bool { true }
}
