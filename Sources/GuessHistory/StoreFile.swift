import Foundation

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// What a store's file is, by its type and its first bytes (read without opening it as a database), and
/// moving a damaged one aside.
enum StoreFile: Equatable {
    /// There is no file.
    case missing
    /// A regular file of no bytes.
    case empty
    /// An SQLite database; `marked` when its header carries guess's application id.
    case sqlite(marked: Bool)
    /// A regular file that is not an SQLite database.
    case other
    /// A device, a FIFO, a directory, a socket.
    case notRegular
    /// A file that cannot be looked at (no permission to read it or to search its directory): what it
    /// holds is unknown, so it is neither read nor moved aside; `reason` says why.
    case unreadable(reason: String)

    /// What the file at `path` is (a symbolic link is followed).
    static func kind(at path: String) -> StoreFile {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            return errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(reason: reason)
        }
        guard status.st_mode & S_IFMT == S_IFREG else { return .notRegular }
        if status.st_size == 0 { return .empty }
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .unreadable(reason: String(cString: strerror(errno))) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        defer { try? handle.close() }
        let header = [UInt8]((try? handle.read(upToCount: 100)) ?? Data())
        guard header.count == 100, header.starts(with: Array("SQLite format 3\u{0}".utf8)) else { return .other }
        // The application id is a big-endian 32-bit number at offset 68 of the header.
        let id = header[68..<72].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return .sqlite(marked: id == UInt32(bitPattern: StoreIdentity.applicationID))
    }

    /// Creates an empty store file at `path`, readable and writable by its owner only (0600); a file that
    /// appeared there meanwhile (or a symbolic link) is never opened or changed.
    static func createPrivate(_ path: String) throws(StoreError) {
        let descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            if errno == EEXIST { return }
            throw .cannotOpen(path: path, reason: .other(String(cString: strerror(errno))))
        }
        // The mode asked for is narrowed by the umask, never widened: 0600 whatever the umask allows.
        _ = fchmod(descriptor, 0o600)
        close(descriptor)
    }

    /// Renames the damaged file (and its -wal and -shm) to a name no file has yet; returns that name.
    static func moveAside(_ path: String) throws(StoreError) -> String {
        let stamp = Date().formatted(
            .iso8601.year().month().day().dateSeparator(.omitted).time(includingFractionalSeconds: false).timeSeparator(
                .omitted))
        var aside = "\(path).corrupt-\(stamp)"
        var number = 1
        while ["", "-wal", "-shm"].contains(where: { FileManager.default.fileExists(atPath: aside + $0) }) {
            number += 1
            aside = "\(path).corrupt-\(stamp)-\(number)"
        }
        guard rename(path, aside) == 0 else {
            throw .cannotOpen(path: path, reason: .cannotMoveAside(reason: String(cString: strerror(errno))))
        }
        for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
            _ = rename(path + suffix, aside + suffix)
        }
        return aside
    }
}
