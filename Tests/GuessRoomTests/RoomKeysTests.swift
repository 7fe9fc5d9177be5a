import Foundation
import Testing

@testable import GuessRoom
@testable import GuessWords

/// The keys of the host's remote and the board, and the players' tokens.
@Suite("Room keys: 128 random bits, base64url, compared in full")
struct RoomKeysTests {
    @Test("a key is 22 base64url characters holding 16 bytes from the generator")
    func shape() {
        var generator = SplitMix64(seed: 11)
        let keys = RoomKeys(using: &generator)
        let alphabet = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        for key in [keys.host, keys.board] {
            #expect(key.count == 22 && key.allSatisfy(alphabet.contains))
            #expect(RoomKeys.isWellFormed(Substring(key)))
            // base64url decodes back to 16 bytes (>= 96 bits).
            var padded = key.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
            padded += "=="
            #expect(Data(base64Encoded: padded)?.count == 16)
        }
        #expect(keys.host != keys.board)
        var same = SplitMix64(seed: 11)
        #expect(RoomKeys(using: &same) == keys, "the generator decides the keys")
        var other = SplitMix64(seed: 12)
        #expect(RoomKeys(using: &other).host != keys.host)
    }

    @Test("the bytes are the generator's, in order")
    func bytesFromGenerator() {
        struct Counting: RandomNumberGenerator {
            var value: UInt64 = 0
            mutating func next() -> UInt64 {
                value += 1
                return value == 1 ? 0x0706_0504_0302_0100 : 0x0F0E_0D0C_0B0A_0908
            }
        }
        var generator = Counting()
        // Bytes 00 01 … 0F in base64url.
        #expect(RoomKeys.fresh(using: &generator) == "AAECAwQFBgcICQoLDA0ODw")
    }

    @Test("a candidate opens the host's or the board's page only when it is that key exactly")
    func matching() {
        let keys = RoomKeys(host: "AAECAwQFBgcICQoLDA0ODw", board: "ZZECAwQFBgcICQoLDA0ODw")!
        #expect(keys.role(for: "AAECAwQFBgcICQoLDA0ODw") == .host)
        #expect(keys.role(for: "ZZECAwQFBgcICQoLDA0ODw") == .board)
        for wrong in [
            "", "A", "AAECAwQFBgcICQoLDA0OD", "AAECAwQFBgcICQoLDA0ODwA", "aAECAwQFBgcICQoLDA0ODw",
            "AAECAwQFBgcICQoLDA0ODx", String(repeating: "A", count: 10_000),
        ] {
            #expect(keys.role(for: Substring(wrong)) == nil, "\(wrong.prefix(30))")
        }
        #expect(!RoomKeys.isWellFormed("AAECAwQFBgcICQoLDA0OD="))
        #expect(!RoomKeys.isWellFormed("short"))
    }

    @Test("no room has an empty key: keys that are empty, malformed or the same are refused, and none opens anything")
    func noEmptyKey() {
        let good = "AAECAwQFBgcICQoLDA0ODw"
        #expect(RoomKeys(host: "", board: "") == nil)
        #expect(RoomKeys(host: "", board: good) == nil && RoomKeys(host: good, board: "") == nil)
        #expect(RoomKeys(host: good, board: good) == nil, "one key for both pages")
        #expect(RoomKeys(host: "short", board: good) == nil)
        let keys = RoomKeys(host: good, board: "ZZECAwQFBgcICQoLDA0ODw")!
        #expect(keys.role(for: "") == nil)
        let code = RoomCode("ABCDEF")!
        for target in [
            "/r/ABCDEF/host/", "/r/ABCDEF/board/", "/r/ABCDEF/host", "/r/ABCDEF/host//ws", "/r/ABCDEF/board/?",
        ] {
            #expect(!keys.opensKeyedPage(Array(target.utf8), code: code), "\(target)")
        }
        // What the store gives back is read the same way.
        #expect(StoredRoom(code: "ABCDEF", hostKey: "", boardKey: "", claims: nil) == nil)
    }
}
