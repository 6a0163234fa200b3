-- 0017: summaries of the transition fields the other rollups do not slice by, so that
-- `fstel report causes` finds where a strategy's failures concentrate over any range,
-- pruned days included (docs/metrics.md, "Where failures concentrate"):
--   * `dimension_rollup`: attempts (ok + failed) and failures per UTC day, strategy,
--     dimension (`app_state`, `trigger`, `from_orientation`, `to_orientation`,
--     `restore_container`) and value ('' when the line named none);
--   * `dimension_failure_rollup`: the failures of each kind at the same grain.
-- Every attempt counts once under each dimension, so a dimension's values add up to the
-- strategy's attempts. Neither is keyed by session facts (device, OS, app version: those
-- are in `transition_rollup` and `failure_rollup`), so a session's late `session_start`
-- changes nothing here. The ingest writer adds a batch's counts at its commit, as it does
-- for the other rollups; a delete newer than the newest prune cut takes its row out (the
-- trigger below); a prune leaves them as they are.
-- Existing stores: both are built from the raw rows still stored. Days an earlier prune
-- removed cannot be summarised any more; `fstel report causes` says so.

CREATE TABLE dimension_rollup (
    day                 INTEGER NOT NULL,             -- UTC day number: floor(ts / 86400000)
    strategy            TEXT    NOT NULL,
    dimension           TEXT    NOT NULL,             -- app_state, trigger, from_orientation, to_orientation, restore_container
    value               TEXT    NOT NULL,             -- the field's value, '' when the line named none
    attempts            INTEGER NOT NULL,             -- transitions with outcome ok or failed
    failures            INTEGER NOT NULL,             -- of which failed
    PRIMARY KEY (day, strategy, dimension, value)
) STRICT, WITHOUT ROWID;

CREATE TABLE dimension_failure_rollup (
    day                 INTEGER NOT NULL,
    strategy            TEXT    NOT NULL,
    dimension           TEXT    NOT NULL,
    value               TEXT    NOT NULL,
    failure             TEXT    NOT NULL,             -- the failure kind, '' when none was named
    failures            INTEGER NOT NULL,
    PRIMARY KEY (day, strategy, dimension, value, failure)
) STRICT, WITHOUT ROWID;

WITH dims (dimension) AS (
    VALUES ('app_state'), ('trigger'), ('from_orientation'), ('to_orientation'), ('restore_container')
), attempts AS (
    SELECT t.ts / 86400000 - (t.ts < 0 AND t.ts % 86400000 <> 0) AS day, t.strategy, t.outcome, t.failure,
           t.app_state, t.trigger, t.from_orientation, t.to_orientation, t.restore_container
    FROM transitions AS t WHERE t.outcome IN ('ok', 'failed')
), valued AS (
    SELECT a.day, a.strategy, d.dimension, a.outcome, a.failure,
           coalesce(CASE d.dimension WHEN 'app_state' THEN a.app_state WHEN 'trigger' THEN a.trigger
                    WHEN 'from_orientation' THEN a.from_orientation WHEN 'to_orientation' THEN a.to_orientation
                    ELSE a.restore_container END, '') AS value
    FROM attempts AS a CROSS JOIN dims AS d
)
INSERT INTO dimension_rollup (day, strategy, dimension, value, attempts, failures)
SELECT day, strategy, dimension, value, count(*), count(*) FILTER (WHERE outcome = 'failed')
FROM valued GROUP BY 1, 2, 3, 4;

WITH dims (dimension) AS (
    VALUES ('app_state'), ('trigger'), ('from_orientation'), ('to_orientation'), ('restore_container')
), failed AS (
    SELECT t.ts / 86400000 - (t.ts < 0 AND t.ts % 86400000 <> 0) AS day, t.strategy, coalesce(t.failure, '') AS failure,
           t.app_state, t.trigger, t.from_orientation, t.to_orientation, t.restore_container
    FROM transitions AS t WHERE t.outcome = 'failed'
), valued AS (
    SELECT f.day, f.strategy, d.dimension, f.failure,
           coalesce(CASE d.dimension WHEN 'app_state' THEN f.app_state WHEN 'trigger' THEN f.trigger
                    WHEN 'from_orientation' THEN f.from_orientation WHEN 'to_orientation' THEN f.to_orientation
                    ELSE f.restore_container END, '') AS value
    FROM failed AS f CROSS JOIN dims AS d
)
INSERT INTO dimension_failure_rollup (day, strategy, dimension, value, failure, failures)
SELECT day, strategy, dimension, value, failure, count(*)
FROM valued GROUP BY 1, 2, 3, 4, 5;

-- A deleted attempt is taken out unless it is older than the newest prune cut. Rows live in
-- `transition_rows` (migrations 0008, 0012): flags bits 1-2 are the outcome (0 ok, 1
-- failed); `codes` packs the dictionary codes of trigger (bits 0-9), from_orientation
-- (10-19), to_orientation (20-29) and app_state (40-49), or flags bit 13 says they are in
-- `transition_overflow` (whose row this trigger, created after that table's delete
-- trigger, still finds: SQLite runs the newest trigger first).
CREATE TRIGGER dimension_rollup_after_delete AFTER DELETE ON transition_rows
WHEN OLD.ts >= coalesce((SELECT max(before_ts) FROM pruned_ranges), -9223372036854775807)
 AND (OLD.flags >> 1) & 3 <= 1
BEGIN
    UPDATE dimension_rollup SET attempts = attempts - 1, failures = failures - ((OLD.flags >> 1) & 3 = 1)
    WHERE day = OLD.ts / 86400000 - (OLD.ts < 0 AND OLD.ts % 86400000 <> 0)
      AND strategy = (SELECT d.value FROM dictionary AS d WHERE d.code = OLD.strategy)
      AND (dimension, value) IN (
        SELECT 'app_state', coalesce((SELECT d.value FROM dictionary AS d WHERE d.code = CASE WHEN OLD.flags & 8192
            THEN (SELECT o.app_state FROM transition_overflow AS o WHERE o.session_key = OLD.session_key AND o.seq = OLD.seq)
            ELSE (OLD.codes >> 40) & 1023 END), '')
        UNION ALL SELECT 'trigger', coalesce((SELECT d.value FROM dictionary AS d WHERE d.code = CASE WHEN OLD.flags & 8192
            THEN (SELECT o.trigger FROM transition_overflow AS o WHERE o.session_key = OLD.session_key AND o.seq = OLD.seq)
            ELSE OLD.codes & 1023 END), '')
        UNION ALL SELECT 'from_orientation', coalesce((SELECT d.value FROM dictionary AS d WHERE d.code = CASE WHEN OLD.flags & 8192
            THEN (SELECT o.from_orientation FROM transition_overflow AS o WHERE o.session_key = OLD.session_key AND o.seq = OLD.seq)
            ELSE (OLD.codes >> 10) & 1023 END), '')
        UNION ALL SELECT 'to_orientation', coalesce((SELECT d.value FROM dictionary AS d WHERE d.code = CASE WHEN OLD.flags & 8192
            THEN (SELECT o.to_orientation FROM transition_overflow AS o WHERE o.session_key = OLD.session_key AND o.seq = OLD.seq)
            ELSE (OLD.codes >> 20) & 1023 END), '')
        UNION ALL SELECT 'restore_container',
            coalesce((SELECT d.value FROM dictionary AS d WHERE d.code = OLD.restore_container), ''));
    UPDATE dimension_failure_rollup SET failures = failures - 1
    WHERE (OLD.flags >> 1) & 3 = 1
      AND day = OLD.ts / 86400000 - (OLD.ts < 0 AND OLD.ts % 86400000 <> 0)
      AND strategy = (SELECT d.value FROM dictionary AS d WHERE d.code = OLD.strategy)
      AND failure = coalesce((SELECT d.value FROM dictionary AS d WHERE d.code = OLD.failure), '')
      AND (dimension, value) IN (
        SELECT 'app_state', coalesce((SELECT d.value FROM dictionary AS d WHERE d.code = CASE WHEN OLD.flags & 8192
            THEN (SELECT o.app_state FROM transition_overflow AS o WHERE o.session_key = OLD.session_key AND o.seq = OLD.seq)
            ELSE (OLD.codes >> 40) & 1023 END), '')
        UNION ALL SELECT 'trigger', coalesce((SELECT d.value FROM dictionary AS d WHERE d.code = CASE WHEN OLD.flags & 8192
            THEN (SELECT o.trigger FROM transition_overflow AS o WHERE o.session_key = OLD.session_key AND o.seq = OLD.seq)
            ELSE OLD.codes & 1023 END), '')
        UNION ALL SELECT 'from_orientation', coalesce((SELECT d.value FROM dictionary AS d WHERE d.code = CASE WHEN OLD.flags & 8192
            THEN (SELECT o.from_orientation FROM transition_overflow AS o WHERE o.session_key = OLD.session_key AND o.seq = OLD.seq)
            ELSE (OLD.codes >> 10) & 1023 END), '')
        UNION ALL SELECT 'to_orientation', coalesce((SELECT d.value FROM dictionary AS d WHERE d.code = CASE WHEN OLD.flags & 8192
            THEN (SELECT o.to_orientation FROM transition_overflow AS o WHERE o.session_key = OLD.session_key AND o.seq = OLD.seq)
            ELSE (OLD.codes >> 20) & 1023 END), '')
        UNION ALL SELECT 'restore_container',
            coalesce((SELECT d.value FROM dictionary AS d WHERE d.code = OLD.restore_container), ''));
END;
