import GuessWords

/// Which reading the round screen and the describer's phone show under the word (config
/// `display.reading`; flags `--pinyin`, `--zhuyin`).
package enum ReadingSetting: String, Sendable, CaseIterable {
    /// Pinyin with tone marks (zh-Hans banks, hsk); nothing on banks of another language.
    case pinyin
    /// Zhuyin (注音) (zh-Hant); nothing on banks of another language.
    case zhuyin
    /// No reading (the default).
    case off

    /// The reading this setting asks for; nil when off.
    package var kind: ReadingKind? {
        switch self {
        case .pinyin: .pinyin
        case .zhuyin: .zhuyin
        case .off: nil
        }
    }
}
