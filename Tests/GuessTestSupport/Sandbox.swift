import Foundation

/// A fresh temporary directory for one test: `home/`, `config/` (XDG_CONFIG_HOME), `data/`
/// (XDG_DATA_HOME) and `work/` (the working directory of runs). Removed when released.
package final class Sandbox {
    /// The sandbox's root directory.
    package let root: URL

    /// Creates the directories.
    package init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("guess-e2e-\(UUID().uuidString)", isDirectory: true)
        for directory in [home, configHome, dataHome, work] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// $HOME for runs.
    package var home: URL { root.appendingPathComponent("home", isDirectory: true) }
    /// $XDG_CONFIG_HOME for runs; the user config is `config/guess/config.toml`.
    package var configHome: URL { root.appendingPathComponent("config", isDirectory: true) }
    /// $XDG_DATA_HOME for runs.
    package var dataHome: URL { root.appendingPathComponent("data", isDirectory: true) }
    /// The working directory for runs: relative paths in arguments resolve here.
    package var work: URL { root.appendingPathComponent("work", isDirectory: true) }
    /// Where the binary looks for the user's configuration.
    package var userConfig: URL { configHome.appendingPathComponent("guess/config.toml") }

    /// The absolute path of `relativePath` inside the working directory.
    package func path(_ relativePath: String) -> String { work.appendingPathComponent(relativePath).path }

    /// Writes `text` to `relativePath` in the working directory (creating folders) and returns
    /// `relativePath`, ready to pass as an argument.
    @discardableResult
    package func write(_ relativePath: String, _ text: String) throws -> String {
        try write(relativePath, bytes: Array(text.utf8))
    }

    /// Writes raw bytes to `relativePath` in the working directory and returns `relativePath`.
    @discardableResult
    package func write(_ relativePath: String, bytes: [UInt8]) throws -> String {
        try write(to: work.appendingPathComponent(relativePath), bytes: bytes)
        return relativePath
    }

    /// Writes `text` to an absolute location (such as `userConfig`), creating folders.
    package func write(to url: URL, _ text: String) throws { try write(to: url, bytes: Array(text.utf8)) }

    private func write(to url: URL, bytes: [UInt8]) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// The environment runs get: nothing from the test process but a PATH, a UTF-8 locale and the
    /// sandbox's HOME and XDG directories, so no user configuration or history leaks in.
    package var environment: [String: String] {
        [
            "HOME": home.path,
            "XDG_CONFIG_HOME": configHome.path,
            "XDG_DATA_HOME": dataHome.path,
            "PATH": "/usr/local/bin:/usr/bin:/bin",
            "LANG": "C.UTF-8",
            "TERM": "dumb",
        ]
    }
}
