import Foundation

/// Loads the bank a command asked for. Nothing is half-loaded: any rejected list fails the whole load.
public enum BankLoader {
    /// Builds the bank for `request`, reading list files through `appendFile` and the shipped banks
    /// through `shipped` (the built-in ones unless a test brings its own), each taken in its compact form
    /// from `compiled` when there is one (no list is parsed at start).
    ///
    /// - Throws: `GuessError.missingInput` for a list that cannot be read, `.invalidLists` when a list
    ///   was rejected (its diagnostics are passed to `report` first, as are all warnings).
    public static func load(
        _ request: BankRequest, configuredBank: String, configuredIn origin: String? = nil,
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
            labels.append(base)
        } else if let shipped = shipped(base) {
            diagnostics += builder.add(
                contents: Array(shipped.utf8), source: ShippedBanks.sourceName(of: base), format: .text,
                leavingOut: hostLists ? .custom : nil)
            if hostLists { builder.overridableEntries = builder.bank.count }
            labels.append(base)
        } else if request.bank == nil && !base.contains("/") && (base as NSString).pathExtension.isEmpty {
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
        for path in request.extraLists {
            try add(file: path)
            labels.append(path)
        }
        diagnostics.forEach(report)
        if rejected > 0 { throw .invalidLists(count: rejected) }
        return LoadedBank(bank: builder.bank, label: labels.joined(separator: "+"), diagnostics: diagnostics)
    }

    /// The chance of each tier on the first draw: its weight over the weights of the non-empty tiers.
    public static func shares(counts: [Int], weights: TierWeights) -> [Double] {
        let total = Tier.allCases.reduce(0.0) { counts[$1.rawValue] > 0 ? $0 + weights[$1] : $0 }
        return Tier.allCases.map { tier in
            total > 0 && counts[tier.rawValue] > 0 ? weights[tier] / total : 0
        }
    }
}
