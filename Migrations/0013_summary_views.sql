-- 0013: stable views over the summaries that ingest keeps and `fstel prune` leaves alone,
-- for ad-hoc SQL that must agree with `fstel report` over any range, pruned days included
-- (docs/sql.md). Names and columns are stable: dashboards are built on them. Day is text
-- 'YYYY-MM-DD'; OS and app columns are NULL for sessions whose session_start was never
-- stored. Rows whose counts are all 0 (left behind when a session's facts arrived late) are
-- left out.

-- Transitions per day, strategy, OS, device, app version and direction. attempts = ok +
-- failures (cancelled and ignored are counted apart, never in a rate).
CREATE VIEW daily_transition_counts AS
SELECT date(r.day * 86400, 'unixepoch')                     AS day,
       r.strategy                                           AS strategy,
       CASE WHEN r.started <> 0 THEN r.os_name END          AS os_name,
       r.os_major                                           AS os_major,
       r.os_minor                                           AS os_minor,
       CASE WHEN r.started <> 0 THEN r.os_version END       AS os_version,
       CASE WHEN r.started <> 0 THEN r.device_model END     AS device_model,
       CASE WHEN r.started <> 0 THEN r.app_version END      AS app_version,
       r.direction                                          AS direction,
       r.ok + r.failed                                      AS attempts,
       r.ok                                                 AS ok,
       r.failed                                             AS failures,
       r.cancelled                                          AS cancelled,
       r.ignored                                            AS ignored,
       r.restores                                           AS restores,
       r.mismatches                                         AS mismatches,
       r.durations                                          AS durations
FROM transition_rollup AS r
WHERE r.ok <> 0 OR r.failed <> 0 OR r.cancelled <> 0 OR r.ignored <> 0;

-- Failed transitions per kind, per day, strategy, OS version, app version and direction.
-- failure is NULL when the failed line named no kind (`fstel report failures` lists named
-- kinds only, and its share is of those).
CREATE VIEW daily_failure_kinds AS
SELECT date(f.day * 86400, 'unixepoch')                     AS day,
       f.strategy                                           AS strategy,
       f.os_major                                           AS os_major,
       f.os_minor                                           AS os_minor,
       CASE WHEN f.started <> 0 THEN f.os_version END       AS os_version,
       CASE WHEN f.started <> 0 THEN f.app_version END      AS app_version,
       f.direction                                          AS direction,
       nullif(f.failure, '')                                AS failure,
       f.failures                                           AS failures
FROM failure_rollup AS f
WHERE f.failures <> 0;

-- Restores (exits whose landing index path is known) per day, strategy, OS version, app
-- version, restore method and container: how many, how many landed elsewhere
-- (mismatches), and how many found the cell reused.
CREATE VIEW daily_restore_counts AS
SELECT date(r.day * 86400, 'unixepoch')                     AS day,
       r.strategy                                           AS strategy,
       r.os_major                                           AS os_major,
       r.os_minor                                           AS os_minor,
       CASE WHEN r.started <> 0 THEN r.os_version END       AS os_version,
       CASE WHEN r.started <> 0 THEN r.app_version END      AS app_version,
       nullif(r.method, '')                                 AS method,
       nullif(r.container, '')                              AS container,
       r.restores                                           AS restores,
       r.mismatches                                         AS mismatches,
       r.cell_reused                                        AS cell_reused
FROM restore_rollup AS r
WHERE r.restores <> 0 OR r.mismatches <> 0 OR r.cell_reused <> 0;

-- The durations (duration_ms) per day, strategy, direction, OS version and app version as
-- a quantile sketch (1% relative accuracy), the changes not yet folded in included. Merge
-- the sketches of a group with fstel_sketch_sum() and read them with fstel_sketch_count(),
-- fstel_sketch_percentile(sketch, 50) and fstel_sketch_max(): fstel's own functions, so
-- this view is read with `fstel sql` (the others work in any SQLite client).
CREATE VIEW daily_duration_sketches AS
SELECT date(k.day * 86400, 'unixepoch')                     AS day,
       k.strategy                                           AS strategy,
       max(k.os_major)                                      AS os_major,
       max(k.os_minor)                                      AS os_minor,
       CASE WHEN k.started <> 0 THEN k.os_version END       AS os_version,
       CASE WHEN k.started <> 0 THEN k.app_version END      AS app_version,
       k.direction                                          AS direction,
       fstel_sketch_sum(k.sketch)                           AS sketch
FROM (SELECT s.day, s.strategy, s.direction, s.started, s.os_version, s.app_version, s.os_major, s.os_minor, s.sketch
      FROM duration_sketch AS s
      UNION ALL
      SELECT c.day, c.strategy, c.direction, c.started, c.os_version, c.app_version, max(c.os_major), max(c.os_minor),
             fstel_duration_sketch(c.duration_ms, c.weight)
      FROM duration_sketch_changes AS c
      GROUP BY c.day, c.strategy, c.direction, c.started, c.os_version, c.app_version) AS k
GROUP BY k.day, k.strategy, k.direction, k.started, k.os_version, k.app_version;

-- One row per UTC day whose raw rows `fstel prune` deleted (their counts stay in the views
-- above). in_restores_and_durations is 0 for days pruned before restore and duration
-- summaries were kept (a store pruned before migration 0009): daily_restore_counts and
-- daily_duration_sketches lack those days.
CREATE VIEW pruned_days AS
WITH RECURSIVE days(day, last) AS (
    SELECT min(p.first_day), date((max(p.before_ts) - 1) / 1000, 'unixepoch')
    FROM pruned_ranges AS p
    HAVING min(p.first_day) IS NOT NULL
    UNION ALL
    SELECT date(d.day, '+1 day'), d.last FROM days AS d WHERE d.day < d.last
)
SELECT d.day AS day,
       d.day > coalesce((SELECT date((max(p.before_ts) - 1) / 1000, 'unixepoch') FROM pruned_ranges AS p
                         WHERE p.before_summaries = 1), '') AS in_restores_and_durations
FROM days AS d;
