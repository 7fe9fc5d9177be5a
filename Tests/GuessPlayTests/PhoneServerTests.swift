import Foundation
import GuessWords
import HummingbirdTesting
import HummingbirdWSTesting
import Testing

@testable import GuessPlay

#if canImport(Glibc)
    import Glibc
#endif

/// The phones' server in-process (HummingbirdTesting): its pages, its 404s, and a socket's state and taps.
@Suite struct PhoneServerTests {
    private static func server() throws -> PhoneServer {
        let inbox = try #require(PhoneInbox())
        var random = SplitMix64(seed: 11)
        return PhoneServer(code: RoomCode(using: &random), language: .en, inbox: inbox)
    }

    @Test func theRoomPageIsServedAndAWrongCodeIsNot() async throws {
        let server = try Self.server()
        defer { server.inbox.close() }
        let code = "\(server.code)"
        try await server.application(host: "127.0.0.1", port: 0).test(.router) { client in
            try await client.execute(uri: "/r/\(code)", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType]?.hasPrefix("text/html") == true)
                #expect(String(buffer: response.body).contains("/r/\(code)/"))
            }
            try await client.execute(uri: "/r/\(code)/phone.js", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType]?.contains("javascript") == true)
            }
            for uri in ["/r/WRONG1", "/r/\(code)/nothing-here", "/", "/r/\(code)/ws"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .notFound, "\(uri)")
                }
            }
        }
    }

    @Test func aSocketGetsItsRolesStateAndItsTapsReachTheInbox() async throws {
        let server = try Self.server()
        defer { server.inbox.close() }
        server.publish([.host: #"{"role":"host","phase":"waiting"}"#])
        let code = "\(server.code)"
        try await server.application(host: "127.0.0.1", port: 0).test(.live) { client in
            try await client.ws("/r/\(code)/ws?role=host") { inbound, outbound, _ in
                var messages = inbound.messages(maxSize: 1 << 16).makeAsyncIterator()
                let first = try await messages.next()
                guard case .text(let state) = first else {
                    Issue.record("no state: \(String(describing: first))")
                    return
                }
                #expect(state.contains("\"waiting\""))
                try await outbound.write(.text(#"{"do":"right"}"#))
                // The tap is posted from the server's side, which wakes the inbox's descriptor: wait for that.
                var wake = pollfd(fd: server.inbox.wakeFileDescriptor, events: Int16(POLLIN), revents: 0)
                #expect(poll(&wake, 1, 10_000) == 1)
                let requests = server.inbox.take()
                #expect(requests.map(\.action) == [.right])
                #expect(requests.map(\.role) == [.host])
            }
        }
    }
}
