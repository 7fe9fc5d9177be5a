import Foundation
import GRDB
import GuessGame
import ZIPFoundation

/// Study notes as an Anki package (`.apkg`): a zip holding `collection.anki2`, a SQLite collection of
/// Anki's schema 11 (tables `col`, `notes`, `cards`, `revlog`, `graves`; the note type and deck as JSON in
/// `col`), and `media`, an empty JSON map. The note type and deck have fixed ids and each note the
/// `StudyNote.guid` of its word, so Anki updates the notes of words it already holds instead of adding
/// them again. The layout is the one genanki writes and Anki imports.
package enum AnkiPackage {
    /// The note type's id (fixed: every deck guess writes shares it).
    package static let noteTypeID: Int64 = 1_734_045_450
    /// The deck's id.
    package static let deckID: Int64 = 1_734_045_451

    /// What went wrong writing a package.
    package struct WriteError: Error, Sendable {
        /// What failed, in English (SQLite's or the zip library's words).
        package var reason: String
    }

    /// The package of `notes` in deck `deckName`, stamped with `time`. The collection is built in a
    /// temporary file under `directory`, which is removed before returning.
    package static func data(
        _ notes: [StudyNote], deckName: String, at time: Date,
        directory: URL = FileManager.default.temporaryDirectory
    ) throws(WriteError) -> Data {
        let file = directory.appendingPathComponent("guess-\(UUID().uuidString).anki2")
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            let queue = try DatabaseQueue(path: file.path)
            try queue.write { db in try fill(db, notes: notes, deckName: deckName, at: time) }
            try queue.close()
            let collection = try Data(contentsOf: file)
            let archive = try Archive(data: Data(), accessMode: .create)
            try add(collection, as: "collection.anki2", to: archive)
            try add(Data("{}".utf8), as: "media", to: archive)
            guard let data = archive.data else { throw WriteError(reason: "the zip archive was not made") }
            return data
        } catch let error as WriteError {
            throw error
        } catch {
            throw WriteError(reason: String(describing: error))
        }
    }

    private static func add(_ data: Data, as name: String, to archive: Archive) throws {
        try archive.addEntry(
            with: name, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate,
            provider: { position, size in data.subdata(in: Int(position)..<Int(position) + size) })
    }

    private static func fill(_ db: Database, notes: [StudyNote], deckName: String, at time: Date) throws {
        try db.execute(sql: schema)
        let seconds = Int64(time.timeIntervalSince1970)
        let milliseconds = Int64(time.timeIntervalSince1970 * 1000)
        try db.execute(
            sql: """
                INSERT INTO col VALUES (NULL, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')
                """,
            arguments: [
                seconds, milliseconds, milliseconds, json(configuration), json(noteTypes(at: seconds)),
                json(decks(deckName, at: seconds)), json(deckOptions),
            ])
        for (position, note) in notes.enumerated() {
            let noteID = milliseconds + Int64(position) * 2
            try db.execute(
                sql: "INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, 0, 0, '')",
                arguments: [
                    noteID, note.guid, noteTypeID, note.lastMet.map { Int64($0.timeIntervalSince1970) } ?? seconds,
                    " " + note.tags.joined(separator: " ") + " ",
                    note.fields.map(html).joined(separator: "\u{1F}"), html(note.word),
                ])
            try db.execute(
                sql: "INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')",
                arguments: [noteID + 1, noteID, deckID, seconds, position])
        }
    }

    /// `text` safe in a field, which Anki reads as HTML.
    static func html(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    private static func json(_ value: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    private static var configuration: [String: Any] {
        [
            "activeDecks": [1], "addToCur": true, "collapseTime": 1200, "curDeck": 1,
            "curModel": String(noteTypeID), "dueCounts": true, "estTimes": true, "newBury": true, "newSpread": 0,
            "nextPos": 1, "sortBackwards": false, "sortType": "noteFld", "timeLim": 0,
        ]
    }

    private static func noteTypes(at seconds: Int64) -> [String: Any] {
        let fields = StudyNote.fieldNames.enumerated().map { index, name -> [String: Any] in
            [
                "name": name, "ord": index, "font": "Arial", "media": [String](), "rtl": false, "size": 20,
                "sticky": false,
            ]
        }
        let template: [String: Any] = [
            "name": "Word", "ord": 0,
            "qfmt": "<div class=word>{{Word}}</div>",
            "afmt":
                "{{FrontSide}}<hr id=answer><div class=reading>{{Reading}}</div><div>{{Gloss}}</div>"
                + "<div class=clues>{{Clues}}</div><div class=tier>{{Tier}} · {{Theme}}</div>",
            "bafmt": "", "bqfmt": "", "bfont": "", "bsize": 0, "did": NSNull(),
        ]
        let noteType: [String: Any] = [
            "css":
                ".card { font-family: sans-serif; font-size: 24px; text-align: center; }\n.word { font-size: 48px; }\n"
                + ".clues, .tier { color: #666; font-size: 18px; }\n",
            "did": deckID, "flds": fields, "id": String(noteTypeID), "latexPost": "\\end{document}",
            "latexPre": "\\documentclass[12pt]{article}\n\\begin{document}\n", "latexsvg": false, "mod": seconds,
            "name": "guess word", "req": [[0, "any", [0]]], "sortf": 0, "tags": [String](), "tmpls": [template],
            "type": 0, "usn": -1, "vers": [Int](),
        ]
        return [String(noteTypeID): noteType]
    }

    private static func decks(_ name: String, at seconds: Int64) -> [String: Any] {
        func deck(_ id: Int64, _ name: String) -> [String: Any] {
            [
                "collapsed": false, "conf": 1, "desc": "", "dyn": 0, "extendNew": 10, "extendRev": 50, "id": id,
                "lrnToday": [0, 0], "mod": seconds, "name": name, "newToday": [0, 0], "revToday": [0, 0],
                "timeToday": [0, 0], "usn": -1,
            ]
        }
        return ["1": deck(1, "Default"), String(deckID): deck(deckID, name)]
    }

    private static var deckOptions: [String: Any] {
        [
            "1": [
                "autoplay": true, "id": 1, "maxTaken": 60, "mod": 0, "name": "Default", "replayq": true, "timer": 0,
                "usn": 0,
                "lapse": ["delays": [10], "leechAction": 0, "leechFails": 8, "minInt": 1, "mult": 0] as [String: Any],
                "new": [
                    "bury": true, "delays": [1, 10], "initialFactor": 2500, "ints": [1, 4, 7], "order": 1, "perDay": 20,
                    "separate": true,
                ] as [String: Any],
                "rev": [
                    "bury": true, "ease4": 1.3, "fuzz": 0.05, "ivlFct": 1, "maxIvl": 36500, "minSpace": 1,
                    "perDay": 100,
                ] as [String: Any],
            ] as [String: Any]
        ]
    }

    /// Anki's schema 11.
    private static let schema = """
        CREATE TABLE col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,
            ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,
            models text not null, decks text not null, dconf text not null, tags text not null);
        CREATE TABLE notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,
            usn integer not null, tags text not null, flds text not null, sfld integer not null,
            csum integer not null, flags integer not null, data text not null);
        CREATE TABLE cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
            mod integer not null, usn integer not null, type integer not null, queue integer not null,
            due integer not null, ivl integer not null, factor integer not null, reps integer not null,
            lapses integer not null, left integer not null, odue integer not null, odid integer not null,
            flags integer not null, data text not null);
        CREATE TABLE revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null,
            ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null,
            type integer not null);
        CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
        CREATE INDEX ix_notes_usn on notes (usn);
        CREATE INDEX ix_cards_usn on cards (usn);
        CREATE INDEX ix_revlog_usn on revlog (usn);
        CREATE INDEX ix_cards_nid on cards (nid);
        CREATE INDEX ix_cards_sched on cards (did, queue, due);
        CREATE INDEX ix_revlog_cid on revlog (cid);
        CREATE INDEX ix_notes_csum on notes (csum);
        """
}
