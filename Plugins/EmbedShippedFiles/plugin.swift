import Foundation
import PackagePlugin

/// Embeds Wordbanks/*.txt (with their compact forms, Wordbanks/compiled/*.bank, while current), Config/default.toml and the Unifont glyph subset (Glyphs/unifont-subset.hex)
/// and the phones' pages (Pages/*) into the target as Swift string literals.
@main
struct EmbedShippedFiles: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let wordbanks = root.appending(path: "Wordbanks")
        let bankFiles = try FileManager.default.contentsOfDirectory(atPath: wordbanks.path)
            .filter { $0.hasSuffix(".txt") }
            .sorted()
            .map { wordbanks.appending(path: $0) }
        let config = root.appending(path: "Config").appending(path: "default.toml")
        let glyphs = root.appending(path: "Glyphs").appending(path: "unifont-subset.hex")
        let pages = root.appending(path: "Pages")
        let pageFiles = try FileManager.default.contentsOfDirectory(atPath: pages.path)
            .filter { !$0.hasPrefix(".") }
            .sorted()
            .map { pages.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        var arguments = [output.path]
        // A bank's compact form (Wordbanks/compiled/NAME.bank, `make compact-banks`), embedded by the tool
        // only while it was made from the bank's text as it is.
        var compactFiles: [URL] = []
        for file in bankFiles {
            let name = file.deletingPathExtension().lastPathComponent
            arguments.append("bank/\(name)=\(file.path)")
            // Named whether or not it exists (the tool skips a missing one): SwiftPM keeps what a plugin
            // returned until the package changes, so a compact form made later is still found.
            let compact = wordbanks.appending(path: "compiled").appending(path: "\(name).bank")
            arguments.append("compact/\(name)=\(compact.path)")
            if FileManager.default.fileExists(atPath: compact.path) { compactFiles.append(compact) }
        }
        for file in pageFiles {
            arguments.append("page/\(file.lastPathComponent)=\(file.path)")
        }
        arguments.append("config/default.toml=\(config.path)")
        arguments.append("glyphs/unifont=\(glyphs.path)")
        return [
            .buildCommand(
                displayName: "Embedding shipped word banks, configuration, glyphs and pages",
                executable: try context.tool(named: "GuessEmbedder").url,
                arguments: arguments,
                inputFiles: bankFiles + compactFiles + pageFiles + [config, glyphs],
                outputFiles: [output]
            )
        ]
    }
}
