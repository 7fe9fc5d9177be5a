import Foundation

/// Where and how a game is exported: `--export FILE` with its format.
package struct ExportTarget: Equatable, Sendable {
    /// The path as given.
    package var path: String
    /// The format.
    package var format: ExportFormat
    /// Whether `path` is written through rather than being a file (standard output, a FIFO, a device, as
    /// the shell tells): every round of a session then goes to it, one after the other.
    package var writesThrough: Bool
    /// How a CSV is written: the byte order mark (`--no-bom` leaves it out), the time zone of its times.
    package var options: ExportOptions

    /// A target at `path` in `format`; `writesThrough` for a stream rather than a file.
    package init(
        path: String, format: ExportFormat, writesThrough: Bool = false, options: ExportOptions = ExportOptions()
    ) {
        self.path = path
        self.format = format
        self.writesThrough = writesThrough
        self.options = options
    }

    /// The file of round `round` (1-based) of a session of single rounds: `round.json` for the first,
    /// `round-2.json` for the second, and so on; always `path` for a target written through (there is no
    /// `/dev/stdout-2`).
    package func path(forRound round: Int) -> String {
        guard round > 1, !writesThrough else { return path }
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().lastPathComponent
        let ext = url.pathExtension
        let name = ext.isEmpty ? "\(stem)-\(round)" : "\(stem)-\(round).\(ext)"
        let directory = (path as NSString).deletingLastPathComponent
        return directory.isEmpty ? name : directory + "/" + name
    }

    /// One round as this target writes it (`guess.round.v1` for JSON).
    package func data(for record: RoundRecord) -> Data {
        format == .json ? RoundExporter.json(record) : RoundExporter.export([record], as: format, options: options)
    }

    /// A party game as this target writes it (`guess.game.v1` for JSON).
    package func data(for game: GameRecord) -> Data { RoundExporter.export(game, as: format, options: options) }
}
