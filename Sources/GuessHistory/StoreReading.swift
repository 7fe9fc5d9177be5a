/// What a read of the store gave, and the parts it left out because a value in them cannot be used.
package struct StoreReading<Value> {
    /// What was read.
    package var value: Value
    /// The parts left out, in the order met.
    package var skipped: [SkippedPart]

    /// A reading.
    package init(_ value: Value, skipped: [SkippedPart] = []) {
        self.value = value
        self.skipped = skipped
    }
}

extension StoreReading: Sendable where Value: Sendable {}
extension StoreReading: Equatable where Value: Equatable {}
