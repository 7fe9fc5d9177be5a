import Foundation
import GuessText

/// The configuration layers: shipped defaults, the user's file, then `--config`.
package enum ConfigLoader {
    /// Applies the shipped defaults, `userFile` when it exists, then `explicitFile` (which must exist).
    package static func load(
        userFile: String?, explicitFile: String?, fileExists: (String) -> Bool, readFile: FileReader
    ) throws(GuessError) -> GameConfig {
        // The shipped layer without TOMLKit: the built-in defaults are its values and its origins are
        // found when asked for (GameConfigTests checks that parsing Config/default.toml gives the same
        // values and origins), so a start costs no parse.
        var config = GameConfig()
        var layers: [String] = []
        if let userFile, fileExists(userFile) { layers.append(userFile) }
        if let explicitFile { layers.append(explicitFile) }
        for file in layers {
            let bytes = try readFile(file)
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw .badData(LocalizedText("\(file): not valid UTF-8", "\(file)：不是有效的 UTF-8 文本"))
            }
            do throws(ConfigError) {
                try config.apply(toml: text, file: file)
            } catch {
                throw .config(error)
            }
        }
        return config
    }
}
