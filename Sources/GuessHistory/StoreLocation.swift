import Foundation

/// Where the history store is: `--db`, else `GUESS_DB`, else `$XDG_DATA_HOME/guess/history.sqlite`
/// (`~/.local/share/guess/history.sqlite`).
package struct StoreLocation: Equatable, Sendable {
    /// The store's file.
    package var path: String
    /// Whether it is the default location (not named by `--db` or `GUESS_DB`): only there is a file that
    /// is not an SQLite database moved aside rather than refused.
    package var isDefault: Bool

    /// A location.
    package init(path: String, isDefault: Bool) {
        self.path = path
        self.isDefault = isDefault
    }

    /// The location `explicit` (`--db`) names, else `GUESS_DB`, else the default one under `XDG_DATA_HOME`
    /// or `HOME`; nil when none of them says.
    package static func resolve(
        explicit: String?, environment: [String: String]
    ) -> StoreLocation? {
        if let explicit { return StoreLocation(path: explicit, isDefault: false) }
        if let variable = environment["GUESS_DB"], !variable.isEmpty {
            return StoreLocation(path: variable, isDefault: false)
        }
        let data: String
        if let value = environment["XDG_DATA_HOME"], value.hasPrefix("/") {
            data = value
        } else if let home = environment["HOME"], !home.isEmpty {
            data = home + "/.local/share"
        } else {
            return nil
        }
        return StoreLocation(path: data + "/guess/history.sqlite", isDefault: true)
    }

    /// The files an export must never replace: the store and its journals.
    package var protectedPaths: [String] { [path, path + "-wal", path + "-shm", path + "-journal"] }
}
