import Glibc
import Testing

@testable import GuessRoom
@testable import GuessServer

/// The phones' inbox: a post wakes the game loop through its pipe; once the game closed it, nothing does,
/// and its pipe stays open while a server thread may still hold it.
@Suite struct PhoneInboxTests {
    /// The bytes waiting on the inbox's wake-up pipe (its read end does not block).
    private func wakeBytes(_ inbox: PhoneInbox) -> Int {
        var count = 0
        var byte: UInt8 = 0
        while read(inbox.wakeFileDescriptor, &byte, 1) == 1 { count += 1 }
        return count
    }

    @Test("a post and a wake each put a byte on the pipe the loop polls; the loop takes the post")
    func postWakesTheLoop() throws {
        let inbox = try #require(PhoneInbox())
        inbox.post(.init(action: .right, connection: 7))
        inbox.wake()
        #expect(wakeBytes(inbox) == 2)
        let taken = inbox.take()
        #expect(taken.map(\.action) == [.right] && taken.map(\.connection) == [7])
        #expect(inbox.take().isEmpty)
    }

    /// Once a late wake-up went to the closed pipe's descriptor number, which the game had since opened
    /// again for another file: two bytes of 0x01 landed in a phone's socket (a 400 for a valid request) and
    /// could as well have landed in an export or the history store.
    @Test("closed, the inbox wakes nothing, and its pipe stays open while the inbox lives")
    func closedWritesNowhere() throws {
        let inbox = try #require(PhoneInbox())
        inbox.close()
        inbox.wake()
        inbox.post(.init(action: .wrong, connection: 1))
        #expect(wakeBytes(inbox) == 0)
        #expect(fcntl(inbox.writeEnd, F_GETFD) != -1, "the write end is closed while the inbox lives")
        #expect(fcntl(inbox.wakeFileDescriptor, F_GETFD) != -1, "the read end is closed while the inbox lives")
    }
}
