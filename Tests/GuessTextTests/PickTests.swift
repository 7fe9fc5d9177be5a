import Testing

@testable import GuessText

/// `Strings.pick` makes the Chinese only when it is shown (#44: an English run never reads the zh-Hant table).
@Suite("Strings.pick")
struct PickTests {
    @Test("the Chinese is made only for a Chinese interface, and then in its script")
    func chineseOnlyWhenShown() {
        var made = 0
        func chinese() -> ChineseText {
            made += 1
            return "设置"
        }
        #expect(Strings(.en).pick("settings", chinese()) == "settings")
        #expect(made == 0)
        #expect(Strings(.zhHans).pick("settings", chinese()) == "设置")
        #expect(Strings(.zhHant).pick("settings", chinese()) == HantTable.traditional("设置"))
        #expect(made == 2)
    }
}
