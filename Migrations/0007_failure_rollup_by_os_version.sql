-- 0007: `failure_rollup` (migration 0005) keyed without the OS name and the device model:
-- by day, strategy, direction, OS version, app version and kind. Nightly and the
-- `daily_rollup_failures` view need no finer grain, and the table had five times more rows
-- than the counts it holds needed (123,949 against 22,862 on a 10M-transition store),
-- which the ingest paid for at every commit. Counts are summed from the old table, so
-- nothing is recounted from raw rows (pruned days keep theirs).

DROP VIEW daily_rollup_failures;
DROP TRIGGER transition_rollup_after_delete;
DROP TRIGGER transition_rollup_after_session_update;

-- Failed transitions per kind, keyed like transition_rollup without the OS name and the
-- device model (os_major/os_minor follow os_version), plus the kind.
CREATE TABLE failure_rollup_0007 (
    day                 INTEGER NOT NULL,             -- UTC day number: floor(ts / 86400000)
    strategy            TEXT    NOT NULL,
    direction           TEXT    NOT NULL,
    started             INTEGER NOT NULL,
    os_version          TEXT    NOT NULL,
    app_version         TEXT    NOT NULL,
    failure             TEXT    NOT NULL,             -- '' when the failed line named no kind
    os_major            INTEGER,
    os_minor            INTEGER,
    failures            INTEGER NOT NULL,
    PRIMARY KEY (day, strategy, direction, started, os_version, app_version, failure)
) STRICT, WITHOUT ROWID;

INSERT INTO failure_rollup_0007 (day, strategy, direction, started, os_version, app_version, failure,
    os_major, os_minor, failures)
SELECT day, strategy, direction, started, os_version, app_version, failure, max(os_major), max(os_minor), sum(failures)
FROM failure_rollup
GROUP BY day, strategy, direction, started, os_version, app_version, failure;

DROP TABLE failure_rollup;
ALTER TABLE failure_rollup_0007 RENAME TO failure_rollup;

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
      AND (day, strategy, direction, started, os_version, app_version, failure) =
        (SELECT OLD.ts / 86400000 - (OLD.ts < 0 AND OLD.ts % 86400000 <> 0), OLD.strategy, OLD.direction,
                s.started_at IS NOT NULL, coalesce(s.os_version, ''), coalesce(s.app_version, ''), coalesce(OLD.failure, '')
         FROM sessions AS s WHERE s.session_key = OLD.session_key);
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
