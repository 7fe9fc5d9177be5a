@preconcurrency import Glibc

/// This machine's address on the room's network, for the address the phones open.
package enum LocalAddress {
    /// The first IPv4 address of an interface that is up and not the loopback; nil when there is none.
    static func lan() -> String? {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0, let first else { return nil }
        defer { freeifaddrs(first) }
        var current: UnsafeMutablePointer<ifaddrs>? = first
        while let entry = current {
            defer { current = entry.pointee.ifa_next }
            let flags = Int32(entry.pointee.ifa_flags)
            guard flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0, let address = entry.pointee.ifa_addr,
                address.pointee.sa_family == sa_family_t(AF_INET)
            else { continue }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            let converted = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet in
                var raw = inet.pointee.sin_addr
                return inet_ntop(AF_INET, &raw, &text, socklen_t(text.count)) != nil
            }
            if converted {
                return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
        }
        return nil
    }

    /// The host to name in the phones' address for a server bound to `host` (nil: every interface).
    package static func shown(for host: String?) -> String {
        guard let host, host != "0.0.0.0", host != "::" else { return lan() ?? "127.0.0.1" }
        return host.contains(":") ? "[\(host)]" : host
    }

    /// Every address of this machine's interfaces that are up (IPv4 and IPv6, loopback included), as
    /// text: the hosts a page of ours can name as its origin.
    package static func all() -> [String] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0, let first else { return [] }
        defer { freeifaddrs(first) }
        var found: [String] = []
        var current: UnsafeMutablePointer<ifaddrs>? = first
        while let entry = current {
            defer { current = entry.pointee.ifa_next }
            guard Int32(entry.pointee.ifa_flags) & Int32(IFF_UP) != 0, let address = entry.pointee.ifa_addr else {
                continue
            }
            var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
            var converted = false
            switch Int32(address.pointee.sa_family) {
            case AF_INET:
                converted = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet in
                    var raw = inet.pointee.sin_addr
                    return inet_ntop(AF_INET, &raw, &text, socklen_t(text.count)) != nil
                }
            case AF_INET6:
                converted = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { inet in
                    var raw = inet.pointee.sin6_addr
                    return inet_ntop(AF_INET6, &raw, &text, socklen_t(text.count)) != nil
                }
            default: continue
            }
            if converted {
                found.append(String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
            }
        }
        return found
    }
}
