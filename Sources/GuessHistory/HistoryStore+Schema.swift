import GRDB

/// The schema's first migrations and the rules' and themes' (HistoryStore+Migrations.swift lists them all).
extension HistoryStore {
    /// `v1`: games, rounds and the words of each round.
    static func createGamesRoundsWords(_ db: Database) throws {
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

    /// `v2`: games listed by their start.
    static func addGamesByStart(_ db: Database) throws {
        // Listings order rounds by their game, so that the turns of games played at the same time stay
        // together.
        try db.execute(sql: "CREATE INDEX game_by_start ON game(started_at, id)")
    }

    /// `v3`: the store mark, turns per team, the word tallies.
    static func addMarkTurnsAndTallies(_ db: Database) throws {
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

    /// `v5-room-address`: where each served game's room listened.
    static func addRoomAddress(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE room ADD COLUMN address TEXT")  // "[HOST:]PORT", the port bound
    }

    /// `v4-rules`: a round's passes (its `wrong` counts taboo words too, as they score as wrong), the
    /// seconds the host added and when it was corrected; a game's rules (JSON `GameRules`) and the bonus
    /// and penalty points the host gave (JSON `[{team, points}]`). Existing columns are untouched.
    static func addRules(_ db: Database) throws {
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
    static func addThemes(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE round ADD COLUMN themes TEXT")
        try db.execute(sql: "ALTER TABLE round ADD COLUMN family INTEGER NOT NULL DEFAULT 0")
    }
}
