import PropertyBased
import Testing

@testable import GuessWords

@Suite("Entry normaliser: arbitrary bytes")
struct EntryNormalizerBytesTests {
    /// Bytes that make CJK and ASCII text, broken sequences and what UTF-8 forbids (overlong forms,
    /// surrogates, code points above U+10FFFF, stray continuation bytes, and 、 (U+3001) in four bytes).
    static let pieces: [[UInt8]] = [
        Array("字".utf8), Array("词".utf8), Array("あ".utf8), Array("한".utf8), Array("𠀀".utf8), Array("a".utf8),
        Array("Z".utf8), Array(" ".utf8), Array("é".utf8), [0xE4], [0xE4, 0xB8], [0x80], [0xBF], [0xC0, 0xAF],
        [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF0, 0x9F, 0x98], [0xFF], [0x09],
        [0xF0, 0x83, 0x80, 0x81],
    ]

    @Test("an entry is refused as invalid UTF-8 exactly when the standard library finds it invalid")
    func invalidBytesAreFoundWhereverTheyAre() async {
        await propertyCheck(count: 3000, input: Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 1...12)) { picks in
            let line = picks.flatMap { Self.pieces[$0] }
            let outcome = EntryNormalizer.normalize(line[...])
            let isValid = String(validating: line, as: UTF8.self) != nil
            if case .failure(.invalidUTF8) = outcome {
                #expect(!isValid, "\(line)")
            } else {
                #expect(isValid, "\(line)")
            }
        }
    }

    /// Valid pieces on both sides of the simple ranges: CJK, kana, hangul, an extension-B ideograph (four
    /// bytes), CJK punctuation (U+3001) and the ideographic space before it (U+3000, white space), a
    /// full-width letter, an accented letter, ASCII and a space.
    static let validPieces = ["字", "あ", "ア", "한", "𠀀", "、", "\u{3000}", "Ａ", "é", "a", "Z", " "]

    @Test("a line of printable ASCII and simple scalars is an entry as it stands, its length in scalars")
    func simpleLinesAreEntriesAsTheyStand() async {
        await propertyCheck(count: 2000, input: Gen.int(in: 0...(Self.validPieces.count - 1)).array(of: 1...8)) {
            picks in
            let text = picks.map { Self.validPieces[$0] }.joined()
            let line = Array(text.utf8)
            let scalars = text.unicodeScalars
            let simple = scalars.allSatisfy {
                ($0.isASCII && $0.value > 0x20 && $0.value != 0x7F) || DuplicateKey.isSimple($0)
            }
            let outcome = EntryNormalizer.normalize(line[...], limit: 5)
            if simple {
                let expected: Result<EntryNormalizer.Outcome, EntryProblem> =
                    scalars.count > 5 ? .failure(.tooLong(scalars.count)) : .success(.asIs(isSimple: true))
                #expect(outcome == expected, "\(text)")
            } else if scalars.contains(where: { !$0.isASCII && !DuplicateKey.isSimple($0) }),
                case .success(.asIs(isSimple: true)) = outcome
            {
                Issue.record("\(text) holds a scalar that is not simple, yet is simple as it stands")
            }
        }
    }
}
