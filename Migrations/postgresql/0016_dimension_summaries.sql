-- 0016 (PostgreSQL): the summaries of SQLite's 0017, so that `fstel report causes` finds
-- where a strategy's failures concentrate over any range, pruned days included:
--   * `dimension_rollup`: attempts (ok + failed) and failures per UTC day, strategy,
--     dimension (`app_state`, `trigger`, `from_orientation`, `to_orientation`,
--     `restore_container`) and value ('' when the line named none);
--   * `dimension_failure_rollup`: the failures of each kind at the same grain.
-- Neither is keyed by session facts: a session's late `session_start` moves nothing here.
-- The ingest adds a batch's counts with the other rollups (PostgresRollupWriter), in the
-- same transaction; a prune leaves them as they are. Half of each page is kept free for
-- in-place updates, as for the other rollups (0013).
-- Existing stores: both are built from the raw rows still stored.

CREATE TABLE dimension_rollup (
    day                 integer NOT NULL,             -- UTC day number: floor(ts / 86400000)
    strategy            text    NOT NULL,
    dimension           text    NOT NULL,             -- app_state, trigger, from_orientation, to_orientation, restore_container
    value               text    NOT NULL,             -- the field's value, '' when the line named none
    attempts            bigint  NOT NULL,             -- transitions with outcome ok or failed
    failures            bigint  NOT NULL,             -- of which failed
    PRIMARY KEY (day, strategy, dimension, value)
) WITH (fillfactor = 50);

CREATE TABLE dimension_failure_rollup (
    day                 integer NOT NULL,
    strategy            text    NOT NULL,
    dimension           text    NOT NULL,
    value               text    NOT NULL,
    failure             text    NOT NULL,             -- the failure kind, '' when none was named
    failures            bigint  NOT NULL,
    PRIMARY KEY (day, strategy, dimension, value, failure)
) WITH (fillfactor = 50);

INSERT INTO dimension_rollup (day, strategy, dimension, value, attempts, failures)
SELECT utc_day_number(t.ts), t.strategy, d.dimension,
       coalesce(CASE d.dimension WHEN 'app_state' THEN t.app_state WHEN 'trigger' THEN t.trigger
                WHEN 'from_orientation' THEN t.from_orientation WHEN 'to_orientation' THEN t.to_orientation
                ELSE t.restore_container END, ''),
       count(*), count(*) FILTER (WHERE t.outcome = 'failed')
FROM transitions AS t
CROSS JOIN (VALUES ('app_state'), ('trigger'), ('from_orientation'), ('to_orientation'), ('restore_container')) AS d(dimension)
WHERE t.outcome IN ('ok', 'failed')
GROUP BY 1, 2, 3, 4;

INSERT INTO dimension_failure_rollup (day, strategy, dimension, value, failure, failures)
SELECT utc_day_number(t.ts), t.strategy, d.dimension,
       coalesce(CASE d.dimension WHEN 'app_state' THEN t.app_state WHEN 'trigger' THEN t.trigger
                WHEN 'from_orientation' THEN t.from_orientation WHEN 'to_orientation' THEN t.to_orientation
                ELSE t.restore_container END, ''),
       coalesce(t.failure, ''), count(*)
FROM transitions AS t
CROSS JOIN (VALUES ('app_state'), ('trigger'), ('from_orientation'), ('to_orientation'), ('restore_container')) AS d(dimension)
WHERE t.outcome = 'failed'
GROUP BY 1, 2, 3, 4, 5;
