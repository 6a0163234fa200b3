-- 0005: counts that retention never loses, and one definition of an attempt.
--
-- The rollups the ingest writer keeps in the same transaction as the rows become the one
-- source of counts (docs/nightly.md, "Counts and retention"):
--   * `transition_rollup` gains `restores`, `mismatches` and `durations`;
--   * failures per kind go to the new `failure_rollup`, same key plus the kind;
--   * deleting a raw row older than the newest cut of `fstel prune` no longer subtracts it
--     (retention removes raw rows, never counts); any other delete still does;
--   * `daily_rollups` and `daily_rollup_failures` become views over them, where an attempt
--     is a transition whose outcome is ok or failed (cancelled and ignored counted apart),
--     as in every report;
--   * duration percentiles, which no sum can keep, are computed by `fstel nightly` from the
--     raw rows into `daily_durations`.
-- Existing stores: both rollups are rebuilt from the raw rows, then the nightly rollups of
-- days an earlier prune removed are added back (their OS version is known to major.minor
-- only, their OS name and device model not at all); the raw rows still stored for those
-- days arrived after that prune, so nothing is counted twice.

ALTER TABLE transition_rollup ADD COLUMN restores INTEGER NOT NULL DEFAULT 0;     -- transitions with a known restore_mismatch
ALTER TABLE transition_rollup ADD COLUMN mismatches INTEGER NOT NULL DEFAULT 0;   -- restore_mismatch = 1
ALTER TABLE transition_rollup ADD COLUMN durations INTEGER NOT NULL DEFAULT 0;    -- transitions with a duration_ms

-- Failed transitions per kind, keyed like transition_rollup plus the kind.
CREATE TABLE failure_rollup (
    day                 INTEGER NOT NULL,             -- UTC day number: floor(ts / 86400000)
    strategy            TEXT    NOT NULL,
    direction           TEXT    NOT NULL,
    started             INTEGER NOT NULL,
    os_name             TEXT    NOT NULL,
    os_version          TEXT    NOT NULL,
    device_model        TEXT    NOT NULL,
    app_version         TEXT    NOT NULL,
    failure             TEXT    NOT NULL,             -- '' when the failed line named no kind
    os_major            INTEGER,
    os_minor            INTEGER,
    failures            INTEGER NOT NULL,
    PRIMARY KEY (day, strategy, direction, started, os_name, os_version, device_model, app_version, failure)
) STRICT, WITHOUT ROWID;

-- The oldest day whose raw rows a prune deleted (NULL for prunes made before 0005).
ALTER TABLE pruned_ranges ADD COLUMN first_day TEXT;

-- Rebuild from the raw rows.
DELETE FROM transition_rollup;
INSERT INTO transition_rollup (day, strategy, direction, started, os_name, os_version, device_model, app_version,
    os_major, os_minor, ok, failed, cancelled, ignored, restores, mismatches, durations)
SELECT t.ts / 86400000 - (t.ts < 0 AND t.ts % 86400000 <> 0), t.strategy, t.direction,
       s.started_at IS NOT NULL, coalesce(s.os_name, ''), coalesce(s.os_version, ''),
       coalesce(s.device_model, ''), coalesce(s.app_version, ''), s.os_major, s.os_minor,
       count(*) FILTER (WHERE t.outcome = 'ok'), count(*) FILTER (WHERE t.outcome = 'failed'),
       count(*) FILTER (WHERE t.outcome = 'cancelled'), count(*) FILTER (WHERE t.outcome = 'ignored'),
       count(t.restore_mismatch), count(*) FILTER (WHERE t.restore_mismatch = 1), count(t.duration_ms)
FROM transitions AS t JOIN sessions AS s ON s.session_key = t.session_key
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;

INSERT INTO failure_rollup (day, strategy, direction, started, os_name, os_version, device_model, app_version,
    failure, os_major, os_minor, failures)
SELECT t.ts / 86400000 - (t.ts < 0 AND t.ts % 86400000 <> 0), t.strategy, t.direction,
       s.started_at IS NOT NULL, coalesce(s.os_name, ''), coalesce(s.os_version, ''),
       coalesce(s.device_model, ''), coalesce(s.app_version, ''), coalesce(t.failure, ''), s.os_major, s.os_minor,
       count(*)
FROM transitions AS t JOIN sessions AS s ON s.session_key = t.session_key
WHERE t.outcome = 'failed'
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;

-- Days an earlier prune removed: their counts survive only in the nightly rollups.
INSERT INTO transition_rollup (day, strategy, direction, started, os_name, os_version, device_model, app_version,
    os_major, os_minor, ok, failed, cancelled, ignored, restores, mismatches, durations)
SELECT CAST(julianday(d.day) - 2440587.5 AS INTEGER), d.strategy, d.direction,
       d.os_major IS NOT NULL OR d.app_version IS NOT NULL, '',
       CASE WHEN d.os_major IS NULL THEN '' ELSE d.os_major || '.' || coalesce(d.os_minor, 0) END, '',
       coalesce(d.app_version, ''), d.os_major, d.os_minor,
       d.ok, d.failures, d.cancelled, d.ignored, d.restores, d.mismatches, d.durations
FROM daily_rollups AS d
WHERE d.day < (SELECT max(before_day) FROM pruned_ranges)
ON CONFLICT DO UPDATE SET ok = ok + excluded.ok, failed = failed + excluded.failed,
    cancelled = cancelled + excluded.cancelled, ignored = ignored + excluded.ignored,
    restores = restores + excluded.restores, mismatches = mismatches + excluded.mismatches,
    durations = durations + excluded.durations;

INSERT INTO failure_rollup (day, strategy, direction, started, os_name, os_version, device_model, app_version,
    failure, os_major, os_minor, failures)
SELECT CAST(julianday(f.day) - 2440587.5 AS INTEGER), f.strategy, f.direction,
       f.os_major IS NOT NULL OR f.app_version IS NOT NULL, '',
       CASE WHEN f.os_major IS NULL THEN '' ELSE f.os_major || '.' || coalesce(f.os_minor, 0) END, '',
       coalesce(f.app_version, ''), f.failure, f.os_major, f.os_minor, f.failures
FROM daily_rollup_failures AS f
WHERE f.day < (SELECT max(before_day) FROM pruned_ranges)
ON CONFLICT DO UPDATE SET failures = failures + excluded.failures;

-- Duration percentiles per nightly grain, computed by `fstel nightly` from the raw rows of
-- the day when it runs (a percentile is not a sum: it cannot be kept by ingest).
CREATE TABLE daily_durations (
    day                 TEXT    NOT NULL,
    strategy            TEXT    NOT NULL,
    os_major            INTEGER,
    os_minor            INTEGER,
    app_version         TEXT,
    direction           TEXT    NOT NULL,
    durations           INTEGER NOT NULL,             -- durations the percentiles were computed over
    duration_p50_ms     REAL    NOT NULL,
    duration_p95_ms     REAL    NOT NULL
) STRICT;

CREATE INDEX daily_durations_by_day ON daily_durations (day, strategy);

INSERT INTO daily_durations
SELECT day, strategy, os_major, os_minor, app_version, direction, durations, duration_p50_ms, duration_p95_ms
FROM daily_rollups
WHERE durations > 0 AND duration_p50_ms IS NOT NULL AND duration_p95_ms IS NOT NULL;

DROP TABLE daily_rollups;
DROP TABLE daily_rollup_failures;

-- One row per day x strategy x os_major x os_minor x app_version x direction, from the
-- counts ingest keeps. OS and app columns are NULL for sessions whose session_start was
-- never stored.
CREATE VIEW daily_rollups AS
WITH counts AS (
    SELECT date(r.day * 86400, 'unixepoch')                 AS day,
           r.strategy                                       AS strategy,
           CASE WHEN r.started THEN r.os_major END          AS os_major,
           CASE WHEN r.started THEN r.os_minor END          AS os_minor,
           CASE WHEN r.started THEN r.app_version END       AS app_version,
           r.direction                                      AS direction,
           sum(r.ok + r.failed)                             AS attempts,
           sum(r.ok)                                        AS ok,
           sum(r.failed)                                    AS failures,
           sum(r.cancelled)                                 AS cancelled,
           sum(r.ignored)                                   AS ignored,
           sum(r.restores)                                  AS restores,
           sum(r.mismatches)                                AS mismatches,
           sum(r.durations)                                 AS durations
    FROM transition_rollup AS r
    GROUP BY r.day, r.strategy, 3, 4, 5, r.direction
    HAVING sum(r.ok + r.failed + r.cancelled + r.ignored) > 0
)
SELECT c.day, c.strategy, c.os_major, c.os_minor, c.app_version, c.direction, c.attempts, c.ok, c.failures,
       c.cancelled, c.ignored, c.restores, c.mismatches, c.durations,
       d.duration_p50_ms AS duration_p50_ms, d.duration_p95_ms AS duration_p95_ms
FROM counts AS c
LEFT JOIN daily_durations AS d
    ON d.day = c.day AND d.strategy = c.strategy AND d.direction = c.direction
   AND d.os_major IS c.os_major AND d.os_minor IS c.os_minor AND d.app_version IS c.app_version;

-- Failed transitions per kind at the same grain ('unspecified' when a line named none).
CREATE VIEW daily_rollup_failures AS
SELECT date(f.day * 86400, 'unixepoch')                     AS day,
       f.strategy                                           AS strategy,
       CASE WHEN f.started THEN f.os_major END              AS os_major,
       CASE WHEN f.started THEN f.os_minor END              AS os_minor,
       CASE WHEN f.started THEN f.app_version END           AS app_version,
       f.direction                                          AS direction,
       CASE WHEN f.failure = '' THEN 'unspecified' ELSE f.failure END AS failure,
       sum(f.failures)                                      AS failures
FROM failure_rollup AS f
GROUP BY f.day, f.strategy, 3, 4, 5, f.direction, 7
HAVING sum(f.failures) > 0;

-- A deleted transition is subtracted unless it is older than the newest prune cut:
-- `fstel prune` records its cut first, then removes raw rows that stay counted.
DROP TRIGGER transition_rollup_after_delete;
CREATE TRIGGER transition_rollup_after_delete AFTER DELETE ON transitions
WHEN OLD.ts >= coalesce((SELECT max(before_ts) FROM pruned_ranges), -9223372036854775807)
BEGIN
    UPDATE transition_rollup SET ok = ok - (OLD.outcome = 'ok'), failed = failed - (OLD.outcome = 'failed'),
        cancelled = cancelled - (OLD.outcome = 'cancelled'), ignored = ignored - (OLD.outcome = 'ignored'),
        restores = restores - (OLD.restore_mismatch IS NOT NULL), mismatches = mismatches - (OLD.restore_mismatch IS 1),
        durations = durations - (OLD.duration_ms IS NOT NULL)
    WHERE (day, strategy, direction, started, os_name, os_version, device_model, app_version) =
        (SELECT OLD.ts / 86400000 - (OLD.ts < 0 AND OLD.ts % 86400000 <> 0), OLD.strategy, OLD.direction,
                s.started_at IS NOT NULL, coalesce(s.os_name, ''), coalesce(s.os_version, ''),
                coalesce(s.device_model, ''), coalesce(s.app_version, '')
         FROM sessions AS s WHERE s.session_key = OLD.session_key);
    UPDATE failure_rollup SET failures = failures - 1
    WHERE OLD.outcome = 'failed'
      AND (day, strategy, direction, started, os_name, os_version, device_model, app_version, failure) =
        (SELECT OLD.ts / 86400000 - (OLD.ts < 0 AND OLD.ts % 86400000 <> 0), OLD.strategy, OLD.direction,
                s.started_at IS NOT NULL, coalesce(s.os_name, ''), coalesce(s.os_version, ''),
                coalesce(s.device_model, ''), coalesce(s.app_version, ''), coalesce(OLD.failure, '')
         FROM sessions AS s WHERE s.session_key = OLD.session_key);
END;

-- A session's facts arrive or change: move the counts of its stored transitions (those a
-- prune removed stay where they were counted).
DROP TRIGGER transition_rollup_after_session_update;
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
    INSERT INTO failure_rollup (day, strategy, direction, started, os_name, os_version, device_model, app_version,
        failure, os_major, os_minor, failures)
    SELECT t.ts / 86400000 - (t.ts < 0 AND t.ts % 86400000 <> 0), t.strategy, t.direction,
           OLD.started_at IS NOT NULL, coalesce(OLD.os_name, ''), coalesce(OLD.os_version, ''),
           coalesce(OLD.device_model, ''), coalesce(OLD.app_version, ''), coalesce(t.failure, ''),
           OLD.os_major, OLD.os_minor, -count(*)
    FROM transitions AS t WHERE t.session_key = NEW.session_key AND t.outcome = 'failed'
    GROUP BY 1, 2, 3, 9
    ON CONFLICT DO UPDATE SET failures = failures + excluded.failures;
    INSERT INTO failure_rollup (day, strategy, direction, started, os_name, os_version, device_model, app_version,
        failure, os_major, os_minor, failures)
    SELECT t.ts / 86400000 - (t.ts < 0 AND t.ts % 86400000 <> 0), t.strategy, t.direction,
           NEW.started_at IS NOT NULL, coalesce(NEW.os_name, ''), coalesce(NEW.os_version, ''),
           coalesce(NEW.device_model, ''), coalesce(NEW.app_version, ''), coalesce(t.failure, ''),
           NEW.os_major, NEW.os_minor, count(*)
    FROM transitions AS t WHERE t.session_key = NEW.session_key AND t.outcome = 'failed'
    GROUP BY 1, 2, 3, 9
    ON CONFLICT DO UPDATE SET failures = failures + excluded.failures,
        os_major = excluded.os_major, os_minor = excluded.os_minor;
END;
