import Foundation
import GuessConfig
import GuessText

/// The configuration's layers as the commands load them: the shipped defaults, the user's file
/// (`UserDirectories.configFile`), then `--config`.
enum ConfigFiles {
    /// The configuration: the shipped defaults, the user's file, then `explicit` (`--config`); the
    /// language of messages follows it from then on. Without `--config` the user's file is read once per
    /// run, whoever asks (the help texts too).
    static func load(explicit: String?) throws(GuessError) -> GameConfig {
        let config =
            if let explicit {
                try ConfigLoader.load(
                    userFile: UserDirectories.configFile, explicitFile: explicit, fileExists: exists,
                    readFile: BoundedFileReader.readConfig)
            } else {
                try userLayers.get()
            }
        Console.speak(config)
        return config
    }

    /// The shipped defaults with the user's file applied (read once), nil when they do not load; the
    /// language of messages is left as it is.
    static var user: GameConfig? { try? userLayers.get() }

    /// The settings help texts quote as defaults: the user's configuration when it loads, else the built-in
    /// defaults. A broken, hostile or blocking file is reported when a command loads it, so `--help` and
    /// `--version` work whatever the file holds. Every start builds the help texts (ArgumentParser makes each
    /// command to parse a line), so without a file this must cost nothing: the shipped layer is not parsed
    /// and its origins are found only when asked for (`GameConfig.shippedPlaces`).
    static var defaults: GameConfig { user ?? GameConfig() }

    /// The shipped defaults with the user's file applied, read once per run.
    private static var userLayers: Result<GameConfig, GuessError> {
        let state = CommandContext.current.state
        if let known = state.userConfiguration { return known }
        let layers: Result<GameConfig, GuessError>
        do throws(GuessError) {
            layers = .success(
                try ConfigLoader.load(
                    userFile: UserDirectories.configFile, explicitFile: nil, fileExists: exists,
                    readFile: BoundedFileReader.readConfig))
        } catch {
            layers = .failure(error)
        }
        state.userConfiguration = layers
        return layers
    }

    /// Whether something (a file, or anything else, which the reader then refuses) is at `path`.
    private static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
}
