import Foundation

/// Where and how a game is exported: `--export FILE` with its format.
public struct ExportTarget: Equatable, Sendable {
    /// The path as given.
    public var path: String
    /// The format.
    public var format: ExportFormat

    /// A target at `path` in `format`.
    public init(path: String, format: ExportFormat) {
        self.path = path
        self.format = format
    }

    /// The file of round `round` (1-based) of a session of single rounds: `round.json` for the first,
    /// `round-2.json` for the second, and so on.
    public func path(forRound round: Int) -> String {
        guard round > 1 else { return path }
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().lastPathComponent
        let ext = url.pathExtension
        let name = ext.isEmpty ? "\(stem)-\(round)" : "\(stem)-\(round).\(ext)"
        let directory = (path as NSString).deletingLastPathComponent
        return directory.isEmpty ? name : directory + "/" + name
    }

    /// One round as this target writes it (`guess.round.v1` for JSON).
    public func data(for record: RoundRecord) -> Data {
        format == .json ? RoundExporter.json(record) : RoundExporter.export([record], as: format)
    }

    /// A party game as this target writes it (`guess.game.v1` for JSON).
    public func data(for game: GameRecord) -> Data { RoundExporter.export(game, as: format) }
}
