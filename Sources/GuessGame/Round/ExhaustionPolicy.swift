import Foundation

/// What happens when every drawable word has been shown.
package enum ExhaustionPolicy: String, Sendable, CaseIterable, Codable {
    /// The round ends (`ended_by` = `exhausted`).
    case end
    /// Every word becomes drawable again and play goes on.
    case reshuffle
}
