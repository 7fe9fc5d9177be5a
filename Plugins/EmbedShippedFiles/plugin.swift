import Foundation
import PackagePlugin

/// Embeds Wordbanks/*.txt, Config/default.toml and the Unifont glyph subset (Glyphs/unifont-subset.hex)
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
        for file in bankFiles {
            arguments.append("bank/\(file.deletingPathExtension().lastPathComponent)=\(file.path)")
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
                inputFiles: bankFiles + pageFiles + [config, glyphs],
                outputFiles: [output]
            )
        ]
    }
}
