import Foundation
import GuessRoom
import GuessText

/// The phones' pages, embedded in the binary from Pages/ (plain HTML, CSS and JavaScript, no build step,
/// nothing fetched from elsewhere). One page serves every role: it reads its role from the server and
/// draws the state it is sent, in the game's language.
package enum PhonePages {
    /// A file the pages load besides the page itself: its body and content type.
    package struct Asset: Sendable {
        /// The file's text.
        package var body: String
        /// Its MIME type.
        package var contentType: String
    }

    /// The page for `role` (nil: the room's choice of roles) in `language`, for room `code`.
    package static func page(role: PhoneRole?, language: Language, code: RoomCode) -> String {
        let template = EmbeddedFiles.contents["page/phone.html"] ?? ""
        return
            template
            .replacingOccurrences(of: "{{lang}}", with: language.rawValue)
            .replacingOccurrences(of: "{{role}}", with: role?.rawValue ?? "choose")
            .replacingOccurrences(of: "{{hant}}", with: language == .zhHant ? traditionalTexts : "")
            .replacingOccurrences(of: "{{base}}", with: "/r/\(code)/")
    }

    /// The Traditional Chinese of the page script's Chinese texts (the `HantTable` entries whose Simplified
    /// text occurs in phone.js), as JSON escaped for an HTML attribute: what the script shows under zh-Hant.
    static let traditionalTexts: String = {
        let script = EmbeddedFiles.contents["page/phone.js"] ?? ""
        // One pass over the script, trying at each character the entries that begin with it: a search of
        // the whole script per entry took seconds (Foundation indexes a non-ASCII String slowly).
        var entriesByFirst: [Character: [String]] = [:]
        for key in HantTable.entries.keys {
            if let first = key.first { entriesByFirst[first, default: []].append(key) }
        }
        var found = Set<String>()
        var index = script.startIndex
        while index < script.endIndex {
            for key in entriesByFirst[script[index]] ?? [] where script[index...].hasPrefix(key) { found.insert(key) }
            index = script.index(after: index)
        }
        let texts = HantTable.entries.filter { found.contains($0.key) }
        let json = (try? JSONSerialization.data(withJSONObject: texts, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: json, as: UTF8.self)
            .replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }()

    /// The asset named `name` (`phone.css`, `phone.js`), nil for any other name.
    package static func asset(_ name: Substring) -> Asset? {
        switch name {
        case "phone.css":
            EmbeddedFiles.contents["page/phone.css"].map { Asset(body: $0, contentType: "text/css; charset=utf-8") }
        case "phone.js":
            EmbeddedFiles.contents["page/phone.js"].map {
                Asset(body: $0, contentType: "text/javascript; charset=utf-8")
            }
        default: nil
        }
    }

    /// The plain page of a room this server served in an earlier game (served with status 410 Gone).
    package static func roomEnded(language: Language) -> String {
        let text = Strings(language).pick("this game has ended", "这局游戏已结束")
        return
            "<!doctype html><html><head><meta charset=\"utf-8\"><title>\(text)</title></head><body><p>\(text)</p></body></html>\n"
    }

    /// The plain page of a wrong room code (served with status 404).
    package static func noSuchRoom(language: Language) -> String {
        let text = Strings(language).pick("no such room", "没有这个房间")
        return
            "<!doctype html><html><head><meta charset=\"utf-8\"><title>\(text)</title></head><body><p>\(text)</p></body></html>\n"
    }
}
