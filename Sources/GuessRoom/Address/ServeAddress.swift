/// Where the phones' web server listens: `--serve [HOST:]PORT` or `party.serve`. Without a host it
/// listens on every interface; port 0 lets the system pick a free one.
package struct ServeAddress: Equatable, Sendable {
    /// The address to bind, nil for every interface.
    package var host: String?
    /// The port, 0 to 65535 (0: any free port).
    package var port: Int

    /// An address to listen on.
    package init(host: String?, port: Int) {
        self.host = host
        self.port = port
    }

    /// Parses `PORT`, `HOST:PORT` or `[IPv6]:PORT`; nil for anything else (an empty or over-long host,
    /// a port that is not a number from 0 to 65535, spaces or control characters).
    package init?(_ text: String) {
        guard !text.isEmpty, text.utf8.count <= 300,
            text.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 32 && $0.value < 127 })
        else { return nil }
        let hostPart: Substring?
        let portPart: Substring
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]"), text[text.index(after: close)...].hasPrefix(":") else {
                return nil
            }
            hostPart = text[text.index(after: text.startIndex)..<close]
            portPart = text[text.index(close, offsetBy: 2)...]
        } else if let colon = text.lastIndex(of: ":") {
            hostPart = text[..<colon]
            portPart = text[text.index(after: colon)...]
            if hostPart?.contains(":") == true { return nil }  // a bare IPv6 address needs brackets
        } else {
            hostPart = nil
            portPart = Substring(text)
        }
        guard portPart.count <= 5, portPart.allSatisfy(\.isASCII), let port = Int(portPart), (0...65535).contains(port)
        else {
            return nil
        }
        if let hostPart, hostPart.isEmpty || hostPart.contains("/") || hostPart.contains("[") || hostPart.contains("]")
        {
            return nil
        }
        self.host = hostPart.map(String.init)
        self.port = port
    }

    /// The address as given on the command line.
    package var description: String {
        guard let host else { return String(port) }
        return host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}
