import GuessText

/// Which reading a game shows under the word: pinyin for Simplified Chinese banks, zhuyin (注音) for
/// Traditional Chinese ones.
public enum ReadingKind: String, Sendable, CaseIterable {
    /// Pinyin with tone marks (`yín háng`).
    case pinyin
    /// Zhuyin fuhao (`ㄧㄣˊ ㄏㄤˊ`).
    case zhuyin

    /// The language whose banks carry this reading.
    public var language: Language { self == .pinyin ? .zhHans : .zhHant }

    /// The reading the banks of `language` carry; nil for English.
    public static func of(_ language: Language) -> ReadingKind? {
        switch language {
        case .en: nil
        case .zhHans: .pinyin
        case .zhHant: .zhuyin
        }
    }

    /// Whether `scalar` is a zhuyin letter or tone mark (the Bopomofo blocks, and ˊ ˇ ˋ ˙).
    static func isZhuyin(_ scalar: Unicode.Scalar) -> Bool {
        (0x3100...0x312F).contains(scalar.value) || (0x31A0...0x31BF).contains(scalar.value)
            || [0x02CA, 0x02C7, 0x02CB, 0x02D9].contains(scalar.value)
    }

    /// Whether `reading` is written in this kind's script: zhuyin letters for zhuyin; for pinyin, Latin
    /// letters and no zhuyin (a syllable without a tone mark is fine: the neutral tone has none).
    func fits(_ reading: String) -> Bool {
        let zhuyin = reading.unicodeScalars.contains(where: Self.isZhuyin)
        switch self {
        case .zhuyin: return zhuyin
        case .pinyin: return !zhuyin && reading.unicodeScalars.contains { $0.properties.isAlphabetic }
        }
    }
}
