-- 0002 (PostgreSQL): the summaries of SQLite's 0009 (`restore_rollup`, duration sketches,
-- `pruned_ranges.before_summaries`), and every rollup kept by the database itself: where
-- SQLite's ingest writer gathers counts in Swift and adds them at its commit, PostgreSQL
-- keeps them with statement-level triggers that read the rows each statement inserted
-- (`REFERENCING NEW TABLE`), so that any INSERT or COPY into `transitions` keeps
-- `transition_rollup`, `failure_rollup`, `restore_rollup` and `duration_sketch` exact,
-- counting only the rows actually stored (an `INSERT ... ON CONFLICT DO NOTHING` counts
-- none of the rows it skipped). With this version a PostgreSQL store holds what an SQLite
-- store holds at version 10 (docs/postgresql.md, "Migrations").
--
-- Rows must be written through `transitions` itself: a statement that names a day
-- partition (`transitions_YYYYMMDD`) fires no statement-level trigger of `transitions`.

-- Restores (exits with a known target and landing), mismatches and reused cells per UTC
-- day, strategy, OS version, app version, restore method and container (SQLite 0009).
CREATE TABLE restore_rollup (
    day                 integer NOT NULL,             -- UTC day number: floor(ts / 86400000)
    strategy            text    NOT NULL,
    started             integer NOT NULL,             -- 1 when the session's session_start is stored
    os_version          text    NOT NULL,             -- session facts, '' while unknown
    app_version         text    NOT NULL,
    method              text    NOT NULL,             -- restore_method, '' when the line named none
    container           text    NOT NULL,             -- restore_container, '' when the line named none
    os_major            integer,
    os_minor            integer,
    restores            bigint  NOT NULL,             -- exits with a known restore_mismatch
    mismatches          bigint  NOT NULL,             -- of which restore_mismatch = 1
    cell_reused         bigint  NOT NULL,             -- of which cell_reused = 1
    direction           text    NOT NULL GENERATED ALWAYS AS ('exit') STORED,  -- a restore is an exit
    PRIMARY KEY (day, strategy, started, os_version, app_version, method, container)
);

-- The duration sketches of SQLite's 0009, one row per bucket instead of one blob per key,
-- so that a trigger adds to them with an upsert: per UTC day, strategy, direction, OS
-- version and app version, how many `duration_ms` fall in each bucket of
-- Sources/FSTelStore/Summaries/DurationSketch.swift (DDSketch, 1% relative accuracy):
-- bucket i = ceil(ln(x) / ln(γ)), γ = 1.01 / 0.99, clamped to ±40000, for x > 0
-- (`duration_bucket(x)`, the same arithmetic as Swift's, so the same bucket for every
-- value); -2147483648 for 0 (and anything not above 0). Summing `durations` per bucket
-- over any set of rows gives the merged sketch. Counts may fall to 0 when a session's facts
-- move its durations, or a delete takes them out.
CREATE TABLE duration_sketch (
    day                 integer NOT NULL,
    strategy            text    NOT NULL,
    direction           text    NOT NULL,
    started             integer NOT NULL,
    os_version          text    NOT NULL,
    app_version         text    NOT NULL,
    os_major            integer,
    os_minor            integer,
    bucket              integer NOT NULL,             -- DurationSketch's bucket index; -2147483648 holds the zeros
    durations           bigint  NOT NULL,             -- durations in that bucket
    PRIMARY KEY (day, strategy, direction, started, os_version, app_version, bucket)
);

-- The bucket of a duration, as DurationSketch.bucketIndex computes it in Swift:
-- ceil(log(x) * (1 / log(γ))) in double precision with the same constant (49.99833328888678
-- is 1 / ln((1 + 0.01) / (1 - 0.01)) to the last bit), clamped to ±40000; NaN, 0 and
-- below go to the zero bucket.
CREATE FUNCTION duration_bucket(duration_ms double precision) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN CASE WHEN duration_ms > 0 AND duration_ms <> 'NaN'::double precision
            THEN greatest(-40000, least(40000, ceil(ln(duration_ms) * 49.99833328888678::double precision)))::integer
            ELSE -2147483648 END;

-- 1 for prunes made before this migration: the rows they deleted are not in restore_rollup
-- and duration_sketch.
ALTER TABLE pruned_ranges ADD COLUMN before_summaries integer NOT NULL DEFAULT 0;
UPDATE pruned_ranges SET before_summaries = 1;

-- Existing stores: the new summaries from the raw rows still stored.
INSERT INTO restore_rollup (day, strategy, started, os_version, app_version, method, container,
    os_major, os_minor, restores, mismatches, cell_reused)
SELECT utc_day_number(t.ts), t.strategy, (s.started_at IS NOT NULL)::integer, coalesce(s.os_version, ''),
       coalesce(s.app_version, ''), coalesce(t.restore_method, ''), coalesce(t.restore_container, ''),
       max(s.os_major), max(s.os_minor),
       count(*), count(*) FILTER (WHERE t.restore_mismatch = 1), count(*) FILTER (WHERE t.cell_reused = 1)
FROM transitions AS t JOIN sessions AS s ON s.session_key = t.session_key
WHERE t.direction = 'exit' AND t.restore_mismatch IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7;

INSERT INTO duration_sketch (day, strategy, direction, started, os_version, app_version, os_major, os_minor,
    bucket, durations)
SELECT utc_day_number(t.ts), t.strategy, t.direction, (s.started_at IS NOT NULL)::integer,
       coalesce(s.os_version, ''), coalesce(s.app_version, ''), max(s.os_major), max(s.os_minor),
       duration_bucket(t.duration_ms), count(*)
FROM transitions AS t JOIN sessions AS s ON s.session_key = t.session_key
WHERE t.duration_ms IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6, 9;

-- Stored transitions are counted under their session's facts as they are when the
-- statement that stored them ends (unknown, '' and started = 0, while its session_start
-- is not stored; `sessions_after_facts_update` and `summaries_after_session_update` move
-- them when it arrives). Each rollup gets one upsert per statement, its keys in order so
-- that concurrent writers lock rollup rows in the same order.
CREATE FUNCTION transitions_after_insert() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
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
    INSERT INTO duration_sketch AS d (day, strategy, direction, started, os_version, app_version, os_major, os_minor,
        bucket, durations)
    SELECT day, strategy, direction, started, os_version, app_version, max(os_major), max(os_minor),
           duration_bucket(duration_ms), count(*)
    FROM facts WHERE duration_ms IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6, 9
    ORDER BY 1, 2, 3, 4, 5, 6, 9
    ON CONFLICT (day, strategy, direction, started, os_version, app_version, bucket) DO UPDATE
    SET durations = d.durations + excluded.durations;
    RETURN NULL;
END;
$$;

CREATE TRIGGER transitions_after_insert AFTER INSERT ON transitions
REFERENCING NEW TABLE AS new_transitions
FOR EACH STATEMENT EXECUTE FUNCTION transitions_after_insert();

-- Deleted transitions are taken out of the new summaries unless older than the newest
-- prune cut (transition_rollup and failure_rollup: `transitions_after_delete` of 0001).
CREATE FUNCTION summaries_after_delete() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
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
    INSERT INTO duration_sketch AS d (day, strategy, direction, started, os_version, app_version, os_major, os_minor,
        bucket, durations)
    SELECT day, strategy, direction, started, os_version, app_version, max(os_major), max(os_minor),
           duration_bucket(duration_ms), -count(*)
    FROM facts WHERE duration_ms IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6, 9
    ORDER BY 1, 2, 3, 4, 5, 6, 9
    ON CONFLICT (day, strategy, direction, started, os_version, app_version, bucket) DO UPDATE
    SET durations = d.durations + excluded.durations;
    RETURN NULL;
END;
$$;

CREATE TRIGGER summaries_after_delete AFTER DELETE ON transitions
REFERENCING OLD TABLE AS old_transitions
FOR EACH STATEMENT EXECUTE FUNCTION summaries_after_delete();

-- A session's facts arrive or change: move its stored transitions in the new summaries
-- from the old facts to the new ones (transition_rollup and failure_rollup:
-- `sessions_after_facts_update` of 0001; those a prune removed stay where they were counted).
CREATE FUNCTION summaries_after_session_update() RETURNS trigger
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
    INSERT INTO duration_sketch AS d (day, strategy, direction, started, os_version, app_version, os_major, os_minor,
        bucket, durations)
    SELECT utc_day_number(t.ts), t.strategy, t.direction, (OLD.started_at IS NOT NULL)::integer,
           coalesce(OLD.os_version, ''), coalesce(OLD.app_version, ''), OLD.os_major, OLD.os_minor,
           duration_bucket(t.duration_ms), -count(*)
    FROM transitions AS t
    WHERE t.session_key = NEW.session_key AND t.duration_ms IS NOT NULL
    GROUP BY 1, 2, 3, 9
    ORDER BY 1, 2, 3, 9
    ON CONFLICT (day, strategy, direction, started, os_version, app_version, bucket) DO UPDATE
    SET durations = d.durations + excluded.durations;
    INSERT INTO duration_sketch AS d (day, strategy, direction, started, os_version, app_version, os_major, os_minor,
        bucket, durations)
    SELECT utc_day_number(t.ts), t.strategy, t.direction, (NEW.started_at IS NOT NULL)::integer,
           coalesce(NEW.os_version, ''), coalesce(NEW.app_version, ''), NEW.os_major, NEW.os_minor,
           duration_bucket(t.duration_ms), count(*)
    FROM transitions AS t
    WHERE t.session_key = NEW.session_key AND t.duration_ms IS NOT NULL
    GROUP BY 1, 2, 3, 9
    ORDER BY 1, 2, 3, 9
    ON CONFLICT (day, strategy, direction, started, os_version, app_version, bucket) DO UPDATE
    SET durations = d.durations + excluded.durations, os_major = excluded.os_major, os_minor = excluded.os_minor;
    RETURN NULL;
END;
$$;

CREATE TRIGGER summaries_after_session_update
AFTER UPDATE OF started_at, os_version, os_major, os_minor, app_version ON sessions
FOR EACH ROW
WHEN ((OLD.started_at IS NULL) <> (NEW.started_at IS NULL)
      OR OLD.os_version IS DISTINCT FROM NEW.os_version OR OLD.app_version IS DISTINCT FROM NEW.app_version
      OR OLD.os_major IS DISTINCT FROM NEW.os_major OR OLD.os_minor IS DISTINCT FROM NEW.os_minor)
EXECUTE FUNCTION summaries_after_session_update();
