import Foundation
import Testing

@testable import GuessRoom
@testable import GuessServer

/// The phones' server's routes on loopback: the public page, the keyed pages, and 404 for everything else, a
/// wrong code or a missing key included.
@Suite struct PhoneServerTests {
    @Test func theRoomPageIsPublicTheKeyedPagesNeedTheirKeys() async throws {
        let running = try await RunningServer()
        let code = "\(running.server.code)"
        let keys = RunningServer.keys
        for uri in ["/r/\(code)", "/r/\(code)/host/\(keys.host)", "/r/\(code)/board/\(keys.board)"] {
            let response = try await running.get(uri)
            #expect(response.status == 200, "\(uri)")
            #expect(response.head.lowercased().contains("\r\ncontent-type: text/html"), "\(uri)")
            #expect(!response.body.contains(keys.host) || uri.contains("/host/"))
        }
        let refused = [
            "/r/WRONG1", "/r/\(code)/host", "/r/\(code)/board", "/r/\(code)/host/\(keys.board)",
            "/r/\(code)/board/\(keys.host)", "/", "/r/\(code)/nothing-here",
            // An empty key opens nothing.
            "/r/\(code)/host/", "/r/\(code)/board/", "/r/\(code)/host//phone.js",
        ]
        for uri in refused {
            #expect(try await running.get(uri).status == 404, "\(uri)")
        }
    }
}
