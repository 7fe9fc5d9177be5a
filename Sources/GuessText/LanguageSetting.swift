import Foundation

/// The interface language.
public enum LanguageSetting: String, Sendable, CaseIterable {
    /// Chinese when LC_ALL, LC_MESSAGES or LANG (the first set) starts with `zh` (Traditional under
    /// `zh_TW`, `zh_HK` and `zh_MO`), English otherwise.
    case auto
    /// English.
    case en
    /// Simplified Chinese.
    case zhHans = "zh-Hans"
    /// Traditional Chinese (Taiwan usage).
    case zhHant = "zh-Hant"
}
