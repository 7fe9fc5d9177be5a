import Foundation
import GuessGame
import GuessText

/// Writes exports (`play --export`, `history export -o`) without destroying anything that is not ours to
/// replace, and checks before a game that they can be written.
///
/// Where the path leads (`ExportDestination`) decides:
/// - nothing yet: a new file, created atomically (a temporary file beside it, then a rename);
/// - a regular file, by whatever path (a symbolic link, `/proc/self/cwd/…`, `/dev/fd/N`): only when it
///   is empty or an earlier export (`RoundExporter.isExport`), else refused with exit 64 and left as it
///   is. It is replaced atomically with its permission bits kept; a file with hard links is rewritten in
///   place instead, so that the links keep sharing it;
/// - standard output or error (`/dev/stdout`, `/dev/fd/1`, …) on a regular file: written where the
///   stream is (after the word lines of a piped game), the file checked like any other;
/// - a FIFO, a terminal or a device: opened without blocking and written through (`StreamWriter`);
/// - a directory, a dangling link, or one of the `protected` files (the history store and its journals,
///   compared by device and inode): refused.
enum ExportWriter {
    /// Writes `data` to `path` as the type's documentation says.
    static func writeSafely(_ data: Data, to path: String, protecting protected: [String] = []) throws(GuessError) {
        try refuseStore(path, protected)
        switch try ExportDestination.resolve(path) {
        case .newFile(let path):
            try RegularFileWriter.replace(data, at: path)
        case .regularFile(let real, let status):
            try refuseUnlessExport(real, shownAs: path)
            if status.st_nlink > 1 {
                try RegularFileWriter.rewriteInPlace(data, at: real, expected: status)
            } else {
                try RegularFileWriter.replace(data, at: real, mode: status.st_mode & 0o7777)
            }
        case .ownDescriptor(let descriptor):
            var status = stat()
            guard fstat(descriptor, &status) == 0 else { throw RegularFileWriter.cannotWrite(path, errno) }
            guard status.st_mode & S_IFMT == S_IFREG else {
                // A pipe or FIFO behind it is reopened without blocking, so a stalled reader cannot hang the game.
                return try StreamWriter.write(data, toStreamAt: "/proc/self/fd/\(descriptor)")
            }
            // Appending destroys nothing; writing over bytes already there needs the export check.
            let appends = fcntl(descriptor, F_GETFL) & O_APPEND != 0
            if !appends && lseek(descriptor, 0, SEEK_CUR) < status.st_size {
                try refuseUnlessExport("/proc/self/fd/\(descriptor)", shownAs: path)
            }
            if let failure = RegularFileWriter.writeAll(data, to: descriptor) {
                throw RegularFileWriter.cannotWrite(path, failure)
            }
        case .stream:
            try StreamWriter.write(data, toStreamAt: path)
        }
    }

    /// Checks before anything is played or read that `path` can be written: it is not one of the
    /// `protected` files (the history store: exit 64), a regular file it reaches (also as standard
    /// output) is empty or an earlier export (else exit 64), its directory exists and is writable, or it
    /// is something written through (a FIFO, a device, standard output) that is writable itself.
    static func checkWritable(_ path: String, protecting protected: [String] = []) throws(GuessError) {
        try refuseStore(path, protected)
        switch try ExportDestination.resolve(path) {
        case .newFile(let path):
            try requireWritableDirectory(of: path, shownAs: path)
        case .regularFile(let real, let status):
            try refuseUnlessExport(real, shownAs: path)
            if status.st_nlink > 1 {
                guard access(real, W_OK) == 0 else { throw cannotBeWritten(path) }
            } else {
                try requireWritableDirectory(of: real, shownAs: path)
            }
        case .ownDescriptor(let descriptor):
            guard fcntl(descriptor, F_GETFL) & O_ACCMODE != O_RDONLY else {
                throw .runtime(
                    LocalizedText(
                        "\(path): is open for reading only", "\(path)：只能读取，不能写入"))
            }
            var status = stat()
            if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 {
                try refuseUnlessExport("/proc/self/fd/\(descriptor)", shownAs: path)
            }
        case .stream:
            guard access(path, W_OK) == 0 else { throw cannotBeWritten(path) }
        }
    }

    /// Whether `path` is written through (standard output, a FIFO, a terminal, a device) rather than
    /// being a file: then the later rounds of a session go to it too, not to `FILE-2.json`.
    static func writesThrough(_ path: String) -> Bool {
        switch try? ExportDestination.resolve(path) {
        case .ownDescriptor, .stream: true
        default: false
        }
    }

    /// Refuses `path` when it is one of the `protected` files (by device and inode).
    private static func refuseStore(_ path: String, _ protected: [String]) throws(GuessError) {
        if let store = protected.first(where: { isSameFile(path, $0) }) {
            throw .usage(
                LocalizedText(
                    "\(path) is the history store \(store): choose another file to export to",
                    "\(path) 是历史记录库 \(store)：请换一个导出文件"))
        }
    }

    /// Whether `path` and `other` name the same file (by device and inode), or the same missing path.
    private static func isSameFile(_ path: String, _ other: String) -> Bool {
        var first = stat()
        var second = stat()
        let firstExists = stat(path, &first) == 0
        let secondExists = stat(other, &second) == 0
        if firstExists && secondExists { return first.st_dev == second.st_dev && first.st_ino == second.st_ino }
        return !firstExists && !secondExists
            && URL(fileURLWithPath: path).standardizedFileURL.path
                == URL(fileURLWithPath: other).standardizedFileURL.path
    }

    /// Refuses the regular file at `path` unless it is empty or an export guess wrote (by its first bytes,
    /// `RoundExporter.isExport`): an export never replaces a file that is not its own (exit 64, the file
    /// left as it is). A file whose start cannot be read is refused too. Messages name it as `shown`.
    private static func refuseUnlessExport(_ path: String, shownAs shown: String) throws(GuessError) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        if descriptor >= 0 {
            defer { close(descriptor) }
            var prefix = [UInt8](repeating: 0, count: RoundExporter.recognitionLength)
            let count = prefix.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
            if count >= 0 && RoundExporter.isExport(startingWith: prefix[..<count]) { return }
        }
        throw .usage(
            LocalizedText(
                "\(shown) already exists and is not an export of guess: it was left as it is; choose another file or remove it first",
                "\(shown) 已存在，且不是 guess 导出的文件：未作改动；请换一个文件，或先删除它"))
    }

    /// Requires the directory of `path` to exist and be writable (a new file or a replacement is made there).
    private static func requireWritableDirectory(of path: String, shownAs shown: String) throws(GuessError) {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .missingInput(
                path: shown, reason: LocalizedText("its directory \(directory) does not exist", "所在目录 \(directory) 不存在")
            )
        }
        guard access(directory, W_OK) == 0 else {
            throw .runtime(
                LocalizedText(
                    "\(shown): cannot be written (directory \(directory) is not writable)",
                    "\(shown)：无法写入（目录 \(directory) 不可写）"))
        }
    }

    /// "PATH: cannot be written".
    private static func cannotBeWritten(_ path: String) -> GuessError {
        .runtime(LocalizedText("\(path): cannot be written", "\(path)：无法写入"))
    }
}
