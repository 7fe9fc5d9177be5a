/// What a read of the store gave, and the parts it left out because a value in them cannot be used.
public struct StoreReading<Value> {
    /// What was read.
    public var value: Value
    /// The parts left out, in the order met.
    public var skipped: [SkippedPart]

    /// A reading.
    public init(_ value: Value, skipped: [SkippedPart] = []) {
        self.value = value
        self.skipped = skipped
    }
}

extension StoreReading: Sendable where Value: Sendable {}
extension StoreReading: Equatable where Value: Equatable {}
