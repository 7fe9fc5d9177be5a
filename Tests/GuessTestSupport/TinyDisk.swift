import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A small tmpfs mounted for one test, to fill a disk for real or make it read-only (needs root; CI runs
/// as root).
package final class TinyDisk {
    /// Where the disk is mounted.
    package let directory: URL

    /// Whether this process can mount one (tried once).
    package static let available: Bool = {
        guard let disk = try? TinyDisk(kilobytes: 256) else { return false }
        _ = disk
        return true
    }()

    /// Mounts a disk of `kilobytes` in a fresh temporary directory.
    package init(kilobytes: Int) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("guess-disk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        guard Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", directory.path]) == 0 else {
            try? FileManager.default.removeItem(at: directory)
            throw HarnessError("cannot mount a tmpfs")
        }
    }

    deinit {
        _ = Self.run("/bin/umount", [directory.path])
        try? FileManager.default.removeItem(at: directory)
    }

    /// Remounts the disk read-only.
    package func makeReadOnly() throws {
        guard Self.run("/bin/mount", ["-o", "remount,ro", directory.path]) == 0 else {
            throw HarnessError("cannot remount the tmpfs read-only")
        }
    }

    /// Writes a file until the disk is full.
    package func fill() {
        let path = directory.appendingPathComponent("filler").path
        let descriptor = open(path, O_WRONLY | O_CREAT, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let block = [UInt8](repeating: 0x78, count: 4096)
        while block.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    }

    private static func run(_ tool: String, _ arguments: [String]) -> Int32 {
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { close(null) }
        let exit = try? ChildProcess.run(
            executable: tool, arguments: arguments, environment: ["PATH": "/usr/sbin:/usr/bin:/sbin:/bin"],
            input: nil, stdout: null, stderr: null, timeout: 30)
        return exit == .exited(0) ? 0 : -1
    }
}
