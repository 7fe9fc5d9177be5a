/// The connections the phones' server holds, per address and in all, so that neither one device nor a
/// crowd can take the file descriptors the game needs: a connection over either cap is refused at once.
/// Addresses in `unlimited` (the reverse proxy's, which carries every remote player) count only in the total.
public struct ConnectionTally: Sendable {
    /// Connections one address may hold.
    public let perAddress: Int
    /// Connections in all.
    public let total: Int
    /// Addresses not capped one by one (the loopback behind `--public-url`).
    public let unlimited: Set<String>
    private var open: [String: Int] = [:]
    /// The connections held now.
    public private(set) var count = 0

    /// A tally with caps of `perAddress` and `total`.
    public init(perAddress: Int, total: Int, unlimited: Set<String> = []) {
        self.perAddress = perAddress
        self.total = total
        self.unlimited = unlimited
    }

    /// Counts a new connection from `address`; false (and nothing counted) when it goes over a cap.
    public mutating func open(_ address: String) -> Bool {
        let held = open[address, default: 0]
        guard count < total, unlimited.contains(address) || held < perAddress else { return false }
        open[address] = held + 1
        count += 1
        return true
    }

    /// A connection from `address` (counted by `open`) closed.
    public mutating func close(_ address: String) {
        guard let held = open[address] else { return }
        open[address] = held > 1 ? held - 1 : nil
        count -= 1
    }

    /// The connections `address` holds now.
    public func held(by address: String) -> Int { open[address, default: 0] }
}
