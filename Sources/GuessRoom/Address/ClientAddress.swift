#if canImport(Glibc)
    import Glibc
#endif

/// An address as the phones' server keys it (caps, the wrong-guess limit, bans, the proxies it trusts): one
/// spelling for one address. An IPv4-mapped IPv6 address (`::ffff:10.8.8.8`, what a `[::]` listener sees of
/// an IPv4 client) is its IPv4 address; an IPv6 address is written as `inet_ntop` writes it (lower case,
/// zeros compressed); anything that is not an address is kept as it is (a proxy's header may name a host).
package enum ClientAddress {
    /// The one spelling of `text`.
    package static func canonical(_ text: String) -> String {
        if let bytes = ipv4(text) { return format(v4: bytes) }
        guard var bytes = ipv6(text) else { return text }
        if bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xFF, bytes[11] == 0xFF {
            return format(v4: Array(bytes[12..<16]))
        }
        var out = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        guard inet_ntop(AF_INET6, &bytes, &out, socklen_t(out.count)) != nil else { return text }
        return String(decoding: out.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The 4 bytes of a dotted IPv4 address, nil when `text` is not one.
    static func ipv4(_ text: String) -> [UInt8]? {
        var address = in_addr()
        guard inet_pton(AF_INET, text, &address) == 1 else { return nil }
        return withUnsafeBytes(of: &address) { Array($0) }
    }

    /// The 16 bytes of an IPv6 address (without a zone), nil when `text` is not one.
    static func ipv6(_ text: String) -> [UInt8]? {
        var address = in6_addr()
        guard inet_pton(AF_INET6, text, &address) == 1 else { return nil }
        return withUnsafeBytes(of: &address) { Array($0) }
    }

    private static func format(v4 bytes: [UInt8]) -> String {
        bytes.map(String.init).joined(separator: ".")
    }
}
