import Foundation
import Testing

@testable import GuessRoom
@testable import GuessServer
@testable import GuessText
@testable import GuessWords

/// The phones' pages as the server embeds and serves them.
@Suite struct PhonePagesTests {
    @Test("the pages: embedded, in the game's language, with no outside address and never a word")
    func pages() throws {
        var generator = SplitMix64(seed: 1)
        let code = RoomCode(using: &generator)
        for role in PhoneRole.allCases {
            let english = PhonePages.page(role: role, language: .en, code: code)
            #expect(english.contains(#"lang="en""#) && english.contains(#"data-role="\#(role.rawValue)""#))
            #expect(PhonePages.page(role: role, language: .zhHans, code: code).contains(#"lang="zh-Hans""#))
        }
        #expect(PhonePages.page(role: nil, language: .en, code: code).contains(#"data-role="choose""#))
        let script = try #require(PhonePages.asset("phone.js"))
        let style = try #require(PhonePages.asset("phone.css"))
        #expect(PhonePages.asset("../etc/passwd") == nil && PhonePages.asset("phone.html") == nil)
        for page in [script.body, style.body, PhonePages.page(role: .board, language: .en, code: code)] {
            // SVG's namespace is a name (createElementNS), never fetched: the one address allowed.
            let text = page.replacingOccurrences(of: "\"http://www.w3.org/2000/svg\"", with: "")
            #expect(!text.contains("https://") && !text.contains("http://") && !text.contains("@import"))
            #expect(!text.contains("innerHTML"))
        }
        #expect(PhonePages.noSuchRoom(language: .en).contains("no such room"))
    }
}
