import GuessPhones
import Testing

/// Behind the HTTPS proxy, the client the proxy itself names: one hop, not one client.
@Suite struct ForwardedClientTests {
    private func client(
        _ peer: String, xff: String? = nil, forwarded: String? = nil, proxied: Bool = true
    ) -> String {
        ForwardedClient.address(peer: peer, xForwardedFor: xff, forwarded: forwarded, trustsProxy: proxied)
    }

    @Test("the loopback proxy's right-most X-Forwarded-For entry is the client, as IPv4, IPv6 or IPv4-mapped")
    func rightMost() {
        #expect(client("127.0.0.1", xff: "203.0.113.9") == "203.0.113.9")
        #expect(client("::1", xff: "6.6.6.6, 203.0.113.9") == "203.0.113.9")
        // A `[::]` listener sees an IPv4 proxy as IPv4-mapped: still the proxy.
        #expect(client("::ffff:127.0.0.1", xff: "forged, 198.51.100.7") == "198.51.100.7")
        #expect(client("127.0.0.1", xff: "2001:db8::5") == "2001:db8::5")
        #expect(client("127.0.0.1", xff: "198.51.100.7:5123") == "198.51.100.7")
    }

    @Test("a direct connection's headers are ignored, and so is everything without a public URL")
    func untrusted() {
        #expect(client("192.168.1.20", xff: "10.0.0.1") == "192.168.1.20")
        #expect(client("::ffff:192.168.1.20", xff: "10.0.0.1") == "::ffff:192.168.1.20")
        #expect(client("127.0.0.2", xff: "10.0.0.1") == "127.0.0.2")
        #expect(client("127.0.0.1", xff: "10.0.0.1", proxied: false) == "127.0.0.1")
    }

    @Test("Forwarded: for= of the last element when there is no X-Forwarded-For; quotes, brackets and ports go")
    func forwarded() {
        #expect(client("127.0.0.1", forwarded: "for=6.6.6.6, for=192.0.2.60;proto=https") == "192.0.2.60")
        #expect(client("127.0.0.1", forwarded: #"for="[2001:db8:cafe::17]:4711""#) == "2001:db8:cafe::17")
        #expect(client("127.0.0.1", forwarded: "proto=https;For=192.0.2.61") == "192.0.2.61")
        #expect(client("127.0.0.1", xff: "203.0.113.9", forwarded: "for=192.0.2.60") == "203.0.113.9")
    }

    @Test("a proxy that names no client, or an unusable name, is one client: itself")
    func noName() {
        #expect(client("127.0.0.1") == "127.0.0.1")
        #expect(client("127.0.0.1", xff: "10.0.0.1, ") == "127.0.0.1")
        #expect(client("127.0.0.1", xff: "a\u{1B}[31m") == "127.0.0.1")
        #expect(client("127.0.0.1", xff: String(repeating: "9", count: 500)) == "127.0.0.1")
        #expect(client("127.0.0.1", forwarded: "proto=https") == "127.0.0.1")
        #expect(client("127.0.0.1", xff: String(repeating: "a", count: 100)).count == 64)
    }
}
