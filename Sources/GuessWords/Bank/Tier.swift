import GuessText

/// A difficulty tier of the word bank, in the fixed order used everywhere: files, flags and exports.
public enum Tier: Int, CaseIterable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// Concrete everyday things (螃蟹, 口红).
    case primary
    /// People and activities (班主任, 放风筝).
    case middle
    /// Idioms (落井下石, 七上八下).
    case senior
    /// Lines of famous poems (低头思故乡).
    case complex
    /// The host's own words; user lists land here unless they say otherwise.
    case custom

    /// The tier's name as written in files, flags and exports.
    public var name: String {
        switch self {
        case .primary: "primary"
        case .middle: "middle"
        case .senior: "senior"
        case .complex: "complex"
        case .custom: "custom"
        }
    }

    /// The tier's name in Simplified Chinese (初级 中级 高级 复杂 自定义: the names the phones, the recap and
    /// messages show), also accepted as a section header and in a tier column.
    public var chineseName: String {
        switch self {
        case .primary: "初级"
        case .middle: "中级"
        case .senior: "高级"
        case .complex: "复杂"
        case .custom: "自定义"
        }
    }

    /// Difficulty shown as stars on the round screen: 1 (primary) to 4 (complex); custom shows 3.
    public var stars: Int {
        switch self {
        case .primary: 1
        case .middle: 2
        case .senior: 3
        case .complex: 4
        case .custom: 3
        }
    }

    /// The tier's name.
    public var description: String { name }

    /// Other names a list may give a tier: 中等, which earlier versions showed for `middle` (and teachers'
    /// lists written from them still say).
    static let chineseAliases: [String: Tier] = ["中等": .middle]

    /// Looks a tier up by its English name (any case), its Chinese name (Simplified or Traditional) or an
    /// alias (中等); nil when unknown.
    public init?(named text: some StringProtocol) {
        let wanted = text.lowercased()
        // English and Simplified names first: the Traditional ones take the conversion table, which a
        // start that names a tier in English (`custom`, the default) need not load.
        guard
            let tier = Tier.allCases.first(where: { $0.name == wanted || $0.chineseName == wanted })
                ?? Self.chineseAliases[wanted]
                ?? Tier.allCases.first(where: { $0.traditionalChineseName == wanted })
        else {
            return nil
        }
        self = tier
    }

    /// Orders tiers by their fixed position.
    public static func < (lhs: Tier, rhs: Tier) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The accepted names, for messages: "primary, middle, senior, complex, custom".
    public static var namesList: String { allCases.map(\.name).joined(separator: ", ") }

    /// The Chinese names, for messages in Chinese: "初级、中级、高级、复杂、自定义" (初級、… in zh-Hant).
    public static var chineseNamesList: ChineseText {
        ChineseText(
            simplified: allCases.map(\.chineseName).joined(separator: "、"),
            traditional: allCases.map(\.traditionalChineseName).joined(separator: "、"))
    }
}
