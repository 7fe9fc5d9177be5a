import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Names a running process so a later command can tell whether it is still alive: `pid:starttime`, the
/// start time (from /proc) guarding against a reused pid.
enum ProcessIdentity {
    /// This process.
    static var current: String {
        let pid = getpid()
        return "\(pid):\(startTime(of: pid) ?? "0")"
    }

    /// Whether the process named by `identity` is still running (a zombie is not).
    static func isAlive(_ identity: String) -> Bool {
        let parts = identity.split(separator: ":")
        guard parts.count == 2, let pid = Int32(parts[0]), pid > 0 else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
            // No /proc: ask the kernel whether the pid exists.
            return !FileManager.default.fileExists(atPath: "/proc/self") && (kill(pid, 0) == 0 || errno == EPERM)
        }
        let fields = fieldsAfterName(stat)
        guard fields.count > 19, fields[0] != "Z", fields[0] != "X" else { return false }
        return parts[1] == "0" || fields[19] == parts[1]
    }

    private static func startTime(of pid: Int32) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return nil }
        let fields = fieldsAfterName(stat)
        return fields.count > 19 ? String(fields[19]) : nil
    }

    /// The fields of /proc/PID/stat after `(comm)`, which may itself hold spaces: state first, start time 20th.
    private static func fieldsAfterName(_ stat: String) -> [Substring] {
        guard let close = stat.lastIndex(of: ")") else { return [] }
        return stat[stat.index(after: close)...].split(separator: " ")
    }
}
