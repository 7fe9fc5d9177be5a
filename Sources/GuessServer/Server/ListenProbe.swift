import GuessRoom
import NIOCore

#if canImport(Glibc)
    import Glibc
#endif

/// A bind tried before the server starts: a busy or forbidden address is refused at once, with the system's
/// own words, whatever the load (the server's own failure to bind comes back through its tasks, which a busy
/// machine may run seconds later). The probe's socket is closed before the server binds; SO_REUSEADDR is set
/// as the server sets it, so a port in TIME_WAIT passes as it would for the server.
enum ListenProbe {
    /// Why `address` cannot be listened on, nil when a bind there succeeds (or the port is 0: any free one).
    static func problem(with address: ServeAddress) -> String? {
        guard address.port != 0 else { return nil }
        let target: SocketAddress
        do {
            target = try SocketAddress.makeAddressResolvingHost(address.host ?? "0.0.0.0", port: address.port)
        } catch {
            return String(describing: error)
        }
        let family: Int32 =
            switch target {
            case .v6: AF_INET6
            default: AF_INET
            }
        let descriptor = socket(family, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }  // no socket to try with: the server will say why
        defer { close(descriptor) }
        var yes: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let result = target.withSockAddr { pointer, size in bind(descriptor, pointer, socklen_t(size)) }
        guard result != 0 else { return nil }
        return String(cString: strerror(errno))
    }
}
