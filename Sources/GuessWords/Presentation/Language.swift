import Foundation

/// Interface language actually in use.
public enum Language: String, Sendable, CaseIterable {
    /// English.
    case en
    /// Simplified Chinese.
    case zhHans = "zh-Hans"

    /// The language for a setting: `auto` reads LC_ALL, LC_MESSAGES then LANG and picks Chinese for `zh*`.
    public static func resolve(_ setting: LanguageSetting, environment: [String: String]) -> Language {
        switch setting {
        case .en: return .en
        case .zhHans: return .zhHans
        case .auto:
            for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
                if let value = environment[name], !value.isEmpty {
                    return value.lowercased().hasPrefix("zh") ? .zhHans : .en
                }
            }
            return .en
        }
    }
}
