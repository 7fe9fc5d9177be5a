import ArgumentParser
import GuessWords

/// `guess draw`: prints words as the game would draw them, one `WORD<TAB>TIER` line each.
struct Draw: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print words as the game would draw them, one WORD<TAB>TIER line each.",
        discussion: """
            Without -n or --all, one word is drawn. When the deck runs out before N words, every word \
            drawn is printed, a note goes to standard error and the exit status is 1.
            """
    )

    @Option(name: .customShort("n"), help: "How many words to draw.")
    var count: Int?

    @Flag(name: .long, help: "Draw every word of the drawable tiers.")
    var all = false

    @OptionGroup var deck: DeckOptions

    mutating func validate() throws {
        if all && count != nil { throw ValidationError("give either -n or --all, not both") }
        if let count, count < 0 { throw ValidationError("-n must be zero or more") }
    }

    func run() throws {
        do throws(GuessError) {
            let config = try deck.loadConfig()
            let weights = try deck.effectiveWeights(config)
            let loaded = try deck.loadBank(config)
            let bank = loaded.bank
            var cards = Deck(bank: bank, weights: weights, generator: deck.generator().0)
            let wanted = all ? cards.remaining : (count ?? 1)
            let suffixes = Tier.allCases.map { Array("\t\($0.name)\n".utf8) }
            var output = OutputBuffer()
            var printed = 0
            // Words come from random places in the bank: gather a batch's offsets and touch its bytes before
            // copying, so that the cache misses of a batch overlap.
            let batch = 32
            var indices = [Int](repeating: 0, count: batch)
            var starts = [Int](repeating: 0, count: batch)
            var stops = [Int](repeating: 0, count: batch)
            var sink: UInt8 = 0
            bank.withStorage { arena, ends, tiers in
                while printed < wanted {
                    let count = indices.withUnsafeMutableBufferPointer { buffer in
                        cards.draw(into: UnsafeMutableBufferPointer(rebasing: buffer[..<min(batch, wanted - printed)]))
                    }
                    if count == 0 { break }
                    for slot in 0..<count {
                        let index = indices[slot]
                        starts[slot] = index == 0 ? 0 : Int(ends[index - 1])
                        stops[slot] = Int(ends[index])
                    }
                    for slot in 0..<count { sink &+= arena[starts[slot]] &+ tiers[indices[slot]] }
                    for slot in 0..<count {
                        output.append(UnsafeBufferPointer(rebasing: arena[starts[slot]..<stops[slot]]))
                        suffixes[Int(tiers[indices[slot]])].withUnsafeBufferPointer { output.append($0) }
                    }
                    printed += count
                }
            }
            output.flush()
            if sink == 1 { output.flush() }  // keeps the touching reads
            if printed < wanted {
                throw GuessError.runtime("the deck ran out after \(printed) of \(wanted) words")
            }
        } catch {
            throw ExitCode(Console.fail(error))
        }
    }
}
