-- 0010 (PostgreSQL): the ingest adds the rollups itself. `fstel ingest` computes each
-- batch's counts in the client (as on SQLite) from the rows its statements stored, and adds
-- them to transition_rollup, failure_rollup, restore_rollup and duration_sketches with one
-- upsert per table at the batch's end. It says so for its transaction only
-- (`SET LOCAL fstel.rollups_added_by_writer = 'on'`), and the insert trigger then leaves the
-- rollups alone; any other INSERT or COPY into `transitions` (a hand-written one, or an
-- older fstel) still gets its rows counted by the trigger, exactly as before.

CREATE OR REPLACE FUNCTION transitions_after_insert() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT SET work_mem = '64MB' AS $$
BEGIN
    IF current_setting('fstel.rollups_added_by_writer', true) = 'on' THEN
        RETURN NULL;
    END IF;
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
