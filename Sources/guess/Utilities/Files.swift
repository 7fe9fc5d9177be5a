import Foundation
import GuessWords

/// File access for the commands: reading lists and configuration, XDG locations, atomic writes.
enum Files {
    /// Reads a whole file; a missing, unreadable or directory path is `GuessError.missingInput`.
    static func read(_ path: String) throws(GuessError) -> [UInt8] {
        var bytes: [UInt8] = []
        try append(path, to: &bytes)
        return bytes
    }

    /// The configuration: the shipped defaults, the user's file, then `explicit` (`--config`).
    static func loadConfig(explicit: String?) throws(GuessError) -> GameConfig {
        try ConfigLoader.load(userFile: userConfigPath, explicitFile: explicit, fileExists: exists, readFile: read)
    }

    /// Appends a whole file to `bytes`, reading it in chunks so that it is held only once.
    static func append(_ path: String, to bytes: inout [UInt8]) throws(GuessError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .missingInput(path: path, reason: "no such file")
        }
        if isDirectory.boolValue { throw .missingInput(path: path, reason: "is a directory, not a file") }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .missingInput(path: path, reason: "cannot be read: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0 && status.st_size > 0 {
            bytes.reserveCapacity(bytes.count + Int(status.st_size))
        }
        let chunkSize = 1 << 16
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            let count = Glibc.read(descriptor, chunk.baseAddress, chunkSize)
            if count == 0 { return }
            if count < 0 {
                if errno == EINTR { continue }
                throw .missingInput(path: path, reason: "cannot be read: \(String(cString: strerror(errno)))")
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[..<count]))
        }
    }

    /// Whether something exists at `path`.
    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// `$XDG_CONFIG_HOME/guess/config.toml`, or `~/.config/guess/config.toml`.
    static var userConfigPath: String? {
        xdgDirectory("XDG_CONFIG_HOME", fallback: ".config").map { $0 + "/guess/config.toml" }
    }

    /// `$XDG_DATA_HOME/guess`, or `~/.local/share/guess`.
    static var dataDirectory: String? {
        xdgDirectory("XDG_DATA_HOME", fallback: ".local/share").map { $0 + "/guess" }
    }

    private static func xdgDirectory(_ variable: String, fallback: String) -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let value = environment[variable], value.hasPrefix("/") { return value }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/" + fallback
    }

    /// Writes `data` to `path` through a temporary file in the same directory and a rename, so a reader
    /// never sees half a file.
    static func writeAtomically(_ data: Data, to path: String) throws(GuessError) {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        do {
            try data.write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw GuessError.runtime("\(path): cannot be written: \(reason)")
            }
        } catch let error as GuessError {
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .runtime("\(path): cannot be written: \(error.localizedDescription)")
        }
    }

    /// Checks before a round that `path` can be written: its directory exists and is writable.
    static func checkWritable(_ path: String) throws(GuessError) {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .missingInput(path: path, reason: "its directory \(directory) does not exist")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .runtime("\(path): is a directory")
        }
        guard access(directory, W_OK) == 0 else {
            throw .runtime("\(path): cannot be written (directory \(directory) is not writable)")
        }
    }
}
