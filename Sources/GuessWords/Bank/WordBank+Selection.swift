import Foundation

extension WordBank {
    /// The bank of the entries for which `isIncluded` is true, in order, each keeping its details and
    /// where it was read. A bank that keeps everything is returned as it is.
    public func keeping(_ isIncluded: (Int) -> Bool) -> WordBank {
        var kept = WordBank()
        var sourceIndex = -1
        for index in 0..<count where isIncluded(index) {
            while sourceIndex + 1 < sources.count && sources[sourceIndex + 1].firstEntry <= index {
                sourceIndex += 1
                kept.beginSource(sources[sourceIndex].name, unit: sources[sourceIndex].unit)
            }
            if let hostStart {
                if index >= hostStart && kept.hostStart == nil { kept.hostStart = kept.count }
                if hostRepeats.contains(index) { kept.hostRepeats.insert(kept.count) }
            }
            kept.append(utf8(at: index), tier: tier(at: index), line: Int(lines[index]))
            kept.setDetailCode(detailCode(at: index), at: kept.count - 1)
        }
        if kept.count == count { return self }
        if hostStart != nil && kept.hostStart == nil { kept.hostStart = kept.count }
        kept.details = details
        kept.language = language
        return kept
    }

    /// The distinct themes of the bank, each under its key (see `ThemeName.key`) with its first spelling
    /// and its entries per tier, in the order first met.
    public var themeCounts: [ThemeCount] {
        guard hasDetails else { return [] }
        var order: [String] = []
        var byKey: [String: ThemeCount] = [:]
        // Each distinct details value is read once; its entries are counted per tier.
        var tiersByCode = [[Int]](repeating: [], count: details.count)
        for (index, code) in detailCodes.enumerated() {
            if tiersByCode[Int(code)].isEmpty {
                tiersByCode[Int(code)] = [Int](repeating: 0, count: Tier.allCases.count)
            }
            tiersByCode[Int(code)][Int(tierCodes[index])] += 1
        }
        for (code, counts) in tiersByCode.enumerated() where !counts.isEmpty {
            for theme in details[code].themes {
                let key = ThemeName.key(theme)
                if byKey[key] == nil {
                    order.append(key)
                    byKey[key] = ThemeCount(name: theme, entriesByTier: [Int](repeating: 0, count: Tier.allCases.count))
                }
                for tier in Tier.allCases { byKey[key]!.entriesByTier[tier.rawValue] += counts[tier.rawValue] }
            }
        }
        return order.map { byKey[$0]! }
    }
}
