import ArgumentParser
import GuessWords

/// `guess config show`: every setting in effect, with the layer (file and line) it came from; the output
/// is itself a valid configuration file.
struct ConfigShow: GuessCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Print every setting in effect as TOML, each with where it was set.")

    @Option(name: .long, help: ArgumentHelp("A configuration file applied over the others.", valueName: "FILE"), completion: .file(extensions: ["toml"]))
    var config: String?

    func execute() throws(GuessError) -> Int32 {
        let settings = try Files.loadConfig(explicit: config)
        var table = ""
        var rows: [[String]] = []
        for key in GameConfig.knownKeys {
            let parts = key.split(separator: ".")
            let name = String(parts.last ?? "")
            let section = parts.dropLast().joined(separator: ".")
            if section != table {
                if !rows.isEmpty { print(TextTable.render(rows), terminator: "") }
                rows.removeAll()
                print((table.isEmpty ? "" : "\n") + "[\(section)]")
                table = section
            }
            let origin = settings.origins[key] ?? "Config/default.toml"
            rows.append([name + " = " + (settings.tomlValue(of: key) ?? "?"), "# " + OutsideText.forTerminal(origin)])
        }
        if !rows.isEmpty { print(TextTable.render(rows), terminator: "") }
        return 0
    }
}
