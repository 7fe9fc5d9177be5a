import Foundation
import GuessText

#if canImport(Glibc)
    import Glibc
#endif

/// `--keys-file FILE`: where the host's remote's and the board's addresses (with their keys) are written
/// instead of a screen the room may see. The file is the user's alone (0600): a new one is created with
/// that mode; an existing one is replaced (through a temporary file and a rename, 0600 again) only when it
/// is a regular file of the user's, never a link, a device or the history store.
enum KeysFile {
    /// Writes `text` to `path`, refusing what is not a missing file or a regular file of the user's, and
    /// the `protected` files (the history store and its journals).
    static func write(_ text: String, to path: String, protecting protected: [String]) throws(GuessError) {
        if try mayReplace(path, protecting: protected) {
            try RegularFileWriter.replace(Data(text.utf8), at: path, mode: 0o600)
            return
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw RegularFileWriter.cannotWrite(path, errno) }
        // The umask may narrow the mode, never widen it; 0600 whatever it is.
        _ = fchmod(descriptor, 0o600)
        let failure = RegularFileWriter.writeAll(Data(text.utf8), to: descriptor)
        close(descriptor)
        if let failure {
            unlink(path)
            throw RegularFileWriter.cannotWrite(path, failure)
        }
    }

    /// Whether `path` is a file of the user's that may be replaced (true) or missing (false); throws the
    /// refusal for anything else. `play` asks this before it starts the server, so a refused file never
    /// leaves a room open or its address printed.
    @discardableResult
    static func mayReplace(_ path: String, protecting protected: [String]) throws(GuessError) -> Bool {
        guard !path.isEmpty else { throw refused(path) }
        var status = stat()
        guard lstat(path, &status) == 0 else {
            guard errno == ENOENT else { throw RegularFileWriter.cannotWrite(path, errno) }
            return false
        }
        guard status.st_mode & S_IFMT == S_IFREG, status.st_uid == getuid(), status.st_nlink == 1,
            !protected.contains(where: { isSame(status, $0) })
        else { throw refused(path) }
        return true
    }

    private static func isSame(_ status: stat, _ other: String) -> Bool {
        var otherStatus = stat()
        return stat(other, &otherStatus) == 0 && otherStatus.st_dev == status.st_dev
            && otherStatus.st_ino == status.st_ino
    }

    private static func refused(_ path: String) -> GuessError {
        let shown = OutsideText.forTerminal(path, limit: 200)
        return .usage(
            LocalizedText(
                "--keys-file \(shown): not replaced (only a new file or a regular file of yours)",
                "--keys-file \(shown)：未替换（只能是新文件或你自己的普通文件）"))
    }
}
