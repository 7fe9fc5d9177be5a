import Foundation

/// Which words a command plays with: a base bank plus extra lists.
public struct BankRequest: Sendable, Equatable {
    /// A shipped bank's name or a list file; nil: the configured bank.
    public var bank: String?
    /// Lists added to the bank in use.
    public var extraLists: [String]
    /// Where entries before any section header go.
    public var defaultTier: Tier

    /// A request for `bank` (nil: the configured one) plus `extraLists`.
    public init(bank: String? = nil, extraLists: [String] = [], defaultTier: Tier = .custom) {
        self.bank = bank
        self.extraLists = extraLists
        self.defaultTier = defaultTier
    }
}
