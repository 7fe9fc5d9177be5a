import Foundation
import PackagePlugin

/// Embeds Wordbanks/*.txt, Config/default.toml and the Unifont glyph subset (Glyphs/unifont-subset.hex)
/// into the target as Swift string literals.
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
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        var arguments = [output.path]
        for file in bankFiles {
            arguments.append("bank/\(file.deletingPathExtension().lastPathComponent)=\(file.path)")
        }
        arguments.append("config/default.toml=\(config.path)")
        arguments.append("glyphs/unifont=\(glyphs.path)")
        return [
            .buildCommand(
                displayName: "Embedding shipped word banks, configuration and glyphs",
                executable: try context.tool(named: "GuessEmbedder").url,
                arguments: arguments,
                inputFiles: bankFiles + [config, glyphs],
                outputFiles: [output]
            )
        ]
    }
}
