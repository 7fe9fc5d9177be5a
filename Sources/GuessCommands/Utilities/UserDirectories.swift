import Foundation

/// The user's XDG location for the configuration (the history store's is `StoreLocation`, in GuessHistory).
enum UserDirectories {
    /// `$XDG_CONFIG_HOME/guess/config.toml`, or `~/.config/guess/config.toml`; nil without either variable.
    static var configFile: String? {
        xdgDirectory("XDG_CONFIG_HOME", fallback: ".config").map { $0 + "/guess/config.toml" }
    }

    /// The variable's value when it is an absolute path (the XDG rule), else `$HOME/fallback`.
    private static func xdgDirectory(_ variable: String, fallback: String) -> String? {
        let environment = CommandContext.current.environment
        if let value = environment[variable], value.hasPrefix("/") { return value }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/" + fallback
    }
}
