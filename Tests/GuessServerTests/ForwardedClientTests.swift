import GuessRoom
import GuessServer
import Testing

/// Behind a declared proxy, the client the proxy itself names: one hop, not one client. Nobody else names one.
@Suite struct ForwardedClientTests {
    private let local = TrustedProxies(["127.0.0.1", "::1"])!

    private func client(
        _ peer: String, xff: String? = nil, forwarded: String? = nil, proxies: TrustedProxies? = nil
    ) -> String {
        ForwardedClient.address(peer: peer, xForwardedFor: xff, forwarded: forwarded, proxies: proxies ?? local)
    }

    @Test("a declared proxy's right-most X-Forwarded-For entry is the client, as IPv4, IPv6 or IPv4-mapped")
    func rightMost() {
        #expect(client("127.0.0.1", xff: "203.0.113.9") == "203.0.113.9")
        #expect(client("::1", xff: "6.6.6.6, 203.0.113.9") == "203.0.113.9")
        // A `[::]` listener sees an IPv4 proxy as IPv4-mapped: still the proxy.
        #expect(client("::ffff:127.0.0.1", xff: "forged, 198.51.100.7") == "198.51.100.7")
        #expect(client("127.0.0.1", xff: "2001:DB8:0::5") == "2001:db8::5")
        #expect(client("127.0.0.1", xff: "198.51.100.7:5123") == "198.51.100.7")
        #expect(client("127.0.0.1", xff: "::ffff:10.8.8.8") == "10.8.8.8")
    }

    @Test("an undeclared peer's headers are ignored, loopback included (a plain TCP forwarder passes the client's own)")
    func untrusted() {
        #expect(client("192.168.1.20", xff: "10.0.0.1") == "192.168.1.20")
        #expect(client("::ffff:192.168.1.20", xff: "10.0.0.1") == "192.168.1.20")
        #expect(client("127.0.0.2", xff: "10.0.0.1") == "127.0.0.2")
        #expect(client("127.0.0.1", xff: "10.0.0.1", proxies: TrustedProxies.none) == "127.0.0.1")
        #expect(
            ForwardedClient.ignoresProxy(
                peer: "::ffff:127.0.0.1", xForwardedFor: "10.0.0.1", forwarded: nil, proxies: .none))
        #expect(!ForwardedClient.ignoresProxy(peer: "127.0.0.1", xForwardedFor: nil, forwarded: nil, proxies: .none))
        #expect(
            !ForwardedClient.ignoresProxy(
                peer: "192.168.1.2", xForwardedFor: "10.0.0.1", forwarded: nil, proxies: .none))
        #expect(
            !ForwardedClient.ignoresProxy(peer: "127.0.0.1", xForwardedFor: "10.0.0.1", forwarded: nil, proxies: local))
    }

    @Test("a declared network is trusted as a whole, per client: each client behind it is itself")
    func networks() {
        let lan = TrustedProxies(["10.1.0.0/16", "fd00::/8"])!
        #expect(client("10.1.200.3", xff: "198.51.100.7", proxies: lan) == "198.51.100.7")
        #expect(client("10.1.200.3", xff: "198.51.100.8", proxies: lan) == "198.51.100.8")
        #expect(client("10.2.0.1", xff: "198.51.100.7", proxies: lan) == "10.2.0.1")
        #expect(client("fd12::1", xff: "198.51.100.7", proxies: lan) == "198.51.100.7")
        #expect(client("fe80::1", xff: "198.51.100.7", proxies: lan) == "fe80::1")
        #expect(TrustedProxies(["0.0.0.0/0"])!.contains("203.0.113.1"))
        for bad in ["", "localhost", "10.0.0.0/33", "::1/129", "1.2.3.4/x", "1.2.3", "10.0.0.0/-1", "[::1]"] {
            #expect(TrustedProxies([bad]) == nil, "\(bad)")
            #expect(TrustedProxies.firstInvalid(["127.0.0.1", bad]) == bad)
        }
    }

    @Test("one address, one spelling: IPv4-mapped folded, IPv6 compressed and lower-cased, anything else kept")
    func spelling() {
        #expect(ClientAddress.canonical("::ffff:10.8.8.8") == "10.8.8.8")
        #expect(ClientAddress.canonical("::FFFF:0a08:0808") == "10.8.8.8")
        #expect(ClientAddress.canonical("10.8.8.8") == "10.8.8.8")
        #expect(ClientAddress.canonical("2001:0DB8:0000:0000:0000:0000:0000:0001") == "2001:db8::1")
        #expect(ClientAddress.canonical("unknown") == "unknown")
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
