import Foundation
import GuessText
import GuessWords

/// Reads whole files whose cost is bounded: configuration files and word lists stop at a size limit
/// (exit 65), so a file that never ends (/dev/zero, a FIFO fed forever) costs bounded time and memory.
enum BoundedFileReader {
    /// The most a configuration file may hold.
    static let configSizeLimit = 1 << 20
    /// The most a word list may hold (a million-word list is about 20 MiB).
    static let listSizeLimit = 256 << 20
    /// The longest line a text word list may have: far above any entry, far below what never ends.
    static let lineLengthLimit = 64 << 10

    /// Reads a configuration file. Only a regular file is read: a FIFO, a device or a directory is refused
    /// (`GuessError.missingInput`, exit 66) without waiting, as it is opened without blocking and checked
    /// before anything is read; a missing or unreadable path is `missingInput` too.
    static func readConfig(_ path: String) throws(GuessError) -> [UInt8] {
        var bytes: [UInt8] = []
        try append(path, to: &bytes, limit: configSizeLimit, what: .configuration)
        return bytes
    }

    /// Appends a whole word list to `bytes`, reading it in chunks so that it is held only once. A list may
    /// be a FIFO or a device (`--words /dev/stdin`).
    static func append(_ path: String, to bytes: inout [UInt8]) throws(GuessError) {
        let format = ListFormat.forPath(path)
        try append(
            path, to: &bytes, limit: listSizeLimit, what: .list(checkText: format != .xlsx && format != .unsupported))
    }

    /// What is read, which sets the limit's wording and the checks.
    private enum Kind {
        /// A configuration file: a regular file only.
        case configuration
        /// A word list; with `checkText`, reading stops at the first chunk that cannot be text.
        case list(checkText: Bool)
    }

    /// Appends a whole file to `bytes`, and stops early (exit 65) at more than `limit` bytes. For a text
    /// list it also stops at the first line longer than `lineLengthLimit`.
    private static func append(_ path: String, to bytes: inout [UInt8], limit: Int, what kind: Kind) throws(GuessError)
    {
        let start = bytes.count
        var lineLength = 0
        var checkText = if case .list(let check) = kind { check } else { false }
        let isConfiguration = if case .configuration = kind { true } else { false }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .missingInput(path: path, reason: LocalizedText("no such file", "文件不存在"))
        }
        if isDirectory.boolValue {
            throw .missingInput(path: path, reason: LocalizedText("is a directory, not a file", "是目录，不是文件"))
        }
        // A configuration is opened without blocking (a FIFO with no writer would wait for ever), then
        // checked to be a regular file before a byte is read.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | (isConfiguration ? O_NONBLOCK : 0))
        guard descriptor >= 0 else {
            throw .missingInput(path: path, reason: cannotRead(errno))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .missingInput(path: path, reason: cannotRead(errno)) }
        if isConfiguration && status.st_mode & S_IFMT != S_IFREG {
            throw .missingInput(
                path: path,
                reason: LocalizedText(
                    "not a regular file (a FIFO, a device or a socket): a configuration must be a file",
                    "不是普通文件（FIFO、设备或套接字）：配置必须是文件"))
        }
        if status.st_size > 0 { bytes.reserveCapacity(bytes.count + min(Int(status.st_size), limit)) }
        let chunkSize = 1 << 16
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, chunkSize) }
            if count == 0 { return }
            if count < 0 {
                if errno == EINTR { continue }
                throw .missingInput(path: path, reason: cannotRead(errno))
            }
            let piece = chunk[..<count]
            if bytes.count - start + count > limit {
                throw .badData(
                    LocalizedText(
                        "\(path): more than \(limit >> 20) MiB: too large for \(isConfiguration ? "a configuration file" : "a word list")",
                        "\(path)：超过 \(limit >> 20) MiB，作为\(isConfiguration ? "配置文件" : "词表" as ChineseText)太大"))
            }
            if checkText && bytes.count == start {
                // A document that is not a list (a PDF, an Office file) is named by the list parser.
                if piece.withUnsafeBufferPointer({ ListFormat.foreignDocument(in: $0) }) != nil { checkText = false }
            }
            if checkText {
                // Only what can be told cheaply: the length of the line that is
                // still open at the end of each chunk (found from the end: a few bytes in a real list).
                let first = bytes.count == start
                let utf16 =
                    first
                    ? piece.count >= 2
                        && ((piece[0] == 0xFF && piece[1] == 0xFE) || (piece[0] == 0xFE && piece[1] == 0xFF))
                    : (bytes[start] == 0xFF || bytes[start] == 0xFE)
                // NUL bytes are named with their line by the list parser.
                if let newline = piece.lastIndex(of: 0x0A) {
                    lineLength = piece.endIndex - newline - 1
                } else {
                    lineLength += piece.count
                }
                if lineLength > lineLengthLimit * (utf16 ? 2 : 1) {
                    throw .badData(
                        LocalizedText(
                            "\(path): a line longer than \(lineLengthLimit >> 10) KiB: not a word list",
                            "\(path)：有一行超过 \(lineLengthLimit >> 10) KiB，不是词表"))
                }
            }
            bytes.append(contentsOf: piece)
        }
    }

    /// "cannot be read: REASON" for the error number `code`.
    private static func cannotRead(_ code: Int32) -> LocalizedText {
        let reason = String(cString: strerror(code))
        return LocalizedText("cannot be read: \(reason)", "无法读取：\(reason)")
    }
}
