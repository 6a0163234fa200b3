-- 0008: a narrower store (issue 12). Ingest spent most of its time in SQLite writing
-- 32-column rows of repeated text; the same facts now take fewer and smaller columns:
--
-- * `dictionary` gives each enum-like text value (strategies, failure kinds, triggers,
--   orientations, app states, restore containers) a small integer code; the raw table
--   `transition_rows` stores codes.
-- * Seven small closed-set columns (direction, outcome, status_bar_hidden, bounds_swapped,
--   restore_method, cell_reused, restore_mismatch) are packed into one integer, `flags`.
-- * `transition_rows` is an ordinary rowid table (rows are appended) with a unique index
--   on (session_key, seq), which is what keeps each transition once; it has no foreign
--   keys (each was one parent probe per row; the writer resolves both parents itself).
-- * Sessions are looked up by `id_hash` (FNV-1a 64 of the id's UTF-8 bytes), an 8-byte
--   index key instead of the 36-byte text of a UUID; the id is compared on a hash match.
--
-- `transitions` is now a view with exactly the old table's columns and values, so every
-- query written for it (reports/*.sql, the views `transition_facts` and `session_facts`,
-- sqlite3 and Datasette users) reads the same names. Rows are converted in place.

-- Enum-like text values, each with a small code. Codes are never reused or changed.
CREATE TABLE dictionary (
    code                INTEGER PRIMARY KEY,
    value               TEXT    NOT NULL UNIQUE
) STRICT;

-- One row per fullscreen transition, with coded values; read it through `transitions`.
-- flags (bits): 0 direction (1 = exit); 1-2 outcome (0 ok, 1 failed, 2 cancelled,
-- 3 ignored); 3-4 status_bar_hidden, 5-6 bounds_swapped, 9-10 cell_reused, 11-12
-- restore_mismatch (0 unknown, 1 false, 2 true); 7-8 restore_method (0 none,
-- 1 index_path, 2 superview).
CREATE TABLE transition_rows (
    session_key         INTEGER NOT NULL,             -- sessions.session_key
    seq                 INTEGER NOT NULL,
    ts                  INTEGER NOT NULL,
    strategy            INTEGER NOT NULL,             -- dictionary.code
    flags               INTEGER NOT NULL,
    failure             INTEGER,                      -- dictionary.code
    duration_ms         REAL,
    trigger             INTEGER,                      -- dictionary.code
    from_orientation    INTEGER,                      -- dictionary.code
    to_orientation      INTEGER,                      -- dictionary.code
    app_state           INTEGER,                      -- dictionary.code
    status_bar_orientation INTEGER,                   -- dictionary.code
    screen_width        REAL,
    screen_height       REAL,
    window_width        REAL,
    window_height       REAL,
    restore_container   INTEGER,                      -- dictionary.code
    restore_list        TEXT,
    restore_section     INTEGER,
    restore_item        INTEGER,
    restored_section    INTEGER,
    restored_item       INTEGER,
    extra               TEXT,                         -- JSON: fields the format does not define
    source_id           INTEGER NOT NULL,             -- sources.source_id
    line                INTEGER NOT NULL,
    run_id              INTEGER                       -- ingest_runs.run_id that stored it
) STRICT;

INSERT INTO dictionary (value)
SELECT value FROM (
    SELECT strategy AS value FROM transitions
    UNION SELECT failure FROM transitions
    UNION SELECT trigger FROM transitions
    UNION SELECT from_orientation FROM transitions
    UNION SELECT to_orientation FROM transitions
    UNION SELECT app_state FROM transitions
    UNION SELECT status_bar_orientation FROM transitions
    UNION SELECT restore_container FROM transitions
) WHERE value IS NOT NULL ORDER BY value;

INSERT INTO transition_rows (session_key, seq, ts, strategy, flags, failure, duration_ms, trigger, from_orientation,
    to_orientation, app_state, status_bar_orientation, screen_width, screen_height, window_width, window_height,
    restore_container, restore_list, restore_section, restore_item, restored_section, restored_item, extra,
    source_id, line, run_id)
SELECT t.session_key, t.seq, t.ts, (SELECT d.code FROM dictionary AS d WHERE d.value = t.strategy),
    (t.direction = 'exit')
        | (CASE t.outcome WHEN 'ok' THEN 0 WHEN 'failed' THEN 1 WHEN 'cancelled' THEN 2 ELSE 3 END << 1)
        | ((CASE t.status_bar_hidden WHEN 0 THEN 1 WHEN 1 THEN 2 ELSE 0 END) << 3) | ((CASE t.bounds_swapped WHEN 0 THEN 1 WHEN 1 THEN 2 ELSE 0 END) << 5)
        | (CASE t.restore_method WHEN 'index_path' THEN 1 WHEN 'superview' THEN 2 ELSE 0 END << 7)
        | ((CASE t.cell_reused WHEN 0 THEN 1 WHEN 1 THEN 2 ELSE 0 END) << 9) | ((CASE t.restore_mismatch WHEN 0 THEN 1 WHEN 1 THEN 2 ELSE 0 END) << 11),
    (SELECT d.code FROM dictionary AS d WHERE d.value = t.failure),
    t.duration_ms,
    (SELECT d.code FROM dictionary AS d WHERE d.value = t.trigger),
    (SELECT d.code FROM dictionary AS d WHERE d.value = t.from_orientation),
    (SELECT d.code FROM dictionary AS d WHERE d.value = t.to_orientation),
    (SELECT d.code FROM dictionary AS d WHERE d.value = t.app_state),
    (SELECT d.code FROM dictionary AS d WHERE d.value = t.status_bar_orientation),
    t.screen_width,
    t.screen_height,
    t.window_width,
    t.window_height,
    (SELECT d.code FROM dictionary AS d WHERE d.value = t.restore_container),
    t.restore_list,
    t.restore_section,
    t.restore_item,
    t.restored_section,
    t.restored_item,
    t.extra,
    t.source_id,
    t.line,
    t.run_id
FROM transitions AS t
ORDER BY t.session_key, t.seq;

CREATE UNIQUE INDEX transition_rows_by_key ON transition_rows (session_key, seq);

DROP VIEW transition_facts;
DROP VIEW session_facts;
DROP TABLE transitions;

-- Sessions keyed for lookup by the hash of their id (session_id is no longer UNIQUE:
-- the writer finds a session by id_hash and compares the id; one writer at a time).
CREATE TABLE sessions_0008 (
    session_key         INTEGER PRIMARY KEY,
    session_id          TEXT    NOT NULL,
    id_hash             INTEGER,                      -- FNV-1a 64 of session_id's UTF-8 bytes, as a signed integer
    started_at          INTEGER,                      -- ts of session_start; NULL until it arrives
    ended_at            INTEGER,                      -- ts of session_end
    end_reason          TEXT,
    device_model        TEXT,
    os_name             TEXT,
    os_version          TEXT,
    os_major            INTEGER,
    os_minor            INTEGER,
    os_patch            INTEGER,
    app_version         TEXT,
    app_build           TEXT,
    player_version      TEXT,
    screen_width        REAL,
    screen_height       REAL,
    screen_scale        REAL,
    start_extra         TEXT,                         -- JSON: fields of session_start the format does not define
    end_extra           TEXT,                         -- JSON: same for session_end
    start_source_id     INTEGER REFERENCES sources(source_id),
    start_line          INTEGER
) STRICT;

INSERT INTO sessions_0008 (session_key, session_id, id_hash, started_at, ended_at, end_reason, device_model, os_name,
    os_version, os_major, os_minor, os_patch, app_version, app_build, player_version, screen_width, screen_height,
    screen_scale, start_extra, end_extra, start_source_id, start_line)
SELECT session_key, session_id, fstel_id_hash(session_id), started_at, ended_at, end_reason, device_model, os_name,
    os_version, os_major, os_minor, os_patch, app_version, app_build, player_version, screen_width, screen_height,
    screen_scale, start_extra, end_extra, start_source_id, start_line
FROM sessions ORDER BY session_key;

DROP TABLE sessions;
ALTER TABLE sessions_0008 RENAME TO sessions;
CREATE INDEX sessions_by_id_hash ON sessions (id_hash);
CREATE INDEX sessions_by_os ON sessions (os_major, os_minor);

-- The old table's columns and values, decoded.
CREATE VIEW transitions AS
SELECT
    r.session_key                                                            AS session_key,
    r.seq                                                                    AS seq,
    r.ts                                                                     AS ts,
    CASE WHEN r.flags & 1 THEN 'exit' ELSE 'enter' END                       AS direction,
    (SELECT d.value FROM dictionary AS d WHERE d.code = r.strategy)          AS strategy,
    CASE (r.flags >> 1) & 3 WHEN 0 THEN 'ok' WHEN 1 THEN 'failed' WHEN 2 THEN 'cancelled' ELSE 'ignored' END AS outcome,
    (SELECT d.value FROM dictionary AS d WHERE d.code = r.failure)           AS failure,
    r.duration_ms                                                            AS duration_ms,
    (SELECT d.value FROM dictionary AS d WHERE d.code = r.trigger)           AS trigger,
    (SELECT d.value FROM dictionary AS d WHERE d.code = r.from_orientation)  AS from_orientation,
    (SELECT d.value FROM dictionary AS d WHERE d.code = r.to_orientation)    AS to_orientation,
    (SELECT d.value FROM dictionary AS d WHERE d.code = r.app_state)         AS app_state,
    (SELECT d.value FROM dictionary AS d WHERE d.code = r.status_bar_orientation) AS status_bar_orientation,
    CASE (r.flags >> 3) & 3 WHEN 1 THEN 0 WHEN 2 THEN 1 END                  AS status_bar_hidden,
    r.screen_width                                                           AS screen_width,
    r.screen_height                                                          AS screen_height,
    r.window_width                                                           AS window_width,
    r.window_height                                                          AS window_height,
    CASE (r.flags >> 5) & 3 WHEN 1 THEN 0 WHEN 2 THEN 1 END                  AS bounds_swapped,
    CASE (r.flags >> 7) & 3 WHEN 1 THEN 'index_path' WHEN 2 THEN 'superview' END AS restore_method,
    (SELECT d.value FROM dictionary AS d WHERE d.code = r.restore_container) AS restore_container,
    r.restore_list                                                           AS restore_list,
    r.restore_section                                                        AS restore_section,
    r.restore_item                                                           AS restore_item,
    r.restored_section                                                       AS restored_section,
    r.restored_item                                                          AS restored_item,
    CASE (r.flags >> 9) & 3 WHEN 1 THEN 0 WHEN 2 THEN 1 END                  AS cell_reused,
    CASE (r.flags >> 11) & 3 WHEN 1 THEN 0 WHEN 2 THEN 1 END                 AS restore_mismatch,
    r.extra                                                                  AS extra,
    r.source_id                                                              AS source_id,
    r.line                                                                   AS line,
    r.run_id                                                                 AS run_id
FROM transition_rows AS r;

CREATE VIEW transition_facts AS
SELECT
    s.session_id                                                        AS session_id,
    t.seq                                                               AS seq,
    strftime('%Y-%m-%dT%H:%M:%S', t.ts / 1000, 'unixepoch')
        || printf('.%03dZ', t.ts % 1000)                                AS ts,
    date(t.ts / 1000, 'unixepoch')                                      AS day,
    t.direction                                                         AS direction,
    t.strategy                                                          AS strategy,
    t.outcome                                                           AS outcome,
    t.failure                                                           AS failure,
    t.duration_ms                                                       AS duration_ms,
    t.trigger                                                           AS trigger,
    t.app_state                                                         AS app_state,
    t.bounds_swapped                                                    AS bounds_swapped,
    s.device_model                                                      AS device_model,
    s.os_name                                                           AS os_name,
    s.os_version                                                        AS os_version,
    s.os_major                                                          AS os_major,
    CASE WHEN s.os_major IS NULL THEN NULL
         ELSE s.os_major || '.' || coalesce(s.os_minor, 0) END          AS os_minor,
    s.app_version                                                       AS app_version,
    t.restore_method                                                    AS restore_method,
    t.restore_container                                                 AS restore_container,
    t.restore_mismatch                                                  AS restore_mismatch
FROM transitions AS t
JOIN sessions AS s ON s.session_key = t.session_key;
CREATE VIEW session_facts AS
SELECT
    s.session_id                                                        AS session_id,
    CASE WHEN s.started_at IS NULL THEN NULL ELSE
        strftime('%Y-%m-%dT%H:%M:%S', s.started_at / 1000, 'unixepoch')
        || printf('.%03dZ', s.started_at % 1000) END                    AS started_at,
    CASE WHEN s.ended_at IS NULL THEN NULL ELSE
        strftime('%Y-%m-%dT%H:%M:%S', s.ended_at / 1000, 'unixepoch')
        || printf('.%03dZ', s.ended_at % 1000) END                      AS ended_at,
    s.device_model                                                      AS device_model,
    s.os_name                                                           AS os_name,
    s.os_version                                                        AS os_version,
    s.os_major                                                          AS os_major,
    s.app_version                                                       AS app_version,
    (SELECT count(*) FROM transition_rows AS t WHERE t.session_key = s.session_key) AS transitions
FROM sessions AS s;

-- A deleted transition is subtracted unless it is older than the newest prune cut:
-- `fstel prune` records its cut first, then removes raw rows that stay counted.
CREATE TRIGGER transition_rollup_after_delete AFTER DELETE ON transition_rows
WHEN OLD.ts >= coalesce((SELECT max(before_ts) FROM pruned_ranges), -9223372036854775807)
BEGIN
    UPDATE transition_rollup SET ok = ok - ((OLD.flags >> 1) & 3 = 0), failed = failed - ((OLD.flags >> 1) & 3 = 1),
        cancelled = cancelled - ((OLD.flags >> 1) & 3 = 2), ignored = ignored - ((OLD.flags >> 1) & 3 = 3),
        restores = restores - ((OLD.flags >> 11) & 3 <> 0), mismatches = mismatches - ((OLD.flags >> 11) & 3 = 2),
        durations = durations - (OLD.duration_ms IS NOT NULL)
    WHERE (day, strategy, direction, started, os_name, os_version, device_model, app_version) =
        (SELECT OLD.ts / 86400000 - (OLD.ts < 0 AND OLD.ts % 86400000 <> 0),
                (SELECT d.value FROM dictionary AS d WHERE d.code = OLD.strategy),
                CASE WHEN OLD.flags & 1 THEN 'exit' ELSE 'enter' END,
                s.started_at IS NOT NULL, coalesce(s.os_name, ''), coalesce(s.os_version, ''),
                coalesce(s.device_model, ''), coalesce(s.app_version, '')
         FROM sessions AS s WHERE s.session_key = OLD.session_key);
    UPDATE failure_rollup SET failures = failures - 1
    WHERE (OLD.flags >> 1) & 3 = 1
      AND (day, strategy, direction, started, os_version, app_version, failure) =
        (SELECT OLD.ts / 86400000 - (OLD.ts < 0 AND OLD.ts % 86400000 <> 0),
                (SELECT d.value FROM dictionary AS d WHERE d.code = OLD.strategy),
                CASE WHEN OLD.flags & 1 THEN 'exit' ELSE 'enter' END,
                s.started_at IS NOT NULL, coalesce(s.os_version, ''), coalesce(s.app_version, ''),
                coalesce((SELECT d.value FROM dictionary AS d WHERE d.code = OLD.failure), '')
         FROM sessions AS s WHERE s.session_key = OLD.session_key);
END;

-- `transitions` takes INSERT and DELETE as the table did (for tools and tests that write
-- it with SQL; `fstel ingest` writes transition_rows). Rows inserted this way are not
-- counted in the rollups, as before; deleted ones are subtracted by the trigger above.
CREATE TRIGGER transitions_insert INSTEAD OF INSERT ON transitions
BEGIN
    INSERT INTO dictionary (value)
    SELECT value FROM (SELECT NEW.strategy AS value
        UNION SELECT NEW.failure
        UNION SELECT NEW.trigger
        UNION SELECT NEW.from_orientation
        UNION SELECT NEW.to_orientation
        UNION SELECT NEW.app_state
        UNION SELECT NEW.status_bar_orientation
        UNION SELECT NEW.restore_container)
    WHERE value IS NOT NULL AND value NOT IN (SELECT d.value FROM dictionary AS d);
    INSERT INTO transition_rows (session_key, seq, ts, strategy, flags, failure, duration_ms, trigger, from_orientation,
        to_orientation, app_state, status_bar_orientation, screen_width, screen_height, window_width, window_height,
        restore_container, restore_list, restore_section, restore_item, restored_section, restored_item, extra,
        source_id, line, run_id)
    VALUES (NEW.session_key, NEW.seq, NEW.ts, (SELECT d.code FROM dictionary AS d WHERE d.value = NEW.strategy),
        (NEW.direction = 'exit')
            | (CASE NEW.outcome WHEN 'ok' THEN 0 WHEN 'failed' THEN 1 WHEN 'cancelled' THEN 2 ELSE 3 END << 1)
            | ((CASE NEW.status_bar_hidden WHEN 0 THEN 1 WHEN 1 THEN 2 ELSE 0 END) << 3) | ((CASE NEW.bounds_swapped WHEN 0 THEN 1 WHEN 1 THEN 2 ELSE 0 END) << 5)
            | (CASE NEW.restore_method WHEN 'index_path' THEN 1 WHEN 'superview' THEN 2 ELSE 0 END << 7)
            | ((CASE NEW.cell_reused WHEN 0 THEN 1 WHEN 1 THEN 2 ELSE 0 END) << 9) | ((CASE NEW.restore_mismatch WHEN 0 THEN 1 WHEN 1 THEN 2 ELSE 0 END) << 11),
        (SELECT d.code FROM dictionary AS d WHERE d.value = NEW.failure),
        NEW.duration_ms,
        (SELECT d.code FROM dictionary AS d WHERE d.value = NEW.trigger),
        (SELECT d.code FROM dictionary AS d WHERE d.value = NEW.from_orientation),
        (SELECT d.code FROM dictionary AS d WHERE d.value = NEW.to_orientation),
        (SELECT d.code FROM dictionary AS d WHERE d.value = NEW.app_state),
        (SELECT d.code FROM dictionary AS d WHERE d.value = NEW.status_bar_orientation),
        NEW.screen_width,
        NEW.screen_height,
        NEW.window_width,
        NEW.window_height,
        (SELECT d.code FROM dictionary AS d WHERE d.value = NEW.restore_container),
        NEW.restore_list,
        NEW.restore_section,
        NEW.restore_item,
        NEW.restored_section,
        NEW.restored_item,
        NEW.extra,
        NEW.source_id,
        NEW.line,
        NEW.run_id);
END;

CREATE TRIGGER transitions_delete INSTEAD OF DELETE ON transitions
BEGIN
    DELETE FROM transition_rows WHERE session_key = OLD.session_key AND seq = OLD.seq;
END;

-- A session inserted with SQL without its id_hash gets it (the writer always sets it).
CREATE TRIGGER sessions_id_hash AFTER INSERT ON sessions WHEN NEW.id_hash IS NULL
BEGIN
    UPDATE sessions SET id_hash = fstel_id_hash(NEW.session_id) WHERE session_key = NEW.session_key;
END;

-- A session's facts arrive or change: move the counts of its stored transitions (those a
-- prune removed stay where they were counted).
CREATE TRIGGER transition_rollup_after_session_update
AFTER UPDATE OF started_at, os_name, os_version, os_major, os_minor, device_model, app_version ON sessions
BEGIN
    INSERT INTO transition_rollup (day, strategy, direction, started, os_name, os_version, device_model, app_version,
        os_major, os_minor, ok, failed, cancelled, ignored, restores, mismatches, durations)
    SELECT t.ts / 86400000 - (t.ts < 0 AND t.ts % 86400000 <> 0), t.strategy, t.direction,
           OLD.started_at IS NOT NULL, coalesce(OLD.os_name, ''), coalesce(OLD.os_version, ''),
           coalesce(OLD.device_model, ''), coalesce(OLD.app_version, ''), OLD.os_major, OLD.os_minor,
           -count(*) FILTER (WHERE t.outcome = 'ok'), -count(*) FILTER (WHERE t.outcome = 'failed'),
           -count(*) FILTER (WHERE t.outcome = 'cancelled'), -count(*) FILTER (WHERE t.outcome = 'ignored'),
           -count(t.restore_mismatch), -count(*) FILTER (WHERE t.restore_mismatch = 1), -count(t.duration_ms)
    FROM transitions AS t WHERE t.session_key = NEW.session_key
    GROUP BY 1, 2, 3
    ON CONFLICT DO UPDATE SET ok = ok + excluded.ok, failed = failed + excluded.failed,
        cancelled = cancelled + excluded.cancelled, ignored = ignored + excluded.ignored,
        restores = restores + excluded.restores, mismatches = mismatches + excluded.mismatches,
        durations = durations + excluded.durations;
    INSERT INTO transition_rollup (day, strategy, direction, started, os_name, os_version, device_model, app_version,
        os_major, os_minor, ok, failed, cancelled, ignored, restores, mismatches, durations)
    SELECT t.ts / 86400000 - (t.ts < 0 AND t.ts % 86400000 <> 0), t.strategy, t.direction,
           NEW.started_at IS NOT NULL, coalesce(NEW.os_name, ''), coalesce(NEW.os_version, ''),
           coalesce(NEW.device_model, ''), coalesce(NEW.app_version, ''), NEW.os_major, NEW.os_minor,
           count(*) FILTER (WHERE t.outcome = 'ok'), count(*) FILTER (WHERE t.outcome = 'failed'),
           count(*) FILTER (WHERE t.outcome = 'cancelled'), count(*) FILTER (WHERE t.outcome = 'ignored'),
           count(t.restore_mismatch), count(*) FILTER (WHERE t.restore_mismatch = 1), count(t.duration_ms)
    FROM transitions AS t WHERE t.session_key = NEW.session_key
    GROUP BY 1, 2, 3
    ON CONFLICT DO UPDATE SET ok = ok + excluded.ok, failed = failed + excluded.failed,
        cancelled = cancelled + excluded.cancelled, ignored = ignored + excluded.ignored,
        restores = restores + excluded.restores, mismatches = mismatches + excluded.mismatches,
        durations = durations + excluded.durations, os_major = excluded.os_major, os_minor = excluded.os_minor;
    INSERT INTO failure_rollup (day, strategy, direction, started, os_version, app_version, failure,
        os_major, os_minor, failures)
    SELECT t.ts / 86400000 - (t.ts < 0 AND t.ts % 86400000 <> 0), t.strategy, t.direction,
           OLD.started_at IS NOT NULL, coalesce(OLD.os_version, ''), coalesce(OLD.app_version, ''), coalesce(t.failure, ''),
           OLD.os_major, OLD.os_minor, -count(*)
    FROM transitions AS t WHERE t.session_key = NEW.session_key AND t.outcome = 'failed'
    GROUP BY 1, 2, 3, 7
    ON CONFLICT DO UPDATE SET failures = failures + excluded.failures;
    INSERT INTO failure_rollup (day, strategy, direction, started, os_version, app_version, failure,
        os_major, os_minor, failures)
    SELECT t.ts / 86400000 - (t.ts < 0 AND t.ts % 86400000 <> 0), t.strategy, t.direction,
           NEW.started_at IS NOT NULL, coalesce(NEW.os_version, ''), coalesce(NEW.app_version, ''), coalesce(t.failure, ''),
           NEW.os_major, NEW.os_minor, count(*)
    FROM transitions AS t WHERE t.session_key = NEW.session_key AND t.outcome = 'failed'
    GROUP BY 1, 2, 3, 7
    ON CONFLICT DO UPDATE SET failures = failures + excluded.failures,
        os_major = excluded.os_major, os_minor = excluded.os_minor;
END;
