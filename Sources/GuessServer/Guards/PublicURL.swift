/// The public address of a game played behind an HTTPS reverse proxy (`--public-url https://NAME[:PORT]`):
/// every address printed and every QR code uses it, and the proxy's Origin is accepted for WebSockets.
package struct PublicURL: Equatable, Sendable, CustomStringConvertible {
    /// The host name (lower case) or IP address (an IPv6 one in brackets).
    package let host: String
    /// The port, nil for HTTPS's own (443).
    package let port: Int?

    /// Parses `https://NAME`, `https://NAME:PORT` (with or without a final `/`); nil for anything else:
    /// another scheme, a path, a query, user information, a port that is not 1 to 65535, a name that is
    /// not letters, digits, hyphens and dots (or an IP address), over 253 characters.
    package init?(_ text: String) {
        guard text.utf8.count <= 300, text.lowercased().hasPrefix("https://") else { return nil }
        var rest = Substring(text.dropFirst("https://".count))
        if rest.hasSuffix("/") { rest = rest.dropLast() }
        guard !rest.isEmpty, !rest.contains("/"), !rest.contains("@"), !rest.contains("?"), !rest.contains("#") else {
            return nil
        }
        var hostPart: Substring
        var portPart: Substring?
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            hostPart = rest[...close]
            let after = rest[rest.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { return nil }
                portPart = after.dropFirst()
            }
            let inner = hostPart.dropFirst().dropLast()
            guard !inner.isEmpty, inner.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return nil }
        } else {
            if let colon = rest.firstIndex(of: ":") {
                hostPart = rest[..<colon]
                portPart = rest[rest.index(after: colon)...]
            } else {
                hostPart = rest
            }
            let labels = hostPart.split(separator: ".", omittingEmptySubsequences: false)
            guard !hostPart.isEmpty, hostPart.count <= 253,
                labels.allSatisfy({ label in
                    !label.isEmpty && label.count <= 63 && !label.hasPrefix("-") && !label.hasSuffix("-")
                        && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
                })
            else { return nil }
        }
        if let portPart {
            guard (1...5).contains(portPart.count), portPart.allSatisfy({ $0.isASCII && $0.isNumber }),
                let port = Int(portPart), (1...65535).contains(port)
            else { return nil }
            self.port = port == 443 ? nil : port
        } else {
            self.port = nil
        }
        host = hostPart.lowercased()
    }

    /// The Origin a browser sends from the game's pages behind the proxy: `https://NAME[:PORT]`.
    package var origin: String { port.map { "https://\(host):\($0)" } ?? "https://\(host)" }

    /// The address as printed: the origin.
    package var description: String { origin }
}
