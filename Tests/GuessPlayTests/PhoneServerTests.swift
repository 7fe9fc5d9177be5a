import Foundation
import HummingbirdTesting
import Testing

@testable import GuessPhones
@testable import GuessWords

/// The phones' server's routes through HummingbirdTesting's router client (no socket): the public page, the
/// keyed pages, and 404 for everything else, a wrong code or a missing key included.
@Suite struct PhoneServerTests {
    private static let keys = RoomKeys(host: "hostKEYhostKEYhostKEY_", board: "boardKEYboardKEYboard-")!

    private static func server() throws -> PhoneServer {
        let inbox = try #require(PhoneInbox())
        var random = SplitMix64(seed: 11)
        return PhoneServer(
            code: RoomCode(using: &random), keys: keys, language: .en, inbox: inbox,
            guards: ServerGuards(limits: ServerLimits(), connectionCap: 50), publicURL: nil)
    }

    @Test func theRoomPageIsPublicTheKeyedPagesNeedTheirKeys() async throws {
        let server = try Self.server()
        defer { server.inbox.close() }
        let code = "\(server.code)"
        let app = server.makeApplication(address: ServeAddress(host: "127.0.0.1", port: 0), onServerRunning: { _ in })
        try await app.test(.router) { client in
            for uri in ["/r/\(code)", "/r/\(code)/host/\(Self.keys.host)", "/r/\(code)/board/\(Self.keys.board)"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .ok, "\(uri)")
                    #expect(response.headers[.contentType]?.hasPrefix("text/html") == true)
                    #expect(!String(buffer: response.body).contains(Self.keys.host) || uri.contains("/host/"))
                }
            }
            let refused = [
                "/r/WRONG1", "/r/\(code)/host", "/r/\(code)/board", "/r/\(code)/host/\(Self.keys.board)",
                "/r/\(code)/board/\(Self.keys.host)", "/", "/r/\(code)/nothing-here",
                // An empty key opens nothing.
                "/r/\(code)/host/", "/r/\(code)/board/", "/r/\(code)/host//phone.js",
            ]
            for uri in refused {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .notFound, "\(uri)")
                }
            }
        }
    }
}
