import Foundation

/// The client a request is counted under behind the HTTPS proxy of remote play: the proxy is one hop, not one
/// client. Only a connection from this machine's loopback (the proxy's, as an IPv4 listener sees it, as an
/// IPv6 one sees it, or IPv4-mapped on a `[::]` listener) is trusted to name its client, and only by the
/// right-most entry of `X-Forwarded-For` (or, when that is absent, of `Forwarded: for=`), the one the proxy
/// itself added; anything to its left came from the client and may be forged. A direct connection's headers
/// are ignored, and a proxy or tunnel that names no client is one client: its own address.
public enum ForwardedClient {
    /// The addresses a proxy on this machine connects from.
    public static let loopback: Set<String> = ["127.0.0.1", "::1", "::ffff:127.0.0.1"]

    /// The longest address read from a header (an IPv6 address with a zone is under 64 characters).
    static let maximumLength = 64

    /// The address to count a request under: `peer`, or the client the loopback proxy names last in
    /// `xForwardedFor` (all such header lines joined by commas) or `forwarded`, when `trustsProxy` (the game has
    /// a public URL) and `peer` is the loopback.
    public static func address(peer: String, xForwardedFor: String?, forwarded: String?, trustsProxy: Bool)
        -> String
    {
        guard trustsProxy, loopback.contains(peer) else { return peer }
        if let xForwardedFor {
            return rightMost(of: xForwardedFor).map(bare) ?? peer
        }
        if let forwarded, let element = rightMost(of: forwarded) {
            // `for=192.0.2.60;proto=https` or `for="[2001:db8::1]:4711"`: the for= parameter of the last element.
            for parameter in element.split(separator: ";") {
                let pair = parameter.split(separator: "=", maxSplits: 1)
                guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "for" else {
                    continue
                }
                let value = bare(String(pair[1]))
                return value.isEmpty ? peer : value
            }
        }
        return peer
    }

    /// The last comma-separated element of `header`, trimmed; nil when it is empty, too long or holds a
    /// control character.
    private static func rightMost(of header: String) -> String? {
        guard let last = header.split(separator: ",", omittingEmptySubsequences: false).last else { return nil }
        let trimmed = last.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.utf8.count <= maximumLength * 2,
            trimmed.unicodeScalars.allSatisfy({ $0.value > 32 && $0.value < 127 })
        else { return nil }
        return trimmed
    }

    /// An address without quotes, brackets or port (`"[2001:db8::1]:4711"` → `2001:db8::1`,
    /// `192.0.2.60:8080` → `192.0.2.60`), cut to `maximumLength`.
    private static func bare(_ text: String) -> String {
        var value = Substring(text.trimmingCharacters(in: .whitespaces))
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = value.dropFirst().dropLast() }
        if value.hasPrefix("["), let close = value.firstIndex(of: "]") {
            value = value[value.index(after: value.startIndex)..<close]
        } else if value.filter({ $0 == ":" }).count == 1, let colon = value.firstIndex(of: ":") {
            value = value[..<colon]
        }
        return String(value.prefix(maximumLength))
    }
}
