import Foundation
import GuessText

/// Writes whole regular files so that no reader sees half of one and nothing else is touched: a new file
/// created only where nothing is, a replacement through a temporary file and a rename, and (for a file
/// with hard links, which a rename would break) a rewrite in place.
enum RegularFileWriter {
    /// Writes `data` to a new file at `path`; an existing file (or anything else there) is left alone and
    /// reported.
    static func createNew(_ data: Data, at path: String) throws(GuessError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST {
                throw .runtime(LocalizedText("\(path) already exists: it was left as it is", "\(path) 已存在：未作改动"))
            }
            throw cannotWrite(path, errno)
        }
        try fill(descriptor, with: data, at: path, removing: path)
    }

    /// Writes `data` to a new temporary file (never one that was already there) in `path`'s directory,
    /// with permission bits `mode` when given (those of the file it replaces), and renames it over `path`.
    static func replace(_ data: Data, at path: String, mode: mode_t? = nil) throws(GuessError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var temporary = ""
        var descriptor: Int32 = -1
        for attempt in 0..<100 {
            temporary = directory + "/.\(url.lastPathComponent).\(getpid()).\(attempt).tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw cannotWrite(path, errno) }
        if let mode, fchmod(descriptor, mode) != 0 {
            let code = errno
            close(descriptor)
            unlink(temporary)
            throw cannotWrite(path, code)
        }
        try fill(descriptor, with: data, at: path, removing: temporary)
        if rename(temporary, path) != 0 {
            let code = errno
            unlink(temporary)
            throw cannotWrite(path, code)
        }
    }

    /// Rewrites the regular file at `path` in place (truncated, then written), keeping its inode: its hard
    /// links, mode and owner. `expected` is its status when it was checked: a file swapped for another
    /// since then is refused.
    static func rewriteInPlace(_ data: Data, at path: String, expected: stat) throws(GuessError) {
        let descriptor = open(path, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw cannotWrite(path, errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
            status.st_dev == expected.st_dev, status.st_ino == expected.st_ino
        else {
            throw .runtime(
                LocalizedText(
                    "\(path): changed while it was being written; left as it is", "\(path)：写入时被替换，未作改动"))
        }
        guard ftruncate(descriptor, 0) == 0 else { throw cannotWrite(path, errno) }
        if let failure = writeAll(data, to: descriptor) { throw cannotWrite(path, failure) }
    }

    /// Writes `data` to the new file open at `descriptor` and closes it; on failure removes `created` (the
    /// new file) and throws the error for `path`.
    private static func fill(_ descriptor: Int32, with data: Data, at path: String, removing created: String)
        throws(GuessError)
    {
        let failure = writeAll(data, to: descriptor)
        let code = close(descriptor) == 0 ? nil : errno
        guard let error = failure ?? code else { return }
        unlink(created)
        throw cannotWrite(path, error)
    }

    /// Writes every byte to a blocking `descriptor`; returns the error number that stopped it, or nil.
    static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
        data.withUnsafeBytes { Console.writeAll(descriptor, $0) }
    }

    /// "PATH: cannot be written: REASON" for the error number `code`.
    static func cannotWrite(_ path: String, _ code: Int32) -> GuessError {
        let reason = String(cString: strerror(code))
        return .runtime(LocalizedText("\(path): cannot be written: \(reason)", "\(path)：无法写入：\(reason)"))
    }
}
