import Foundation
import GuessText

/// Loads the bank a command asked for. Nothing is half-loaded: any rejected list fails the whole load.
public enum BankLoader {
    /// Builds the bank for `request`, reading list files through `appendFile` and the shipped banks
    /// through `shipped` (the built-in ones unless a test brings its own), each taken in its compact form
    /// from `compiled` when there is one (no list is parsed at start).
    ///
    /// - Throws: `GuessError.missingInput` for a list that cannot be read, `.invalidLists` when a list
    ///   was rejected (its diagnostics are passed to `report` first, as are all warnings).
    public static func load(
        _ request: BankRequest, configuredBank: String, configuredIn origin: @autoclosure () -> String? = nil,
        shipped: (String) -> String? = ShippedBanks.contents(of:),
        compiled: (String) -> CompactBank? = ShippedBanks.compiled(of:), appendFile: FileAppender,
        report: (Diagnostic) -> Void
    ) throws(GuessError) -> LoadedBank {
        var builder = WordBankBuilder()
        var diagnostics: [Diagnostic] = []
        var rejected = 0
        let base = request.bank ?? configuredBank
        var labels: [String] = []
        func add(file path: String) throws(GuessError) {
            let found = try builder.add(source: path, format: .forPath(path), defaultTier: request.defaultTier) {
                (bytes: inout [UInt8]) throws(GuessError) in try appendFile(path, &bytes)
            }
            if found.contains(where: { $0.severity == .error }) { rejected += 1 }
            diagnostics += found
        }
        // The host's lists are the custom tier: the shipped one is left out, and a word the host listed
        // plays as theirs (one note for all of them, not a warning each).
        let hostLists = !request.extraLists.isEmpty
        if let compact = compiled(base), builder.start(with: compact, leavingOut: hostLists ? .custom : nil) {
            if hostLists { builder.overridableEntries = builder.bank.count }
            builder.assume(language: Language(rawValue: base))
            labels.append(base)
        } else if let shipped = shipped(base) {
            diagnostics += builder.add(
                contents: Array(shipped.utf8), source: ShippedBanks.sourceName(of: base), format: .text,
                leavingOut: hostLists ? .custom : nil)
            if hostLists { builder.overridableEntries = builder.bank.count }
            builder.assume(language: Language(rawValue: base))
            labels.append(base)
        } else if request.bank == nil && !base.contains("/") && (base as NSString).pathExtension.isEmpty {
            let origin = origin()
            let place = origin.map { "\($0): " } ?? ""
            throw .badData(
                LocalizedText(
                    "\(place)draw.bank: no shipped bank named '\(base)' (shipped: \(ShippedBanks.names.joined(separator: ", ")))",
                    "\(origin.map { "\($0)：" } ?? "")draw.bank：没有名为“\(base)”的内置词库（内置：\(ShippedBanks.names.joined(separator: "、"))）"
                ))
        } else {
            do {
                try add(file: base)
            } catch .missingInput(let path, let reason) where reason == "no such file" {
                let shipped = ShippedBanks.names.joined(separator: ", ")
                throw .missingInput(
                    path: path,
                    reason: LocalizedText(
                        "no such file, and no shipped bank of that name (shipped: \(shipped))",
                        "文件不存在，也没有这个名字的内置词库（内置：\(ShippedBanks.names.joined(separator: "、"))）"))
            }
            labels.append(base)
        }
        if !request.extraLists.isEmpty { builder.beginHostLists() }
        for path in request.extraLists {
            try add(file: path)
            labels.append(path)
        }
        diagnostics.forEach(report)
        if rejected > 0 { throw .invalidLists(count: rejected) }
        return LoadedBank(bank: builder.bank, label: labels.joined(separator: "+"), diagnostics: diagnostics)
    }

    /// The chance of each tier on the first draw from `bank`: like `shares(counts:weights:)`, except that
    /// the host's added lists are a group drawn as often as the custom tier's weight says, their own
    /// tiers sharing that group's draws (see `Deck`).
    public static func shares(of bank: WordBank, weights: TierWeights) -> [Double] {
        guard bank.hasHostLists else { return shares(counts: bank.countsByTier, weights: weights) }
        let (base, host) = groupCounts(of: bank)
        let baseShares = shares(counts: base, weights: weights)
        let hostShares = shares(counts: host, weights: weights)
        let hostShare = groupShare(base: base, host: host, weights: weights)
        return zip(baseShares, hostShares).map { (1 - hostShare) * $0 + hostShare * $1 }
    }

    /// The chance that the first draw from `bank` is one of the host's added lists (0 without any).
    public static func hostShare(of bank: WordBank, weights: TierWeights) -> Double {
        guard bank.hasHostLists else { return 0 }
        let (base, host) = groupCounts(of: bank)
        return groupShare(base: base, host: host, weights: weights)
    }

    /// Entries per tier of the bank's own lists (`base`) and of the host's added lists (`host`).
    private static func groupCounts(of bank: WordBank) -> (base: [Int], host: [Int]) {
        var base = [Int](repeating: 0, count: Tier.allCases.count)
        var host = base
        for index in 0..<bank.count {
            if bank.isHostEntry(index) {
                host[bank.tier(at: index).rawValue] += 1
            } else {
                base[bank.tier(at: index).rawValue] += 1
            }
        }
        return (base, host)
    }

    /// The host group's share against the bank's, given each group's entries per tier (see `Deck`).
    private static func groupShare(base: [Int], host: [Int], weights: TierWeights) -> Double {
        let hostOpen = Tier.allCases.contains { host[$0.rawValue] > 0 && weights[$0] > 0 }
        let hostWeight = hostOpen ? weights[.custom] : 0
        let baseWeight = Tier.allCases.reduce(0.0) { base[$1.rawValue] > 0 ? $0 + weights[$1] : $0 }
        let total = hostWeight + baseWeight
        return total > 0 ? hostWeight / total : 0
    }

    /// The chance of each tier on the first draw: its weight over the weights of the non-empty tiers.
    public static func shares(counts: [Int], weights: TierWeights) -> [Double] {
        let total = Tier.allCases.reduce(0.0) { counts[$1.rawValue] > 0 ? $0 + weights[$1] : $0 }
        return Tier.allCases.map { tier in
            total > 0 && counts[tier.rawValue] > 0 ? weights[tier] / total : 0
        }
    }
}
