import Foundation
import PackagePlugin

/// Embeds the shipped files each layer owns into it as Swift string literals: the word banks
/// (Wordbanks/*.txt, with their compact forms, Wordbanks/compiled/*.bank, while current) into GuessWords, the
/// Unifont glyph subset (Glyphs/unifont-subset.hex) into GuessScreens, the phones' pages (Pages/*) into
/// GuessServer and Config/default.toml into GuessConfig. A changed page is compiled into the server's
/// embedded file alone (the bank's is left as it is); the targets above the server are then relinked.
@main
struct EmbedShippedFiles: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        var arguments = [output.path]
        var inputs: [URL] = []
        switch target.name {
        case "GuessWords":
            let wordbanks = root.appending(path: "Wordbanks")
            let bankFiles = try FileManager.default.contentsOfDirectory(atPath: wordbanks.path)
                .filter { $0.hasSuffix(".txt") }
                .sorted()
                .map { wordbanks.appending(path: $0) }
            inputs += bankFiles
            // A bank's compact form (Wordbanks/compiled/NAME.bank, `make compact-banks`), embedded by the tool
            // only while it was made from the bank's text as it is.
            for file in bankFiles {
                let name = file.deletingPathExtension().lastPathComponent
                arguments.append("bank/\(name)=\(file.path)")
                // Named whether or not it exists (the tool skips a missing one): SwiftPM keeps what a plugin
                // returned until the package changes, so a compact form made later is still found.
                let compact = wordbanks.appending(path: "compiled").appending(path: "\(name).bank")
                arguments.append("compact/\(name)=\(compact.path)")
                if FileManager.default.fileExists(atPath: compact.path) { inputs.append(compact) }
            }
        case "GuessScreens":
            let glyphs = root.appending(path: "Glyphs").appending(path: "unifont-subset.hex")
            arguments.append("glyphs/unifont=\(glyphs.path)")
            inputs.append(glyphs)
        case "GuessServer":
            let pages = root.appending(path: "Pages")
            let pageFiles = try FileManager.default.contentsOfDirectory(atPath: pages.path)
                .filter { !$0.hasPrefix(".") }
                .sorted()
                .map { pages.appending(path: $0) }
            for file in pageFiles { arguments.append("page/\(file.lastPathComponent)=\(file.path)") }
            inputs += pageFiles
        case "GuessConfig":
            let config = root.appending(path: "Config").appending(path: "default.toml")
            arguments.append("config/default.toml=\(config.path)")
            inputs.append(config)
        default:
            break
        }
        return [
            .buildCommand(
                displayName: "Embedding the shipped files of \(target.name)",
                executable: try context.tool(named: "GuessEmbedder").url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
