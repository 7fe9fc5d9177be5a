import Foundation

/// Interface language actually in use.
public enum Language: String, Sendable, CaseIterable {
    /// English.
    case en
    /// Simplified Chinese.
    case zhHans = "zh-Hans"
    /// Traditional Chinese (Taiwan usage), converted from the Simplified interface text.
    case zhHant = "zh-Hant"

    /// Whether this is one of the Chinese scripts.
    public var isChinese: Bool { self != .en }

    /// The language for a setting: `auto` reads LC_ALL, LC_MESSAGES then LANG (the first that is set):
    /// Traditional Chinese for `zh_TW`, `zh_HK`, `zh_MO` and any `zh` locale naming the Hant script,
    /// Simplified Chinese for any other `zh*`, English otherwise.
    public static func resolve(_ setting: LanguageSetting, environment: [String: String]) -> Language {
        switch setting {
        case .en: return .en
        case .zhHans: return .zhHans
        case .zhHant: return .zhHant
        case .auto:
            for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
                if let value = environment[name], !value.isEmpty { return ofLocale(value) }
            }
            return .en
        }
    }

    /// The language of a POSIX locale name (`zh_TW.UTF-8`, `zh_CN`, `en_US`, `zh_Hant_HK`).
    static func ofLocale(_ locale: String) -> Language {
        let name = locale.lowercased()
        guard name.hasPrefix("zh") else { return .en }
        // The language and territory part only: `zh_CN.UTF-8@stroke` is zh_CN.
        let code = name.prefix { $0 != "." && $0 != "@" }
        let parts = code.split(whereSeparator: { $0 == "_" || $0 == "-" })
        if parts.contains("hant") { return .zhHant }
        if parts.contains("hans") { return .zhHans }
        return parts.contains(where: { ["tw", "hk", "mo"].contains($0) }) ? .zhHant : .zhHans
    }
}
