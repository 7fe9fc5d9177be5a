import Foundation
@preconcurrency import Glibc
import GuessText

/// Writes an export into a FIFO, a terminal or a device without ever waiting unboundedly: the path is
/// opened without blocking, a FIFO nobody reads is waited for a moment then reported, and a reader that
/// stops reading is given up on. A signal (Ctrl-C, SIGTERM, SIGHUP) ends any wait at once, so it ends the
/// game as it always does.
enum StreamWriter {
    /// How long a FIFO may stay without a reader before the export is given up ("nobody reads").
    static let readerWait: Int32 = 3000
    /// How long a reader may take no byte before the export is given up.
    static let progressWait: Int32 = 5000
    /// The pause between two tries to open a FIFO for a reader that has not come yet.
    private static let retryInterval: Int32 = 100

    /// Opens the FIFO, terminal or device at `path` without blocking and writes `data` into it.
    static func write(_ data: Data, toStreamAt path: String) throws(GuessError) {
        var waited: Int32 = 0
        var descriptor = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        // ENXIO: a FIFO with no reader. One may be on its way (`cat fifo &` started just before).
        while descriptor < 0 && errno == ENXIO && waited < readerWait {
            guard !waitForSignal(milliseconds: retryInterval) else { throw interrupted(path) }
            waited += retryInterval
            descriptor = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        }
        guard descriptor >= 0 else {
            if errno == ENXIO {
                throw .runtime(
                    LocalizedText(
                        "nobody reads \(path) (a FIFO without a reader): the export was not written",
                        "没有进程读取 \(path)（没有读取方的 FIFO）：未写入导出"))
            }
            throw RegularFileWriter.cannotWrite(path, errno)
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
            // Replaced by a regular file since it was looked at: such a file gets the export check, not this.
            throw .runtime(
                LocalizedText(
                    "\(path): became a regular file while it was being written; left as it is",
                    "\(path)：写入时变成了普通文件，未作改动"))
        }
        try write(data, to: descriptor, named: path)
    }

    /// Writes every byte of `data` to the non-blocking `descriptor`, waiting for room at most
    /// `progressWait` at a time, and not at all once a signal has come.
    static func write(_ data: Data, to descriptor: Int32, named path: String) throws(GuessError) {
        var offset = 0
        while offset < data.count {
            let written = data.withUnsafeBytes { raw in
                Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
            }
            if written >= 0 {
                offset += written
                continue
            }
            switch errno {
            case EINTR: continue
            case EAGAIN:
                var waits = [
                    pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0),
                    pollfd(fd: SignalTrap.wakeFileDescriptor, events: Int16(POLLIN), revents: 0),
                ]
                let ready = poll(&waits, 2, progressWait)
                if ready < 0 && errno == EINTR { continue }
                if waits[1].revents & Int16(POLLIN) != 0 { throw interrupted(path) }
                if ready == 0 {
                    throw .runtime(
                        LocalizedText(
                            "\(path): the reader stopped reading: the export is incomplete",
                            "\(path)：读取方不再读取：导出不完整"))
                }
            default:
                throw RegularFileWriter.cannotWrite(path, errno)
            }
        }
    }

    /// Waits `milliseconds`; true at once if a signal the game catches arrives (or has arrived) meanwhile.
    private static func waitForSignal(milliseconds: Int32) -> Bool {
        var wake = pollfd(fd: SignalTrap.wakeFileDescriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&wake, 1, milliseconds)
        return ready > 0 || (ready < 0 && errno == EINTR)
    }

    /// "PATH: interrupted by a signal".
    private static func interrupted(_ path: String) -> GuessError {
        .runtime(
            LocalizedText(
                "\(path): interrupted by a signal: the export was not written completely", "\(path)：被信号中断：导出未完整写入"))
    }
}
