import ArgumentParser
import GuessText
import GuessWords

/// `guess draw`: prints words as the game would draw them, one `WORD<TAB>TIER` line each.
struct Draw: GuessCommand {
    static let configuration = CommandConfiguration(
        commandName: "draw",
        abstract: "Print words as the game would draw them, one WORD<TAB>TIER line each.",
        discussion: """
            Without -n or --all, one word is drawn. When the deck runs out before N words, every word \
            drawn is printed, a note goes to standard error and the exit status is 1. With --pinyin or \
            --zhuyin each line gets the word's reading as a third column (empty where it has none), with \
            --gloss its English gloss as the next.
            """
    )

    @Option(name: .customShort("n"), help: "How many words to draw.")
    var count: Int?

    @Flag(name: .long, help: "Draw every word of the drawable tiers.")
    var all = false

    @OptionGroup var deck: DeckOptions

    @OptionGroup var readings: ReadingOptions

    mutating func validate() throws {
        if all && count != nil { throw ValidationError(Console.strings.eitherNotBoth("-n", "--all")) }
        if let count, count < 0 { throw ValidationError(Console.strings.mustBeAtLeast("-n", 0)) }
    }

    func execute() throws(GuessError) -> Int32 {
        let config = try deck.loadConfig()
        let weights = try deck.effectiveWeights(config)
        var loaded = try deck.loadBank(config)
        let reading = try readings.apply(to: &loaded, config: nil) != nil
        let bank = loaded.bank
        var cards = Deck(bank: bank, weights: weights, generator: deck.generator().0)
        let wanted = all ? cards.remaining : (count ?? 1)
        if cards.drawableTotal == 0 && wanted > 0 || all && wanted == 0 {
            throw GuessError.runtime(
                LocalizedText(
                    "nothing can be drawn: every tier with entries has weight 0 (\(weights))",
                    "无词可抽：有词条的难度权重都是 0（\(weights)）"))
        }
        let printed = DrawPrinter.drawLines(
            from: &cards, bank: bank, count: wanted, reading: reading, gloss: readings.gloss
        ) { Console.output($0) }
        if printed < wanted {
            throw GuessError.runtime(
                LocalizedText(
                    "the deck ran out after \(printed) of \(wanted) words", "抽出 \(printed)/\(wanted) 个词后词库已用完"))
        }
        return 0
    }
}
