import Synchronization
import Testing

@testable import GuessRoom
@testable import GuessServer

/// The slots kept for the keyed pages: no number of other connections or phones keeps the host's remote or
/// the board out.
@Suite struct KeyedSlotTests {
    private static let keys = RoomKeys(host: "hostKEYhostKEYhostKEY_", board: "boardKEYboardKEYboard-")!
    private static let code = RoomCode("ABCDEF")!
    private static let hostPage = Array("/r/ABCDEF/host/hostKEYhostKEYhostKEY_".utf8)

    /// Guards with 10 connections in all, 4 of them kept for keyed pages, 3 per address.
    private func guards() -> ServerGuards {
        let guards = ServerGuards(
            limits: ServerLimits(connectionsPerAddress: 3, keyedSlots: 4), connectionCap: 10, clock: { 0 })
        guards.reserve(for: Self.code, keys: Self.keys)
        return guards
    }

    @Test("over the general caps a connection waits on probation; a keyed request keeps its slot, another loses it")
    func probation() {
        let guards = guards()
        for index in 0..<6 { #expect(guards.admit("10.0.0.\(index / 3)", close: {}) == .general) }
        // The general slots are full (6 of 10): the next ones are on probation in the reserve.
        guard case .probation(let keyed) = guards.admit("10.0.0.9", close: {}),
            case .probation(let plain) = guards.admit("10.0.0.9", close: {})
        else {
            Issue.record("no probation")
            return
        }
        #expect(guards.promote(keyed, target: Self.hostPage))
        #expect(!guards.promote(plain, target: Array("/r/ABCDEF".utf8)))
        #expect(!guards.promote(plain, target: Array("/r/ABCDEF/host/wrongKEYwrongKEYwrong_".utf8)))
        #expect(guards.connections == 8)
        guards.release("10.0.0.9", .probation(ticket: plain))
        guards.release("10.0.0.9", .probation(ticket: keyed))
        guards.release("10.0.0.0", .general)
        #expect(guards.connections == 5)
    }

    @Test("a full reserve closes its oldest connection on probation for a newer one, never a keyed one")
    func eviction() {
        let guards = guards()
        for index in 0..<6 { _ = guards.admit("10.0.0.\(index / 3)", close: {}) }
        let closed = Mutex<[Int]>([])
        var tickets: [Int] = []
        for index in 0..<4 {
            guard
                case .probation(let ticket) = guards.admit(
                    "10.1.0.\(index)", close: { closed.withLock { $0.append(index) } })
            else {
                Issue.record("no probation")
                return
            }
            tickets.append(ticket)
        }
        // The host's page was let in first of them and named its key: it keeps its slot.
        #expect(guards.promote(tickets[0], target: Self.hostPage))
        // A flood of newer connections closes the older ones on probation, one for each.
        var newest: [Int] = []
        for index in 0..<5 {
            guard case .probation(let ticket) = guards.admit("10.2.0.\(index)", close: {}) else {
                Issue.record("refused")
                return
            }
            newest.append(ticket)
        }
        #expect(closed.withLock { $0 } == [1, 2, 3])
        #expect(guards.connections == 10)
        // One closed for a newer one gives nothing back when it goes (its slot is the newer one's).
        guards.release("10.1.0.1", .probation(ticket: tickets[1]))
        #expect(guards.connections == 10)
        // The evicted connections' own slot checks fail: their request is too late.
        #expect(!guards.promote(tickets[2], target: Self.hostPage))
        // With every reserved slot keyed, a newer connection is refused.
        for ticket in newest.suffix(3) { #expect(guards.promote(ticket, target: Self.hostPage)) }
        #expect(guards.admit("10.3.0.1", close: {}) == .refused)
    }

    @Test("phones fill the room but never the host's remote or the board's sockets; the host is told once")
    func hubCapacities() {
        let hub = PhoneHub()
        var phones = 0
        for index in 0..<(PhoneHub.capacity + 5) {
            if hub.connect(.visitor(player: nil, team: nil, token: nil), address: "10.0.\(index / 8).\(index % 8)")
                != nil
            {
                phones += 1
            }
        }
        #expect(phones == PhoneHub.capacity)
        #expect(hub.takeFullNotice())
        #expect(!hub.takeFullNotice())
        #expect(hub.connect(.host) != nil)
        #expect(hub.connect(.board) != nil)
        for _ in 1..<PhoneHub.keyedCapacity { _ = hub.connect(.host) }
        #expect(hub.connect(.host) == nil)
        hub.close()
    }

    @Test("one address holds a few phones' sockets; a local proxy's are not capped by address")
    func phonesPerAddress() {
        let hub = PhoneHub()
        let guest = PhoneHub.Entry.visitor(player: nil, team: nil, token: nil)
        let fromOne = (0..<(PhoneHub.perAddress + 3)).filter { _ in hub.connect(guest, address: "10.0.0.7") != nil }
        #expect(fromOne.count == PhoneHub.perAddress)
        #expect(!hub.takeFullNotice())
        let proxied = (0..<(PhoneHub.perAddress + 3)).filter { _ in hub.connect(guest, address: nil) != nil }
        #expect(proxied.count == PhoneHub.perAddress + 3)
        hub.close()
    }
}
