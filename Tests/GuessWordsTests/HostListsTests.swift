import Foundation
import Testing

@testable import GuessText
@testable import GuessWords

/// Loads `request` over a fixture shipped bank `fixture` with the lists in `files`.
private func load(
    _ request: BankRequest, files: [String: String],
    fixture: String = "[primary]\ncat\ndog\nkite\n[custom]\nold1\nold2\n"
) throws(GuessError) -> (LoadedBank, [Diagnostic]) {
    var said: [Diagnostic] = []
    let loaded = try BankLoader.load(
        request, configuredBank: "fixture", shipped: { $0 == "fixture" ? fixture : nil },
        appendFile: { path, bytes throws(GuessError) in
            guard let text = files[path] else {
                throw .missingInput(path: path, reason: LocalizedText("no such file", "文件不存在"))
            }
            bytes.append(contentsOf: Array(text.utf8))
        }, report: { said.append($0) })
    return (loaded, said)
}

@Suite("--words: the host's lists are the custom tier")
struct HostListsTests {
    @Test("the host's untiered entries replace the shipped custom tier; their word plays as theirs; one line for all")
    func hostListsWin() throws {
        let (loaded, said) = try load(
            BankRequest(extraLists: ["class.txt"]), files: ["class.txt": "kite | string\ndog\npencil\n"])
        let words = loaded.bank.words
        #expect(words.map(\.text) == ["cat", "dog", "kite", "pencil"])
        #expect(words.filter { $0.tier == .custom }.map(\.text) == ["dog", "kite", "pencil"])
        #expect(words.first { $0.text == "kite" }?.taboo == ["string"])
        #expect(said.map(\.description) == ["class.txt: 2 entries are also in fixture; they play as this list's"])
        #expect(said.allSatisfy { $0.severity == .note })
    }

    @Test("without --words the shipped custom tier stays, and a list as the bank itself is left alone")
    func shippedAlone() throws {
        #expect(try load(BankRequest(), files: [:]).0.bank.countsByTier == [3, 0, 0, 0, 2])
        let (own, said) = try load(
            BankRequest(bank: "mine.txt", extraLists: ["more.txt"]),
            files: ["mine.txt": "[custom]\na\n", "more.txt": "a\n"])
        #expect(own.bank.texts == ["a"])
        #expect(said.map(\.severity) == [.warning])
    }

    @Test("duplicates within the host's own list are still named one by one")
    func ownDuplicates() throws {
        let (_, said) = try load(BankRequest(extraLists: ["c.txt"]), files: ["c.txt": "pen\npen\ncat\n"])
        #expect(
            said.map(\.description) == [
                "c.txt:2: warning: duplicate 'pen' (first at c.txt:1); kept the first",
                "c.txt: 1 entry is also in fixture; it plays as this list's",
            ])
    }
}

extension WordBank {
    /// Every entry's text, in order.
    fileprivate var texts: [String] { words.map(\.text) }
}
