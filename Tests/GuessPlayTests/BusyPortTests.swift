import Foundation
import GuessPlay
import GuessRoom
import GuessServer
import GuessText
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Fail fast (#43): a busy address is refused before the server starts, with the system's words, whatever
/// the load (no wait on the server's tasks, which a busy machine runs late).
@Suite("Phones' server: a busy port is refused at once")
struct BusyPortTests {
    /// A listening socket on a free loopback port, and the port.
    private func holdPort() throws -> (Int32, Int) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var size = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, size) }
        }
        try #require(bound == 0 && listen(descriptor, 1) == 0)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &size) }
        }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }

    @Test("a port another program listens on: PhoneSession.start throws at once, naming the address and why")
    func busyPort() throws {
        let (descriptor, port) = try holdPort()
        defer { close(descriptor) }
        do {
            let session = try PhoneSession.start(
                ServeAddress(host: "127.0.0.1", port: port), language: .en, environment: [:])
            session.stop()
            Issue.record("a busy port was listened on")
        } catch {
            let text = error.localized(Strings(.en))
            #expect(text.contains("127.0.0.1:\(port)") && text.contains("in use"), "\(text)")
        }
    }
}
