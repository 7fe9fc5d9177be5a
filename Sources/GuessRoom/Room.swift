import Foundation
import GuessGame
import GuessText

/// The room's people, as the server decides them: which connection is the host's remote or the board (the
/// server checked its key, `RoomKeys`, before it seats it here: a room holds no key), which holds which player (by a token the page keeps), who is just watching, and whose phone
/// gets the describer's card. A value with no I/O and no clock: the server keeps one under its lock and
/// asks it at every connection, message and state.
///
/// Where the teams name their players (`--team 'Red=Ann,Bob'`), a phone claims one of them by name; where
/// they do not (or in single rounds), a phone joins with a name and a team (or is dealt to the team with
/// the fewest players), and the team's joined players take turns describing in the order they joined.
///
/// The host keeps the room: it takes at most `playerCap` joined players, each address adds at most a few a
/// minute (`JoinLimiter`, on the clock the server passes), a name that reads as a player's already in the
/// room is refused (`NameLikeness`), the host may lock it (no new claims) and remove a phone (its player
/// freed, or dropped when it joined from a phone; the phone watches and may not claim again in this game).
package struct Room: Sendable {
    /// A player of the room.
    package struct Player: Equatable, Sendable {
        /// The player's name.
        package var name: String
        /// The player's team (nil in single rounds).
        package var team: String?
        /// Whether the name came from the teams (rather than from a phone that joined).
        package var named: Bool
        /// The token of the phone that holds the player, nil when none does.
        var token: String?
        /// The connection that holds the player now, nil when its phone is away.
        var connection: Int?
        /// The address the phone that holds the player claimed it from, when the server knows it.
        var address: String?
    }

    /// The teams in turn order (empty in single rounds).
    package let teams: [String]
    /// Whether the teams named their players (phones then claim those names only).
    package let namesPlayers: Bool
    /// The most players the phones may add (`party.max_players`, `--max-players`); the teams' named players
    /// are not counted against it.
    package let playerCap: Int
    /// Whether the host locked the room: no new claims; the phones that hold a player keep it.
    package private(set) var locked = false
    /// How many new players each address may add (`claim`'s `address` and `now`).
    private var joinLimiter = JoinLimiter()
    /// What the host removed: the phones' connections, tokens and addresses, refused for the rest of the game.
    private var removedConnections: Set<Int> = []
    private var removedTokens: Set<String> = []
    private var removedAddresses: Set<String> = []
    /// Every player, named ones first in their teams' order, then those who joined.
    package private(set) var players: [Player]
    /// The describer the host picked for the turn that waits: the team, its turns played, the player.
    private var picked: (team: String?, turns: Int, player: String)?
    private var places: [Int: Seat] = [:]

    private enum Seat: Equatable {
        case host, board, guest
        case player(String)
    }

    /// The players a room takes from phones unless the host says otherwise: a large party.
    package static let defaultPlayerCap = 40

    /// A room for `teams` (in turn order) whose players are `players` (by team, in describing order; empty
    /// where the teams name none), taking at most `playerCap` players from phones (at most
    /// `TeamLineup.playerLimit`).
    package init(teams: [String], players: [String: [String]], playerCap: Int = Room.defaultPlayerCap) {
        self.playerCap = min(max(playerCap, 1), TeamLineup.playerLimit)
        self.teams = teams
        var list: [Player] = []
        for team in teams {
            for name in players[team] ?? [] { list.append(Player(name: name, team: team, named: true)) }
        }
        self.players = list
        namesPlayers = !list.isEmpty
    }

    // MARK: - Connections

    /// Seats connection `connection` as the host's remote or the board, once the server checked the key in
    /// its address (`RoomKeys.role(for:)`, the only place a key opens anything); any other role seats it as a
    /// guest until it claims a player.
    package mutating func seat(_ connection: Int, as role: RoomRole) {
        switch role {
        case .host: places[connection] = .host
        case .board: places[connection] = .board
        case .describer, .player, .guest: places[connection] = .guest
        }
    }

    /// Connection `connection` asks to be player `name` (of team number `team`, in turn order, where the
    /// teams name no players; nil: dealt to the team with the fewest players), bringing the `token` its page
    /// kept, if any. A phone that brings the player's token gets it back (a reload, a reconnection); one that
    /// asks for a player held by another token is told so; a free player goes to whoever asks first, with a
    /// fresh token from `generator`. A name that reads as another player's is refused naming that player;
    /// in a locked room only a phone bringing its player's token gets it; a phone the host removed gets
    /// nothing. A new player counts against `address` (nil: the server does not know it) at `now` (seconds
    /// on the server's guards' clock).
    package mutating func claim(
        _ connection: Int, name rawName: String, team: Int?, token: Substring?, address: String? = nil,
        now: Double = 0, using generator: inout some RandomNumberGenerator
    ) -> RoomClaim {
        guard places[connection] == .guest || isPlayerSeat(connection) else { return .badName }
        if removedConnections.contains(connection) || token.map({ removedTokens.contains(String($0)) }) == true
            || address.map(removedAddresses.contains) == true
        {
            return .removed
        }
        guard rawName.utf8.count <= 4 * TeamLineup.nameLimit else { return .badName }
        let name = rawName.trimmingCharacters(in: .whitespaces)
        guard !OutsideText.nameKey(name).isEmpty, name.count <= TeamLineup.nameLimit, !OutsideText.needsEscaping(name),
            NameLikeness.isReadable(name)
        else { return .badName }
        let key = OutsideText.nameKey(name)
        let index: Int
        if let found = players.firstIndex(where: { OutsideText.nameKey($0.name) == key }) {
            index = found
            if locked {
                guard let held = players[found].token, let token, RoomKeys.same(token, held) else { return .locked }
            }
        } else {
            if let like = players.first(where: { NameLikeness.alike($0.name, name) }) {
                return .tooLike(name: name, taken: like.name)
            }
            if namesPlayers { return .unknownPlayer(name) }
            if locked { return .locked }
            guard players.count < playerCap else { return .full }
            let teamName: String?
            if teams.isEmpty {
                guard team == nil else { return .badName }
                teamName = nil
            } else if let team {
                guard teams.indices.contains(team) else { return .badName }
                teamName = teams[team]
            } else {
                teamName = teams.min { joined($0).count < joined($1).count }
            }
            if let address, !joinLimiter.admit(address, now: now) { return .tooFast }
            players.append(Player(name: name, team: teamName, named: false))
            index = players.count - 1
        }
        let player = players[index]
        if let held = player.token {
            guard let token, RoomKeys.same(token, held) else { return .heldElsewhere(player: player.name) }
        }
        let granted = player.token ?? RoomKeys.fresh(using: &generator)
        if let other = player.connection, other != connection { places[other] = .guest }
        // A phone holds one player: the one it held before is let go.
        if case .player(let before) = places[connection], before != player.name { release(before) }
        players[index].token = granted
        players[index].connection = connection
        places[connection] = .player(player.name)
        players[index].address = address
        return .granted(player: player.name, token: granted)
    }

    /// Forgets connection `connection` (its socket closed). The player it held stays held by its token, so
    /// the same phone gets it back when it returns.
    package mutating func leave(_ connection: Int) {
        if case .player(let name) = places[connection], let index = index(of: name),
            players[index].connection == connection
        {
            players[index].connection = nil
        }
        places[connection] = nil
    }

    /// The host removes the phone that holds player number `index` (in `players`): the player is freed (one
    /// who joined from a phone leaves the list and the describers' rotation), and the phone's connection,
    /// token and address may claim nothing more in this game. Returns the connection that held the player,
    /// if one was there (it watches now).
    @discardableResult
    package mutating func remove(_ index: Int) -> Int? {
        guard players.indices.contains(index) else { return nil }
        let player = players[index]
        let connection = player.connection
        if let token = player.token { removedTokens.insert(token) }
        if let address = player.address { removedAddresses.insert(address) }
        if let connection { removedConnections.insert(connection) }
        release(player.name)
        if !player.named {
            players.remove(at: index)
            if picked?.player == player.name { picked = nil }
        }
        return connection
    }

    /// The host locks the room (`true`: no new claims; the phones that hold a player keep it and get it
    /// back after a reload) or opens it again.
    package mutating func lock(_ closed: Bool) {
        locked = closed
    }

    /// The host hands player number `index` (in `players`) over: the phone that held it becomes a guest and
    /// the next phone to ask for the player gets it. Returns the connection that lost it, if one was there.
    @discardableResult
    package mutating func handOver(_ index: Int) -> Int? {
        guard players.indices.contains(index) else { return nil }
        let connection = players[index].connection
        release(players[index].name)
        return connection
    }

    /// The host picks player number `index` (in `players`, of the team whose turn waits) to describe that
    /// turn instead of the rotation's choice; false when the player is not of that team.
    package mutating func pick(_ index: Int, team: String?, turnsPlayed: Int) -> Bool {
        guard players.indices.contains(index), players[index].team == team else { return false }
        picked = (team, turnsPlayed, players[index].name)
        return true
    }

    // MARK: - Reading

    /// Who connection `connection` is while `describer` describes: nil for a connection not seated.
    package func role(of connection: Int, describer: String?) -> RoomRole? {
        switch places[connection] {
        case nil: return nil
        case .host: return .host
        case .board: return .board
        case .guest: return .guest
        case .player(let name):
            guard let describer else { return .player }
            return OutsideText.nameKey(name) == OutsideText.nameKey(describer) ? .describer : .player
        }
    }

    /// The player connection `connection` holds, if any.
    package func player(of connection: Int) -> String? {
        if case .player(let name) = places[connection] { return name }
        return nil
    }

    /// The players of `team` who joined from a phone, in the order they joined.
    package func joined(_ team: String?) -> [String] {
        players.filter { !$0.named && $0.team == team }.map(\.name)
    }

    /// Who describes `team`'s turn after it played `turnsPlayed`: the teams' rotation (`named`, the engine's
    /// choice) where the teams name players; otherwise the host's pick for this turn, or the team's joined
    /// players in turn, the first to join first; nil when nobody joined.
    package func describer(team: String?, turnsPlayed: Int, named: String?) -> String? {
        if let picked, picked.team == team, picked.turns == turnsPlayed { return picked.player }
        if let named { return named }
        let list = joined(team)
        guard !list.isEmpty else { return nil }
        return list[turnsPlayed % list.count]
    }

    /// The players as every page lists them (names, teams, whether held and present; never a token).
    package var seats: [PhoneState.Seat] {
        players.map {
            PhoneState.Seat(
                name: $0.name, team: $0.team, present: $0.connection != nil, held: $0.token != nil, named: $0.named)
        }
    }

    /// Whether `player` has a phone in the room now.
    package func isPresent(_ player: String) -> Bool {
        guard let index = index(of: player) else { return false }
        return players[index].connection != nil
    }

    // MARK: - Internals

    private func index(of name: String) -> Int? {
        let key = OutsideText.nameKey(name)
        return players.firstIndex { OutsideText.nameKey($0.name) == key }
    }

    private func isPlayerSeat(_ connection: Int) -> Bool {
        if case .player = places[connection] { return true }
        return false
    }

    private mutating func release(_ name: String) {
        guard let index = index(of: name) else { return }
        if let connection = players[index].connection, places[connection] == .player(players[index].name) {
            places[connection] = .guest
        }
        players[index].token = nil
        players[index].connection = nil
        players[index].address = nil
    }
}

// MARK: - Kept across a restart

extension Room {
    /// The players phones hold, with their tokens, as the history store keeps them (`StoredRoom`).
    package var claims: [StoredClaim] {
        players.compactMap { player in
            player.token.map { StoredClaim(name: player.name, team: player.team, named: player.named, token: $0) }
        }
    }

    /// Gives back the players phones held before a restart (`guess play --resume`): a named player of the
    /// teams gets its token again; where the teams name no players, a joined player comes back in its team
    /// (one of this room's) in the order it joined. A claim that does not fit this room (another game's
    /// player, a team that is not here, a name taken) is dropped: that phone joins again.
    package mutating func restore(_ stored: [StoredClaim]) {
        for claim in stored where claim.isWellFormed {
            let key = OutsideText.nameKey(claim.name)
            if let index = players.firstIndex(where: { OutsideText.nameKey($0.name) == key }) {
                guard players[index].token == nil, players[index].team == claim.team else { continue }
                players[index].token = claim.token
                continue
            }
            guard !namesPlayers, !claim.named, players.count < TeamLineup.playerLimit else { continue }
            if teams.isEmpty {
                guard claim.team == nil else { continue }
            } else {
                guard let team = claim.team, teams.contains(team) else { continue }
            }
            players.append(Player(name: claim.name, team: claim.team, named: false, token: claim.token))
        }
    }
}
