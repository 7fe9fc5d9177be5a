import Foundation
import PackagePlugin

/// Writes the version (Packaging/VERSION, the one place that holds it) and the commit the build is made from
/// (`git rev-parse`) into a Swift file of the GuessVersion target. The command runs again when VERSION or
/// the checkout's HEAD moves (its reflog, appended at each commit, checkout or reset), and rewrites the file
/// only when its content changes: a build after a commit recompiles that small target and relinks, nothing
/// else. A tree that is not a git checkout (a source tarball, git missing) gets no commit, and
/// `guess --version` says so.
@main
struct StampVersion: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let version = root.appending(path: "Packaging").appending(path: "VERSION")
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildVersion.swift")
        // SwiftPM evaluates a plugin again only when the package changes, and a prebuild command runs then
        // only: a build command whose inputs are the files a commit changes runs when they do.
        var inputs = [version]
        if let gitDirectory = Self.gitDirectory(of: root) {
            for name in ["HEAD", "logs/HEAD"] {
                let file = gitDirectory.appending(path: name)
                if FileManager.default.fileExists(atPath: file.path) { inputs.append(file) }
            }
        }
        let script = #"""
            set -u
            root=$1 out=$2
            version=$(head -n 1 "$root/Packaging/VERSION" 2>/dev/null | tr -cd '0-9A-Za-z.+~-')
            [ -n "$version" ] || version=unknown
            # Read only: a checkout owned by another user (a root build of a user's clone) is still read.
            commit=$(git -c safe.directory='*' -C "$root" rev-parse --short=7 HEAD 2>/dev/null | tr -cd '0-9a-f')
            tmp="$out.new"
            {
                echo '// Written by Plugins/StampVersion: the version and the commit built.'
                echo "extension GuessVersion {"
                echo "    static let number = \"$version\""
                if [ -n "$commit" ]; then echo "    static let commit: String? = \"$commit\""
                else echo "    static let commit: String? = nil"; fi
                echo "}"
            } > "$tmp"
            if cmp -s "$tmp" "$out"; then rm -f "$tmp"; else mv "$tmp" "$out"; fi
            """#
        return [
            .buildCommand(
                displayName: "Stamping the version and commit",
                executable: URL(filePath: "/bin/sh"),
                arguments: ["-c", script, "stamp-version", root.path, output.path],
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }

    /// The checkout's git directory: `.git`, or the one a worktree's `.git` file names; nil outside git.
    static func gitDirectory(of root: URL) -> URL? {
        let dotGit = root.appending(path: ".git")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue { return dotGit }
        guard let text = try? String(contentsOf: dotGit, encoding: .utf8),
            let line = text.split(separator: "\n").first, line.hasPrefix("gitdir: ")
        else { return nil }
        let path = String(line.dropFirst("gitdir: ".count))
        return path.hasPrefix("/") ? URL(filePath: path) : root.appending(path: path)
    }
}
