-- 0008 (PostgreSQL): the views over the summaries of SQLite's 0013, with the same names,
-- columns and values (docs/sql.md): counts that agree with `fstel report` over any range,
-- pruned days included. Durations are `daily_duration_buckets` here, one row per sketch
-- bucket (SQLite keeps a sketch per key as a blob, `daily_duration_sketches`).

CREATE VIEW daily_transition_counts AS
SELECT to_char(date '1970-01-01' + r.day, 'YYYY-MM-DD')     AS day,
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

CREATE VIEW daily_failure_kinds AS
SELECT to_char(date '1970-01-01' + f.day, 'YYYY-MM-DD')     AS day,
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

CREATE VIEW daily_restore_counts AS
SELECT to_char(date '1970-01-01' + r.day, 'YYYY-MM-DD')     AS day,
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

-- Durations per key and sketch bucket: bucket_ms = 2γ^bucket / (γ + 1), γ = 1.01 / 0.99
-- (0 for the bucket of zero durations, -2147483648). The nearest-rank percentile p of a
-- group is the bucket_ms of the first bucket, in ascending order, at which the running sum
-- of durations reaches ceil(p / 100 · total).
CREATE VIEW daily_duration_buckets AS
SELECT to_char(date '1970-01-01' + b.day, 'YYYY-MM-DD')     AS day,
       b.strategy                                           AS strategy,
       b.os_major                                           AS os_major,
       b.os_minor                                           AS os_minor,
       CASE WHEN b.started <> 0 THEN b.os_version END       AS os_version,
       CASE WHEN b.started <> 0 THEN b.app_version END      AS app_version,
       b.direction                                          AS direction,
       b.bucket                                             AS bucket,
       CASE WHEN b.bucket = -2147483648 THEN 0
            ELSE exp(least(b.bucket * ln(1.01::float8 / 0.99::float8) + ln(2 / (1.01::float8 / 0.99::float8 + 1)), 709.78))
       END::double precision                                AS bucket_ms,
       b.durations                                          AS durations
FROM duration_sketch AS b;

CREATE VIEW pruned_days AS
WITH bounds AS (
    SELECT min(p.first_day) AS first,
           to_char(date '1970-01-01' + floor((max(p.before_ts) - 1) / 86400000.0)::integer, 'YYYY-MM-DD') AS last
    FROM pruned_ranges AS p
    HAVING min(p.first_day) IS NOT NULL
)
SELECT to_char(d, 'YYYY-MM-DD') AS day,
       (to_char(d, 'YYYY-MM-DD') > coalesce((SELECT to_char(date '1970-01-01' + floor((max(p.before_ts) - 1) / 86400000.0)::integer, 'YYYY-MM-DD')
                                             FROM pruned_ranges AS p WHERE p.before_summaries = 1), ''))::integer AS in_restores_and_durations
FROM bounds, generate_series(bounds.first::date, bounds.last::date, interval '1 day') AS d;
