-- 0003: daily rollups for `fstel nightly`, and the record of what `fstel prune` removed.
-- A day is a UTC calendar day, text 'YYYY-MM-DD'; its transitions are those with
-- ts in [day 00:00Z, next day 00:00Z). docs/nightly.md describes every column.

-- One row per day x strategy x os_major x os_minor x app_version x direction.
-- os_major/os_minor/app_version are NULL for sessions whose session_start was never stored.
CREATE TABLE daily_rollups (
    day                 TEXT    NOT NULL,
    strategy            TEXT    NOT NULL,
    os_major            INTEGER,
    os_minor            INTEGER,
    app_version         TEXT,
    direction           TEXT    NOT NULL,
    attempts            INTEGER NOT NULL,             -- every transition (all four outcomes)
    ok                  INTEGER NOT NULL,
    failures            INTEGER NOT NULL,             -- outcome = 'failed'
    cancelled           INTEGER NOT NULL,
    ignored             INTEGER NOT NULL,
    restores            INTEGER NOT NULL,             -- transitions with a known restore_mismatch (0 or 1)
    mismatches          INTEGER NOT NULL,             -- restore_mismatch = 1
    durations           INTEGER NOT NULL,             -- transitions with a duration_ms
    duration_p50_ms     REAL,                         -- nearest rank over duration_ms; NULL when durations = 0
    duration_p95_ms     REAL
) STRICT;

CREATE INDEX daily_rollups_by_day ON daily_rollups (day, strategy);

-- Failures per kind, same grain plus the kind ('unspecified' when a failed line named none).
CREATE TABLE daily_rollup_failures (
    day                 TEXT    NOT NULL,
    strategy            TEXT    NOT NULL,
    os_major            INTEGER,
    os_minor            INTEGER,
    app_version         TEXT,
    direction           TEXT    NOT NULL,
    failure             TEXT    NOT NULL,
    failures            INTEGER NOT NULL
) STRICT;

CREATE INDEX daily_rollup_failures_by_day ON daily_rollup_failures (day, strategy);

-- One row per day whose rollups were computed (also when the day had no transitions),
-- so "no data that day" is told apart from "not computed yet".
CREATE TABLE daily_rollup_days (
    day                 TEXT    PRIMARY KEY,
    transitions         INTEGER NOT NULL,
    computed_at         INTEGER NOT NULL              -- epoch ms UTC
) STRICT;

-- One row per `fstel prune` that removed rows: everything with ts < before_ts is gone.
CREATE TABLE pruned_ranges (
    prune_id            INTEGER PRIMARY KEY,
    pruned_at           INTEGER NOT NULL,             -- epoch ms UTC
    before_ts           INTEGER NOT NULL,             -- epoch ms UTC: rows older than this were deleted
    before_day          TEXT    NOT NULL,             -- the same, as 'YYYY-MM-DD'
    transitions         INTEGER NOT NULL,
    sessions            INTEGER NOT NULL
) STRICT;
