import ArgumentParser
import GuessConfig
import GuessText
import GuessWords

/// The options that choose the words and how they are drawn, shared by `draw` and `play`.
struct DeckOptions: ParsableArguments {
    @Option(
        name: .long,
        help:
            "Seed for a repeatable draw: the same words on every run and machine (for play, fresh-words-first also depends on the history: add --no-fresh to replay exactly)."
    )
    var seed: UInt64?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A shipped bank (en, hsk, zh-Hans, zh-Hant) or a word list file to play instead of the configured bank.",
            valueName: "NAME|FILE"), completion: Completions.banks)
    var bank: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A word list added to the bank as the custom tier: .txt, .csv, .tsv or .xlsx (text in UTF-8, UTF-16 with a byte order mark, or GBK/GB18030). Repeat for more.",
            valueName: "FILE"),
        completion: Completions.wordLists)
    var words: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp("Tier for entries before any [tier] header (\(Tier.namesList)).", valueName: "TIER"),
        completion: Completions.tiers)
    var tier: String = "custom"

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "Tier weights: five numbers in tier order (20,20,20,10,30) or TIER=W pairs (complex=0,custom=50).",
            valueName: "WEIGHTS"))
    var weights: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Draw only from these themes (comma-separated; see `guess bank themes`); the tier weights apply within them.",
            valueName: "THEME,…"), completion: Completions.themes)
    var theme: [String] = []

    @Flag(name: .long, help: "Leave out entries marked as not for children.")
    var family = false

    @Option(
        name: .long,
        help: ArgumentHelp("A configuration file applied over the defaults and the user's config.", valueName: "FILE"),
        completion: Completions.configFiles)
    var config: String?

    mutating func validate() throws {
        try Self.checkThemes(theme)
        guard Tier(named: tier) != nil else {
            throw ValidationError(Console.strings.unknownTierOption(OutsideText.forTerminal(tier), option: "--tier"))
        }
        if let weights {
            do throws(WeightsError) {
                _ = try TierWeights.parse(weights)
            } catch {
                throw ValidationError(Console.strings.badWeights(error.text.text(Console.strings.language)))
            }
        }
    }

    /// Loads the configuration layers named by these options.
    func loadConfig() throws(GuessError) -> GameConfig {
        try ConfigFiles.load(explicit: config)
    }

    /// The tier weights: the configuration's, overridden by `--weights`.
    func effectiveWeights(_ config: GameConfig) throws(GuessError) -> TierWeights {
        guard let weights else { return config.weights }
        do throws(WeightsError) {
            return try TierWeights.parse(weights, base: config.weights)
        } catch {
            throw .usage(LocalizedText("--weights: ", "--weights：") + error.text)
        }
    }

    /// Refuses `--theme` values (`values`, each split at commas) that name no theme, or names that cannot
    /// be themes (too many, too long, control characters).
    static func checkThemes(_ values: [String]) throws {
        let themes = values.flatMap(ThemeName.split)
        if !values.isEmpty && themes.isEmpty { throw ValidationError(Console.strings.needsName("--theme")) }
        if themes.count > 100 { throw ValidationError(Console.strings.tooManyThemeOptions) }
        if let bad = themes.first(where: { $0.count > 32 || OutsideText.needsEscaping($0) }) {
            throw ValidationError(Console.strings.badThemeOption(OutsideText.forTerminal(bad, limit: 40)))
        }
    }

    /// The themes of `--theme` (each value split at commas).
    var themes: [String] { theme.flatMap(ThemeName.split) }

    /// The draw filter: `--theme` over `draw.themes`, `--family` or `draw.family`.
    func drawFilter(_ config: GameConfig) -> DrawFilter {
        DrawFilter(themes: themes.isEmpty ? config.themes : themes, familyOnly: family || config.family)
    }

    /// Loads the bank these options ask for, keeping the entries of the themes asked for (unless
    /// `filtered` is false), reporting the lists' diagnostics on standard error.
    func loadBank(_ config: GameConfig, filtered: Bool = true) throws(GuessError) -> LoadedBank {
        var loaded = try loadWholeBank(config)
        if filtered {
            let option =
                themes.isEmpty
                ? (config.origins["draw.themes"].map { "\($0): draw.themes" } ?? "draw.themes") : "--theme"
            loaded.bank = try drawFilter(config).apply(to: loaded.bank, option: option)
        }
        return loaded
    }

    /// Loads every entry of the bank these options ask for, reporting the lists' diagnostics.
    private func loadWholeBank(_ config: GameConfig) throws(GuessError) -> LoadedBank {
        var diagnostics: [Diagnostic] = []
        do {
            let loaded = try BankLoader.load(
                BankRequest(bank: bank, extraLists: words, defaultTier: Tier(named: tier) ?? .custom),
                configuredBank: config.defaultBank(under: Console.strings.language),
                configuredIn: config.origins["draw.bank"],
                appendFile: BoundedFileReader.append, report: { diagnostics.append($0) })
            Console.report(diagnostics)
            return loaded
        } catch {
            Console.report(diagnostics)
            throw error
        }
    }

    /// The random source: seeded by `--seed`, or from entropy (its seed returned as nil).
    func generator() -> (SplitMix64, UInt64?) {
        if let seed { return (SplitMix64(seed: seed), seed) }
        return (SplitMix64.fromEntropy().generator, nil)
    }
}
