@preconcurrency import Glibc

/// The process's limit on open files (`RLIMIT_NOFILE`).
package enum DescriptorLimit {
    /// Raises the soft limit to the hard one (a desktop's soft 1,024 is often far below it) and returns
    /// the soft limit now in force; nil when it cannot be read.
    @discardableResult
    package static func raise() -> Int? {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return nil }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
        }
        return limit.rlim_cur == rlim_t.max ? Int.max : Int(clamping: limit.rlim_cur)
    }
}
