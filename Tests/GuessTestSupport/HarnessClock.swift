#if canImport(Glibc)
    import Glibc
#endif

/// Seconds on the monotonic clock, for the harness's deadlines (a change of the wall clock cannot move them).
package enum HarnessClock {
    /// Now, in seconds since an arbitrary start.
    package static var now: Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
