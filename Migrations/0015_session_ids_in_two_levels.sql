-- 0015: ingest finds a session by the hash of its id in two tables instead of one index
-- on `sessions (id_hash)`. A new session's hash is random, so with that index every new
-- session changed a random page of it; once the index outgrew the ingest's page cache
-- (about 3M sessions, 30M lines), a batch rewrote tens of thousands of its pages and read
-- them back: at 100M lines, most of the ingest's writes and its system time.
--
-- Now a new session's (id_hash, session_key) goes into `recent_session_ids`, which stays
-- small enough to be cached; the ingest moves its entries into `session_ids` a slice of
-- the hash range at a time (in key order, so each page of `session_ids` is written once
-- per slice) when it holds more than about a million. A session is in exactly one of the
-- two; the triggers keep that for sessions inserted or deleted by any statement, so a row
-- inserted by hand with its `id_hash` is found as before. The insert says `OR FAIL`, as the
-- ingest's own inserts do: a statement that cannot abort half done needs no statement journal.
CREATE TABLE session_ids (
    id_hash             INTEGER NOT NULL,             -- sessions.id_hash
    session_key         INTEGER NOT NULL,             -- sessions.session_key
    PRIMARY KEY (id_hash, session_key)
) STRICT, WITHOUT ROWID;

CREATE TABLE recent_session_ids (
    id_hash             INTEGER NOT NULL,
    session_key         INTEGER NOT NULL,
    PRIMARY KEY (id_hash, session_key)
) STRICT, WITHOUT ROWID;

INSERT INTO session_ids (id_hash, session_key)
SELECT id_hash, session_key FROM sessions WHERE id_hash IS NOT NULL ORDER BY id_hash, session_key;

DROP INDEX sessions_by_id_hash;

CREATE TRIGGER session_ids_after_insert AFTER INSERT ON sessions WHEN NEW.id_hash IS NOT NULL
BEGIN
    INSERT OR FAIL INTO recent_session_ids (id_hash, session_key) VALUES (NEW.id_hash, NEW.session_key);
END;

CREATE TRIGGER session_ids_after_delete AFTER DELETE ON sessions WHEN OLD.id_hash IS NOT NULL
BEGIN
    DELETE FROM recent_session_ids WHERE id_hash = OLD.id_hash AND session_key = OLD.session_key;
    DELETE FROM session_ids WHERE id_hash = OLD.id_hash AND session_key = OLD.session_key;
END;

CREATE TRIGGER session_ids_after_update AFTER UPDATE OF id_hash, session_key ON sessions
BEGIN
    DELETE FROM recent_session_ids WHERE id_hash = OLD.id_hash AND session_key = OLD.session_key;
    DELETE FROM session_ids WHERE id_hash = OLD.id_hash AND session_key = OLD.session_key;
    INSERT OR FAIL INTO recent_session_ids (id_hash, session_key) SELECT NEW.id_hash, NEW.session_key WHERE NEW.id_hash IS NOT NULL;
END;
