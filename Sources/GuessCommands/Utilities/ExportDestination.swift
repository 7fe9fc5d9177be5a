import Foundation
import GuessText

/// What an export's path leads to, which decides how it is written (`ExportWriter`).
enum ExportDestination {
    /// Nothing there yet: a new file is created at this path.
    case newFile(path: String)
    /// A regular file at its real path (symbolic links, `/proc/self/cwd/…`, `/dev/fd/N` and the like
    /// resolved), with its status: it is checked to be an earlier export before it is replaced.
    case regularFile(realPath: String, status: stat)
    /// One of this process's standard descriptors, named as `/dev/stdout`, `/dev/stderr`, `/dev/fd/1` or
    /// `/proc/self/fd/1`: written as it is (what the shell made of standard output, say), never reopened
    /// as a path when it is a regular file. Other descriptors are looked at as the path they lead to.
    case ownDescriptor(Int32)
    /// A FIFO, a terminal, a device or a socket: opened without blocking and written through.
    case stream

    /// Where `path` leads. A directory, a dangling symbolic link, a descriptor this process does not hold
    /// or a path that cannot be looked at is refused.
    static func resolve(_ path: String) throws(GuessError) -> ExportDestination {
        if let descriptor = ownDescriptor(named: path) {
            guard fcntl(descriptor, F_GETFD) != -1 else {
                throw .runtime(
                    LocalizedText(
                        "\(path): descriptor \(descriptor) is not open", "\(path)：文件描述符 \(descriptor) 未打开"))
            }
            return .ownDescriptor(descriptor)
        }
        var status = stat()
        guard stat(path, &status) == 0 else {
            guard errno == ENOENT else { throw RegularFileWriter.cannotWrite(path, errno) }
            if path.hasPrefix("/dev/fd/") || (path.hasPrefix("/proc/") && path.contains("/fd/")) {
                throw .runtime(LocalizedText("\(path): no such open descriptor", "\(path)：没有这个已打开的文件描述符"))
            }
            var link = stat()
            if lstat(path, &link) == 0 {
                throw .runtime(
                    LocalizedText(
                        "\(path): a symbolic link to nothing; not followed", "\(path)：指向不存在目标的符号链接，不跟随"))
            }
            return .newFile(path: path)
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            throw .runtime(LocalizedText("\(path): is a directory", "\(path)：是目录"))
        case S_IFREG:
            // Every path to a regular file, however it gets there, leads to the same check of that file.
            guard let real = realpath(path, nil) else { throw RegularFileWriter.cannotWrite(path, errno) }
            defer { free(real) }
            return .regularFile(realPath: String(cString: real), status: status)
        default:
            return .stream
        }
    }

    /// The standard descriptor (0, 1 or 2) `path` names: `/dev/stdin`, `/dev/stdout`, `/dev/stderr`,
    /// `/dev/fd/N`, `/proc/self/fd/N`, `/proc/thread-self/fd/N` or `/proc/PID/fd/N` with this process's
    /// PID. Any other descriptor (one the game opened itself, say) is not one to write through.
    static func ownDescriptor(named path: String) -> Int32? {
        let standard = ["/dev/stdin": Int32(0), "/dev/stdout": 1, "/dev/stderr": 2]
        if let descriptor = standard[path] { return descriptor }
        for prefix in ["/dev/fd/", "/proc/self/fd/", "/proc/thread-self/fd/", "/proc/\(getpid())/fd/"]
        where path.hasPrefix(prefix) {
            let number = path.dropFirst(prefix.count)
            return ["0", "1", "2"].contains(number) ? Int32(number) : nil
        }
        return nil
    }
}
