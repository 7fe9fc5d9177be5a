import Foundation
import GRDB
import GuessGame
import GuessRoom

/// What a party game needs to be continued: its setup (`GameSetup`, one JSON value in `game.setup`), how
/// it ended (`game.ending`: NULL while it is played or after a crash, `unfinished` when a signal or the
/// end of input cut it short, `over` when it was played out or the host ended it), the process playing
/// it (`game.owner`), and who described each turn (`round.describer`). Migration `v4-players`.
extension HistoryStore {
    /// `game.ending` of a game cut short: it can be resumed.
    static let unfinishedEnding = StoredEnding.unfinished.rawValue
    /// `game.ending` of a game played out or ended by the host.
    static let overEnding = StoredEnding.over.rawValue

    static func addPlayers(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE game ADD COLUMN setup TEXT;    -- a party game's GameSetup as JSON
                ALTER TABLE game ADD COLUMN ending TEXT;   -- NULL (playing, or crashed), 'unfinished' or 'over'
                ALTER TABLE game ADD COLUMN owner TEXT;    -- pid:starttime of the process playing it
                ALTER TABLE round ADD COLUMN describer TEXT;
                CREATE INDEX round_by_describer ON round(describer) WHERE describer IS NOT NULL;
                """)
    }

    static func keepSetup(_ setup: String, gameID: Int64, _ db: Database) throws {
        try db.execute(
            literal: "UPDATE game SET setup = \(setup), owner = \(ProcessIdentity.current) WHERE id = \(gameID)")
    }

    static func keepDescriber(_ describer: String?, roundID: Int64, _ db: Database) throws {
        try db.execute(literal: "UPDATE round SET describer = \(describer) WHERE id = \(roundID)")
    }

    /// Names who describes round `roundID` (the room chose another after the round began).
    package func describeRound(_ roundID: Int64, by describer: String?) throws(StoreError) {
        try write { db in try Self.keepDescriber(describer, roundID: roundID, db) }
    }

    /// Takes game `id` up again in this process: it is being played, no longer ended. The turn a signal
    /// or a crash cut off (`replacing`, its round's id) is deleted in the same transaction: it is played
    /// again.
    package func continueGame(_ id: Int64, replacing cutRound: Int64? = nil) throws(StoreError) {
        try write { db in
            try db.execute(
                literal: "UPDATE game SET ending = NULL, owner = \(ProcessIdentity.current) WHERE id = \(id)")
            if let cutRound { try db.execute(literal: "DELETE FROM round WHERE id = \(cutRound) AND game_id = \(id)") }
        }
    }

    /// Marks how party game `id` ended: `unfinished` (it may be resumed) or over.
    package func markEnding(_ id: Int64, unfinished: Bool) throws(StoreError) {
        let ending = unfinished ? Self.unfinishedEnding : Self.overEnding
        try write { db in
            try db.execute(literal: "UPDATE game SET ending = \(ending), owner = NULL WHERE id = \(id)")
        }
    }

    /// The game `id` (nil: the most recent one that can be resumed), checked for resuming.
    package func resumableGame(id: Int64?) throws(StoreError) -> ResumeLookup {
        try read { db -> ResumeLookup in
            guard schema.players else {
                guard let id else { return .nothing }
                let exists =
                    try Int.fetchOne(db, SQLRequest(literal: "SELECT COUNT(*) FROM game WHERE id = \(id)")) ?? 0
                return exists == 0 ? .notFound : .refused(.noSetup)
            }
            let candidates: [Int64]
            if let id {
                candidates = [id]
            } else {
                candidates = try Int64.fetchAll(
                    db,
                    SQLRequest(
                        literal: """
                            SELECT id FROM game WHERE setup IS NOT NULL AND (ending IS NULL OR ending = \(Self.unfinishedEnding))
                            AND EXISTS (SELECT 1 FROM round WHERE game_id = game.id)
                            ORDER BY started_at DESC, id DESC LIMIT 50
                            """))
            }
            // The most recent game that can be continued; failing that, a game cut short that cannot be read
            // is said as such (never as "no unfinished party game").
            var unreadable: ResumeLookup?
            for candidate in candidates {
                let lookup = try check(db, candidate)
                if id != nil { return lookup }
                switch lookup {
                case .found: return lookup
                case .refused(.unreadableSetup), .refused(.foreignTeam):
                    if unreadable == nil, case .refused(let reason) = lookup {
                        unreadable = .refusedLatest(id: candidate, reason)
                    }
                default: continue
                }
            }
            return unreadable ?? .nothing
        }
    }

    private func check(_ db: Database, _ id: Int64) throws -> ResumeLookup {
        guard
            let row = try Row.fetchOne(
                db, SQLRequest(literal: "SELECT teams, setup, ending, owner FROM game WHERE id = \(id)"))
        else { return .notFound }
        let setupText = try? row.optionalText("setup")
        let teams = try? row.optionalText("teams")
        if setupText == nil && teams == nil { return .refused(.notParty) }
        // An ending or owner that does not read is named, never taken for a game that may be resumed.
        let ending: StoredEnding?
        let owner: String?
        do {
            (ending, owner) = (try row.optionalName("ending", as: StoredEnding.self), try row.optionalText("owner"))
        } catch {
            throw SkippedPart(.game(id), error)
        }
        if ending == .over { return .refused(.finished) }
        if let owner, owner != ProcessIdentity.current, ProcessIdentity.isAlive(owner) { return .refused(.inPlay) }
        guard let text = setupText else { return .refused(.noSetup) }
        guard let setup = GameSetup.decode(text) else { return .refused(.unreadableSetup) }
        guard let game = try fetchGames(db, ids: [id], finishedOnly: false).value.first else {
            return .refused(.noSetup)
        }
        var turns = game.turns
        let allWords = Set(turns.flatMap { $0.words.map(\.word) })
        // The turn a signal or a crash cut off is played again (its round is replaced once play starts).
        var cutRound: Int64?
        if turns.last?.endedBy == .interrupted,
            let last = try Row.fetchOne(
                db,
                SQLRequest(literal: "SELECT id FROM round WHERE game_id = \(id) ORDER BY turn DESC, id DESC LIMIT 1"))
        {
            cutRound = try? last.id("id")
            turns.removeLast()
        }
        let party: PartyGame
        switch PartyGame.resumed(setup: setup, turns: turns, adjustments: game.adjustments) {
        case .success(let replayed): party = replayed
        case .failure(let refusal): return .refused(refusal)
        }
        if party.isOverByTurns { return .refused(.finished) }
        var found = ResumableGame(
            id: id, setup: setup, turns: turns, party: party, cutRound: cutRound, playedWords: allWords)
        found.room = try Self.storedRoom(gameID: id, schema: schema, db)
        return .found(found)
    }

    /// Sets each turn's describer from the store (turns in the order of `roundIDs`).
    static func fillDescribers(
        _ turns: inout [RoundRecord], roundIDs: [Int64], schema: StoreSchema, _ db: Database
    ) throws {
        guard schema.players else { return }
        for (index, roundID) in zip(turns.indices, roundIDs) {
            let name = try Row.fetchOne(
                db, SQLRequest(literal: "SELECT describer FROM round WHERE id = \(roundID)", cached: true)
            ).flatMap { try? $0.optionalText("describer") }
            turns[index].describer = name.map { String($0.prefix(TeamLineup.nameLimit * 4)) }
        }
    }
}

/// What `HistoryStore.resumableGame(id:)` found.
package enum ResumeLookup: Sendable {
    /// A game that can be continued.
    case found(ResumableGame)
    /// No game has that id.
    case notFound
    /// No game can be resumed (no id was given).
    case nothing
    /// The game is there but cannot be continued.
    case refused(ResumeRefusal)
    /// No id was given, and the most recent game cut short (`id`) cannot be continued: its setup cannot
    /// be read, or its history has a team the setup does not have.
    case refusedLatest(id: Int64, ResumeRefusal)
}

/// A party game read back to be continued.
package struct ResumableGame: Sendable {
    /// Its id in the store.
    package var id: Int64
    /// What it was started with.
    package var setup: GameSetup
    /// The turns played so far, in order (with their words and describers).
    package var turns: [RoundRecord]
    /// The game replayed from those turns: scores, turn order, whose turn is next.
    package var party: PartyGame
    /// The round of the turn a signal or a crash cut off, played again and replaced (not in `turns`).
    package var cutRound: Int64?
    /// Every word shown in the game so far, the cut-off turn's too: held back from the resumed deck.
    package var playedWords: Set<String>
    /// The room its phones joined, when it was served: a resumed game opens the same one.
    package var room: StoredRoom?
}
