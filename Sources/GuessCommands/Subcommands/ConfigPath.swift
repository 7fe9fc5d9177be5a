import ArgumentParser
import Foundation
import GuessConfig
import GuessText

/// `guess config path`: each configuration layer's file and whether it exists.
struct ConfigPath: GuessCommand {
    static let configuration = CommandConfiguration(
        commandName: "path", abstract: "List the configuration layers, in the order they apply, and their files.")

    @Option(
        name: .long, help: ArgumentHelp("A configuration file applied over the others.", valueName: "FILE"),
        completion: .file(extensions: ["toml"]))
    var config: String?

    func execute() throws(GuessError) -> Int32 {
        var rows: [[String]] = [["layer", "file", ""]]
        rows.append(["1 built in", GameConfig.shippedFile, "in the binary"])
        if let user = UserDirectories.configFile {
            rows.append([
                "2 user", OutsideText.forTerminal(user),
                FileManager.default.fileExists(atPath: user) ? "exists" : "missing",
            ])
        } else {
            rows.append(["2 user", "(no HOME or XDG_CONFIG_HOME)", ""])
        }
        if let config {
            rows.append([
                "3 --config", OutsideText.forTerminal(config),
                FileManager.default.fileExists(atPath: config) ? "exists" : "missing",
            ])
        } else {
            rows.append(["3 --config", "(not given)", ""])
        }
        rows.append(["4 flags", "(on the command line)", ""])
        print(TextTable.render(rows), terminator: "")
        return 0
    }
}
