import ArgumentParser
import GuessConfig
import GuessText
import GuessWords

/// `--pinyin`, `--zhuyin` and `--gloss`: what `draw` prints and `play` shows beside the word.
struct ReadingOptions: ParsableArguments {
    @Flag(name: .long, help: "Show each word's pinyin (zh-Hans banks and hsk); config display.reading.")
    var pinyin = false

    @Flag(name: .long, help: "Show each word's zhuyin (注音; zh-Hant); config display.reading.")
    var zhuyin = false

    @Flag(name: .long, help: "Show each word's English gloss (hsk), to the describer only.")
    var gloss = false

    mutating func validate() throws {
        if pinyin && zhuyin { throw ValidationError(Console.strings.eitherNotBoth("--pinyin", "--zhuyin")) }
    }

    /// The reading asked for: a flag, else `display.reading` (when `config` is given) if it suits the
    /// bank's language.
    ///
    /// - Throws: `.usage` (exit 64) for a flag whose reading the bank's language does not carry
    ///   (`--zhuyin` on a zh-Hans bank).
    func reading(for bank: WordBank, config: GameConfig?) throws(GuessError) -> ReadingKind? {
        let flag: ReadingKind? = pinyin ? .pinyin : zhuyin ? .zhuyin : nil
        if let flag {
            if let language = bank.language, language != flag.language {
                throw .usage(Strings.readingMismatch(flag, language: language))
            }
            return flag
        }
        guard let setting = config?.reading.kind else { return nil }
        // The config's choice applies where it fits: a zh-Hant game under `pinyin` shows none.
        if let language = bank.language, language != setting.language { return nil }
        return setting
    }

    /// `loaded` as shown: its readings of the kind asked for and its glosses with `--gloss`, filled in
    /// from the shipped bank of its language where a list has none; the reading kind shown. `config`
    /// nil: the flags alone decide (`draw`, whose columns a script reads).
    func apply(to loaded: inout LoadedBank, config: GameConfig?) throws(GuessError) -> ReadingKind? {
        let kind = try reading(for: loaded.bank, config: config)
        loaded.bank = loaded.bank.showing(reading: kind != nil, gloss: gloss) {
            ShippedBanks.readingSources(for: kind)
        }
        if let kind, !loaded.bank.hasReadings {
            Console.error("guess: " + Strings.noReadings(kind).text(Console.strings.language))
        }
        return kind
    }
}
