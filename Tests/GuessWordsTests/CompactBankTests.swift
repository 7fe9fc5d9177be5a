import Foundation
import GuessWordsTestSupport
import Testing

@testable import GuessText
@testable import GuessWords

/// The bank the list parser makes of `text` as a shipped bank called `name`.
private func parsed(_ text: String, name: String) -> WordBank {
    var builder = WordBankBuilder()
    builder.add(contents: Array(text.utf8), source: name, format: .text)
    return builder.bank
}

/// `text` made into a compact form and read back, as the build and a start do.
private func compacted(_ text: String, name: String) throws -> CompactBank {
    let encoded = CompactBank.encode(parsed(text, name: name), sourceHash: CompactBank.sourceHash(of: text.utf8))
    return try #require(CompactBank(encoded, source: name))
}

/// Loads `request` over the shipped bank `fixture`, from its compact form when `compact`, else its text.
private func load(
    _ request: BankRequest, fixture: String, compact: Bool, files: [String: String]
) throws -> (LoadedBank, [String]) {
    var said: [String] = []
    let form = try compacted(fixture, name: "fixture")
    let loaded = try BankLoader.load(
        request, configuredBank: "fixture", shipped: { $0 == "fixture" ? fixture : nil },
        compiled: { compact && $0 == "fixture" ? form : nil },
        appendFile: { path, bytes throws(GuessError) in
            guard let text = files[path] else {
                throw .missingInput(path: path, reason: LocalizedText("no such file", "文件不存在"))
            }
            bytes.append(contentsOf: Array(text.utf8))
        }, report: { said.append($0.description) })
    return (loaded, said)
}

private let fixture = """
    [primary]
    # theme: animals
    cat | whiskers, milk
    Dog
    # family: no
    beer | drink
    [senior]
    # theme: 动物, sea
    鲸鱼 | 大, 海
    Ｋｉｔｅ
    """

@Suite("Compact banks: the shipped banks pre-parsed at build time")
struct CompactBankTests {
    @Test("every shipped bank has a current compact form (else: make compact-banks), equal to its parsed text")
    func shippedBanksAreCompiled() throws {
        for name in ShippedBanks.names {
            let compact = try #require(
                ShippedBanks.compiled(of: name), "\(name): no current compact form; run make compact-banks")
            let text = try #require(ShippedBanks.contents(of: name))
            #expect(compact.sourceHash == CompactBank.sourceHash(of: text.utf8))
            let bank = try ShippedBankFixtures.parsed(name).bank  // parsed from `text` once, shared
            #expect(compact.bank.words == bank.words, "\(name)")
            #expect(compact.bank.count == bank.count)
            #expect(compact.bank.sourceNames == [name])
            #expect(
                (0..<bank.count).allSatisfy { compact.bank.location(at: $0) == bank.location(at: $0) }, "\(name)")
        }
        #expect(ShippedBanks.compiled(of: "fr") == nil)
    }

    @Test("a compact form reads back as the bank it was made from: texts, tiers, lines, themes, taboo, family")
    func roundTrip() throws {
        let bank = parsed(fixture, name: "fixture")
        let compact = try compacted(fixture, name: "fixture")
        #expect(compact.bank.words == bank.words)
        #expect(compact.bank.words.map(\.text) == ["cat", "Dog", "beer", "鲸鱼", "Ｋｉｔｅ"])
        #expect(compact.bank.words[2].isFamilyFriendly == false)
        #expect(compact.bank.words[3].themes == ["动物", "sea"])
        #expect(
            (0..<bank.count).map { compact.bank.location(at: $0).description } == [
                "fixture:3", "fixture:4", "fixture:6", "fixture:9", "fixture:10",
            ])
        #expect(
            CompactBank.encode(compact.bank, sourceHash: compact.sourceHash)
                == CompactBank.encode(bank, sourceHash: compact.sourceHash))
    }

    @Test("readings, glosses, empty and many-item fields read back byte for byte; a bad family value is refused")
    func detailFieldsReadBack() throws {
        let text = """
            # language: zh-Hans
            # reading: yín háng
            # gloss: bank; a river's edge
            银行 | 钱, 存款, 利息
            # theme: 动物, sea, ｋｉｔｅ
            # family: no
            鲸鱼
            plain
            """
        let bank = parsed(text, name: "r")
        let compact = try compacted(text, name: "r")
        #expect(compact.bank.words == bank.words)
        #expect(compact.bank.words[0].reading == "yín háng")
        #expect(compact.bank.words[0].gloss == "bank; a river's edge")
        #expect(compact.bank.words[0].taboo == ["钱", "存款", "利息"])
        #expect(compact.bank.words[1].themes == ["动物", "sea", "ｋｉｔｅ"])
        #expect(compact.bank.words[1].isFamilyFriendly == false)
        #expect(compact.bank.words[2] == bank.words[2])
        let encoded = CompactBank.encode(bank, sourceHash: 1)
        #expect(encoded.contains("family=0"))
        #expect(CompactBank(encoded.replacingOccurrences(of: "family=0", with: "family=2"), source: "r") == nil)
        #expect(CompactBank(encoded.replacingOccurrences(of: "family=0", with: "family"), source: "r") == nil)
        #expect(CompactBank(encoded.replacingOccurrences(of: "\tgloss=", with: "\tglosses="), source: "r") == nil)
    }

    @Test("a damaged or foreign compact form is refused, not misread")
    func damagedIsRefused() throws {
        let encoded = CompactBank.encode(parsed(fixture, name: "f"), sourceHash: 1)
        #expect(CompactBank(encoded, source: "f") != nil)
        #expect(CompactBank("", source: "f") == nil)
        #expect(
            CompactBank(encoded.replacingOccurrences(of: "compact bank 2", with: "compact bank 9"), source: "f") == nil)
        #expect(CompactBank(String(encoded.dropLast(2)), source: "f") == nil)
        #expect(CompactBank(encoded.replacingOccurrences(of: "\ttaboo=", with: "\tcolour="), source: "f") == nil)
        #expect(CompactBank(encoded.replacingOccurrences(of: "\ttaboo=", with: "\ttaboo\t"), source: "f") == nil)
        #expect(CompactBank(encoded.replacingOccurrences(of: "family=0", with: "family=2"), source: "f") == nil)
        #expect(CompactBank(encoded.replacingOccurrences(of: "family=0", with: "family=00"), source: "f") == nil)
        #expect(CompactBank(encoded.replacingOccurrences(of: "count 5", with: "count 6"), source: "f") == nil)
    }

    @Test("the counts per tier from a compact form's head are the bank's counts; a damaged head gives none")
    func countsFromTheHead() throws {
        for name in ShippedBanks.names {
            let head = try #require(GuessWords.EmbeddedFiles.contents["compact/\(name)"])
            let whole = try #require(ShippedBanks.bank(named: name))
            #expect(CompactBank.countsByTier(head) == whole.countsByTier, "\(name)")
            #expect(ShippedBanks.countsByTier(of: name) == whole.countsByTier, "\(name)")
        }
        #expect(ShippedBanks.countsByTier(of: "no-such-bank") == nil)
        let encoded = CompactBank.encode(parsed(fixture, name: "f"), sourceHash: 1)
        #expect(CompactBank.countsByTier(encoded) == parsed(fixture, name: "f").countsByTier)
        #expect(CompactBank.countsByTier("") == nil)
        #expect(CompactBank.countsByTier(encoded.replacingOccurrences(of: "count 5", with: "count 6")) == nil)
        #expect(
            CompactBank.countsByTier(encoded.replacingOccurrences(of: "compact bank 2", with: "compact bank 9")) == nil)
    }

    @Test("a host's lists after a compact bank: the same bank, notes and warnings as after its text")
    func hostListsAfterCompact() throws {
        let files = ["class.txt": "CAT | ears\npencil\npencil\nkite\n鲸鱼\n", "more.txt": "dog\nruler\n"]
        let request = BankRequest(extraLists: ["class.txt", "more.txt"])
        let (fromText, saidText) = try load(request, fixture: fixture, compact: false, files: files)
        let (fromCompact, saidCompact) = try load(request, fixture: fixture, compact: true, files: files)
        #expect(fromCompact.bank.words == fromText.bank.words)
        #expect(fromCompact.bank.words.map(\.text) == ["cat", "Dog", "beer", "鲸鱼", "Ｋｉｔｅ", "pencil", "ruler"])
        #expect(fromCompact.bank.words[0].taboo == ["ears"])
        #expect(saidCompact == saidText)
        #expect(saidCompact.contains { $0.contains("duplicate 'pencil'") })
        #expect(fromCompact.label == fromText.label)
        #expect(
            (0..<fromText.bank.count).map { fromCompact.bank.location(at: $0) }
                == (0..<fromText.bank.count).map { fromText.bank.location(at: $0) })
    }

    @Test("a compact bank with entries of the tier to leave out is not taken: its text is parsed")
    func leftOutTierFallsBack() throws {
        var builder = WordBankBuilder()
        let compact = try compacted("[custom]\nold\n[primary]\ncat\n", name: "f")
        let leavingOutCustom = builder.start(with: compact, leavingOut: .custom)
        #expect(!leavingOutCustom)
        #expect(builder.bank.count == 0)
        let leavingOutSenior = builder.start(with: compact, leavingOut: .senior)
        #expect(leavingOutSenior)
        let again = builder.start(with: compact)
        #expect(!again, "only into an empty builder")
        let (loaded, _) = try load(
            BankRequest(extraLists: ["a.txt"]), fixture: "[custom]\nold\n[primary]\ncat\n", compact: true,
            files: ["a.txt": "new\n"])
        #expect(loaded.bank.words.map(\.text) == ["cat", "new"])
    }
}
