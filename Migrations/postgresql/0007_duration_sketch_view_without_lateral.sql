-- 0007 (PostgreSQL): the view `duration_sketch` of 0006 reads the arrays with two
-- set-returning calls in its select list (run in step, one row per bucket) instead of a
-- LATERAL `unnest(buckets, counts)`, which builds a tuple store for every key. Same rows
-- and columns; quals on the key columns still reach `duration_sketches`.
--
-- Measured on the 997,687-line benchmark file's store (6,039 keys, 310,244 buckets), the
-- durations report's grouping query (strategy and bucket, summed), load average about 4:
-- 0006's view 210 ms, this one 150 ms; 0002's table 117-171 ms in one process (75 ms with
-- two parallel workers). `fstel report durations --format json` (same JSON on all three),
-- three runs each, interleaved, load average about 3: 0002's table 0.15-0.17 s, 0006's view
-- 0.27 s, this view 0.20-0.22 s.

CREATE OR REPLACE VIEW duration_sketch AS
SELECT day, strategy, direction, started, os_version, app_version, os_major, os_minor, bucket, durations
FROM (SELECT d.day, d.strategy, d.direction, d.started, d.os_version, d.app_version, d.os_major, d.os_minor,
             unnest(d.buckets) AS bucket, unnest(d.counts) AS durations
      FROM duration_sketches AS d) AS b
WHERE durations <> 0;
