import Foundation
import GuessWords

/// File access for the commands: reading lists and configuration, XDG locations, atomic writes.
enum Files {
    /// Reads a whole file; a missing, unreadable or directory path is `GuessError.missingInput`.
    static func read(_ path: String) throws(GuessError) -> [UInt8] {
        var bytes: [UInt8] = []
        try append(path, to: &bytes, limit: configSizeLimit, what: "a configuration file")
        return bytes
    }

    /// The most a configuration file may hold.
    static let configSizeLimit = 1 << 20
    /// The most a word list may hold (a million-word list is about 20 MiB).
    static let listSizeLimit = 256 << 20
    /// The longest line a text word list may have: far above any entry, far below what never ends.
    static let lineLengthLimit = 64 << 10

    /// The configuration: the shipped defaults, the user's file, then `explicit` (`--config`). Without
    /// `--config` the file is read once per run, whoever asks (the help texts too).
    static func loadConfig(explicit: String?) throws(GuessError) -> GameConfig {
        let config = if let explicit {
            try ConfigLoader.load(userFile: userConfigPath, explicitFile: explicit, fileExists: exists, readFile: read)
        } else {
            try userLayers.get()
        }
        Console.speak(config)
        return config
    }

    /// The shipped defaults with the user's file applied (read once), nil when they do not load; the
    /// language of messages is left as it is.
    static var userConfig: GameConfig? { try? userLayers.get() }

    /// The shipped defaults with the user's file applied, read once.
    private static let userLayers: Result<GameConfig, GuessError> = {
        do throws(GuessError) {
            return .success(try ConfigLoader.load(userFile: userConfigPath, explicitFile: nil, fileExists: exists, readFile: read))
        } catch {
            return .failure(error)
        }
    }()

    /// The settings help texts quote as defaults: the user's configuration when it loads, else the built-in
    /// defaults (a broken file is reported when a command loads it).
    static var defaults: GameConfig { (try? userLayers.get()) ?? GameConfig() }

    /// Appends a whole file to `bytes`, reading it in chunks so that it is held only once.
    static func append(_ path: String, to bytes: inout [UInt8]) throws(GuessError) {
        let format = ListFormat.forPath(path)
        try append(path, to: &bytes, limit: listSizeLimit, what: "a word list", checkText: format != .xlsx && format != .unsupported)
    }

    /// Appends a whole file to `bytes`, reading it in chunks so that it is held only once, and stops
    /// early (exit 65) at more than `limit` bytes, so that a file that never ends (/dev/zero, a FIFO fed
    /// forever) costs bounded time and memory. With `checkText`, it also stops at the first chunk that
    /// cannot be text: NUL bytes (unless a UTF-16 byte-order mark opens the file) or a line longer than
    /// `lineLengthLimit`.
    private static func append(
        _ path: String, to bytes: inout [UInt8], limit: Int, what: String, checkText: Bool = false
    ) throws(GuessError) {
        let start = bytes.count
        var lineLength = 0
        var checkText = checkText
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .missingInput(path: path, reason: LocalizedText("no such file", "文件不存在"))
        }
        if isDirectory.boolValue { throw .missingInput(path: path, reason: LocalizedText("is a directory, not a file", "是目录，不是文件")) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .missingInput(path: path, reason: cannotRead(errno))
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0 && status.st_size > 0 {
            bytes.reserveCapacity(bytes.count + min(Int(status.st_size), limit))
            // The words are read at random when the bank is drawn: advise before the bytes land.
            let used = bytes.count
            let spare = bytes.capacity - used
            bytes.withUnsafeMutableBufferPointer { buffer in
                if let base = buffer.baseAddress { MemoryAdvice.randomAccess?(UnsafeMutableRawPointer(base + used), spare) }
            }
        }
        let chunkSize = 1 << 16
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            let count = Glibc.read(descriptor, chunk.baseAddress, chunkSize)
            if count == 0 { return }
            if count < 0 {
                if errno == EINTR { continue }
                throw .missingInput(path: path, reason: cannotRead(errno))
            }
            let piece = UnsafeRawBufferPointer(rebasing: chunk[..<count])
            if bytes.count - start + count > limit {
                throw .badData(LocalizedText(
                    "\(path): more than \(limit >> 20) MiB: too large for \(what)",
                    "\(path)：超过 \(limit >> 20) MiB，作为\(what == "a word list" ? "词表" : "配置文件")太大"))
            }
            if checkText && bytes.count == start {
                // A document that is not a list (a PDF, an Office file) is named by the list parser.
                let document = piece.withMemoryRebound(to: UInt8.self) { ListFormat.foreignDocument(in: $0) }
                if document != nil { checkText = false }
            }
            if checkText {
                // Only what can be told cheaply: the length of the line that is
                // still open at the end of each chunk (found from the end: a few bytes in a real list).
                let first = bytes.count == start
                let utf16 = first
                    ? piece.count >= 2 && ((piece[0] == 0xFF && piece[1] == 0xFE) || (piece[0] == 0xFE && piece[1] == 0xFF))
                    : (bytes[start] == 0xFF || bytes[start] == 0xFE)
                // NUL bytes are named with their line by the list parser.
                if let newline = piece.lastIndex(of: 0x0A) {
                    lineLength = piece.count - newline - 1
                } else {
                    lineLength += piece.count
                }
                if lineLength > lineLengthLimit * (utf16 ? 2 : 1) {
                    throw .badData(LocalizedText(
                        "\(path): a line longer than \(lineLengthLimit >> 10) KiB: not a word list",
                        "\(path)：有一行超过 \(lineLengthLimit >> 10) KiB，不是词表"))
                }
            }
            bytes.append(contentsOf: piece)
        }
    }

    /// Installs the library's memory advice: transparent huge pages for large buffers read at random
    /// (the whole 2 MiB pages inside them), a hint only, harmless where unsupported.
    static func installMemoryAdvice() {
        MemoryAdvice.randomAccess = { start, byteCount in
            let page = 2 << 20
            guard byteCount >= 2 * page else { return }
            let first = (Int(bitPattern: start) + page - 1) & ~(page - 1)
            let last = (Int(bitPattern: start) + byteCount) & ~(page - 1)
            guard last > first, let aligned = UnsafeMutableRawPointer(bitPattern: first) else { return }
            _ = madvise(aligned, last - first, MADV_HUGEPAGE)
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

    /// Writes `data` to `path` without destroying anything that is not ours to replace.
    ///
    /// A missing path, or a regular file that is empty or an earlier export (`refuseUnlessExport`; also
    /// through symbolic links: the file they lead to), is replaced atomically, through a new temporary
    /// file beside it and a rename, so a reader never sees half a file. Any other regular file is refused. Anything else that can be written — a FIFO, a terminal, a device, `/dev/stdout` — is written
    /// through, never renamed over. A directory, a dangling link, or one of the `protected` files (the
    /// history store and its journals, compared by device and inode) is refused.
    static func writeSafely(_ data: Data, to path: String, protecting protected: [String] = []) throws(GuessError) {
        if let store = protected.first(where: { isSameFile(path, $0) }) {
            throw .usage(LocalizedText(
                "\(path) is the history store \(store): choose another file to export to",
                "\(path) 是历史记录库 \(store)：请换一个导出文件"))
        }
        var info = stat()
        guard stat(path, &info) == 0 else {
            guard errno == ENOENT else { throw cannotWrite(path, String(cString: strerror(errno))) }
            var link = stat()
            if lstat(path, &link) == 0 { throw .runtime(LocalizedText(
                "\(path): a symbolic link to nothing; not followed", "\(path)：指向不存在目标的符号链接，不跟随")) }
            return try replaceAtomically(data, at: path)
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            throw .runtime(LocalizedText("\(path): is a directory", "\(path)：是目录"))
        case S_IFREG where !path.hasPrefix("/dev/") && !path.hasPrefix("/proc/"):
            // Through links: replace the file they lead to, and keep the links.
            guard let real = realpath(path, nil) else {
                throw cannotWrite(path, String(cString: strerror(errno)))
            }
            defer { free(real) }
            try refuseUnlessExport(path)
            try replaceAtomically(data, at: String(cString: real))
        default:
            try writeThrough(data, to: path)
        }
    }

    /// Writes `data` to a new file at `path`; an existing file (or anything else there) is left alone and
    /// reported.
    static func createNew(_ data: Data, at path: String) throws(GuessError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST { throw .runtime(LocalizedText("\(path) already exists: it was left as it is", "\(path) 已存在：未作改动")) }
            throw cannotWrite(path, String(cString: strerror(errno)))
        }
        let failure = writeAll(data, to: descriptor)
        let closed = close(descriptor) == 0
        if let failure {
            unlink(path)
            throw cannotWrite(path, failure)
        }
        if !closed { throw cannotWrite(path, String(cString: strerror(errno))) }
    }

    /// Whether `path` and `other` name the same file (by device and inode), or the same missing path.
    static func isSameFile(_ path: String, _ other: String) -> Bool {
        var first = stat()
        var second = stat()
        let firstExists = stat(path, &first) == 0
        let secondExists = stat(other, &second) == 0
        if firstExists && secondExists { return first.st_dev == second.st_dev && first.st_ino == second.st_ino }
        return !firstExists && !secondExists
            && URL(fileURLWithPath: path).standardizedFileURL.path == URL(fileURLWithPath: other).standardizedFileURL.path
    }

    /// A new temporary file (never one that was already there) in `path`'s directory, renamed over `path`.
    private static func replaceAtomically(_ data: Data, at path: String) throws(GuessError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var temporary = ""
        var descriptor: Int32 = -1
        for attempt in 0..<100 {
            temporary = directory + "/.\(url.lastPathComponent).\(getpid()).\(attempt).tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw cannotWrite(path, String(cString: strerror(errno))) }
        let failure = writeAll(data, to: descriptor)
        let closed = close(descriptor) == 0
        if let failure { unlink(temporary); throw cannotWrite(path, failure) }
        if !closed { unlink(temporary); throw cannotWrite(path, String(cString: strerror(errno))) }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw cannotWrite(path, reason)
        }
    }

    /// Writes into what is at `path` as it is (a FIFO, a terminal, a device).
    private static func writeThrough(_ data: Data, to path: String) throws(GuessError) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw cannotWrite(path, String(cString: strerror(errno))) }
        defer { close(descriptor) }
        if let failure = writeAll(data, to: descriptor) { throw cannotWrite(path, failure) }
    }

    /// Writes every byte; returns the reason it stopped, or nil.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> String? {
        data.withUnsafeBytes { raw in Console.writeAll(descriptor, raw).map { String(cString: strerror($0)) } }
    }

    /// Checks before anything is played or read that `path` can be written: it is not one of the
    /// `protected` files (the history store: exit 64), its directory exists and is writable (or it is
    /// something written through, such as a FIFO or /dev/stdout, that is writable itself).
    static func checkWritable(_ path: String, protecting protected: [String] = []) throws(GuessError) {
        if let store = protected.first(where: { isSameFile(path, $0) }) {
            throw .usage(LocalizedText(
                "\(path) is the history store \(store): choose another file to export to",
                "\(path) 是历史记录库 \(store)：请换一个导出文件"))
        }
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG { try refuseUnlessExport(path) }
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR {
            // A FIFO, a terminal or a device is written through: it must be writable itself.
            guard access(path, W_OK) == 0 else { throw .runtime(LocalizedText("\(path): cannot be written", "\(path)：无法写入")) }
            return
        }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .missingInput(path: path, reason: LocalizedText("its directory \(directory) does not exist", "所在目录 \(directory) 不存在"))
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .runtime(LocalizedText("\(path): is a directory", "\(path)：是目录"))
        }
        guard access(directory, W_OK) == 0 else {
            throw .runtime(LocalizedText(
                "\(path): cannot be written (directory \(directory) is not writable)",
                "\(path)：无法写入（目录 \(directory) 不可写）"))
        }
    }

    /// Refuses the regular file at `path` unless it is empty or an export guess wrote (by its first bytes,
    /// `RoundExporter.isExport`): an export never replaces a file that is not its own (exit 64, the file
    /// left as it is). A file whose start cannot be read is refused too.
    private static func refuseUnlessExport(_ path: String) throws(GuessError) {
        let handle = FileHandle(forReadingAtPath: path)
        defer { try? handle?.close() }
        if let handle, let prefix = try? handle.read(upToCount: RoundExporter.recognitionLength) ?? Data(),
           RoundExporter.isExport(startingWith: prefix)
        {
            return
        }
        throw .usage(LocalizedText(
            "\(path) already exists and is not an export of guess: it was left as it is; choose another file or remove it first",
            "\(path) 已存在，且不是 guess 导出的文件：未作改动；请换一个文件，或先删除它"))
    }

    /// "PATH: cannot be written: REASON".
    private static func cannotWrite(_ path: String, _ reason: String) -> GuessError {
        .runtime(LocalizedText("\(path): cannot be written: \(reason)", "\(path)：无法写入：\(reason)"))
    }

    /// "cannot be read: REASON" for the error number `code`.
    private static func cannotRead(_ code: Int32) -> LocalizedText {
        let reason = String(cString: strerror(code))
        return LocalizedText("cannot be read: \(reason)", "无法读取：\(reason)")
    }
}
