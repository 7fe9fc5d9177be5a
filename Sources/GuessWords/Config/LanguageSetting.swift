import Foundation

/// The interface language.
public enum LanguageSetting: String, Sendable, CaseIterable {
    /// Simplified Chinese when LANG or LC_ALL starts with `zh`, English otherwise.
    case auto
    /// English.
    case en
    /// Simplified Chinese.
    case zhHans = "zh-Hans"
}
