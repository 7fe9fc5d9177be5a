import GuessWords

/// The secret keys of the host's remote and the board (`/r/CODE/host/KEY`, `/r/CODE/board/KEY`): 16 random
/// bytes each (128 bits) in base64url, new for each game, compared in constant time. The server's own
/// until the room model's `RoomKeys` (same addresses, same sizes) replaces it.
struct PhoneKeys: Sendable {
    /// The host's key.
    let host: String
    /// The board's key.
    let board: String

    /// Fresh keys from `generator` (the system's random source in the game).
    init(using generator: inout some RandomNumberGenerator) {
        host = Self.fresh(using: &generator)
        board = Self.fresh(using: &generator)
    }

    /// The keys as given (tests).
    init(host: String, board: String) {
        self.host = host
        self.board = board
    }

    /// The role `candidate` opens when asked for as `role`: the host's key opens only `/host/`, the
    /// board's only `/board/`; nil for anything else. Both keys are compared in full every time.
    func opens(_ role: PhoneRole, with candidate: Substring) -> Bool {
        let isHost = Self.same(candidate, host)
        let isBoard = Self.same(candidate, board)
        switch role {
        case .host: return isHost
        case .board: return isBoard
        case .describer, .guest: return false
        }
    }

    /// The key of `role` (host or board).
    func key(of role: PhoneRole) -> String? {
        switch role {
        case .host: host
        case .board: board
        case .describer, .guest: nil
        }
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    private static func fresh(using generator: inout some RandomNumberGenerator) -> String {
        // 22 characters of 6 bits: 132 bits, of which the first 128 are random bytes (the last 4 are zero).
        var bytes: [UInt8] = []
        while bytes.count < 16 {
            let value = generator.next()
            for shift in stride(from: 0, to: 64, by: 8) where bytes.count < 16 {
                bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
            }
        }
        var bits = 0
        var count = 0
        var text: [UInt8] = []
        for byte in bytes {
            bits = bits << 8 | Int(byte)
            count += 8
            while count >= 6 {
                count -= 6
                text.append(alphabet[(bits >> count) & 63])
            }
        }
        if count > 0 { text.append(alphabet[(bits << (6 - count)) & 63]) }
        return String(decoding: text, as: UTF8.self)
    }

    /// Whether `candidate` is `secret`: every byte of `secret` looked at whatever the first difference.
    static func same(_ candidate: Substring, _ secret: String) -> Bool {
        let given = Array(candidate.utf8.prefix(secret.utf8.count + 1))
        let expected = Array(secret.utf8)
        var difference: UInt8 = given.count == expected.count ? 0 : 1
        for index in expected.indices {
            difference |= expected[index] ^ (index < given.count ? given[index] : 0)
        }
        return difference == 0
    }
}
