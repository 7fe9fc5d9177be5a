import ArgumentParser
import GuessText

/// `guess config show`: every setting in effect, with the layer (file and line) it came from — the bank as
/// `play` would use it, and why; the output is itself a valid configuration file.
struct ConfigShow: GuessCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Print every setting in effect as TOML, each with where it was set.")

    @Option(
        name: .long, help: ArgumentHelp("A configuration file applied over the others.", valueName: "FILE"),
        completion: .file(extensions: ["toml"]))
    var config: String?

    func execute() throws(GuessError) -> Int32 {
        let loaded = try ConfigFiles.load(explicit: config)
        // The bank is the one `play` would use: under a zh-Hant interface the zh-Hant bank, unless a layer
        // set `draw.bank`.
        print(loaded.showText(under: Console.display(loaded).strings.language), terminator: "")
        return 0
    }
}
