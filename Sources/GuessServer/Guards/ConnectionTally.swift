import GuessRoom

/// The connections the phones' server holds, per address and in all, so that neither one device nor a
/// crowd can take the file descriptors the game needs. Of the `total`, `keyedReserve` slots are kept for the
/// keyed pages (the host's remote and the board): a connection over the general caps may take one of them
/// only until its request shows it is keyed (`openReserved`; the server closes it otherwise), so no number of
/// guests, idle or malformed connections keeps the host out. The proxies in `unlimited` (the reverse proxy
/// the host declared, which carries every remote player) count only in the total.
package struct ConnectionTally: Sendable {
    /// Connections one address may hold in the general slots.
    package let perAddress: Int
    /// Connections in all, the reserve included.
    package let total: Int
    /// Slots only a keyed request may keep (within `total`).
    package let keyedReserve: Int
    /// Peers not capped one by one (the proxies of `--trusted-proxy`).
    package let unlimited: TrustedProxies
    private var open: [String: Int] = [:]
    /// The connections held in the general slots now.
    package private(set) var count = 0
    /// The reserved slots taken now (connections on probation or keyed).
    package private(set) var reserved = 0

    /// A tally with caps of `perAddress` and `total`, `keyedReserve` of the total kept for keyed pages.
    package init(perAddress: Int, total: Int, keyedReserve: Int = 0, unlimited: TrustedProxies = .none) {
        self.perAddress = perAddress
        self.total = total
        self.keyedReserve = min(max(0, keyedReserve), total)
        self.unlimited = unlimited
    }

    /// Counts a new connection from `address` in the general slots; false (and nothing counted) when it goes
    /// over a cap.
    package mutating func open(_ address: String) -> Bool {
        let held = open[address, default: 0]
        guard count < total - keyedReserve, unlimited.contains(address) || held < perAddress else { return false }
        open[address] = held + 1
        count += 1
        return true
    }

    /// A connection from `address` (counted by `open`) closed.
    package mutating func close(_ address: String) {
        guard let held = open[address] else { return }
        open[address] = held > 1 ? held - 1 : nil
        count -= 1
    }

    /// Takes a reserved slot; false when every one is taken.
    package mutating func openReserved() -> Bool {
        guard reserved < keyedReserve else { return false }
        reserved += 1
        return true
    }

    /// Gives a reserved slot back.
    package mutating func closeReserved() {
        reserved = max(0, reserved - 1)
    }

    /// The connections `address` holds now in the general slots.
    package func held(by address: String) -> Int { open[address, default: 0] }
}
