import Foundation

/// The formats rounds can be exported in.
package enum ExportFormat: String, Sendable, CaseIterable {
    /// `guess.round.v1` JSON.
    case json
    /// A header, then one row per word.
    case csv
    /// A readable Markdown table per round.
    case md

    /// The format a path's extension implies, or nil.
    package static func forPath(_ path: String) -> ExportFormat? {
        let lower = path.lowercased()
        if lower.hasSuffix(".json") { return .json }
        if lower.hasSuffix(".csv") { return .csv }
        if lower.hasSuffix(".md") || lower.hasSuffix(".markdown") { return .md }
        return nil
    }
}
