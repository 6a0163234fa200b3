-- 0006 (PostgreSQL): duration sketches kept as one row per key (UTC day, strategy,
-- direction, started, OS version, app version) holding its buckets and their counts in two
-- arrays (`duration_sketches`), as SQLite keeps one sketch per key, instead of one row per
-- key and bucket. The rows per key and bucket stay readable as before through the view
-- `duration_sketch` (same columns; buckets whose count fell to 0 are left out, as readers
-- left them out), so reports, nightly and the tests read the same numbers.
--
-- Why: the statement-level trigger that keeps the rollups inserted about 160,000 new
-- (key, bucket) rows per 500,000-line ingest batch into a 7-column btree; replaying the
-- second batch of the 997,687-line benchmark file (benchmark server settings of
-- Benchmarks/run.sh, load average about 2), that upsert alone took 2.9 s of the batch's
-- 11.8 s transitions statement. Per key, about 6,000 rows per batch are upserted now, and a
-- key met again merges its arrays (`duration_sketch_merge`).
--
-- os_major and os_minor are the key's (the first stored, or the session's new facts), as
-- on SQLite; rows copied from 0002's table take the largest of the key's buckets.

CREATE TABLE duration_sketches (
    day                 integer NOT NULL,
    strategy            text    NOT NULL,
    direction           text    NOT NULL,
    started             integer NOT NULL,
    os_version          text    NOT NULL,
    app_version         text    NOT NULL,
    os_major            integer,
    os_minor            integer,
    buckets             integer[] NOT NULL,           -- DurationSketch bucket indexes, ascending, each once
    counts              bigint[]  NOT NULL,           -- durations in each bucket, never 0 after a merge
    PRIMARY KEY (day, strategy, direction, started, os_version, app_version)
);

INSERT INTO duration_sketches (day, strategy, direction, started, os_version, app_version, os_major, os_minor,
    buckets, counts)
SELECT day, strategy, direction, started, os_version, app_version, max(os_major), max(os_minor),
       array_agg(bucket ORDER BY bucket), array_agg(durations ORDER BY bucket)
FROM duration_sketch WHERE durations <> 0
GROUP BY 1, 2, 3, 4, 5, 6;

DROP TABLE duration_sketch;

-- One row per key and bucket with a count other than 0: 0002's table, as its readers read it.
CREATE VIEW duration_sketch AS
SELECT d.day, d.strategy, d.direction, d.started, d.os_version, d.app_version, d.os_major, d.os_minor,
       b.bucket, b.durations
FROM duration_sketches AS d CROSS JOIN LATERAL unnest(d.buckets, d.counts) AS b(bucket, durations)
WHERE b.durations <> 0;

-- Two sketches of one key merged: the counts of each bucket summed, buckets whose sum is 0
-- left out, ascending.
CREATE FUNCTION duration_sketch_merge(buckets integer[], counts bigint[], more_buckets integer[], more_counts bigint[],
    OUT merged_buckets integer[], OUT merged_counts bigint[])
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
    SELECT coalesce(array_agg(bucket ORDER BY bucket), '{}'), coalesce(array_agg(durations ORDER BY bucket), '{}')
    FROM (SELECT bucket, sum(durations)::bigint AS durations
          FROM (SELECT * FROM unnest(buckets, counts) UNION ALL SELECT * FROM unnest(more_buckets, more_counts))
               AS u(bucket, durations)
          GROUP BY bucket HAVING sum(durations) <> 0) AS g
$$;

CREATE OR REPLACE FUNCTION transitions_after_insert() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT SET work_mem = '64MB' AS $$
BEGIN
    WITH facts AS MATERIALIZED (
        SELECT utc_day_number(n.ts) AS day, n.strategy, n.direction, n.outcome, n.failure, n.duration_ms,
               n.restore_mismatch, n.restore_method, n.restore_container, n.cell_reused,
               (s.started_at IS NOT NULL)::integer AS started, coalesce(s.os_name, '') AS os_name,
               coalesce(s.os_version, '') AS os_version, coalesce(s.device_model, '') AS device_model,
               coalesce(s.app_version, '') AS app_version, s.os_major, s.os_minor
        FROM new_transitions AS n JOIN sessions AS s ON s.session_key = n.session_key
    ), counts AS (
        INSERT INTO transition_rollup AS r (day, strategy, direction, started, os_name, os_version, device_model,
            app_version, os_major, os_minor, ok, failed, cancelled, ignored, restores, mismatches, durations)
        SELECT day, strategy, direction, started, os_name, os_version, device_model, app_version,
               max(os_major), max(os_minor),
               count(*) FILTER (WHERE outcome = 'ok'), count(*) FILTER (WHERE outcome = 'failed'),
               count(*) FILTER (WHERE outcome = 'cancelled'), count(*) FILTER (WHERE outcome = 'ignored'),
               count(restore_mismatch), count(*) FILTER (WHERE restore_mismatch = 1), count(duration_ms)
        FROM facts
        GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
        ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
        ON CONFLICT (day, strategy, direction, started, os_name, os_version, device_model, app_version) DO UPDATE
        SET ok = r.ok + excluded.ok, failed = r.failed + excluded.failed,
            cancelled = r.cancelled + excluded.cancelled, ignored = r.ignored + excluded.ignored,
            restores = r.restores + excluded.restores, mismatches = r.mismatches + excluded.mismatches,
            durations = r.durations + excluded.durations
    ), failures AS (
        INSERT INTO failure_rollup AS f (day, strategy, direction, started, os_version, app_version, failure,
            os_major, os_minor, failures)
        SELECT day, strategy, direction, started, os_version, app_version, coalesce(failure, ''),
               max(os_major), max(os_minor), count(*)
        FROM facts WHERE outcome = 'failed'
        GROUP BY 1, 2, 3, 4, 5, 6, 7
        ORDER BY 1, 2, 3, 4, 5, 6, 7
        ON CONFLICT (day, strategy, direction, started, os_version, app_version, failure) DO UPDATE
        SET failures = f.failures + excluded.failures
    ), restores AS (
        INSERT INTO restore_rollup AS r (day, strategy, started, os_version, app_version, method, container,
            os_major, os_minor, restores, mismatches, cell_reused)
        SELECT day, strategy, started, os_version, app_version, coalesce(restore_method, ''),
               coalesce(restore_container, ''), max(os_major), max(os_minor),
               count(*), count(*) FILTER (WHERE restore_mismatch = 1), count(*) FILTER (WHERE cell_reused = 1)
        FROM facts WHERE direction = 'exit' AND restore_mismatch IS NOT NULL
        GROUP BY 1, 2, 3, 4, 5, 6, 7
        ORDER BY 1, 2, 3, 4, 5, 6, 7
        ON CONFLICT (day, strategy, started, os_version, app_version, method, container) DO UPDATE
        SET restores = r.restores + excluded.restores, mismatches = r.mismatches + excluded.mismatches,
            cell_reused = r.cell_reused + excluded.cell_reused
    )
    INSERT INTO duration_sketches AS d (day, strategy, direction, started, os_version, app_version, os_major, os_minor,
        buckets, counts)
    SELECT day, strategy, direction, started, os_version, app_version, max(os_major), max(os_minor),
           array_agg(bucket ORDER BY bucket), array_agg(durations ORDER BY bucket)
    FROM (SELECT day, strategy, direction, started, os_version, app_version, max(os_major) AS os_major,
                 max(os_minor) AS os_minor, duration_bucket(duration_ms) AS bucket, count(*) AS durations
          FROM facts WHERE duration_ms IS NOT NULL
          GROUP BY 1, 2, 3, 4, 5, 6, 9) AS b
    GROUP BY 1, 2, 3, 4, 5, 6
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (day, strategy, direction, started, os_version, app_version) DO UPDATE
    SET (buckets, counts) = (SELECT m.merged_buckets, m.merged_counts
                             FROM duration_sketch_merge(d.buckets, d.counts, excluded.buckets, excluded.counts) AS m);
    RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION summaries_after_delete() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT SET work_mem = '64MB' AS $$
BEGIN
    WITH facts AS MATERIALIZED (
        SELECT utc_day_number(o.ts) AS day, o.strategy, o.direction, o.duration_ms, o.restore_mismatch,
               o.restore_method, o.restore_container, o.cell_reused,
               (s.started_at IS NOT NULL)::integer AS started, coalesce(s.os_version, '') AS os_version,
               coalesce(s.app_version, '') AS app_version, s.os_major, s.os_minor
        FROM old_transitions AS o JOIN sessions AS s ON s.session_key = o.session_key
        WHERE o.ts >= coalesce((SELECT max(before_ts) FROM pruned_ranges), -9223372036854775807)
          AND ((o.direction = 'exit' AND o.restore_mismatch IS NOT NULL) OR o.duration_ms IS NOT NULL)
    ), restores AS (
        INSERT INTO restore_rollup AS r (day, strategy, started, os_version, app_version, method, container,
            os_major, os_minor, restores, mismatches, cell_reused)
        SELECT day, strategy, started, os_version, app_version, coalesce(restore_method, ''),
               coalesce(restore_container, ''), max(os_major), max(os_minor),
               -count(*), -count(*) FILTER (WHERE restore_mismatch = 1), -count(*) FILTER (WHERE cell_reused = 1)
        FROM facts WHERE direction = 'exit' AND restore_mismatch IS NOT NULL
        GROUP BY 1, 2, 3, 4, 5, 6, 7
        ORDER BY 1, 2, 3, 4, 5, 6, 7
        ON CONFLICT (day, strategy, started, os_version, app_version, method, container) DO UPDATE
        SET restores = r.restores + excluded.restores, mismatches = r.mismatches + excluded.mismatches,
            cell_reused = r.cell_reused + excluded.cell_reused
    )
    INSERT INTO duration_sketches AS d (day, strategy, direction, started, os_version, app_version, os_major, os_minor,
        buckets, counts)
    SELECT day, strategy, direction, started, os_version, app_version, max(os_major), max(os_minor),
           array_agg(bucket ORDER BY bucket), array_agg(durations ORDER BY bucket)
    FROM (SELECT day, strategy, direction, started, os_version, app_version, max(os_major) AS os_major,
                 max(os_minor) AS os_minor, duration_bucket(duration_ms) AS bucket, -count(*) AS durations
          FROM facts WHERE duration_ms IS NOT NULL
          GROUP BY 1, 2, 3, 4, 5, 6, 9) AS b
    GROUP BY 1, 2, 3, 4, 5, 6
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (day, strategy, direction, started, os_version, app_version) DO UPDATE
    SET (buckets, counts) = (SELECT m.merged_buckets, m.merged_counts
                             FROM duration_sketch_merge(d.buckets, d.counts, excluded.buckets, excluded.counts) AS m);
    RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION summaries_after_session_update() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
    INSERT INTO restore_rollup AS r (day, strategy, started, os_version, app_version, method, container,
        os_major, os_minor, restores, mismatches, cell_reused)
    SELECT utc_day_number(t.ts), t.strategy, (OLD.started_at IS NOT NULL)::integer, coalesce(OLD.os_version, ''),
           coalesce(OLD.app_version, ''), coalesce(t.restore_method, ''), coalesce(t.restore_container, ''),
           OLD.os_major, OLD.os_minor,
           -count(*), -count(*) FILTER (WHERE t.restore_mismatch = 1), -count(*) FILTER (WHERE t.cell_reused = 1)
    FROM transitions AS t
    WHERE t.session_key = NEW.session_key AND t.direction = 'exit' AND t.restore_mismatch IS NOT NULL
    GROUP BY 1, 2, 6, 7
    ORDER BY 1, 2, 6, 7
    ON CONFLICT (day, strategy, started, os_version, app_version, method, container) DO UPDATE
    SET restores = r.restores + excluded.restores, mismatches = r.mismatches + excluded.mismatches,
        cell_reused = r.cell_reused + excluded.cell_reused;
    INSERT INTO restore_rollup AS r (day, strategy, started, os_version, app_version, method, container,
        os_major, os_minor, restores, mismatches, cell_reused)
    SELECT utc_day_number(t.ts), t.strategy, (NEW.started_at IS NOT NULL)::integer, coalesce(NEW.os_version, ''),
           coalesce(NEW.app_version, ''), coalesce(t.restore_method, ''), coalesce(t.restore_container, ''),
           NEW.os_major, NEW.os_minor,
           count(*), count(*) FILTER (WHERE t.restore_mismatch = 1), count(*) FILTER (WHERE t.cell_reused = 1)
    FROM transitions AS t
    WHERE t.session_key = NEW.session_key AND t.direction = 'exit' AND t.restore_mismatch IS NOT NULL
    GROUP BY 1, 2, 6, 7
    ORDER BY 1, 2, 6, 7
    ON CONFLICT (day, strategy, started, os_version, app_version, method, container) DO UPDATE
    SET restores = r.restores + excluded.restores, mismatches = r.mismatches + excluded.mismatches,
        cell_reused = r.cell_reused + excluded.cell_reused, os_major = excluded.os_major, os_minor = excluded.os_minor;
    INSERT INTO duration_sketches AS d (day, strategy, direction, started, os_version, app_version, os_major, os_minor,
        buckets, counts)
    SELECT day, strategy, direction, (OLD.started_at IS NOT NULL)::integer, coalesce(OLD.os_version, ''),
           coalesce(OLD.app_version, ''), OLD.os_major, OLD.os_minor,
           array_agg(bucket ORDER BY bucket), array_agg(durations ORDER BY bucket)
    FROM (SELECT utc_day_number(t.ts) AS day, t.strategy, t.direction, duration_bucket(t.duration_ms) AS bucket,
                 -count(*) AS durations
          FROM transitions AS t
          WHERE t.session_key = NEW.session_key AND t.duration_ms IS NOT NULL
          GROUP BY 1, 2, 3, 4) AS b
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (day, strategy, direction, started, os_version, app_version) DO UPDATE
    SET (buckets, counts) = (SELECT m.merged_buckets, m.merged_counts
                             FROM duration_sketch_merge(d.buckets, d.counts, excluded.buckets, excluded.counts) AS m);
    INSERT INTO duration_sketches AS d (day, strategy, direction, started, os_version, app_version, os_major, os_minor,
        buckets, counts)
    SELECT day, strategy, direction, (NEW.started_at IS NOT NULL)::integer, coalesce(NEW.os_version, ''),
           coalesce(NEW.app_version, ''), NEW.os_major, NEW.os_minor,
           array_agg(bucket ORDER BY bucket), array_agg(durations ORDER BY bucket)
    FROM (SELECT utc_day_number(t.ts) AS day, t.strategy, t.direction, duration_bucket(t.duration_ms) AS bucket,
                 count(*) AS durations
          FROM transitions AS t
          WHERE t.session_key = NEW.session_key AND t.duration_ms IS NOT NULL
          GROUP BY 1, 2, 3, 4) AS b
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (day, strategy, direction, started, os_version, app_version) DO UPDATE
    SET (buckets, counts) = (SELECT m.merged_buckets, m.merged_counts
                             FROM duration_sketch_merge(d.buckets, d.counts, excluded.buckets, excluded.counts) AS m),
        os_major = excluded.os_major, os_minor = excluded.os_minor;
    RETURN NULL;
END;
$$;

