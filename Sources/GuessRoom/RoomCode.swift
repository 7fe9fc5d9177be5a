/// The code of a game's room, part of every address the phones use (`/r/CODE`): six letters and digits
/// that cannot be mistaken for one another when read aloud or typed (no 0/O, 1/I/L).
package struct RoomCode: Equatable, Sendable, CustomStringConvertible {
    /// The characters a code is made of.
    package static let alphabet = Array("ABCDEFGHJKMNPQRSTUVWXYZ23456789")
    /// The length of a code.
    package static let length = 6

    /// The code as it appears in addresses.
    package let description: String

    /// A fresh code drawn from `generator` (the program passes the system's random source).
    package init(using generator: inout some RandomNumberGenerator) {
        description = String((0..<Self.length).map { _ in Self.alphabet.randomElement(using: &generator)! })
    }

    /// The code `text`, if it is one (the right length and alphabet); nil otherwise.
    package init?(_ text: String) {
        guard text.count == Self.length, text.allSatisfy(Self.alphabet.contains) else { return nil }
        description = text
    }

    /// Whether `candidate` (taken from an address) is this code. Looks at every character whatever the
    /// first difference, and at no more than the code's length, so a long or wrong guess costs the same.
    package func matches(_ candidate: Substring) -> Bool {
        let given = Array(candidate.utf8.prefix(Self.length + 1))
        let expected = Array(description.utf8)
        guard given.count == expected.count else { return false }
        var difference: UInt8 = 0
        for (one, other) in zip(given, expected) { difference |= one ^ other }
        return difference == 0
    }
}
