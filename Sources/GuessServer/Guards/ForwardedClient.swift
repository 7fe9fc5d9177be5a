import Foundation
import GuessRoom

/// The client a request is counted under behind the HTTPS proxy of remote play: the proxy is one hop, not one
/// client. Only a connection from a proxy the host declared (`TrustedProxies`) is trusted to name its client,
/// and only by the right-most entry of `X-Forwarded-For` (or, when that is absent, of `Forwarded: for=`), the
/// one the proxy itself added; anything to its left came from the client and may be forged. Any other
/// connection's headers are ignored (this machine's loopback too: a plain TCP forwarder passes the client's
/// own header), and a proxy or tunnel that names no client is one client: its own address. Every address
/// comes out in its one spelling (`ClientAddress`).
package enum ForwardedClient {
    /// This machine's loopback addresses, as `ClientAddress` spells them.
    package static let loopback: Set<String> = ["127.0.0.1", "::1"]

    /// The longest address read from a header (an IPv6 address with a zone is under 64 characters).
    static let maximumLength = 64

    /// The address to count a request under: `peer`, or the client a declared proxy names last in
    /// `xForwardedFor` (all such header lines joined by commas) or `forwarded`, when `peer` is one of
    /// `proxies`.
    package static func address(peer: String, xForwardedFor: String?, forwarded: String?, proxies: TrustedProxies)
        -> String
    {
        let peer = ClientAddress.canonical(peer)
        guard proxies.contains(peer) else { return peer }
        return named(xForwardedFor: xForwardedFor, forwarded: forwarded).map(ClientAddress.canonical) ?? peer
    }

    /// Whether a request from `peer` names a client that goes unheard because no proxy was declared: a
    /// loopback peer with a forwarding header (a proxy on this machine the host has not named yet).
    package static func ignoresProxy(peer: String, xForwardedFor: String?, forwarded: String?, proxies: TrustedProxies)
        -> Bool
    {
        proxies.isEmpty && (xForwardedFor != nil || forwarded != nil)
            && loopback.contains(ClientAddress.canonical(peer))
    }

    /// The client the headers name last, nil when they name none.
    private static func named(xForwardedFor: String?, forwarded: String?) -> String? {
        if let xForwardedFor {
            return rightMost(of: xForwardedFor).map(bare)
        }
        if let forwarded, let element = rightMost(of: forwarded) {
            // `for=192.0.2.60;proto=https` or `for="[2001:db8::1]:4711"`: the for= parameter of the last element.
            for parameter in element.split(separator: ";") {
                let pair = parameter.split(separator: "=", maxSplits: 1)
                guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "for" else {
                    continue
                }
                let value = bare(String(pair[1]))
                return value.isEmpty ? nil : value
            }
        }
        return nil
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
