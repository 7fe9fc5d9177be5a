/// Which pages may open a WebSocket to the game: a browser names the page's origin in the `Origin`
/// header; only the game's own addresses (`http://ADDRESS:PORT` for each of this machine's addresses and
/// `localhost`) and the `--public-url` are let in. A request without `Origin` is not a page of ours (a
/// script on the network) and is refused; so is a foreign origin even when the `Host` header names it too
/// (the shape of DNS rebinding), since the check never looks at `Host`.
package struct OriginPolicy: Equatable, Sendable {
    /// The origins accepted, in lower case.
    package let allowed: Set<String>

    /// The policy of a server on `port` reachable at `hosts` (IP addresses, IPv6 ones without brackets,
    /// or names), and behind `publicURL` when there is one.
    package init(hosts: [String], port: Int, publicURL: PublicURL? = nil) {
        var allowed = Set<String>()
        for host in hosts + ["localhost", "127.0.0.1", "::1"] {
            let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
            allowed.insert("http://\(shown.lowercased()):\(port)")
            if port == 80 { allowed.insert("http://\(shown.lowercased())") }
        }
        if let publicURL { allowed.insert(publicURL.origin) }
        self.allowed = allowed
    }

    /// A policy that lets in exactly `origins` (an in-process test's WebSocket client names its own,
    /// `ws://localhost`, and no page's).
    init(origins: Set<String>) {
        allowed = Set(origins.map { $0.lowercased() })
    }

    /// Whether a WebSocket whose request carried `origin` (nil: none) is let in.
    package func allows(_ origin: String?) -> Bool {
        guard let origin, origin.utf8.count <= 300 else { return false }
        return allowed.contains(origin.lowercased())
    }
}
