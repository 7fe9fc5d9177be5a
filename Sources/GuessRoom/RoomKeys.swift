/// The secret keys of a room's privileged pages: the host's remote and the board each open at an address
/// that holds one (`/r/CODE/host/KEY`, `/r/CODE/board/KEY`). A key is 16 random bytes (128 bits) drawn from
/// the generator given (the program passes the system's random source), written in base64url without
/// padding (22 characters), new for each game; it is compared in constant time and never sent to a player
/// or a guest. The same generator makes the tokens that let a phone keep its player.
package struct RoomKeys: Equatable, Sendable {
    /// The random bytes in a key or token.
    package static let byteCount = 16
    /// The length of a key or token, in characters.
    package static let length = 22

    /// The host's key.
    package let host: String
    /// The board's key.
    package let board: String

    /// Fresh keys from `generator`.
    package init(using generator: inout some RandomNumberGenerator) {
        host = Self.fresh(using: &generator)
        board = Self.fresh(using: &generator)
    }

    /// The keys `host` and `board` as they are (from the history store, or a test), or nil unless both are
    /// well formed (`isWellFormed`: never empty) and differ: no room is ever opened by an empty key.
    package init?(host: String, board: String) {
        guard Self.isWellFormed(Substring(host)), Self.isWellFormed(Substring(board)), host != board else {
            return nil
        }
        self.host = host
        self.board = board
    }

    /// A fresh secret: `byteCount` random bytes in base64url without padding.
    package static func fresh(using generator: inout some RandomNumberGenerator) -> String {
        var bytes: [UInt8] = []
        while bytes.count < byteCount {
            let value = generator.next()
            for shift in stride(from: 0, to: 64, by: 8) where bytes.count < byteCount {
                bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
            }
        }
        return base64URL(bytes)
    }

    /// What `candidate` (taken from an address or a query) opens: the host's remote, the board, or nothing.
    /// Both keys are compared in full whatever the candidate, so a guess costs the same time whatever it is.
    package func role(for candidate: Substring) -> RoomRole? {
        let isHost = Self.same(candidate, host)
        let isBoard = Self.same(candidate, board)
        if isHost { return .host }
        if isBoard { return .board }
        return nil
    }

    /// Whether a request's `target` (`/r/CODE/host/KEY…` or `/r/CODE/board/KEY…`, a query after `?` or not)
    /// names one of this room's keyed pages: the code and the key are compared as everywhere (in full, in
    /// constant time). The server keeps a slot for such a request when every other slot is taken.
    package func opensKeyedPage(_ target: some Collection<UInt8>, code: RoomCode) -> Bool {
        let path = target.prefix { $0 != UInt8(ascii: "?") }
        let parts = path.split(separator: UInt8(ascii: "/"), maxSplits: 4, omittingEmptySubsequences: false)
        guard parts.count >= 5, parts[0].isEmpty, parts[1].elementsEqual("r".utf8) else { return false }
        let name = String(decoding: parts[3], as: UTF8.self)
        let key = String(decoding: parts[4].prefix { $0 != UInt8(ascii: "/") }, as: UTF8.self)
        guard code.matches(Substring(String(decoding: parts[2], as: UTF8.self))), let role = role(for: Substring(key))
        else { return false }
        return role.rawValue == name
    }

    /// Whether `candidate` is `secret`, looking at every character of `secret` whatever the first
    /// difference, and at no more of the candidate than the secret's length and one.
    package static func same(_ candidate: Substring, _ secret: String) -> Bool {
        let given = Array(candidate.utf8.prefix(secret.utf8.count + 1))
        let expected = Array(secret.utf8)
        var difference: UInt8 = given.count == expected.count ? 0 : 1
        for index in expected.indices {
            difference |= expected[index] ^ (index < given.count ? given[index] : 0)
        }
        return difference == 0
    }

    /// Whether `text` could be a key or token at all (the right length and alphabet).
    package static func isWellFormed(_ text: Substring) -> Bool {
        text.utf8.count == length && text.utf8.allSatisfy { alphabet.utf8.contains($0) }
    }

    private static let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

    private static func base64URL(_ bytes: [UInt8]) -> String {
        let characters = Array(alphabet)
        var text = ""
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            var value = 0
            for byte in chunk { value = value << 8 | Int(byte) }
            value <<= 8 * (3 - chunk.count)
            for position in 0...chunk.count { text.append(characters[(value >> (18 - 6 * position)) & 63]) }
            index += 3
        }
        return text
    }
}
