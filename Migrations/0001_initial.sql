-- 0001: the store for log format v1.
-- Times are Unix epoch milliseconds, UTC. Open sets (strategies, failure kinds,
-- device models, triggers) are plain TEXT: new values need no migration.

-- Input files and how far each has been read. A checkpoint commits in the same
-- transaction as the rows read up to it.
CREATE TABLE sources (
    source_id           INTEGER PRIMARY KEY,
    path                TEXT    NOT NULL UNIQUE,      -- absolute path, or '-' for standard input
    compressed          INTEGER NOT NULL DEFAULT 0,   -- 1 when gzip
    generation          INTEGER NOT NULL DEFAULT 1,   -- +1 each time the file was found replaced
    checkpoint_offset   INTEGER NOT NULL DEFAULT 0,   -- bytes of the (decompressed) stream stored
    checkpoint_line     INTEGER NOT NULL DEFAULT 0,   -- lines up to checkpoint_offset
    file_size           INTEGER,                      -- raw size when last opened
    read_to_end         INTEGER NOT NULL DEFAULT 0,   -- 1 when the last ingest read all of file_size
    prefix_length       INTEGER,                      -- bytes covered by prefix_hash
    prefix_hash         INTEGER,                      -- FNV-1a of the first prefix_length bytes
    first_ingested_at   INTEGER NOT NULL,
    last_ingested_at    INTEGER NOT NULL
) STRICT;

-- One row per `fstel ingest` (or `rejects --replay`) run.
CREATE TABLE ingest_runs (
    run_id              INTEGER PRIMARY KEY,
    started_at          INTEGER NOT NULL,
    finished_at         INTEGER,                      -- NULL while running, or if it was killed
    command             TEXT    NOT NULL              -- 'ingest' or 'replay'
) STRICT;

-- Per run and file: the accounting, updated in the same transaction as each batch.
-- lines = stored + duplicates + rejected; blank lines are counted apart.
CREATE TABLE ingest_files (
    run_id              INTEGER NOT NULL REFERENCES ingest_runs(run_id),
    source_id           INTEGER NOT NULL REFERENCES sources(source_id),
    start_offset        INTEGER NOT NULL,
    end_offset          INTEGER NOT NULL,
    lines               INTEGER NOT NULL DEFAULT 0,
    stored              INTEGER NOT NULL DEFAULT 0,
    duplicates          INTEGER NOT NULL DEFAULT 0,
    rejected            INTEGER NOT NULL DEFAULT 0,
    blank               INTEGER NOT NULL DEFAULT 0,
    bytes               INTEGER NOT NULL DEFAULT 0,
    error               TEXT,
    PRIMARY KEY (run_id, source_id)
) STRICT;

-- One row per session id seen in any stored line. Device, OS and app facts arrive
-- with session_start and stay NULL until then.
CREATE TABLE sessions (
    session_key         INTEGER PRIMARY KEY,
    session_id          TEXT    NOT NULL UNIQUE,
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

-- One row per fullscreen transition, keyed by (session, seq), with its restore target.
-- Values are validated by the decoder before they get here: CHECK constraints on this
-- table were measured to cost about a third of the insert rate, so there are none.
CREATE TABLE transitions (
    session_key         INTEGER NOT NULL REFERENCES sessions(session_key),
    seq                 INTEGER NOT NULL,
    ts                  INTEGER NOT NULL,
    direction           TEXT    NOT NULL,             -- 'enter' or 'exit'
    strategy            TEXT    NOT NULL,
    outcome             TEXT    NOT NULL,             -- 'ok', 'failed', 'cancelled' or 'ignored'
    failure             TEXT,
    duration_ms         REAL,
    trigger             TEXT,
    from_orientation    TEXT,
    to_orientation      TEXT,
    app_state           TEXT,
    status_bar_orientation TEXT,
    status_bar_hidden   INTEGER,
    screen_width        REAL,
    screen_height       REAL,
    window_width        REAL,
    window_height       REAL,
    bounds_swapped      INTEGER,                      -- 1/0 when both bounds are known, else NULL
    restore_method      TEXT,                         -- 'index_path' or 'superview'
    restore_container   TEXT,
    restore_list        TEXT,
    restore_section     INTEGER,
    restore_item        INTEGER,
    restored_section    INTEGER,
    restored_item       INTEGER,
    cell_reused         INTEGER,
    restore_mismatch    INTEGER,                      -- 1/0 when target and landing are known, else NULL
    extra               TEXT,                         -- JSON: fields the format does not define
    source_id           INTEGER NOT NULL REFERENCES sources(source_id),
    line                INTEGER NOT NULL,
    run_id              INTEGER,                      -- ingest_runs.run_id that stored it (no FK: one parent probe less per row)
    PRIMARY KEY (session_key, seq)
) STRICT, WITHOUT ROWID;

-- Lines that broke the format, kept with their place and raw bytes.
CREATE TABLE rejected_lines (
    reject_id           INTEGER PRIMARY KEY,
    source_id           INTEGER NOT NULL REFERENCES sources(source_id),
    generation          INTEGER NOT NULL,
    run_id              INTEGER NOT NULL REFERENCES ingest_runs(run_id),
    line                INTEGER NOT NULL,
    byte_offset         INTEGER NOT NULL,
    reason              TEXT    NOT NULL,
    detail              TEXT    NOT NULL,
    raw                 BLOB    NOT NULL,             -- the line's bytes (the first 4 KiB of an over-long line)
    raw_length          INTEGER NOT NULL              -- the line's full length
) STRICT;

CREATE INDEX rejected_lines_by_reason ON rejected_lines (reason);

CREATE INDEX sessions_by_os ON sessions (os_major, os_minor);

-- Stable, documented views for ad-hoc SQL (docs/schema.md).
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
    (SELECT count(*) FROM transitions AS t WHERE t.session_key = s.session_key) AS transitions
FROM sessions AS s;
