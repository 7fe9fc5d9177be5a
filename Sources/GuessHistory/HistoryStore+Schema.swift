import GRDB

/// The schema, written once: a new store and an old one brought up to date run the same migrations, and
/// tests build stores of older versions with `migrator.migrate(_:upTo:)`.
extension HistoryStore {
    /// The identifier of each migration, oldest first.
    public enum Migration {
        /// Games, rounds and the words of each round.
        public static let v1 = "v1: games, rounds, words"
        /// Games listed by their start.
        public static let v2 = "v2: games by start"
        /// The store mark, turns per team, the word tallies.
        public static let v3 = "v3: store mark, turns per team, word tallies"
        /// A party game's setup and how it ended (to resume it), who described each turn.
        public static let v4Players = "v4-players"
        /// Passes, added time, corrections, the game's rules and bonus points (#18's rules).
        public static let v4Rules = "v4-rules"
        /// Each round's themes filter and family flag.
        public static let v4Themes = "v4-themes"
        /// The room of each served game: code, keys and the players phones hold (#33).
        public static let v4Rooms = "v4-rooms"
        /// Where each served game's room listened, so that a resume opens it there again (#42).
        public static let v5RoomAddress = "v5-room-address"
    }

    /// The versioned, forward-only migrations of the store.
    public static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration(Migration.v1) { db in
            try db.execute(
                sql: """
                    CREATE TABLE game (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        started_at TEXT NOT NULL,
                        teams TEXT,               -- JSON array of team names; NULL for a single round
                        penalty INTEGER NOT NULL DEFAULT 0,
                        scoreboard TEXT           -- JSON [{team, score}] once a party game ends
                    );
                    CREATE TABLE round (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        game_id INTEGER NOT NULL REFERENCES game(id) ON DELETE CASCADE,
                        turn INTEGER NOT NULL DEFAULT 1,
                        team TEXT,
                        started_at TEXT NOT NULL,  -- ISO 8601 UTC with milliseconds
                        seconds INTEGER NOT NULL,
                        elapsed REAL NOT NULL DEFAULT 0,
                        ended_by TEXT,             -- NULL while being played
                        seed TEXT,                 -- UInt64 as text
                        bank TEXT NOT NULL,
                        correct INTEGER NOT NULL DEFAULT 0,
                        wrong INTEGER NOT NULL DEFAULT 0,
                        owner TEXT                 -- pid:starttime of the process playing it, to spot rounds left by a killed one
                    );
                    CREATE INDEX round_by_start ON round(started_at, id);
                    CREATE INDEX round_by_game ON round(game_id, turn);
                    CREATE INDEX round_in_progress ON round(owner) WHERE ended_by IS NULL;
                    CREATE TABLE round_word (
                        round_id INTEGER NOT NULL REFERENCES round(id) ON DELETE CASCADE,
                        position INTEGER NOT NULL,  -- order first shown, from 0
                        word TEXT NOT NULL,
                        tier TEXT NOT NULL,
                        result TEXT NOT NULL,       -- correct, wrong, unanswered
                        shown_at REAL NOT NULL,
                        answered_at REAL,
                        PRIMARY KEY (round_id, position)
                    ) WITHOUT ROWID;
                    CREATE INDEX word_by_tier ON round_word(tier, result);
                    CREATE INDEX word_by_text ON round_word(word, result);
                    CREATE INDEX word_by_speed ON round_word(answered_at - shown_at) WHERE result = 'correct';
                    """)
        }
        migrator.registerMigration(Migration.v2) { db in
            // Listings order rounds by their game, so that the turns of games played at the same time stay
            // together.
            try db.execute(sql: "CREATE INDEX game_by_start ON game(started_at, id)")
        }
        migrator.registerMigration(Migration.v3) { db in
            // The mark that tells a guess store from another program's database, and the schema version a
            // binary compares with its own before it writes.
            try db.execute(sql: "PRAGMA application_id = \(StoreIdentity.applicationID)")
            try db.execute(sql: "PRAGMA user_version = 3")
            // The regular turns each team was due: without it a stored game cannot tell finished from
            // abandoned (no winner).
            try db.execute(sql: "ALTER TABLE game ADD COLUMN turns_per_team INTEGER")
            // Right and wrong per word and tier, kept by triggers whoever writes the words (this binary,
            // an older one sharing the store, a script): an unfiltered `guess stats` reads these few rows
            // instead of every answer. Deleting a game deletes its words, which takes them off here too.
            try db.execute(
                sql: """
                    CREATE TABLE word_tally (
                        word TEXT NOT NULL,
                        tier TEXT NOT NULL,
                        correct INTEGER NOT NULL DEFAULT 0,
                        wrong INTEGER NOT NULL DEFAULT 0,
                        PRIMARY KEY (word, tier)
                    ) WITHOUT ROWID;
                    INSERT INTO word_tally (word, tier, correct, wrong)
                        SELECT word, tier, TOTAL(result = 'correct'), TOTAL(result = 'wrong') FROM round_word
                        WHERE result IN ('correct', 'wrong') GROUP BY word, tier;
                    CREATE TRIGGER word_tally_on_insert AFTER INSERT ON round_word
                    WHEN NEW.result IN ('correct', 'wrong') BEGIN
                        INSERT INTO word_tally (word, tier, correct, wrong)
                            VALUES (NEW.word, NEW.tier, NEW.result = 'correct', NEW.result = 'wrong')
                            ON CONFLICT (word, tier) DO UPDATE
                            SET correct = correct + excluded.correct, wrong = wrong + excluded.wrong;
                    END;
                    CREATE TRIGGER word_tally_on_delete AFTER DELETE ON round_word
                    WHEN OLD.result IN ('correct', 'wrong') BEGIN
                        UPDATE word_tally SET correct = correct - (OLD.result = 'correct'), wrong = wrong - (OLD.result = 'wrong')
                            WHERE word = OLD.word AND tier = OLD.tier;
                    END;
                    CREATE TRIGGER word_tally_on_update AFTER UPDATE OF word, tier, result ON round_word BEGIN
                        UPDATE word_tally SET correct = correct - (OLD.result = 'correct'), wrong = wrong - (OLD.result = 'wrong')
                            WHERE word = OLD.word AND tier = OLD.tier AND OLD.result IN ('correct', 'wrong');
                        INSERT INTO word_tally (word, tier, correct, wrong)
                            SELECT NEW.word, NEW.tier, NEW.result = 'correct', NEW.result = 'wrong'
                            WHERE NEW.result IN ('correct', 'wrong')
                            ON CONFLICT (word, tier) DO UPDATE
                            SET correct = correct + excluded.correct, wrong = wrong + excluded.wrong;
                    END;
                    """)
            // The per-team table of `guess stats` reads this index alone, not the rounds.
            try db.execute(
                sql: "CREATE INDEX round_by_team ON round(team, game_id, correct, wrong, elapsed, started_at)")
            // Nothing reads words by text and result any more.
            try db.execute(sql: "DROP INDEX IF EXISTS word_by_text")
        }
        registerPlayersMigration(&migrator)
        registerScriptedMigration(in: &migrator)
        migrator.registerMigration(Migration.v4Rules, migrate: addRules)
        registerThemes(in: &migrator)
        registerRoomsMigration(in: &migrator)
        registerPlayerMergesMigration(in: &migrator)
        migrator.registerMigration(Migration.v5RoomAddress) { db in
            try db.execute(sql: "ALTER TABLE room ADD COLUMN address TEXT")  // "[HOST:]PORT", the port bound
        }
        return migrator
    }

    /// `v4-rules`: a round's passes (its `wrong` counts taboo words too, as they score as wrong), the
    /// seconds the host added and when it was corrected; a game's rules (JSON `GameRules`) and the bonus
    /// and penalty points the host gave (JSON `[{team, points}]`). Existing columns are untouched.
    private static func addRules(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE round ADD COLUMN passed INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE round ADD COLUMN added_seconds INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE round ADD COLUMN corrected_at TEXT;
                ALTER TABLE game ADD COLUMN rules TEXT;
                ALTER TABLE game ADD COLUMN adjustments TEXT;
                """)
        // A taboo word counts as wrong in the word tallies too (no word was marked taboo before).
        try db.execute(
            sql: """
                DROP TRIGGER word_tally_on_insert;
                DROP TRIGGER word_tally_on_delete;
                DROP TRIGGER word_tally_on_update;
                CREATE TRIGGER word_tally_on_insert AFTER INSERT ON round_word
                WHEN NEW.result IN ('correct', 'wrong', 'taboo') BEGIN
                    INSERT INTO word_tally (word, tier, correct, wrong)
                        VALUES (NEW.word, NEW.tier, NEW.result = 'correct', NEW.result IN ('wrong', 'taboo'))
                        ON CONFLICT (word, tier) DO UPDATE
                        SET correct = correct + excluded.correct, wrong = wrong + excluded.wrong;
                END;
                CREATE TRIGGER word_tally_on_delete AFTER DELETE ON round_word
                WHEN OLD.result IN ('correct', 'wrong', 'taboo') BEGIN
                    UPDATE word_tally SET correct = correct - (OLD.result = 'correct'),
                        wrong = wrong - (OLD.result IN ('wrong', 'taboo'))
                        WHERE word = OLD.word AND tier = OLD.tier;
                END;
                CREATE TRIGGER word_tally_on_update AFTER UPDATE OF word, tier, result ON round_word BEGIN
                    UPDATE word_tally SET correct = correct - (OLD.result = 'correct'),
                        wrong = wrong - (OLD.result IN ('wrong', 'taboo'))
                        WHERE word = OLD.word AND tier = OLD.tier AND OLD.result IN ('correct', 'wrong', 'taboo');
                    INSERT INTO word_tally (word, tier, correct, wrong)
                        SELECT NEW.word, NEW.tier, NEW.result = 'correct', NEW.result IN ('wrong', 'taboo')
                        WHERE NEW.result IN ('correct', 'wrong', 'taboo')
                        ON CONFLICT (word, tier) DO UPDATE
                        SET correct = correct + excluded.correct, wrong = wrong + excluded.wrong;
                END;
                """)
    }

    /// `v4-themes`: the themes a round drew from (a JSON array of names as the bank spells them; NULL:
    /// every theme) and whether it left out entries not for children. Existing rounds read as unfiltered.
    private static func registerThemes(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration(Migration.v4Themes) { db in
            try db.execute(sql: "ALTER TABLE round ADD COLUMN themes TEXT")
            try db.execute(sql: "ALTER TABLE round ADD COLUMN family INTEGER NOT NULL DEFAULT 0")
        }
    }
}
