/// The proxies the host declared (`play --trusted-proxy`, `party.trusted_proxies`), as nginx's
/// `set_real_ip_from` names them: addresses or networks (`127.0.0.1`, `::1`, `10.0.0.0/8`, `fd00::/8`). Only a
/// connection from one of them may name its client in `X-Forwarded-For` or `Forwarded`; any other peer,
/// this machine's loopback included, is the client itself (a plain TCP forwarder passes the client's own
/// header, so a loopback peer proves nothing).
package struct TrustedProxies: Equatable, Sendable {
    /// One declared proxy: an address and how many of its leading bits a peer must share with it.
    struct Network: Equatable, Sendable {
        var bytes: [UInt8]
        var prefix: Int
    }

    /// The networks declared, as given (for messages).
    package let entries: [String]
    private let networks: [Network]

    /// No proxy: every peer is its own client.
    package static let none = TrustedProxies(networks: [], entries: [])

    private init(networks: [Network], entries: [String]) {
        self.networks = networks
        self.entries = entries
    }

    /// The proxies `entries` name, nil when one of them is not an address or network (`firstInvalid`
    /// names it).
    package init?(_ entries: [String]) {
        var networks: [Network] = []
        for entry in entries {
            guard let network = Self.network(entry) else { return nil }
            networks.append(network)
        }
        self.init(networks: networks, entries: entries)
    }

    /// The first of `entries` that is not an address or a network, nil when all are.
    package static func firstInvalid(_ entries: [String]) -> String? {
        entries.first { network($0) == nil }
    }

    /// Whether no proxy was declared.
    package var isEmpty: Bool { networks.isEmpty }

    /// Whether the peer at `address` (as `ClientAddress` spells it) is a declared proxy.
    package func contains(_ address: String) -> Bool {
        guard !networks.isEmpty else { return false }
        let canonical = ClientAddress.canonical(address)
        guard let bytes = ClientAddress.ipv4(canonical) ?? ClientAddress.ipv6(canonical) else { return false }
        return networks.contains { network in
            guard network.bytes.count == bytes.count else { return false }
            var left = network.prefix
            for (mine, theirs) in zip(network.bytes, bytes) where left > 0 {
                let bits = min(8, left)
                let mask = UInt8(truncatingIfNeeded: 0xFF << (8 - bits))
                if mine & mask != theirs & mask { return false }
                left -= bits
            }
            return true
        }
    }

    /// `ADDRESS` or `ADDRESS/BITS` (an IPv4-mapped IPv6 address is its IPv4 address), nil otherwise.
    private static func network(_ entry: String) -> Network? {
        let parts = entry.trimmingSpaces.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = parts.first, first.utf8.count <= 64 else { return nil }
        let address = ClientAddress.canonical(String(first))
        guard let bytes = ClientAddress.ipv4(address) ?? ClientAddress.ipv6(address) else { return nil }
        var prefix = bytes.count * 8
        if parts.count == 2 {
            guard parts[1].allSatisfy(\.isASCII), let bits = Int(parts[1]), (0...prefix).contains(bits) else {
                return nil
            }
            prefix = bits
        }
        return Network(bytes: bytes, prefix: prefix)
    }
}

extension String {
    /// The text without leading or trailing spaces.
    fileprivate var trimmingSpaces: Substring {
        let trimmed = drop { $0 == " " }
        return trimmed.prefix(trimmed.count - trimmed.reversed().prefix { $0 == " " }.count)
    }
}
