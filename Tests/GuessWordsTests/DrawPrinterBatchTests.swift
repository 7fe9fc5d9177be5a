import Testing

@testable import GuessWords

@Suite("Draw printer: batches")
struct DrawPrinterBatchTests {
    /// A bank of `count` entries spread over every tier.
    static func bank(count: Int) -> WordBank {
        var bank = WordBank()
        for index in 0..<count {
            bank.append(Array("word\(index)".utf8), tier: Tier.allCases[index % Tier.allCases.count], line: index + 1)
        }
        return bank
    }

    @Test("lines printed a batch at a time are the deck's draws one by one, across batch ends and a dry deck")
    func batchesKeepTheDrawOrder() {
        let count = 2 * DrawPrinter.batchSize + 300
        let bank = Self.bank(count: count)
        let weights = TierWeights.standard
        var reference = Deck(bank: bank, weights: weights, generator: SplitMix64(seed: 11))
        var expected: [UInt8] = []
        while let index = reference.draw() {
            expected += bank.utf8(at: index) + Array("\t\(bank.tier(at: index).name)\n".utf8)
        }
        var printing = Deck(bank: bank, weights: weights, generator: SplitMix64(seed: 11))
        var output: [UInt8] = []
        // A first call that stops inside a batch, then one that asks for more than is left.
        let first = DrawPrinter.drawLines(from: &printing, bank: bank, count: DrawPrinter.batchSize + 7) {
            output += $0
        }
        let rest = DrawPrinter.drawLines(from: &printing, bank: bank, count: count) { output += $0 }
        #expect(first == DrawPrinter.batchSize + 7)
        #expect(first + rest == reference.drawableTotal)
        #expect(output == expected)
    }

    @Test("entries of every length from 1 to 40 bytes come out whole (copied a word, then a byte, at a time)")
    func everyLength() {
        var bank = WordBank()
        for length in 1...40 {
            // ASCII, then a two-byte and a three-byte letter at the end where they fit.
            var text = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            if length >= 5 { text.replaceSubrange((length - 5)..., with: Array("é词".utf8)) }
            bank.append(text, tier: Tier.allCases[length % Tier.allCases.count], line: length)
        }
        var reference = Deck(bank: bank, weights: .standard, generator: SplitMix64(seed: 5))
        var expected: [UInt8] = []
        while let index = reference.draw() {
            expected += bank.utf8(at: index) + Array("\t\(bank.tier(at: index).name)\n".utf8)
        }
        var printing = Deck(bank: bank, weights: .standard, generator: SplitMix64(seed: 5))
        var output: [UInt8] = []
        let printed = DrawPrinter.drawLines(from: &printing, bank: bank, count: 100) { output += $0 }
        #expect(printed == 40)
        #expect(output == expected)
    }

    @Test("lines across the output's chunks, and an entry longer than a chunk, come out whole and in order")
    func chunksKeepEveryByte() {
        var bank = WordBank()
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: DrawPrinter.chunkSize + 100)
        for index in 0..<20_000 {
            let text = index == 7_000 ? long : Array("词\(index)".utf8)
            bank.append(text, tier: Tier.allCases[index % Tier.allCases.count], line: index + 1)
        }
        let weights = TierWeights.standard
        var reference = Deck(bank: bank, weights: weights, generator: SplitMix64(seed: 3))
        var expected: [UInt8] = []
        while let index = reference.draw() {
            expected += bank.utf8(at: index) + Array("\t\(bank.tier(at: index).name)\n".utf8)
        }
        var printing = Deck(bank: bank, weights: weights, generator: SplitMix64(seed: 3))
        var output: [UInt8] = []
        var chunks: [Int] = []
        let printed = DrawPrinter.drawLines(from: &printing, bank: bank, count: bank.count) { chunk in
            output += chunk
            chunks.append(chunk.count)
        }
        #expect(printed == bank.count)
        #expect(output == expected)
        // Output goes in chunks of about `chunkSize` (more once a line longer than that was met), none empty.
        #expect(chunks.count > expected.count / (DrawPrinter.chunkSize + long.count))
        #expect(chunks.allSatisfy { $0 > 0 && $0 <= DrawPrinter.chunkSize + long.count + 16 })
    }
}
