import Foundation
import Testing

@testable import GuessGame
@testable import GuessRoom
@testable import GuessText
@testable import GuessWords

/// The room's people: who holds which player, hand-overs, joined players' turns.
@Suite("Room: players claimed by token, handed over, describing in turn")
struct RoomTests {
    private func namedRoom() -> Room {
        Room(teams: ["Red", "Blue"], players: ["Red": ["Ann", "Bob"], "Blue": ["Cid"]])
    }

    @Test("the server seats the host and the board (their keys checked); an unseated connection is nobody")
    func seats() {
        var room = namedRoom()
        room.seat(1, as: .host)
        room.seat(2, as: .board)
        room.seat(4, as: .guest)
        #expect(room.role(of: 1, describer: "Ann") == .host)
        #expect(room.role(of: 2, describer: "Ann") == .board)
        #expect(room.role(of: 3, describer: "Ann") == nil)
        #expect(room.role(of: 4, describer: "Ann") == .guest)
        #expect(
            RoomRole.guest.view == .guest && RoomRole.player.view == .guest && RoomRole.describer.view == .describer)
    }

    @Test("a claimed player is held by its token: a second phone gets 'on another phone', a reload gets it back")
    func claims() throws {
        var room = namedRoom()
        var generator = SplitMix64(seed: 5)
        room.seat(1, as: .guest)
        let first = room.claim(1, name: "Ann", team: nil, token: nil, using: &generator)
        guard case .granted(let player, let token) = first else {
            Issue.record("\(first)")
            return
        }
        #expect(player == "Ann" && token.count == 22)
        #expect(room.role(of: 1, describer: "Ann") == .describer)
        #expect(room.role(of: 1, describer: "Cid") == .player)
        // A second phone asking for Ann: refused, and it never describes.
        room.seat(2, as: .guest)
        #expect(room.claim(2, name: "Ann", team: nil, token: nil, using: &generator) == .heldElsewhere(player: "Ann"))
        #expect(
            room.claim(2, name: "Ann ", team: nil, token: "AAECAwQFBgcICQoLDA0ODw", using: &generator)
                == .heldElsewhere(player: "Ann"))
        #expect(room.role(of: 2, describer: "Ann") == .guest)
        // The holding phone reloads: a new connection with the same token gets Ann back; the old one is a guest.
        room.leave(1)
        #expect(!room.isPresent("Ann"))
        room.seat(3, as: .guest)
        #expect(room.claim(3, name: "Ann", team: nil, token: Substring(token), using: &generator) == first)
        #expect(room.role(of: 3, describer: "Ann") == .describer && room.isPresent("Ann"))
        // A name the teams do not have.
        #expect(room.claim(2, name: "Zed", team: nil, token: nil, using: &generator) == .unknownPlayer("Zed"))
        // Cid for phone 2; phone 2 then asks for Bob: it lets Cid go.
        guard case .granted = room.claim(2, name: "Cid", team: nil, token: nil, using: &generator) else {
            Issue.record("Cid")
            return
        }
        guard case .granted = room.claim(2, name: "Bob", team: nil, token: nil, using: &generator) else {
            Issue.record("Bob")
            return
        }
        #expect(room.player(of: 2) == "Bob" && !room.isPresent("Cid"))
        room.seat(4, as: .guest)
        guard case .granted = room.claim(4, name: "Cid", team: nil, token: nil, using: &generator) else {
            Issue.record("Cid free again")
            return
        }
        // The host and board cannot become players.
        room.seat(9, as: .host)
        #expect(room.claim(9, name: "Ann", team: nil, token: nil, using: &generator) == .badName)
        #expect(room.role(of: 9, describer: "Ann") == .host)
    }

    @Test("the host hands a player over: the holder becomes a guest, the next phone gets a new token")
    func handOver() throws {
        var room = namedRoom()
        var generator = SplitMix64(seed: 6)
        room.seat(1, as: .guest)
        guard case .granted(_, let old) = room.claim(1, name: "Ann", team: nil, token: nil, using: &generator) else {
            Issue.record("claim")
            return
        }
        #expect(room.handOver(0) == 1)
        #expect(room.role(of: 1, describer: "Ann") == .guest && room.player(of: 1) == nil)
        room.seat(2, as: .guest)
        guard case .granted(_, let new) = room.claim(2, name: "Ann", team: nil, token: nil, using: &generator) else {
            Issue.record("claim after hand-over")
            return
        }
        #expect(new != old)
        // The old token no longer opens Ann.
        #expect(
            room.claim(1, name: "Ann", team: nil, token: Substring(old), using: &generator)
                == .heldElsewhere(player: "Ann"))
        #expect(room.handOver(99) == nil)
    }

    @Test("names are checked: empty, control characters, too long, a team that is none")
    func badNames() {
        var room = Room(teams: ["Red", "Blue"], players: [:])
        var generator = SplitMix64(seed: 7)
        room.seat(1, as: .guest)
        for bad in ["", "   ", "A\u{1B}[2J", "\u{202E}evil", String(repeating: "x", count: 41)] {
            #expect(room.claim(1, name: bad, team: nil, token: nil, using: &generator) == .badName, "\(bad)")
        }
        #expect(room.claim(1, name: "Ann", team: 2, token: nil, using: &generator) == .badName)
        #expect(room.players.isEmpty)
        var single = Room(teams: [], players: [:])
        single.seat(1, as: .guest)
        #expect(single.claim(1, name: "Ann", team: 0, token: nil, using: &generator) == .badName)
    }

    @Test("teams without named players: joined phones describe in the order they joined; the host may pick")
    func joinedRotation() {
        var room = Room(teams: ["Red", "Blue"], players: [:])
        var generator = SplitMix64(seed: 8)
        #expect(room.describer(team: "Red", turnsPlayed: 0, named: nil) == nil, "nobody joined")
        for (connection, name, team) in [(1, "Ann", 0), (2, "Bob", 1), (3, "Cid", 0)] {
            room.seat(connection, as: .guest)
            guard case .granted = room.claim(connection, name: name, team: team, token: nil, using: &generator) else {
                Issue.record("claim of \(name)")
                return
            }
        }
        // Dealt: Dee goes to the team with fewer players (Blue).
        room.seat(4, as: .guest)
        _ = room.claim(4, name: "Dee", team: nil, token: nil, using: &generator)
        #expect(room.joined("Red") == ["Ann", "Cid"] && room.joined("Blue") == ["Bob", "Dee"])
        #expect(room.describer(team: "Red", turnsPlayed: 0, named: nil) == "Ann")
        #expect(room.describer(team: "Red", turnsPlayed: 1, named: nil) == "Cid")
        #expect(room.describer(team: "Red", turnsPlayed: 2, named: nil) == "Ann")
        #expect(room.describer(team: "Blue", turnsPlayed: 0, named: nil) == "Bob")
        #expect(room.role(of: 1, describer: "Ann") == .describer && room.role(of: 3, describer: "Ann") == .player)
        // The host picks Cid for Red's first turn; only that turn.
        let cid = room.players.firstIndex { $0.name == "Cid" }!
        let bob = room.players.firstIndex { $0.name == "Bob" }!
        let bobPicked = room.pick(bob, team: "Red", turnsPlayed: 0)
        #expect(!bobPicked, "Bob is not of Red")
        let cidPicked = room.pick(cid, team: "Red", turnsPlayed: 0)
        #expect(cidPicked)
        #expect(room.describer(team: "Red", turnsPlayed: 0, named: nil) == "Cid")
        #expect(room.describer(team: "Red", turnsPlayed: 1, named: nil) == "Cid")
        #expect(room.describer(team: "Red", turnsPlayed: 2, named: nil) == "Ann")
        // Named teams: the engine's rotation decides, unless the host picked.
        #expect(room.describer(team: "Blue", turnsPlayed: 0, named: "Dee") == "Dee")
    }

    @Test("a room takes at most TeamLineup.playerLimit players")
    func full() {
        var room = Room(teams: [], players: [:], playerCap: TeamLineup.playerLimit)
        var generator = SplitMix64(seed: 9)
        for index in 0..<TeamLineup.playerLimit {
            room.seat(index, as: .guest)
            _ = room.claim(index, name: "P\(index)", team: nil, token: nil, using: &generator)
        }
        room.seat(999, as: .guest)
        #expect(room.claim(999, name: "Late", team: nil, token: nil, using: &generator) == .full)
        #expect(room.players.count == TeamLineup.playerLimit)
    }

    @Test("the welcome frame tells who the phone is; a token goes only to its holder, and never a key")
    func welcome() {
        #expect(RoomWelcome(role: .host).json == #"{"you":{"role":"host"}}"#)
        #expect(RoomWelcome(role: .describer).json == #"{"you":{"role":"player"}}"#)
        #expect(
            RoomWelcome(claim: .granted(player: "Ann", token: "T")).json
                == #"{"you":{"player":"Ann","role":"player","token":"T"}}"#)
        #expect(
            RoomWelcome(claim: .heldElsewhere(player: "Ann")).json
                == #"{"you":{"player":"Ann","refused":"held","role":"guest"}}"#)
        #expect(!RoomWelcome(role: .board).json.contains("ZZECAwQFBgcICQoLDA0ODw"))
    }
}

/// The host keeps the room (issue 33): a player cap, new players per address on a hand-moved clock,
/// look-alike names refused, a phone removed for good, a locked room.
@Suite("Room: caps, look-alikes, remove and lock")
struct RoomKeepingTests {
    @Test("a look-alike of a player in the room is refused naming that player; Ann's own token still works")
    func lookAlikes() throws {
        var room = Room(teams: ["Red", "Blue"], players: [:])
        var generator = SplitMix64(seed: 3)
        room.seat(1, as: .guest)
        guard case .granted(_, let token) = room.claim(1, name: "Ann", team: 0, token: nil, using: &generator) else {
            Issue.record("Ann is free")
            return
        }
        for (connection, name) in [(2, "Аnn"), (3, "ann"), (4, "ΑΝΝ")] {
            room.seat(connection, as: .guest)
            #expect(
                room.claim(connection, name: name, team: nil, token: nil, using: &generator)
                    == .tooLike(name: name, taken: "Ann"))
        }
        // Full-width Ann is Ann by the name's key (NFKC): held, not a look-alike.
        #expect(room.claim(4, name: "Ａｎｎ", team: nil, token: nil, using: &generator) == .heldElsewhere(player: "Ann"))
        room.seat(5, as: .guest)
        #expect(room.claim(5, name: "Ann\u{2800}", team: nil, token: nil, using: &generator) == .badName)
        #expect(
            room.claim(
                5, name: "Ann" + String(repeating: "\u{301}", count: 79), team: nil, token: nil, using: &generator)
                == .badName)
        #expect(room.claim(5, name: "Mary Ann", team: nil, token: nil, using: &generator) != .badName)
        #expect(
            room.claim(6, name: "Ann", team: nil, token: Substring(token), using: &generator) == .badName, "not seated")
        room.seat(6, as: .guest)
        #expect(
            room.claim(6, name: "Ann", team: nil, token: Substring(token), using: &generator)
                == .granted(player: "Ann", token: token))
        #expect(room.players.map(\.name) == ["Ann", "Mary Ann"])
    }

    @Test("phones add at most playerCap players; an address at most 4 a minute, on the clock passed in")
    func caps() {
        var room = Room(teams: [], players: [:], playerCap: 6)
        var generator = SplitMix64(seed: 4)
        var now = 100.0
        var outcomes: [RoomClaim] = []
        for index in 0..<6 {
            room.seat(index, as: .guest)
            outcomes.append(
                room.claim(
                    index, name: "P\(index)", team: nil, token: nil, address: "10.0.0.9", now: now, using: &generator))
        }
        #expect(outcomes.prefix(4).allSatisfy { if case .granted = $0 { true } else { false } })
        #expect(outcomes.suffix(2) == [.tooFast, .tooFast])
        room.seat(10, as: .guest)
        if case .granted = room.claim(
            10, name: "Other", team: nil, token: nil, address: "10.0.0.10", now: now, using: &generator)
        {
        } else {
            Issue.record("another address is not held back")
        }
        now += 59.9
        #expect(
            room.claim(4, name: "P4", team: nil, token: nil, address: "10.0.0.9", now: now, using: &generator)
                == .tooFast)
        now += 0.2
        #expect(
            room.claim(4, name: "P4", team: nil, token: nil, address: "10.0.0.9", now: now, using: &generator)
                != .tooFast)
        #expect(room.players.count == 6)
        room.seat(20, as: .guest)
        #expect(
            room.claim(20, name: "Late", team: nil, token: nil, address: "10.0.0.20", now: now, using: &generator)
                == .full)
        #expect(Room(teams: [], players: [:]).playerCap == 40)
        #expect(Room(teams: [], players: [:], playerCap: 999).playerCap == TeamLineup.playerLimit)
    }

    @Test("the host removes a squatter: Ann is freed, and the phone, its token and its address claim nothing more")
    func remove() {
        var room = Room(teams: ["Red"], players: ["Red": ["Ann", "Bob"]])
        var generator = SplitMix64(seed: 5)
        room.seat(0, as: .host)
        room.seat(1, as: .guest)
        guard
            case .granted(_, let squatterToken) = room.claim(
                1, name: "Ann", team: nil, token: nil, address: "10.0.0.66", using: &generator)
        else {
            Issue.record("Ann is free")
            return
        }
        #expect(RoomRules.allows(role: room.role(of: 0, describer: nil)!, phase: .waiting, action: .remove))
        #expect(!RoomRules.allows(role: room.role(of: 1, describer: nil)!, phase: .waiting, action: .remove))
        #expect(room.remove(0) == 1)
        #expect(room.role(of: 1, describer: nil) == .guest)
        #expect(room.seats[0].held == false)
        #expect(room.claim(1, name: "Ann", team: nil, token: nil, using: &generator) == .removed)
        room.seat(2, as: .guest)
        #expect(room.claim(2, name: "Ann", team: nil, token: Substring(squatterToken), using: &generator) == .removed)
        #expect(room.claim(2, name: "Bob", team: nil, token: nil, address: "10.0.0.66", using: &generator) == .removed)
        room.seat(3, as: .guest)
        if case .granted(let player, _) = room.claim(
            3, name: "Ann", team: nil, token: nil, address: "10.0.0.7", using: &generator)
        {
            #expect(player == "Ann")
        } else {
            Issue.record("the real Ann gets her card")
        }
        // A joined player removed leaves the list and the rotation.
        var open = Room(teams: ["Red"], players: [:])
        for (connection, name) in [(1, "Ann"), (2, "Junk")] {
            open.seat(connection, as: .guest)
            _ = open.claim(connection, name: name, team: nil, token: nil, using: &generator)
        }
        #expect(open.remove(1) == 2)
        #expect(open.joined("Red") == ["Ann"])
        #expect(open.describer(team: "Red", turnsPlayed: 1, named: nil) == "Ann")
    }

    @Test("a locked room takes no new claims; a phone bringing its token gets its player back; unlocked it opens")
    func lock() {
        var room = Room(teams: ["Red"], players: [:])
        var generator = SplitMix64(seed: 6)
        room.seat(0, as: .host)
        #expect(RoomRules.allows(role: .host, phase: .playing, action: .lock))
        #expect(!RoomRules.allows(role: .guest, phase: .playing, action: .lock))
        #expect(!RoomRules.allows(role: .host, phase: .finished, action: .unlock))
        room.seat(1, as: .guest)
        guard case .granted(_, let token) = room.claim(1, name: "Ann", team: nil, token: nil, using: &generator) else {
            Issue.record("Ann is free")
            return
        }
        room.lock(true)
        #expect(room.locked)
        room.seat(2, as: .guest)
        #expect(room.claim(2, name: "Bob", team: nil, token: nil, using: &generator) == .locked)
        #expect(room.claim(2, name: "Ann", team: nil, token: nil, using: &generator) == .locked)
        room.leave(1)
        room.seat(3, as: .guest)
        #expect(
            room.claim(3, name: "Ann", team: nil, token: Substring(token), using: &generator)
                == .granted(player: "Ann", token: token))
        room.lock(false)
        if case .granted = room.claim(2, name: "Bob", team: nil, token: nil, using: &generator) {
        } else {
            Issue.record("open again")
        }
    }

    @Test("the refusals' welcome frames")
    func refusals() {
        #expect(
            RoomWelcome(claim: .tooLike(name: "ann", taken: "Ann")).json
                == #"{"you":{"like":"Ann","player":"ann","refused":"like","role":"guest"}}"#)
        #expect(RoomWelcome(claim: .removed).json == #"{"you":{"refused":"removed","role":"guest"}}"#)
        #expect(RoomWelcome(claim: .locked).json == #"{"you":{"refused":"locked","role":"guest"}}"#)
        #expect(RoomWelcome(claim: .tooFast).json == #"{"you":{"refused":"tooFast","role":"guest"}}"#)
    }

    @Test("a socket's query is form-decoded: + and %20 are spaces, bounded, a repeated key is none")
    func query() {
        #expect(RoomQuery("player=Maximilian+Alexander&token=abc&team=1").player == "Maximilian Alexander")
        #expect(RoomQuery("player=Mary%20Ann").player == "Mary Ann")
        #expect(RoomQuery("player=Mary%2BAnn").player == "Mary+Ann")
        #expect(RoomQuery("player=%E5%B0%8F%E7%8E%8B&team=1").team == 1)
        #expect(RoomQuery("player=%E5%B0%8F%E7%8E%8B").player == "小王")
        #expect(RoomQuery("player=%ZZ").player == nil)
        #expect(RoomQuery("player=A&player=B").player == nil)
        #expect(RoomQuery("team=-1").team == nil)
        #expect(RoomQuery("team=1000").team == nil)
        #expect(RoomQuery("player=" + String(repeating: "a", count: 2000)).player == nil)
    }
}
