--
-- PostgreSQL database dump
--

\restrict 0d37TI7YdOfPpbmRaDmaIdbamRBzq2JlDPQXI9oPzcz3zAHFoT8d0owkQzbFSvB

-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)
-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: duration_bucket(double precision); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.duration_bucket(duration_ms double precision) RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN CASE WHEN (duration_ms IS NULL) THEN NULL::integer WHEN ((duration_ms > (0)::double precision) AND (duration_ms <> 'NaN'::double precision)) THEN (GREATEST(('-40000'::integer)::double precision, LEAST((40000)::double precision, ceil((ln(duration_ms) * (49.99833328888678)::double precision)))))::integer ELSE '-2147483648'::integer END;


--
-- Name: duration_sketch_merge(integer[], bigint[], integer[], bigint[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.duration_sketch_merge(buckets integer[], counts bigint[], more_buckets integer[], more_counts bigint[], OUT merged_buckets integer[], OUT merged_counts bigint[]) RETURNS record
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
    SELECT coalesce(array_agg(bucket ORDER BY bucket), '{}'), coalesce(array_agg(durations ORDER BY bucket), '{}')
    FROM (SELECT bucket, sum(durations)::bigint AS durations
          FROM (SELECT * FROM unnest(buckets, counts) UNION ALL SELECT * FROM unnest(more_buckets, more_counts))
               AS u(bucket, durations)
          GROUP BY bucket HAVING sum(durations) <> 0) AS g
$$;


--
-- Name: sessions_after_facts_update(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.sessions_after_facts_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO '$user', 'public'
    AS $$
BEGIN
    INSERT INTO transition_rollup AS r (day, strategy, direction, started, os_name, os_version, device_model,
        app_version, os_major, os_minor, ok, failed, cancelled, ignored, restores, mismatches, durations)
    SELECT utc_day_number(t.ts), t.strategy, t.direction,
           (OLD.started_at IS NOT NULL)::integer, coalesce(OLD.os_name, ''), coalesce(OLD.os_version, ''),
           coalesce(OLD.device_model, ''), coalesce(OLD.app_version, ''), OLD.os_major, OLD.os_minor,
           -count(*) FILTER (WHERE t.outcome = 'ok'), -count(*) FILTER (WHERE t.outcome = 'failed'),
           -count(*) FILTER (WHERE t.outcome = 'cancelled'), -count(*) FILTER (WHERE t.outcome = 'ignored'),
           -count(t.restore_mismatch), -count(*) FILTER (WHERE t.restore_mismatch = 1), -count(t.duration_ms)
    FROM transitions AS t WHERE t.session_key = NEW.session_key
    GROUP BY 1, 2, 3
    ON CONFLICT (day, strategy, direction, started, os_name, os_version, device_model, app_version) DO UPDATE
    SET ok = r.ok + excluded.ok, failed = r.failed + excluded.failed,
        cancelled = r.cancelled + excluded.cancelled, ignored = r.ignored + excluded.ignored,
        restores = r.restores + excluded.restores, mismatches = r.mismatches + excluded.mismatches,
        durations = r.durations + excluded.durations;
    INSERT INTO transition_rollup AS r (day, strategy, direction, started, os_name, os_version, device_model,
        app_version, os_major, os_minor, ok, failed, cancelled, ignored, restores, mismatches, durations)
    SELECT utc_day_number(t.ts), t.strategy, t.direction,
           (NEW.started_at IS NOT NULL)::integer, coalesce(NEW.os_name, ''), coalesce(NEW.os_version, ''),
           coalesce(NEW.device_model, ''), coalesce(NEW.app_version, ''), NEW.os_major, NEW.os_minor,
           count(*) FILTER (WHERE t.outcome = 'ok'), count(*) FILTER (WHERE t.outcome = 'failed'),
           count(*) FILTER (WHERE t.outcome = 'cancelled'), count(*) FILTER (WHERE t.outcome = 'ignored'),
           count(t.restore_mismatch), count(*) FILTER (WHERE t.restore_mismatch = 1), count(t.duration_ms)
    FROM transitions AS t WHERE t.session_key = NEW.session_key
    GROUP BY 1, 2, 3
    ON CONFLICT (day, strategy, direction, started, os_name, os_version, device_model, app_version) DO UPDATE
    SET ok = r.ok + excluded.ok, failed = r.failed + excluded.failed,
        cancelled = r.cancelled + excluded.cancelled, ignored = r.ignored + excluded.ignored,
        restores = r.restores + excluded.restores, mismatches = r.mismatches + excluded.mismatches,
        durations = r.durations + excluded.durations, os_major = excluded.os_major, os_minor = excluded.os_minor;
    INSERT INTO failure_rollup AS f (day, strategy, direction, started, os_version, app_version, failure,
        os_major, os_minor, failures)
    SELECT utc_day_number(t.ts), t.strategy, t.direction,
           (OLD.started_at IS NOT NULL)::integer, coalesce(OLD.os_version, ''), coalesce(OLD.app_version, ''),
           coalesce(t.failure, ''), OLD.os_major, OLD.os_minor, -count(*)
    FROM transitions AS t WHERE t.session_key = NEW.session_key AND t.outcome = 'failed'
    GROUP BY 1, 2, 3, 7
    ON CONFLICT (day, strategy, direction, started, os_version, app_version, failure) DO UPDATE
    SET failures = f.failures + excluded.failures;
    INSERT INTO failure_rollup AS f (day, strategy, direction, started, os_version, app_version, failure,
        os_major, os_minor, failures)
    SELECT utc_day_number(t.ts), t.strategy, t.direction,
           (NEW.started_at IS NOT NULL)::integer, coalesce(NEW.os_version, ''), coalesce(NEW.app_version, ''),
           coalesce(t.failure, ''), NEW.os_major, NEW.os_minor, count(*)
    FROM transitions AS t WHERE t.session_key = NEW.session_key AND t.outcome = 'failed'
    GROUP BY 1, 2, 3, 7
    ON CONFLICT (day, strategy, direction, started, os_version, app_version, failure) DO UPDATE
    SET failures = f.failures + excluded.failures, os_major = excluded.os_major, os_minor = excluded.os_minor;
    RETURN NULL;
END;
$$;


--
-- Name: summaries_after_delete(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.summaries_after_delete() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO '$user', 'public'
    SET work_mem TO '64MB'
    AS $$
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


--
-- Name: summaries_after_session_update(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.summaries_after_session_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO '$user', 'public'
    AS $$
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


--
-- Name: transitions_after_delete(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.transitions_after_delete() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO '$user', 'public'
    AS $$
DECLARE
    s sessions%ROWTYPE;
BEGIN
    DELETE FROM transition_keys WHERE session_key = OLD.session_key AND seq = OLD.seq;
    IF OLD.ts < coalesce((SELECT max(before_ts) FROM pruned_ranges), -9223372036854775807) THEN
        RETURN NULL;
    END IF;
    SELECT * INTO s FROM sessions WHERE session_key = OLD.session_key;
    UPDATE transition_rollup
    SET ok = ok - (OLD.outcome = 'ok')::integer, failed = failed - (OLD.outcome = 'failed')::integer,
        cancelled = cancelled - (OLD.outcome = 'cancelled')::integer, ignored = ignored - (OLD.outcome = 'ignored')::integer,
        restores = restores - (OLD.restore_mismatch IS NOT NULL)::integer,
        mismatches = mismatches - (OLD.restore_mismatch IS NOT DISTINCT FROM 1)::integer,
        durations = durations - (OLD.duration_ms IS NOT NULL)::integer
    WHERE day = utc_day_number(OLD.ts) AND strategy = OLD.strategy AND direction = OLD.direction
      AND started = (s.started_at IS NOT NULL)::integer AND os_name = coalesce(s.os_name, '')
      AND os_version = coalesce(s.os_version, '') AND device_model = coalesce(s.device_model, '')
      AND app_version = coalesce(s.app_version, '');
    IF OLD.outcome = 'failed' THEN
        UPDATE failure_rollup SET failures = failures - 1
        WHERE day = utc_day_number(OLD.ts) AND strategy = OLD.strategy AND direction = OLD.direction
          AND started = (s.started_at IS NOT NULL)::integer AND os_version = coalesce(s.os_version, '')
          AND app_version = coalesce(s.app_version, '') AND failure = coalesce(OLD.failure, '');
    END IF;
    RETURN NULL;
END;
$$;


--
-- Name: transitions_after_insert(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.transitions_after_insert() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO '$user', 'public'
    SET work_mem TO '64MB'
    AS $$
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


--
-- Name: transitions_partition(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.transitions_partition(day integer) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
DECLARE
    name text := 'transitions_' || to_char(date '1970-01-01' + day, 'YYYYMMDD');
BEGIN
    IF to_regclass(quote_ident(name)) IS NOT NULL THEN
        RETURN name;
    END IF;
    PERFORM pg_advisory_xact_lock(hashtext('fstel.transitions_partition'), day);
    IF to_regclass(quote_ident(name)) IS NULL THEN
        EXECUTE format('CREATE TABLE %I (LIKE transitions INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', name);
        EXECUTE format('ALTER TABLE transitions ATTACH PARTITION %I FOR VALUES FROM (%s) TO (%s)',
                       name, day::bigint * 86400000, (day::bigint + 1) * 86400000);
    END IF;
    RETURN name;
END;
$$;


--
-- Name: utc_day_number(bigint); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.utc_day_number(ts bigint) RETURNS integer
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN (((ts / 86400000) - (((ts % (86400000)::bigint) < 0))::integer))::integer;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: duration_sketches; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.duration_sketches (
    day integer NOT NULL,
    strategy text NOT NULL,
    direction text NOT NULL,
    started integer NOT NULL,
    os_version text NOT NULL,
    app_version text NOT NULL,
    os_major integer,
    os_minor integer,
    buckets integer[] NOT NULL,
    counts bigint[] NOT NULL
);


--
-- Name: duration_sketch; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.duration_sketch AS
 SELECT b.day,
    b.strategy,
    b.direction,
    b.started,
    b.os_version,
    b.app_version,
    b.os_major,
    b.os_minor,
    b.bucket,
    b.durations
   FROM ( SELECT d.day,
            d.strategy,
            d.direction,
            d.started,
            d.os_version,
            d.app_version,
            d.os_major,
            d.os_minor,
            unnest(d.buckets) AS bucket,
            unnest(d.counts) AS durations
           FROM public.duration_sketches d) b
  WHERE (b.durations <> 0);


--
-- Name: daily_duration_buckets; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.daily_duration_buckets AS
 SELECT to_char((('1970-01-01'::date + b.day))::timestamp with time zone, 'YYYY-MM-DD'::text) AS day,
    b.strategy,
    b.os_major,
    b.os_minor,
        CASE
            WHEN (b.started <> 0) THEN b.os_version
            ELSE NULL::text
        END AS os_version,
        CASE
            WHEN (b.started <> 0) THEN b.app_version
            ELSE NULL::text
        END AS app_version,
    b.direction,
    b.bucket,
        CASE
            WHEN (b.bucket = '-2147483648'::integer) THEN (0)::double precision
            ELSE exp(LEAST((((b.bucket)::double precision * ln(((1.01)::double precision / (0.99)::double precision))) + ln(((2)::double precision / (((1.01)::double precision / (0.99)::double precision) + (1)::double precision)))), (709.78)::double precision))
        END AS bucket_ms,
    b.durations
   FROM public.duration_sketch b;


--
-- Name: daily_durations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.daily_durations (
    day text NOT NULL,
    strategy text NOT NULL,
    os_major integer,
    os_minor integer,
    app_version text,
    direction text NOT NULL,
    durations bigint NOT NULL,
    duration_p50_ms double precision NOT NULL,
    duration_p95_ms double precision NOT NULL
);


--
-- Name: failure_rollup; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.failure_rollup (
    day integer NOT NULL,
    strategy text NOT NULL,
    direction text NOT NULL,
    started integer NOT NULL,
    os_version text NOT NULL,
    app_version text NOT NULL,
    failure text NOT NULL,
    os_major integer,
    os_minor integer,
    failures bigint NOT NULL
);


--
-- Name: daily_failure_kinds; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.daily_failure_kinds AS
 SELECT to_char((('1970-01-01'::date + f.day))::timestamp with time zone, 'YYYY-MM-DD'::text) AS day,
    f.strategy,
    f.os_major,
    f.os_minor,
        CASE
            WHEN (f.started <> 0) THEN f.os_version
            ELSE NULL::text
        END AS os_version,
        CASE
            WHEN (f.started <> 0) THEN f.app_version
            ELSE NULL::text
        END AS app_version,
    f.direction,
    NULLIF(f.failure, ''::text) AS failure,
    f.failures
   FROM public.failure_rollup f
  WHERE (f.failures <> 0);


--
-- Name: restore_rollup; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.restore_rollup (
    day integer NOT NULL,
    strategy text NOT NULL,
    started integer NOT NULL,
    os_version text NOT NULL,
    app_version text NOT NULL,
    method text NOT NULL,
    container text NOT NULL,
    os_major integer,
    os_minor integer,
    restores bigint NOT NULL,
    mismatches bigint NOT NULL,
    cell_reused bigint NOT NULL,
    direction text GENERATED ALWAYS AS ('exit'::text) STORED NOT NULL
);


--
-- Name: daily_restore_counts; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.daily_restore_counts AS
 SELECT to_char((('1970-01-01'::date + r.day))::timestamp with time zone, 'YYYY-MM-DD'::text) AS day,
    r.strategy,
    r.os_major,
    r.os_minor,
        CASE
            WHEN (r.started <> 0) THEN r.os_version
            ELSE NULL::text
        END AS os_version,
        CASE
            WHEN (r.started <> 0) THEN r.app_version
            ELSE NULL::text
        END AS app_version,
    NULLIF(r.method, ''::text) AS method,
    NULLIF(r.container, ''::text) AS container,
    r.restores,
    r.mismatches,
    r.cell_reused
   FROM public.restore_rollup r
  WHERE ((r.restores <> 0) OR (r.mismatches <> 0) OR (r.cell_reused <> 0));


--
-- Name: daily_rollup_days; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.daily_rollup_days (
    day text NOT NULL,
    transitions bigint NOT NULL,
    computed_at bigint NOT NULL
);


--
-- Name: daily_rollup_failures; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.daily_rollup_failures AS
 SELECT to_char((('1970-01-01'::date + f.day))::timestamp with time zone, 'YYYY-MM-DD'::text) AS day,
    f.strategy,
        CASE
            WHEN (f.started <> 0) THEN f.os_major
            ELSE NULL::integer
        END AS os_major,
        CASE
            WHEN (f.started <> 0) THEN f.os_minor
            ELSE NULL::integer
        END AS os_minor,
        CASE
            WHEN (f.started <> 0) THEN f.app_version
            ELSE NULL::text
        END AS app_version,
    f.direction,
        CASE
            WHEN (f.failure = ''::text) THEN 'unspecified'::text
            ELSE f.failure
        END AS failure,
    (sum(f.failures))::bigint AS failures
   FROM public.failure_rollup f
  GROUP BY f.day, f.strategy,
        CASE
            WHEN (f.started <> 0) THEN f.os_major
            ELSE NULL::integer
        END,
        CASE
            WHEN (f.started <> 0) THEN f.os_minor
            ELSE NULL::integer
        END,
        CASE
            WHEN (f.started <> 0) THEN f.app_version
            ELSE NULL::text
        END, f.direction,
        CASE
            WHEN (f.failure = ''::text) THEN 'unspecified'::text
            ELSE f.failure
        END
 HAVING (sum(f.failures) > (0)::numeric);


--
-- Name: transition_rollup; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.transition_rollup (
    day integer NOT NULL,
    strategy text NOT NULL,
    direction text NOT NULL,
    started integer NOT NULL,
    os_name text NOT NULL,
    os_version text NOT NULL,
    device_model text NOT NULL,
    app_version text NOT NULL,
    os_major integer,
    os_minor integer,
    ok bigint NOT NULL,
    failed bigint NOT NULL,
    cancelled bigint NOT NULL,
    ignored bigint NOT NULL,
    restores bigint DEFAULT 0 NOT NULL,
    mismatches bigint DEFAULT 0 NOT NULL,
    durations bigint DEFAULT 0 NOT NULL
);


--
-- Name: daily_rollups; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.daily_rollups AS
 WITH counts AS (
         SELECT to_char((('1970-01-01'::date + r.day))::timestamp with time zone, 'YYYY-MM-DD'::text) AS day,
            r.strategy,
                CASE
                    WHEN (r.started <> 0) THEN r.os_major
                    ELSE NULL::integer
                END AS os_major,
                CASE
                    WHEN (r.started <> 0) THEN r.os_minor
                    ELSE NULL::integer
                END AS os_minor,
                CASE
                    WHEN (r.started <> 0) THEN r.app_version
                    ELSE NULL::text
                END AS app_version,
            r.direction,
            (sum((r.ok + r.failed)))::bigint AS attempts,
            (sum(r.ok))::bigint AS ok,
            (sum(r.failed))::bigint AS failures,
            (sum(r.cancelled))::bigint AS cancelled,
            (sum(r.ignored))::bigint AS ignored,
            (sum(r.restores))::bigint AS restores,
            (sum(r.mismatches))::bigint AS mismatches,
            (sum(r.durations))::bigint AS durations
           FROM public.transition_rollup r
          GROUP BY r.day, r.strategy,
                CASE
                    WHEN (r.started <> 0) THEN r.os_major
                    ELSE NULL::integer
                END,
                CASE
                    WHEN (r.started <> 0) THEN r.os_minor
                    ELSE NULL::integer
                END,
                CASE
                    WHEN (r.started <> 0) THEN r.app_version
                    ELSE NULL::text
                END, r.direction
         HAVING (sum((((r.ok + r.failed) + r.cancelled) + r.ignored)) > (0)::numeric)
        )
 SELECT c.day,
    c.strategy,
    c.os_major,
    c.os_minor,
    c.app_version,
    c.direction,
    c.attempts,
    c.ok,
    c.failures,
    c.cancelled,
    c.ignored,
    c.restores,
    c.mismatches,
    c.durations,
    d.duration_p50_ms,
    d.duration_p95_ms
   FROM (counts c
     LEFT JOIN public.daily_durations d ON (((d.day = c.day) AND (d.strategy = c.strategy) AND (d.direction = c.direction) AND (NOT (d.os_major IS DISTINCT FROM c.os_major)) AND (NOT (d.os_minor IS DISTINCT FROM c.os_minor)) AND (NOT (d.app_version IS DISTINCT FROM c.app_version)))));


--
-- Name: daily_transition_counts; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.daily_transition_counts AS
 SELECT to_char((('1970-01-01'::date + r.day))::timestamp with time zone, 'YYYY-MM-DD'::text) AS day,
    r.strategy,
        CASE
            WHEN (r.started <> 0) THEN r.os_name
            ELSE NULL::text
        END AS os_name,
    r.os_major,
    r.os_minor,
        CASE
            WHEN (r.started <> 0) THEN r.os_version
            ELSE NULL::text
        END AS os_version,
        CASE
            WHEN (r.started <> 0) THEN r.device_model
            ELSE NULL::text
        END AS device_model,
        CASE
            WHEN (r.started <> 0) THEN r.app_version
            ELSE NULL::text
        END AS app_version,
    r.direction,
    (r.ok + r.failed) AS attempts,
    r.ok,
    r.failed AS failures,
    r.cancelled,
    r.ignored,
    r.restores,
    r.mismatches,
    r.durations
   FROM public.transition_rollup r
  WHERE ((r.ok <> 0) OR (r.failed <> 0) OR (r.cancelled <> 0) OR (r.ignored <> 0));


--
-- Name: device_names; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.device_names (
    model text NOT NULL,
    name text NOT NULL
);


--
-- Name: ingest_files; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ingest_files (
    run_id bigint NOT NULL,
    source_id bigint NOT NULL,
    start_offset bigint NOT NULL,
    end_offset bigint NOT NULL,
    lines bigint DEFAULT 0 NOT NULL,
    stored bigint DEFAULT 0 NOT NULL,
    duplicates bigint DEFAULT 0 NOT NULL,
    rejected bigint DEFAULT 0 NOT NULL,
    blank bigint DEFAULT 0 NOT NULL,
    bytes bigint DEFAULT 0 NOT NULL,
    error text
);


--
-- Name: ingest_runs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ingest_runs (
    run_id bigint NOT NULL,
    started_at bigint NOT NULL,
    finished_at bigint,
    command text NOT NULL
);


--
-- Name: ingest_runs_run_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.ingest_runs ALTER COLUMN run_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.ingest_runs_run_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: pruned_ranges; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.pruned_ranges (
    prune_id bigint NOT NULL,
    pruned_at bigint NOT NULL,
    before_ts bigint NOT NULL,
    before_day text NOT NULL,
    transitions bigint NOT NULL,
    sessions bigint NOT NULL,
    first_day text,
    before_summaries integer DEFAULT 0 NOT NULL
);


--
-- Name: pruned_days; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.pruned_days AS
 WITH bounds AS (
         SELECT min(p.first_day) AS first,
            to_char((('1970-01-01'::date + (floor((((max(p.before_ts) - 1))::numeric / 86400000.0)))::integer))::timestamp with time zone, 'YYYY-MM-DD'::text) AS last
           FROM public.pruned_ranges p
         HAVING (min(p.first_day) IS NOT NULL)
        )
 SELECT to_char(d.d, 'YYYY-MM-DD'::text) AS day,
    ((to_char(d.d, 'YYYY-MM-DD'::text) > COALESCE(( SELECT to_char((('1970-01-01'::date + (floor((((max(p.before_ts) - 1))::numeric / 86400000.0)))::integer))::timestamp with time zone, 'YYYY-MM-DD'::text) AS to_char
           FROM public.pruned_ranges p
          WHERE (p.before_summaries = 1)), ''::text)))::integer AS in_restores_and_durations
   FROM bounds,
    LATERAL generate_series(((bounds.first)::date)::timestamp with time zone, ((bounds.last)::date)::timestamp with time zone, '1 day'::interval) d(d);


--
-- Name: pruned_ranges_prune_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.pruned_ranges ALTER COLUMN prune_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.pruned_ranges_prune_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: rejected_lines; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rejected_lines (
    reject_id bigint NOT NULL,
    source_id bigint NOT NULL,
    generation bigint NOT NULL,
    run_id bigint NOT NULL,
    line bigint NOT NULL,
    byte_offset bigint NOT NULL,
    reason text NOT NULL,
    detail text NOT NULL,
    raw bytea NOT NULL,
    raw_length bigint NOT NULL,
    raw_hash bigint
);


--
-- Name: rejected_lines_reject_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.rejected_lines ALTER COLUMN reject_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.rejected_lines_reject_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: schema_migrations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.schema_migrations (
    version integer NOT NULL,
    name text NOT NULL,
    checksum text NOT NULL,
    applied_at bigint NOT NULL
);


--
-- Name: sessions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sessions (
    session_key bigint NOT NULL,
    session_id text NOT NULL,
    started_at bigint,
    ended_at bigint,
    end_reason text,
    device_model text,
    os_name text,
    os_version text,
    os_major integer,
    os_minor integer,
    os_patch integer,
    app_version text,
    app_build text,
    player_version text,
    screen_width double precision,
    screen_height double precision,
    screen_scale double precision,
    start_extra text,
    end_extra text,
    start_source_id bigint,
    start_line bigint
);


--
-- Name: transitions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.transitions (
    session_key bigint NOT NULL,
    seq bigint NOT NULL,
    ts bigint NOT NULL,
    direction text NOT NULL,
    strategy text NOT NULL,
    outcome text NOT NULL,
    failure text,
    duration_ms double precision,
    trigger text,
    from_orientation text,
    to_orientation text,
    app_state text,
    status_bar_orientation text,
    status_bar_hidden integer,
    screen_width double precision,
    screen_height double precision,
    window_width double precision,
    window_height double precision,
    bounds_swapped integer,
    restore_method text,
    restore_container text,
    restore_list text,
    restore_section bigint,
    restore_item bigint,
    restored_section bigint,
    restored_item bigint,
    cell_reused integer,
    restore_mismatch integer,
    extra text,
    source_id bigint NOT NULL,
    line bigint NOT NULL,
    run_id bigint
)
PARTITION BY RANGE (ts);


--
-- Name: session_facts; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.session_facts AS
 SELECT s.session_id,
    to_char(('1970-01-01 00:00:00'::timestamp without time zone + ((s.started_at)::double precision * '00:00:00.001'::interval)), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'::text) AS started_at,
    to_char(('1970-01-01 00:00:00'::timestamp without time zone + ((s.ended_at)::double precision * '00:00:00.001'::interval)), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'::text) AS ended_at,
    s.device_model,
    s.os_name,
    s.os_version,
    s.os_major,
    s.app_version,
    ( SELECT count(*) AS count
           FROM public.transitions t
          WHERE (t.session_key = s.session_key)) AS transitions
   FROM public.sessions s;


--
-- Name: sessions_session_key_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.sessions ALTER COLUMN session_key ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.sessions_session_key_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: sources; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sources (
    source_id bigint NOT NULL,
    path text NOT NULL,
    kind text DEFAULT 'file'::text NOT NULL,
    fingerprint bigint,
    device bigint,
    inode bigint,
    modified_ns bigint,
    compressed integer DEFAULT 0 NOT NULL,
    generation bigint DEFAULT 1 NOT NULL,
    checkpoint_offset bigint DEFAULT 0 NOT NULL,
    checkpoint_line bigint DEFAULT 0 NOT NULL,
    tail_length bigint,
    tail_hash bigint,
    file_size bigint,
    read_to_end integer DEFAULT 0 NOT NULL,
    prefix_length bigint,
    prefix_hash bigint,
    first_ingested_at bigint NOT NULL,
    last_ingested_at bigint NOT NULL,
    host text DEFAULT ''::text NOT NULL
);


--
-- Name: sources_source_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.sources ALTER COLUMN source_id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.sources_source_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: store_copies; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.store_copies (
    source_fingerprint text NOT NULL,
    source_path text NOT NULL,
    source_version integer NOT NULL,
    started_at bigint NOT NULL,
    finished_at bigint
);


--
-- Name: store_copy_tables; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.store_copy_tables (
    source_fingerprint text NOT NULL,
    table_name text NOT NULL,
    rows_copied bigint DEFAULT 0 NOT NULL,
    last_key bigint[],
    done integer DEFAULT 0 NOT NULL
);


--
-- Name: transition_facts; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.transition_facts AS
 SELECT s.session_id,
    t.seq,
    to_char(('1970-01-01 00:00:00'::timestamp without time zone + ((t.ts)::double precision * '00:00:00.001'::interval)), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'::text) AS ts,
    to_char(('1970-01-01 00:00:00'::timestamp without time zone + ((t.ts)::double precision * '00:00:00.001'::interval)), 'YYYY-MM-DD'::text) AS day,
    t.direction,
    t.strategy,
    t.outcome,
    t.failure,
    t.duration_ms,
    t.trigger,
    t.app_state,
    t.bounds_swapped,
    s.device_model,
    s.os_name,
    s.os_version,
    s.os_major,
        CASE
            WHEN (s.os_major IS NULL) THEN NULL::text
            ELSE (((s.os_major)::text || '.'::text) || (COALESCE(s.os_minor, 0))::text)
        END AS os_minor,
    s.app_version,
    t.restore_method,
    t.restore_container,
    t.restore_mismatch
   FROM (public.transitions t
     JOIN public.sessions s ON ((s.session_key = t.session_key)));


--
-- Name: transition_keys; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.transition_keys (
    session_key bigint NOT NULL,
    seq bigint NOT NULL
);


--
-- Name: transitions_20261125; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.transitions_20261125 (
    session_key bigint NOT NULL,
    seq bigint NOT NULL,
    ts bigint NOT NULL,
    direction text NOT NULL,
    strategy text NOT NULL,
    outcome text NOT NULL,
    failure text,
    duration_ms double precision,
    trigger text,
    from_orientation text,
    to_orientation text,
    app_state text,
    status_bar_orientation text,
    status_bar_hidden integer,
    screen_width double precision,
    screen_height double precision,
    window_width double precision,
    window_height double precision,
    bounds_swapped integer,
    restore_method text,
    restore_container text,
    restore_list text,
    restore_section bigint,
    restore_item bigint,
    restored_section bigint,
    restored_item bigint,
    cell_reused integer,
    restore_mismatch integer,
    extra text,
    source_id bigint NOT NULL,
    line bigint NOT NULL,
    run_id bigint
);


--
-- Name: transitions_20261126; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.transitions_20261126 (
    session_key bigint NOT NULL,
    seq bigint NOT NULL,
    ts bigint NOT NULL,
    direction text NOT NULL,
    strategy text NOT NULL,
    outcome text NOT NULL,
    failure text,
    duration_ms double precision,
    trigger text,
    from_orientation text,
    to_orientation text,
    app_state text,
    status_bar_orientation text,
    status_bar_hidden integer,
    screen_width double precision,
    screen_height double precision,
    window_width double precision,
    window_height double precision,
    bounds_swapped integer,
    restore_method text,
    restore_container text,
    restore_list text,
    restore_section bigint,
    restore_item bigint,
    restored_section bigint,
    restored_item bigint,
    cell_reused integer,
    restore_mismatch integer,
    extra text,
    source_id bigint NOT NULL,
    line bigint NOT NULL,
    run_id bigint
);


--
-- Name: transitions_20261127; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.transitions_20261127 (
    session_key bigint NOT NULL,
    seq bigint NOT NULL,
    ts bigint NOT NULL,
    direction text NOT NULL,
    strategy text NOT NULL,
    outcome text NOT NULL,
    failure text,
    duration_ms double precision,
    trigger text,
    from_orientation text,
    to_orientation text,
    app_state text,
    status_bar_orientation text,
    status_bar_hidden integer,
    screen_width double precision,
    screen_height double precision,
    window_width double precision,
    window_height double precision,
    bounds_swapped integer,
    restore_method text,
    restore_container text,
    restore_list text,
    restore_section bigint,
    restore_item bigint,
    restored_section bigint,
    restored_item bigint,
    cell_reused integer,
    restore_mismatch integer,
    extra text,
    source_id bigint NOT NULL,
    line bigint NOT NULL,
    run_id bigint
);


--
-- Name: transitions_20261128; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.transitions_20261128 (
    session_key bigint NOT NULL,
    seq bigint NOT NULL,
    ts bigint NOT NULL,
    direction text NOT NULL,
    strategy text NOT NULL,
    outcome text NOT NULL,
    failure text,
    duration_ms double precision,
    trigger text,
    from_orientation text,
    to_orientation text,
    app_state text,
    status_bar_orientation text,
    status_bar_hidden integer,
    screen_width double precision,
    screen_height double precision,
    window_width double precision,
    window_height double precision,
    bounds_swapped integer,
    restore_method text,
    restore_container text,
    restore_list text,
    restore_section bigint,
    restore_item bigint,
    restored_section bigint,
    restored_item bigint,
    cell_reused integer,
    restore_mismatch integer,
    extra text,
    source_id bigint NOT NULL,
    line bigint NOT NULL,
    run_id bigint
);


--
-- Name: transitions_20261125; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.transitions ATTACH PARTITION public.transitions_20261125 FOR VALUES FROM ('1795564800000') TO ('1795651200000');


--
-- Name: transitions_20261126; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.transitions ATTACH PARTITION public.transitions_20261126 FOR VALUES FROM ('1795651200000') TO ('1795737600000');


--
-- Name: transitions_20261127; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.transitions ATTACH PARTITION public.transitions_20261127 FOR VALUES FROM ('1795737600000') TO ('1795824000000');


--
-- Name: transitions_20261128; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.transitions ATTACH PARTITION public.transitions_20261128 FOR VALUES FROM ('1795824000000') TO ('1795910400000');


--
-- Data for Name: daily_durations; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: daily_rollup_days; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: device_names; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.device_names VALUES ('iPhone8,1', 'iPhone 6s');
INSERT INTO public.device_names VALUES ('iPhone8,2', 'iPhone 6s Plus');
INSERT INTO public.device_names VALUES ('iPhone8,4', 'iPhone SE (1st generation)');
INSERT INTO public.device_names VALUES ('iPhone9,1', 'iPhone 7');
INSERT INTO public.device_names VALUES ('iPhone9,3', 'iPhone 7');
INSERT INTO public.device_names VALUES ('iPhone9,2', 'iPhone 7 Plus');
INSERT INTO public.device_names VALUES ('iPhone9,4', 'iPhone 7 Plus');
INSERT INTO public.device_names VALUES ('iPhone10,1', 'iPhone 8');
INSERT INTO public.device_names VALUES ('iPhone10,4', 'iPhone 8');
INSERT INTO public.device_names VALUES ('iPhone10,2', 'iPhone 8 Plus');
INSERT INTO public.device_names VALUES ('iPhone10,5', 'iPhone 8 Plus');
INSERT INTO public.device_names VALUES ('iPhone10,3', 'iPhone X');
INSERT INTO public.device_names VALUES ('iPhone10,6', 'iPhone X');
INSERT INTO public.device_names VALUES ('iPhone11,2', 'iPhone XS');
INSERT INTO public.device_names VALUES ('iPhone11,4', 'iPhone XS Max');
INSERT INTO public.device_names VALUES ('iPhone11,6', 'iPhone XS Max');
INSERT INTO public.device_names VALUES ('iPhone11,8', 'iPhone XR');
INSERT INTO public.device_names VALUES ('iPhone12,1', 'iPhone 11');
INSERT INTO public.device_names VALUES ('iPhone12,3', 'iPhone 11 Pro');
INSERT INTO public.device_names VALUES ('iPhone12,5', 'iPhone 11 Pro Max');
INSERT INTO public.device_names VALUES ('iPhone12,8', 'iPhone SE (2nd generation)');
INSERT INTO public.device_names VALUES ('iPhone13,1', 'iPhone 12 mini');
INSERT INTO public.device_names VALUES ('iPhone13,2', 'iPhone 12');
INSERT INTO public.device_names VALUES ('iPhone13,3', 'iPhone 12 Pro');
INSERT INTO public.device_names VALUES ('iPhone13,4', 'iPhone 12 Pro Max');
INSERT INTO public.device_names VALUES ('iPhone14,4', 'iPhone 13 mini');
INSERT INTO public.device_names VALUES ('iPhone14,5', 'iPhone 13');
INSERT INTO public.device_names VALUES ('iPhone14,2', 'iPhone 13 Pro');
INSERT INTO public.device_names VALUES ('iPhone14,3', 'iPhone 13 Pro Max');
INSERT INTO public.device_names VALUES ('iPhone14,6', 'iPhone SE (3rd generation)');
INSERT INTO public.device_names VALUES ('iPhone14,7', 'iPhone 14');
INSERT INTO public.device_names VALUES ('iPhone14,8', 'iPhone 14 Plus');
INSERT INTO public.device_names VALUES ('iPhone15,2', 'iPhone 14 Pro');
INSERT INTO public.device_names VALUES ('iPhone15,3', 'iPhone 14 Pro Max');
INSERT INTO public.device_names VALUES ('iPhone15,4', 'iPhone 15');
INSERT INTO public.device_names VALUES ('iPhone15,5', 'iPhone 15 Plus');
INSERT INTO public.device_names VALUES ('iPhone16,1', 'iPhone 15 Pro');
INSERT INTO public.device_names VALUES ('iPhone16,2', 'iPhone 15 Pro Max');
INSERT INTO public.device_names VALUES ('iPhone17,3', 'iPhone 16');
INSERT INTO public.device_names VALUES ('iPhone17,4', 'iPhone 16 Plus');
INSERT INTO public.device_names VALUES ('iPhone17,1', 'iPhone 16 Pro');
INSERT INTO public.device_names VALUES ('iPhone17,2', 'iPhone 16 Pro Max');
INSERT INTO public.device_names VALUES ('iPad6,11', 'iPad (5th generation)');
INSERT INTO public.device_names VALUES ('iPad6,12', 'iPad (5th generation)');
INSERT INTO public.device_names VALUES ('iPad7,5', 'iPad (6th generation)');
INSERT INTO public.device_names VALUES ('iPad7,6', 'iPad (6th generation)');
INSERT INTO public.device_names VALUES ('iPad8,1', 'iPad Pro 11-inch (1st generation)');
INSERT INTO public.device_names VALUES ('iPad8,2', 'iPad Pro 11-inch (1st generation)');
INSERT INTO public.device_names VALUES ('iPad8,3', 'iPad Pro 11-inch (1st generation)');
INSERT INTO public.device_names VALUES ('iPad8,4', 'iPad Pro 11-inch (1st generation)');
INSERT INTO public.device_names VALUES ('iPad13,1', 'iPad Air (4th generation)');
INSERT INTO public.device_names VALUES ('iPad13,2', 'iPad Air (4th generation)');


--
-- Data for Name: duration_sketches; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.duration_sketches VALUES (20782, 'native_rotation', 'enter', 1, '14.8', '8.5.0', 14, 8, '{276,278,296,313}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'native_rotation', 'enter', 1, '15.7', '8.6.0', 15, 7, '{294,298,327,339}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'native_rotation', 'enter', 1, '17.10', '8.6.0', 17, 10, '{295}', '{1}');
INSERT INTO public.duration_sketches VALUES (20782, 'native_rotation', 'exit', 1, '14.8', '8.5.0', 14, 8, '{292,314,333}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'native_rotation', 'exit', 1, '15.7', '8.6.0', 15, 7, '{260,271,283,291}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'native_rotation', 'exit', 1, '17.10', '8.6.0', 17, 10, '{269}', '{1}');
INSERT INTO public.duration_sketches VALUES (20782, 'present_landscape_vc', 'enter', 1, '14.8', '8.5.0', 14, 8, '{292}', '{1}');
INSERT INTO public.duration_sketches VALUES (20782, 'present_landscape_vc', 'enter', 1, '17.9', '8.6.0', 17, 9, '{267,275,286,306,313}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'present_landscape_vc', 'enter', 1, '18.6.2', '8.6.0', 18, 6, '{294,296,301}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'present_landscape_vc', 'exit', 1, '12.5.7', '8.5.0', 12, 5, '{277,302,303,325}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'present_landscape_vc', 'exit', 1, '14.8', '8.5.0', 14, 8, '{317}', '{1}');
INSERT INTO public.duration_sketches VALUES (20782, 'present_landscape_vc', 'exit', 1, '18.6.2', '8.6.0', 18, 6, '{270,280,306}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'status_bar_orientation', 'enter', 1, '13.4.1', '8.6.0', 13, 4, '{276}', '{1}');
INSERT INTO public.duration_sketches VALUES (20782, 'status_bar_orientation', 'enter', 1, '13.7', '8.6.0', 13, 7, '{260,270,279,301,308}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'status_bar_orientation', 'enter', 1, '18.6.2', '8.4.2', 18, 6, '{283,301}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'status_bar_orientation', 'exit', 1, '13.4.1', '8.6.0', 13, 4, '{267}', '{1}');
INSERT INTO public.duration_sketches VALUES (20782, 'status_bar_orientation', 'exit', 1, '13.7', '8.6.0', 13, 7, '{277,293,302,304}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'status_bar_orientation', 'exit', 1, '18.6.2', '8.4.2', 18, 6, '{248,285,296,297}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'transform_landscape_window', 'enter', 1, '18.6.2', '8.6.0', 18, 6, '{273,281,291,313}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'transform_landscape_window', 'exit', 1, '18.6.2', '8.6.0', 18, 6, '{237,276,313,318}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'transform_portrait_window', 'enter', 1, '15.7', '8.4.2', 15, 7, '{282}', '{1}');
INSERT INTO public.duration_sketches VALUES (20782, 'transform_portrait_window', 'enter', 1, '16.7.2', '8.5.0', 16, 7, '{257,266,267,282,306}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'transform_portrait_window', 'exit', 1, '15.7', '8.4.2', 15, 7, '{247}', '{1}');
INSERT INTO public.duration_sketches VALUES (20782, 'window_transform', 'enter', 1, '13.7', '8.6.0', 13, 7, '{246,261,285,292,324}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'window_transform', 'enter', 1, '18.1', '8.6.0', 18, 1, '{312}', '{1}');
INSERT INTO public.duration_sketches VALUES (20782, 'window_transform', 'exit', 1, '13.7', '8.6.0', 13, 7, '{260,287,288,309,323}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'window_transform', 'exit', 1, '18.1', '8.6.0', 18, 1, '{315}', '{1}');
INSERT INTO public.duration_sketches VALUES (20783, 'native_rotation', 'enter', 1, '17.9', '8.5.0', 17, 9, '{258,300,334,342}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'native_rotation', 'exit', 1, '17.9', '8.5.0', 17, 9, '{281,288,350}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'status_bar_orientation', 'enter', 1, '16.7.2', '8.5.0', 16, 7, '{284,286,308}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'status_bar_orientation', 'enter', 1, '16.7.2', '8.6.0', 16, 7, '{265,291,293,301,333}', '{1,3,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'status_bar_orientation', 'exit', 1, '16.7.2', '8.5.0', 16, 7, '{293,322}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'transform_portrait_window', 'enter', 1, '16.7.2', '8.6.0', 16, 7, '{276,285,318}', '{1,2,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'window_transform', 'enter', 1, '13.7', '8.6.0', 13, 7, '{273,309}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'window_transform', 'enter', 1, '17.10', '8.5.0', 17, 10, '{245,251,270,297,310}', '{1,1,1,2,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'window_transform', 'enter', 0, '', '', NULL, NULL, '{}', '{}');
INSERT INTO public.duration_sketches VALUES (20783, 'native_rotation', 'enter', 0, '', '', NULL, NULL, '{}', '{}');
INSERT INTO public.duration_sketches VALUES (20782, 'present_landscape_vc', 'enter', 1, '12.5.7', '8.5.0', 12, 5, '{270,301,309,314,323}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'window_transform', 'enter', 1, '17.10', '8.6.0', 17, 10, '{245,261,269,286,299}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'window_transform', 'exit', 1, '17.10', '8.6.0', 17, 10, '{276,277,290,297,300,311}', '{1,1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'status_bar_orientation', 'exit', 1, '16.7.2', '8.6.0', 16, 7, '{274,279,288,294,314}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'transform_portrait_window', 'exit', 1, '16.7.2', '8.6.0', 16, 7, '{232,277,297,324}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'window_transform', 'enter', 1, '17.9', '8.5.0', 17, 9, '{282}', '{1}');
INSERT INTO public.duration_sketches VALUES (20783, 'window_transform', 'exit', 1, '13.7', '8.6.0', 13, 7, '{282,288}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'window_transform', 'exit', 1, '17.10', '8.5.0', 17, 10, '{265,279,296,302}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'window_transform', 'exit', 1, '17.9', '8.5.0', 17, 9, '{277}', '{1}');
INSERT INTO public.duration_sketches VALUES (20784, 'native_rotation', 'enter', 1, '11.4', '8.4.2', 11, 4, '{289,307,337}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'native_rotation', 'exit', 1, '11.4', '8.4.2', 11, 4, '{302,313}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'present_landscape_vc', 'enter', 1, '15.7', '8.4.2', 15, 7, '{303,305}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'present_landscape_vc', 'enter', 1, '18.1', '8.6.0', 18, 1, '{269,310}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'present_landscape_vc', 'exit', 1, '15.7', '8.4.2', 15, 7, '{262,289}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'present_landscape_vc', 'exit', 1, '17.10', '8.3.0', 17, 10, '{268,275,309,310}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'present_landscape_vc', 'exit', 1, '18.1', '8.6.0', 18, 1, '{273}', '{1}');
INSERT INTO public.duration_sketches VALUES (20784, 'status_bar_orientation', 'enter', 1, '15.7', '8.5.0', 15, 7, '{307}', '{1}');
INSERT INTO public.duration_sketches VALUES (20784, 'status_bar_orientation', 'enter', 1, '18.1', '8.6.0', 18, 1, '{268}', '{1}');
INSERT INTO public.duration_sketches VALUES (20784, 'status_bar_orientation', 'exit', 1, '15.7', '8.5.0', 15, 7, '{250}', '{1}');
INSERT INTO public.duration_sketches VALUES (20784, 'status_bar_orientation', 'exit', 1, '18.1', '8.6.0', 18, 1, '{317}', '{1}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_landscape_window', 'enter', 1, '18.6.2', '8.4.2', 18, 6, '{275,284,321}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_landscape_window', 'exit', 1, '18.6.2', '8.4.2', 18, 6, '{291,346}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_portrait_window', 'enter', 1, '14.8', '8.3.0', 14, 8, '{249,279,308,323}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_portrait_window', 'exit', 1, '14.8', '8.3.0', 14, 8, '{284,303}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'present_landscape_vc', 'enter', 1, '14.8', '8.5.0', 14, 8, '{246,291}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'present_landscape_vc', 'exit', 1, '14.8', '8.5.0', 14, 8, '{261,275,306}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'window_transform', 'enter', 1, '13.7', '8.6.0', 13, 7, '{257,262,280,304}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'window_transform', 'exit', 1, '13.7', '8.6.0', 13, 7, '{274,291,295}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'present_landscape_vc', 'enter', 1, '13.7', '8.6.1', 13, 7, '{275,282}', '{2,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'present_landscape_vc', 'enter', 1, '18.1', '8.4.2', 18, 1, '{274,287,306,322}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'present_landscape_vc', 'exit', 1, '13.7', '8.6.1', 13, 7, '{304,308}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'present_landscape_vc', 'exit', 1, '18.1', '8.4.2', 18, 1, '{266,283,302,316}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'status_bar_orientation', 'enter', 1, '12.5.7', '8.6.1', 12, 5, '{284,296,317}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'status_bar_orientation', 'enter', 1, '18.6.2', '8.5.0', 18, 6, '{271}', '{1}');
INSERT INTO public.duration_sketches VALUES (20785, 'status_bar_orientation', 'enter', 1, '18.6.2', '8.6.1', 18, 6, '{247,291,293,296,305}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'status_bar_orientation', 'exit', 1, '12.5.7', '8.6.1', 12, 5, '{288}', '{2}');
INSERT INTO public.duration_sketches VALUES (20785, 'status_bar_orientation', 'exit', 1, '18.6.2', '8.5.0', 18, 6, '{268}', '{1}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_landscape_window', 'enter', 1, '11.4', '8.6.1', 11, 4, '{294,304}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_landscape_window', 'enter', 1, '15.7', '8.6.1', 15, 7, '{238,252,280,286,287}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_landscape_window', 'enter', 1, '16.7.2', '8.5.0', 16, 7, '{278,284,318}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_landscape_window', 'enter', 1, '16.7.2', '8.6.1', 16, 7, '{238,277}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_landscape_window', 'enter', 1, '17.10', '8.6.0', 17, 10, '{274,288,296,303}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_landscape_window', 'enter', 1, '17.10', '8.6.1', 17, 10, '{265,277,301,305}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'present_landscape_vc', 'enter', 0, '', '', NULL, NULL, '{}', '{}');
INSERT INTO public.duration_sketches VALUES (20785, 'status_bar_orientation', 'exit', 0, '', '', NULL, NULL, '{}', '{}');
INSERT INTO public.duration_sketches VALUES (20785, 'native_rotation', 'enter', 0, '', '', NULL, NULL, '{}', '{}');
INSERT INTO public.duration_sketches VALUES (20784, 'present_landscape_vc', 'enter', 1, '17.10', '8.3.0', 17, 10, '{268,277,318}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_landscape_window', 'enter', 1, '17.9', '8.6.0', 17, 9, '{258,267,268,274,283,296,299,313,340}', '{1,2,1,1,1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_landscape_window', 'exit', 1, '17.9', '8.6.0', 17, 9, '{251,254,261,263,272,278,283,291,298}', '{1,1,1,1,1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_landscape_window', 'exit', 1, '11.4', '8.6.1', 11, 4, '{282}', '{1}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_landscape_window', 'exit', 1, '15.7', '8.6.1', 15, 7, '{273,279,301,304}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_landscape_window', 'exit', 1, '16.7.2', '8.5.0', 16, 7, '{262,282}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_landscape_window', 'exit', 1, '16.7.2', '8.6.1', 16, 7, '{261,323}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_landscape_window', 'exit', 1, '17.10', '8.6.0', 17, 10, '{245,256,283,297,334}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_portrait_window', 'enter', 1, '18.6.2', '8.3.0', 18, 6, '{283,296,307}', '{1,2,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_portrait_window', 'exit', 1, '16.7.2', '8.5.0', 16, 7, '{264}', '{1}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_portrait_window', 'exit', 1, '18.6.2', '8.3.0', 18, 6, '{274,276,289}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'window_transform', 'exit', 1, '15.7', '8.3.0', 15, 7, '{253,261,264,294}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'native_rotation', 'enter', 1, '13.7', '8.5.0', 13, 7, '{310,320,328,331,342}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'native_rotation', 'exit', 1, '13.7', '8.5.0', 13, 7, '{271,277,290,310,334}', '{1,1,1,2,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'present_landscape_vc', 'enter', 1, '13.4.1', '8.4.2', 13, 4, '{241,281}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'present_landscape_vc', 'enter', 1, '14.8', '8.6.0', 14, 8, '{277,300,313}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'present_landscape_vc', 'enter', 1, '16.7.2', '8.6.0', 16, 7, '{322}', '{1}');
INSERT INTO public.duration_sketches VALUES (20782, 'present_landscape_vc', 'enter', 1, '18.1', '8.3.0', 18, 1, '{293,317}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'present_landscape_vc', 'enter', 1, '18.1', '8.6.0', 18, 1, '{287}', '{1}');
INSERT INTO public.duration_sketches VALUES (20782, 'present_landscape_vc', 'exit', 1, '13.4.1', '8.4.2', 13, 4, '{333}', '{1}');
INSERT INTO public.duration_sketches VALUES (20782, 'present_landscape_vc', 'exit', 1, '14.8', '8.6.0', 14, 8, '{265,292}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'present_landscape_vc', 'exit', 1, '16.7.2', '8.6.0', 16, 7, '{331}', '{1}');
INSERT INTO public.duration_sketches VALUES (20782, 'present_landscape_vc', 'exit', 1, '17.9', '8.6.0', 17, 9, '{259,297,326,336}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'present_landscape_vc', 'exit', 1, '18.1', '8.3.0', 18, 1, '{293,302}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'present_landscape_vc', 'exit', 1, '18.1', '8.6.0', 18, 1, '{290}', '{1}');
INSERT INTO public.duration_sketches VALUES (20782, 'transform_landscape_window', 'enter', 1, '13.4.1', '8.6.0', 13, 4, '{246,262,291}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'transform_landscape_window', 'enter', 1, '15.7', '8.5.0', 15, 7, '{240,263,279,283,305,323}', '{1,1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'transform_landscape_window', 'enter', 1, '16.7.2', '8.6.0', 16, 7, '{244,248,286,301}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'transform_landscape_window', 'exit', 1, '13.4.1', '8.6.0', 13, 4, '{268,311,343}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'transform_landscape_window', 'exit', 1, '15.7', '8.5.0', 15, 7, '{262,269,274,275,283,319}', '{1,1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'transform_landscape_window', 'exit', 1, '16.7.2', '8.6.0', 16, 7, '{262,300,306,332}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'transform_portrait_window', 'exit', 1, '16.7.2', '8.5.0', 16, 7, '{255,281,289,297,300}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'window_transform', 'exit', 1, '16.7.2', '8.4.2', 16, 7, '{252,270,280,290,306,321}', '{1,1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'native_rotation', 'enter', 1, '16.7.2', '8.6.0', 16, 7, '{263,276}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'native_rotation', 'exit', 1, '16.7.2', '8.6.0', 16, 7, '{308,330}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'present_landscape_vc', 'enter', 1, '17.9', '8.3.0', 17, 9, '{292,309}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'present_landscape_vc', 'exit', 1, '16.7.2', '8.5.0', 16, 7, '{301}', '{1}');
INSERT INTO public.duration_sketches VALUES (20783, 'present_landscape_vc', 'exit', 1, '17.9', '8.3.0', 17, 9, '{271,277,305}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'status_bar_orientation', 'enter', 1, '12.5.7', '8.3.0', 12, 5, '{291}', '{1}');
INSERT INTO public.duration_sketches VALUES (20783, 'status_bar_orientation', 'enter', 1, '13.7', '8.6.0', 13, 7, '{264,302,304,309,325}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'window_transform', 'exit', 1, '10.3.3', '8.6.0', 10, 3, '{283,300}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_landscape_window', 'exit', 1, '17.10', '8.6.1', 17, 10, '{263,270,290}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'present_landscape_vc', 'enter', 0, '', '', NULL, NULL, '{}', '{}');
INSERT INTO public.duration_sketches VALUES (20785, 'window_transform', 'enter', 0, '', '', NULL, NULL, '{}', '{}');
INSERT INTO public.duration_sketches VALUES (20782, 'window_transform', 'enter', 1, '16.7.2', '8.4.2', 16, 7, '{308,311,319,334}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_portrait_window', 'enter', 1, '16.7.2', '8.6.1', 16, 7, '{278,298}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_portrait_window', 'exit', 1, '16.7.2', '8.6.1', 16, 7, '{311,331}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'status_bar_orientation', 'exit', 1, '12.5.7', '8.3.0', 12, 5, '{249}', '{1}');
INSERT INTO public.duration_sketches VALUES (20783, 'status_bar_orientation', 'exit', 1, '13.7', '8.6.0', 13, 7, '{262,274,278,289,296}', '{1,2,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'status_bar_orientation', 'exit', 1, '15.7', '8.5.0', 15, 7, '{307}', '{1}');
INSERT INTO public.duration_sketches VALUES (20783, 'transform_landscape_window', 'enter', 1, '13.4.1', '8.6.0', 13, 4, '{240,261,290,338}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'transform_landscape_window', 'enter', 1, '18.6.2', '8.6.0', 18, 6, '{273,277,291,316}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'transform_landscape_window', 'exit', 1, '13.4.1', '8.6.0', 13, 4, '{270,291}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'transform_landscape_window', 'exit', 1, '18.6.2', '8.6.0', 18, 6, '{257,274,280,291}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'transform_portrait_window', 'enter', 1, '16.7.2', '8.4.2', 16, 7, '{263,292}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'transform_portrait_window', 'exit', 1, '16.7.2', '8.4.2', 16, 7, '{257,304}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'window_transform', 'enter', 1, '12.5.7', '8.5.0', 12, 5, '{261}', '{1}');
INSERT INTO public.duration_sketches VALUES (20783, 'window_transform', 'enter', 1, '14.8', '8.5.0', 14, 8, '{263,295,305}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'window_transform', 'enter', 1, '16.7.2', '8.5.0', 16, 7, '{284,296}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'window_transform', 'enter', 1, '18.1', '8.6.0', 18, 1, '{240,269,290,301,319}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'window_transform', 'exit', 1, '12.5.7', '8.5.0', 12, 5, '{275}', '{1}');
INSERT INTO public.duration_sketches VALUES (20783, 'window_transform', 'exit', 1, '14.8', '8.5.0', 14, 8, '{284,325}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'window_transform', 'exit', 1, '16.7.2', '8.5.0', 16, 7, '{256}', '{1}');
INSERT INTO public.duration_sketches VALUES (20784, 'present_landscape_vc', 'enter', 1, '13.4.1', '8.6.0', 13, 4, '{252,279,285,313}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'present_landscape_vc', 'exit', 1, '13.4.1', '8.6.0', 13, 4, '{243,258,272,297}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_landscape_window', 'enter', 1, '10.3.4', '8.5.0', 10, 3, '{262,297,330}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'window_transform', 'enter', 1, '14.8', '8.6.0', 14, 8, '{271,274,278,291,293}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'window_transform', 'exit', 1, '14.8', '8.6.0', 14, 8, '{292,300,316,325,332}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'window_transform', 'enter', 1, '10.3.3', '8.6.0', 10, 3, '{259,277,287,291,310}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'window_transform', 'exit', 1, '18.1', '8.6.0', 18, 1, '{262,292,298,311,328}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'native_rotation', 'enter', 1, '16.7.2', '8.5.0', 16, 7, '{303,308}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'native_rotation', 'exit', 1, '16.7.2', '8.5.0', 16, 7, '{309,313,339}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'present_landscape_vc', 'enter', 1, '16.7.2', '8.5.0', 16, 7, '{320}', '{1}');
INSERT INTO public.duration_sketches VALUES (20784, 'status_bar_orientation', 'enter', 1, '13.4.1', '8.6.0', 13, 4, '{298}', '{1}');
INSERT INTO public.duration_sketches VALUES (20784, 'status_bar_orientation', 'enter', 1, '13.7', '8.3.0', 13, 7, '{256,278,291,321}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'status_bar_orientation', 'enter', 1, '13.7', '8.5.0', 13, 7, '{264,290,310,327}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'status_bar_orientation', 'exit', 1, '13.4.1', '8.6.0', 13, 4, '{281}', '{1}');
INSERT INTO public.duration_sketches VALUES (20784, 'status_bar_orientation', 'exit', 1, '13.7', '8.3.0', 13, 7, '{253,288,289,310}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'status_bar_orientation', 'exit', 1, '13.7', '8.5.0', 13, 7, '{243,272,275,300}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_landscape_window', 'enter', 1, '13.4.1', '8.6.0', 13, 4, '{254,298,320,325}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_landscape_window', 'enter', 1, '14.8', '8.4.2', 14, 8, '{262,275,286,290,334}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_landscape_window', 'enter', 1, '16.7.2', '8.6.0', 16, 7, '{246,255,263,276,287,288,291,324}', '{1,1,1,1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'transform_landscape_window', 'enter', 0, '', '', NULL, NULL, '{}', '{}');
INSERT INTO public.duration_sketches VALUES (20783, 'window_transform', 'exit', 0, '', '', NULL, NULL, '{}', '{}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_landscape_window', 'enter', 0, '', '', NULL, NULL, '{}', '{}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_landscape_window', 'exit', 1, '10.3.4', '8.5.0', 10, 3, '{267,275,283}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_landscape_window', 'exit', 1, '13.4.1', '8.6.0', 13, 4, '{272,276,331}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_landscape_window', 'exit', 1, '14.8', '8.4.2', 14, 8, '{272,277,289,297,298}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_landscape_window', 'exit', 1, '16.7.2', '8.6.0', 16, 7, '{257,263,279,282,290,308,325}', '{1,1,1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_portrait_window', 'enter', 1, '16.7.2', '8.5.0', 16, 7, '{248,268,270,306}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_portrait_window', 'exit', 1, '16.7.2', '8.5.0', 16, 7, '{275,282,300}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'window_transform', 'enter', 1, '13.4.1', '8.6.0', 13, 4, '{291,330}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'window_transform', 'enter', 1, '18.1', '8.5.0', 18, 1, '{240,289,317,343}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'window_transform', 'exit', 1, '13.4.1', '8.6.0', 13, 4, '{260}', '{1}');
INSERT INTO public.duration_sketches VALUES (20784, 'window_transform', 'exit', 1, '18.1', '8.5.0', 18, 1, '{276,327,338}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'native_rotation', 'enter', 1, '17.10', '8.6.1', 17, 10, '{273}', '{1}');
INSERT INTO public.duration_sketches VALUES (20785, 'native_rotation', 'exit', 1, '13.4.1', '8.6.1', 13, 4, '{260,274,291,315,330}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'present_landscape_vc', 'enter', 1, '17.10', '8.5.0', 17, 10, '{290,291,294,326}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'present_landscape_vc', 'exit', 1, '17.10', '8.5.0', 17, 10, '{309,318}', '{1,2}');
INSERT INTO public.duration_sketches VALUES (20785, 'status_bar_orientation', 'enter', 1, '13.4.1', '8.6.1', 13, 4, '{287,290,321}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'status_bar_orientation', 'enter', 1, '18.6.2', '8.6.0', 18, 6, '{241,263,291}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'status_bar_orientation', 'exit', 1, '13.4.1', '8.6.1', 13, 4, '{271,293,296}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'status_bar_orientation', 'exit', 1, '18.6.2', '8.6.0', 18, 6, '{267,295}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'status_bar_orientation', 'exit', 1, '18.6.2', '8.6.1', 18, 6, '{265,269,283,284}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_landscape_window', 'enter', 1, '17.9', '8.6.0', 17, 9, '{264,279,290}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_landscape_window', 'exit', 1, '17.9', '8.6.0', 17, 9, '{245,264,284}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'window_transform', 'enter', 1, '11.4', '8.5.0', 11, 4, '{272,308}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'window_transform', 'enter', 1, '13.7', '8.6.0', 13, 7, '{235,273,279,287,289}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'window_transform', 'enter', 1, '15.7', '8.3.0', 15, 7, '{245,292,296,307,317}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'window_transform', 'enter', 1, '17.10', '8.6.1', 17, 10, '{250,273}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'window_transform', 'exit', 1, '11.4', '8.5.0', 11, 4, '{238}', '{1}');
INSERT INTO public.duration_sketches VALUES (20785, 'window_transform', 'exit', 1, '13.7', '8.6.0', 13, 7, '{277,298,299}', '{1,1,2}');
INSERT INTO public.duration_sketches VALUES (20785, 'window_transform', 'exit', 1, '17.10', '8.6.1', 17, 10, '{302}', '{1}');
INSERT INTO public.duration_sketches VALUES (20782, 'present_landscape_vc', 'enter', 1, '17.10', '8.5.0', 17, 10, '{271,286,298,299,337,350}', '{1,1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'present_landscape_vc', 'exit', 1, '17.10', '8.5.0', 17, 10, '{284,288,294,318,319}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'status_bar_orientation', 'enter', 1, '14.8', '8.3.0', 14, 8, '{264,295,306,310,334}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'status_bar_orientation', 'enter', 1, '15.7', '8.6.0', 15, 7, '{261}', '{1}');
INSERT INTO public.duration_sketches VALUES (20782, 'status_bar_orientation', 'enter', 1, '17.10', '8.6.0', 17, 10, '{305}', '{1}');
INSERT INTO public.duration_sketches VALUES (20782, 'status_bar_orientation', 'exit', 1, '14.8', '8.3.0', 14, 8, '{260,280,287,300,307}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'status_bar_orientation', 'exit', 1, '15.7', '8.6.0', 15, 7, '{311}', '{1}');
INSERT INTO public.duration_sketches VALUES (20782, 'transform_landscape_window', 'enter', 1, '10.3.3', '8.4.2', 10, 3, '{269,306}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'transform_landscape_window', 'enter', 1, '12.5.7', '8.6.0', 12, 5, '{303}', '{1}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_landscape_window', 'exit', 0, '', '', NULL, NULL, '{}', '{}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_portrait_window', 'exit', 0, '', '', NULL, NULL, '{}', '{}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_landscape_window', 'enter', 0, '', '', NULL, NULL, '{}', '{}');
INSERT INTO public.duration_sketches VALUES (20785, 'status_bar_orientation', 'enter', 0, '', '', NULL, NULL, '{}', '{}');
INSERT INTO public.duration_sketches VALUES (20782, 'transform_landscape_window', 'enter', 1, '14.8', '8.6.0', 14, 8, '{240,288}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'transform_landscape_window', 'exit', 1, '10.3.3', '8.4.2', 10, 3, '{259,261}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'transform_landscape_window', 'exit', 1, '12.5.7', '8.6.0', 12, 5, '{280,317}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'transform_landscape_window', 'exit', 1, '14.8', '8.6.0', 14, 8, '{304,328}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'transform_portrait_window', 'enter', 1, '10.3.3', '8.4.2', 10, 3, '{256,280,286,294}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'transform_portrait_window', 'enter', 1, '17.9', '8.6.0', 17, 9, '{264,275,289,300}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'transform_portrait_window', 'exit', 1, '10.3.3', '8.4.2', 10, 3, '{260,267,273,300}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'transform_portrait_window', 'exit', 1, '17.9', '8.6.0', 17, 9, '{267,270,286,296}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'window_transform', 'enter', 1, '16.7.2', '8.6.0', 16, 7, '{295,296,298,341}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'window_transform', 'enter', 1, '18.1', '8.5.0', 18, 1, '{280,281,302,303}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'window_transform', 'exit', 1, '16.7.2', '8.6.0', 16, 7, '{291,318,322}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20782, 'window_transform', 'exit', 1, '18.1', '8.5.0', 18, 1, '{248,290,309,328}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'native_rotation', 'enter', 1, '13.7', '8.5.0', 13, 7, '{320}', '{1}');
INSERT INTO public.duration_sketches VALUES (20783, 'native_rotation', 'enter', 1, '16.7.2', '8.5.0', 16, 7, '{268,326}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'native_rotation', 'enter', 1, '18.1', '8.4.2', 18, 1, '{265}', '{1}');
INSERT INTO public.duration_sketches VALUES (20783, 'native_rotation', 'enter', 1, '18.1', '8.5.0', 18, 1, '{303,308,318,323,325,330,337}', '{1,2,1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'native_rotation', 'exit', 1, '13.7', '8.5.0', 13, 7, '{306,311}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'native_rotation', 'exit', 1, '16.7.2', '8.5.0', 16, 7, '{257,278}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'native_rotation', 'exit', 1, '18.1', '8.4.2', 18, 1, '{314}', '{1}');
INSERT INTO public.duration_sketches VALUES (20783, 'native_rotation', 'exit', 1, '18.1', '8.5.0', 18, 1, '{282,299,301,304,305,311,312,321,324}', '{1,1,1,1,1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'present_landscape_vc', 'enter', 1, '16.7.2', '8.6.0', 16, 7, '{268,289,292,303,309,325,333}', '{1,2,1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'present_landscape_vc', 'exit', 1, '16.7.2', '8.6.0', 16, 7, '{266,274,283,289,299,303,319}', '{1,1,1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'status_bar_orientation', 'enter', 1, '18.6.2', '8.3.0', 18, 6, '{299,310}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'status_bar_orientation', 'enter', 1, '18.6.2', '8.6.0', 18, 6, '{285,292}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'status_bar_orientation', 'exit', 1, '18.6.2', '8.3.0', 18, 6, '{277,282}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'status_bar_orientation', 'exit', 1, '18.6.2', '8.6.0', 18, 6, '{276,280,282,286,299,304}', '{1,1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'transform_landscape_window', 'enter', 1, '17.9', '8.4.2', 17, 9, '{238}', '{1}');
INSERT INTO public.duration_sketches VALUES (20783, 'transform_landscape_window', 'enter', 1, '17.9', '8.6.0', 17, 9, '{287,311,346}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'transform_landscape_window', 'exit', 1, '17.9', '8.4.2', 17, 9, '{294}', '{1}');
INSERT INTO public.duration_sketches VALUES (20783, 'transform_landscape_window', 'exit', 1, '17.9', '8.6.0', 17, 9, '{269,280}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'transform_portrait_window', 'enter', 1, '14.8', '8.4.2', 14, 8, '{269,311}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'transform_portrait_window', 'exit', 1, '14.8', '8.4.2', 14, 8, '{255}', '{1}');
INSERT INTO public.duration_sketches VALUES (20783, 'window_transform', 'enter', 1, '11.4', '8.6.0', 11, 4, '{247,258}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'window_transform', 'enter', 1, '18.1', '8.4.2', 18, 1, '{303,313,329}', '{1,2,1}');
INSERT INTO public.duration_sketches VALUES (20783, 'window_transform', 'exit', 1, '18.1', '8.4.2', 18, 1, '{258,314,315}', '{2,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_landscape_window', 'enter', 1, '18.1', '8.6.0', 18, 1, '{236,268,287}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_landscape_window', 'exit', 1, '18.1', '8.6.0', 18, 1, '{279,288}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'window_transform', 'enter', 1, '10.3.4', '8.3.0', 10, 3, '{238,271}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'window_transform', 'enter', 1, '18.1', '8.6.0', 18, 1, '{221,258,259,295}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'window_transform', 'exit', 1, '10.3.4', '8.3.0', 10, 3, '{258}', '{1}');
INSERT INTO public.duration_sketches VALUES (20784, 'window_transform', 'exit', 1, '18.1', '8.6.0', 18, 1, '{263,288,310,323}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'status_bar_orientation', 'enter', 1, '13.7', '8.4.2', 13, 7, '{324}', '{1}');
INSERT INTO public.duration_sketches VALUES (20784, 'native_rotation', 'enter', 1, '17.10', '8.5.0', 17, 10, '{264,317,344}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'native_rotation', 'exit', 1, '17.10', '8.5.0', 17, 10, '{288,328,335}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'present_landscape_vc', 'enter', 1, '16.7.2', '8.6.0', 16, 7, '{242,246,278,297,304,306,313}', '{1,1,1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'present_landscape_vc', 'enter', 1, '17.10', '8.6.0', 17, 10, '{256,289}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'present_landscape_vc', 'enter', 1, '18.6.2', '8.4.2', 18, 6, '{277,301}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'present_landscape_vc', 'enter', 1, '18.6.2', '8.6.0', 18, 6, '{299,310}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'present_landscape_vc', 'exit', 1, '16.7.2', '8.6.0', 16, 7, '{247,257,270,290,316}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'present_landscape_vc', 'exit', 1, '18.6.2', '8.6.0', 18, 6, '{333}', '{1}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_landscape_window', 'enter', 1, '11.4', '8.4.2', 11, 4, '{283,291}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_landscape_window', 'enter', 1, '16.7.2', '8.5.0', 16, 7, '{261,275,295,304,307}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_landscape_window', 'exit', 1, '11.4', '8.4.2', 11, 4, '{282,342}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_landscape_window', 'exit', 1, '16.7.2', '8.5.0', 16, 7, '{262,283,291,296}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_portrait_window', 'enter', 1, '15.7', '8.6.0', 15, 7, '{208,273,289,294,296,332}', '{1,1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_portrait_window', 'enter', 1, '16.7.2', '8.3.0', 16, 7, '{251,290,292,311}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_portrait_window', 'exit', 1, '15.7', '8.6.0', 15, 7, '{258,262,276,277,289}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'transform_portrait_window', 'exit', 1, '16.7.2', '8.3.0', 16, 7, '{243,271,278}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'window_transform', 'enter', 1, '15.7', '8.4.2', 15, 7, '{269,275,300}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20784, 'window_transform', 'exit', 1, '15.7', '8.4.2', 15, 7, '{278,316}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'native_rotation', 'enter', 1, '13.4.1', '8.6.1', 13, 4, '{305,309,311,319}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'present_landscape_vc', 'enter', 1, '11.4', '8.6.0', 11, 4, '{288,294,303}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'present_landscape_vc', 'exit', 1, '11.4', '8.6.0', 11, 4, '{263,275}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_landscape_window', 'enter', 1, '15.7', '8.5.0', 15, 7, '{257,283,296,305}', '{1,2,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_landscape_window', 'enter', 1, '18.1', '8.6.0', 18, 1, '{267,305,314}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_landscape_window', 'exit', 1, '15.7', '8.5.0', 15, 7, '{208,268,305,314,319}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_landscape_window', 'exit', 1, '18.1', '8.6.0', 18, 1, '{269}', '{1}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_portrait_window', 'enter', 1, '14.8', '8.6.1', 14, 8, '{264,318}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_portrait_window', 'enter', 1, '18.6.2', '8.4.2', 18, 6, '{254,296}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_portrait_window', 'exit', 1, '14.8', '8.6.1', 14, 8, '{276,308}', '{1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'transform_portrait_window', 'exit', 1, '18.6.2', '8.4.2', 18, 6, '{269}', '{1}');
INSERT INTO public.duration_sketches VALUES (20785, 'window_transform', 'enter', 1, '11.4', '8.6.1', 11, 4, '{305}', '{1}');
INSERT INTO public.duration_sketches VALUES (20785, 'window_transform', 'enter', 1, '12.5.7', '8.6.0', 12, 5, '{272,273,283,298,302,321}', '{1,1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'window_transform', 'enter', 1, '15.7', '8.6.1', 15, 7, '{271,284,287,293,294,305}', '{1,1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'window_transform', 'enter', 1, '16.7.2', '8.6.1', 16, 7, '{259,273,278,289,291,293,303}', '{1,1,1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'window_transform', 'enter', 1, '18.1', '8.6.1', 18, 1, '{252,277,290,308}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'window_transform', 'enter', 1, '18.6.2', '8.6.1', 18, 6, '{260,294,297,301,310}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'window_transform', 'exit', 1, '11.4', '8.6.1', 11, 4, '{290}', '{1}');
INSERT INTO public.duration_sketches VALUES (20785, 'window_transform', 'exit', 1, '12.5.7', '8.6.0', 12, 5, '{226,267,277,285,296,315}', '{1,1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'window_transform', 'exit', 1, '15.7', '8.6.1', 15, 7, '{270,278,292,296}', '{1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'window_transform', 'exit', 1, '16.7.2', '8.6.1', 16, 7, '{223,273,274,282,283}', '{1,1,1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'window_transform', 'exit', 1, '18.1', '8.6.1', 18, 1, '{268,302,325}', '{1,1,1}');
INSERT INTO public.duration_sketches VALUES (20785, 'window_transform', 'exit', 1, '18.6.2', '8.6.1', 18, 6, '{250,276,288,289,302}', '{1,1,1,1,1}');


--
-- Data for Name: failure_rollup; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.failure_rollup VALUES (20782, 'native_rotation', 'enter', 1, '14.8', '8.5.0', 'black_edges', 14, 8, 1);
INSERT INTO public.failure_rollup VALUES (20782, 'native_rotation', 'enter', 1, '15.7', '8.6.0', 'subview_lag', 15, 7, 1);
INSERT INTO public.failure_rollup VALUES (20782, 'present_landscape_vc', 'exit', 1, '18.6.2', '8.6.0', 'lifecycle_disappear', 18, 6, 1);
INSERT INTO public.failure_rollup VALUES (20782, 'status_bar_orientation', 'enter', 1, '13.4.1', '8.6.0', 'status_bar_wrong_orientation', 13, 4, 1);
INSERT INTO public.failure_rollup VALUES (20782, 'status_bar_orientation', 'enter', 1, '13.7', '8.6.0', 'status_bar_wrong_orientation', 13, 7, 3);
INSERT INTO public.failure_rollup VALUES (20782, 'status_bar_orientation', 'enter', 1, '18.6.2', '8.4.2', 'status_bar_wrong_orientation', 18, 6, 3);
INSERT INTO public.failure_rollup VALUES (20782, 'transform_portrait_window', 'enter', 1, '16.7.2', '8.5.0', 'subview_lag', 16, 7, 1);
INSERT INTO public.failure_rollup VALUES (20783, 'native_rotation', 'enter', 1, '17.9', '8.5.0', 'black_edges', 17, 9, 1);
INSERT INTO public.failure_rollup VALUES (20783, 'native_rotation', 'exit', 1, '17.9', '8.5.0', 'restore_mismatch', 17, 9, 1);
INSERT INTO public.failure_rollup VALUES (20783, 'status_bar_orientation', 'enter', 1, '16.7.2', '8.5.0', 'status_bar_wrong_orientation', 16, 7, 1);
INSERT INTO public.failure_rollup VALUES (20783, 'status_bar_orientation', 'enter', 1, '16.7.2', '8.6.0', 'status_bar_wrong_orientation', 16, 7, 3);
INSERT INTO public.failure_rollup VALUES (20784, 'present_landscape_vc', 'enter', 1, '17.10', '8.3.0', 'screen_bounds_swapped', 17, 10, 1);
INSERT INTO public.failure_rollup VALUES (20784, 'present_landscape_vc', 'exit', 1, '15.7', '8.4.2', 'restore_mismatch', 15, 7, 1);
INSERT INTO public.failure_rollup VALUES (20784, 'status_bar_orientation', 'enter', 1, '15.7', '8.5.0', 'status_bar_wrong_orientation', 15, 7, 1);
INSERT INTO public.failure_rollup VALUES (20784, 'status_bar_orientation', 'enter', 1, '18.1', '8.6.0', 'status_bar_wrong_orientation', 18, 1, 1);
INSERT INTO public.failure_rollup VALUES (20784, 'transform_portrait_window', 'enter', 1, '14.8', '8.3.0', 'subview_lag', 14, 8, 1);
INSERT INTO public.failure_rollup VALUES (20784, 'transform_landscape_window', 'exit', 1, '17.9', '8.6.0', 'screen_bounds_swapped', 17, 9, 1);
INSERT INTO public.failure_rollup VALUES (20785, 'present_landscape_vc', 'enter', 1, '13.7', '8.6.1', 'subview_lag', 13, 7, 1);
INSERT INTO public.failure_rollup VALUES (20785, 'present_landscape_vc', 'enter', 1, '18.1', '8.4.2', 'screen_bounds_swapped', 18, 1, 1);
INSERT INTO public.failure_rollup VALUES (20785, 'present_landscape_vc', 'exit', 1, '18.1', '8.4.2', 'restore_mismatch', 18, 1, 1);
INSERT INTO public.failure_rollup VALUES (20785, 'status_bar_orientation', 'enter', 1, '18.6.2', '8.5.0', 'status_bar_wrong_orientation', 18, 6, 1);
INSERT INTO public.failure_rollup VALUES (20785, 'status_bar_orientation', 'enter', 1, '18.6.2', '8.6.1', 'status_bar_wrong_orientation', 18, 6, 3);
INSERT INTO public.failure_rollup VALUES (20785, 'transform_landscape_window', 'enter', 1, '17.10', '8.6.1', 'window_flash', 17, 10, 2);
INSERT INTO public.failure_rollup VALUES (20785, 'transform_landscape_window', 'exit', 1, '11.4', '8.6.1', 'screen_bounds_swapped', 11, 4, 2);
INSERT INTO public.failure_rollup VALUES (20785, 'window_transform', 'enter', 1, '15.7', '8.3.0', 'alert_wrong_orientation', 15, 7, 1);
INSERT INTO public.failure_rollup VALUES (20782, 'native_rotation', 'enter', 1, '13.7', '8.5.0', 'black_edges', 13, 7, 1);
INSERT INTO public.failure_rollup VALUES (20782, 'present_landscape_vc', 'exit', 1, '18.1', '8.3.0', 'restore_mismatch', 18, 1, 1);
INSERT INTO public.failure_rollup VALUES (20782, 'present_landscape_vc', 'exit', 1, '18.1', '8.3.0', 'subview_lag', 18, 1, 1);
INSERT INTO public.failure_rollup VALUES (20782, 'transform_landscape_window', 'enter', 1, '13.4.1', '8.6.0', 'screen_bounds_swapped', 13, 4, 1);
INSERT INTO public.failure_rollup VALUES (20782, 'window_transform', 'enter', 1, '16.7.2', '8.4.2', 'alert_wrong_orientation', 16, 7, 2);
INSERT INTO public.failure_rollup VALUES (20783, 'present_landscape_vc', 'enter', 1, '17.9', '8.3.0', 'lifecycle_disappear', 17, 9, 1);
INSERT INTO public.failure_rollup VALUES (20783, 'status_bar_orientation', 'enter', 1, '13.7', '8.6.0', 'status_bar_wrong_orientation', 13, 7, 4);
INSERT INTO public.failure_rollup VALUES (20783, 'status_bar_orientation', 'enter', 1, '15.7', '8.5.0', 'status_bar_wrong_orientation', 15, 7, 1);
INSERT INTO public.failure_rollup VALUES (20783, 'status_bar_orientation', 'exit', 1, '13.7', '8.6.0', 'restore_mismatch', 13, 7, 1);
INSERT INTO public.failure_rollup VALUES (20783, 'transform_portrait_window', 'exit', 1, '16.7.2', '8.4.2', 'window_flash', 16, 7, 1);
INSERT INTO public.failure_rollup VALUES (20785, 'status_bar_orientation', 'enter', 0, '', '', 'subview_lag', NULL, NULL, 0);
INSERT INTO public.failure_rollup VALUES (20785, 'status_bar_orientation', 'enter', 1, '13.4.1', '8.6.1', 'subview_lag', 13, 4, 1);
INSERT INTO public.failure_rollup VALUES (20785, 'native_rotation', 'enter', 0, '', '', 'black_edges', NULL, NULL, 0);
INSERT INTO public.failure_rollup VALUES (20784, 'status_bar_orientation', 'enter', 1, '13.4.1', '8.6.0', 'status_bar_wrong_orientation', 13, 4, 1);
INSERT INTO public.failure_rollup VALUES (20784, 'status_bar_orientation', 'enter', 1, '13.7', '8.3.0', 'status_bar_wrong_orientation', 13, 7, 2);
INSERT INTO public.failure_rollup VALUES (20784, 'status_bar_orientation', 'enter', 1, '13.7', '8.5.0', 'status_bar_wrong_orientation', 13, 7, 3);
INSERT INTO public.failure_rollup VALUES (20784, 'status_bar_orientation', 'exit', 1, '13.7', '8.3.0', 'status_bar_wrong_orientation', 13, 7, 1);
INSERT INTO public.failure_rollup VALUES (20784, 'transform_landscape_window', 'enter', 1, '16.7.2', '8.6.0', 'subview_lag', 16, 7, 1);
INSERT INTO public.failure_rollup VALUES (20784, 'transform_landscape_window', 'exit', 1, '10.3.4', '8.5.0', 'screen_bounds_swapped', 10, 3, 1);
INSERT INTO public.failure_rollup VALUES (20784, 'transform_landscape_window', 'exit', 1, '16.7.2', '8.6.0', 'screen_bounds_swapped', 16, 7, 1);
INSERT INTO public.failure_rollup VALUES (20785, 'status_bar_orientation', 'enter', 1, '13.4.1', '8.6.1', 'status_bar_wrong_orientation', 13, 4, 1);
INSERT INTO public.failure_rollup VALUES (20785, 'status_bar_orientation', 'enter', 1, '18.6.2', '8.6.0', 'status_bar_wrong_orientation', 18, 6, 1);
INSERT INTO public.failure_rollup VALUES (20785, 'transform_landscape_window', 'enter', 1, '17.9', '8.6.0', 'window_flash', 17, 9, 1);
INSERT INTO public.failure_rollup VALUES (20785, 'window_transform', 'enter', 1, '13.7', '8.6.0', 'alert_wrong_orientation', 13, 7, 1);
INSERT INTO public.failure_rollup VALUES (20782, 'present_landscape_vc', 'enter', 0, '', '', 'lifecycle_disappear', NULL, NULL, 0);
INSERT INTO public.failure_rollup VALUES (20782, 'present_landscape_vc', 'enter', 1, '17.10', '8.5.0', 'lifecycle_disappear', 17, 10, 1);
INSERT INTO public.failure_rollup VALUES (20782, 'status_bar_orientation', 'enter', 1, '14.8', '8.3.0', 'status_bar_wrong_orientation', 14, 8, 2);
INSERT INTO public.failure_rollup VALUES (20782, 'status_bar_orientation', 'enter', 1, '17.10', '8.6.0', 'status_bar_wrong_orientation', 17, 10, 1);
INSERT INTO public.failure_rollup VALUES (20782, 'transform_landscape_window', 'enter', 1, '10.3.3', '8.4.2', 'screen_bounds_swapped', 10, 3, 1);
INSERT INTO public.failure_rollup VALUES (20782, 'window_transform', 'enter', 1, '16.7.2', '8.6.0', 'alert_wrong_orientation', 16, 7, 1);
INSERT INTO public.failure_rollup VALUES (20782, 'window_transform', 'enter', 1, '18.1', '8.5.0', 'subview_lag', 18, 1, 1);
INSERT INTO public.failure_rollup VALUES (20783, 'native_rotation', 'enter', 1, '18.1', '8.5.0', 'black_edges', 18, 1, 2);
INSERT INTO public.failure_rollup VALUES (20783, 'native_rotation', 'exit', 1, '13.7', '8.5.0', 'black_edges', 13, 7, 1);
INSERT INTO public.failure_rollup VALUES (20783, 'native_rotation', 'exit', 1, '18.1', '8.4.2', 'black_edges', 18, 1, 1);
INSERT INTO public.failure_rollup VALUES (20783, 'present_landscape_vc', 'enter', 1, '16.7.2', '8.6.0', 'lifecycle_disappear', 16, 7, 1);
INSERT INTO public.failure_rollup VALUES (20783, 'status_bar_orientation', 'enter', 1, '18.6.2', '8.3.0', 'status_bar_wrong_orientation', 18, 6, 2);
INSERT INTO public.failure_rollup VALUES (20783, 'status_bar_orientation', 'enter', 1, '18.6.2', '8.6.0', 'status_bar_wrong_orientation', 18, 6, 3);
INSERT INTO public.failure_rollup VALUES (20783, 'status_bar_orientation', 'exit', 1, '18.6.2', '8.3.0', 'status_bar_wrong_orientation', 18, 6, 1);
INSERT INTO public.failure_rollup VALUES (20785, 'status_bar_orientation', 'enter', 0, '', '', 'status_bar_wrong_orientation', NULL, NULL, 0);
INSERT INTO public.failure_rollup VALUES (20785, 'native_rotation', 'enter', 1, '13.4.1', '8.6.1', 'black_edges', 13, 4, 2);
INSERT INTO public.failure_rollup VALUES (20783, 'status_bar_orientation', 'exit', 1, '18.6.2', '8.6.0', 'status_bar_wrong_orientation', 18, 6, 3);
INSERT INTO public.failure_rollup VALUES (20783, 'transform_landscape_window', 'enter', 1, '17.9', '8.6.0', 'screen_bounds_swapped', 17, 9, 1);
INSERT INTO public.failure_rollup VALUES (20784, 'window_transform', 'exit', 1, '18.1', '8.6.0', 'subview_lag', 18, 1, 1);
INSERT INTO public.failure_rollup VALUES (20784, 'native_rotation', 'exit', 1, '17.10', '8.5.0', 'black_edges', 17, 10, 1);
INSERT INTO public.failure_rollup VALUES (20784, 'present_landscape_vc', 'exit', 1, '18.6.2', '8.4.2', 'restore_mismatch', 18, 6, 1);
INSERT INTO public.failure_rollup VALUES (20784, 'present_landscape_vc', 'exit', 1, '18.6.2', '8.6.0', 'restore_mismatch', 18, 6, 1);
INSERT INTO public.failure_rollup VALUES (20784, 'transform_landscape_window', 'enter', 1, '16.7.2', '8.5.0', 'background_trigger', 16, 7, 1);
INSERT INTO public.failure_rollup VALUES (20784, 'transform_landscape_window', 'exit', 1, '16.7.2', '8.5.0', 'screen_bounds_swapped', 16, 7, 1);
INSERT INTO public.failure_rollup VALUES (20785, 'status_bar_orientation', 'enter', 1, '13.7', '8.4.2', 'status_bar_wrong_orientation', 13, 7, 2);
INSERT INTO public.failure_rollup VALUES (20785, 'status_bar_orientation', 'exit', 1, '13.7', '8.4.2', 'status_bar_wrong_orientation', 13, 7, 1);
INSERT INTO public.failure_rollup VALUES (20785, 'transform_landscape_window', 'enter', 1, '15.7', '8.5.0', 'window_flash', 15, 7, 1);
INSERT INTO public.failure_rollup VALUES (20785, 'transform_landscape_window', 'exit', 1, '15.7', '8.5.0', 'window_flash', 15, 7, 1);


--
-- Data for Name: ingest_files; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.ingest_files VALUES (1, 1, 0, 185091, 459, 434, 14, 11, 0, 185091, NULL);
INSERT INTO public.ingest_files VALUES (2, 2, 0, 178957, 441, 400, 27, 14, 0, 178957, NULL);
INSERT INTO public.ingest_files VALUES (2, 3, 0, 183713, 465, 423, 30, 12, 0, 183713, NULL);


--
-- Data for Name: ingest_runs; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.ingest_runs VALUES (1, 1796295786101, 1796295786160, 'ingest');
INSERT INTO public.ingest_runs VALUES (2, 1796295786201, 1796295786321, 'ingest');


--
-- Data for Name: pruned_ranges; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: rejected_lines; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.rejected_lines VALUES (1, 1, 1, 1, 47, 19595, 'not_an_object', 'the line is a JSON string, not an object', '\x2273657373696f6e5f737461727422', 15, -5836541228533228663);
INSERT INTO public.rejected_lines VALUES (2, 1, 1, 1, 177, 72518, 'duplicate_key', 'duplicate key `seq` at column 226', '\x7b2276223a312c2274797065223a227472616e736974696f6e222c227473223a22323032362d31312d32385430393a34363a32382e3135325a222c2273657373696f6e5f6964223a2261313233353264322d393736652d343133392d616630612d336561313030613635356365222c22736571223a332c22646972656374696f6e223a22656e746572222c227374726174656779223a2277696e646f775f7472616e73666f726d222c226f7574636f6d65223a226f6b222c226475726174696f6e5f6d73223a3238372e352c226170705f7374617465223a22616374697665222c22736571223a347d', 233, -5238398996505696387);
INSERT INTO public.rejected_lines VALUES (3, 1, 1, 1, 225, 91802, 'invalid_field', 'field `seq`: expected an integer from 0 to 9007199254740991', '\x7b2276223a312c2274797065223a227472616e736974696f6e222c227473223a22323032362d31312d32385430383a32353a33332e3931315a222c2273657373696f6e5f6964223a2233363437383963372d623935632d343334392d396136372d616363353832326263346162222c22736571223a2236222c22646972656374696f6e223a2265786974222c227374726174656779223a226e61746976655f726f746174696f6e222c226f7574636f6d65223a226f6b227d', 184, 1278215499401478984);
INSERT INTO public.rejected_lines VALUES (4, 1, 1, 1, 233, 94816, 'unknown_type', 'field `type`: unknown type "player_error"', '\x7b2276223a312c2274797065223a22706c617965725f6572726f72222c227473223a22323032362d31312d32385432303a35303a32382e3630355a222c2273657373696f6e5f6964223a2239323536316132312d613764312d346130632d393133652d353731343735623234346566222c22636f6465223a2d313130307d', 126, -7128403895722378551);
INSERT INTO public.rejected_lines VALUES (5, 1, 1, 1, 285, 115465, 'unknown_type', 'field `type`: unknown type "heartbeat"', '\x7b2276223a312c2274797065223a22686561727462656174222c227473223a22323032362d31312d32385432323a34363a31352e3332325a222c2273657373696f6e5f6964223a2232613736626262352d656135352d343666372d383463632d363865653639323536346131222c22636f6465223a2d313130307d', 123, 1131471213462753067);
INSERT INTO public.rejected_lines VALUES (6, 1, 1, 1, 303, 122395, 'missing_field', 'field `failure`: required', '\x7b2276223a312c2274797065223a227472616e736974696f6e222c227473223a22323032362d31312d32385430383a33393a33382e3538395a222c2273657373696f6e5f6964223a2261303139336365362d363064332d346133362d383565632d623331653933323932623837222c22736571223a302c22646972656374696f6e223a22656e746572222c227374726174656779223a2270726573656e745f6c616e6473636170655f7663222c226f7574636f6d65223a226661696c6564227d', 192, -6907845637483240825);
INSERT INTO public.rejected_lines VALUES (7, 1, 1, 1, 316, 127549, 'invalid_utf8', 'invalid UTF-8 byte 0xFF at column 140', '\x7b2276223a312c2274797065223a2273657373696f6e5f7374617274222c227473223a22323032362d31312d32385431333a35373a31392e3830385a222c2273657373696f6e5f6964223a2264343534313366302d613636632d343666642d616130632d366430663632623237623638222c22646576696365223a7b226d6f64656c223a226950686f6e65fffe222c226f73223a22694f53222c226f735f76657273696f6e223a2231352e37227d2c22617070223a7b2276657273696f6e223a22382e362e30222c226275696c64223a2238363132227d7d', 216, -1139833940265550359);
INSERT INTO public.rejected_lines VALUES (8, 1, 1, 1, 330, 133057, 'duplicate_key', 'duplicate key `seq` at column 226', '\x7b2276223a312c2274797065223a227472616e736974696f6e222c227473223a22323032362d31312d32385430353a30333a33362e3634345a222c2273657373696f6e5f6964223a2262313131623339302d333938372d346136362d623833662d376336356462396363323135222c22736571223a332c22646972656374696f6e223a22656e746572222c227374726174656779223a2277696e646f775f7472616e73666f726d222c226f7574636f6d65223a226f6b222c226475726174696f6e5f6d73223a3238372e352c226170705f7374617465223a22616374697665222c22736571223a347d', 233, -1257643903318177572);
INSERT INTO public.rejected_lines VALUES (9, 1, 1, 1, 333, 133933, 'not_an_object', 'the line is a JSON string, not an object', '\x2273657373696f6e5f737461727422', 15, -5836541228533228663);
INSERT INTO public.rejected_lines VALUES (10, 1, 1, 1, 352, 141624, 'unsupported_version', 'format version 2 is not supported (expected 1)', '\x7b2276223a322c2274797065223a227472616e736974696f6e222c227473223a22323032362d31312d32385432333a34313a34302e3133355a222c2273657373696f6e5f6964223a2263333663383761642d613431632d346663612d623537382d366361383761333336336366222c22736571223a372c22646972656374696f6e223a22656e746572222c227374726174656779223a2277696e646f775f7472616e73666f726d222c226f7574636f6d65223a226f6b222c226475726174696f6e5f6d73223a3238372e352c226170705f7374617465223a22616374697665227d', 225, -1498322169174905686);
INSERT INTO public.rejected_lines VALUES (11, 1, 1, 1, 416, 168113, 'invalid_field', 'field `seq`: expected an integer from 0 to 9007199254740991', '\x7b2276223a312c2274797065223a227472616e736974696f6e222c227473223a22323032362d31312d32385430343a34353a35372e3733385a222c2273657373696f6e5f6964223a2265356233633237382d316332352d343439342d393931642d366130343663643337396231222c22736571223a2231222c22646972656374696f6e223a2265786974222c227374726174656779223a226e61746976655f726f746174696f6e222c226f7574636f6d65223a226f6b227d', 184, -3874243062441409163);
INSERT INTO public.rejected_lines VALUES (12, 2, 1, 2, 18, 6434, 'invalid_json', 'unexpected end of line at column 165', '\x7b2276223a312c2274797065223a227472616e736974696f6e222c227473223a22323032362d31312d32385430353a33393a33382e3230335a222c2273657373696f6e5f6964223a2235313937633238332d343434612d343763662d623837342d353831366462666265633461222c22736571223a352c22646972656374696f6e223a22656e746572222c227374726174656779223a2277696e646f775f7472616e7366', 164, -6111269529705244162);
INSERT INTO public.rejected_lines VALUES (13, 2, 1, 2, 37, 14103, 'unknown_type', 'field `type`: unknown type "player_error"', '\x7b2276223a312c2274797065223a22706c617965725f6572726f72222c227473223a22323032362d31312d32385431373a33353a34332e3639385a222c2273657373696f6e5f6964223a2261633664376137322d316139372d343438652d383965302d633432333966346133663239222c22636f6465223a2d313130307d', 126, 1221726539904248989);
INSERT INTO public.rejected_lines VALUES (14, 2, 1, 2, 61, 24630, 'invalid_json', 'unexpected end of line at column 211', '\x7b2276223a312c2274797065223a227472616e736974696f6e222c227473223a22323032362d31312d32385431323a31353a32392e3739325a222c2273657373696f6e5f6964223a2233393565643238622d386337352d346635382d396264622d653265313539656534376438222c22736571223a302c22646972656374696f6e223a22656e746572222c227374726174656779223a2277696e646f775f7472616e73666f726d222c226f7574636f6d65223a226f6b222c226475726174696f6e5f6d73223a3238372e352c226170705f73', 210, 2515458843303286436);
INSERT INTO public.rejected_lines VALUES (15, 2, 1, 2, 84, 33232, 'duplicate_key', 'duplicate key `seq` at column 226', '\x7b2276223a312c2274797065223a227472616e736974696f6e222c227473223a22323032362d31312d32385430383a30343a35302e3431305a222c2273657373696f6e5f6964223a2232356237636533352d376466362d343265652d613366302d313734373831303337336136222c22736571223a332c22646972656374696f6e223a22656e746572222c227374726174656779223a2277696e646f775f7472616e73666f726d222c226f7574636f6d65223a226f6b222c226475726174696f6e5f6d73223a3238372e352c226170705f7374617465223a22616374697665222c22736571223a347d', 233, 5427192232191169628);
INSERT INTO public.rejected_lines VALUES (16, 2, 1, 2, 96, 37968, 'duplicate_key', 'duplicate key `seq` at column 226', '\x7b2276223a312c2274797065223a227472616e736974696f6e222c227473223a22323032362d31312d32385430303a35313a34352e3136325a222c2273657373696f6e5f6964223a2238353964623064302d333862352d346664622d393461382d663134363261643935396239222c22736571223a332c22646972656374696f6e223a22656e746572222c227374726174656779223a2277696e646f775f7472616e73666f726d222c226f7574636f6d65223a226f6b222c226475726174696f6e5f6d73223a3238372e352c226170705f7374617465223a22616374697665222c22736571223a347d', 233, -3535346303780639015);
INSERT INTO public.rejected_lines VALUES (17, 2, 1, 2, 110, 43587, 'missing_field', 'field `direction`: required', '\x7b2276223a312c2274797065223a227472616e736974696f6e222c227473223a22323032362d31312d32385430353a30363a33392e3031355a222c2273657373696f6e5f6964223a2265323037343836322d333239302d343434302d396661302d343863306232356564323533222c22736571223a332c227374726174656779223a2277696e646f775f7472616e73666f726d222c226f7574636f6d65223a226f6b227d', 164, -210817324480874442);
INSERT INTO public.rejected_lines VALUES (18, 2, 1, 2, 167, 67303, 'invalid_json', 'unexpected end of line at column 148', '\x7b2276223a312c2274797065223a227472616e736974696f6e222c227473223a22323032362d31312d32385430363a30303a35352e3132365a222c2273657373696f6e5f6964223a2264373666383163302d336338372d343632332d616664372d666438313230303862636338222c22736571223a392c22646972656374696f6e223a22656e746572222c2273747261746567', 147, 3563794066792048630);
INSERT INTO public.rejected_lines VALUES (19, 2, 1, 2, 209, 83666, 'unsupported_version', 'format version 2 is not supported (expected 1)', '\x7b2276223a322c2274797065223a227472616e736974696f6e222c227473223a22323032362d31312d32385430333a30343a33352e3738375a222c2273657373696f6e5f6964223a2264623762633136642d326361622d343662322d393265352d373831666461623162356565222c22736571223a352c22646972656374696f6e223a22656e746572222c227374726174656779223a2277696e646f775f7472616e73666f726d222c226f7574636f6d65223a226f6b222c226475726174696f6e5f6d73223a3238372e352c226170705f7374617465223a22616374697665227d', 225, 6032013324469511769);
INSERT INTO public.rejected_lines VALUES (20, 2, 1, 2, 233, 93648, 'not_an_object', 'the line is a JSON string, not an object', '\x2273657373696f6e5f737461727422', 15, -5836541228533228663);
INSERT INTO public.rejected_lines VALUES (21, 2, 1, 2, 294, 118398, 'unsupported_version', 'format version 2 is not supported (expected 1)', '\x7b2276223a322c2274797065223a227472616e736974696f6e222c227473223a22323032362d31312d32385432323a34363a30312e3933315a222c2273657373696f6e5f6964223a2262363130333537662d643963382d343935622d623765632d663633373737313030313766222c22736571223a342c22646972656374696f6e223a22656e746572222c227374726174656779223a2277696e646f775f7472616e73666f726d222c226f7574636f6d65223a226f6b222c226475726174696f6e5f6d73223a3238372e352c226170705f7374617465223a22616374697665227d', 225, -1501509722930220366);
INSERT INTO public.rejected_lines VALUES (22, 2, 1, 2, 311, 126066, 'invalid_json', 'unexpected end of line at column 57', '\x7b2276223a312c2274797065223a227472616e736974696f6e222c227473223a22323032362d31312d32385431383a31333a31322e363433', 56, -9130730377251816376);
INSERT INTO public.rejected_lines VALUES (23, 2, 1, 2, 314, 127222, 'unknown_type', 'field `type`: unknown type "heartbeat"', '\x7b2276223a312c2274797065223a22686561727462656174222c227473223a22323032362d31312d32385430343a31393a30302e3237315a222c2273657373696f6e5f6964223a2263396263343932622d383665392d346333662d383439322d393433666533366466623433222c22636f6465223a2d313130307d', 123, 83087245883183398);
INSERT INTO public.rejected_lines VALUES (24, 2, 1, 2, 374, 151616, 'missing_field', 'field `failure`: required', '\x7b2276223a312c2274797065223a227472616e736974696f6e222c227473223a22323032362d31312d32385430373a35343a30392e3536335a222c2273657373696f6e5f6964223a2230393739623639372d663866612d343736642d623464662d323966333739646166623466222c22736571223a352c22646972656374696f6e223a22656e746572222c227374726174656779223a2270726573656e745f6c616e6473636170655f7663222c226f7574636f6d65223a226661696c6564227d', 192, -6339467696444807645);
INSERT INTO public.rejected_lines VALUES (25, 2, 1, 2, 403, 162925, 'unknown_type', 'field `type`: unknown type "player_error"', '\x7b2276223a312c2274797065223a22706c617965725f6572726f72222c227473223a22323032362d31312d32385430303a34313a34352e3337365a222c2273657373696f6e5f6964223a2262343032646236362d663764352d343234322d613065332d636664383237313538396466222c22636f6465223a2d313130307d', 126, 1832383041814481529);
INSERT INTO public.rejected_lines VALUES (26, 3, 1, 2, 41, 17418, 'invalid_utf8', 'invalid UTF-8 byte 0xFF at column 140', '\x7b2276223a312c2274797065223a2273657373696f6e5f7374617274222c227473223a22323032362d31312d32385430383a33393a32392e3634365a222c2273657373696f6e5f6964223a2266303039333866382d363635662d346561642d393933612d353032626562353238346463222c22646576696365223a7b226d6f64656c223a226950686f6e65fffe222c226f73223a22694f53222c226f735f76657273696f6e223a2231352e37227d2c22617070223a7b2276657273696f6e223a22382e362e30222c226275696c64223a2238363132227d7d', 216, 7969248932648154392);
INSERT INTO public.rejected_lines VALUES (27, 3, 1, 2, 48, 19770, 'missing_field', 'field `direction`: required', '\x7b2276223a312c2274797065223a227472616e736974696f6e222c227473223a22323032362d31312d32385430373a32363a32372e3030385a222c2273657373696f6e5f6964223a2232663265633532352d656238312d343034652d623966632d326538623364633332636166222c22736571223a392c227374726174656779223a2277696e646f775f7472616e73666f726d222c226f7574636f6d65223a226f6b227d', 164, 3990626488240663805);
INSERT INTO public.rejected_lines VALUES (28, 3, 1, 2, 63, 24637, 'invalid_json', 'unexpected end of line at column 82', '\x7b2276223a312c2274797065223a227472616e736974696f6e222c227473223a22323032362d31312d32385432313a32303a31382e3938305a222c2273657373696f6e5f6964223a226461353135393235', 81, 4055742670861153867);
INSERT INTO public.rejected_lines VALUES (29, 3, 1, 2, 155, 62340, 'unsupported_version', 'format version 2 is not supported (expected 1)', '\x7b2276223a322c2274797065223a227472616e736974696f6e222c227473223a22323032362d31312d32385431363a33393a32332e3932385a222c2273657373696f6e5f6964223a2236616236623763362d333862362d343430312d626639362d306630356632626238303937222c22736571223a302c22646972656374696f6e223a22656e746572222c227374726174656779223a2277696e646f775f7472616e73666f726d222c226f7574636f6d65223a226f6b222c226475726174696f6e5f6d73223a3238372e352c226170705f7374617465223a22616374697665227d', 225, 2620813969185731520);
INSERT INTO public.rejected_lines VALUES (30, 3, 1, 2, 161, 64554, 'invalid_json', 'unexpected end of line at column 140', '\x7b2276223a312c2274797065223a227472616e736974696f6e222c227473223a22323032362d31312d32385431323a31373a35362e3838355a222c2273657373696f6e5f6964223a2265653338303335662d353032362d346366622d383065322d626136376338623938373533222c22736571223a372c22646972656374696f6e223a22656e746572222c', 139, 2794927037689608453);
INSERT INTO public.rejected_lines VALUES (31, 3, 1, 2, 194, 78367, 'invalid_field', 'field `seq`: expected an integer from 0 to 9007199254740991', '\x7b2276223a312c2274797065223a227472616e736974696f6e222c227473223a22323032362d31312d32385431323a34323a34302e3930305a222c2273657373696f6e5f6964223a2261366365633962302d376438312d343536392d616139652d343633326237623537356132222c22736571223a2236222c22646972656374696f6e223a2265786974222c227374726174656779223a226e61746976655f726f746174696f6e222c226f7574636f6d65223a226f6b227d', 184, 6526195514320740866);
INSERT INTO public.rejected_lines VALUES (32, 3, 1, 2, 203, 81171, 'invalid_json', 'unexpected end of line at column 218', '\x7b2276223a312c2274797065223a227472616e736974696f6e222c227473223a22323032362d31312d32385430393a32393a35342e3837335a222c2273657373696f6e5f6964223a2235343663366534382d633266392d346434372d396137312d313462303237376635306363222c22736571223a332c22646972656374696f6e223a22656e746572222c227374726174656779223a2277696e646f775f7472616e73666f726d222c226f7574636f6d65223a226f6b222c226475726174696f6e5f6d73223a3238372e352c226170705f7374617465223a22', 217, -69481852769643114);
INSERT INTO public.rejected_lines VALUES (33, 3, 1, 2, 232, 92669, 'invalid_json', 'unexpected byte 0x70 at column 1', '\x706c6179657220637261736865643a204558435f4241445f4143434553532061742030783030303030303063', 44, 7136037241562087311);
INSERT INTO public.rejected_lines VALUES (34, 3, 1, 2, 268, 107208, 'invalid_utf8', 'invalid UTF-8 byte 0xFF at column 140', '\x7b2276223a312c2274797065223a2273657373696f6e5f7374617274222c227473223a22323032362d31312d32385430313a30353a30362e3739365a222c2273657373696f6e5f6964223a2231626436323935372d383436612d343564322d396437632d613331366438666631313836222c22646576696365223a7b226d6f64656c223a226950686f6e65fffe222c226f73223a22694f53222c226f735f76657273696f6e223a2231352e37227d2c22617070223a7b2276657273696f6e223a22382e362e30222c226275696c64223a2238363132227d7d', 216, 1287370340074300956);
INSERT INTO public.rejected_lines VALUES (35, 3, 1, 2, 269, 107425, 'not_an_object', 'the line is a JSON array, not an object', '\x5b227472616e736974696f6e222c332c22656e746572225d', 24, 1452103985111236483);
INSERT INTO public.rejected_lines VALUES (36, 3, 1, 2, 409, 163442, 'invalid_field', 'field `seq`: expected an integer from 0 to 9007199254740991', '\x7b2276223a312c2274797065223a227472616e736974696f6e222c227473223a22323032362d31312d32385430333a32343a31352e3137355a222c2273657373696f6e5f6964223a2236366635663338662d623930662d346266352d393134632d323230666531666433376366222c22736571223a2232222c22646972656374696f6e223a2265786974222c227374726174656779223a226e61746976655f726f746174696f6e222c226f7574636f6d65223a226f6b227d', 184, -7605466141008622753);
INSERT INTO public.rejected_lines VALUES (37, 3, 1, 2, 452, 178206, 'invalid_json', 'unexpected end of line at column 45', '\x7b2276223a312c2274797065223a227472616e736974696f6e222c227473223a22323032362d31312d323854', 44, 7748063175369017847);


--
-- Data for Name: restore_rollup; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.restore_rollup VALUES (20782, 'native_rotation', 1, '14.8', '8.5.0', 'index_path', 'scroll_view', 14, 8, 4, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'native_rotation', 1, '15.7', '8.6.0', 'index_path', 'collection_view', 15, 7, 4, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'native_rotation', 1, '17.10', '8.6.0', 'index_path', 'table_view', 17, 10, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'present_landscape_vc', 1, '12.5.7', '8.5.0', 'index_path', 'view', 12, 5, 5, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'present_landscape_vc', 1, '14.8', '8.5.0', 'index_path', 'scroll_view', 14, 8, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'present_landscape_vc', 1, '18.6.2', '8.6.0', 'superview', 'collection_view', 18, 6, 3, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'status_bar_orientation', 1, '13.7', '8.6.0', 'index_path', 'view', 13, 7, 4, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'status_bar_orientation', 1, '18.6.2', '8.4.2', 'superview', 'scroll_view', 18, 6, 5, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'transform_landscape_window', 1, '18.6.2', '8.6.0', 'index_path', 'view', 18, 6, 4, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'transform_portrait_window', 1, '15.7', '8.4.2', 'index_path', 'table_view', 15, 7, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'window_transform', 1, '13.7', '8.6.0', 'index_path', 'collection_view', 13, 7, 5, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'window_transform', 1, '16.7.2', '8.4.2', 'superview', 'table_view', 16, 7, 4, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'window_transform', 1, '18.1', '8.6.0', 'index_path', 'view', 18, 1, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'native_rotation', 1, '17.9', '8.5.0', 'superview', 'table_view', 17, 9, 2, 1, 1, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'status_bar_orientation', 1, '16.7.2', '8.5.0', 'index_path', 'table_view', 16, 7, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'window_transform', 1, '13.7', '8.6.0', 'superview', 'table_view', 13, 7, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'window_transform', 1, '17.10', '8.5.0', 'index_path', 'table_view', 17, 10, 5, 0, 1, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'window_transform', 1, '17.9', '8.5.0', 'superview', 'collection_view', 17, 9, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'native_rotation', 1, '11.4', '8.4.2', 'index_path', 'table_view', 11, 4, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'present_landscape_vc', 1, '15.7', '8.4.2', 'superview', 'table_view', 15, 7, 2, 1, 1, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'present_landscape_vc', 1, '17.10', '8.3.0', 'index_path', 'collection_view', 17, 10, 4, 0, 1, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'status_bar_orientation', 1, '15.7', '8.5.0', 'superview', 'table_view', 15, 7, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'transform_landscape_window', 1, '18.6.2', '8.4.2', 'superview', 'table_view', 18, 6, 3, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'transform_portrait_window', 1, '14.8', '8.3.0', 'superview', 'view', 14, 8, 3, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'present_landscape_vc', 1, '14.8', '8.5.0', 'superview', 'collection_view', 14, 8, 3, 1, 2, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'window_transform', 1, '13.7', '8.6.0', 'index_path', 'collection_view', 13, 7, 4, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'present_landscape_vc', 1, '13.7', '8.6.1', 'index_path', 'table_view', 13, 7, 2, 0, 1, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'present_landscape_vc', 1, '18.1', '8.4.2', 'superview', 'table_view', 18, 1, 4, 2, 1, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'status_bar_orientation', 1, '12.5.7', '8.6.1', 'index_path', 'collection_view', 12, 5, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'status_bar_orientation', 1, '18.6.2', '8.5.0', 'index_path', 'collection_view', 18, 6, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'transform_landscape_window', 1, '11.4', '8.6.1', 'index_path', 'scroll_view', 11, 4, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'transform_landscape_window', 1, '15.7', '8.6.1', 'index_path', 'collection_view', 15, 7, 4, 0, 1, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'transform_landscape_window', 1, '16.7.2', '8.5.0', 'index_path', 'table_view', 16, 7, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'transform_landscape_window', 1, '16.7.2', '8.6.1', 'index_path', 'table_view', 16, 7, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'transform_landscape_window', 1, '17.10', '8.6.0', 'superview', 'collection_view', 17, 10, 4, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'transform_portrait_window', 1, '16.7.2', '8.5.0', 'index_path', 'table_view', 16, 7, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'transform_portrait_window', 1, '18.6.2', '8.3.0', 'index_path', 'table_view', 18, 6, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'window_transform', 1, '15.7', '8.3.0', 'superview', 'table_view', 15, 7, 4, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'window_transform', 0, '', '', 'index_path', 'collection_view', NULL, NULL, 0, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'window_transform', 0, '', '', 'index_path', 'table_view', NULL, NULL, 0, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'native_rotation', 1, '13.7', '8.5.0', 'superview', 'table_view', 13, 7, 5, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'present_landscape_vc', 1, '13.4.1', '8.4.2', 'index_path', 'view', 13, 4, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'transform_landscape_window', 0, '', '', 'index_path', 'scroll_view', NULL, NULL, 0, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'status_bar_orientation', 0, '', '', 'index_path', 'collection_view', NULL, NULL, 0, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'window_transform', 0, '', '', 'index_path', 'view', NULL, NULL, 0, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'status_bar_orientation', 1, '18.6.2', '8.6.1', 'index_path', 'table_view', 18, 6, 5, 0, 1, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'transform_landscape_window', 1, '17.10', '8.6.1', 'superview', 'view', 17, 10, 3, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'window_transform', 1, '17.10', '8.6.0', 'index_path', 'table_view', 17, 10, 6, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'status_bar_orientation', 1, '16.7.2', '8.6.0', 'superview', 'scroll_view', 16, 7, 5, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'transform_portrait_window', 1, '16.7.2', '8.6.0', 'index_path', 'collection_view', 16, 7, 4, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'transform_landscape_window', 1, '17.9', '8.6.0', 'index_path', 'table_view', 17, 9, 5, 0, 1, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'transform_portrait_window', 1, '16.7.2', '8.6.1', 'index_path', 'table_view', 16, 7, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'present_landscape_vc', 1, '14.8', '8.6.0', 'index_path', 'table_view', 14, 8, 2, 0, 1, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'present_landscape_vc', 1, '17.9', '8.6.0', 'index_path', 'table_view', 17, 9, 4, 0, 2, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'present_landscape_vc', 1, '18.1', '8.3.0', 'superview', 'table_view', 18, 1, 1, 1, 1, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'present_landscape_vc', 1, '18.1', '8.6.0', 'index_path', 'table_view', 18, 1, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'transform_landscape_window', 1, '13.4.1', '8.6.0', 'index_path', 'table_view', 13, 4, 3, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'transform_landscape_window', 1, '15.7', '8.5.0', 'index_path', 'collection_view', 15, 7, 3, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'transform_landscape_window', 1, '16.7.2', '8.6.0', 'index_path', 'table_view', 16, 7, 4, 0, 1, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'transform_portrait_window', 1, '16.7.2', '8.5.0', 'index_path', 'table_view', 16, 7, 5, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'window_transform', 1, '16.7.2', '8.4.2', 'index_path', 'collection_view', 16, 7, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'native_rotation', 1, '16.7.2', '8.6.0', 'index_path', 'view', 16, 7, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'native_rotation', 1, '18.1', '8.5.0', 'index_path', 'table_view', 18, 1, 3, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'present_landscape_vc', 1, '16.7.2', '8.5.0', 'index_path', 'view', 16, 7, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'present_landscape_vc', 1, '17.9', '8.3.0', 'superview', 'scroll_view', 17, 9, 3, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'status_bar_orientation', 1, '12.5.7', '8.3.0', 'index_path', 'table_view', 12, 5, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'status_bar_orientation', 1, '13.7', '8.6.0', 'superview', 'table_view', 13, 7, 6, 1, 1, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'status_bar_orientation', 1, '15.7', '8.5.0', 'index_path', 'view', 15, 7, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'transform_landscape_window', 1, '13.4.1', '8.6.0', 'superview', 'table_view', 13, 4, 3, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'transform_landscape_window', 1, '18.6.2', '8.6.0', 'index_path', 'scroll_view', 18, 6, 4, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'transform_portrait_window', 1, '16.7.2', '8.4.2', 'superview', 'collection_view', 16, 7, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'window_transform', 1, '12.5.7', '8.5.0', 'superview', 'collection_view', 12, 5, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'window_transform', 1, '14.8', '8.5.0', 'index_path', 'table_view', 14, 8, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'window_transform', 1, '16.7.2', '8.5.0', 'index_path', 'view', 16, 7, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'present_landscape_vc', 1, '13.4.1', '8.6.0', 'index_path', 'view', 13, 4, 3, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'transform_landscape_window', 1, '16.7.2', '8.6.0', 'index_path', 'table_view', 16, 7, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'window_transform', 1, '14.8', '8.6.0', 'index_path', 'table_view', 14, 8, 4, 0, 1, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'window_transform', 1, '17.10', '8.6.1', 'index_path', 'view', 17, 10, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'window_transform', 1, '10.3.3', '8.6.0', 'index_path', 'table_view', 10, 3, 3, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'window_transform', 1, '18.1', '8.6.0', 'index_path', 'collection_view', 18, 1, 6, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'native_rotation', 1, '16.7.2', '8.5.0', 'index_path', 'collection_view', 16, 7, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'status_bar_orientation', 1, '13.4.1', '8.6.0', 'superview', 'table_view', 13, 4, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'status_bar_orientation', 1, '13.7', '8.3.0', 'index_path', 'collection_view', 13, 7, 4, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'status_bar_orientation', 1, '13.7', '8.5.0', 'index_path', 'table_view', 13, 7, 4, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'transform_landscape_window', 1, '10.3.4', '8.5.0', 'index_path', 'collection_view', 10, 3, 3, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'transform_landscape_window', 1, '13.4.1', '8.6.0', 'superview', 'table_view', 13, 4, 3, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'transform_landscape_window', 1, '14.8', '8.4.2', 'superview', 'table_view', 14, 8, 5, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'transform_landscape_window', 1, '16.7.2', '8.6.0', 'index_path', 'scroll_view', 16, 7, 4, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'transform_portrait_window', 1, '16.7.2', '8.5.0', 'index_path', 'table_view', 16, 7, 3, 0, 1, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'window_transform', 1, '13.4.1', '8.6.0', 'index_path', 'view', 13, 4, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'window_transform', 1, '18.1', '8.5.0', 'superview', 'table_view', 18, 1, 3, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'native_rotation', 1, '13.4.1', '8.6.1', 'index_path', 'table_view', 13, 4, 5, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'present_landscape_vc', 1, '17.10', '8.5.0', 'superview', 'collection_view', 17, 10, 3, 1, 1, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'status_bar_orientation', 1, '13.4.1', '8.6.1', 'index_path', 'collection_view', 13, 4, 3, 0, 1, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'status_bar_orientation', 1, '18.6.2', '8.6.0', 'superview', 'view', 18, 6, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'transform_landscape_window', 1, '17.9', '8.6.0', 'index_path', 'scroll_view', 17, 9, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'window_transform', 1, '11.4', '8.5.0', 'index_path', 'view', 11, 4, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'window_transform', 1, '12.5.7', '8.6.0', 'index_path', 'table_view', 12, 5, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'window_transform', 1, '13.7', '8.6.0', 'index_path', 'view', 13, 7, 3, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'window_transform', 1, '16.7.2', '8.6.1', 'index_path', 'table_view', 16, 7, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'window_transform', 0, '', '', 'index_path', 'view', NULL, NULL, 0, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'present_landscape_vc', 1, '17.10', '8.5.0', 'superview', 'view', 17, 10, 5, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'status_bar_orientation', 1, '14.8', '8.3.0', 'superview', 'scroll_view', 14, 8, 5, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'status_bar_orientation', 1, '15.7', '8.6.0', 'index_path', 'view', 15, 7, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'transform_landscape_window', 1, '10.3.3', '8.4.2', 'superview', 'view', 10, 3, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'transform_landscape_window', 1, '12.5.7', '8.6.0', 'index_path', 'collection_view', 12, 5, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'transform_landscape_window', 1, '14.8', '8.6.0', 'index_path', 'table_view', 14, 8, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'transform_portrait_window', 1, '10.3.3', '8.4.2', 'superview', 'collection_view', 10, 3, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'transform_portrait_window', 1, '17.9', '8.6.0', 'index_path', 'table_view', 17, 9, 4, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'transform_portrait_window', 0, '', '', 'superview', 'view', NULL, NULL, 0, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'window_transform', 1, '16.7.2', '8.6.0', 'index_path', 'table_view', 16, 7, 4, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20782, 'window_transform', 1, '18.1', '8.5.0', 'index_path', 'scroll_view', 18, 1, 4, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'native_rotation', 1, '13.7', '8.5.0', 'superview', 'scroll_view', 13, 7, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'native_rotation', 1, '16.7.2', '8.5.0', 'superview', 'scroll_view', 16, 7, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'native_rotation', 1, '18.1', '8.4.2', 'index_path', 'view', 18, 1, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'native_rotation', 1, '18.1', '8.5.0', 'superview', 'scroll_view', 18, 1, 5, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'present_landscape_vc', 1, '16.7.2', '8.6.0', 'index_path', 'scroll_view', 16, 7, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'present_landscape_vc', 1, '16.7.2', '8.6.0', 'index_path', 'table_view', 16, 7, 4, 0, 1, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'status_bar_orientation', 1, '18.6.2', '8.3.0', 'superview', 'scroll_view', 18, 6, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'status_bar_orientation', 1, '18.6.2', '8.6.0', 'index_path', 'view', 18, 6, 6, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'transform_landscape_window', 1, '17.9', '8.4.2', 'index_path', 'collection_view', 17, 9, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'transform_landscape_window', 1, '17.9', '8.6.0', 'index_path', 'table_view', 17, 9, 3, 0, 1, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'window_transform', 1, '11.4', '8.6.0', 'index_path', 'collection_view', 11, 4, 1, 0, 1, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20783, 'window_transform', 1, '18.1', '8.4.2', 'index_path', 'view', 18, 1, 4, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'transform_landscape_window', 1, '18.1', '8.6.0', 'superview', 'view', 18, 1, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'window_transform', 1, '10.3.4', '8.3.0', 'superview', 'view', 10, 3, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'window_transform', 1, '18.1', '8.6.0', 'superview', 'collection_view', 18, 1, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'window_transform', 1, '18.1', '8.6.0', 'superview', 'view', 18, 1, 3, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'native_rotation', 1, '17.10', '8.5.0', 'superview', 'table_view', 17, 10, 4, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'present_landscape_vc', 1, '16.7.2', '8.6.0', 'index_path', 'table_view', 16, 7, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'present_landscape_vc', 1, '18.6.2', '8.4.2', 'superview', 'collection_view', 18, 6, 1, 1, 1, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'present_landscape_vc', 1, '18.6.2', '8.6.0', 'superview', 'collection_view', 18, 6, 1, 1, 1, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'transform_landscape_window', 1, '11.4', '8.4.2', 'superview', 'table_view', 11, 4, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'transform_landscape_window', 1, '16.7.2', '8.5.0', 'superview', 'collection_view', 16, 7, 4, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'transform_landscape_window', 1, '17.9', '8.6.0', 'index_path', 'view', 17, 9, 2, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'transform_portrait_window', 1, '15.7', '8.6.0', 'index_path', 'collection_view', 15, 7, 4, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'transform_portrait_window', 1, '16.7.2', '8.3.0', 'superview', 'view', 16, 7, 3, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20784, 'window_transform', 1, '15.7', '8.4.2', 'index_path', 'scroll_view', 15, 7, 3, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'present_landscape_vc', 1, '11.4', '8.6.0', 'index_path', 'table_view', 11, 4, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'status_bar_orientation', 1, '13.7', '8.4.2', 'superview', 'view', 13, 7, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'transform_landscape_window', 1, '15.7', '8.5.0', 'index_path', 'table_view', 15, 7, 4, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'transform_landscape_window', 1, '18.1', '8.6.0', 'index_path', 'table_view', 18, 1, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'transform_portrait_window', 1, '18.6.2', '8.4.2', 'index_path', 'collection_view', 18, 6, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'window_transform', 1, '11.4', '8.6.1', 'index_path', 'scroll_view', 11, 4, 1, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'window_transform', 1, '12.5.7', '8.6.0', 'index_path', 'view', 12, 5, 5, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'window_transform', 1, '15.7', '8.6.1', 'superview', 'table_view', 15, 7, 5, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'window_transform', 1, '16.7.2', '8.6.1', 'index_path', 'view', 16, 7, 3, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'window_transform', 1, '18.1', '8.6.1', 'index_path', 'scroll_view', 18, 1, 3, 0, 0, DEFAULT);
INSERT INTO public.restore_rollup VALUES (20785, 'window_transform', 1, '18.6.2', '8.6.1', 'index_path', 'table_view', 18, 6, 5, 0, 1, DEFAULT);


--
-- Data for Name: schema_migrations; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.schema_migrations VALUES (1, '0001_initial', '78fdeb36dd6b7395', 1796295786035);
INSERT INTO public.schema_migrations VALUES (2, '0002_summaries_kept_by_triggers', '0f9eb1b5961601fb', 1796295786035);
INSERT INTO public.schema_migrations VALUES (3, '0003_store_copies', '1bba9ad2466aebf6', 1796295786035);
INSERT INTO public.schema_migrations VALUES (4, '0004_faster_summary_triggers', '8a6dee97921d917d', 1796295786035);
INSERT INTO public.schema_migrations VALUES (5, '0005_ingest_sources_by_host', '25066e027c8287ce', 1796295786035);
INSERT INTO public.schema_migrations VALUES (6, '0006_duration_sketches_per_key', '6e8988e5a61bb793', 1796295786035);
INSERT INTO public.schema_migrations VALUES (7, '0007_duration_sketch_view_without_lateral', 'e6c65a9ce4715ec7', 1796295786035);
INSERT INTO public.schema_migrations VALUES (8, '0008_summary_views', 'd94cf80d087826b6', 1796295786035);
INSERT INTO public.schema_migrations VALUES (9, '0009_partitions_made_with_the_owners_rights', 'd02f5eff40e03696', 1796295786035);
INSERT INTO public.schema_migrations VALUES (10, '0010_rollups_added_by_the_ingest', 'f9408624d12b94d5', 1796295786035);


--
-- Data for Name: sessions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.sessions VALUES (1, '0300b9fa-c8c3-4998-b53f-20e3f5f98ce0', 1795792616000, 1795795043867, 'app_background', 'iPhone9,4', 'iOS', '14.8', 14, 8, NULL, '8.3.0', '8301', '3.1.0', 414, 736, 3, NULL, NULL, 1, 255);
INSERT INTO public.sessions VALUES (2, '0399d9ba-51ed-4549-b7f4-276b134081e2', 1795609079719, 1795610867426, 'video_ended', 'iPhone14,5', 'iOS', '18.6.2', 18, 6, 2, '8.6.0', '8612', '3.2.4', 390, 844, 3, NULL, NULL, 1, 37);
INSERT INTO public.sessions VALUES (3, '071e67a4-292d-4ab1-b332-30e41d75d512', 1795601299623, 1795603087000, 'player_closed', 'iPhone10,3', 'iOS', '16.7.2', 16, 7, 2, '8.5.0', '8503', '3.2.4', 375, 812, 3, NULL, NULL, 1, 95);
INSERT INTO public.sessions VALUES (4, '10a2bed9-f2b3-4bb7-9157-f518c7396bfd', 1795670644180, 1795674137165, 'player_closed', 'iPad7,5', 'iPadOS', '16.7.2', 16, 7, 2, '8.6.0', '8612', '3.2.4', 768, 1024, 2, NULL, NULL, 1, 200);
INSERT INTO public.sessions VALUES (6, '2e268948-fca8-41a4-a53f-ed680db8f922', 1795691557728, 1795692111533, NULL, 'iPhone14,5', 'iOS', '17.9', 17, 9, NULL, '8.5.0', '8503', '3.2.4', 390, 844, 3, NULL, NULL, 1, 208);
INSERT INTO public.sessions VALUES (7, '31ae1966-c83b-40f5-82ba-720d8557b14e', 1795617903439, 1795618377402, 'player_closed', 'iPhone11,8', 'iOS', '18.1', 18, 1, NULL, '8.6.0', '8612', '3.2.4', 414, 896, 2, '{"device.carrier":"NTT docomo"}', '{"net":"wifi"}', 1, 15);
INSERT INTO public.sessions VALUES (9, '3abcf88a-d0ce-4a38-b1c4-43e49bbca2cf', 1795709680000, 1795711511950, 'app_background', 'iPad8,1', 'iPadOS', '13.7', 13, 7, NULL, '8.6.0', '8612', NULL, 834, 1194, 2, NULL, NULL, 1, 215);
INSERT INTO public.sessions VALUES (10, '3af7fcd2-8172-461c-94dc-49cce30cb790', 1795586826349, 1795589174797, NULL, 'iPhone9,1', 'iOS', '12.5.7', 12, 5, 7, '8.5.0', '8503', '3.2.4', 375, 667, 2, NULL, NULL, 1, 30);
INSERT INTO public.sessions VALUES (13, '47c2f250-926c-4750-9dbc-49bf7938225a', 1795706929575, 1795708082443, NULL, 'iPhone11,8', 'iOS', '18.1', 18, 1, NULL, '8.5.0', '8503', '3.2.4', NULL, NULL, NULL, NULL, NULL, 1, 160);
INSERT INTO public.sessions VALUES (14, '49e8ccdc-7add-4926-b3ba-587e4e5fc41f', 1795754289712, 1795755316718, 'player_closed', 'iPhone14,5', 'iOS', '15.7', 15, 7, NULL, '8.5.0', '8503', '3.2.4', 390, 844, 3, NULL, NULL, 1, 236);
INSERT INTO public.sessions VALUES (15, '4b9c4cb9-1e1d-441c-b091-cd1ff3552eea', 1795693639604, 1795696780000, 'player_closed', 'iPad8,1', 'iPadOS', '17.10', 17, 10, NULL, '8.5.0', '8503', '3.2.4', 834, 1194, 2, NULL, NULL, 1, 176);
INSERT INTO public.sessions VALUES (16, '516014e5-d265-442c-9c94-f7d9eda5ca1a', 1795771485444, 1795772229518, 'player_closed', 'iPhone11,8', 'iOS', '18.1', 18, 1, NULL, '8.6.0', '8612', '3.2.4', 414, 896, 2, NULL, NULL, 1, 259);
INSERT INTO public.sessions VALUES (17, '5a6c1f55-a92c-4c33-aefb-226320df92ea', 1795739830923, NULL, NULL, 'iPhone9,1', 'iOS', '11.4', 11, 4, NULL, '8.4.2', '8427', '3.1.0', 375, 667, 2, NULL, NULL, 1, 242);
INSERT INTO public.sessions VALUES (18, '5f4feb40-1fce-43f7-97ce-b0c1339683e8', 1795760709623, 1795761315640, 'user_left', 'iPhone14,5', 'iOS', '18.1', 18, 1, NULL, '8.6.0', '8612', '3.2.4', 390, 844, 3, NULL, NULL, 1, 250);
INSERT INTO public.sessions VALUES (19, '67f267ad-b1c7-4c2f-be97-e97ba42f2ec2', 1795573037000, 1795573684874, NULL, 'iPhone14,5', 'iOS', '17.10', 17, 10, NULL, '8.6.0', '8612', NULL, 390, 844, 3, NULL, NULL, 1, 58);
INSERT INTO public.sessions VALUES (20, '6e72b527-d7c2-42cb-8470-94f2f64d886c', 1795699610525, 1795701079599, 'player_closed', 'iPhone11,8', 'iOS', '16.7.2', 16, 7, 2, '8.5.0', '8503', '3.2.4', 414, 896, 2, NULL, NULL, 1, 156);
INSERT INTO public.sessions VALUES (22, '7c767952-74fc-4406-b244-c9b3fe3acc81', 1795796757536, 1795798317675, 'player_closed', 'iPhone12,1', 'iOS', '18.6.2', 18, 6, 2, '8.4.2', '8427', '3.1.0', NULL, NULL, NULL, NULL, NULL, 1, 263);
INSERT INTO public.sessions VALUES (23, '82871462-5ce8-42af-8ca9-c5b453727adf', 1795586360506, 1795588746499, 'app_background', 'iPhone16,2', 'iOS', '18.6.2', 18, 6, 2, '8.4.2', '8427', '3.1.0', 430, 932, 3, NULL, NULL, 1, 1);
INSERT INTO public.sessions VALUES (24, '8fc179d9-9bf4-49ea-9f2b-e327b77c13cd', 1795764475911, 1795765981049, 'video_ended', 'iPhone15,2', 'iOS', '17.10', 17, 10, NULL, '8.3.0', '8301', '3.1.0', 393, 852, 3, NULL, NULL, 1, 272);
INSERT INTO public.sessions VALUES (25, '9ea1c9e2-836e-4f4b-8771-1fb198382794', 1795567033000, 1795569375864, 'player_closed', 'iPad7,5', 'iPadOS', '13.7', 13, 7, NULL, '8.6.0', '8612', '3.2.4', 768, 1024, 2, NULL, NULL, 1, 6);
INSERT INTO public.sessions VALUES (26, 'a3d3dfc0-a653-4ca5-a1a4-539a6de08053', 1795593435827, NULL, NULL, 'iPhone10,3', 'iOS', '16.7.2', 16, 7, 2, '8.4.2', '8427', '3.1.0', 375, 812, 3, NULL, NULL, 1, 21);
INSERT INTO public.sessions VALUES (27, 'a79bd6ef-f868-449f-8533-669fec31c6df', 1795671148160, 1795672581229, 'video_ended', 'iPhone16,2', 'iOS', '17.9', 17, 9, NULL, '8.5.0', '8503', '3.2.4', 430, 932, 3, NULL, NULL, 1, 226);
INSERT INTO public.sessions VALUES (28, 'afa619a9-f8b0-4141-9ec2-83db6293aa9f', 1795576912471, 1795579129140, NULL, 'iPhone9,1', 'iOS', '15.7', 15, 7, NULL, '8.6.0', '8612', '3.2.4', 375, 667, 2, NULL, NULL, 1, 26);
INSERT INTO public.sessions VALUES (29, 'b515bb67-5526-42f9-beb5-7b3b593ad0d5', 1795615233605, 1795615726370, 'user_left', 'iPhone9,1', 'iOS', '14.8', 14, 8, NULL, '8.5.0', '8503', '3.2.4', 375, 667, 2, NULL, NULL, 1, 93);
INSERT INTO public.sessions VALUES (30, 'b5afb963-55e4-4994-b667-49ff053669d2', 1795599851508, 1795600626050, 'user_left', 'iPhone9,1', 'iOS', '15.7', 15, 7, NULL, '8.4.2', '8427', '3.1.0', 375, 667, 2, NULL, NULL, 1, 90);
INSERT INTO public.sessions VALUES (31, 'b683680c-c771-4cfd-ad61-4b46476aadf2', 1795622051000, 1795623826955, 'app_background', 'iPhone15,2', 'iOS', '17.9', 17, 9, NULL, '8.6.0', '8612', '3.2.4', 393, 852, 3, NULL, NULL, 1, 121);
INSERT INTO public.sessions VALUES (32, 'bb1455d8-48db-4625-a3a4-3e07098b055b', 1795583834743, 1795584157000, 'player_closed', 'iPhone10,3', 'iOS', '13.4.1', 13, 4, 1, '8.6.0', '8612', '3.2.4', 375, 812, 3, NULL, NULL, 1, 92);
INSERT INTO public.sessions VALUES (33, 'bb971002-a602-4179-ab53-e0b517035e93', 1795638037916, 1795640302000, 'player_closed', 'iPhone15,2', 'iOS', '18.6.2', 18, 6, 2, '8.6.0', '8612', '3.2.4', 393, 852, 3, NULL, NULL, 1, 111);
INSERT INTO public.sessions VALUES (35, 'ca56b3c8-0da7-42cb-ab45-8e1e654b6f67', 1795630922017, 1795633956855, 'app_background', 'iPhone11,8', 'iOS', '14.8', 14, 8, NULL, '8.5.0', '8503', '3.2.4', 414, 896, 2, NULL, NULL, 1, 112);
INSERT INTO public.sessions VALUES (37, 'd7cb6597-3994-4306-90a9-eb615da6afa3', 1795668235000, NULL, NULL, 'iPhone12,1', 'iOS', '16.7.2', 16, 7, 2, '8.6.0', '8612', '3.2.4', 414, 896, 2, NULL, NULL, 1, 179);
INSERT INTO public.sessions VALUES (39, 'e657b3bc-30aa-43d5-b755-583dad22f2d1', 1795596635626, 1795599252429, 'user_left', 'iPhone12,1', 'iOS', '13.7', 13, 7, NULL, '8.6.0', '8612', '3.2.4', NULL, NULL, NULL, NULL, NULL, 1, 62);
INSERT INTO public.sessions VALUES (40, 'e6eb107d-50ba-4e42-a61a-1f6e69ec0da7', 1795662780000, 1795663414249, 'app_background', 'iPhone12,1', 'iOS', '16.7.2', 16, 7, 2, '8.6.0', '8612', NULL, 414, 896, 2, NULL, NULL, 1, 168);
INSERT INTO public.sessions VALUES (41, 'eafa11b8-5f5b-4137-86f7-cccfd741aec7', 1795625380000, 1795627088737, 'video_ended', 'iPhone12,1', 'iOS', '17.10', 17, 10, NULL, '8.6.0', '8612', '3.2.4', 414, 896, 2, NULL, NULL, 1, 100);
INSERT INTO public.sessions VALUES (42, 'eff12bc1-19a3-4c61-898b-67cd86eba9d3', 1795802855555, 1795803691850, 'user_left', 'iPad7,5', 'iPadOS', '15.7', 15, 7, NULL, '8.4.2', '8427', '3.1.0', NULL, NULL, NULL, NULL, NULL, 1, 264);
INSERT INTO public.sessions VALUES (45, '08bdaac9-40e3-419b-85eb-4fb2d58fa433', 1795899206834, 1795901417919, 'app_background', 'iPhone14,5', 'iOS', '17.10', 17, 10, NULL, '8.6.1', '8618', '4.0.1', 390, 844, 3, NULL, NULL, 1, 376);
INSERT INTO public.sessions VALUES (46, '17ea1d66-6060-4357-b57c-1b39819890ab', 1795889604600, NULL, NULL, 'iPhone12,1', 'iOS', '13.7', 13, 7, NULL, '8.6.1', '8618', '4.0.1', 414, 896, 2, '{"device.carrier":"Vodafone"}', NULL, 1, 325);
INSERT INTO public.sessions VALUES (47, '191bb4f6-ca23-465b-a7b0-18ca0e223641', 1795898165508, 1795900447061, 'player_closed', 'iPhone13,2', 'iOS', '15.7', 15, 7, NULL, '8.3.0', '8301', '3.1.0', 390, 844, 3, NULL, NULL, 1, 382);
INSERT INTO public.sessions VALUES (49, '2b9dc52d-93af-4566-8683-b35b2e255405', 1795884348977, 1795886070016, 'user_left', 'iPhone8,1', 'iOS', '12.5.7', 12, 5, 7, '8.6.1', '8618', NULL, 375, 667, 2, NULL, NULL, 1, 403);
INSERT INTO public.sessions VALUES (50, '2eeb0937-fb33-425e-9dd9-2dbc52a9403f', 1795890678000, 1795891304473, 'player_closed', 'iPhone15,2', 'iOS', '16.7.2', 16, 7, 2, '8.6.1', '8618', '4.0.1', 393, 852, 3, NULL, NULL, 1, 371);
INSERT INTO public.sessions VALUES (51, '327cf1c8-02c2-4f78-b09d-d5dddb40c6a3', 1795847168809, 1795848716102, NULL, 'iPhone14,5', 'iOS', '18.6.2', 18, 6, 2, '8.6.1', '8618', NULL, NULL, NULL, NULL, NULL, NULL, 1, 366);
INSERT INTO public.sessions VALUES (52, '5839a3b9-b942-4029-966e-0987af9378d5', 1795857851763, 1795858901198, 'player_closed', 'iPhone10,3', 'iOS', '16.7.2', 16, 7, 2, '8.6.1', '8618', '4.0.1', 375, 812, 3, NULL, NULL, 1, 356);
INSERT INTO public.sessions VALUES (53, '6733cc14-d545-4f87-afe9-861ed639d99d', 1795799998941, 1795801468439, 'video_ended', 'iPhone12,1', 'iOS', '13.7', 13, 7, NULL, '8.6.0', '8612', '3.2.4', 414, 896, 2, NULL, NULL, 1, 306);
INSERT INTO public.sessions VALUES (54, '691cb9be-251a-4c4b-9d6f-7d9d3c3c3a04', 1795860888260, NULL, NULL, 'iPhone14,5', 'iOS', '16.7.2', 16, 7, 2, '8.5.0', '8503', '3.2.4', 390, 844, 3, NULL, NULL, 1, 434);
INSERT INTO public.sessions VALUES (55, '763525b2-8c22-4970-8372-81043ab9421b', 1795802183241, 1795804514534, 'player_closed', 'iPhone15,2', 'iOS', '17.9', 17, 9, NULL, '8.6.0', '8612', '3.2.4', 393, 852, 3, NULL, NULL, 1, 305);
INSERT INTO public.sessions VALUES (56, '7b68ac54-09b3-4bdb-8d58-54fed0f84b34', 1795863472474, 1795865354566, 'video_ended', 'iPhone16,2', 'iOS', '18.6.2', 18, 6, 2, '8.3.0', '8301', '3.1.0', 430, 932, 3, NULL, NULL, 1, 345);
INSERT INTO public.sessions VALUES (60, 'c611fa63-f3ea-4ad9-badf-5edd5c4fd600', 1795834924187, 1795835804787, NULL, 'iPhone10,3', 'iOS', '11.4', 11, 4, NULL, '8.6.1', '8618', '4.0.1', NULL, NULL, NULL, NULL, NULL, 1, 405);
INSERT INTO public.sessions VALUES (61, 'ca23952c-a515-4825-9d1f-8fb9f583e0d3', 1795871398000, 1795872508000, 'player_closed', 'iPhone14,5', 'iOS', '18.6.2', 18, 6, 2, '8.5.0', '8503', '3.2.4', 390, 844, 3, NULL, NULL, 1, 415);
INSERT INTO public.sessions VALUES (63, 'd2fd2e28-1368-4e53-a9a2-dd2c35ea0546', 1795896968722, 1795899509892, 'player_closed', 'iPhone16,2', 'iOS', '17.10', 17, 10, NULL, '8.6.0', '8612', '3.2.4', NULL, NULL, NULL, NULL, NULL, 1, 375);
INSERT INTO public.sessions VALUES (64, 'd871050f-da18-4bac-a77a-2bc284be011b', 1795867079986, NULL, NULL, 'iPhone13,2', 'iOS', '15.7', 15, 7, NULL, '8.6.1', '8618', '4.0.1', 390, 844, 3, NULL, NULL, 1, 392);
INSERT INTO public.sessions VALUES (65, 'e5241e69-a336-4add-bdc0-7989569d391f', 1795880966816, NULL, NULL, 'iPhone13,2', 'iOS', '18.1', 18, 1, NULL, '8.4.2', '8427', '3.1.0', NULL, NULL, NULL, NULL, NULL, 1, 332);
INSERT INTO public.sessions VALUES (43, 'f3d0190c-674a-4cf0-856b-010928161087', 1795785317946, 1795786771432, 'video_ended', 'iPhone12,1', 'iOS', '14.8', 14, 8, NULL, '8.5.0', '8503', '3.2.4', 414, 896, 2, NULL, NULL, 1, 294);
INSERT INTO public.sessions VALUES (67, '1fb3112b-682f-4028-99fa-a49e4c882d2c', 1795613237660, 1795613594509, 'app_background', 'iPhone12,1', 'iOS', '18.1', 18, 1, NULL, '8.6.0', '8612', '3.2.4', 414, 896, 2, NULL, NULL, 2, 2);
INSERT INTO public.sessions VALUES (68, '27b38bff-f025-4c8b-b26e-f2af60a16a45', 1795621510057, 1795622873742, 'app_background', 'iPhone14,5', 'iOS', '16.7.2', 16, 7, 2, '8.4.2', '8427', '3.1.0', NULL, NULL, NULL, NULL, NULL, 2, 11);
INSERT INTO public.sessions VALUES (69, '490cfd06-96bf-4f02-bbfd-9f5910f7f6ba', 1795723872996, 1795724603961, 'app_background', 'iPhone10,3', 'iOS', '16.7.2', 16, 7, 2, '8.5.0', '8503', '3.2.4', 375, 812, 3, NULL, NULL, 2, 118);
INSERT INTO public.sessions VALUES (70, '53582b8f-fcc5-4880-944b-b0cada0d9293', 1795593705000, 1795597281045, 'user_left', 'iPhone14,5', 'iOS', '15.7', 15, 7, NULL, '8.5.0', '8503', '3.2.4', 390, 844, 3, NULL, NULL, 2, 30);
INSERT INTO public.sessions VALUES (71, '623eeb7c-a959-47ff-b705-677ed2ff70c7', 1795573597971, 1795575180883, 'video_ended', 'iPhone8,1', 'iOS', '13.4.1', 13, 4, 1, '8.6.0', '8612', '3.2.4', 375, 667, 2, NULL, NULL, 2, 24);
INSERT INTO public.sessions VALUES (72, '6e701a81-b601-4f62-99a2-92ba1fb5cf8f', 1795808031386, NULL, NULL, 'iPhone8,1', 'iOS', '14.8', 14, 8, NULL, '8.6.0', '8612', '3.2.4', 375, 667, 2, NULL, NULL, 2, 186);
INSERT INTO public.sessions VALUES (73, '6e9d54c6-c7bc-4cb7-b7ac-bd5bdba77a7a', 1795756578233, 1795759467953, 'player_closed', 'iPhone12,1', 'iOS', '13.4.1', 13, 4, 1, '8.6.0', '8612', '3.2.4', NULL, NULL, NULL, NULL, NULL, 2, 193);
INSERT INTO public.sessions VALUES (74, '78df7c87-7a2d-49eb-808e-af8d536cf0aa', 1795688252012, 1795689293491, 'user_left', 'iPhone11,8', 'iOS', '16.7.2', 16, 7, 2, '8.4.2', '8427', '3.1.0', 414, 896, 2, NULL, NULL, 2, 153);
INSERT INTO public.sessions VALUES (75, '7a46ce7b-921c-406a-b8bb-454c60956ded', 1795602883497, 1795603159689, 'user_left', 'iPhone14,5', 'iOS', '16.7.2', 16, 7, 2, '8.6.0', '8612', '3.2.4', 390, 844, 3, NULL, NULL, 2, 17);
INSERT INTO public.sessions VALUES (76, '8ebff21d-b77c-4cd4-9e8e-978b91161055', 1795600114342, 1795602034572, 'video_ended', 'iPhone14,5', 'iOS', '16.7.2', 16, 7, 2, '8.6.0', '8612', NULL, 390, 844, 3, NULL, NULL, 2, 75);
INSERT INTO public.sessions VALUES (77, '988fb308-721e-47c8-8e75-aaf62282b74e', 1795688460138, 1795690428380, NULL, 'iPhone9,1', 'iOS', '13.4.1', 13, 4, 1, '8.6.0', '8612', '3.2.4', 375, 667, 2, NULL, NULL, 2, 158);
INSERT INTO public.sessions VALUES (78, '9b24865a-8c2b-4688-ad70-6c8bc57c48fc', 1795726702692, NULL, NULL, 'iPhone9,1', 'iOS', '12.5.7', 12, 5, 7, '8.5.0', '8503', '3.2.4', 375, 667, 2, NULL, NULL, 2, 191);
INSERT INTO public.sessions VALUES (79, '9d0496c4-da03-449b-a31f-0391ec17bb78', 1795574728770, 1795576228639, 'app_background', 'iPhone9,1', 'iOS', '14.8', 14, 8, NULL, '8.6.0', '8612', '3.2.4', 375, 667, 2, NULL, NULL, 2, 70);
INSERT INTO public.sessions VALUES (80, '9dd4529b-b803-4f13-9608-69432c484b0d', 1795672925000, 1795676826914, 'player_closed', 'iPhone9,1', 'iOS', '13.7', 13, 7, NULL, '8.6.0', '8612', '3.2.4', 375, 667, 2, NULL, NULL, 2, 113);
INSERT INTO public.sessions VALUES (81, 'a0ca5313-6a4a-438e-b980-8f291661a8d7', 1795692869000, 1795693354752, NULL, 'iPhone13,2', 'iOS', '18.1', 18, 1, NULL, '8.5.0', '8503', NULL, 390, 844, 3, NULL, NULL, 2, 88);
INSERT INTO public.sessions VALUES (83, 'ab95261d-2b70-4e05-8da2-8510e108e413', 1795718846174, 1795719499000, 'user_left', 'iPhone15,2', 'iOS', '16.7.2', 16, 7, 2, '8.6.0', '8612', '3.2.4', 393, 852, 3, NULL, NULL, 2, 137);
INSERT INTO public.sessions VALUES (84, 'adfc6952-eca4-4a58-b385-216e1c5c065f', 1795705668078, 1795708044830, 'player_closed', 'iPhone14,5', 'iOS', '17.9', 17, 9, NULL, '8.3.0', '8301', '3.1.0', 390, 844, 3, NULL, NULL, 2, 141);
INSERT INTO public.sessions VALUES (85, 'b12a8715-0bac-43a0-a302-59cc13b0cd2d', 1795674036588, 1795675259653, NULL, 'iPad13,1', 'iPadOS', '14.8', 14, 8, NULL, '8.5.0', '8503', '3.2.4', 820, 1180, 2, NULL, NULL, 2, 79);
INSERT INTO public.sessions VALUES (86, 'c254aa56-e24f-409f-bfbc-632f4f60cc4d', 1795590150492, 1795591223775, NULL, 'iPhone9,4', 'iOS', '13.4.1', 13, 4, 1, '8.4.2', '8427', NULL, 414, 736, 3, NULL, NULL, 2, 22);
INSERT INTO public.sessions VALUES (87, 'cb7f1984-e972-4e4f-82fb-31e891c5234d', 1795692003762, 1795692387024, 'video_ended', 'iPhone15,2', 'iOS', '16.7.2', 16, 7, 2, '8.5.0', '8503', NULL, 393, 852, 3, NULL, NULL, 2, 165);
INSERT INTO public.sessions VALUES (88, 'cd0997c0-0ceb-4d3d-ada3-9135704b6b92', 1795676894074, 1795677557538, NULL, 'iPhone9,1', 'iOS', '12.5.7', 12, 5, 7, '8.3.0', '8301', '3.1.0', 375, 667, 2, NULL, NULL, 2, 77);
INSERT INTO public.sessions VALUES (89, 'd6761e35-c245-4a06-88c1-9e5bfd5b45cd', 1795591502000, 1795592961000, 'app_background', 'iPhone16,2', 'iOS', '18.1', 18, 1, NULL, '8.3.0', '8301', '3.1.0', 430, 932, 3, NULL, NULL, 2, 1);
INSERT INTO public.sessions VALUES (82, 'a1e903bc-878d-430b-8608-8c38c76fc6e3', 1795651310427, 1795652723000, 'user_left', 'iPhone14,5', 'iOS', '17.9', 17, 9, NULL, '8.6.0', '8612', NULL, NULL, NULL, NULL, NULL, NULL, 3, 112);
INSERT INTO public.sessions VALUES (59, '8c512a49-8b91-400e-9109-d6ac119cc457', 1795842066444, 1795845052746, 'app_background', 'iPhone11,8', 'iOS', '18.6.2', 18, 6, 2, '8.6.1', '8618', '4.0.1', 414, 896, 2, NULL, NULL, 3, 377);
INSERT INTO public.sessions VALUES (90, 'e6d367af-2011-41c0-8fcf-1d8c3cfe1363', 1795606592000, 1795609180683, 'app_background', 'iPhone9,4', 'iOS', '13.7', 13, 7, NULL, '8.5.0', '8503', '3.2.4', 414, 736, 3, NULL, NULL, 2, 39);
INSERT INTO public.sessions VALUES (92, 'ebb3fcdf-499d-46ca-9631-dc541ba9f817', 1795667898260, 1795668832995, 'video_ended', 'iPhone14,5', 'iOS', '15.7', 15, 7, NULL, '8.5.0', '8503', '3.2.4', 390, 844, 3, NULL, NULL, 2, 171);
INSERT INTO public.sessions VALUES (44, 'f723d10b-413b-41ff-95c4-2ddf422a4398', 1795661470509, 1795663975895, 'video_ended', 'iPhone15,2', 'iOS', '18.6.2', 18, 6, 2, '8.6.0', '8612', '3.2.4', 393, 852, 3, NULL, NULL, 2, 123);
INSERT INTO public.sessions VALUES (21, '785b64ff-dad7-4c1b-9d80-55efe2800ee7', 1795747273961, 1795748494988, 'player_closed', 'iPhone10,3', 'iOS', '16.7.2', 16, 7, 2, '8.6.0', '8612', '3.2.4', NULL, NULL, NULL, NULL, NULL, 2, 221);
INSERT INTO public.sessions VALUES (95, '03317282-88f9-4672-aa5f-f798f6eae4d6', 1795859233975, 1795859691000, 'video_ended', 'iPhone14,5', 'iOS', '16.7.2', 16, 7, 2, '8.6.1', '8618', '4.0.1', 390, 844, 3, NULL, NULL, 2, 410);
INSERT INTO public.sessions VALUES (96, '06c160c7-350a-4caf-b0db-5f20b07819a1', 1795758102000, 1795758534910, 'app_background', 'iPhone8,1', 'iOS', '13.4.1', 13, 4, 1, '8.6.0', '8612', '3.2.4', 375, 667, 2, NULL, NULL, 2, 262);
INSERT INTO public.sessions VALUES (99, '36b4ad4a-1d95-4bc8-a534-2f7d82cbb73d', 1795775673798, 1795777979637, 'user_left', 'iPad8,1', 'iPadOS', '18.1', 18, 1, NULL, '8.5.0', '8503', '3.2.4', 834, 1194, 2, '{"net":"cellular"}', NULL, 2, 304);
INSERT INTO public.sessions VALUES (100, '3addf52d-7ebb-4555-8462-27199f61a74b', 1795741776390, 1795743492231, 'user_left', 'iPhone11,8', 'iOS', '13.4.1', 13, 4, 1, '8.6.0', '8612', '3.2.4', 414, 896, 2, '{"net":"5g"}', NULL, 2, 331);
INSERT INTO public.sessions VALUES (102, '696f5532-1b3a-441c-9295-98e2e7ec93fa', 1795827806317, 1795828916000, NULL, 'iPad13,1', 'iPadOS', '18.6.2', 18, 6, 2, '8.6.0', '8612', '3.2.4', 820, 1180, 2, NULL, NULL, 2, 397);
INSERT INTO public.sessions VALUES (103, '6fe38993-fb36-48c1-b023-98a7e9450af4', 1795804593288, 1795807148317, 'video_ended', 'iPhone10,3', 'iOS', '13.7', 13, 7, NULL, '8.3.0', '8301', '3.1.0', 375, 812, 3, NULL, NULL, 2, 291);
INSERT INTO public.sessions VALUES (104, '89533541-e22e-4619-a918-3990f93501d0', 1795878287989, 1795878607000, 'app_background', 'iPhone10,3', 'iOS', '11.4', 11, 4, NULL, '8.5.0', '8503', '3.2.4', 375, 812, 3, NULL, NULL, 2, 369);
INSERT INTO public.sessions VALUES (105, '9cc50edb-3d70-4d0b-98de-18e6ec78aecd', 1795744572511, 1795747599272, 'user_left', 'iPhone12,1', 'iOS', '14.8', 14, 8, NULL, '8.4.2', '8427', '3.1.0', 414, 896, 2, NULL, NULL, 2, 259);
INSERT INTO public.sessions VALUES (106, 'a0f43851-1374-4ed9-9139-73e5d0459098', 1795894431069, 1795895773647, 'video_ended', 'iPhone14,5', 'iOS', '17.9', 17, 9, NULL, '8.6.0', '8612', '3.2.4', 390, 844, 3, NULL, NULL, 2, 367);
INSERT INTO public.sessions VALUES (108, 'b07d2aba-d6c0-4b09-a641-86c7bcadafb5', 1795776958172, NULL, NULL, 'iPad6,11', 'iPadOS', '13.7', 13, 7, NULL, '8.5.0', '8503', '3.2.4', 768, 1024, 2, NULL, NULL, 2, 336);
INSERT INTO public.sessions VALUES (109, 'b29fceb2-74a0-46f5-9447-216d42817574', 1795860411578, 1795861799056, 'video_ended', 'iPhone12,1', 'iOS', '17.10', 17, 10, NULL, '8.5.0', '8503', '3.2.4', 414, 896, 2, NULL, NULL, 2, 373);
INSERT INTO public.sessions VALUES (111, 'e5714d47-a17b-48c6-bb89-d301a363b4c7', 1795805298240, 1795807106576, 'player_closed', 'iPhone15,2', 'iOS', '16.7.2', 16, 7, 2, '8.5.0', '8503', NULL, 393, 852, 3, NULL, NULL, 2, 285);
INSERT INTO public.sessions VALUES (112, 'e9851668-62ba-41e9-9705-87a7931c2bd2', 1795876143137, 1795879171000, 'player_closed', 'iPhone12,1', 'iOS', '13.7', 13, 7, NULL, '8.6.0', '8612', '3.2.4', 414, 896, 2, NULL, NULL, 2, 418);
INSERT INTO public.sessions VALUES (66, 'eb0c1f18-7f85-4f0a-a8ac-1b5e5c1bd4d2', 1795860525609, NULL, NULL, 'iPhone9,1', 'iOS', '13.4.1', 13, 4, 1, '8.6.1', '8618', '4.0.1', 375, 667, 2, NULL, NULL, 2, 358);
INSERT INTO public.sessions VALUES (34, 'c97eee17-10ec-49fd-ab99-9b908fcc3f29', 1795795538243, 1795797057285, 'video_ended', 'iPhone8,1', 'iOS', '10.3.4', 10, 3, 4, '8.5.0', '8503', '3.2.4', 375, 667, 2, NULL, NULL, 2, 237);
INSERT INTO public.sessions VALUES (91, 'e8054fdc-355c-46d1-a5cd-2994074eafbd', 1795747978947, 1795749376301, NULL, 'iPhone11,8', 'iOS', '16.7.2', 16, 7, 2, '8.5.0', '8503', '3.2.4', NULL, NULL, NULL, NULL, NULL, 2, 236);
INSERT INTO public.sessions VALUES (36, 'd25a0cfc-d5a7-412f-aca9-84930f98174f', 1795682090201, 1795684164000, 'video_ended', 'iPhone9,4', 'iOS', '10.3.3', 10, 3, 3, '8.6.0', '8612', '3.2.4', 414, 736, 3, NULL, '{"net":"cellular"}', 2, 185);
INSERT INTO public.sessions VALUES (5, '2248aa5f-166f-4c6e-8cd8-9f7bf179864a', 1795703635232, 1795707509160, 'player_closed', 'iPhone11,8', 'iOS', '18.1', 18, 1, NULL, '8.6.0', '8612', '3.2.4', 414, 896, 2, NULL, NULL, 2, 182);
INSERT INTO public.sessions VALUES (48, '19f514d6-59d6-44be-b72b-d88d6f00cac7', 1795809121754, 1795812001687, 'player_closed', 'iPhone14,5', 'iOS', '16.7.2', 16, 7, 2, '8.6.0', '8612', '3.2.4', 390, 844, 3, NULL, NULL, 2, 283);
INSERT INTO public.sessions VALUES (62, 'cf99379a-5028-40c2-9a83-23f30cbdce14', 1795864233783, 1795864610103, 'user_left', 'iPhone9,1', 'iOS', '12.5.7', 12, 5, 7, '8.6.0', '8612', '3.2.4', 375, 667, 2, '{"device.carrier":"China Mobile"}', NULL, 1, 335);
INSERT INTO public.sessions VALUES (58, '8b78f8ec-a91f-40a5-b4e6-7fd8972aa46b', 1795841219493, 1795843136769, 'video_ended', 'iPhone15,2', 'iOS', '17.10', 17, 10, NULL, '8.6.1', '8618', '4.0.1', 393, 852, 3, NULL, NULL, 2, 377);
INSERT INTO public.sessions VALUES (57, '892c5932-f7a3-47b4-bb28-9c1990aea3bc', 1795896461048, 1795899161688, 'user_left', 'iPhone11,8', 'iOS', '13.4.1', 13, 4, 1, '8.6.1', '8618', '4.0.1', 414, 896, 2, NULL, NULL, 2, 427);
INSERT INTO public.sessions VALUES (113, '03ec57e3-e812-4d7c-9884-7b16ad404f87', 1795602539689, NULL, NULL, 'iPhone9,1', 'iOS', '10.3.3', 10, 3, 3, '8.4.2', '8427', '3.1.0', 375, 667, 2, NULL, NULL, 3, 76);
INSERT INTO public.sessions VALUES (115, '325c4a7f-023a-40e6-af4d-30465aa431ea', 1795604683000, NULL, NULL, 'iPhone12,1', 'iOS', '18.1', 18, 1, NULL, '8.5.0', '8503', '3.2.4', 414, 896, 2, NULL, NULL, 3, 101);
INSERT INTO public.sessions VALUES (116, '434da2f3-5d41-4297-a9b7-83ca1e8bd7b5', 1795660581275, 1795661812499, 'app_background', 'iPhone9,1', 'iOS', '14.8', 14, 8, NULL, '8.4.2', '8427', '3.1.0', 375, 667, 2, NULL, NULL, 3, 122);
INSERT INTO public.sessions VALUES (94, 'f508a55c-8e24-4f4a-94df-35f02f63b8c8', 1795605753702, NULL, NULL, 'iPhone11,8', 'iOS', '17.10', 17, 10, NULL, '8.5.0', '8503', '3.2.4', NULL, NULL, NULL, NULL, NULL, 3, 57);
INSERT INTO public.sessions VALUES (93, 'f303d0dd-2452-4cd9-8445-07f78467f9bc', 1795652803000, 1795655498975, 'player_closed', 'iPhone15,2', 'iOS', '18.1', 18, 1, NULL, '8.4.2', '8427', '3.1.0', NULL, NULL, NULL, NULL, NULL, 3, 197);
INSERT INTO public.sessions VALUES (107, 'a6fb02fa-440a-42c7-b3fe-5e2dd39679cb', 1795804251073, NULL, NULL, 'iPad13,1', 'iPadOS', '17.9', 17, 9, NULL, '8.6.0', '8612', NULL, 820, 1180, 2, '{"device.carrier":"Vodafone"}', NULL, 3, 270);
INSERT INTO public.sessions VALUES (97, '1aa562fa-a0fb-44f8-a419-280cb41f0e8b', 1795882374392, NULL, NULL, 'iPhone13,2', 'iOS', '18.1', 18, 1, NULL, '8.6.0', '8612', NULL, 390, 844, 3, NULL, NULL, 3, 360);
INSERT INTO public.sessions VALUES (114, '30877a2d-7faf-44be-b457-0a4a01fd61b7', 1795785837000, 1795787155842, 'video_ended', 'iPhone9,1', 'iOS', '10.3.4', 10, 3, 4, '8.3.0', '8301', '3.1.0', 375, 667, 2, NULL, NULL, 3, 236);
INSERT INTO public.sessions VALUES (117, '4432f16b-46f5-4071-931c-54db4fda10c6', 1795618793337, 1795620449996, NULL, 'iPhone9,1', 'iOS', '10.3.3', 10, 3, 3, '8.4.2', '8427', '3.1.0', 375, 667, 2, NULL, NULL, 3, 72);
INSERT INTO public.sessions VALUES (118, '49b6cdff-b249-462f-8a61-6243e8128f98', 1795604640065, NULL, NULL, 'iPhone15,2', 'iOS', '17.10', 17, 10, NULL, '8.6.0', '8612', '3.2.4', 393, 852, 3, NULL, NULL, 3, 1);
INSERT INTO public.sessions VALUES (119, '57d34ec0-30d3-459e-8907-a8f36a1bf5fc', 1795712020041, 1795712235591, 'player_closed', 'iPad6,11', 'iOS', '11.4', 11, 4, NULL, '8.6.0', '8612', '3.2.4', 768, 1024, 2, NULL, NULL, 3, 132);
INSERT INTO public.sessions VALUES (121, '6715f2d4-dccb-4954-94d5-7f4eed4b0c1c', 1795617173019, 1795620137151, NULL, 'iPhone12,1', 'iOS', '14.8', 14, 8, NULL, '8.3.0', '8301', '3.1.0', 414, 896, 2, NULL, NULL, 3, 52);
INSERT INTO public.sessions VALUES (123, '6f0eeca0-2fd9-4e68-820b-b7be15125eab', 1795579677494, 1795580978000, 'user_left', 'iPhone9,1', 'iOS', '12.5.7', 12, 5, 7, '8.6.0', '8612', '3.2.4', NULL, NULL, NULL, NULL, NULL, 3, 30);
INSERT INTO public.sessions VALUES (124, '7bcb7c81-060d-4cd2-8d30-31e34598aac7', 1795609091819, 1795609563002, 'user_left', 'iPhone10,3', 'iOS', '15.7', 15, 7, NULL, '8.6.0', '8612', '3.2.4', 375, 812, 3, NULL, NULL, 3, 46);
INSERT INTO public.sessions VALUES (125, '817b2419-55c8-4806-9c26-441851f25e54', 1795718256616, 1795720007407, 'video_ended', 'iPhone15,2', 'iOS', '16.7.2', 16, 7, 2, '8.6.0', '8612', '3.2.4', 393, 852, 3, NULL, NULL, 3, 173);
INSERT INTO public.sessions VALUES (126, '94c0fe6f-6dc0-4beb-8742-c8864b038b0b', 1795599634541, 1795601826729, 'app_background', 'iPhone13,2', 'iOS', '17.9', 17, 9, NULL, '8.6.0', '8612', '3.2.4', 390, 844, 3, NULL, NULL, 3, 7);
INSERT INTO public.sessions VALUES (127, '996ff18f-e3f0-42ce-bb2e-1f59a6a51016', 1795613287972, 1795614572242, 'user_left', 'iPhone14,5', 'iOS', '16.7.2', 16, 7, 2, '8.6.0', '8612', NULL, 390, 844, 3, NULL, NULL, 3, 2);
INSERT INTO public.sessions VALUES (128, 'a7c18df7-5b56-4679-9ff4-6e6fa7951c58', 1795664309868, 1795665528000, 'player_closed', 'iPhone13,2', 'iOS', '18.6.2', 18, 6, 2, '8.3.0', '8301', '3.1.0', 390, 844, 3, NULL, NULL, 3, 182);
INSERT INTO public.sessions VALUES (129, 'b86c412b-990d-4ba7-be41-b7998a8d64a5', 1795678149343, 1795679460411, 'video_ended', 'iPad8,1', 'iPadOS', '16.7.2', 16, 7, 2, '8.5.0', '8503', '3.2.4', 834, 1194, 2, NULL, NULL, 3, 200);
INSERT INTO public.sessions VALUES (130, 'cf45cb5f-809a-4faa-875d-812a0a243b96', 1795666771466, 1795667838826, 'user_left', 'iPhone11,8', 'iOS', '13.7', 13, 7, NULL, '8.5.0', '8503', '3.2.4', 414, 896, 2, NULL, NULL, 3, 207);
INSERT INTO public.sessions VALUES (131, 'd5679845-5f9f-444b-b1b7-bc47b3792a84', 1795747926079, 1795748646000, 'user_left', 'iPhone13,2', 'iOS', '18.1', 18, 1, NULL, '8.6.0', '8612', '3.2.4', 390, 844, 3, NULL, NULL, 3, 231);
INSERT INTO public.sessions VALUES (132, 'dc1673c0-0f89-47e7-b21a-1d12566c20df', 1795725476787, 1795728645994, 'user_left', 'iPhone13,2', 'iOS', '18.6.2', 18, 6, 2, '8.6.0', '8612', '3.2.4', 390, 844, 3, NULL, NULL, 3, 151);
INSERT INTO public.sessions VALUES (133, 'dd176831-2c71-4589-ad28-866e9da2e6c2', 1795711419558, 1795715327949, 'video_ended', 'iPhone10,3', 'iOS', '16.7.2', 16, 7, 2, '8.6.0', '8612', '3.2.4', 375, 812, 3, NULL, NULL, 3, 119);
INSERT INTO public.sessions VALUES (134, 'f2e78a5d-28a7-4f72-9a65-a2eb8c6f5c4a', 1795722027615, NULL, NULL, 'iPhone14,5', 'iOS', '17.9', 17, 9, NULL, '8.4.2', '8427', '3.1.0', 390, 844, 3, NULL, NULL, 3, 168);
INSERT INTO public.sessions VALUES (8, '34e93057-c351-4e80-bd16-54c18e877fca', 1795580912628, 1795582668294, 'video_ended', 'iPhone9,4', 'iOS', '14.8', 14, 8, NULL, '8.6.0', '8612', '3.2.4', 414, 736, 3, NULL, NULL, 3, 12);
INSERT INTO public.sessions VALUES (11, '3c159dcd-0393-44ec-9d93-ca16599e4716', 1795652056000, 1795652703218, 'app_background', 'iPhone9,1', 'iOS', '10.3.3', 10, 3, 3, '8.6.0', '8612', '3.2.4', 375, 667, 2, NULL, NULL, 3, 102);
INSERT INTO public.sessions VALUES (38, 'e1013c39-c943-4ce0-82f8-5132e46df7fa', 1795712871722, 1795716065386, 'player_closed', 'iPhone11,8', 'iOS', '18.1', 18, 1, NULL, '8.5.0', '8503', '3.2.4', 414, 896, 2, NULL, NULL, 3, 124);
INSERT INTO public.sessions VALUES (135, '11185478-75aa-42ba-86df-11f23c4d8c6b', 1795761487911, NULL, NULL, 'iPhone12,1', 'iOS', '15.7', 15, 7, NULL, '8.4.2', '8427', '3.1.0', 414, 896, 2, NULL, NULL, 3, 318);
INSERT INTO public.sessions VALUES (136, '356d7fc0-357e-4624-957b-d7a094208f4a', 1795884859085, 1795885753074, 'player_closed', 'iPhone13,2', 'iOS', '18.6.2', 18, 6, 2, '8.4.2', '8427', '3.1.0', 390, 844, 3, NULL, NULL, 3, 359);
INSERT INTO public.sessions VALUES (137, '52cadddd-7d73-4e6d-8ac5-7281624e3f1b', 1795898331049, 1795898557144, NULL, 'iPad7,5', 'iPadOS', '16.7.2', 16, 7, 2, '8.6.1', '8618', '4.0.1', NULL, NULL, NULL, NULL, NULL, 3, 431);
INSERT INTO public.sessions VALUES (138, '54e758b6-b362-45e7-8bd1-8399621b2701', 1795868709780, 1795869203625, 'video_ended', 'iPhone9,1', 'iOS', '11.4', 11, 4, NULL, '8.6.0', '8612', '3.2.4', NULL, NULL, NULL, NULL, NULL, 3, 394);
INSERT INTO public.sessions VALUES (139, '6c4b64db-7eea-4218-983b-a94c135305b1', 1795890941475, 1795892909000, 'app_background', 'iPhone9,4', 'iOS', '12.5.7', 12, 5, 7, '8.6.0', '8612', '3.2.4', 414, 736, 3, NULL, NULL, 3, 405);
INSERT INTO public.sessions VALUES (140, '6f1ad89c-93ed-45d3-a65c-97abc18f9c0a', 1795853266189, 1795856213390, 'user_left', 'iPhone9,1', 'iOS', '15.7', 15, 7, NULL, '8.6.1', '8618', '4.0.1', NULL, NULL, NULL, NULL, NULL, 3, 374);
INSERT INTO public.sessions VALUES (141, '783d79a9-c9c2-4624-9d62-5db43e907015', 1795806350957, 1795806557315, 'video_ended', 'iPhone16,2', 'iOS', '17.10', 17, 10, NULL, '8.6.0', '8612', '3.2.4', 430, 932, 3, NULL, NULL, 3, 289);
INSERT INTO public.sessions VALUES (142, '80d9adeb-12ec-44e5-a56e-d621d9f71bcd', 1795830404847, 1795830638000, 'app_background', 'iPhone9,4', 'iOS', '11.4', 11, 4, NULL, '8.6.1', '8618', '4.0.1', 414, 736, 3, '{"net":"5g"}', NULL, 3, 443);
INSERT INTO public.sessions VALUES (143, 'a3d08f2a-5959-4df1-9a45-2451c57bc6be', 1795860013000, 1795861082774, 'user_left', 'iPhone9,1', 'iOS', '14.8', 14, 8, NULL, '8.6.1', '8618', '4.0.1', 375, 667, 2, NULL, NULL, 3, 441);
INSERT INTO public.sessions VALUES (144, 'c01b6746-a7ee-489f-87dc-649e069725d7', 1795756796022, 1795757754058, 'video_ended', 'iPhone15,2', 'iOS', '18.6.2', 18, 6, 2, '8.6.0', '8612', '3.2.4', 393, 852, 3, '{"device.carrier":"NTT docomo","net":"wifi"}', NULL, 3, 300);
INSERT INTO public.sessions VALUES (145, 'c404a9bb-19b1-4ecc-9251-f6c96a8310e7', 1795857744412, 1795860243557, 'player_closed', 'iPhone15,2', 'iOS', '16.7.2', 16, 7, 2, '8.6.1', '8618', '4.0.1', 393, 852, 3, NULL, NULL, 3, 369);
INSERT INTO public.sessions VALUES (146, 'd9da3aa9-006c-489b-8fe8-19ed9afb565e', 1795889973398, 1795893598954, NULL, 'iPhone12,1', 'iOS', '15.7', 15, 7, NULL, '8.5.0', '8503', '3.2.4', 414, 896, 2, '{"net":"5g"}', NULL, 3, 453);
INSERT INTO public.sessions VALUES (147, 'de1cffca-5c1f-4730-918e-daf2dc5e6567', 1795858402525, 1795860361896, 'player_closed', 'iPhone15,2', 'iOS', '18.1', 18, 1, NULL, '8.6.1', '8618', '4.0.1', NULL, NULL, NULL, NULL, NULL, 3, 345);
INSERT INTO public.sessions VALUES (148, 'f3e31690-a431-497d-8e47-a3d46564269e', 1795807672317, NULL, NULL, 'iPhone13,2', 'iOS', '18.6.2', 18, 6, 2, '8.4.2', '8427', NULL, 390, 844, 3, NULL, NULL, 3, 286);
INSERT INTO public.sessions VALUES (149, 'fe3fd66f-1f7f-471c-aca4-3f44a4c8c82d', 1795799169030, 1795800182815, 'video_ended', 'iPhone9,4', 'iOS', '11.4', 11, 4, NULL, '8.4.2', '8427', '3.1.0', 414, 736, 3, NULL, NULL, 3, 254);
INSERT INTO public.sessions VALUES (150, 'ff598d5d-5aea-4990-8c65-a0d6159d1b88', 1795802612063, 1795805319777, 'app_background', 'iPhone15,2', 'iOS', '17.10', 17, 10, NULL, '8.5.0', '8503', '3.2.4', 393, 852, 3, NULL, NULL, 3, 312);
INSERT INTO public.sessions VALUES (122, '68ebfae2-82fe-4bcb-adf8-587243df2eac', 1795769348071, 1795771806173, 'app_background', 'iPhone15,2', 'iOS', '18.1', 18, 1, NULL, '8.6.0', '8612', '3.2.4', 393, 852, 3, NULL, NULL, 3, 220);
INSERT INTO public.sessions VALUES (12, '473fdae3-31c4-4b21-9d61-86d328e48865', 1795747959566, 1795751016911, 'app_background', 'iPhone12,1', 'iOS', '16.7.2', 16, 7, 2, '8.6.0', '8612', '3.2.4', 414, 896, 2, NULL, NULL, 3, 250);
INSERT INTO public.sessions VALUES (120, '5d472043-c743-4e33-9401-f46c7acd6408', 1795782939559, 1795785153613, 'app_background', 'iPhone15,2', 'iOS', '16.7.2', 16, 7, 2, '8.5.0', '8503', '3.2.4', 393, 852, 3, NULL, NULL, 3, 241);
INSERT INTO public.sessions VALUES (101, '3cacecdf-3d60-4927-b961-d5000fadb220', 1795778851420, 1795782614408, 'video_ended', 'iPhone13,2', 'iOS', '15.7', 15, 7, NULL, '8.6.0', '8612', '3.2.4', 390, 844, 3, NULL, NULL, 2, 325);
INSERT INTO public.sessions VALUES (98, '2b34a83e-1203-4534-bb06-fbb4b7d345cc', 1795740552870, 1795742225843, 'app_background', 'iPhone15,2', 'iOS', '16.7.2', 16, 7, 2, '8.3.0', '8301', '3.1.0', 393, 852, 3, NULL, '{"net":"cellular"}', 3, 314);
INSERT INTO public.sessions VALUES (110, 'd09452b8-c972-4ecc-9bbf-2e09813faf9d', 1795898706677, 1795899110258, 'user_left', 'iPhone9,4', 'iOS', '13.7', 13, 7, NULL, '8.4.2', '8427', '3.1.0', 414, 736, 3, NULL, NULL, 3, 417);


--
-- Data for Name: sources; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.sources VALUES (1, '/tmp/fx/logs/fstel-0003.ndjson', 'file', 3391830207932426767, 65024, 16744460, 1796295782262120277, 0, 1, 185091, 459, 185091, -5745659979113361686, 185091, 1, NULL, NULL, 1796295786104, 1796295786156, 'vm');
INSERT INTO public.sources VALUES (2, '/tmp/fx/logs/fstel-0001.ndjson', 'file', 878099244810445579, 65024, 16744458, 1796295782262120277, 0, 1, 178957, 441, 178957, -4236836849533621560, 178957, 1, NULL, NULL, 1796295786203, 1796295786269, 'vm');
INSERT INTO public.sources VALUES (3, '/tmp/fx/logs/fstel-0002.ndjson', 'file', 2805448356647045713, 65024, 16744459, 1796295782262120277, 0, 1, 183713, 465, 183713, -2275134030364643476, 183713, 1, NULL, NULL, 1796295786275, 1796295786318, 'vm');


--
-- Data for Name: store_copies; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: store_copy_tables; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: transition_keys; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.transition_keys VALUES (1, 0);
INSERT INTO public.transition_keys VALUES (1, 1);
INSERT INTO public.transition_keys VALUES (1, 2);
INSERT INTO public.transition_keys VALUES (1, 3);
INSERT INTO public.transition_keys VALUES (1, 4);
INSERT INTO public.transition_keys VALUES (1, 5);
INSERT INTO public.transition_keys VALUES (1, 6);
INSERT INTO public.transition_keys VALUES (2, 0);
INSERT INTO public.transition_keys VALUES (2, 1);
INSERT INTO public.transition_keys VALUES (2, 2);
INSERT INTO public.transition_keys VALUES (2, 3);
INSERT INTO public.transition_keys VALUES (2, 4);
INSERT INTO public.transition_keys VALUES (2, 5);
INSERT INTO public.transition_keys VALUES (2, 6);
INSERT INTO public.transition_keys VALUES (3, 0);
INSERT INTO public.transition_keys VALUES (3, 2);
INSERT INTO public.transition_keys VALUES (3, 3);
INSERT INTO public.transition_keys VALUES (3, 4);
INSERT INTO public.transition_keys VALUES (3, 5);
INSERT INTO public.transition_keys VALUES (3, 6);
INSERT INTO public.transition_keys VALUES (3, 7);
INSERT INTO public.transition_keys VALUES (3, 8);
INSERT INTO public.transition_keys VALUES (3, 9);
INSERT INTO public.transition_keys VALUES (3, 10);
INSERT INTO public.transition_keys VALUES (3, 11);
INSERT INTO public.transition_keys VALUES (4, 0);
INSERT INTO public.transition_keys VALUES (4, 1);
INSERT INTO public.transition_keys VALUES (4, 2);
INSERT INTO public.transition_keys VALUES (4, 3);
INSERT INTO public.transition_keys VALUES (4, 5);
INSERT INTO public.transition_keys VALUES (4, 6);
INSERT INTO public.transition_keys VALUES (4, 7);
INSERT INTO public.transition_keys VALUES (4, 8);
INSERT INTO public.transition_keys VALUES (4, 9);
INSERT INTO public.transition_keys VALUES (4, 10);
INSERT INTO public.transition_keys VALUES (4, 11);
INSERT INTO public.transition_keys VALUES (5, 3);
INSERT INTO public.transition_keys VALUES (6, 0);
INSERT INTO public.transition_keys VALUES (6, 1);
INSERT INTO public.transition_keys VALUES (7, 0);
INSERT INTO public.transition_keys VALUES (7, 1);
INSERT INTO public.transition_keys VALUES (8, 4);
INSERT INTO public.transition_keys VALUES (9, 0);
INSERT INTO public.transition_keys VALUES (9, 1);
INSERT INTO public.transition_keys VALUES (9, 2);
INSERT INTO public.transition_keys VALUES (9, 3);
INSERT INTO public.transition_keys VALUES (10, 0);
INSERT INTO public.transition_keys VALUES (10, 1);
INSERT INTO public.transition_keys VALUES (10, 2);
INSERT INTO public.transition_keys VALUES (10, 3);
INSERT INTO public.transition_keys VALUES (10, 5);
INSERT INTO public.transition_keys VALUES (10, 6);
INSERT INTO public.transition_keys VALUES (10, 7);
INSERT INTO public.transition_keys VALUES (10, 8);
INSERT INTO public.transition_keys VALUES (10, 9);
INSERT INTO public.transition_keys VALUES (11, 0);
INSERT INTO public.transition_keys VALUES (12, 6);
INSERT INTO public.transition_keys VALUES (13, 0);
INSERT INTO public.transition_keys VALUES (13, 1);
INSERT INTO public.transition_keys VALUES (13, 2);
INSERT INTO public.transition_keys VALUES (13, 3);
INSERT INTO public.transition_keys VALUES (14, 0);
INSERT INTO public.transition_keys VALUES (14, 1);
INSERT INTO public.transition_keys VALUES (15, 0);
INSERT INTO public.transition_keys VALUES (15, 1);
INSERT INTO public.transition_keys VALUES (15, 2);
INSERT INTO public.transition_keys VALUES (15, 3);
INSERT INTO public.transition_keys VALUES (15, 4);
INSERT INTO public.transition_keys VALUES (15, 5);
INSERT INTO public.transition_keys VALUES (15, 6);
INSERT INTO public.transition_keys VALUES (15, 7);
INSERT INTO public.transition_keys VALUES (15, 8);
INSERT INTO public.transition_keys VALUES (15, 9);
INSERT INTO public.transition_keys VALUES (15, 10);
INSERT INTO public.transition_keys VALUES (16, 0);
INSERT INTO public.transition_keys VALUES (16, 1);
INSERT INTO public.transition_keys VALUES (16, 2);
INSERT INTO public.transition_keys VALUES (17, 0);
INSERT INTO public.transition_keys VALUES (17, 1);
INSERT INTO public.transition_keys VALUES (17, 2);
INSERT INTO public.transition_keys VALUES (17, 3);
INSERT INTO public.transition_keys VALUES (17, 4);
INSERT INTO public.transition_keys VALUES (18, 0);
INSERT INTO public.transition_keys VALUES (18, 1);
INSERT INTO public.transition_keys VALUES (19, 0);
INSERT INTO public.transition_keys VALUES (19, 1);
INSERT INTO public.transition_keys VALUES (20, 0);
INSERT INTO public.transition_keys VALUES (20, 1);
INSERT INTO public.transition_keys VALUES (20, 2);
INSERT INTO public.transition_keys VALUES (20, 3);
INSERT INTO public.transition_keys VALUES (20, 4);
INSERT INTO public.transition_keys VALUES (21, 4);
INSERT INTO public.transition_keys VALUES (22, 0);
INSERT INTO public.transition_keys VALUES (22, 1);
INSERT INTO public.transition_keys VALUES (22, 2);
INSERT INTO public.transition_keys VALUES (22, 3);
INSERT INTO public.transition_keys VALUES (22, 4);
INSERT INTO public.transition_keys VALUES (22, 5);
INSERT INTO public.transition_keys VALUES (22, 6);
INSERT INTO public.transition_keys VALUES (23, 0);
INSERT INTO public.transition_keys VALUES (23, 1);
INSERT INTO public.transition_keys VALUES (23, 2);
INSERT INTO public.transition_keys VALUES (23, 3);
INSERT INTO public.transition_keys VALUES (23, 4);
INSERT INTO public.transition_keys VALUES (23, 5);
INSERT INTO public.transition_keys VALUES (23, 6);
INSERT INTO public.transition_keys VALUES (23, 7);
INSERT INTO public.transition_keys VALUES (23, 8);
INSERT INTO public.transition_keys VALUES (23, 9);
INSERT INTO public.transition_keys VALUES (24, 0);
INSERT INTO public.transition_keys VALUES (24, 1);
INSERT INTO public.transition_keys VALUES (24, 2);
INSERT INTO public.transition_keys VALUES (24, 3);
INSERT INTO public.transition_keys VALUES (24, 5);
INSERT INTO public.transition_keys VALUES (24, 6);
INSERT INTO public.transition_keys VALUES (24, 7);
INSERT INTO public.transition_keys VALUES (25, 0);
INSERT INTO public.transition_keys VALUES (25, 1);
INSERT INTO public.transition_keys VALUES (25, 2);
INSERT INTO public.transition_keys VALUES (25, 3);
INSERT INTO public.transition_keys VALUES (25, 4);
INSERT INTO public.transition_keys VALUES (25, 5);
INSERT INTO public.transition_keys VALUES (25, 6);
INSERT INTO public.transition_keys VALUES (25, 7);
INSERT INTO public.transition_keys VALUES (25, 8);
INSERT INTO public.transition_keys VALUES (25, 9);
INSERT INTO public.transition_keys VALUES (25, 10);
INSERT INTO public.transition_keys VALUES (26, 0);
INSERT INTO public.transition_keys VALUES (26, 1);
INSERT INTO public.transition_keys VALUES (26, 3);
INSERT INTO public.transition_keys VALUES (26, 4);
INSERT INTO public.transition_keys VALUES (26, 5);
INSERT INTO public.transition_keys VALUES (26, 6);
INSERT INTO public.transition_keys VALUES (26, 7);
INSERT INTO public.transition_keys VALUES (27, 0);
INSERT INTO public.transition_keys VALUES (27, 1);
INSERT INTO public.transition_keys VALUES (27, 2);
INSERT INTO public.transition_keys VALUES (27, 3);
INSERT INTO public.transition_keys VALUES (27, 4);
INSERT INTO public.transition_keys VALUES (27, 5);
INSERT INTO public.transition_keys VALUES (27, 6);
INSERT INTO public.transition_keys VALUES (28, 0);
INSERT INTO public.transition_keys VALUES (28, 1);
INSERT INTO public.transition_keys VALUES (28, 2);
INSERT INTO public.transition_keys VALUES (28, 3);
INSERT INTO public.transition_keys VALUES (28, 4);
INSERT INTO public.transition_keys VALUES (28, 5);
INSERT INTO public.transition_keys VALUES (28, 6);
INSERT INTO public.transition_keys VALUES (28, 7);
INSERT INTO public.transition_keys VALUES (28, 8);
INSERT INTO public.transition_keys VALUES (29, 0);
INSERT INTO public.transition_keys VALUES (29, 1);
INSERT INTO public.transition_keys VALUES (30, 0);
INSERT INTO public.transition_keys VALUES (30, 1);
INSERT INTO public.transition_keys VALUES (31, 0);
INSERT INTO public.transition_keys VALUES (31, 1);
INSERT INTO public.transition_keys VALUES (31, 2);
INSERT INTO public.transition_keys VALUES (31, 4);
INSERT INTO public.transition_keys VALUES (31, 5);
INSERT INTO public.transition_keys VALUES (31, 6);
INSERT INTO public.transition_keys VALUES (31, 7);
INSERT INTO public.transition_keys VALUES (31, 8);
INSERT INTO public.transition_keys VALUES (32, 0);
INSERT INTO public.transition_keys VALUES (32, 1);
INSERT INTO public.transition_keys VALUES (33, 0);
INSERT INTO public.transition_keys VALUES (33, 1);
INSERT INTO public.transition_keys VALUES (33, 2);
INSERT INTO public.transition_keys VALUES (33, 3);
INSERT INTO public.transition_keys VALUES (33, 4);
INSERT INTO public.transition_keys VALUES (33, 5);
INSERT INTO public.transition_keys VALUES (33, 6);
INSERT INTO public.transition_keys VALUES (33, 7);
INSERT INTO public.transition_keys VALUES (34, 4);
INSERT INTO public.transition_keys VALUES (35, 0);
INSERT INTO public.transition_keys VALUES (35, 1);
INSERT INTO public.transition_keys VALUES (35, 2);
INSERT INTO public.transition_keys VALUES (35, 3);
INSERT INTO public.transition_keys VALUES (35, 4);
INSERT INTO public.transition_keys VALUES (35, 5);
INSERT INTO public.transition_keys VALUES (35, 6);
INSERT INTO public.transition_keys VALUES (35, 7);
INSERT INTO public.transition_keys VALUES (35, 8);
INSERT INTO public.transition_keys VALUES (35, 9);
INSERT INTO public.transition_keys VALUES (36, 3);
INSERT INTO public.transition_keys VALUES (37, 0);
INSERT INTO public.transition_keys VALUES (37, 1);
INSERT INTO public.transition_keys VALUES (37, 2);
INSERT INTO public.transition_keys VALUES (37, 3);
INSERT INTO public.transition_keys VALUES (37, 5);
INSERT INTO public.transition_keys VALUES (37, 6);
INSERT INTO public.transition_keys VALUES (37, 7);
INSERT INTO public.transition_keys VALUES (37, 8);
INSERT INTO public.transition_keys VALUES (38, 4);
INSERT INTO public.transition_keys VALUES (39, 0);
INSERT INTO public.transition_keys VALUES (39, 1);
INSERT INTO public.transition_keys VALUES (39, 2);
INSERT INTO public.transition_keys VALUES (39, 3);
INSERT INTO public.transition_keys VALUES (39, 4);
INSERT INTO public.transition_keys VALUES (39, 5);
INSERT INTO public.transition_keys VALUES (39, 6);
INSERT INTO public.transition_keys VALUES (39, 7);
INSERT INTO public.transition_keys VALUES (39, 8);
INSERT INTO public.transition_keys VALUES (39, 9);
INSERT INTO public.transition_keys VALUES (39, 10);
INSERT INTO public.transition_keys VALUES (40, 0);
INSERT INTO public.transition_keys VALUES (40, 1);
INSERT INTO public.transition_keys VALUES (41, 0);
INSERT INTO public.transition_keys VALUES (41, 1);
INSERT INTO public.transition_keys VALUES (41, 2);
INSERT INTO public.transition_keys VALUES (41, 3);
INSERT INTO public.transition_keys VALUES (41, 4);
INSERT INTO public.transition_keys VALUES (42, 0);
INSERT INTO public.transition_keys VALUES (42, 1);
INSERT INTO public.transition_keys VALUES (42, 2);
INSERT INTO public.transition_keys VALUES (42, 3);
INSERT INTO public.transition_keys VALUES (43, 0);
INSERT INTO public.transition_keys VALUES (43, 1);
INSERT INTO public.transition_keys VALUES (43, 2);
INSERT INTO public.transition_keys VALUES (43, 3);
INSERT INTO public.transition_keys VALUES (44, 6);
INSERT INTO public.transition_keys VALUES (45, 0);
INSERT INTO public.transition_keys VALUES (45, 2);
INSERT INTO public.transition_keys VALUES (45, 3);
INSERT INTO public.transition_keys VALUES (45, 4);
INSERT INTO public.transition_keys VALUES (45, 5);
INSERT INTO public.transition_keys VALUES (45, 6);
INSERT INTO public.transition_keys VALUES (45, 7);
INSERT INTO public.transition_keys VALUES (46, 0);
INSERT INTO public.transition_keys VALUES (46, 1);
INSERT INTO public.transition_keys VALUES (46, 2);
INSERT INTO public.transition_keys VALUES (46, 3);
INSERT INTO public.transition_keys VALUES (46, 4);
INSERT INTO public.transition_keys VALUES (47, 0);
INSERT INTO public.transition_keys VALUES (47, 1);
INSERT INTO public.transition_keys VALUES (47, 2);
INSERT INTO public.transition_keys VALUES (47, 3);
INSERT INTO public.transition_keys VALUES (47, 5);
INSERT INTO public.transition_keys VALUES (47, 6);
INSERT INTO public.transition_keys VALUES (47, 7);
INSERT INTO public.transition_keys VALUES (47, 8);
INSERT INTO public.transition_keys VALUES (47, 9);
INSERT INTO public.transition_keys VALUES (47, 10);
INSERT INTO public.transition_keys VALUES (48, 4);
INSERT INTO public.transition_keys VALUES (49, 0);
INSERT INTO public.transition_keys VALUES (49, 1);
INSERT INTO public.transition_keys VALUES (49, 2);
INSERT INTO public.transition_keys VALUES (49, 3);
INSERT INTO public.transition_keys VALUES (49, 4);
INSERT INTO public.transition_keys VALUES (50, 0);
INSERT INTO public.transition_keys VALUES (50, 1);
INSERT INTO public.transition_keys VALUES (51, 0);
INSERT INTO public.transition_keys VALUES (51, 1);
INSERT INTO public.transition_keys VALUES (51, 2);
INSERT INTO public.transition_keys VALUES (51, 3);
INSERT INTO public.transition_keys VALUES (51, 4);
INSERT INTO public.transition_keys VALUES (51, 6);
INSERT INTO public.transition_keys VALUES (51, 7);
INSERT INTO public.transition_keys VALUES (51, 8);
INSERT INTO public.transition_keys VALUES (51, 9);
INSERT INTO public.transition_keys VALUES (51, 10);
INSERT INTO public.transition_keys VALUES (52, 0);
INSERT INTO public.transition_keys VALUES (52, 1);
INSERT INTO public.transition_keys VALUES (52, 2);
INSERT INTO public.transition_keys VALUES (52, 3);
INSERT INTO public.transition_keys VALUES (53, 0);
INSERT INTO public.transition_keys VALUES (53, 1);
INSERT INTO public.transition_keys VALUES (53, 2);
INSERT INTO public.transition_keys VALUES (53, 3);
INSERT INTO public.transition_keys VALUES (53, 4);
INSERT INTO public.transition_keys VALUES (53, 5);
INSERT INTO public.transition_keys VALUES (53, 6);
INSERT INTO public.transition_keys VALUES (53, 7);
INSERT INTO public.transition_keys VALUES (53, 8);
INSERT INTO public.transition_keys VALUES (54, 0);
INSERT INTO public.transition_keys VALUES (54, 1);
INSERT INTO public.transition_keys VALUES (54, 2);
INSERT INTO public.transition_keys VALUES (54, 3);
INSERT INTO public.transition_keys VALUES (54, 4);
INSERT INTO public.transition_keys VALUES (54, 5);
INSERT INTO public.transition_keys VALUES (55, 0);
INSERT INTO public.transition_keys VALUES (55, 1);
INSERT INTO public.transition_keys VALUES (55, 2);
INSERT INTO public.transition_keys VALUES (55, 3);
INSERT INTO public.transition_keys VALUES (55, 4);
INSERT INTO public.transition_keys VALUES (55, 5);
INSERT INTO public.transition_keys VALUES (55, 6);
INSERT INTO public.transition_keys VALUES (55, 7);
INSERT INTO public.transition_keys VALUES (55, 8);
INSERT INTO public.transition_keys VALUES (55, 11);
INSERT INTO public.transition_keys VALUES (56, 0);
INSERT INTO public.transition_keys VALUES (56, 1);
INSERT INTO public.transition_keys VALUES (56, 2);
INSERT INTO public.transition_keys VALUES (56, 3);
INSERT INTO public.transition_keys VALUES (56, 4);
INSERT INTO public.transition_keys VALUES (56, 5);
INSERT INTO public.transition_keys VALUES (56, 6);
INSERT INTO public.transition_keys VALUES (57, 2);
INSERT INTO public.transition_keys VALUES (58, 3);
INSERT INTO public.transition_keys VALUES (59, 7);
INSERT INTO public.transition_keys VALUES (60, 0);
INSERT INTO public.transition_keys VALUES (60, 1);
INSERT INTO public.transition_keys VALUES (60, 2);
INSERT INTO public.transition_keys VALUES (60, 3);
INSERT INTO public.transition_keys VALUES (61, 0);
INSERT INTO public.transition_keys VALUES (61, 1);
INSERT INTO public.transition_keys VALUES (61, 2);
INSERT INTO public.transition_keys VALUES (63, 0);
INSERT INTO public.transition_keys VALUES (63, 1);
INSERT INTO public.transition_keys VALUES (63, 2);
INSERT INTO public.transition_keys VALUES (63, 3);
INSERT INTO public.transition_keys VALUES (63, 4);
INSERT INTO public.transition_keys VALUES (63, 5);
INSERT INTO public.transition_keys VALUES (63, 6);
INSERT INTO public.transition_keys VALUES (63, 7);
INSERT INTO public.transition_keys VALUES (63, 8);
INSERT INTO public.transition_keys VALUES (63, 9);
INSERT INTO public.transition_keys VALUES (63, 10);
INSERT INTO public.transition_keys VALUES (64, 0);
INSERT INTO public.transition_keys VALUES (64, 1);
INSERT INTO public.transition_keys VALUES (64, 2);
INSERT INTO public.transition_keys VALUES (64, 3);
INSERT INTO public.transition_keys VALUES (64, 4);
INSERT INTO public.transition_keys VALUES (64, 5);
INSERT INTO public.transition_keys VALUES (64, 6);
INSERT INTO public.transition_keys VALUES (64, 7);
INSERT INTO public.transition_keys VALUES (64, 8);
INSERT INTO public.transition_keys VALUES (65, 0);
INSERT INTO public.transition_keys VALUES (65, 1);
INSERT INTO public.transition_keys VALUES (65, 2);
INSERT INTO public.transition_keys VALUES (65, 3);
INSERT INTO public.transition_keys VALUES (65, 4);
INSERT INTO public.transition_keys VALUES (65, 5);
INSERT INTO public.transition_keys VALUES (65, 6);
INSERT INTO public.transition_keys VALUES (65, 7);
INSERT INTO public.transition_keys VALUES (66, 2);
INSERT INTO public.transition_keys VALUES (66, 3);
INSERT INTO public.transition_keys VALUES (43, 4);
INSERT INTO public.transition_keys VALUES (43, 5);
INSERT INTO public.transition_keys VALUES (67, 0);
INSERT INTO public.transition_keys VALUES (67, 1);
INSERT INTO public.transition_keys VALUES (68, 0);
INSERT INTO public.transition_keys VALUES (68, 1);
INSERT INTO public.transition_keys VALUES (68, 3);
INSERT INTO public.transition_keys VALUES (69, 0);
INSERT INTO public.transition_keys VALUES (69, 1);
INSERT INTO public.transition_keys VALUES (70, 0);
INSERT INTO public.transition_keys VALUES (70, 1);
INSERT INTO public.transition_keys VALUES (70, 2);
INSERT INTO public.transition_keys VALUES (70, 3);
INSERT INTO public.transition_keys VALUES (70, 4);
INSERT INTO public.transition_keys VALUES (70, 5);
INSERT INTO public.transition_keys VALUES (70, 6);
INSERT INTO public.transition_keys VALUES (70, 7);
INSERT INTO public.transition_keys VALUES (70, 8);
INSERT INTO public.transition_keys VALUES (70, 9);
INSERT INTO public.transition_keys VALUES (70, 10);
INSERT INTO public.transition_keys VALUES (70, 11);
INSERT INTO public.transition_keys VALUES (71, 0);
INSERT INTO public.transition_keys VALUES (71, 1);
INSERT INTO public.transition_keys VALUES (71, 2);
INSERT INTO public.transition_keys VALUES (71, 3);
INSERT INTO public.transition_keys VALUES (71, 4);
INSERT INTO public.transition_keys VALUES (71, 5);
INSERT INTO public.transition_keys VALUES (72, 0);
INSERT INTO public.transition_keys VALUES (72, 1);
INSERT INTO public.transition_keys VALUES (72, 2);
INSERT INTO public.transition_keys VALUES (72, 3);
INSERT INTO public.transition_keys VALUES (72, 4);
INSERT INTO public.transition_keys VALUES (72, 5);
INSERT INTO public.transition_keys VALUES (72, 6);
INSERT INTO public.transition_keys VALUES (72, 7);
INSERT INTO public.transition_keys VALUES (72, 8);
INSERT INTO public.transition_keys VALUES (72, 9);
INSERT INTO public.transition_keys VALUES (72, 10);
INSERT INTO public.transition_keys VALUES (72, 11);
INSERT INTO public.transition_keys VALUES (73, 0);
INSERT INTO public.transition_keys VALUES (73, 1);
INSERT INTO public.transition_keys VALUES (73, 2);
INSERT INTO public.transition_keys VALUES (73, 3);
INSERT INTO public.transition_keys VALUES (73, 4);
INSERT INTO public.transition_keys VALUES (73, 5);
INSERT INTO public.transition_keys VALUES (73, 6);
INSERT INTO public.transition_keys VALUES (73, 7);
INSERT INTO public.transition_keys VALUES (74, 0);
INSERT INTO public.transition_keys VALUES (74, 1);
INSERT INTO public.transition_keys VALUES (74, 2);
INSERT INTO public.transition_keys VALUES (74, 3);
INSERT INTO public.transition_keys VALUES (75, 0);
INSERT INTO public.transition_keys VALUES (75, 1);
INSERT INTO public.transition_keys VALUES (76, 0);
INSERT INTO public.transition_keys VALUES (76, 1);
INSERT INTO public.transition_keys VALUES (76, 2);
INSERT INTO public.transition_keys VALUES (76, 3);
INSERT INTO public.transition_keys VALUES (76, 4);
INSERT INTO public.transition_keys VALUES (76, 5);
INSERT INTO public.transition_keys VALUES (76, 6);
INSERT INTO public.transition_keys VALUES (76, 7);
INSERT INTO public.transition_keys VALUES (77, 0);
INSERT INTO public.transition_keys VALUES (77, 1);
INSERT INTO public.transition_keys VALUES (77, 2);
INSERT INTO public.transition_keys VALUES (77, 3);
INSERT INTO public.transition_keys VALUES (77, 4);
INSERT INTO public.transition_keys VALUES (77, 5);
INSERT INTO public.transition_keys VALUES (77, 6);
INSERT INTO public.transition_keys VALUES (78, 0);
INSERT INTO public.transition_keys VALUES (78, 1);
INSERT INTO public.transition_keys VALUES (79, 0);
INSERT INTO public.transition_keys VALUES (79, 1);
INSERT INTO public.transition_keys VALUES (79, 2);
INSERT INTO public.transition_keys VALUES (79, 3);
INSERT INTO public.transition_keys VALUES (79, 4);
INSERT INTO public.transition_keys VALUES (79, 5);
INSERT INTO public.transition_keys VALUES (80, 0);
INSERT INTO public.transition_keys VALUES (80, 1);
INSERT INTO public.transition_keys VALUES (80, 2);
INSERT INTO public.transition_keys VALUES (80, 3);
INSERT INTO public.transition_keys VALUES (80, 4);
INSERT INTO public.transition_keys VALUES (80, 5);
INSERT INTO public.transition_keys VALUES (80, 6);
INSERT INTO public.transition_keys VALUES (80, 7);
INSERT INTO public.transition_keys VALUES (80, 8);
INSERT INTO public.transition_keys VALUES (80, 9);
INSERT INTO public.transition_keys VALUES (80, 10);
INSERT INTO public.transition_keys VALUES (80, 11);
INSERT INTO public.transition_keys VALUES (81, 0);
INSERT INTO public.transition_keys VALUES (81, 1);
INSERT INTO public.transition_keys VALUES (81, 2);
INSERT INTO public.transition_keys VALUES (81, 3);
INSERT INTO public.transition_keys VALUES (81, 4);
INSERT INTO public.transition_keys VALUES (82, 0);
INSERT INTO public.transition_keys VALUES (83, 0);
INSERT INTO public.transition_keys VALUES (83, 1);
INSERT INTO public.transition_keys VALUES (83, 2);
INSERT INTO public.transition_keys VALUES (84, 0);
INSERT INTO public.transition_keys VALUES (84, 1);
INSERT INTO public.transition_keys VALUES (84, 2);
INSERT INTO public.transition_keys VALUES (84, 3);
INSERT INTO public.transition_keys VALUES (84, 4);
INSERT INTO public.transition_keys VALUES (84, 5);
INSERT INTO public.transition_keys VALUES (84, 6);
INSERT INTO public.transition_keys VALUES (85, 0);
INSERT INTO public.transition_keys VALUES (85, 1);
INSERT INTO public.transition_keys VALUES (85, 2);
INSERT INTO public.transition_keys VALUES (85, 3);
INSERT INTO public.transition_keys VALUES (85, 4);
INSERT INTO public.transition_keys VALUES (86, 0);
INSERT INTO public.transition_keys VALUES (86, 1);
INSERT INTO public.transition_keys VALUES (86, 2);
INSERT INTO public.transition_keys VALUES (87, 0);
INSERT INTO public.transition_keys VALUES (87, 1);
INSERT INTO public.transition_keys VALUES (87, 2);
INSERT INTO public.transition_keys VALUES (88, 0);
INSERT INTO public.transition_keys VALUES (88, 1);
INSERT INTO public.transition_keys VALUES (89, 0);
INSERT INTO public.transition_keys VALUES (89, 1);
INSERT INTO public.transition_keys VALUES (89, 2);
INSERT INTO public.transition_keys VALUES (89, 3);
INSERT INTO public.transition_keys VALUES (90, 0);
INSERT INTO public.transition_keys VALUES (90, 1);
INSERT INTO public.transition_keys VALUES (90, 2);
INSERT INTO public.transition_keys VALUES (90, 3);
INSERT INTO public.transition_keys VALUES (90, 4);
INSERT INTO public.transition_keys VALUES (90, 5);
INSERT INTO public.transition_keys VALUES (90, 6);
INSERT INTO public.transition_keys VALUES (90, 7);
INSERT INTO public.transition_keys VALUES (90, 8);
INSERT INTO public.transition_keys VALUES (90, 9);
INSERT INTO public.transition_keys VALUES (90, 10);
INSERT INTO public.transition_keys VALUES (90, 11);
INSERT INTO public.transition_keys VALUES (91, 0);
INSERT INTO public.transition_keys VALUES (91, 1);
INSERT INTO public.transition_keys VALUES (91, 2);
INSERT INTO public.transition_keys VALUES (92, 0);
INSERT INTO public.transition_keys VALUES (92, 1);
INSERT INTO public.transition_keys VALUES (93, 7);
INSERT INTO public.transition_keys VALUES (94, 9);
INSERT INTO public.transition_keys VALUES (3, 1);
INSERT INTO public.transition_keys VALUES (5, 0);
INSERT INTO public.transition_keys VALUES (5, 1);
INSERT INTO public.transition_keys VALUES (5, 2);
INSERT INTO public.transition_keys VALUES (5, 4);
INSERT INTO public.transition_keys VALUES (5, 5);
INSERT INTO public.transition_keys VALUES (5, 6);
INSERT INTO public.transition_keys VALUES (5, 7);
INSERT INTO public.transition_keys VALUES (5, 8);
INSERT INTO public.transition_keys VALUES (5, 9);
INSERT INTO public.transition_keys VALUES (5, 10);
INSERT INTO public.transition_keys VALUES (21, 0);
INSERT INTO public.transition_keys VALUES (21, 1);
INSERT INTO public.transition_keys VALUES (21, 2);
INSERT INTO public.transition_keys VALUES (21, 3);
INSERT INTO public.transition_keys VALUES (21, 5);
INSERT INTO public.transition_keys VALUES (26, 2);
INSERT INTO public.transition_keys VALUES (31, 3);
INSERT INTO public.transition_keys VALUES (34, 0);
INSERT INTO public.transition_keys VALUES (34, 1);
INSERT INTO public.transition_keys VALUES (34, 2);
INSERT INTO public.transition_keys VALUES (36, 0);
INSERT INTO public.transition_keys VALUES (36, 1);
INSERT INTO public.transition_keys VALUES (36, 2);
INSERT INTO public.transition_keys VALUES (36, 4);
INSERT INTO public.transition_keys VALUES (36, 5);
INSERT INTO public.transition_keys VALUES (44, 0);
INSERT INTO public.transition_keys VALUES (44, 1);
INSERT INTO public.transition_keys VALUES (44, 2);
INSERT INTO public.transition_keys VALUES (44, 3);
INSERT INTO public.transition_keys VALUES (44, 4);
INSERT INTO public.transition_keys VALUES (44, 5);
INSERT INTO public.transition_keys VALUES (44, 7);
INSERT INTO public.transition_keys VALUES (44, 8);
INSERT INTO public.transition_keys VALUES (95, 0);
INSERT INTO public.transition_keys VALUES (95, 1);
INSERT INTO public.transition_keys VALUES (95, 2);
INSERT INTO public.transition_keys VALUES (95, 3);
INSERT INTO public.transition_keys VALUES (96, 0);
INSERT INTO public.transition_keys VALUES (96, 1);
INSERT INTO public.transition_keys VALUES (96, 2);
INSERT INTO public.transition_keys VALUES (97, 0);
INSERT INTO public.transition_keys VALUES (97, 1);
INSERT INTO public.transition_keys VALUES (98, 3);
INSERT INTO public.transition_keys VALUES (99, 0);
INSERT INTO public.transition_keys VALUES (99, 1);
INSERT INTO public.transition_keys VALUES (99, 2);
INSERT INTO public.transition_keys VALUES (99, 3);
INSERT INTO public.transition_keys VALUES (99, 4);
INSERT INTO public.transition_keys VALUES (99, 5);
INSERT INTO public.transition_keys VALUES (99, 6);
INSERT INTO public.transition_keys VALUES (100, 0);
INSERT INTO public.transition_keys VALUES (100, 1);
INSERT INTO public.transition_keys VALUES (100, 2);
INSERT INTO public.transition_keys VALUES (100, 3);
INSERT INTO public.transition_keys VALUES (100, 4);
INSERT INTO public.transition_keys VALUES (100, 5);
INSERT INTO public.transition_keys VALUES (100, 6);
INSERT INTO public.transition_keys VALUES (100, 7);
INSERT INTO public.transition_keys VALUES (100, 8);
INSERT INTO public.transition_keys VALUES (102, 0);
INSERT INTO public.transition_keys VALUES (102, 1);
INSERT INTO public.transition_keys VALUES (102, 2);
INSERT INTO public.transition_keys VALUES (102, 3);
INSERT INTO public.transition_keys VALUES (102, 4);
INSERT INTO public.transition_keys VALUES (103, 0);
INSERT INTO public.transition_keys VALUES (103, 1);
INSERT INTO public.transition_keys VALUES (103, 2);
INSERT INTO public.transition_keys VALUES (103, 3);
INSERT INTO public.transition_keys VALUES (103, 4);
INSERT INTO public.transition_keys VALUES (103, 5);
INSERT INTO public.transition_keys VALUES (103, 6);
INSERT INTO public.transition_keys VALUES (103, 7);
INSERT INTO public.transition_keys VALUES (104, 0);
INSERT INTO public.transition_keys VALUES (104, 1);
INSERT INTO public.transition_keys VALUES (104, 2);
INSERT INTO public.transition_keys VALUES (105, 0);
INSERT INTO public.transition_keys VALUES (105, 1);
INSERT INTO public.transition_keys VALUES (105, 2);
INSERT INTO public.transition_keys VALUES (105, 3);
INSERT INTO public.transition_keys VALUES (105, 4);
INSERT INTO public.transition_keys VALUES (105, 5);
INSERT INTO public.transition_keys VALUES (105, 6);
INSERT INTO public.transition_keys VALUES (105, 7);
INSERT INTO public.transition_keys VALUES (105, 8);
INSERT INTO public.transition_keys VALUES (105, 9);
INSERT INTO public.transition_keys VALUES (106, 0);
INSERT INTO public.transition_keys VALUES (106, 1);
INSERT INTO public.transition_keys VALUES (106, 2);
INSERT INTO public.transition_keys VALUES (106, 3);
INSERT INTO public.transition_keys VALUES (106, 4);
INSERT INTO public.transition_keys VALUES (106, 5);
INSERT INTO public.transition_keys VALUES (107, 0);
INSERT INTO public.transition_keys VALUES (107, 1);
INSERT INTO public.transition_keys VALUES (108, 0);
INSERT INTO public.transition_keys VALUES (108, 1);
INSERT INTO public.transition_keys VALUES (108, 2);
INSERT INTO public.transition_keys VALUES (108, 3);
INSERT INTO public.transition_keys VALUES (108, 4);
INSERT INTO public.transition_keys VALUES (108, 5);
INSERT INTO public.transition_keys VALUES (108, 6);
INSERT INTO public.transition_keys VALUES (108, 7);
INSERT INTO public.transition_keys VALUES (108, 8);
INSERT INTO public.transition_keys VALUES (109, 0);
INSERT INTO public.transition_keys VALUES (109, 1);
INSERT INTO public.transition_keys VALUES (109, 2);
INSERT INTO public.transition_keys VALUES (109, 3);
INSERT INTO public.transition_keys VALUES (109, 4);
INSERT INTO public.transition_keys VALUES (109, 5);
INSERT INTO public.transition_keys VALUES (109, 6);
INSERT INTO public.transition_keys VALUES (110, 0);
INSERT INTO public.transition_keys VALUES (111, 0);
INSERT INTO public.transition_keys VALUES (111, 1);
INSERT INTO public.transition_keys VALUES (111, 2);
INSERT INTO public.transition_keys VALUES (111, 3);
INSERT INTO public.transition_keys VALUES (111, 4);
INSERT INTO public.transition_keys VALUES (111, 5);
INSERT INTO public.transition_keys VALUES (111, 6);
INSERT INTO public.transition_keys VALUES (112, 0);
INSERT INTO public.transition_keys VALUES (112, 1);
INSERT INTO public.transition_keys VALUES (112, 2);
INSERT INTO public.transition_keys VALUES (112, 3);
INSERT INTO public.transition_keys VALUES (112, 4);
INSERT INTO public.transition_keys VALUES (112, 5);
INSERT INTO public.transition_keys VALUES (112, 6);
INSERT INTO public.transition_keys VALUES (112, 7);
INSERT INTO public.transition_keys VALUES (112, 8);
INSERT INTO public.transition_keys VALUES (112, 9);
INSERT INTO public.transition_keys VALUES (112, 10);
INSERT INTO public.transition_keys VALUES (5, 11);
INSERT INTO public.transition_keys VALUES (34, 3);
INSERT INTO public.transition_keys VALUES (34, 5);
INSERT INTO public.transition_keys VALUES (36, 6);
INSERT INTO public.transition_keys VALUES (36, 7);
INSERT INTO public.transition_keys VALUES (45, 1);
INSERT INTO public.transition_keys VALUES (47, 4);
INSERT INTO public.transition_keys VALUES (48, 1);
INSERT INTO public.transition_keys VALUES (48, 2);
INSERT INTO public.transition_keys VALUES (48, 3);
INSERT INTO public.transition_keys VALUES (48, 5);
INSERT INTO public.transition_keys VALUES (48, 6);
INSERT INTO public.transition_keys VALUES (48, 7);
INSERT INTO public.transition_keys VALUES (48, 8);
INSERT INTO public.transition_keys VALUES (48, 9);
INSERT INTO public.transition_keys VALUES (48, 10);
INSERT INTO public.transition_keys VALUES (48, 11);
INSERT INTO public.transition_keys VALUES (51, 5);
INSERT INTO public.transition_keys VALUES (57, 1);
INSERT INTO public.transition_keys VALUES (57, 3);
INSERT INTO public.transition_keys VALUES (57, 4);
INSERT INTO public.transition_keys VALUES (57, 5);
INSERT INTO public.transition_keys VALUES (57, 6);
INSERT INTO public.transition_keys VALUES (57, 7);
INSERT INTO public.transition_keys VALUES (57, 8);
INSERT INTO public.transition_keys VALUES (57, 9);
INSERT INTO public.transition_keys VALUES (58, 0);
INSERT INTO public.transition_keys VALUES (58, 1);
INSERT INTO public.transition_keys VALUES (58, 2);
INSERT INTO public.transition_keys VALUES (58, 4);
INSERT INTO public.transition_keys VALUES (58, 5);
INSERT INTO public.transition_keys VALUES (62, 0);
INSERT INTO public.transition_keys VALUES (62, 1);
INSERT INTO public.transition_keys VALUES (66, 0);
INSERT INTO public.transition_keys VALUES (66, 1);
INSERT INTO public.transition_keys VALUES (66, 4);
INSERT INTO public.transition_keys VALUES (66, 5);
INSERT INTO public.transition_keys VALUES (91, 3);
INSERT INTO public.transition_keys VALUES (91, 4);
INSERT INTO public.transition_keys VALUES (91, 5);
INSERT INTO public.transition_keys VALUES (91, 6);
INSERT INTO public.transition_keys VALUES (113, 0);
INSERT INTO public.transition_keys VALUES (113, 1);
INSERT INTO public.transition_keys VALUES (113, 2);
INSERT INTO public.transition_keys VALUES (113, 3);
INSERT INTO public.transition_keys VALUES (113, 4);
INSERT INTO public.transition_keys VALUES (113, 5);
INSERT INTO public.transition_keys VALUES (113, 6);
INSERT INTO public.transition_keys VALUES (113, 7);
INSERT INTO public.transition_keys VALUES (113, 8);
INSERT INTO public.transition_keys VALUES (114, 0);
INSERT INTO public.transition_keys VALUES (114, 1);
INSERT INTO public.transition_keys VALUES (114, 2);
INSERT INTO public.transition_keys VALUES (114, 3);
INSERT INTO public.transition_keys VALUES (115, 0);
INSERT INTO public.transition_keys VALUES (115, 1);
INSERT INTO public.transition_keys VALUES (115, 2);
INSERT INTO public.transition_keys VALUES (115, 3);
INSERT INTO public.transition_keys VALUES (115, 4);
INSERT INTO public.transition_keys VALUES (115, 5);
INSERT INTO public.transition_keys VALUES (115, 6);
INSERT INTO public.transition_keys VALUES (115, 7);
INSERT INTO public.transition_keys VALUES (115, 8);
INSERT INTO public.transition_keys VALUES (116, 0);
INSERT INTO public.transition_keys VALUES (116, 1);
INSERT INTO public.transition_keys VALUES (116, 2);
INSERT INTO public.transition_keys VALUES (117, 0);
INSERT INTO public.transition_keys VALUES (117, 1);
INSERT INTO public.transition_keys VALUES (117, 2);
INSERT INTO public.transition_keys VALUES (117, 3);
INSERT INTO public.transition_keys VALUES (117, 4);
INSERT INTO public.transition_keys VALUES (118, 0);
INSERT INTO public.transition_keys VALUES (118, 1);
INSERT INTO public.transition_keys VALUES (118, 2);
INSERT INTO public.transition_keys VALUES (118, 3);
INSERT INTO public.transition_keys VALUES (118, 4);
INSERT INTO public.transition_keys VALUES (118, 5);
INSERT INTO public.transition_keys VALUES (118, 6);
INSERT INTO public.transition_keys VALUES (118, 7);
INSERT INTO public.transition_keys VALUES (119, 0);
INSERT INTO public.transition_keys VALUES (119, 1);
INSERT INTO public.transition_keys VALUES (119, 2);
INSERT INTO public.transition_keys VALUES (120, 0);
INSERT INTO public.transition_keys VALUES (120, 1);
INSERT INTO public.transition_keys VALUES (121, 0);
INSERT INTO public.transition_keys VALUES (121, 1);
INSERT INTO public.transition_keys VALUES (121, 2);
INSERT INTO public.transition_keys VALUES (121, 3);
INSERT INTO public.transition_keys VALUES (121, 4);
INSERT INTO public.transition_keys VALUES (121, 5);
INSERT INTO public.transition_keys VALUES (121, 6);
INSERT INTO public.transition_keys VALUES (121, 7);
INSERT INTO public.transition_keys VALUES (121, 8);
INSERT INTO public.transition_keys VALUES (121, 9);
INSERT INTO public.transition_keys VALUES (121, 10);
INSERT INTO public.transition_keys VALUES (122, 0);
INSERT INTO public.transition_keys VALUES (122, 1);
INSERT INTO public.transition_keys VALUES (122, 2);
INSERT INTO public.transition_keys VALUES (122, 3);
INSERT INTO public.transition_keys VALUES (122, 4);
INSERT INTO public.transition_keys VALUES (122, 5);
INSERT INTO public.transition_keys VALUES (122, 6);
INSERT INTO public.transition_keys VALUES (122, 7);
INSERT INTO public.transition_keys VALUES (122, 8);
INSERT INTO public.transition_keys VALUES (122, 9);
INSERT INTO public.transition_keys VALUES (122, 10);
INSERT INTO public.transition_keys VALUES (123, 0);
INSERT INTO public.transition_keys VALUES (123, 1);
INSERT INTO public.transition_keys VALUES (123, 2);
INSERT INTO public.transition_keys VALUES (123, 3);
INSERT INTO public.transition_keys VALUES (124, 0);
INSERT INTO public.transition_keys VALUES (124, 1);
INSERT INTO public.transition_keys VALUES (125, 0);
INSERT INTO public.transition_keys VALUES (125, 1);
INSERT INTO public.transition_keys VALUES (125, 2);
INSERT INTO public.transition_keys VALUES (125, 3);
INSERT INTO public.transition_keys VALUES (125, 4);
INSERT INTO public.transition_keys VALUES (126, 0);
INSERT INTO public.transition_keys VALUES (126, 1);
INSERT INTO public.transition_keys VALUES (126, 2);
INSERT INTO public.transition_keys VALUES (126, 3);
INSERT INTO public.transition_keys VALUES (126, 4);
INSERT INTO public.transition_keys VALUES (126, 5);
INSERT INTO public.transition_keys VALUES (126, 6);
INSERT INTO public.transition_keys VALUES (126, 7);
INSERT INTO public.transition_keys VALUES (126, 8);
INSERT INTO public.transition_keys VALUES (127, 0);
INSERT INTO public.transition_keys VALUES (127, 1);
INSERT INTO public.transition_keys VALUES (127, 2);
INSERT INTO public.transition_keys VALUES (127, 3);
INSERT INTO public.transition_keys VALUES (127, 4);
INSERT INTO public.transition_keys VALUES (127, 5);
INSERT INTO public.transition_keys VALUES (127, 6);
INSERT INTO public.transition_keys VALUES (127, 7);
INSERT INTO public.transition_keys VALUES (127, 8);
INSERT INTO public.transition_keys VALUES (128, 0);
INSERT INTO public.transition_keys VALUES (128, 1);
INSERT INTO public.transition_keys VALUES (128, 2);
INSERT INTO public.transition_keys VALUES (128, 3);
INSERT INTO public.transition_keys VALUES (128, 4);
INSERT INTO public.transition_keys VALUES (129, 0);
INSERT INTO public.transition_keys VALUES (129, 1);
INSERT INTO public.transition_keys VALUES (129, 2);
INSERT INTO public.transition_keys VALUES (129, 3);
INSERT INTO public.transition_keys VALUES (130, 0);
INSERT INTO public.transition_keys VALUES (130, 1);
INSERT INTO public.transition_keys VALUES (130, 2);
INSERT INTO public.transition_keys VALUES (130, 3);
INSERT INTO public.transition_keys VALUES (131, 0);
INSERT INTO public.transition_keys VALUES (131, 1);
INSERT INTO public.transition_keys VALUES (132, 0);
INSERT INTO public.transition_keys VALUES (132, 1);
INSERT INTO public.transition_keys VALUES (132, 2);
INSERT INTO public.transition_keys VALUES (132, 3);
INSERT INTO public.transition_keys VALUES (132, 4);
INSERT INTO public.transition_keys VALUES (132, 5);
INSERT INTO public.transition_keys VALUES (132, 6);
INSERT INTO public.transition_keys VALUES (132, 7);
INSERT INTO public.transition_keys VALUES (132, 8);
INSERT INTO public.transition_keys VALUES (132, 9);
INSERT INTO public.transition_keys VALUES (132, 10);
INSERT INTO public.transition_keys VALUES (132, 11);
INSERT INTO public.transition_keys VALUES (133, 0);
INSERT INTO public.transition_keys VALUES (133, 1);
INSERT INTO public.transition_keys VALUES (133, 2);
INSERT INTO public.transition_keys VALUES (133, 3);
INSERT INTO public.transition_keys VALUES (133, 4);
INSERT INTO public.transition_keys VALUES (133, 5);
INSERT INTO public.transition_keys VALUES (133, 6);
INSERT INTO public.transition_keys VALUES (133, 7);
INSERT INTO public.transition_keys VALUES (133, 8);
INSERT INTO public.transition_keys VALUES (133, 9);
INSERT INTO public.transition_keys VALUES (133, 10);
INSERT INTO public.transition_keys VALUES (133, 11);
INSERT INTO public.transition_keys VALUES (134, 0);
INSERT INTO public.transition_keys VALUES (134, 1);
INSERT INTO public.transition_keys VALUES (4, 4);
INSERT INTO public.transition_keys VALUES (8, 0);
INSERT INTO public.transition_keys VALUES (8, 1);
INSERT INTO public.transition_keys VALUES (8, 2);
INSERT INTO public.transition_keys VALUES (8, 3);
INSERT INTO public.transition_keys VALUES (8, 5);
INSERT INTO public.transition_keys VALUES (10, 4);
INSERT INTO public.transition_keys VALUES (11, 1);
INSERT INTO public.transition_keys VALUES (37, 4);
INSERT INTO public.transition_keys VALUES (38, 0);
INSERT INTO public.transition_keys VALUES (38, 1);
INSERT INTO public.transition_keys VALUES (38, 2);
INSERT INTO public.transition_keys VALUES (38, 3);
INSERT INTO public.transition_keys VALUES (38, 5);
INSERT INTO public.transition_keys VALUES (38, 6);
INSERT INTO public.transition_keys VALUES (38, 7);
INSERT INTO public.transition_keys VALUES (38, 8);
INSERT INTO public.transition_keys VALUES (38, 9);
INSERT INTO public.transition_keys VALUES (68, 2);
INSERT INTO public.transition_keys VALUES (82, 1);
INSERT INTO public.transition_keys VALUES (82, 2);
INSERT INTO public.transition_keys VALUES (82, 3);
INSERT INTO public.transition_keys VALUES (82, 4);
INSERT INTO public.transition_keys VALUES (82, 5);
INSERT INTO public.transition_keys VALUES (93, 0);
INSERT INTO public.transition_keys VALUES (93, 1);
INSERT INTO public.transition_keys VALUES (93, 2);
INSERT INTO public.transition_keys VALUES (93, 3);
INSERT INTO public.transition_keys VALUES (93, 4);
INSERT INTO public.transition_keys VALUES (93, 5);
INSERT INTO public.transition_keys VALUES (93, 6);
INSERT INTO public.transition_keys VALUES (93, 8);
INSERT INTO public.transition_keys VALUES (93, 9);
INSERT INTO public.transition_keys VALUES (94, 0);
INSERT INTO public.transition_keys VALUES (94, 1);
INSERT INTO public.transition_keys VALUES (94, 2);
INSERT INTO public.transition_keys VALUES (94, 3);
INSERT INTO public.transition_keys VALUES (94, 4);
INSERT INTO public.transition_keys VALUES (94, 5);
INSERT INTO public.transition_keys VALUES (94, 6);
INSERT INTO public.transition_keys VALUES (94, 7);
INSERT INTO public.transition_keys VALUES (94, 8);
INSERT INTO public.transition_keys VALUES (94, 10);
INSERT INTO public.transition_keys VALUES (94, 11);
INSERT INTO public.transition_keys VALUES (135, 0);
INSERT INTO public.transition_keys VALUES (135, 1);
INSERT INTO public.transition_keys VALUES (135, 2);
INSERT INTO public.transition_keys VALUES (135, 3);
INSERT INTO public.transition_keys VALUES (135, 4);
INSERT INTO public.transition_keys VALUES (135, 5);
INSERT INTO public.transition_keys VALUES (135, 6);
INSERT INTO public.transition_keys VALUES (136, 0);
INSERT INTO public.transition_keys VALUES (136, 1);
INSERT INTO public.transition_keys VALUES (136, 2);
INSERT INTO public.transition_keys VALUES (136, 3);
INSERT INTO public.transition_keys VALUES (137, 0);
INSERT INTO public.transition_keys VALUES (137, 1);
INSERT INTO public.transition_keys VALUES (138, 0);
INSERT INTO public.transition_keys VALUES (138, 1);
INSERT INTO public.transition_keys VALUES (138, 2);
INSERT INTO public.transition_keys VALUES (138, 3);
INSERT INTO public.transition_keys VALUES (138, 4);
INSERT INTO public.transition_keys VALUES (139, 0);
INSERT INTO public.transition_keys VALUES (139, 1);
INSERT INTO public.transition_keys VALUES (139, 2);
INSERT INTO public.transition_keys VALUES (139, 3);
INSERT INTO public.transition_keys VALUES (139, 4);
INSERT INTO public.transition_keys VALUES (139, 5);
INSERT INTO public.transition_keys VALUES (139, 6);
INSERT INTO public.transition_keys VALUES (139, 7);
INSERT INTO public.transition_keys VALUES (139, 8);
INSERT INTO public.transition_keys VALUES (139, 9);
INSERT INTO public.transition_keys VALUES (140, 0);
INSERT INTO public.transition_keys VALUES (140, 1);
INSERT INTO public.transition_keys VALUES (140, 2);
INSERT INTO public.transition_keys VALUES (140, 3);
INSERT INTO public.transition_keys VALUES (140, 4);
INSERT INTO public.transition_keys VALUES (140, 5);
INSERT INTO public.transition_keys VALUES (140, 6);
INSERT INTO public.transition_keys VALUES (140, 7);
INSERT INTO public.transition_keys VALUES (140, 8);
INSERT INTO public.transition_keys VALUES (140, 9);
INSERT INTO public.transition_keys VALUES (140, 10);
INSERT INTO public.transition_keys VALUES (141, 0);
INSERT INTO public.transition_keys VALUES (141, 1);
INSERT INTO public.transition_keys VALUES (142, 0);
INSERT INTO public.transition_keys VALUES (142, 1);
INSERT INTO public.transition_keys VALUES (143, 0);
INSERT INTO public.transition_keys VALUES (143, 1);
INSERT INTO public.transition_keys VALUES (143, 2);
INSERT INTO public.transition_keys VALUES (143, 3);
INSERT INTO public.transition_keys VALUES (144, 0);
INSERT INTO public.transition_keys VALUES (144, 1);
INSERT INTO public.transition_keys VALUES (144, 2);
INSERT INTO public.transition_keys VALUES (145, 0);
INSERT INTO public.transition_keys VALUES (145, 1);
INSERT INTO public.transition_keys VALUES (145, 2);
INSERT INTO public.transition_keys VALUES (145, 3);
INSERT INTO public.transition_keys VALUES (145, 4);
INSERT INTO public.transition_keys VALUES (145, 5);
INSERT INTO public.transition_keys VALUES (145, 6);
INSERT INTO public.transition_keys VALUES (145, 7);
INSERT INTO public.transition_keys VALUES (145, 8);
INSERT INTO public.transition_keys VALUES (146, 0);
INSERT INTO public.transition_keys VALUES (146, 1);
INSERT INTO public.transition_keys VALUES (146, 2);
INSERT INTO public.transition_keys VALUES (146, 3);
INSERT INTO public.transition_keys VALUES (146, 4);
INSERT INTO public.transition_keys VALUES (146, 5);
INSERT INTO public.transition_keys VALUES (146, 6);
INSERT INTO public.transition_keys VALUES (146, 7);
INSERT INTO public.transition_keys VALUES (146, 8);
INSERT INTO public.transition_keys VALUES (146, 9);
INSERT INTO public.transition_keys VALUES (147, 0);
INSERT INTO public.transition_keys VALUES (147, 1);
INSERT INTO public.transition_keys VALUES (147, 2);
INSERT INTO public.transition_keys VALUES (147, 3);
INSERT INTO public.transition_keys VALUES (147, 4);
INSERT INTO public.transition_keys VALUES (147, 5);
INSERT INTO public.transition_keys VALUES (147, 6);
INSERT INTO public.transition_keys VALUES (148, 0);
INSERT INTO public.transition_keys VALUES (148, 1);
INSERT INTO public.transition_keys VALUES (148, 2);
INSERT INTO public.transition_keys VALUES (148, 3);
INSERT INTO public.transition_keys VALUES (149, 0);
INSERT INTO public.transition_keys VALUES (149, 1);
INSERT INTO public.transition_keys VALUES (149, 2);
INSERT INTO public.transition_keys VALUES (149, 3);
INSERT INTO public.transition_keys VALUES (150, 0);
INSERT INTO public.transition_keys VALUES (150, 1);
INSERT INTO public.transition_keys VALUES (150, 2);
INSERT INTO public.transition_keys VALUES (150, 3);
INSERT INTO public.transition_keys VALUES (150, 4);
INSERT INTO public.transition_keys VALUES (150, 5);
INSERT INTO public.transition_keys VALUES (150, 6);
INSERT INTO public.transition_keys VALUES (150, 7);
INSERT INTO public.transition_keys VALUES (12, 0);
INSERT INTO public.transition_keys VALUES (12, 1);
INSERT INTO public.transition_keys VALUES (12, 2);
INSERT INTO public.transition_keys VALUES (12, 3);
INSERT INTO public.transition_keys VALUES (12, 4);
INSERT INTO public.transition_keys VALUES (12, 5);
INSERT INTO public.transition_keys VALUES (12, 7);
INSERT INTO public.transition_keys VALUES (12, 8);
INSERT INTO public.transition_keys VALUES (12, 9);
INSERT INTO public.transition_keys VALUES (12, 10);
INSERT INTO public.transition_keys VALUES (12, 11);
INSERT INTO public.transition_keys VALUES (24, 4);
INSERT INTO public.transition_keys VALUES (48, 0);
INSERT INTO public.transition_keys VALUES (55, 9);
INSERT INTO public.transition_keys VALUES (55, 10);
INSERT INTO public.transition_keys VALUES (57, 0);
INSERT INTO public.transition_keys VALUES (59, 0);
INSERT INTO public.transition_keys VALUES (59, 1);
INSERT INTO public.transition_keys VALUES (59, 2);
INSERT INTO public.transition_keys VALUES (59, 3);
INSERT INTO public.transition_keys VALUES (59, 4);
INSERT INTO public.transition_keys VALUES (59, 5);
INSERT INTO public.transition_keys VALUES (59, 6);
INSERT INTO public.transition_keys VALUES (59, 8);
INSERT INTO public.transition_keys VALUES (59, 9);
INSERT INTO public.transition_keys VALUES (59, 10);
INSERT INTO public.transition_keys VALUES (97, 2);
INSERT INTO public.transition_keys VALUES (97, 3);
INSERT INTO public.transition_keys VALUES (98, 0);
INSERT INTO public.transition_keys VALUES (98, 1);
INSERT INTO public.transition_keys VALUES (98, 2);
INSERT INTO public.transition_keys VALUES (98, 4);
INSERT INTO public.transition_keys VALUES (98, 5);
INSERT INTO public.transition_keys VALUES (98, 6);
INSERT INTO public.transition_keys VALUES (101, 0);
INSERT INTO public.transition_keys VALUES (101, 1);
INSERT INTO public.transition_keys VALUES (101, 2);
INSERT INTO public.transition_keys VALUES (101, 3);
INSERT INTO public.transition_keys VALUES (101, 4);
INSERT INTO public.transition_keys VALUES (101, 5);
INSERT INTO public.transition_keys VALUES (101, 6);
INSERT INTO public.transition_keys VALUES (101, 7);
INSERT INTO public.transition_keys VALUES (101, 8);
INSERT INTO public.transition_keys VALUES (101, 9);
INSERT INTO public.transition_keys VALUES (101, 10);
INSERT INTO public.transition_keys VALUES (107, 2);
INSERT INTO public.transition_keys VALUES (107, 3);
INSERT INTO public.transition_keys VALUES (107, 4);
INSERT INTO public.transition_keys VALUES (107, 5);
INSERT INTO public.transition_keys VALUES (107, 6);
INSERT INTO public.transition_keys VALUES (107, 7);
INSERT INTO public.transition_keys VALUES (110, 1);
INSERT INTO public.transition_keys VALUES (110, 2);
INSERT INTO public.transition_keys VALUES (120, 2);
INSERT INTO public.transition_keys VALUES (120, 3);
INSERT INTO public.transition_keys VALUES (120, 4);
INSERT INTO public.transition_keys VALUES (120, 5);
INSERT INTO public.transition_keys VALUES (120, 6);
INSERT INTO public.transition_keys VALUES (120, 7);
INSERT INTO public.transition_keys VALUES (120, 8);


--
-- Data for Name: transition_rollup; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.transition_rollup VALUES (20782, 'native_rotation', 'enter', 1, 'iOS', '14.8', 'iPhone11,8', '8.5.0', 14, 8, 3, 1, 1, 1, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20782, 'native_rotation', 'enter', 1, 'iOS', '15.7', 'iPhone9,1', '8.6.0', 15, 7, 4, 1, 0, 0, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20782, 'native_rotation', 'enter', 1, 'iOS', '17.10', 'iPhone14,5', '8.6.0', 17, 10, 1, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20782, 'native_rotation', 'exit', 1, 'iOS', '14.8', 'iPhone11,8', '8.5.0', 14, 8, 4, 0, 0, 0, 4, 0, 3);
INSERT INTO public.transition_rollup VALUES (20782, 'native_rotation', 'exit', 1, 'iOS', '15.7', 'iPhone9,1', '8.6.0', 15, 7, 4, 0, 0, 0, 4, 0, 4);
INSERT INTO public.transition_rollup VALUES (20782, 'native_rotation', 'exit', 1, 'iOS', '17.10', 'iPhone14,5', '8.6.0', 17, 10, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20782, 'present_landscape_vc', 'enter', 1, 'iOS', '14.8', 'iPhone9,1', '8.5.0', 14, 8, 1, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20782, 'present_landscape_vc', 'enter', 1, 'iOS', '17.9', 'iPhone15,2', '8.6.0', 17, 9, 5, 0, 0, 0, 0, 0, 5);
INSERT INTO public.transition_rollup VALUES (20782, 'present_landscape_vc', 'enter', 1, 'iOS', '18.6.2', 'iPhone14,5', '8.6.0', 18, 6, 4, 0, 0, 0, 0, 0, 3);
INSERT INTO public.transition_rollup VALUES (20782, 'present_landscape_vc', 'exit', 1, 'iOS', '12.5.7', 'iPhone9,1', '8.5.0', 12, 5, 5, 0, 0, 0, 5, 0, 4);
INSERT INTO public.transition_rollup VALUES (20782, 'present_landscape_vc', 'exit', 1, 'iOS', '14.8', 'iPhone9,1', '8.5.0', 14, 8, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20782, 'present_landscape_vc', 'exit', 1, 'iOS', '18.6.2', 'iPhone14,5', '8.6.0', 18, 6, 2, 1, 0, 0, 3, 0, 3);
INSERT INTO public.transition_rollup VALUES (20782, 'status_bar_orientation', 'enter', 1, 'iOS', '13.4.1', 'iPhone10,3', '8.6.0', 13, 4, 0, 1, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20782, 'status_bar_orientation', 'enter', 1, 'iOS', '13.7', 'iPhone12,1', '8.6.0', 13, 7, 3, 3, 0, 0, 0, 0, 5);
INSERT INTO public.transition_rollup VALUES (20782, 'status_bar_orientation', 'enter', 1, 'iOS', '18.6.2', 'iPhone16,2', '8.4.2', 18, 6, 2, 3, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20782, 'status_bar_orientation', 'exit', 1, 'iOS', '13.4.1', 'iPhone10,3', '8.6.0', 13, 4, 1, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20782, 'status_bar_orientation', 'exit', 1, 'iOS', '13.7', 'iPhone12,1', '8.6.0', 13, 7, 5, 0, 0, 0, 4, 0, 4);
INSERT INTO public.transition_rollup VALUES (20782, 'status_bar_orientation', 'exit', 1, 'iOS', '18.6.2', 'iPhone16,2', '8.4.2', 18, 6, 5, 0, 0, 0, 5, 0, 4);
INSERT INTO public.transition_rollup VALUES (20782, 'transform_landscape_window', 'enter', 1, 'iOS', '18.6.2', 'iPhone15,2', '8.6.0', 18, 6, 4, 0, 0, 0, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20782, 'transform_landscape_window', 'exit', 1, 'iOS', '18.6.2', 'iPhone15,2', '8.6.0', 18, 6, 4, 0, 0, 0, 4, 0, 4);
INSERT INTO public.transition_rollup VALUES (20782, 'transform_portrait_window', 'enter', 1, 'iOS', '15.7', 'iPhone9,1', '8.4.2', 15, 7, 1, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20782, 'transform_portrait_window', 'enter', 1, 'iOS', '16.7.2', 'iPhone10,3', '8.5.0', 16, 7, 5, 1, 0, 1, 0, 0, 5);
INSERT INTO public.transition_rollup VALUES (20782, 'transform_portrait_window', 'exit', 1, 'iOS', '15.7', 'iPhone9,1', '8.4.2', 15, 7, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20782, 'window_transform', 'enter', 1, 'iOS', '17.10', 'iPhone12,1', '8.6.0', 17, 10, 3, 0, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20782, 'window_transform', 'enter', 1, 'iOS', '18.1', 'iPhone11,8', '8.6.0', 18, 1, 1, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20782, 'window_transform', 'enter', 1, 'iPadOS', '13.7', 'iPad7,5', '8.6.0', 13, 7, 5, 0, 0, 1, 0, 0, 5);
INSERT INTO public.transition_rollup VALUES (20782, 'window_transform', 'exit', 1, 'iOS', '16.7.2', 'iPhone10,3', '8.4.2', 16, 7, 4, 0, 0, 0, 4, 0, 4);
INSERT INTO public.transition_rollup VALUES (20782, 'window_transform', 'exit', 1, 'iOS', '17.10', 'iPhone12,1', '8.6.0', 17, 10, 2, 0, 0, 0, 2, 0, 2);
INSERT INTO public.transition_rollup VALUES (20782, 'window_transform', 'exit', 1, 'iOS', '18.1', 'iPhone11,8', '8.6.0', 18, 1, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20782, 'window_transform', 'exit', 1, 'iPadOS', '13.7', 'iPad7,5', '8.6.0', 13, 7, 5, 0, 0, 0, 5, 0, 5);
INSERT INTO public.transition_rollup VALUES (20783, 'native_rotation', 'enter', 1, 'iOS', '17.9', 'iPhone16,2', '8.5.0', 17, 9, 3, 1, 0, 0, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20783, 'native_rotation', 'exit', 1, 'iOS', '16.7.2', 'iPhone12,1', '8.6.0', 16, 7, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20783, 'native_rotation', 'exit', 1, 'iOS', '17.9', 'iPhone16,2', '8.5.0', 17, 9, 2, 1, 0, 0, 2, 1, 3);
INSERT INTO public.transition_rollup VALUES (20783, 'status_bar_orientation', 'enter', 1, 'iOS', '16.7.2', 'iPhone11,8', '8.5.0', 16, 7, 2, 1, 0, 0, 0, 0, 3);
INSERT INTO public.transition_rollup VALUES (20783, 'status_bar_orientation', 'enter', 1, 'iOS', '16.7.2', 'iPhone12,1', '8.6.0', 16, 7, 1, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20783, 'status_bar_orientation', 'enter', 1, 'iPadOS', '16.7.2', 'iPad7,5', '8.6.0', 16, 7, 3, 3, 0, 0, 0, 0, 6);
INSERT INTO public.transition_rollup VALUES (20783, 'status_bar_orientation', 'exit', 1, 'iOS', '16.7.2', 'iPhone11,8', '8.5.0', 16, 7, 2, 0, 0, 0, 2, 0, 2);
INSERT INTO public.transition_rollup VALUES (20783, 'transform_portrait_window', 'enter', 1, 'iOS', '16.7.2', 'iPhone12,1', '8.6.0', 16, 7, 4, 0, 0, 0, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20783, 'window_transform', 'enter', 1, 'iOS', '17.9', 'iPhone14,5', '8.5.0', 17, 9, 1, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20783, 'window_transform', 'enter', 1, 'iPadOS', '13.7', 'iPad8,1', '8.6.0', 13, 7, 2, 0, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20782, 'transform_landscape_window', 'enter', 0, '', '', '', '', NULL, NULL, 0, 0, 0, 0, 0, 0, 0);
INSERT INTO public.transition_rollup VALUES (20783, 'window_transform', 'enter', 0, '', '', '', '', NULL, NULL, 0, 0, 0, 0, 0, 0, 0);
INSERT INTO public.transition_rollup VALUES (20783, 'native_rotation', 'enter', 0, '', '', '', '', NULL, NULL, 0, 0, 0, 0, 0, 0, 0);
INSERT INTO public.transition_rollup VALUES (20783, 'window_transform', 'enter', 1, 'iPadOS', '17.10', 'iPad8,1', '8.5.0', 17, 10, 6, 0, 0, 0, 0, 0, 6);
INSERT INTO public.transition_rollup VALUES (20783, 'window_transform', 'exit', 1, 'iOS', '17.9', 'iPhone14,5', '8.5.0', 17, 9, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20783, 'window_transform', 'exit', 1, 'iPadOS', '13.7', 'iPad8,1', '8.6.0', 13, 7, 2, 0, 0, 0, 2, 0, 2);
INSERT INTO public.transition_rollup VALUES (20783, 'window_transform', 'exit', 1, 'iPadOS', '17.10', 'iPad8,1', '8.5.0', 17, 10, 5, 0, 0, 0, 5, 0, 4);
INSERT INTO public.transition_rollup VALUES (20784, 'native_rotation', 'enter', 1, 'iOS', '11.4', 'iPhone9,1', '8.4.2', 11, 4, 3, 0, 0, 0, 0, 0, 3);
INSERT INTO public.transition_rollup VALUES (20784, 'native_rotation', 'exit', 1, 'iOS', '11.4', 'iPhone9,1', '8.4.2', 11, 4, 2, 0, 0, 0, 2, 0, 2);
INSERT INTO public.transition_rollup VALUES (20784, 'present_landscape_vc', 'enter', 1, 'iOS', '18.1', 'iPhone11,8', '8.6.0', 18, 1, 2, 0, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20784, 'present_landscape_vc', 'enter', 1, 'iPadOS', '15.7', 'iPad7,5', '8.4.2', 15, 7, 2, 0, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20784, 'present_landscape_vc', 'exit', 1, 'iOS', '17.10', 'iPhone15,2', '8.3.0', 17, 10, 4, 0, 0, 0, 4, 0, 4);
INSERT INTO public.transition_rollup VALUES (20784, 'present_landscape_vc', 'exit', 1, 'iOS', '18.1', 'iPhone11,8', '8.6.0', 18, 1, 1, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20784, 'present_landscape_vc', 'exit', 1, 'iPadOS', '15.7', 'iPad7,5', '8.4.2', 15, 7, 1, 1, 0, 0, 2, 1, 2);
INSERT INTO public.transition_rollup VALUES (20784, 'status_bar_orientation', 'enter', 1, 'iOS', '15.7', 'iPhone14,5', '8.5.0', 15, 7, 0, 1, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20784, 'status_bar_orientation', 'enter', 1, 'iOS', '18.1', 'iPhone14,5', '8.6.0', 18, 1, 0, 1, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20784, 'status_bar_orientation', 'exit', 1, 'iOS', '15.7', 'iPhone14,5', '8.5.0', 15, 7, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20784, 'status_bar_orientation', 'exit', 1, 'iOS', '18.1', 'iPhone14,5', '8.6.0', 18, 1, 1, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_landscape_window', 'enter', 1, 'iOS', '18.6.2', 'iPhone12,1', '8.4.2', 18, 6, 4, 0, 0, 0, 0, 0, 3);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_landscape_window', 'exit', 1, 'iOS', '18.6.2', 'iPhone12,1', '8.4.2', 18, 6, 3, 0, 0, 0, 3, 0, 2);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_portrait_window', 'enter', 1, 'iOS', '14.8', 'iPhone9,4', '8.3.0', 14, 8, 3, 1, 0, 0, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_portrait_window', 'exit', 1, 'iOS', '14.8', 'iPhone9,4', '8.3.0', 14, 8, 3, 0, 0, 0, 3, 0, 2);
INSERT INTO public.transition_rollup VALUES (20784, 'present_landscape_vc', 'enter', 1, 'iOS', '14.8', 'iPhone12,1', '8.5.0', 14, 8, 3, 0, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20784, 'present_landscape_vc', 'exit', 1, 'iOS', '14.8', 'iPhone12,1', '8.5.0', 14, 8, 3, 0, 0, 0, 3, 1, 3);
INSERT INTO public.transition_rollup VALUES (20784, 'window_transform', 'enter', 1, 'iOS', '13.7', 'iPhone12,1', '8.6.0', 13, 7, 4, 0, 0, 1, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20784, 'window_transform', 'exit', 1, 'iOS', '13.7', 'iPhone12,1', '8.6.0', 13, 7, 4, 0, 0, 0, 4, 0, 3);
INSERT INTO public.transition_rollup VALUES (20785, 'present_landscape_vc', 'enter', 1, 'iOS', '13.7', 'iPhone12,1', '8.6.1', 13, 7, 1, 1, 1, 0, 0, 0, 3);
INSERT INTO public.transition_rollup VALUES (20785, 'present_landscape_vc', 'enter', 1, 'iOS', '18.1', 'iPhone13,2', '8.4.2', 18, 1, 3, 1, 0, 0, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20785, 'present_landscape_vc', 'exit', 1, 'iOS', '13.7', 'iPhone12,1', '8.6.1', 13, 7, 2, 0, 0, 0, 2, 0, 2);
INSERT INTO public.transition_rollup VALUES (20785, 'present_landscape_vc', 'exit', 1, 'iOS', '18.1', 'iPhone13,2', '8.4.2', 18, 1, 3, 1, 0, 0, 4, 2, 4);
INSERT INTO public.transition_rollup VALUES (20785, 'status_bar_orientation', 'enter', 1, 'iOS', '12.5.7', 'iPhone8,1', '8.6.1', 12, 5, 3, 0, 0, 0, 0, 0, 3);
INSERT INTO public.transition_rollup VALUES (20785, 'status_bar_orientation', 'enter', 1, 'iOS', '18.6.2', 'iPhone14,5', '8.5.0', 18, 6, 0, 1, 0, 1, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20785, 'status_bar_orientation', 'enter', 1, 'iOS', '18.6.2', 'iPhone14,5', '8.6.1', 18, 6, 3, 3, 0, 0, 0, 0, 5);
INSERT INTO public.transition_rollup VALUES (20785, 'status_bar_orientation', 'exit', 1, 'iOS', '12.5.7', 'iPhone8,1', '8.6.1', 12, 5, 2, 0, 0, 0, 2, 0, 2);
INSERT INTO public.transition_rollup VALUES (20785, 'status_bar_orientation', 'exit', 1, 'iOS', '18.6.2', 'iPhone14,5', '8.5.0', 18, 6, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_landscape_window', 'enter', 1, 'iOS', '11.4', 'iPhone10,3', '8.6.1', 11, 4, 2, 0, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_landscape_window', 'enter', 1, 'iOS', '15.7', 'iPhone13,2', '8.6.1', 15, 7, 5, 0, 0, 0, 0, 0, 5);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_landscape_window', 'enter', 1, 'iOS', '16.7.2', 'iPhone10,3', '8.6.1', 16, 7, 2, 0, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_landscape_window', 'enter', 1, 'iOS', '16.7.2', 'iPhone14,5', '8.5.0', 16, 7, 3, 0, 0, 0, 0, 0, 3);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_landscape_window', 'enter', 1, 'iOS', '17.10', 'iPhone14,5', '8.6.1', 17, 10, 2, 2, 0, 0, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_landscape_window', 'enter', 1, 'iOS', '17.10', 'iPhone16,2', '8.6.0', 17, 10, 5, 0, 0, 0, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_landscape_window', 'exit', 1, 'iOS', '11.4', 'iPhone10,3', '8.6.1', 11, 4, 0, 2, 0, 0, 2, 0, 1);
INSERT INTO public.transition_rollup VALUES (20784, 'present_landscape_vc', 'enter', 0, '', '', '', '', NULL, NULL, 0, 0, 0, 0, 0, 0, 0);
INSERT INTO public.transition_rollup VALUES (20784, 'present_landscape_vc', 'enter', 1, 'iOS', '17.10', 'iPhone15,2', '8.3.0', 17, 10, 3, 1, 0, 0, 0, 0, 3);
INSERT INTO public.transition_rollup VALUES (20785, 'status_bar_orientation', 'exit', 0, '', '', '', '', NULL, NULL, 0, 0, 0, 0, 0, 0, 0);
INSERT INTO public.transition_rollup VALUES (20785, 'native_rotation', 'enter', 0, '', '', '', '', NULL, NULL, 0, 0, 0, 0, 0, 0, 0);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_landscape_window', 'enter', 1, 'iOS', '17.9', 'iPhone15,2', '8.6.0', 17, 9, 6, 0, 0, 0, 0, 0, 6);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_landscape_window', 'exit', 1, 'iOS', '17.9', 'iPhone15,2', '8.6.0', 17, 9, 5, 1, 0, 0, 5, 0, 6);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_landscape_window', 'exit', 1, 'iOS', '15.7', 'iPhone13,2', '8.6.1', 15, 7, 4, 0, 0, 0, 4, 0, 4);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_landscape_window', 'exit', 1, 'iOS', '16.7.2', 'iPhone10,3', '8.6.1', 16, 7, 2, 0, 0, 0, 2, 0, 2);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_landscape_window', 'exit', 1, 'iOS', '16.7.2', 'iPhone14,5', '8.5.0', 16, 7, 2, 0, 0, 0, 2, 0, 2);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_landscape_window', 'exit', 1, 'iOS', '17.10', 'iPhone16,2', '8.6.0', 17, 10, 5, 0, 0, 1, 4, 0, 5);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_portrait_window', 'enter', 1, 'iOS', '16.7.2', 'iPhone15,2', '8.6.1', 16, 7, 1, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_portrait_window', 'enter', 1, 'iOS', '18.6.2', 'iPhone16,2', '8.3.0', 18, 6, 4, 0, 0, 0, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_portrait_window', 'exit', 1, 'iOS', '16.7.2', 'iPhone14,5', '8.5.0', 16, 7, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_portrait_window', 'exit', 1, 'iOS', '16.7.2', 'iPhone15,2', '8.6.1', 16, 7, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_portrait_window', 'exit', 1, 'iOS', '18.6.2', 'iPhone16,2', '8.3.0', 18, 6, 3, 0, 0, 0, 2, 0, 3);
INSERT INTO public.transition_rollup VALUES (20785, 'window_transform', 'exit', 1, 'iOS', '15.7', 'iPhone13,2', '8.3.0', 15, 7, 5, 0, 0, 0, 4, 0, 4);
INSERT INTO public.transition_rollup VALUES (20782, 'present_landscape_vc', 'enter', 0, '', '', '', '', NULL, NULL, 0, 0, 0, 0, 0, 0, 0);
INSERT INTO public.transition_rollup VALUES (20782, 'native_rotation', 'enter', 1, 'iOS', '13.7', 'iPhone9,4', '8.5.0', 13, 7, 5, 1, 0, 0, 0, 0, 5);
INSERT INTO public.transition_rollup VALUES (20782, 'native_rotation', 'exit', 1, 'iOS', '13.7', 'iPhone9,4', '8.5.0', 13, 7, 6, 0, 0, 0, 5, 0, 6);
INSERT INTO public.transition_rollup VALUES (20782, 'present_landscape_vc', 'enter', 1, 'iOS', '13.4.1', 'iPhone9,4', '8.4.2', 13, 4, 2, 0, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20782, 'present_landscape_vc', 'enter', 1, 'iOS', '14.8', 'iPhone9,1', '8.6.0', 14, 8, 3, 0, 0, 0, 0, 0, 3);
INSERT INTO public.transition_rollup VALUES (20782, 'present_landscape_vc', 'enter', 1, 'iOS', '16.7.2', 'iPhone14,5', '8.6.0', 16, 7, 1, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20782, 'present_landscape_vc', 'enter', 1, 'iOS', '18.1', 'iPhone12,1', '8.6.0', 18, 1, 1, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20782, 'present_landscape_vc', 'enter', 1, 'iOS', '18.1', 'iPhone16,2', '8.3.0', 18, 1, 2, 0, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20782, 'present_landscape_vc', 'exit', 1, 'iOS', '13.4.1', 'iPhone9,4', '8.4.2', 13, 4, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20782, 'present_landscape_vc', 'exit', 1, 'iOS', '14.8', 'iPhone9,1', '8.6.0', 14, 8, 2, 0, 0, 1, 2, 0, 2);
INSERT INTO public.transition_rollup VALUES (20782, 'present_landscape_vc', 'exit', 1, 'iOS', '16.7.2', 'iPhone14,5', '8.6.0', 16, 7, 1, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20782, 'present_landscape_vc', 'exit', 1, 'iOS', '17.9', 'iPhone15,2', '8.6.0', 17, 9, 4, 0, 0, 0, 4, 0, 4);
INSERT INTO public.transition_rollup VALUES (20782, 'present_landscape_vc', 'exit', 1, 'iOS', '18.1', 'iPhone12,1', '8.6.0', 18, 1, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20782, 'present_landscape_vc', 'exit', 1, 'iOS', '18.1', 'iPhone16,2', '8.3.0', 18, 1, 0, 2, 0, 0, 1, 1, 2);
INSERT INTO public.transition_rollup VALUES (20782, 'transform_landscape_window', 'enter', 1, 'iOS', '13.4.1', 'iPhone8,1', '8.6.0', 13, 4, 2, 1, 0, 0, 0, 0, 3);
INSERT INTO public.transition_rollup VALUES (20782, 'transform_landscape_window', 'enter', 1, 'iOS', '15.7', 'iPhone14,5', '8.5.0', 15, 7, 6, 0, 0, 0, 0, 0, 6);
INSERT INTO public.transition_rollup VALUES (20782, 'transform_landscape_window', 'enter', 1, 'iOS', '16.7.2', 'iPhone14,5', '8.6.0', 16, 7, 4, 0, 0, 0, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20782, 'transform_landscape_window', 'exit', 1, 'iOS', '13.4.1', 'iPhone8,1', '8.6.0', 13, 4, 3, 0, 0, 0, 3, 0, 3);
INSERT INTO public.transition_rollup VALUES (20782, 'transform_landscape_window', 'exit', 1, 'iOS', '15.7', 'iPhone14,5', '8.5.0', 15, 7, 6, 0, 0, 0, 3, 0, 6);
INSERT INTO public.transition_rollup VALUES (20782, 'transform_landscape_window', 'exit', 1, 'iOS', '16.7.2', 'iPhone14,5', '8.6.0', 16, 7, 4, 0, 0, 0, 4, 0, 4);
INSERT INTO public.transition_rollup VALUES (20782, 'transform_portrait_window', 'exit', 1, 'iOS', '16.7.2', 'iPhone10,3', '8.5.0', 16, 7, 5, 0, 0, 0, 5, 0, 5);
INSERT INTO public.transition_rollup VALUES (20782, 'window_transform', 'enter', 1, 'iOS', '16.7.2', 'iPhone10,3', '8.4.2', 16, 7, 3, 1, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20782, 'window_transform', 'exit', 1, 'iOS', '16.7.2', 'iPhone14,5', '8.4.2', 16, 7, 2, 0, 0, 0, 2, 0, 2);
INSERT INTO public.transition_rollup VALUES (20783, 'native_rotation', 'enter', 1, 'iOS', '16.7.2', 'iPhone15,2', '8.6.0', 16, 7, 2, 0, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20783, 'native_rotation', 'enter', 1, 'iOS', '18.1', 'iPhone13,2', '8.5.0', 18, 1, 2, 1, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20783, 'native_rotation', 'exit', 1, 'iOS', '16.7.2', 'iPhone15,2', '8.6.0', 16, 7, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20783, 'native_rotation', 'exit', 1, 'iOS', '18.1', 'iPhone13,2', '8.5.0', 18, 1, 2, 0, 0, 0, 1, 0, 2);
INSERT INTO public.transition_rollup VALUES (20783, 'present_landscape_vc', 'enter', 1, 'iOS', '16.7.2', 'iPhone10,3', '8.5.0', 16, 7, 1, 0, 0, 0, 0, 0, 0);
INSERT INTO public.transition_rollup VALUES (20783, 'present_landscape_vc', 'enter', 1, 'iOS', '17.9', 'iPhone14,5', '8.3.0', 17, 9, 2, 1, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20785, 'window_transform', 'exit', 0, '', '', '', '', NULL, NULL, 0, 0, 0, 0, 0, 0, 0);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_landscape_window', 'exit', 1, 'iOS', '17.10', 'iPhone14,5', '8.6.1', 17, 10, 4, 0, 0, 0, 3, 0, 3);
INSERT INTO public.transition_rollup VALUES (20785, 'window_transform', 'enter', 1, 'iOS', '15.7', 'iPhone13,2', '8.3.0', 15, 7, 5, 1, 0, 0, 0, 0, 5);
INSERT INTO public.transition_rollup VALUES (20782, 'window_transform', 'enter', 1, 'iOS', '16.7.2', 'iPhone14,5', '8.4.2', 16, 7, 1, 1, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_landscape_window', 'enter', 0, '', '', '', '', NULL, NULL, 0, 0, 0, 0, 0, 0, 0);
INSERT INTO public.transition_rollup VALUES (20785, 'window_transform', 'enter', 0, '', '', '', '', NULL, NULL, 0, 0, 0, 0, 0, 0, 0);
INSERT INTO public.transition_rollup VALUES (20783, 'present_landscape_vc', 'exit', 1, 'iOS', '16.7.2', 'iPhone10,3', '8.5.0', 16, 7, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20783, 'present_landscape_vc', 'exit', 1, 'iOS', '17.9', 'iPhone14,5', '8.3.0', 17, 9, 3, 0, 1, 0, 3, 0, 3);
INSERT INTO public.transition_rollup VALUES (20783, 'status_bar_orientation', 'enter', 1, 'iOS', '12.5.7', 'iPhone9,1', '8.3.0', 12, 5, 1, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20783, 'status_bar_orientation', 'enter', 1, 'iOS', '13.7', 'iPhone9,1', '8.6.0', 13, 7, 2, 4, 0, 0, 0, 0, 5);
INSERT INTO public.transition_rollup VALUES (20783, 'status_bar_orientation', 'enter', 1, 'iOS', '15.7', 'iPhone14,5', '8.5.0', 15, 7, 0, 1, 0, 0, 0, 0, 0);
INSERT INTO public.transition_rollup VALUES (20783, 'status_bar_orientation', 'exit', 1, 'iOS', '12.5.7', 'iPhone9,1', '8.3.0', 12, 5, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20783, 'status_bar_orientation', 'exit', 1, 'iOS', '13.7', 'iPhone9,1', '8.6.0', 13, 7, 5, 1, 0, 0, 6, 1, 6);
INSERT INTO public.transition_rollup VALUES (20783, 'status_bar_orientation', 'exit', 1, 'iOS', '15.7', 'iPhone14,5', '8.5.0', 15, 7, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20783, 'transform_landscape_window', 'enter', 1, 'iOS', '13.4.1', 'iPhone9,1', '8.6.0', 13, 4, 4, 0, 0, 0, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20783, 'transform_landscape_window', 'enter', 1, 'iOS', '18.6.2', 'iPhone15,2', '8.6.0', 18, 6, 5, 0, 0, 0, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20783, 'transform_landscape_window', 'exit', 1, 'iOS', '13.4.1', 'iPhone9,1', '8.6.0', 13, 4, 3, 0, 0, 0, 3, 0, 2);
INSERT INTO public.transition_rollup VALUES (20783, 'transform_landscape_window', 'exit', 1, 'iOS', '18.6.2', 'iPhone15,2', '8.6.0', 18, 6, 4, 0, 0, 0, 4, 0, 4);
INSERT INTO public.transition_rollup VALUES (20783, 'transform_portrait_window', 'enter', 1, 'iOS', '16.7.2', 'iPhone11,8', '8.4.2', 16, 7, 2, 0, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20783, 'transform_portrait_window', 'exit', 1, 'iOS', '16.7.2', 'iPhone11,8', '8.4.2', 16, 7, 1, 1, 0, 0, 2, 0, 2);
INSERT INTO public.transition_rollup VALUES (20783, 'window_transform', 'enter', 1, 'iOS', '12.5.7', 'iPhone9,1', '8.5.0', 12, 5, 1, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20783, 'window_transform', 'enter', 1, 'iOS', '16.7.2', 'iPhone15,2', '8.5.0', 16, 7, 2, 0, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20783, 'window_transform', 'enter', 1, 'iOS', '18.1', 'iPhone11,8', '8.6.0', 18, 1, 6, 0, 0, 0, 0, 0, 5);
INSERT INTO public.transition_rollup VALUES (20783, 'window_transform', 'enter', 1, 'iPadOS', '14.8', 'iPad13,1', '8.5.0', 14, 8, 3, 0, 0, 0, 0, 0, 3);
INSERT INTO public.transition_rollup VALUES (20783, 'window_transform', 'exit', 1, 'iOS', '12.5.7', 'iPhone9,1', '8.5.0', 12, 5, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20783, 'window_transform', 'exit', 1, 'iOS', '16.7.2', 'iPhone15,2', '8.5.0', 16, 7, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20783, 'window_transform', 'exit', 1, 'iPadOS', '14.8', 'iPad13,1', '8.5.0', 14, 8, 2, 0, 0, 0, 2, 0, 2);
INSERT INTO public.transition_rollup VALUES (20784, 'present_landscape_vc', 'enter', 1, 'iOS', '13.4.1', 'iPhone12,1', '8.6.0', 13, 4, 4, 0, 0, 0, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20784, 'present_landscape_vc', 'exit', 1, 'iOS', '13.4.1', 'iPhone12,1', '8.6.0', 13, 4, 4, 0, 0, 0, 3, 0, 4);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_landscape_window', 'enter', 1, 'iOS', '10.3.4', 'iPhone8,1', '8.5.0', 10, 3, 3, 0, 0, 0, 0, 0, 3);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_landscape_window', 'enter', 1, 'iOS', '16.7.2', 'iPhone10,3', '8.6.0', 16, 7, 3, 0, 0, 1, 0, 0, 3);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_landscape_window', 'exit', 1, 'iOS', '16.7.2', 'iPhone10,3', '8.6.0', 16, 7, 2, 0, 0, 0, 2, 0, 2);
INSERT INTO public.transition_rollup VALUES (20784, 'window_transform', 'enter', 1, 'iOS', '14.8', 'iPhone8,1', '8.6.0', 14, 8, 6, 0, 0, 1, 0, 0, 5);
INSERT INTO public.transition_rollup VALUES (20784, 'window_transform', 'exit', 1, 'iOS', '14.8', 'iPhone8,1', '8.6.0', 14, 8, 5, 0, 0, 0, 4, 0, 5);
INSERT INTO public.transition_rollup VALUES (20783, 'window_transform', 'enter', 1, 'iOS', '10.3.3', 'iPhone9,4', '8.6.0', 10, 3, 4, 0, 0, 1, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20783, 'window_transform', 'exit', 1, 'iOS', '10.3.3', 'iPhone9,4', '8.6.0', 10, 3, 3, 0, 0, 0, 3, 0, 2);
INSERT INTO public.transition_rollup VALUES (20783, 'window_transform', 'exit', 1, 'iOS', '18.1', 'iPhone11,8', '8.6.0', 18, 1, 6, 0, 0, 0, 6, 0, 5);
INSERT INTO public.transition_rollup VALUES (20784, 'native_rotation', 'enter', 1, 'iOS', '16.7.2', 'iPhone15,2', '8.5.0', 16, 7, 2, 0, 0, 1, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20784, 'native_rotation', 'exit', 1, 'iOS', '16.7.2', 'iPhone15,2', '8.5.0', 16, 7, 3, 0, 0, 0, 2, 0, 3);
INSERT INTO public.transition_rollup VALUES (20784, 'present_landscape_vc', 'enter', 1, 'iOS', '16.7.2', 'iPhone15,2', '8.5.0', 16, 7, 1, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20784, 'status_bar_orientation', 'enter', 1, 'iOS', '13.4.1', 'iPhone11,8', '8.6.0', 13, 4, 0, 1, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20784, 'status_bar_orientation', 'enter', 1, 'iOS', '13.7', 'iPhone10,3', '8.3.0', 13, 7, 2, 2, 0, 0, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20784, 'status_bar_orientation', 'enter', 1, 'iPadOS', '13.7', 'iPad6,11', '8.5.0', 13, 7, 1, 3, 0, 1, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20784, 'status_bar_orientation', 'exit', 1, 'iOS', '13.4.1', 'iPhone11,8', '8.6.0', 13, 4, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20783, 'transform_landscape_window', 'enter', 0, '', '', '', '', NULL, NULL, 0, 0, 0, 0, 0, 0, 0);
INSERT INTO public.transition_rollup VALUES (20783, 'window_transform', 'exit', 0, '', '', '', '', NULL, NULL, 0, 0, 0, 0, 0, 0, 0);
INSERT INTO public.transition_rollup VALUES (20784, 'status_bar_orientation', 'exit', 1, 'iOS', '13.7', 'iPhone10,3', '8.3.0', 13, 7, 3, 1, 0, 0, 4, 0, 4);
INSERT INTO public.transition_rollup VALUES (20784, 'status_bar_orientation', 'exit', 1, 'iPadOS', '13.7', 'iPad6,11', '8.5.0', 13, 7, 4, 0, 0, 0, 4, 0, 4);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_landscape_window', 'enter', 1, 'iOS', '13.4.1', 'iPhone11,8', '8.6.0', 13, 4, 4, 0, 0, 0, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_landscape_window', 'enter', 1, 'iOS', '14.8', 'iPhone12,1', '8.4.2', 14, 8, 5, 0, 0, 0, 0, 0, 5);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_landscape_window', 'exit', 1, 'iOS', '10.3.4', 'iPhone8,1', '8.5.0', 10, 3, 2, 1, 0, 0, 3, 0, 3);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_landscape_window', 'exit', 1, 'iOS', '13.4.1', 'iPhone11,8', '8.6.0', 13, 4, 3, 0, 0, 0, 3, 0, 3);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_landscape_window', 'exit', 1, 'iOS', '14.8', 'iPhone12,1', '8.4.2', 14, 8, 5, 0, 0, 0, 5, 0, 5);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_landscape_window', 'exit', 1, 'iOS', '16.7.2', 'iPhone14,5', '8.6.0', 16, 7, 4, 1, 0, 0, 4, 0, 5);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_portrait_window', 'enter', 1, 'iOS', '16.7.2', 'iPhone11,8', '8.5.0', 16, 7, 4, 0, 0, 0, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_portrait_window', 'exit', 1, 'iOS', '16.7.2', 'iPhone11,8', '8.5.0', 16, 7, 3, 0, 0, 0, 3, 0, 3);
INSERT INTO public.transition_rollup VALUES (20784, 'window_transform', 'enter', 1, 'iOS', '13.4.1', 'iPhone8,1', '8.6.0', 13, 4, 2, 0, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20784, 'window_transform', 'enter', 1, 'iPadOS', '18.1', 'iPad8,1', '8.5.0', 18, 1, 3, 0, 1, 0, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20784, 'window_transform', 'exit', 1, 'iOS', '13.4.1', 'iPhone8,1', '8.6.0', 13, 4, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20784, 'window_transform', 'exit', 1, 'iPadOS', '18.1', 'iPad8,1', '8.5.0', 18, 1, 3, 0, 0, 0, 3, 0, 3);
INSERT INTO public.transition_rollup VALUES (20785, 'native_rotation', 'enter', 1, 'iOS', '17.10', 'iPhone15,2', '8.6.1', 17, 10, 1, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20785, 'native_rotation', 'exit', 1, 'iOS', '13.4.1', 'iPhone11,8', '8.6.1', 13, 4, 5, 0, 0, 0, 5, 0, 5);
INSERT INTO public.transition_rollup VALUES (20785, 'present_landscape_vc', 'enter', 1, 'iOS', '17.10', 'iPhone12,1', '8.5.0', 17, 10, 4, 0, 0, 0, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20785, 'present_landscape_vc', 'exit', 1, 'iOS', '17.10', 'iPhone12,1', '8.5.0', 17, 10, 3, 0, 0, 0, 3, 1, 3);
INSERT INTO public.transition_rollup VALUES (20785, 'status_bar_orientation', 'enter', 1, 'iOS', '13.4.1', 'iPhone9,1', '8.6.1', 13, 4, 1, 2, 0, 0, 0, 0, 3);
INSERT INTO public.transition_rollup VALUES (20785, 'status_bar_orientation', 'enter', 1, 'iPadOS', '18.6.2', 'iPad13,1', '8.6.0', 18, 6, 2, 1, 0, 0, 0, 0, 3);
INSERT INTO public.transition_rollup VALUES (20785, 'status_bar_orientation', 'exit', 1, 'iOS', '13.4.1', 'iPhone9,1', '8.6.1', 13, 4, 3, 0, 0, 0, 3, 0, 3);
INSERT INTO public.transition_rollup VALUES (20785, 'status_bar_orientation', 'exit', 1, 'iOS', '18.6.2', 'iPhone14,5', '8.6.1', 18, 6, 5, 0, 0, 0, 5, 0, 4);
INSERT INTO public.transition_rollup VALUES (20785, 'status_bar_orientation', 'exit', 1, 'iPadOS', '18.6.2', 'iPad13,1', '8.6.0', 18, 6, 2, 0, 0, 0, 2, 0, 2);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_landscape_window', 'enter', 1, 'iOS', '17.9', 'iPhone14,5', '8.6.0', 17, 9, 2, 1, 0, 0, 0, 0, 3);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_landscape_window', 'exit', 1, 'iOS', '17.9', 'iPhone14,5', '8.6.0', 17, 9, 2, 0, 1, 0, 2, 0, 3);
INSERT INTO public.transition_rollup VALUES (20785, 'window_transform', 'enter', 1, 'iOS', '11.4', 'iPhone10,3', '8.5.0', 11, 4, 2, 0, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20785, 'window_transform', 'enter', 1, 'iOS', '12.5.7', 'iPhone9,1', '8.6.0', 12, 5, 1, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20785, 'window_transform', 'enter', 1, 'iOS', '13.7', 'iPhone12,1', '8.6.0', 13, 7, 5, 1, 0, 0, 0, 0, 5);
INSERT INTO public.transition_rollup VALUES (20785, 'window_transform', 'enter', 1, 'iOS', '16.7.2', 'iPhone14,5', '8.6.1', 16, 7, 2, 0, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20785, 'window_transform', 'enter', 1, 'iOS', '17.10', 'iPhone15,2', '8.6.1', 17, 10, 2, 0, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20785, 'window_transform', 'exit', 1, 'iOS', '11.4', 'iPhone10,3', '8.5.0', 11, 4, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20785, 'window_transform', 'exit', 1, 'iOS', '12.5.7', 'iPhone9,1', '8.6.0', 12, 5, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20785, 'window_transform', 'exit', 1, 'iOS', '13.7', 'iPhone12,1', '8.6.0', 13, 7, 5, 0, 0, 0, 3, 0, 4);
INSERT INTO public.transition_rollup VALUES (20785, 'window_transform', 'exit', 1, 'iOS', '16.7.2', 'iPhone14,5', '8.6.1', 16, 7, 2, 0, 0, 0, 2, 0, 1);
INSERT INTO public.transition_rollup VALUES (20785, 'window_transform', 'exit', 1, 'iOS', '17.10', 'iPhone15,2', '8.6.1', 17, 10, 3, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20783, 'window_transform', 'enter', 1, 'iOS', '10.3.3', 'iPhone9,1', '8.6.0', 10, 3, 1, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20782, 'present_landscape_vc', 'enter', 1, 'iOS', '12.5.7', 'iPhone9,1', '8.5.0', 12, 5, 5, 0, 0, 0, 0, 0, 5);
INSERT INTO public.transition_rollup VALUES (20782, 'present_landscape_vc', 'enter', 1, 'iOS', '17.10', 'iPhone11,8', '8.5.0', 17, 10, 5, 1, 0, 1, 0, 0, 6);
INSERT INTO public.transition_rollup VALUES (20782, 'present_landscape_vc', 'exit', 1, 'iOS', '17.10', 'iPhone11,8', '8.5.0', 17, 10, 5, 0, 0, 0, 5, 0, 5);
INSERT INTO public.transition_rollup VALUES (20782, 'status_bar_orientation', 'enter', 1, 'iOS', '14.8', 'iPhone12,1', '8.3.0', 14, 8, 3, 2, 0, 1, 0, 0, 5);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_landscape_window', 'exit', 0, '', '', '', '', NULL, NULL, 0, 0, 0, 0, 0, 0, 0);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_portrait_window', 'exit', 0, '', '', '', '', NULL, NULL, 0, 0, 0, 0, 0, 0, 0);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_landscape_window', 'enter', 0, '', '', '', '', NULL, NULL, 0, 0, 0, 0, 0, 0, 0);
INSERT INTO public.transition_rollup VALUES (20785, 'status_bar_orientation', 'enter', 0, '', '', '', '', NULL, NULL, 0, 0, 0, 0, 0, 0, 0);
INSERT INTO public.transition_rollup VALUES (20784, 'present_landscape_vc', 'enter', 1, 'iOS', '16.7.2', 'iPhone12,1', '8.6.0', 16, 7, 6, 0, 1, 0, 0, 0, 7);
INSERT INTO public.transition_rollup VALUES (20782, 'status_bar_orientation', 'enter', 1, 'iOS', '15.7', 'iPhone10,3', '8.6.0', 15, 7, 1, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20782, 'status_bar_orientation', 'enter', 1, 'iOS', '17.10', 'iPhone15,2', '8.6.0', 17, 10, 0, 1, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20782, 'status_bar_orientation', 'exit', 1, 'iOS', '14.8', 'iPhone12,1', '8.3.0', 14, 8, 5, 0, 0, 0, 5, 0, 5);
INSERT INTO public.transition_rollup VALUES (20782, 'status_bar_orientation', 'exit', 1, 'iOS', '15.7', 'iPhone10,3', '8.6.0', 15, 7, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20782, 'transform_landscape_window', 'enter', 1, 'iOS', '10.3.3', 'iPhone9,1', '8.4.2', 10, 3, 1, 1, 0, 1, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20782, 'transform_landscape_window', 'enter', 1, 'iOS', '12.5.7', 'iPhone9,1', '8.6.0', 12, 5, 2, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20782, 'transform_landscape_window', 'enter', 1, 'iOS', '14.8', 'iPhone9,4', '8.6.0', 14, 8, 3, 0, 0, 1, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20782, 'transform_landscape_window', 'exit', 1, 'iOS', '10.3.3', 'iPhone9,1', '8.4.2', 10, 3, 2, 0, 0, 0, 2, 0, 2);
INSERT INTO public.transition_rollup VALUES (20782, 'transform_landscape_window', 'exit', 1, 'iOS', '12.5.7', 'iPhone9,1', '8.6.0', 12, 5, 2, 0, 0, 0, 2, 0, 2);
INSERT INTO public.transition_rollup VALUES (20782, 'transform_landscape_window', 'exit', 1, 'iOS', '14.8', 'iPhone9,4', '8.6.0', 14, 8, 2, 0, 0, 0, 2, 0, 2);
INSERT INTO public.transition_rollup VALUES (20782, 'transform_portrait_window', 'enter', 1, 'iOS', '10.3.3', 'iPhone9,1', '8.4.2', 10, 3, 4, 0, 0, 1, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20782, 'transform_portrait_window', 'enter', 1, 'iOS', '17.9', 'iPhone13,2', '8.6.0', 17, 9, 5, 0, 0, 0, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20782, 'transform_portrait_window', 'exit', 1, 'iOS', '10.3.3', 'iPhone9,1', '8.4.2', 10, 3, 4, 0, 0, 0, 2, 0, 4);
INSERT INTO public.transition_rollup VALUES (20782, 'transform_portrait_window', 'exit', 1, 'iOS', '17.9', 'iPhone13,2', '8.6.0', 17, 9, 4, 0, 0, 0, 4, 0, 4);
INSERT INTO public.transition_rollup VALUES (20782, 'window_transform', 'enter', 1, 'iOS', '16.7.2', 'iPhone14,5', '8.6.0', 16, 7, 4, 1, 0, 0, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20782, 'window_transform', 'enter', 1, 'iOS', '17.10', 'iPhone15,2', '8.6.0', 17, 10, 3, 0, 0, 0, 0, 0, 3);
INSERT INTO public.transition_rollup VALUES (20782, 'window_transform', 'enter', 1, 'iOS', '18.1', 'iPhone12,1', '8.5.0', 18, 1, 4, 1, 0, 0, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20782, 'window_transform', 'exit', 1, 'iOS', '16.7.2', 'iPhone14,5', '8.6.0', 16, 7, 4, 0, 0, 0, 4, 0, 3);
INSERT INTO public.transition_rollup VALUES (20782, 'window_transform', 'exit', 1, 'iOS', '17.10', 'iPhone15,2', '8.6.0', 17, 10, 4, 0, 0, 0, 4, 0, 4);
INSERT INTO public.transition_rollup VALUES (20782, 'window_transform', 'exit', 1, 'iOS', '18.1', 'iPhone12,1', '8.5.0', 18, 1, 4, 0, 0, 0, 4, 0, 4);
INSERT INTO public.transition_rollup VALUES (20783, 'native_rotation', 'enter', 1, 'iOS', '13.7', 'iPhone11,8', '8.5.0', 13, 7, 2, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20783, 'native_rotation', 'enter', 1, 'iOS', '18.1', 'iPhone11,8', '8.5.0', 18, 1, 6, 1, 0, 0, 0, 0, 6);
INSERT INTO public.transition_rollup VALUES (20783, 'native_rotation', 'enter', 1, 'iOS', '18.1', 'iPhone15,2', '8.4.2', 18, 1, 1, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20783, 'native_rotation', 'enter', 1, 'iPadOS', '16.7.2', 'iPad8,1', '8.5.0', 16, 7, 2, 0, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20783, 'native_rotation', 'exit', 1, 'iOS', '13.7', 'iPhone11,8', '8.5.0', 13, 7, 1, 1, 0, 0, 2, 0, 2);
INSERT INTO public.transition_rollup VALUES (20783, 'native_rotation', 'exit', 1, 'iOS', '18.1', 'iPhone11,8', '8.5.0', 18, 1, 7, 0, 0, 0, 7, 0, 7);
INSERT INTO public.transition_rollup VALUES (20783, 'native_rotation', 'exit', 1, 'iOS', '18.1', 'iPhone15,2', '8.4.2', 18, 1, 0, 1, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20783, 'native_rotation', 'exit', 1, 'iPadOS', '16.7.2', 'iPad8,1', '8.5.0', 16, 7, 2, 0, 0, 0, 2, 0, 2);
INSERT INTO public.transition_rollup VALUES (20783, 'present_landscape_vc', 'enter', 1, 'iOS', '16.7.2', 'iPhone10,3', '8.6.0', 16, 7, 5, 1, 0, 0, 0, 0, 6);
INSERT INTO public.transition_rollup VALUES (20783, 'present_landscape_vc', 'enter', 1, 'iOS', '16.7.2', 'iPhone15,2', '8.6.0', 16, 7, 2, 0, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20783, 'present_landscape_vc', 'exit', 1, 'iOS', '16.7.2', 'iPhone10,3', '8.6.0', 16, 7, 6, 0, 0, 0, 4, 0, 6);
INSERT INTO public.transition_rollup VALUES (20783, 'present_landscape_vc', 'exit', 1, 'iOS', '16.7.2', 'iPhone15,2', '8.6.0', 16, 7, 2, 0, 0, 1, 2, 0, 1);
INSERT INTO public.transition_rollup VALUES (20783, 'status_bar_orientation', 'enter', 1, 'iOS', '18.6.2', 'iPhone13,2', '8.3.0', 18, 6, 0, 2, 0, 1, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20783, 'status_bar_orientation', 'enter', 1, 'iOS', '18.6.2', 'iPhone13,2', '8.6.0', 18, 6, 3, 3, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20783, 'status_bar_orientation', 'exit', 1, 'iOS', '18.6.2', 'iPhone13,2', '8.3.0', 18, 6, 1, 1, 0, 0, 2, 0, 2);
INSERT INTO public.transition_rollup VALUES (20783, 'status_bar_orientation', 'exit', 1, 'iOS', '18.6.2', 'iPhone13,2', '8.6.0', 18, 6, 3, 3, 0, 0, 6, 0, 6);
INSERT INTO public.transition_rollup VALUES (20783, 'status_bar_orientation', 'exit', 1, 'iPadOS', '16.7.2', 'iPad7,5', '8.6.0', 16, 7, 5, 0, 0, 1, 5, 0, 5);
INSERT INTO public.transition_rollup VALUES (20783, 'transform_landscape_window', 'enter', 1, 'iOS', '17.9', 'iPhone14,5', '8.4.2', 17, 9, 1, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20783, 'transform_landscape_window', 'enter', 1, 'iOS', '17.9', 'iPhone14,5', '8.6.0', 17, 9, 2, 1, 0, 0, 0, 0, 3);
INSERT INTO public.transition_rollup VALUES (20783, 'transform_landscape_window', 'exit', 1, 'iOS', '17.9', 'iPhone14,5', '8.4.2', 17, 9, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20783, 'transform_landscape_window', 'exit', 1, 'iOS', '17.9', 'iPhone14,5', '8.6.0', 17, 9, 3, 0, 0, 0, 3, 0, 2);
INSERT INTO public.transition_rollup VALUES (20783, 'transform_portrait_window', 'enter', 1, 'iOS', '14.8', 'iPhone9,1', '8.4.2', 14, 8, 2, 0, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20783, 'transform_portrait_window', 'exit', 1, 'iOS', '14.8', 'iPhone9,1', '8.4.2', 14, 8, 1, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20783, 'transform_portrait_window', 'exit', 1, 'iOS', '16.7.2', 'iPhone12,1', '8.6.0', 16, 7, 4, 0, 0, 1, 4, 0, 4);
INSERT INTO public.transition_rollup VALUES (20783, 'window_transform', 'enter', 1, 'iOS', '11.4', 'iPad6,11', '8.6.0', 11, 4, 2, 0, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20783, 'window_transform', 'enter', 1, 'iOS', '18.1', 'iPhone15,2', '8.4.2', 18, 1, 4, 0, 0, 0, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20783, 'window_transform', 'exit', 1, 'iOS', '10.3.3', 'iPhone9,1', '8.6.0', 10, 3, 0, 0, 0, 1, 0, 0, 0);
INSERT INTO public.transition_rollup VALUES (20783, 'window_transform', 'exit', 1, 'iOS', '11.4', 'iPad6,11', '8.6.0', 11, 4, 1, 0, 0, 0, 1, 0, 0);
INSERT INTO public.transition_rollup VALUES (20783, 'window_transform', 'exit', 1, 'iOS', '18.1', 'iPhone15,2', '8.4.2', 18, 1, 4, 0, 0, 0, 4, 0, 4);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_landscape_window', 'enter', 1, 'iOS', '18.1', 'iPhone15,2', '8.6.0', 18, 1, 3, 0, 0, 0, 0, 0, 3);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_landscape_window', 'exit', 1, 'iOS', '18.1', 'iPhone15,2', '8.6.0', 18, 1, 2, 0, 0, 0, 2, 0, 2);
INSERT INTO public.transition_rollup VALUES (20784, 'window_transform', 'enter', 1, 'iOS', '10.3.4', 'iPhone9,1', '8.3.0', 10, 3, 2, 0, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20784, 'window_transform', 'enter', 1, 'iOS', '18.1', 'iPhone13,2', '8.6.0', 18, 1, 1, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20784, 'window_transform', 'enter', 1, 'iOS', '18.1', 'iPhone15,2', '8.6.0', 18, 1, 3, 0, 0, 0, 0, 0, 3);
INSERT INTO public.transition_rollup VALUES (20784, 'window_transform', 'exit', 1, 'iOS', '10.3.4', 'iPhone9,1', '8.3.0', 10, 3, 2, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20784, 'window_transform', 'exit', 1, 'iOS', '18.1', 'iPhone13,2', '8.6.0', 18, 1, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20784, 'window_transform', 'exit', 1, 'iOS', '18.1', 'iPhone15,2', '8.6.0', 18, 1, 2, 1, 0, 0, 3, 0, 3);
INSERT INTO public.transition_rollup VALUES (20784, 'native_rotation', 'enter', 1, 'iOS', '17.10', 'iPhone15,2', '8.5.0', 17, 10, 4, 0, 0, 0, 0, 0, 3);
INSERT INTO public.transition_rollup VALUES (20784, 'native_rotation', 'exit', 1, 'iOS', '17.10', 'iPhone15,2', '8.5.0', 17, 10, 3, 1, 0, 0, 4, 0, 3);
INSERT INTO public.transition_rollup VALUES (20784, 'present_landscape_vc', 'enter', 1, 'iOS', '17.10', 'iPhone16,2', '8.6.0', 17, 10, 1, 0, 1, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20784, 'present_landscape_vc', 'enter', 1, 'iOS', '18.6.2', 'iPhone13,2', '8.4.2', 18, 6, 2, 0, 0, 1, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20784, 'present_landscape_vc', 'enter', 1, 'iOS', '18.6.2', 'iPhone15,2', '8.6.0', 18, 6, 2, 0, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20784, 'present_landscape_vc', 'exit', 1, 'iOS', '16.7.2', 'iPhone12,1', '8.6.0', 16, 7, 5, 0, 0, 0, 2, 0, 5);
INSERT INTO public.transition_rollup VALUES (20784, 'present_landscape_vc', 'exit', 1, 'iOS', '18.6.2', 'iPhone13,2', '8.4.2', 18, 6, 0, 1, 0, 0, 1, 1, 0);
INSERT INTO public.transition_rollup VALUES (20784, 'present_landscape_vc', 'exit', 1, 'iOS', '18.6.2', 'iPhone15,2', '8.6.0', 18, 6, 0, 1, 0, 0, 1, 1, 1);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_landscape_window', 'enter', 1, 'iOS', '11.4', 'iPhone9,4', '8.4.2', 11, 4, 2, 0, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_landscape_window', 'enter', 1, 'iOS', '16.7.2', 'iPhone14,5', '8.6.0', 16, 7, 4, 1, 0, 2, 0, 0, 5);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_landscape_window', 'enter', 1, 'iOS', '16.7.2', 'iPhone15,2', '8.5.0', 16, 7, 4, 1, 0, 0, 0, 0, 5);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_landscape_window', 'enter', 1, 'iPadOS', '17.9', 'iPad13,1', '8.6.0', 17, 9, 4, 0, 0, 1, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_landscape_window', 'exit', 1, 'iOS', '11.4', 'iPhone9,4', '8.4.2', 11, 4, 2, 0, 0, 0, 2, 0, 2);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_landscape_window', 'exit', 1, 'iOS', '16.7.2', 'iPhone15,2', '8.5.0', 16, 7, 3, 1, 0, 0, 4, 0, 4);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_landscape_window', 'exit', 1, 'iPadOS', '17.9', 'iPad13,1', '8.6.0', 17, 9, 3, 0, 0, 0, 2, 0, 3);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_portrait_window', 'enter', 1, 'iOS', '15.7', 'iPhone13,2', '8.6.0', 15, 7, 5, 0, 1, 0, 0, 0, 6);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_portrait_window', 'enter', 1, 'iOS', '16.7.2', 'iPhone15,2', '8.3.0', 16, 7, 4, 0, 0, 0, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_portrait_window', 'exit', 1, 'iOS', '15.7', 'iPhone13,2', '8.6.0', 15, 7, 5, 0, 0, 0, 4, 0, 5);
INSERT INTO public.transition_rollup VALUES (20784, 'transform_portrait_window', 'exit', 1, 'iOS', '16.7.2', 'iPhone15,2', '8.3.0', 16, 7, 3, 0, 0, 0, 3, 0, 3);
INSERT INTO public.transition_rollup VALUES (20784, 'window_transform', 'enter', 1, 'iOS', '15.7', 'iPhone12,1', '8.4.2', 15, 7, 4, 0, 0, 0, 0, 0, 3);
INSERT INTO public.transition_rollup VALUES (20784, 'window_transform', 'exit', 1, 'iOS', '15.7', 'iPhone12,1', '8.4.2', 15, 7, 3, 0, 0, 0, 3, 0, 2);
INSERT INTO public.transition_rollup VALUES (20785, 'native_rotation', 'enter', 1, 'iOS', '13.4.1', 'iPhone11,8', '8.6.1', 13, 4, 3, 2, 0, 0, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20785, 'present_landscape_vc', 'enter', 1, 'iOS', '11.4', 'iPhone9,1', '8.6.0', 11, 4, 3, 0, 0, 0, 0, 0, 3);
INSERT INTO public.transition_rollup VALUES (20785, 'present_landscape_vc', 'exit', 1, 'iOS', '11.4', 'iPhone9,1', '8.6.0', 11, 4, 2, 0, 0, 0, 1, 0, 2);
INSERT INTO public.transition_rollup VALUES (20785, 'status_bar_orientation', 'enter', 1, 'iOS', '13.7', 'iPhone9,4', '8.4.2', 13, 7, 0, 2, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20785, 'status_bar_orientation', 'exit', 1, 'iOS', '13.7', 'iPhone9,4', '8.4.2', 13, 7, 0, 1, 0, 0, 1, 0, 0);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_landscape_window', 'enter', 1, 'iOS', '15.7', 'iPhone12,1', '8.5.0', 15, 7, 4, 1, 0, 0, 0, 0, 5);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_landscape_window', 'enter', 1, 'iOS', '18.1', 'iPhone13,2', '8.6.0', 18, 1, 2, 0, 1, 0, 0, 0, 3);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_landscape_window', 'exit', 1, 'iOS', '15.7', 'iPhone12,1', '8.5.0', 15, 7, 3, 1, 1, 0, 4, 0, 5);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_landscape_window', 'exit', 1, 'iOS', '18.1', 'iPhone13,2', '8.6.0', 18, 1, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_portrait_window', 'enter', 1, 'iOS', '14.8', 'iPhone9,1', '8.6.1', 14, 8, 2, 0, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_portrait_window', 'enter', 1, 'iOS', '18.6.2', 'iPhone13,2', '8.4.2', 18, 6, 2, 0, 0, 1, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_portrait_window', 'enter', 1, 'iPadOS', '16.7.2', 'iPad7,5', '8.6.1', 16, 7, 1, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_portrait_window', 'exit', 1, 'iOS', '14.8', 'iPhone9,1', '8.6.1', 14, 8, 2, 0, 0, 0, 0, 0, 2);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_portrait_window', 'exit', 1, 'iOS', '18.6.2', 'iPhone13,2', '8.4.2', 18, 6, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20785, 'transform_portrait_window', 'exit', 1, 'iPadOS', '16.7.2', 'iPad7,5', '8.6.1', 16, 7, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20785, 'window_transform', 'enter', 1, 'iOS', '11.4', 'iPhone9,4', '8.6.1', 11, 4, 1, 0, 0, 0, 0, 0, 1);
INSERT INTO public.transition_rollup VALUES (20785, 'window_transform', 'enter', 1, 'iOS', '12.5.7', 'iPhone9,4', '8.6.0', 12, 5, 5, 0, 0, 0, 0, 0, 5);
INSERT INTO public.transition_rollup VALUES (20785, 'window_transform', 'enter', 1, 'iOS', '15.7', 'iPhone9,1', '8.6.1', 15, 7, 6, 0, 0, 0, 0, 0, 6);
INSERT INTO public.transition_rollup VALUES (20785, 'window_transform', 'enter', 1, 'iOS', '16.7.2', 'iPhone15,2', '8.6.1', 16, 7, 5, 0, 0, 0, 0, 0, 5);
INSERT INTO public.transition_rollup VALUES (20785, 'window_transform', 'enter', 1, 'iOS', '18.1', 'iPhone15,2', '8.6.1', 18, 1, 4, 0, 0, 0, 0, 0, 4);
INSERT INTO public.transition_rollup VALUES (20785, 'window_transform', 'enter', 1, 'iOS', '18.6.2', 'iPhone11,8', '8.6.1', 18, 6, 5, 0, 0, 0, 0, 0, 5);
INSERT INTO public.transition_rollup VALUES (20785, 'window_transform', 'exit', 1, 'iOS', '11.4', 'iPhone9,4', '8.6.1', 11, 4, 1, 0, 0, 0, 1, 0, 1);
INSERT INTO public.transition_rollup VALUES (20785, 'window_transform', 'exit', 1, 'iOS', '12.5.7', 'iPhone9,4', '8.6.0', 12, 5, 5, 0, 0, 0, 5, 0, 5);
INSERT INTO public.transition_rollup VALUES (20785, 'window_transform', 'exit', 1, 'iOS', '15.7', 'iPhone9,1', '8.6.1', 15, 7, 5, 0, 0, 0, 5, 0, 4);
INSERT INTO public.transition_rollup VALUES (20785, 'window_transform', 'exit', 1, 'iOS', '16.7.2', 'iPhone15,2', '8.6.1', 16, 7, 4, 0, 0, 0, 3, 0, 4);
INSERT INTO public.transition_rollup VALUES (20785, 'window_transform', 'exit', 1, 'iOS', '18.1', 'iPhone15,2', '8.6.1', 18, 1, 3, 0, 0, 0, 3, 0, 3);
INSERT INTO public.transition_rollup VALUES (20785, 'window_transform', 'exit', 1, 'iOS', '18.6.2', 'iPhone11,8', '8.6.1', 18, 6, 5, 0, 0, 1, 5, 0, 5);


--
-- Data for Name: transitions_20261125; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.transitions_20261125 VALUES (2, 0, 1795609147000, 'enter', 'present_landscape_vc', 'ok', NULL, 351.8, 'double_tap', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'channel_page', 2, 35, NULL, NULL, NULL, NULL, NULL, 1, 49, 1);
INSERT INTO public.transitions_20261125 VALUES (2, 1, 1795609713489, 'exit', 'present_landscape_vc', 'failed', 'lifecycle_disappear', 453.8, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, 390, 844, 390, 844, 0, 'superview', 'collection_view', 'channel_page', 2, 35, 2, 35, 0, 0, NULL, 1, 55, 1);
INSERT INTO public.transitions_20261125 VALUES (2, 2, 1795609744284, 'enter', 'present_landscape_vc', 'ok', NULL, 407.9, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 844, 390, 844, 390, 0, 'superview', 'collection_view', 'channel_page', 1, 39, NULL, NULL, NULL, NULL, NULL, 1, 57, 1);
INSERT INTO public.transitions_20261125 VALUES (2, 3, 1795609918702, 'exit', 'present_landscape_vc', 'ok', NULL, 221.1, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, 390, 844, 390, 844, 0, 'superview', 'collection_view', 'channel_page', 1, 39, 1, 39, 0, 0, NULL, 1, 59, 1);
INSERT INTO public.transitions_20261125 VALUES (2, 4, 1795609992652, 'enter', 'present_landscape_vc', 'ok', NULL, 368.3, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 844, 390, 844, 390, 0, 'superview', 'collection_view', 'channel_page', 2, 22, NULL, NULL, NULL, NULL, NULL, 1, 68, 1);
INSERT INTO public.transitions_20261125 VALUES (2, 5, 1795610783052, 'exit', 'present_landscape_vc', 'ok', NULL, 270.3, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 390, 844, 390, 844, 0, 'superview', 'collection_view', 'channel_page', 2, 22, 2, 22, 0, 0, NULL, 1, 71, 1);
INSERT INTO public.transitions_20261125 VALUES (2, 6, 1795610845133, 'enter', 'present_landscape_vc', 'ok', NULL, NULL, 'double_tap', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 844, 390, 844, 390, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 77, 1);
INSERT INTO public.transitions_20261125 VALUES (3, 0, 1795601332386, 'enter', 'transform_portrait_window', 'ok', NULL, 276, 'double_tap', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_home', 2, 21, NULL, NULL, NULL, NULL, NULL, 1, 99, 1);
INSERT INTO public.transitions_20261125 VALUES (3, 2, 1795602059455, 'enter', 'transform_portrait_window', 'ok', NULL, NULL, 'double_tap', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_home', 1, 29, NULL, NULL, NULL, NULL, NULL, 1, 114, 1);
INSERT INTO public.transitions_20261125 VALUES (3, 3, 1795602260964, 'exit', 'transform_portrait_window', 'ok', NULL, 318.5, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_home', 1, 29, 1, 29, 0, 0, NULL, 1, 116, 1);
INSERT INTO public.transitions_20261125 VALUES (3, 4, 1795602329738, 'enter', 'transform_portrait_window', 'ok', NULL, 451.2, 'double_tap', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_home', 1, 11, NULL, NULL, NULL, NULL, NULL, 1, 117, 1);
INSERT INTO public.transitions_20261125 VALUES (3, 5, 1795602463000, 'exit', 'transform_portrait_window', 'ok', NULL, 162.8, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 375, 812, 375, 812, 0, 'index_path', 'table_view', 'feed_home', 1, 11, 1, 11, 0, 0, NULL, 1, 129, 1);
INSERT INTO public.transitions_20261125 VALUES (3, 6, 1795602485252, 'enter', 'transform_portrait_window', 'failed', 'subview_lag', 204.5, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 133, 1);
INSERT INTO public.transitions_20261125 VALUES (3, 7, 1795602542425, 'exit', 'transform_portrait_window', 'ok', NULL, 275, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 375, 812, 375, 812, 0, 'index_path', 'table_view', 'feed_home', 1, 19, 1, 19, 0, 0, NULL, 1, 136, 1);
INSERT INTO public.transitions_20261125 VALUES (3, 8, 1795602563000, 'enter', 'transform_portrait_window', 'ok', NULL, 169.4, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 812, 375, 812, 375, 0, 'index_path', 'table_view', 'feed_home', 0, 28, NULL, NULL, NULL, NULL, '{"net":"wifi"}', 1, 137, 1);
INSERT INTO public.transitions_20261125 VALUES (3, 9, 1795602862332, 'exit', 'transform_portrait_window', 'ok', NULL, 376.9, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_home', 0, 28, 0, 28, 0, 0, NULL, 1, 139, 1);
INSERT INTO public.transitions_20261125 VALUES (3, 10, 1795602879275, 'enter', 'transform_portrait_window', 'ignored', NULL, NULL, 'button', 'portrait', 'landscape_right', 'background', NULL, NULL, 375, 812, 375, 812, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 145, 1);
INSERT INTO public.transitions_20261125 VALUES (3, 11, 1795602924570, 'enter', 'transform_portrait_window', 'ok', NULL, 201, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 812, 375, 812, 375, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 148, 1);
INSERT INTO public.transitions_20261125 VALUES (7, 0, 1795618019905, 'enter', 'window_transform', 'ok', NULL, 508.6, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, 414, 896, 414, 896, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, '{"net":"5g"}', 1, 16, 1);
INSERT INTO public.transitions_20261125 VALUES (7, 1, 1795618290000, 'exit', 'window_transform', 'ok', NULL, 540.1, 'rotation', 'landscape_right', 'portrait', 'inactive', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'detail_related', 0, 4, 0, 4, NULL, 0, NULL, 1, 22, 1);
INSERT INTO public.transitions_20261125 VALUES (8, 4, 1795582301023, 'enter', 'transform_landscape_window', 'ignored', NULL, NULL, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 414, 736, 414, 736, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 17, 1);
INSERT INTO public.transitions_20261125 VALUES (10, 0, 1795586901494, 'enter', 'present_landscape_vc', 'ok', NULL, 526, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'feed_home', 2, 33, NULL, NULL, NULL, NULL, NULL, 1, 60, 1);
INSERT INTO public.transitions_20261125 VALUES (10, 1, 1795587474114, 'exit', 'present_landscape_vc', 'ok', NULL, 250.8, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'feed_home', 2, 33, 2, 33, NULL, 0, NULL, 1, 63, 1);
INSERT INTO public.transitions_20261125 VALUES (10, 2, 1795587584000, 'enter', 'present_landscape_vc', 'ok', NULL, 218.9, 'button', NULL, NULL, 'active', NULL, NULL, 667, 375, 667, 375, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 64, 1);
INSERT INTO public.transitions_20261125 VALUES (10, 3, 1795587595486, 'exit', 'present_landscape_vc', 'ok', NULL, 661, 'button', NULL, NULL, 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'feed_home', 2, 0, 2, 0, NULL, 0, NULL, 1, 69, 1);
INSERT INTO public.transitions_20261125 VALUES (10, 5, 1795587882778, 'exit', 'present_landscape_vc', 'ok', NULL, 420.8, 'double_tap', 'landscape_right', 'portrait', 'active', 'portrait', 0, 375, 667, 375, 667, 0, 'index_path', 'view', 'feed_home', 0, 34, 0, 34, NULL, 0, '{"net":"5g"}', 1, 72, 1);
INSERT INTO public.transitions_20261125 VALUES (10, 6, 1795587958519, 'enter', 'present_landscape_vc', 'ok', NULL, 634.5, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 73, 1);
INSERT INTO public.transitions_20261125 VALUES (10, 7, 1795588264355, 'exit', 'present_landscape_vc', 'ok', NULL, NULL, 'button', NULL, NULL, 'active', 'portrait', 0, 375, 667, 375, 667, 0, 'index_path', 'view', 'feed_home', 1, 14, 1, 14, NULL, 0, NULL, 1, 76, 1);
INSERT INTO public.transitions_20261125 VALUES (10, 8, 1795588269416, 'enter', 'present_landscape_vc', 'ok', NULL, 404.5, 'button', NULL, NULL, 'active', 'landscape_right', 1, 667, 375, 667, 375, 0, 'index_path', 'view', 'feed_home', 0, 35, NULL, NULL, NULL, NULL, NULL, 1, 80, 1);
INSERT INTO public.transitions_20261125 VALUES (10, 9, 1795589155796, 'exit', 'present_landscape_vc', 'ok', NULL, 416.3, 'double_tap', 'landscape_right', 'portrait', 'active', 'portrait', 0, 375, 667, 375, 667, 0, 'index_path', 'view', 'feed_home', 0, 35, 0, 35, NULL, 0, NULL, 1, 84, 1);
INSERT INTO public.transitions_20261125 VALUES (19, 0, 1795573145756, 'enter', 'native_rotation', 'ok', NULL, 364.4, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'channel_page', 1, 34, NULL, NULL, NULL, NULL, NULL, 1, 61, 1);
INSERT INTO public.transitions_20261125 VALUES (19, 1, 1795573593000, 'exit', 'native_rotation', 'ok', NULL, 216.4, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 390, 844, 390, 844, 0, 'index_path', 'table_view', 'channel_page', 1, 34, 1, 34, 0, 0, NULL, 1, 67, 1);
INSERT INTO public.transitions_20261125 VALUES (89, 1, 1795592188793, 'exit', 'present_landscape_vc', 'failed', 'subview_lag', 347.3, 'button', NULL, NULL, 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 4, 2);
INSERT INTO public.transitions_20261125 VALUES (23, 0, 1795586456166, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', NULL, 'button', NULL, NULL, 'background', NULL, NULL, 430, 932, 430, 932, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 2, 1);
INSERT INTO public.transitions_20261125 VALUES (23, 1, 1795587043341, 'exit', 'status_bar_orientation', 'ok', NULL, 296.6, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'scroll_view', 'channel_page', 2, 29, 2, 29, NULL, 0, NULL, 1, 3, 1);
INSERT INTO public.transitions_20261125 VALUES (23, 2, 1795587150940, 'enter', 'status_bar_orientation', 'ok', NULL, NULL, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 430, 932, 430, 932, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 4, 1);
INSERT INTO public.transitions_20261125 VALUES (23, 3, 1795587375474, 'exit', 'status_bar_orientation', 'ok', NULL, NULL, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 430, 932, 430, 932, 0, 'superview', 'scroll_view', 'channel_page', 0, 15, 0, 15, NULL, 0, NULL, 1, 5, 1);
INSERT INTO public.transitions_20261125 VALUES (23, 4, 1795587496963, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 407.6, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 430, 932, 430, 932, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 7, 1);
INSERT INTO public.transitions_20261125 VALUES (23, 5, 1795587902660, 'exit', 'status_bar_orientation', 'ok', NULL, 379.3, 'double_tap', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'scroll_view', 'channel_page', 1, 38, 1, 38, NULL, 0, NULL, 1, 9, 1);
INSERT INTO public.transitions_20261125 VALUES (23, 6, 1795588012122, 'enter', 'status_bar_orientation', 'ok', NULL, 285.7, 'double_tap', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 10, 1);
INSERT INTO public.transitions_20261125 VALUES (23, 7, 1795588142000, 'exit', 'status_bar_orientation', 'ok', NULL, 141.4, 'double_tap', 'landscape_right', 'portrait', 'active', 'portrait', 0, 430, 932, 430, 932, 0, 'superview', 'scroll_view', 'channel_page', 2, 18, 2, 18, NULL, 0, NULL, 1, 11, 1);
INSERT INTO public.transitions_20261125 VALUES (23, 8, 1795588160067, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', NULL, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 12, 1);
INSERT INTO public.transitions_20261125 VALUES (23, 9, 1795588445982, 'exit', 'status_bar_orientation', 'ok', NULL, 366.9, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'scroll_view', 'channel_page', 2, 30, 2, 30, NULL, 0, NULL, 1, 18, 1);
INSERT INTO public.transitions_20261125 VALUES (25, 0, 1795567111640, 'enter', 'window_transform', 'ok', NULL, 643.3, 'button', NULL, NULL, 'active', 'portrait', 1, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'search_results', 2, 3, NULL, NULL, NULL, NULL, NULL, 1, 8, 1);
INSERT INTO public.transitions_20261125 VALUES (25, 1, 1795567553331, 'exit', 'window_transform', 'ok', NULL, 314.8, 'rotation', 'landscape_right', 'portrait', 'background', 'portrait', 0, 768, 1024, 768, 1024, 0, 'index_path', 'collection_view', 'search_results', 2, 3, 2, 3, 0, 0, NULL, 1, 13, 1);
INSERT INTO public.transitions_20261125 VALUES (25, 2, 1795567609249, 'enter', 'window_transform', 'ok', NULL, 339.9, 'rotation', 'portrait', 'landscape_right', 'active', 'portrait', 1, 768, 1024, 768, 1024, 0, 'index_path', 'collection_view', 'search_results', 1, 9, NULL, NULL, NULL, NULL, NULL, 1, 14, 1);
INSERT INTO public.transitions_20261125 VALUES (25, 3, 1795567655186, 'exit', 'window_transform', 'ok', NULL, 473.8, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 768, 1024, 768, 1024, 0, 'index_path', 'collection_view', 'search_results', 1, 9, 1, 9, 0, 0, NULL, 1, 20, 1);
INSERT INTO public.transitions_20261125 VALUES (25, 4, 1795567724575, 'enter', 'window_transform', 'ignored', NULL, NULL, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 25, 1);
INSERT INTO public.transitions_20261125 VALUES (25, 5, 1795567842983, 'enter', 'window_transform', 'ok', NULL, 182.1, 'rotation', 'portrait', 'landscape_right', 'active', 'portrait', 1, 768, 1024, 768, 1024, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 27, 1);
INSERT INTO public.transitions_20261125 VALUES (25, 6, 1795568245374, 'exit', 'window_transform', 'ok', NULL, 630, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, 768, 1024, 768, 1024, 0, 'index_path', 'collection_view', 'search_results', 0, 0, 0, 0, 0, 0, NULL, 1, 28, 1);
INSERT INTO public.transitions_20261125 VALUES (25, 7, 1795568336309, 'enter', 'window_transform', 'ok', NULL, 134.4, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 768, 1024, 768, 1024, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 33, 1);
INSERT INTO public.transitions_20261125 VALUES (25, 8, 1795568651577, 'exit', 'window_transform', 'ok', NULL, 308.6, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 768, 1024, 768, 1024, 0, 'index_path', 'collection_view', 'search_results', 2, 32, 2, 32, 0, 0, NULL, 1, 38, 1);
INSERT INTO public.transitions_20261125 VALUES (25, 9, 1795568732759, 'enter', 'window_transform', 'ok', NULL, 298.5, 'rotation', 'portrait', 'landscape_right', 'active', 'portrait', 1, 768, 1024, 768, 1024, 0, 'index_path', 'collection_view', 'search_results', 1, 14, NULL, NULL, NULL, NULL, NULL, 1, 41, 1);
INSERT INTO public.transitions_20261125 VALUES (25, 10, 1795569174704, 'exit', 'window_transform', 'ok', NULL, 180.4, 'button', NULL, NULL, 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'search_results', 1, 14, 1, 14, 0, 0, NULL, 1, 46, 1);
INSERT INTO public.transitions_20261125 VALUES (26, 0, 1795593518762, 'enter', 'window_transform', 'failed', 'alert_wrong_orientation', 585.5, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 375, 812, 375, 812, 0, 'superview', 'table_view', 'feed_follow', 1, 20, NULL, NULL, NULL, NULL, NULL, 1, 29, 1);
INSERT INTO public.transitions_20261125 VALUES (26, 1, 1795594051731, 'exit', 'window_transform', 'ok', NULL, 606.5, 'button', 'landscape_right', 'portrait', 'inactive', NULL, NULL, 375, 812, 375, 812, 0, 'superview', 'table_view', 'feed_follow', 1, 20, 1, 20, 0, 0, NULL, 1, 31, 1);
INSERT INTO public.transitions_20261125 VALUES (26, 3, 1795594180976, 'exit', 'window_transform', 'ok', NULL, 449.5, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'feed_follow', 1, 35, 1, 35, 0, 0, NULL, 1, 34, 1);
INSERT INTO public.transitions_20261125 VALUES (26, 4, 1795594291044, 'enter', 'window_transform', 'ok', NULL, NULL, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, 375, 812, 375, 812, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 36, 1);
INSERT INTO public.transitions_20261125 VALUES (26, 5, 1795595172257, 'exit', 'window_transform', 'ok', NULL, 151.6, 'button', 'landscape_right', 'portrait', 'background', 'portrait', 0, 375, 812, 375, 812, 0, 'superview', 'table_view', 'feed_follow', 1, 28, 1, 28, 0, 0, NULL, 1, 40, 1);
INSERT INTO public.transitions_20261125 VALUES (26, 6, 1795595231000, 'enter', 'window_transform', 'ok', NULL, 789.8, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 375, 812, 375, 812, 0, 'superview', 'table_view', 'feed_follow', 1, 14, NULL, NULL, NULL, NULL, NULL, 1, 43, 1);
INSERT INTO public.transitions_20261125 VALUES (26, 7, 1795595699054, 'exit', 'window_transform', 'ok', NULL, 326.6, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'feed_follow', 1, 14, 1, 14, 0, 0, NULL, 1, 45, 1);
INSERT INTO public.transitions_20261125 VALUES (28, 0, 1795576973446, 'enter', 'native_rotation', 'ok', NULL, 385.4, 'button', 'portrait', 'landscape_left', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'detail_related', 2, 13, NULL, NULL, NULL, NULL, NULL, 1, 32, 1);
INSERT INTO public.transitions_20261125 VALUES (28, 1, 1795577448428, 'exit', 'native_rotation', 'ok', NULL, 180.2, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'detail_related', 2, 13, 2, 13, 0, 0, NULL, 1, 35, 1);
INSERT INTO public.transitions_20261125 VALUES (28, 2, 1795577556000, 'enter', 'native_rotation', 'failed', 'subview_lag', 863.3, 'double_tap', NULL, NULL, 'active', NULL, NULL, 667, 375, 667, 375, 0, 'index_path', 'collection_view', 'detail_related', 1, 36, NULL, NULL, NULL, NULL, NULL, 1, 39, 1);
INSERT INTO public.transitions_20261125 VALUES (28, 3, 1795577627502, 'exit', 'native_rotation', 'ok', NULL, 225.3, 'button', 'landscape_left', 'portrait', 'active', 'portrait', 0, 375, 667, 375, 667, 0, 'index_path', 'collection_view', 'detail_related', 1, 36, 1, 36, 0, 0, NULL, 1, 42, 1);
INSERT INTO public.transitions_20261125 VALUES (115, 6, 1795606459313, 'enter', 'window_transform', 'failed', 'subview_lag', NULL, 'button', 'portrait', 'landscape_right', 'inactive', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 111, 2);
INSERT INTO public.transitions_20261125 VALUES (28, 4, 1795577749000, 'enter', 'native_rotation', 'ok', NULL, 680.2, 'button', 'portrait', 'landscape_left', 'active', 'landscape_left', 1, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'detail_related', 2, 10, NULL, NULL, NULL, NULL, NULL, 1, 44, 1);
INSERT INTO public.transitions_20261125 VALUES (28, 5, 1795578566708, 'exit', 'native_rotation', 'ok', NULL, 282.7, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'detail_related', 2, 10, 2, 10, 0, 0, NULL, 1, 50, 1);
INSERT INTO public.transitions_20261125 VALUES (28, 6, 1795578590385, 'enter', 'native_rotation', 'ok', NULL, 351, 'rotation', 'portrait', 'landscape_left', 'active', NULL, NULL, 667, 375, 667, 375, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 51, 1);
INSERT INTO public.transitions_20261125 VALUES (28, 7, 1795578804540, 'exit', 'native_rotation', 'ok', NULL, 330.6, 'rotation', 'landscape_left', 'portrait', 'active', NULL, NULL, 375, 667, 375, 667, 0, 'index_path', 'collection_view', 'detail_related', 1, 19, 1, 19, 0, 0, NULL, 1, 52, 1);
INSERT INTO public.transitions_20261125 VALUES (28, 8, 1795578905607, 'enter', 'native_rotation', 'ok', NULL, NULL, 'button', NULL, NULL, 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 53, 1);
INSERT INTO public.transitions_20261125 VALUES (29, 0, 1795615349796, 'enter', 'present_landscape_vc', 'ok', NULL, 338.8, 'rotation', 'portrait', 'landscape_left', 'active', 'landscape_left', 1, 667, 375, 667, 375, 0, 'index_path', 'scroll_view', 'search_results', 0, 6, NULL, NULL, NULL, NULL, NULL, 1, 101, 1);
INSERT INTO public.transitions_20261125 VALUES (29, 1, 1795615652756, 'exit', 'present_landscape_vc', 'ok', NULL, 558.2, 'button', 'landscape_left', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'scroll_view', 'search_results', 0, 6, 0, 6, NULL, 0, NULL, 1, 103, 1);
INSERT INTO public.transitions_20261125 VALUES (30, 0, 1795599972615, 'enter', 'transform_portrait_window', 'ok', NULL, 281.3, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 667, 375, 667, 375, 0, 'index_path', 'table_view', 'search_results', 2, 38, NULL, NULL, NULL, NULL, NULL, 1, 94, 1);
INSERT INTO public.transitions_20261125 VALUES (30, 1, 1795600366689, 'exit', 'transform_portrait_window', 'ok', NULL, 137.9, NULL, 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'search_results', 2, 38, 2, 38, 0, 0, NULL, 1, 96, 1);
INSERT INTO public.transitions_20261125 VALUES (31, 0, 1795622129640, 'enter', 'present_landscape_vc', 'ok', NULL, 240.4, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 124, 1);
INSERT INTO public.transitions_20261125 VALUES (31, 1, 1795622447997, 'exit', 'present_landscape_vc', 'ok', NULL, 176.1, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, 393, 852, 393, 852, 0, 'index_path', 'table_view', 'feed_home', 0, 13, 0, 13, 1, 0, NULL, 1, 128, 1);
INSERT INTO public.transitions_20261125 VALUES (31, 2, 1795622482528, 'enter', 'present_landscape_vc', 'ok', NULL, 302.6, 'button', NULL, NULL, 'inactive', NULL, NULL, 852, 393, 852, 393, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 134, 1);
INSERT INTO public.transitions_20261125 VALUES (31, 4, 1795622541065, 'enter', 'present_landscape_vc', 'ok', NULL, 446.5, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_home', 1, 38, NULL, NULL, NULL, NULL, NULL, 1, 138, 1);
INSERT INTO public.transitions_20261125 VALUES (31, 5, 1795622778774, 'exit', 'present_landscape_vc', 'ok', NULL, 676.8, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 393, 852, 393, 852, 0, 'index_path', 'table_view', 'feed_home', 1, 38, 1, 38, 0, 0, NULL, 1, 140, 1);
INSERT INTO public.transitions_20261125 VALUES (31, 6, 1795622846031, 'enter', 'present_landscape_vc', 'ok', NULL, 207, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 143, 1);
INSERT INTO public.transitions_20261125 VALUES (31, 7, 1795623702000, 'exit', 'present_landscape_vc', 'ok', NULL, 821.6, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 393, 852, 393, 852, 0, 'index_path', 'table_view', 'feed_home', 2, 12, 2, 12, 0, 0, NULL, 1, 147, 1);
INSERT INTO public.transitions_20261125 VALUES (31, 8, 1795623802116, 'enter', 'present_landscape_vc', 'ok', NULL, 523.2, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 852, 393, 852, 393, 0, 'index_path', 'table_view', 'feed_home', 0, 28, NULL, NULL, NULL, NULL, NULL, 1, 154, 1);
INSERT INTO public.transitions_20261125 VALUES (32, 0, 1795583853000, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 245, 'button', 'portrait', 'landscape_left', 'active', 'portrait', 0, 375, 812, 375, 812, 0, 'superview', 'collection_view', 'channel_page', 1, 17, NULL, NULL, NULL, NULL, NULL, 1, 102, 1);
INSERT INTO public.transitions_20261125 VALUES (32, 1, 1795584131189, 'exit', 'status_bar_orientation', 'ok', NULL, 204.9, 'rotation', 'landscape_left', 'portrait', 'active', 'portrait', 0, 375, 812, 375, 812, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 107, 1);
INSERT INTO public.transitions_20261125 VALUES (33, 0, 1795638110000, 'enter', 'transform_landscape_window', 'ok', NULL, 335.9, 'button', 'portrait', 'landscape_left', 'active', NULL, NULL, 852, 393, 852, 393, 0, 'index_path', 'view', 'search_results', 0, 0, NULL, NULL, NULL, NULL, NULL, 1, 113, 1);
INSERT INTO public.transitions_20261125 VALUES (33, 1, 1795638634310, 'exit', 'transform_landscape_window', 'ok', NULL, 113.5, NULL, 'landscape_left', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'search_results', 0, 0, 0, 0, NULL, 0, NULL, 1, 115, 1);
INSERT INTO public.transitions_20261125 VALUES (33, 2, 1795638744421, 'enter', 'transform_landscape_window', 'ok', NULL, 516, 'rotation', 'portrait', 'landscape_left', 'active', 'landscape_left', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 119, 1);
INSERT INTO public.transitions_20261125 VALUES (33, 3, 1795639186713, 'exit', 'transform_landscape_window', 'ok', NULL, 244.8, 'rotation', 'landscape_left', 'portrait', 'active', 'portrait', 0, 393, 852, 393, 852, 0, 'index_path', 'view', 'search_results', 1, 24, 1, 24, NULL, 0, NULL, 1, 122, 1);
INSERT INTO public.transitions_20261125 VALUES (33, 4, 1795639285603, 'enter', 'transform_landscape_window', 'ok', NULL, 270.5, 'rotation', 'portrait', 'landscape_left', 'active', NULL, NULL, 852, 393, 852, 393, 0, 'index_path', 'view', 'search_results', 1, 34, NULL, NULL, NULL, NULL, NULL, 1, 123, 1);
INSERT INTO public.transitions_20261125 VALUES (33, 5, 1795640175048, 'exit', 'transform_landscape_window', 'ok', NULL, 575.6, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'search_results', 1, 34, 1, 34, NULL, 0, NULL, 1, 127, 1);
INSERT INTO public.transitions_20261125 VALUES (33, 6, 1795640213069, 'enter', 'transform_landscape_window', 'ok', NULL, 233.3, 'button', 'portrait', 'landscape_left', 'active', 'landscape_left', 1, 852, 393, 852, 393, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 130, 1);
INSERT INTO public.transitions_20261125 VALUES (33, 7, 1795640261553, 'exit', 'transform_landscape_window', 'ok', NULL, 515.1, 'rotation', 'landscape_left', 'portrait', 'active', NULL, NULL, 393, 852, 393, 852, 0, 'index_path', 'view', 'search_results', 2, 38, 2, 38, NULL, 0, NULL, 1, 131, 1);
INSERT INTO public.transitions_20261125 VALUES (35, 0, 1795630999000, 'enter', 'native_rotation', 'ok', NULL, 514.1, 'rotation', 'portrait', 'landscape_left', 'active', 'landscape_left', 0, 896, 414, 896, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 132, 1);
INSERT INTO public.transitions_20261125 VALUES (35, 1, 1795631844680, 'exit', 'native_rotation', 'ok', NULL, 340.3, 'button', NULL, NULL, 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'scroll_view', 'search_results', 1, 1, 1, 1, NULL, 0, NULL, 1, 146, 1);
INSERT INTO public.transitions_20261125 VALUES (35, 2, 1795631860186, 'enter', 'native_rotation', 'ok', NULL, 259.6, 'button', 'portrait', 'landscape_left', 'active', NULL, NULL, 896, 414, 896, 414, 0, 'index_path', 'scroll_view', 'search_results', 0, 8, NULL, NULL, NULL, NULL, NULL, 1, 149, 1);
INSERT INTO public.transitions_20261125 VALUES (35, 3, 1795632707391, 'exit', 'native_rotation', 'ok', NULL, 772.3, 'button', 'landscape_left', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'index_path', 'scroll_view', 'search_results', 0, 8, 0, 8, NULL, 0, NULL, 1, 150, 1);
INSERT INTO public.transitions_20261125 VALUES (35, 4, 1795632756867, 'enter', 'native_rotation', 'ignored', NULL, NULL, 'rotation', 'portrait', 'landscape_left', 'background', 'portrait', 0, 414, 896, 414, 896, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 151, 1);
INSERT INTO public.transitions_20261125 VALUES (35, 5, 1795632851917, 'enter', 'native_rotation', 'ok', NULL, NULL, 'rotation', 'portrait', 'landscape_left', 'active', 'landscape_left', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'scroll_view', 'search_results', 1, 19, NULL, NULL, NULL, NULL, NULL, 1, 152, 1);
INSERT INTO public.transitions_20261125 VALUES (35, 6, 1795633209558, 'exit', 'native_rotation', 'ok', NULL, NULL, 'rotation', 'landscape_left', 'portrait', 'active', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'scroll_view', 'search_results', 1, 19, 1, 19, NULL, 0, NULL, 1, 157, 1);
INSERT INTO public.transitions_20261125 VALUES (35, 7, 1795633308479, 'enter', 'native_rotation', 'failed', 'black_edges', 369.6, 'rotation', 'portrait', 'landscape_left', 'active', 'landscape_left', 1, 896, 414, 896, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 158, 1);
INSERT INTO public.transitions_20261125 VALUES (35, 8, 1795633678431, 'exit', 'native_rotation', 'ok', NULL, 529.2, 'rotation', 'landscape_left', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'index_path', 'scroll_view', 'search_results', 0, 5, 0, 5, NULL, 0, NULL, 1, 159, 1);
INSERT INTO public.transitions_20261125 VALUES (35, 9, 1795633717174, 'enter', 'native_rotation', 'cancelled', NULL, 249.4, 'button', 'portrait', 'landscape_left', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'index_path', 'scroll_view', 'search_results', 0, 18, NULL, NULL, NULL, NULL, NULL, 1, 162, 1);
INSERT INTO public.transitions_20261125 VALUES (39, 0, 1795596724828, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 409, 'button', 'portrait', 'landscape_left', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'index_path', 'view', 'feed_home', 2, 13, NULL, NULL, NULL, NULL, NULL, 1, 70, 1);
INSERT INTO public.transitions_20261125 VALUES (39, 1, 1795597206229, 'exit', 'status_bar_orientation', 'ok', NULL, 347.6, 'rotation', 'landscape_left', 'portrait', 'inactive', NULL, NULL, 414, 896, 414, 896, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 74, 1);
INSERT INTO public.transitions_20261125 VALUES (39, 2, 1795597288863, 'enter', 'status_bar_orientation', 'ok', NULL, 178.8, 'button', NULL, NULL, 'active', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'view', 'feed_home', 2, 32, NULL, NULL, NULL, NULL, NULL, 1, 78, 1);
INSERT INTO public.transitions_20261125 VALUES (39, 3, 1795597455398, 'exit', 'status_bar_orientation', 'ok', NULL, 419.1, 'button', 'landscape_left', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'feed_home', 2, 32, 2, 32, NULL, 0, NULL, 1, 81, 1);
INSERT INTO public.transitions_20261125 VALUES (39, 4, 1795597465000, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 221.1, 'button', 'portrait', 'landscape_left', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'feed_home', 2, 29, NULL, NULL, NULL, NULL, NULL, 1, 82, 1);
INSERT INTO public.transitions_20261125 VALUES (39, 5, 1795597563976, 'exit', 'status_bar_orientation', 'ok', NULL, NULL, 'button', 'landscape_left', 'portrait', 'inactive', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'view', 'feed_home', 2, 29, 2, 29, NULL, 0, NULL, 1, 86, 1);
INSERT INTO public.transitions_20261125 VALUES (39, 6, 1795597606184, 'enter', 'status_bar_orientation', 'ok', NULL, 473.1, NULL, 'portrait', 'landscape_left', 'active', 'landscape_left', 1, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'feed_home', 2, 5, NULL, NULL, NULL, NULL, NULL, 1, 87, 1);
INSERT INTO public.transitions_20261125 VALUES (39, 7, 1795598492692, 'exit', 'status_bar_orientation', 'ok', NULL, 254.7, NULL, 'landscape_left', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'index_path', 'view', 'feed_home', 2, 5, 2, 5, NULL, 0, NULL, 1, 88, 1);
INSERT INTO public.transitions_20261125 VALUES (39, 8, 1795598593032, 'enter', 'status_bar_orientation', 'ok', NULL, NULL, 'button', 'portrait', 'landscape_left', 'active', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'view', 'feed_home', 1, 17, NULL, NULL, NULL, NULL, NULL, 1, 89, 1);
INSERT INTO public.transitions_20261125 VALUES (39, 9, 1795599117281, 'exit', 'status_bar_orientation', 'ok', NULL, 435.1, 'button', 'landscape_left', 'portrait', 'background', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'view', 'feed_home', 1, 17, 1, 17, NULL, 0, NULL, 1, 91, 1);
INSERT INTO public.transitions_20261125 VALUES (39, 10, 1795599233977, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 260.8, 'button', 'portrait', 'landscape_left', 'active', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'view', 'feed_home', 2, 38, NULL, NULL, NULL, NULL, NULL, 1, 97, 1);
INSERT INTO public.transitions_20261125 VALUES (41, 0, 1795625404199, 'enter', 'window_transform', 'ok', NULL, 389.6, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 105, 1);
INSERT INTO public.transitions_20261125 VALUES (41, 1, 1795626115428, 'exit', 'window_transform', 'ok', NULL, 245.2, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'table_view', 'feed_follow', 2, 6, 2, 6, 0, 0, NULL, 1, 108, 1);
INSERT INTO public.transitions_20261125 VALUES (41, 2, 1795626195399, 'enter', 'window_transform', 'ok', NULL, NULL, 'button', NULL, NULL, 'active', 'portrait', 1, 414, 896, 414, 896, 0, 'index_path', 'table_view', 'feed_follow', 0, 23, NULL, NULL, NULL, NULL, NULL, 1, 109, 1);
INSERT INTO public.transitions_20261125 VALUES (41, 3, 1795627054195, 'exit', 'window_transform', 'ok', NULL, 377.3, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'index_path', 'table_view', 'feed_follow', 0, 23, 0, 23, 0, 0, NULL, 1, 110, 1);
INSERT INTO public.transitions_20261125 VALUES (41, 4, 1795627078991, 'enter', 'window_transform', 'ok', NULL, 215.2, 'rotation', 'portrait', 'landscape_right', 'active', 'portrait', 1, 414, 896, 414, 896, 0, 'index_path', 'table_view', 'feed_follow', 2, 30, NULL, NULL, NULL, NULL, NULL, 1, 125, 1);
INSERT INTO public.transitions_20261125 VALUES (67, 0, 1795613295215, 'enter', 'present_landscape_vc', 'ok', NULL, 308, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 896, 414, 896, 414, 0, 'index_path', 'table_view', 'channel_page', 0, 20, NULL, NULL, NULL, NULL, NULL, 2, 5, 2);
INSERT INTO public.transitions_20261125 VALUES (67, 1, 1795613586809, 'exit', 'present_landscape_vc', 'ok', NULL, 329.7, 'double_tap', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'index_path', 'table_view', 'channel_page', 0, 20, 0, 20, 0, 0, NULL, 2, 6, 2);
INSERT INTO public.transitions_20261125 VALUES (68, 0, 1795621617900, 'enter', 'window_transform', 'failed', 'alert_wrong_orientation', 471.1, 'rotation', 'portrait', 'landscape_right', 'active', 'portrait', 1, 390, 844, 390, 844, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 12, 2);
INSERT INTO public.transitions_20261125 VALUES (68, 1, 1795621946787, 'exit', 'window_transform', 'ok', NULL, 220.4, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 390, 844, 390, 844, 0, 'index_path', 'collection_view', 'feed_follow', 0, 26, 0, 26, 0, 0, NULL, 2, 13, 2);
INSERT INTO public.transitions_20261125 VALUES (68, 3, 1795622580291, 'exit', 'window_transform', 'ok', NULL, 266.5, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'feed_follow', 2, 36, 2, 36, 0, 0, NULL, 2, 15, 2);
INSERT INTO public.transitions_20261125 VALUES (70, 0, 1795593807940, 'enter', 'transform_landscape_window', 'ok', NULL, 283.7, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 844, 390, 844, 390, 0, 'index_path', 'collection_view', 'detail_related', 1, 33, NULL, NULL, NULL, NULL, NULL, 2, 31, 2);
INSERT INTO public.transitions_20261125 VALUES (70, 1, 1795594593311, 'exit', 'transform_landscape_window', 'ok', NULL, 285, 'button', NULL, NULL, 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, '{"net":"5g"}', 2, 32, 2);
INSERT INTO public.transitions_20261125 VALUES (70, 2, 1795594692143, 'enter', 'transform_landscape_window', 'ok', NULL, 441.9, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 844, 390, 844, 390, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 35, 2);
INSERT INTO public.transitions_20261125 VALUES (70, 3, 1795595233245, 'exit', 'transform_landscape_window', 'ok', NULL, 578.9, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, 390, 844, 390, 844, 0, 'index_path', 'collection_view', 'detail_related', 2, 19, 2, 19, 0, 0, NULL, 2, 38, 2);
INSERT INTO public.transitions_20261125 VALUES (70, 4, 1795595332637, 'enter', 'transform_landscape_window', 'ok', NULL, 189.7, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 844, 390, 844, 390, 0, 'index_path', 'collection_view', 'detail_related', 1, 31, NULL, NULL, NULL, NULL, NULL, 2, 45, 2);
INSERT INTO public.transitions_20261125 VALUES (70, 5, 1795596116348, 'exit', 'transform_landscape_window', 'ok', NULL, 242.5, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 390, 844, 390, 844, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 47, 2);
INSERT INTO public.transitions_20261125 VALUES (70, 6, 1795596214807, 'enter', 'transform_landscape_window', 'ok', NULL, 120.3, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 49, 2);
INSERT INTO public.transitions_20261125 VALUES (70, 7, 1795596411358, 'exit', 'transform_landscape_window', 'ok', NULL, 214.9, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'detail_related', 1, 39, 1, 39, 0, 0, '{"net":"5g"}', 2, 50, 2);
INSERT INTO public.transitions_20261125 VALUES (70, 8, 1795596476702, 'enter', 'transform_landscape_window', 'ok', NULL, 261.6, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 844, 390, 844, 390, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 65, 2);
INSERT INTO public.transitions_20261125 VALUES (70, 9, 1795596681655, 'exit', 'transform_landscape_window', 'ok', NULL, 236.8, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, 390, 844, 390, 844, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 66, 2);
INSERT INTO public.transitions_20261125 VALUES (70, 10, 1795596781560, 'enter', 'transform_landscape_window', 'ok', NULL, 636.8, 'button', NULL, NULL, 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'detail_related', 1, 37, NULL, NULL, NULL, NULL, NULL, 2, 67, 2);
INSERT INTO public.transitions_20261125 VALUES (70, 11, 1795597080257, 'exit', 'transform_landscape_window', 'ok', NULL, 185.9, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'detail_related', 1, 37, 1, 37, 0, 0, '{"net":"cellular"}', 2, 69, 2);
INSERT INTO public.transitions_20261125 VALUES (71, 0, 1795573652167, 'enter', 'transform_landscape_window', 'failed', 'screen_bounds_swapped', 187.4, 'button', 'portrait', 'landscape_left', 'active', 'landscape_left', 1, 375, 667, 667, 375, 1, 'index_path', 'table_view', 'detail_related', 2, 35, NULL, NULL, NULL, NULL, '{"net":"wifi"}', 2, 23, 2);
INSERT INTO public.transitions_20261125 VALUES (71, 1, 1795573919979, 'exit', 'transform_landscape_window', 'ok', NULL, 502.4, 'rotation', 'landscape_left', 'portrait', 'active', 'portrait', 0, 375, 667, 375, 667, 0, 'index_path', 'table_view', 'detail_related', 2, 35, 2, 35, 0, 0, NULL, 2, 33, 2);
INSERT INTO public.transitions_20261125 VALUES (71, 2, 1795574011932, 'enter', 'transform_landscape_window', 'ok', NULL, 135.3, NULL, 'portrait', 'landscape_left', 'active', 'landscape_left', 0, 667, 375, 667, 375, 0, 'index_path', 'table_view', 'detail_related', 1, 0, NULL, NULL, NULL, NULL, NULL, 2, 34, 2);
INSERT INTO public.transitions_20261125 VALUES (71, 3, 1795574701000, 'exit', 'transform_landscape_window', 'ok', NULL, 941.3, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, 375, 667, 375, 667, 0, 'index_path', 'table_view', 'detail_related', 1, 0, 1, 0, 0, 0, NULL, 2, 40, 2);
INSERT INTO public.transitions_20261125 VALUES (71, 4, 1795574735940, 'enter', 'transform_landscape_window', 'ok', NULL, 333.3, 'button', 'portrait', 'landscape_left', 'inactive', NULL, NULL, 667, 375, 667, 375, 0, 'index_path', 'table_view', 'detail_related', 1, 9, NULL, NULL, NULL, NULL, NULL, 2, 46, 2);
INSERT INTO public.transitions_20261125 VALUES (71, 5, 1795574913618, 'exit', 'transform_landscape_window', 'ok', NULL, 211.5, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'detail_related', 1, 9, 1, 9, 0, 0, NULL, 2, 56, 2);
INSERT INTO public.transitions_20261125 VALUES (75, 0, 1795602975100, 'enter', 'present_landscape_vc', 'ok', NULL, 625.4, 'button', 'portrait', 'landscape_left', 'active', NULL, NULL, 844, 390, 844, 390, 0, 'index_path', 'view', 'detail_related', 2, 35, NULL, NULL, NULL, NULL, NULL, 2, 19, 2);
INSERT INTO public.transitions_20261125 VALUES (75, 1, 1795603133083, 'exit', 'present_landscape_vc', 'ok', NULL, 742.4, 'button', 'landscape_left', 'portrait', 'active', 'portrait', 0, 390, 844, 390, 844, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 20, 2);
INSERT INTO public.transitions_20261125 VALUES (76, 0, 1795600180000, 'enter', 'transform_landscape_window', 'ok', NULL, 141.6, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'search_results', 1, 16, NULL, NULL, NULL, NULL, NULL, 2, 89, 2);
INSERT INTO public.transitions_20261125 VALUES (76, 1, 1795600661148, 'exit', 'transform_landscape_window', 'ok', NULL, 452.4, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'search_results', 1, 16, 1, 16, 0, 0, NULL, 2, 90, 2);
INSERT INTO public.transitions_20261125 VALUES (76, 2, 1795600777621, 'enter', 'transform_landscape_window', 'ok', NULL, 130.4, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'search_results', 0, 8, NULL, NULL, NULL, NULL, NULL, 2, 91, 2);
INSERT INTO public.transitions_20261125 VALUES (76, 3, 1795601453157, 'exit', 'transform_landscape_window', 'ok', NULL, 188.7, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, 390, 844, 390, 844, 0, 'index_path', 'table_view', 'search_results', 0, 8, 0, 8, 1, 0, NULL, 2, 95, 2);
INSERT INTO public.transitions_20261125 VALUES (76, 4, 1795601558399, 'enter', 'transform_landscape_window', 'ok', NULL, 403.8, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 844, 390, 844, 390, 0, 'index_path', 'table_view', 'search_results', 1, 31, NULL, NULL, NULL, NULL, NULL, 2, 99, 2);
INSERT INTO public.transitions_20261125 VALUES (76, 5, 1795601721055, 'exit', 'transform_landscape_window', 'ok', NULL, 403, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, 390, 844, 390, 844, 0, 'index_path', 'table_view', 'search_results', 1, 31, 1, 31, 0, 0, NULL, 2, 102, 2);
INSERT INTO public.transitions_20261125 VALUES (76, 6, 1795601822138, 'enter', 'transform_landscape_window', 'ok', NULL, 303.1, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'search_results', 1, 17, NULL, NULL, NULL, NULL, NULL, 2, 103, 2);
INSERT INTO public.transitions_20261125 VALUES (76, 7, 1795602020000, 'exit', 'transform_landscape_window', 'ok', NULL, 763.9, 'double_tap', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'search_results', 1, 17, 1, 17, 0, 0, NULL, 2, 104, 2);
INSERT INTO public.transitions_20261125 VALUES (79, 0, 1795574799000, 'enter', 'present_landscape_vc', 'ok', NULL, 523.2, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 667, 375, 667, 375, 0, 'index_path', 'table_view', 'feed_follow', 2, 23, NULL, NULL, NULL, NULL, NULL, 2, 71, 2);
INSERT INTO public.transitions_20261125 VALUES (79, 1, 1795575030474, 'exit', 'present_landscape_vc', 'ok', NULL, 197.5, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, 375, 667, 375, 667, 0, 'index_path', 'table_view', 'feed_follow', 2, 23, 2, 23, 1, 0, NULL, 2, 72, 2);
INSERT INTO public.transitions_20261125 VALUES (79, 2, 1795575103447, 'enter', 'present_landscape_vc', 'ok', NULL, 400.2, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 667, 375, 667, 375, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 76, 2);
INSERT INTO public.transitions_20261125 VALUES (79, 3, 1795575575000, 'exit', 'present_landscape_vc', 'ignored', NULL, NULL, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_follow', 2, 16, NULL, NULL, NULL, NULL, NULL, 2, 83, 2);
INSERT INTO public.transitions_20261125 VALUES (79, 4, 1795576054046, 'exit', 'present_landscape_vc', 'ok', NULL, 342.8, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_follow', 2, 16, 2, 16, 0, 0, NULL, 2, 86, 2);
INSERT INTO public.transitions_20261125 VALUES (79, 5, 1795576163795, 'enter', 'present_landscape_vc', 'ok', NULL, 251.7, 'rotation', NULL, NULL, 'active', 'landscape_right', 1, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_follow', 1, 35, NULL, NULL, NULL, NULL, NULL, 2, 92, 2);
INSERT INTO public.transitions_20261125 VALUES (86, 0, 1795590177000, 'enter', 'present_landscape_vc', 'ok', NULL, 122.7, 'button', 'portrait', 'landscape_left', 'active', 'landscape_left', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'feed_follow', 2, 26, NULL, NULL, NULL, NULL, NULL, 2, 25, 2);
INSERT INTO public.transitions_20261125 VALUES (86, 1, 1795591057325, 'exit', 'present_landscape_vc', 'ok', NULL, 766.6, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, 414, 736, 414, 736, 0, 'index_path', 'view', 'feed_follow', 2, 26, 2, 26, NULL, 0, NULL, 2, 27, 2);
INSERT INTO public.transitions_20261125 VALUES (86, 2, 1795591155765, 'enter', 'present_landscape_vc', 'ok', NULL, 273.4, 'double_tap', 'portrait', 'landscape_left', 'active', 'landscape_left', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'feed_follow', 0, 17, NULL, NULL, NULL, NULL, NULL, 2, 28, 2);
INSERT INTO public.transitions_20261125 VALUES (89, 0, 1795591506201, 'enter', 'present_landscape_vc', 'ok', NULL, 564.3, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 932, 430, 932, 430, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 3, 2);
INSERT INTO public.transitions_20261125 VALUES (89, 2, 1795592278507, 'enter', 'present_landscape_vc', 'ok', NULL, 347.7, 'double_tap', 'portrait', 'landscape_right', 'active', NULL, NULL, 932, 430, 932, 430, 0, 'superview', 'table_view', 'channel_page', 0, 33, NULL, NULL, NULL, NULL, NULL, 2, 7, 2);
INSERT INTO public.transitions_20261125 VALUES (89, 3, 1795592929549, 'exit', 'present_landscape_vc', 'failed', 'restore_mismatch', 418.5, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, 430, 932, 430, 932, 0, 'superview', 'table_view', 'channel_page', 0, 33, 0, 38, 1, 1, NULL, 2, 8, 2);
INSERT INTO public.transitions_20261125 VALUES (90, 0, 1795606655964, 'enter', 'native_rotation', 'ok', NULL, 741.1, NULL, 'portrait', 'landscape_right', 'active', 'landscape_right', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 41, 2);
INSERT INTO public.transitions_20261125 VALUES (90, 1, 1795606961064, 'exit', 'native_rotation', 'ok', NULL, 487.6, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'search_results', 2, 8, 2, 8, 0, 0, NULL, 2, 42, 2);
INSERT INTO public.transitions_20261125 VALUES (90, 2, 1795607037000, 'enter', 'native_rotation', 'ok', NULL, 593, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 736, 414, 736, 414, 0, 'superview', 'table_view', 'search_results', 0, 21, NULL, NULL, NULL, NULL, NULL, 2, 43, 2);
INSERT INTO public.transitions_20261125 VALUES (90, 3, 1795607340218, 'exit', 'native_rotation', 'ok', NULL, 254, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 736, 414, 736, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 48, 2);
INSERT INTO public.transitions_20261125 VALUES (90, 4, 1795607441939, 'enter', 'native_rotation', 'failed', 'black_edges', 921.4, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 736, 414, 736, 414, 0, 'superview', 'table_view', 'search_results', 2, 30, NULL, NULL, NULL, NULL, NULL, 2, 51, 2);
INSERT INTO public.transitions_20261125 VALUES (90, 5, 1795607505553, 'exit', 'native_rotation', 'ok', NULL, 793.5, 'double_tap', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 736, 414, 736, 0, 'superview', 'table_view', 'search_results', 2, 30, 2, 30, 0, 0, NULL, 2, 53, 2);
INSERT INTO public.transitions_20261125 VALUES (90, 6, 1795607559692, 'enter', 'native_rotation', 'ok', NULL, NULL, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 736, 414, 736, 414, 0, 'superview', 'table_view', 'search_results', 2, 12, NULL, NULL, NULL, NULL, NULL, 2, 54, 2);
INSERT INTO public.transitions_20261125 VALUES (90, 7, 1795608372922, 'exit', 'native_rotation', 'ok', NULL, 484.9, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 414, 736, 414, 736, 0, 'superview', 'table_view', 'search_results', 2, 12, 2, 12, 0, 0, NULL, 2, 55, 2);
INSERT INTO public.transitions_20261125 VALUES (90, 8, 1795608418193, 'enter', 'native_rotation', 'ok', NULL, 486.1, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 57, 2);
INSERT INTO public.transitions_20261125 VALUES (90, 9, 1795609076621, 'exit', 'native_rotation', 'ok', NULL, 327.7, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'search_results', 2, 11, 2, 11, 0, 0, NULL, 2, 58, 2);
INSERT INTO public.transitions_20261125 VALUES (90, 10, 1795609114173, 'enter', 'native_rotation', 'ok', NULL, 702.4, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 736, 414, 736, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 59, 2);
INSERT INTO public.transitions_20261125 VALUES (90, 11, 1795609131722, 'exit', 'native_rotation', 'ok', NULL, 222.1, 'rotation', NULL, NULL, 'inactive', NULL, NULL, 414, 736, 414, 736, 0, 'superview', 'table_view', 'search_results', 0, 24, 0, 24, 0, 0, NULL, 2, 60, 2);
INSERT INTO public.transitions_20261125 VALUES (94, 9, 1795607221779, 'enter', 'present_landscape_vc', 'failed', 'lifecycle_disappear', 388.1, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 896, 414, 896, 414, 0, 'superview', 'view', 'search_results', 0, 11, NULL, NULL, NULL, NULL, NULL, 2, 52, 2);
INSERT INTO public.transitions_20261125 VALUES (3, 1, 1795601997101, 'exit', 'transform_portrait_window', 'ok', NULL, 400.6, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_home', 2, 21, 2, 21, 0, 0, NULL, 2, 68, 2);
INSERT INTO public.transitions_20261125 VALUES (26, 2, 1795594085380, 'enter', 'window_transform', 'ok', NULL, NULL, 'button', 'portrait', 'landscape_right', 'background', 'portrait', 1, 375, 812, 375, 812, 0, 'superview', 'table_view', 'feed_follow', 1, 35, NULL, NULL, NULL, NULL, NULL, 2, 14, 2);
INSERT INTO public.transitions_20261125 VALUES (31, 3, 1795622529000, 'exit', 'present_landscape_vc', 'ok', NULL, 376.6, 'rotation', NULL, NULL, 'active', 'portrait', 0, 393, 852, 393, 852, 0, 'index_path', 'table_view', 'feed_home', 0, 36, 0, 36, 1, 0, NULL, 2, 74, 2);
INSERT INTO public.transitions_20261125 VALUES (113, 0, 1795602612985, 'enter', 'transform_portrait_window', 'ok', NULL, 268, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 667, 375, 667, 375, 0, 'superview', 'collection_view', 'detail_related', 1, 20, NULL, NULL, NULL, NULL, NULL, 3, 81, 2);
INSERT INTO public.transitions_20261125 VALUES (113, 1, 1795602660727, 'exit', 'transform_portrait_window', 'ok', NULL, 177.8, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'detail_related', 1, 20, 1, 20, 0, 0, NULL, 3, 84, 2);
INSERT INTO public.transitions_20261125 VALUES (113, 2, 1795602722005, 'enter', 'transform_portrait_window', 'ok', NULL, 301.7, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 89, 2);
INSERT INTO public.transitions_20261125 VALUES (113, 3, 1795602809375, 'exit', 'transform_portrait_window', 'ok', NULL, 400.2, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, 375, 667, 375, 667, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 91, 2);
INSERT INTO public.transitions_20261125 VALUES (113, 4, 1795602914000, 'enter', 'transform_portrait_window', 'ok', NULL, 356.8, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 92, 2);
INSERT INTO public.transitions_20261125 VALUES (113, 5, 1795603252929, 'exit', 'transform_portrait_window', 'ok', NULL, 234.5, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'detail_related', 2, 11, 2, 11, 0, 0, NULL, 3, 96, 2);
INSERT INTO public.transitions_20261125 VALUES (113, 6, 1795603265000, 'enter', 'transform_portrait_window', 'ok', NULL, 166.3, NULL, 'portrait', 'landscape_right', 'active', NULL, NULL, 667, 375, 667, 375, 0, 'superview', 'collection_view', 'detail_related', 1, 28, NULL, NULL, NULL, NULL, NULL, 3, 98, 2);
INSERT INTO public.transitions_20261125 VALUES (113, 7, 1795603279084, 'exit', 'transform_portrait_window', 'ok', NULL, 205.9, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 375, 667, 375, 667, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 99, 2);
INSERT INTO public.transitions_20261125 VALUES (113, 8, 1795603370320, 'enter', 'transform_portrait_window', 'ignored', NULL, NULL, 'button', 'portrait', 'landscape_right', 'background', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 100, 2);
INSERT INTO public.transitions_20261125 VALUES (115, 0, 1795604760310, 'enter', 'window_transform', 'ok', NULL, 428.4, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, 414, 896, 414, 896, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 105, 2);
INSERT INTO public.transitions_20261125 VALUES (115, 1, 1795605305127, 'exit', 'window_transform', 'ok', NULL, 142.2, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'index_path', 'scroll_view', 'detail_related', 2, 0, 2, 0, NULL, 0, NULL, 3, 106, 2);
INSERT INTO public.transitions_20261125 VALUES (115, 2, 1795605360518, 'enter', 'window_transform', 'ok', NULL, 275.5, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 414, 896, 414, 896, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 107, 2);
INSERT INTO public.transitions_20261125 VALUES (115, 3, 1795605497000, 'exit', 'window_transform', 'ok', NULL, 704.9, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'scroll_view', 'detail_related', 0, 33, 0, 33, NULL, 0, NULL, 3, 108, 2);
INSERT INTO public.transitions_20261125 VALUES (115, 4, 1795605562528, 'enter', 'window_transform', 'ok', NULL, 415.7, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 414, 896, 414, 896, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 109, 2);
INSERT INTO public.transitions_20261125 VALUES (115, 5, 1795606369893, 'exit', 'window_transform', 'ok', NULL, 479.1, 'button', NULL, NULL, 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'scroll_view', 'detail_related', 0, 13, 0, 13, NULL, 0, NULL, 3, 110, 2);
INSERT INTO public.transitions_20261125 VALUES (115, 7, 1795606661000, 'exit', 'window_transform', 'ok', NULL, 327, 'rotation', 'landscape_right', 'portrait', 'background', 'portrait', 0, 414, 896, 414, 896, 0, 'index_path', 'scroll_view', 'detail_related', 1, 29, 1, 29, NULL, 0, NULL, 3, 113, 2);
INSERT INTO public.transitions_20261125 VALUES (115, 8, 1795606717000, 'enter', 'window_transform', 'ok', NULL, 268.3, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'scroll_view', 'detail_related', 0, 16, NULL, NULL, NULL, NULL, NULL, 3, 114, 2);
INSERT INTO public.transitions_20261125 VALUES (117, 0, 1795618907109, 'enter', 'transform_landscape_window', 'ok', NULL, 216, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'view', 'feed_home', 1, 13, NULL, NULL, NULL, NULL, NULL, 3, 75, 2);
INSERT INTO public.transitions_20261125 VALUES (117, 1, 1795619440841, 'exit', 'transform_landscape_window', 'ok', NULL, 182.1, 'double_tap', 'landscape_right', 'portrait', 'active', 'portrait', 0, 375, 667, 375, 667, 0, 'superview', 'view', 'feed_home', 1, 13, 1, 13, NULL, 0, NULL, 3, 79, 2);
INSERT INTO public.transitions_20261125 VALUES (117, 2, 1795619559750, 'enter', 'transform_landscape_window', 'ignored', NULL, NULL, 'button', 'portrait', 'landscape_right', 'background', NULL, NULL, 375, 667, 375, 667, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 85, 2);
INSERT INTO public.transitions_20261125 VALUES (117, 3, 1795619679027, 'enter', 'transform_landscape_window', 'failed', 'screen_bounds_swapped', 451.3, NULL, 'portrait', 'landscape_right', 'active', NULL, NULL, 375, 667, 667, 375, 1, 'superview', 'view', 'feed_home', 1, 20, NULL, NULL, NULL, NULL, NULL, 3, 88, 2);
INSERT INTO public.transitions_20261125 VALUES (117, 4, 1795620372080, 'exit', 'transform_landscape_window', 'ok', NULL, 174.6, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 375, 667, 375, 667, 0, 'superview', 'view', 'feed_home', 1, 20, 1, 20, NULL, 0, NULL, 3, 90, 2);
INSERT INTO public.transitions_20261125 VALUES (118, 0, 1795604698538, 'enter', 'window_transform', 'ok', NULL, 183.4, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 393, 852, 393, 852, 0, 'index_path', 'table_view', 'feed_home', 2, 7, NULL, NULL, NULL, NULL, NULL, 3, 3, 2);
INSERT INTO public.transitions_20261125 VALUES (118, 1, 1795605033828, 'exit', 'window_transform', 'ok', NULL, 327.1, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, 393, 852, 393, 852, 0, 'index_path', 'table_view', 'feed_home', 2, 7, 2, 7, 0, 0, NULL, 3, 4, 2);
INSERT INTO public.transitions_20261125 VALUES (118, 2, 1795605076536, 'enter', 'window_transform', 'ok', NULL, 134, 'rotation', 'portrait', 'landscape_right', 'active', 'portrait', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 6, 2);
INSERT INTO public.transitions_20261125 VALUES (118, 3, 1795605494971, 'exit', 'window_transform', 'ok', NULL, 252.1, 'double_tap', 'landscape_right', 'portrait', 'active', 'portrait', 0, 393, 852, 393, 852, 0, 'index_path', 'table_view', 'feed_home', 1, 22, 1, 22, 0, 0, NULL, 3, 8, 2);
INSERT INTO public.transitions_20261125 VALUES (118, 4, 1795605497900, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 437.7, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_home', 1, 0, NULL, NULL, NULL, NULL, NULL, 3, 13, 2);
INSERT INTO public.transitions_20261125 VALUES (118, 5, 1795605944000, 'exit', 'window_transform', 'ok', NULL, 494, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 393, 852, 393, 852, 0, 'index_path', 'table_view', 'feed_home', 1, 0, 1, 0, 0, 0, NULL, 3, 20, 2);
INSERT INTO public.transitions_20261125 VALUES (118, 6, 1795605971500, 'enter', 'window_transform', 'ok', NULL, 304.9, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, '{"net":"5g"}', 3, 23, 2);
INSERT INTO public.transitions_20261125 VALUES (118, 7, 1795606786205, 'exit', 'window_transform', 'ok', NULL, 397.1, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 393, 852, 393, 852, 0, 'index_path', 'table_view', 'feed_home', 1, 21, 1, 21, 0, 0, NULL, 3, 24, 2);
INSERT INTO public.transitions_20261125 VALUES (121, 0, 1795617274320, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 358.1, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, 414, 896, 414, 896, 0, 'superview', 'scroll_view', 'channel_page', 2, 26, NULL, NULL, NULL, NULL, '{"net":"5g"}', 3, 54, 2);
INSERT INTO public.transitions_20261125 VALUES (121, 1, 1795617606252, 'exit', 'status_bar_orientation', 'ok', NULL, 265.3, 'double_tap', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'superview', 'scroll_view', 'channel_page', 2, 26, 2, 26, NULL, 0, NULL, 3, 64, 2);
INSERT INTO public.transitions_20261125 VALUES (121, 2, 1795617702213, 'enter', 'status_bar_orientation', 'ok', NULL, 488.2, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 414, 896, 414, 896, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 67, 2);
INSERT INTO public.transitions_20261125 VALUES (121, 3, 1795618076723, 'exit', 'status_bar_orientation', 'ok', NULL, 462.2, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'superview', 'scroll_view', 'channel_page', 1, 11, 1, 11, NULL, 0, NULL, 3, 71, 2);
INSERT INTO public.transitions_20261125 VALUES (121, 4, 1795618152534, 'enter', 'status_bar_orientation', 'ok', NULL, 448.9, 'button', NULL, NULL, 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'scroll_view', 'channel_page', 1, 34, NULL, NULL, NULL, NULL, NULL, 3, 73, 2);
INSERT INTO public.transitions_20261125 VALUES (121, 5, 1795618961489, 'exit', 'status_bar_orientation', 'ok', NULL, 181.1, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'scroll_view', 'channel_page', 1, 34, 1, 34, NULL, 0, NULL, 3, 74, 2);
INSERT INTO public.transitions_20261125 VALUES (121, 6, 1795619009000, 'enter', 'status_bar_orientation', 'ok', NULL, 196.4, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 78, 2);
INSERT INTO public.transitions_20261125 VALUES (121, 7, 1795619658000, 'exit', 'status_bar_orientation', 'ok', NULL, 309.5, NULL, 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'superview', 'scroll_view', 'channel_page', 2, 8, 2, 8, NULL, 0, NULL, 3, 80, 2);
INSERT INTO public.transitions_20261125 VALUES (121, 8, 1795619664394, 'enter', 'status_bar_orientation', 'ignored', NULL, NULL, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'superview', 'scroll_view', 'channel_page', 2, 12, NULL, NULL, NULL, NULL, NULL, 3, 82, 2);
INSERT INTO public.transitions_20261125 VALUES (121, 9, 1795619784464, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 793.2, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 83, 2);
INSERT INTO public.transitions_20261125 VALUES (121, 10, 1795620107158, 'exit', 'status_bar_orientation', 'ok', NULL, 403.2, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'scroll_view', 'channel_page', 2, 37, 2, 37, NULL, 0, NULL, 3, 86, 2);
INSERT INTO public.transitions_20261125 VALUES (123, 0, 1795579749102, 'enter', 'transform_landscape_window', 'ok', NULL, 423.8, NULL, 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 667, 375, 667, 375, 0, 'index_path', 'collection_view', 'feed_follow', 1, 14, NULL, NULL, NULL, NULL, NULL, 3, 33, 2);
INSERT INTO public.transitions_20261125 VALUES (123, 1, 1795580595658, 'exit', 'transform_landscape_window', 'ok', NULL, 565.1, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 375, 667, 375, 667, 0, 'index_path', 'collection_view', 'feed_follow', 1, 14, 1, 14, 0, 0, NULL, 3, 42, 2);
INSERT INTO public.transitions_20261125 VALUES (123, 2, 1795580652706, 'enter', 'transform_landscape_window', 'ok', NULL, NULL, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 43, 2);
INSERT INTO public.transitions_20261125 VALUES (123, 3, 1795580705000, 'exit', 'transform_landscape_window', 'ok', NULL, 265.6, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'feed_follow', 0, 23, 0, 23, 0, 0, NULL, 3, 47, 2);
INSERT INTO public.transitions_20261125 VALUES (124, 0, 1795609096000, 'enter', 'status_bar_orientation', 'ok', NULL, 183.8, 'rotation', NULL, NULL, 'active', NULL, NULL, 375, 812, 375, 812, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 51, 2);
INSERT INTO public.transitions_20261125 VALUES (124, 1, 1795609503182, 'exit', 'status_bar_orientation', 'ok', NULL, 500.9, 'rotation', NULL, NULL, 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'feed_follow', 1, 0, 1, 0, NULL, 0, NULL, 3, 56, 2);
INSERT INTO public.transitions_20261125 VALUES (126, 0, 1795599711227, 'enter', 'transform_portrait_window', 'ok', NULL, 401.4, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 844, 390, 844, 390, 0, 'index_path', 'table_view', 'feed_follow', 1, 16, NULL, NULL, NULL, NULL, NULL, 3, 10, 2);
INSERT INTO public.transitions_20261125 VALUES (126, 1, 1795600318459, 'exit', 'transform_portrait_window', 'ok', NULL, 299.6, 'button', NULL, NULL, 'active', 'portrait', 0, 390, 844, 390, 844, 0, 'index_path', 'table_view', 'feed_follow', 1, 16, 1, 16, 0, 0, NULL, 3, 11, 2);
INSERT INTO public.transitions_20261125 VALUES (126, 2, 1795600363538, 'enter', 'transform_portrait_window', 'ok', NULL, 240.1, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 844, 390, 844, 390, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 15, 2);
INSERT INTO public.transitions_20261125 VALUES (126, 3, 1795600945707, 'exit', 'transform_portrait_window', 'ok', NULL, 220.8, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 390, 844, 390, 844, 0, 'index_path', 'table_view', 'feed_follow', 2, 0, 2, 0, 0, 0, NULL, 3, 17, 2);
INSERT INTO public.transitions_20261125 VALUES (126, 4, 1795600961840, 'enter', 'transform_portrait_window', 'ok', NULL, NULL, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 25, 2);
INSERT INTO public.transitions_20261125 VALUES (126, 5, 1795601108705, 'exit', 'transform_portrait_window', 'ok', NULL, 367.6, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 390, 844, 390, 844, 0, 'index_path', 'table_view', 'feed_follow', 1, 5, 1, 5, 0, 0, NULL, 3, 28, 2);
INSERT INTO public.transitions_20261125 VALUES (126, 6, 1795601148599, 'enter', 'transform_portrait_window', 'ok', NULL, 322.3, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 36, 2);
INSERT INTO public.transitions_20261125 VALUES (126, 7, 1795601741186, 'exit', 'transform_portrait_window', 'ok', NULL, 205.7, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, 390, 844, 390, 844, 0, 'index_path', 'table_view', 'feed_follow', 2, 8, 2, 8, 0, 0, NULL, 3, 37, 2);
INSERT INTO public.transitions_20261125 VALUES (126, 8, 1795601777925, 'enter', 'transform_portrait_window', 'ok', NULL, 196.4, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 844, 390, 844, 390, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 40, 2);
INSERT INTO public.transitions_20261125 VALUES (127, 0, 1795613402480, 'enter', 'window_transform', 'ok', NULL, 368.3, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_home', 0, 14, NULL, NULL, NULL, NULL, NULL, 3, 5, 2);
INSERT INTO public.transitions_20261125 VALUES (127, 1, 1795613772000, 'exit', 'window_transform', 'ok', NULL, NULL, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_home', 0, 14, 0, 14, 0, 0, NULL, 3, 9, 2);
INSERT INTO public.transitions_20261125 VALUES (127, 2, 1795613866901, 'enter', 'window_transform', 'ok', NULL, NULL, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, 390, 844, 390, 844, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 19, 2);
INSERT INTO public.transitions_20261125 VALUES (127, 3, 1795613979613, 'exit', 'window_transform', 'ok', NULL, 336.8, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_home', 2, 32, 2, 32, 0, 0, NULL, 3, 26, 2);
INSERT INTO public.transitions_20261125 VALUES (127, 4, 1795613986666, 'enter', 'window_transform', 'ok', NULL, 900.4, 'rotation', 'portrait', 'landscape_right', 'active', 'portrait', 1, 390, 844, 390, 844, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 27, 2);
INSERT INTO public.transitions_20261125 VALUES (127, 5, 1795614251673, 'exit', 'window_transform', 'ok', NULL, 571.1, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 390, 844, 390, 844, 0, 'index_path', 'table_view', 'feed_home', 0, 5, 0, 5, 0, 0, NULL, 3, 29, 2);
INSERT INTO public.transitions_20261125 VALUES (127, 6, 1795614342510, 'enter', 'window_transform', 'failed', 'alert_wrong_orientation', 361.7, 'button', NULL, NULL, 'active', 'portrait', 1, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_home', 1, 22, NULL, NULL, NULL, NULL, NULL, 3, 31, 2);
INSERT INTO public.transitions_20261125 VALUES (127, 7, 1795614518668, 'exit', 'window_transform', 'ok', NULL, 615.9, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_home', 1, 22, 1, 22, 0, 0, NULL, 3, 32, 2);
INSERT INTO public.transitions_20261125 VALUES (127, 8, 1795614533689, 'enter', 'window_transform', 'ok', NULL, 382.4, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, 390, 844, 390, 844, 0, 'index_path', 'table_view', 'feed_home', 0, 29, NULL, NULL, NULL, NULL, NULL, 3, 38, 2);
INSERT INTO public.transitions_20261125 VALUES (8, 0, 1795581027332, 'enter', 'transform_landscape_window', 'ok', NULL, NULL, 'double_tap', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'channel_page', 2, 7, NULL, NULL, NULL, NULL, NULL, 3, 16, 2);
INSERT INTO public.transitions_20261125 VALUES (8, 1, 1795581722754, 'exit', 'transform_landscape_window', 'ok', NULL, 698, 'button', NULL, NULL, 'active', 'portrait', 0, 414, 736, 414, 736, 0, 'index_path', 'table_view', 'channel_page', 2, 7, 2, 7, 0, 0, NULL, 3, 18, 2);
INSERT INTO public.transitions_20261125 VALUES (8, 2, 1795581773227, 'enter', 'transform_landscape_window', 'ok', NULL, 313.5, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 21, 2);
INSERT INTO public.transitions_20261125 VALUES (8, 3, 1795582269973, 'exit', 'transform_landscape_window', 'ok', NULL, 434, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'channel_page', 2, 10, 2, 10, 0, 0, NULL, 3, 22, 2);
INSERT INTO public.transitions_20261125 VALUES (8, 5, 1795582419434, 'enter', 'transform_landscape_window', 'ok', NULL, 121.2, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 35, 2);
INSERT INTO public.transitions_20261125 VALUES (10, 4, 1795587674949, 'enter', 'present_landscape_vc', 'ok', NULL, 480.7, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 667, 375, 667, 375, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 69, 2);
INSERT INTO public.transitions_20261125 VALUES (68, 2, 1795621958731, 'enter', 'window_transform', 'ok', NULL, 498, 'double_tap', NULL, NULL, 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 44, 2);
INSERT INTO public.transitions_20261125 VALUES (94, 0, 1795605761277, 'enter', 'present_landscape_vc', 'ok', NULL, 222.9, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 896, 414, 896, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 59, 2);
INSERT INTO public.transitions_20261125 VALUES (94, 1, 1795605899707, 'exit', 'present_landscape_vc', 'ok', NULL, 354, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 414, 896, 414, 896, 0, 'superview', 'view', 'search_results', 1, 29, 1, 29, NULL, 0, NULL, 3, 60, 2);
INSERT INTO public.transitions_20261125 VALUES (94, 2, 1795605970581, 'enter', 'present_landscape_vc', 'ok', NULL, 831.1, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 896, 414, 896, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 61, 2);
INSERT INTO public.transitions_20261125 VALUES (94, 3, 1795606279287, 'exit', 'present_landscape_vc', 'ok', NULL, 579.5, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'view', 'search_results', 1, 35, 1, 35, NULL, 0, NULL, 3, 62, 2);
INSERT INTO public.transitions_20261125 VALUES (94, 4, 1795606327495, 'enter', 'present_landscape_vc', 'ok', NULL, 383.7, 'rotation', NULL, NULL, 'active', 'landscape_right', 1, NULL, NULL, NULL, NULL, NULL, 'superview', 'view', 'search_results', 0, 36, NULL, NULL, NULL, NULL, NULL, 3, 65, 2);
INSERT INTO public.transitions_20261125 VALUES (94, 5, 1795606777604, 'exit', 'present_landscape_vc', 'ok', NULL, 292.1, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'superview', 'view', 'search_results', 0, 36, 0, 36, NULL, 0, NULL, 3, 66, 2);
INSERT INTO public.transitions_20261125 VALUES (94, 6, 1795606893961, 'enter', 'present_landscape_vc', 'ignored', NULL, NULL, 'double_tap', 'portrait', 'landscape_right', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'view', 'search_results', 0, 5, NULL, NULL, NULL, NULL, NULL, 3, 68, 2);
INSERT INTO public.transitions_20261125 VALUES (94, 7, 1795606933777, 'enter', 'present_landscape_vc', 'ok', NULL, 1084.3, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 896, 414, 896, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 70, 2);
INSERT INTO public.transitions_20261125 VALUES (94, 8, 1795607193023, 'exit', 'present_landscape_vc', 'ok', NULL, 574.9, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'view', 'search_results', 0, 33, 0, 33, NULL, 0, NULL, 3, 77, 2);
INSERT INTO public.transitions_20261125 VALUES (94, 10, 1795607757220, 'exit', 'present_landscape_vc', 'ok', NULL, 315.4, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'superview', 'view', 'search_results', 0, 11, 0, 11, NULL, 0, NULL, 3, 94, 2);
INSERT INTO public.transitions_20261125 VALUES (94, 11, 1795607772752, 'enter', 'present_landscape_vc', 'ok', NULL, 299.1, 'double_tap', NULL, NULL, 'active', 'landscape_right', 1, 896, 414, 896, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 95, 2);


--
-- Data for Name: transitions_20261126; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.transitions_20261126 VALUES (4, 0, 1795670723000, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 777.9, 'button', NULL, NULL, 'active', NULL, NULL, 768, 1024, 768, 1024, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 201, 1);
INSERT INTO public.transitions_20261126 VALUES (4, 1, 1795671250302, 'exit', 'status_bar_orientation', 'ok', NULL, 533.3, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'scroll_view', 'feed_follow', 0, 17, 0, 17, NULL, 0, NULL, 1, 205, 1);
INSERT INTO public.transitions_20261126 VALUES (4, 2, 1795671315367, 'enter', 'status_bar_orientation', 'ok', NULL, 198.4, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 768, 1024, 768, 1024, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 206, 1);
INSERT INTO public.transitions_20261126 VALUES (4, 3, 1795671597242, 'exit', 'status_bar_orientation', 'ignored', NULL, NULL, 'double_tap', 'landscape_right', 'portrait', 'active', NULL, NULL, 768, 1024, 768, 1024, 0, 'superview', 'scroll_view', 'feed_follow', 1, 24, NULL, NULL, NULL, NULL, NULL, 1, 207, 1);
INSERT INTO public.transitions_20261126 VALUES (4, 5, 1795672475577, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 334.2, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 768, 1024, 768, 1024, 0, 'superview', 'scroll_view', 'feed_follow', 2, 10, NULL, NULL, NULL, NULL, NULL, 1, 209, 1);
INSERT INTO public.transitions_20261126 VALUES (4, 6, 1795673140437, 'exit', 'status_bar_orientation', 'ok', NULL, 314.5, 'button', NULL, NULL, 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'scroll_view', 'feed_follow', 2, 10, 2, 10, NULL, 0, NULL, 1, 210, 1);
INSERT INTO public.transitions_20261126 VALUES (4, 7, 1795673249403, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 403.6, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 0, 768, 1024, 768, 1024, 0, 'superview', 'scroll_view', 'feed_follow', 0, 16, NULL, NULL, NULL, NULL, NULL, 1, 213, 1);
INSERT INTO public.transitions_20261126 VALUES (4, 8, 1795673736000, 'exit', 'status_bar_orientation', 'ok', NULL, 357.3, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 768, 1024, 768, 1024, 0, 'superview', 'scroll_view', 'feed_follow', 0, 16, 0, 16, NULL, 0, NULL, 1, 216, 1);
INSERT INTO public.transitions_20261126 VALUES (4, 9, 1795673857627, 'enter', 'status_bar_orientation', 'ok', NULL, 334.7, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 768, 1024, 768, 1024, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 219, 1);
INSERT INTO public.transitions_20261126 VALUES (4, 10, 1795673877352, 'exit', 'status_bar_orientation', 'ok', NULL, 237.6, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'scroll_view', 'feed_follow', 0, 20, 0, 20, NULL, 0, NULL, 1, 221, 1);
INSERT INTO public.transitions_20261126 VALUES (4, 11, 1795673930999, 'enter', 'status_bar_orientation', 'ok', NULL, 335.7, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 222, 1);
INSERT INTO public.transitions_20261126 VALUES (5, 3, 1795705136328, 'exit', 'window_transform', 'ok', NULL, 498.8, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'index_path', 'collection_view', 'channel_page', 1, 4, 1, 4, 0, 0, NULL, 1, 238, 1);
INSERT INTO public.transitions_20261126 VALUES (6, 0, 1795691626624, 'enter', 'window_transform', 'ok', NULL, 280.7, 'rotation', 'portrait', 'landscape_right', 'background', 'portrait', 1, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'channel_page', 2, 24, NULL, NULL, NULL, NULL, NULL, 1, 211, 1);
INSERT INTO public.transitions_20261126 VALUES (6, 1, 1795692000607, 'exit', 'window_transform', 'ok', NULL, 253.4, 'button', NULL, NULL, 'active', NULL, NULL, 390, 844, 390, 844, 0, 'superview', 'collection_view', 'channel_page', 2, 24, 2, 24, 0, 0, NULL, 1, 212, 1);
INSERT INTO public.transitions_20261126 VALUES (9, 0, 1795709778618, 'enter', 'window_transform', 'ok', NULL, 234.1, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'search_results', 0, 32, NULL, NULL, NULL, NULL, NULL, 1, 217, 1);
INSERT INTO public.transitions_20261126 VALUES (9, 1, 1795710438414, 'exit', 'window_transform', 'ok', NULL, 316.6, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 834, 1194, 834, 1194, 0, 'superview', 'table_view', 'search_results', 0, 32, 0, 32, 0, 0, NULL, 1, 218, 1);
INSERT INTO public.transitions_20261126 VALUES (9, 2, 1795710460173, 'enter', 'window_transform', 'ok', NULL, 474, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 834, 1194, 834, 1194, 0, 'superview', 'table_view', 'search_results', 1, 37, NULL, NULL, NULL, NULL, '{"net":"5g"}', 1, 220, 1);
INSERT INTO public.transitions_20261126 VALUES (9, 3, 1795711227951, 'exit', 'window_transform', 'ok', NULL, 276.1, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'search_results', 1, 37, 1, 37, 0, 0, NULL, 1, 224, 1);
INSERT INTO public.transitions_20261126 VALUES (11, 0, 1795652080098, 'enter', 'window_transform', 'ok', NULL, 251.1, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 375, 667, 375, 667, 0, 'superview', 'scroll_view', 'search_results', 0, 3, NULL, NULL, NULL, NULL, NULL, 1, 141, 1);
INSERT INTO public.transitions_20261126 VALUES (13, 0, 1795706973750, 'enter', 'native_rotation', 'ok', NULL, 843.2, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 896, 414, 896, 414, 0, 'index_path', 'table_view', 'feed_follow', 2, 14, NULL, NULL, NULL, NULL, NULL, 1, 161, 1);
INSERT INTO public.transitions_20261126 VALUES (13, 1, 1795707745000, 'exit', 'native_rotation', 'ok', NULL, 278.8, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_follow', 2, 14, 2, 14, 0, 0, '{"net":"cellular"}', 1, 166, 1);
INSERT INTO public.transitions_20261126 VALUES (13, 2, 1795707791834, 'enter', 'native_rotation', 'ok', NULL, NULL, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 896, 414, 896, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 167, 1);
INSERT INTO public.transitions_20261126 VALUES (13, 3, 1795707976503, 'exit', 'native_rotation', 'ok', NULL, 509.1, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_follow', 0, 34, 0, 34, 0, 0, NULL, 1, 169, 1);
INSERT INTO public.transitions_20261126 VALUES (15, 0, 1795693720747, 'enter', 'window_transform', 'ok', NULL, 149.7, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 834, 1194, 834, 1194, 0, 'index_path', 'table_view', 'channel_page', 1, 29, NULL, NULL, NULL, NULL, NULL, 1, 182, 1);
INSERT INTO public.transitions_20261126 VALUES (15, 1, 1795694217870, 'exit', 'window_transform', 'ok', NULL, 200.1, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 834, 1194, 834, 1194, 0, 'index_path', 'table_view', 'channel_page', 1, 29, 1, 29, 0, 0, '{"net":"5g"}', 1, 185, 1);
INSERT INTO public.transitions_20261126 VALUES (15, 2, 1795694227231, 'enter', 'window_transform', 'ok', NULL, 131.9, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'channel_page', 2, 29, NULL, NULL, NULL, NULL, NULL, 1, 186, 1);
INSERT INTO public.transitions_20261126 VALUES (15, 3, 1795695047172, 'exit', 'window_transform', 'ok', NULL, 412.8, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 834, 1194, 834, 1194, 0, 'index_path', 'table_view', 'channel_page', 2, 29, 2, 29, 0, 0, NULL, 1, 187, 1);
INSERT INTO public.transitions_20261126 VALUES (15, 4, 1795695095122, 'enter', 'window_transform', 'ok', NULL, 378.7, NULL, 'portrait', 'landscape_right', 'active', NULL, NULL, 834, 1194, 834, 1194, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 188, 1);
INSERT INTO public.transitions_20261126 VALUES (15, 5, 1795695355926, 'exit', 'window_transform', 'ok', NULL, NULL, NULL, 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'channel_page', 2, 16, 2, 16, 1, 0, NULL, 1, 189, 1);
INSERT INTO public.transitions_20261126 VALUES (15, 6, 1795695449747, 'enter', 'window_transform', 'ok', NULL, 484.5, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 192, 1);
INSERT INTO public.transitions_20261126 VALUES (15, 7, 1795695752970, 'exit', 'window_transform', 'ok', NULL, 372.3, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'channel_page', 0, 22, 0, 22, 0, 0, NULL, 1, 193, 1);
INSERT INTO public.transitions_20261126 VALUES (15, 8, 1795695820776, 'enter', 'window_transform', 'ok', NULL, 372.8, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 195, 1);
INSERT INTO public.transitions_20261126 VALUES (15, 9, 1795696395716, 'exit', 'window_transform', 'ok', NULL, 260.4, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, 834, 1194, 834, 1194, 0, 'index_path', 'table_view', 'channel_page', 2, 8, 2, 8, 0, 0, NULL, 1, 196, 1);
INSERT INTO public.transitions_20261126 VALUES (15, 10, 1795696499000, 'enter', 'window_transform', 'ok', NULL, 219.7, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, 834, 1194, 834, 1194, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 198, 1);
INSERT INTO public.transitions_20261126 VALUES (20, 0, 1795699649949, 'enter', 'status_bar_orientation', 'ok', NULL, 289.4, 'button', 'portrait', 'landscape_left', 'active', 'landscape_left', 1, 414, 896, 414, 896, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 164, 1);
INSERT INTO public.transitions_20261126 VALUES (20, 1, 1795700252458, 'exit', 'status_bar_orientation', 'ok', NULL, 625.5, 'rotation', 'landscape_left', 'portrait', 'inactive', 'portrait', 0, 414, 896, 414, 896, 0, 'index_path', 'table_view', 'detail_related', 2, 31, 2, 31, 0, 0, NULL, 1, 165, 1);
INSERT INTO public.transitions_20261126 VALUES (20, 2, 1795700330069, 'enter', 'status_bar_orientation', 'ok', NULL, 466, 'double_tap', 'portrait', 'landscape_left', 'inactive', 'landscape_left', 1, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'detail_related', 0, 13, NULL, NULL, NULL, NULL, NULL, 1, 173, 1);
INSERT INTO public.transitions_20261126 VALUES (20, 3, 1795701000387, 'exit', 'status_bar_orientation', 'ok', NULL, 348.6, 'button', NULL, NULL, 'active', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'table_view', 'detail_related', 0, 13, 0, 13, 0, 0, NULL, 1, 174, 1);
INSERT INTO public.transitions_20261126 VALUES (20, 4, 1795701042727, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 302.3, 'button', 'portrait', 'landscape_left', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 175, 1);
INSERT INTO public.transitions_20261126 VALUES (27, 0, 1795671222633, 'enter', 'native_rotation', 'ok', NULL, 919.4, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'feed_home', 0, 22, NULL, NULL, NULL, NULL, NULL, 1, 228, 1);
INSERT INTO public.transitions_20261126 VALUES (27, 1, 1795671281000, 'exit', 'native_rotation', 'ok', NULL, 271.8, 'button', 'landscape_right', 'portrait', 'background', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'feed_home', 0, 22, 0, 22, 0, 0, NULL, 1, 229, 1);
INSERT INTO public.transitions_20261126 VALUES (27, 2, 1795671348620, 'enter', 'native_rotation', 'ok', NULL, 398.5, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 932, 430, 932, 430, 0, 'superview', 'table_view', 'feed_home', 2, 29, NULL, NULL, NULL, NULL, NULL, 1, 230, 1);
INSERT INTO public.transitions_20261126 VALUES (27, 3, 1795672094135, 'exit', 'native_rotation', 'failed', 'restore_mismatch', 1083.3, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 430, 932, 430, 932, 0, 'superview', 'table_view', 'feed_home', 2, 29, 2, 34, 1, 1, NULL, 1, 231, 1);
INSERT INTO public.transitions_20261126 VALUES (27, 4, 1795672166625, 'enter', 'native_rotation', 'failed', 'black_edges', 787.3, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'feed_home', 1, 25, NULL, NULL, NULL, NULL, NULL, 1, 232, 1);
INSERT INTO public.transitions_20261126 VALUES (27, 5, 1795672400393, 'exit', 'native_rotation', 'ok', NULL, 311.4, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 234, 1);
INSERT INTO public.transitions_20261126 VALUES (27, 6, 1795672406729, 'enter', 'native_rotation', 'ok', NULL, 172.4, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'feed_home', 1, 0, NULL, NULL, NULL, NULL, NULL, 1, 235, 1);
INSERT INTO public.transitions_20261126 VALUES (36, 3, 1795683178171, 'exit', 'window_transform', 'ok', NULL, 396.6, 'button', 'landscape_right', 'portrait', 'background', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'search_results', 2, 5, 2, 5, 0, 0, NULL, 1, 241, 1);
INSERT INTO public.transitions_20261126 VALUES (37, 0, 1795668274549, 'enter', 'transform_portrait_window', 'ok', NULL, 572.6, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 896, 414, 896, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 181, 1);
INSERT INTO public.transitions_20261126 VALUES (37, 1, 1795668932000, 'exit', 'transform_portrait_window', 'ignored', NULL, NULL, 'rotation', 'landscape_right', 'portrait', 'active', 'landscape_right', 0, 896, 414, 896, 414, 0, 'index_path', 'collection_view', 'search_results', 2, 34, NULL, NULL, NULL, NULL, NULL, 1, 183, 1);
INSERT INTO public.transitions_20261126 VALUES (37, 2, 1795669430317, 'exit', 'transform_portrait_window', 'ok', NULL, 254.2, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'collection_view', 'search_results', 2, 34, 2, 34, 0, 0, NULL, 1, 190, 1);
INSERT INTO public.transitions_20261126 VALUES (37, 3, 1795669536861, 'enter', 'transform_portrait_window', 'ok', NULL, 295.7, 'double_tap', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 191, 1);
INSERT INTO public.transitions_20261126 VALUES (37, 5, 1795669877289, 'enter', 'transform_portrait_window', 'ok', NULL, 246.9, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 194, 1);
INSERT INTO public.transitions_20261126 VALUES (37, 6, 1795670405107, 'exit', 'transform_portrait_window', 'ok', NULL, 651, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'search_results', 0, 28, 0, 28, 0, 0, NULL, 1, 202, 1);
INSERT INTO public.transitions_20261126 VALUES (37, 7, 1795670515654, 'enter', 'transform_portrait_window', 'ok', NULL, 294.3, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 203, 1);
INSERT INTO public.transitions_20261126 VALUES (37, 8, 1795670853069, 'exit', 'transform_portrait_window', 'ok', NULL, 377.9, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'index_path', 'collection_view', 'search_results', 2, 28, 2, 28, 0, 0, NULL, 1, 204, 1);
INSERT INTO public.transitions_20261126 VALUES (38, 4, 1795714119000, 'enter', 'native_rotation', 'ok', NULL, 469.3, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'scroll_view', 'channel_page', 0, 30, NULL, NULL, NULL, NULL, NULL, 1, 184, 1);
INSERT INTO public.transitions_20261126 VALUES (40, 0, 1795662863126, 'enter', 'status_bar_orientation', 'ok', NULL, 349.8, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 414, 896, 414, 896, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 171, 1);
INSERT INTO public.transitions_20261126 VALUES (40, 1, 1795663191234, 'exit', 'native_rotation', 'ok', NULL, 724.3, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'channel_page', 1, 6, 1, 6, NULL, 0, NULL, 1, 172, 1);
INSERT INTO public.transitions_20261126 VALUES (44, 6, 1795663222137, 'enter', 'transform_landscape_window', 'ok', NULL, NULL, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'scroll_view', 'search_results', 2, 34, NULL, NULL, NULL, NULL, NULL, 1, 197, 1);
INSERT INTO public.transitions_20261126 VALUES (69, 0, 1795723990474, 'enter', 'present_landscape_vc', 'ok', NULL, NULL, 'rotation', 'portrait', 'landscape_right', 'inactive', NULL, NULL, 812, 375, 812, 375, 0, 'index_path', 'view', 'channel_page', 1, 35, NULL, NULL, NULL, NULL, NULL, 2, 120, 2);
INSERT INTO public.transitions_20261126 VALUES (69, 1, 1795724394429, 'exit', 'present_landscape_vc', 'ok', NULL, 410.5, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'channel_page', 1, 35, 1, 35, NULL, 0, NULL, 2, 121, 2);
INSERT INTO public.transitions_20261126 VALUES (74, 0, 1795688267763, 'enter', 'transform_portrait_window', 'ok', NULL, 191.4, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 896, 414, 896, 414, 0, 'superview', 'collection_view', 'channel_page', 1, 9, NULL, NULL, NULL, NULL, NULL, 2, 155, 2);
INSERT INTO public.transitions_20261126 VALUES (74, 1, 1795688763571, 'exit', 'transform_portrait_window', 'ok', NULL, 432.8, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'channel_page', 1, 9, 1, 9, 0, 0, NULL, 2, 156, 2);
INSERT INTO public.transitions_20261126 VALUES (74, 2, 1795688860679, 'enter', 'transform_portrait_window', 'ok', NULL, 340, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'channel_page', 1, 13, NULL, NULL, NULL, NULL, NULL, 2, 157, 2);
INSERT INTO public.transitions_20261126 VALUES (74, 3, 1795689267828, 'exit', 'transform_portrait_window', 'failed', 'window_flash', 169.3, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'channel_page', 1, 13, 1, 13, 0, 0, NULL, 2, 164, 2);
INSERT INTO public.transitions_20261126 VALUES (77, 0, 1795688551276, 'enter', 'transform_landscape_window', 'ok', NULL, 847.5, 'button', 'portrait', 'landscape_left', 'active', NULL, NULL, 667, 375, 667, 375, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 160, 2);
INSERT INTO public.transitions_20261126 VALUES (77, 1, 1795688759000, 'exit', 'transform_landscape_window', 'ok', NULL, 221, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, 375, 667, 375, 667, 0, 'superview', 'table_view', 'search_results', 0, 34, 0, 34, 0, 0, NULL, 2, 162, 2);
INSERT INTO public.transitions_20261126 VALUES (77, 2, 1795688809000, 'enter', 'transform_landscape_window', 'ok', NULL, 182.9, 'button', NULL, NULL, 'active', 'landscape_left', 1, 667, 375, 667, 375, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 166, 2);
INSERT INTO public.transitions_20261126 VALUES (77, 3, 1795689594699, 'exit', 'transform_landscape_window', 'ok', NULL, 331, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'search_results', 0, 3, 0, 3, 0, 0, NULL, 2, 170, 2);
INSERT INTO public.transitions_20261126 VALUES (77, 4, 1795689634000, 'enter', 'transform_landscape_window', 'ok', NULL, 119.5, 'rotation', 'portrait', 'landscape_left', 'active', NULL, NULL, 667, 375, 667, 375, 0, 'superview', 'table_view', 'search_results', 1, 38, NULL, NULL, NULL, NULL, NULL, 2, 173, 2);
INSERT INTO public.transitions_20261126 VALUES (77, 5, 1795690215884, 'exit', 'transform_landscape_window', 'ok', NULL, NULL, 'button', 'landscape_left', 'portrait', 'active', 'portrait', 0, 375, 667, 375, 667, 0, 'superview', 'table_view', 'search_results', 1, 38, 1, 38, 0, 0, NULL, 2, 177, 2);
INSERT INTO public.transitions_20261126 VALUES (77, 6, 1795690333000, 'enter', 'transform_landscape_window', 'ok', NULL, 324.3, 'button', 'portrait', 'landscape_left', 'active', NULL, NULL, 667, 375, 667, 375, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 178, 2);
INSERT INTO public.transitions_20261126 VALUES (78, 0, 1795726718000, 'enter', 'window_transform', 'ok', NULL, 184.5, NULL, 'portrait', 'landscape_left', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, '{"net":"5g"}', 2, 200, 2);
INSERT INTO public.transitions_20261126 VALUES (78, 1, 1795727114000, 'exit', 'window_transform', 'ok', NULL, 242, 'rotation', 'landscape_left', 'portrait', 'active', 'portrait', 0, 375, 667, 375, 667, 0, 'superview', 'collection_view', 'feed_follow', 0, 14, 0, 14, 0, 0, NULL, 2, 206, 2);
INSERT INTO public.transitions_20261126 VALUES (80, 0, 1795672939327, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 419.3, 'button', 'portrait', 'landscape_left', 'active', NULL, NULL, 375, 667, 375, 667, 0, 'superview', 'table_view', 'feed_follow', 0, 21, NULL, NULL, NULL, NULL, NULL, 2, 115, 2);
INSERT INTO public.transitions_20261126 VALUES (80, 1, 1795673629044, 'exit', 'status_bar_orientation', 'ok', NULL, 371.9, 'button', 'landscape_left', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'feed_follow', 0, 21, 0, 21, 0, 0, NULL, 2, 116, 2);
INSERT INTO public.transitions_20261126 VALUES (80, 2, 1795673693804, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', NULL, 'rotation', 'portrait', 'landscape_left', 'active', NULL, NULL, 375, 667, 375, 667, 0, 'superview', 'table_view', 'feed_follow', 2, 14, NULL, NULL, NULL, NULL, NULL, 2, 117, 2);
INSERT INTO public.transitions_20261126 VALUES (80, 3, 1795674373102, 'exit', 'status_bar_orientation', 'ok', NULL, 320.4, 'rotation', 'landscape_left', 'portrait', 'active', NULL, NULL, 375, 667, 375, 667, 0, 'superview', 'table_view', 'feed_follow', 2, 14, 2, 14, 0, 0, NULL, 2, 119, 2);
INSERT INTO public.transitions_20261126 VALUES (80, 4, 1795674461220, 'enter', 'status_bar_orientation', 'ok', NULL, 481, NULL, NULL, NULL, 'active', NULL, NULL, 375, 667, 375, 667, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 144, 2);
INSERT INTO public.transitions_20261126 VALUES (80, 5, 1795675334081, 'exit', 'status_bar_orientation', 'ok', NULL, 238.7, 'rotation', 'landscape_left', 'portrait', 'inactive', 'portrait', 0, 375, 667, 375, 667, 0, 'superview', 'table_view', 'feed_follow', 0, 1, 0, 1, 0, 0, NULL, 2, 125, 2);
INSERT INTO public.transitions_20261126 VALUES (80, 6, 1795675432222, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 195.7, 'button', 'portrait', 'landscape_left', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 130, 2);
INSERT INTO public.transitions_20261126 VALUES (80, 7, 1795675643000, 'exit', 'status_bar_orientation', 'ok', NULL, 259.4, 'button', NULL, NULL, 'active', NULL, NULL, 375, 667, 375, 667, 0, 'superview', 'table_view', 'feed_follow', 0, 14, 0, 14, 0, 0, NULL, 2, 131, 2);
INSERT INTO public.transitions_20261126 VALUES (80, 8, 1795675686566, 'enter', 'status_bar_orientation', 'ok', NULL, 655.3, 'rotation', 'portrait', 'landscape_left', 'active', NULL, NULL, 375, 667, 375, 667, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 132, 2);
INSERT INTO public.transitions_20261126 VALUES (80, 9, 1795676144175, 'exit', 'status_bar_orientation', 'failed', 'restore_mismatch', 236.6, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, 375, 667, 375, 667, 0, 'superview', 'table_view', 'feed_follow', 2, 17, 2, 15, 1, 1, NULL, 2, 133, 2);
INSERT INTO public.transitions_20261126 VALUES (80, 10, 1795676159119, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 429.6, 'button', 'portrait', 'landscape_left', 'active', 'portrait', 1, 375, 667, 375, 667, 0, 'superview', 'table_view', 'feed_follow', 0, 30, NULL, NULL, NULL, NULL, NULL, 2, 134, 2);
INSERT INTO public.transitions_20261126 VALUES (80, 11, 1795676707932, 'exit', 'status_bar_orientation', 'ok', NULL, 188.6, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'feed_follow', 0, 30, 0, 30, 0, 0, NULL, 2, 148, 2);
INSERT INTO public.transitions_20261126 VALUES (81, 0, 1795692896795, 'enter', 'native_rotation', 'failed', 'black_edges', 722.9, 'double_tap', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 844, 390, 844, 390, 0, 'index_path', 'table_view', 'channel_page', 2, 8, NULL, NULL, NULL, NULL, NULL, 2, 97, 2);
INSERT INTO public.transitions_20261126 VALUES (81, 1, 1795692938379, 'exit', 'native_rotation', 'ok', NULL, 433.6, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'channel_page', 2, 8, 2, 8, 0, 0, NULL, 2, 98, 2);
INSERT INTO public.transitions_20261126 VALUES (81, 2, 1795693019300, 'enter', 'native_rotation', 'ok', NULL, NULL, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 100, 2);
INSERT INTO public.transitions_20261126 VALUES (81, 3, 1795693196000, 'exit', 'native_rotation', 'ok', NULL, 500.9, 'double_tap', 'landscape_right', 'portrait', 'active', NULL, NULL, 390, 844, 390, 844, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 105, 2);
INSERT INTO public.transitions_20261126 VALUES (81, 4, 1795693262000, 'enter', 'native_rotation', 'ok', NULL, 657.3, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 844, 390, 844, 390, 0, 'index_path', 'table_view', 'channel_page', 0, 1, NULL, NULL, NULL, NULL, NULL, 2, 111, 2);
INSERT INTO public.transitions_20261126 VALUES (82, 0, 1795651379086, 'enter', 'transform_landscape_window', 'ok', NULL, 307.9, 'rotation', 'portrait', 'landscape_left', 'active', 'landscape_left', 1, 844, 390, 844, 390, 0, 'index_path', 'table_view', 'channel_page', 1, 19, NULL, NULL, NULL, NULL, NULL, 2, 101, 2);
INSERT INTO public.transitions_20261126 VALUES (83, 0, 1795718966619, 'enter', 'native_rotation', 'ok', NULL, 247.1, 'double_tap', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 852, 393, 852, 393, 0, 'index_path', 'view', 'feed_follow', 1, 36, NULL, NULL, NULL, NULL, NULL, 2, 138, 2);
INSERT INTO public.transitions_20261126 VALUES (83, 1, 1795719202357, 'exit', 'native_rotation', 'ok', NULL, 469.9, 'double_tap', 'landscape_right', 'portrait', 'active', NULL, NULL, 393, 852, 393, 852, 0, 'index_path', 'view', 'feed_follow', 1, 36, 1, 36, NULL, 0, NULL, 2, 140, 2);
INSERT INTO public.transitions_20261126 VALUES (83, 2, 1795719282466, 'enter', 'native_rotation', 'ok', NULL, 189.9, 'double_tap', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 852, 393, 852, 393, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 142, 2);
INSERT INTO public.transitions_20261126 VALUES (84, 0, 1795705768214, 'enter', 'present_landscape_vc', 'ok', NULL, 482.5, 'button', 'portrait', 'landscape_left', 'active', NULL, NULL, 844, 390, 844, 390, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 143, 2);
INSERT INTO public.transitions_20261126 VALUES (84, 1, 1795706574989, 'exit', 'present_landscape_vc', 'ok', NULL, 221.5, 'rotation', 'landscape_left', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'scroll_view', 'detail_related', 2, 33, 2, 33, NULL, 0, NULL, 2, 147, 2);
INSERT INTO public.transitions_20261126 VALUES (84, 2, 1795706676028, 'enter', 'present_landscape_vc', 'ok', NULL, NULL, 'button', 'portrait', 'landscape_left', 'active', 'landscape_left', 1, 844, 390, 844, 390, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 150, 2);
INSERT INTO public.transitions_20261126 VALUES (84, 3, 1795706846000, 'exit', 'present_landscape_vc', 'cancelled', NULL, 253.8, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'scroll_view', 'detail_related', 1, 38, NULL, NULL, NULL, NULL, NULL, 2, 152, 2);
INSERT INTO public.transitions_20261126 VALUES (84, 4, 1795707444695, 'exit', 'present_landscape_vc', 'ok', NULL, NULL, 'button', 'landscape_left', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'scroll_view', 'detail_related', 1, 38, 1, 38, NULL, 0, NULL, 2, 159, 2);
INSERT INTO public.transitions_20261126 VALUES (84, 5, 1795707520216, 'enter', 'present_landscape_vc', 'failed', 'lifecycle_disappear', 341.4, NULL, 'portrait', 'landscape_left', 'active', 'landscape_left', 1, 844, 390, 844, 390, 0, 'superview', 'scroll_view', 'detail_related', 2, 3, NULL, NULL, NULL, NULL, NULL, 2, 161, 2);
INSERT INTO public.transitions_20261126 VALUES (84, 6, 1795707985780, 'exit', 'present_landscape_vc', 'ok', NULL, 439.3, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, 390, 844, 390, 844, 0, 'superview', 'scroll_view', 'detail_related', 2, 3, 2, 3, NULL, 0, NULL, 2, 163, 2);
INSERT INTO public.transitions_20261126 VALUES (85, 0, 1795674070731, 'enter', 'window_transform', 'ok', NULL, 363, 'double_tap', 'portrait', 'landscape_right', 'active', NULL, NULL, 820, 1180, 820, 1180, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 82, 2);
INSERT INTO public.transitions_20261126 VALUES (85, 1, 1795674722162, 'exit', 'window_transform', 'ok', NULL, 663.4, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 820, 1180, 820, 1180, 0, 'index_path', 'table_view', 'channel_page', 1, 33, 1, 33, 0, 0, NULL, 2, 85, 2);
INSERT INTO public.transitions_20261126 VALUES (85, 2, 1795674784817, 'enter', 'window_transform', 'ok', NULL, 440.5, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, 820, 1180, 820, 1180, 0, 'index_path', 'table_view', 'channel_page', 1, 32, NULL, NULL, NULL, NULL, NULL, 2, 93, 2);
INSERT INTO public.transitions_20261126 VALUES (85, 3, 1795675203266, 'exit', 'window_transform', 'ok', NULL, 287.5, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, 820, 1180, 820, 1180, 0, 'index_path', 'table_view', 'channel_page', 1, 32, 1, 32, 0, 0, NULL, 2, 107, 2);
INSERT INTO public.transitions_20261126 VALUES (85, 4, 1795675213698, 'enter', 'window_transform', 'ok', NULL, 188.8, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 108, 2);
INSERT INTO public.transitions_20261126 VALUES (87, 0, 1795692106762, 'enter', 'window_transform', 'ok', NULL, 367.5, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, 393, 852, 393, 852, 0, 'index_path', 'view', 'feed_follow', 2, 24, NULL, NULL, NULL, NULL, NULL, 2, 176, 2);
INSERT INTO public.transitions_20261126 VALUES (87, 1, 1795692270764, 'exit', 'window_transform', 'ok', NULL, 166.9, 'double_tap', 'landscape_right', 'portrait', 'active', NULL, NULL, 393, 852, 393, 852, 0, 'index_path', 'view', 'feed_follow', 2, 24, 2, 24, NULL, 0, NULL, 2, 180, 2);
INSERT INTO public.transitions_20261126 VALUES (87, 2, 1795692357903, 'enter', 'window_transform', 'ok', NULL, 291.7, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 181, 2);
INSERT INTO public.transitions_20261126 VALUES (88, 0, 1795676933862, 'enter', 'status_bar_orientation', 'ok', NULL, 332.7, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 375, 667, 375, 667, 0, 'index_path', 'table_view', 'feed_follow', 0, 5, NULL, NULL, NULL, NULL, NULL, 2, 80, 2);
INSERT INTO public.transitions_20261126 VALUES (88, 1, 1795677503862, 'exit', 'status_bar_orientation', 'ok', NULL, 143.7, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_follow', 0, 5, 0, 5, 0, 0, NULL, 2, 81, 2);
INSERT INTO public.transitions_20261126 VALUES (92, 0, 1795667993000, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', NULL, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'feed_home', 0, 34, NULL, NULL, NULL, NULL, NULL, 2, 172, 2);
INSERT INTO public.transitions_20261126 VALUES (92, 1, 1795668557477, 'exit', 'status_bar_orientation', 'ok', NULL, 455.7, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 390, 844, 390, 844, 0, 'index_path', 'view', 'feed_home', 0, 34, 0, 34, NULL, 0, NULL, 2, 174, 2);
INSERT INTO public.transitions_20261126 VALUES (93, 7, 1795655121581, 'exit', 'window_transform', 'ok', NULL, 173.2, NULL, NULL, NULL, 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'search_results', 2, 36, 2, 36, NULL, 0, NULL, 2, 189, 2);
INSERT INTO public.transitions_20261126 VALUES (5, 0, 1795703754256, 'enter', 'window_transform', 'ok', NULL, 213.3, 'rotation', NULL, NULL, 'inactive', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'collection_view', 'channel_page', 1, 21, NULL, NULL, NULL, NULL, NULL, 2, 184, 2);
INSERT INTO public.transitions_20261126 VALUES (5, 1, 1795704487714, 'exit', 'window_transform', 'ok', NULL, NULL, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'index_path', 'collection_view', 'channel_page', 1, 21, 1, 21, 0, 0, NULL, 2, 198, 2);
INSERT INTO public.transitions_20261126 VALUES (5, 2, 1795704548965, 'enter', 'window_transform', 'ok', NULL, 404.1, NULL, 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'channel_page', 1, 4, NULL, NULL, NULL, NULL, NULL, 2, 199, 2);
INSERT INTO public.transitions_20261126 VALUES (5, 4, 1795705205066, 'enter', 'window_transform', 'ok', NULL, 580.1, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'collection_view', 'channel_page', 1, 22, NULL, NULL, NULL, NULL, NULL, 2, 202, 2);
INSERT INTO public.transitions_20261126 VALUES (5, 5, 1795705569000, 'exit', 'window_transform', 'ok', NULL, 188.2, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'collection_view', 'channel_page', 1, 22, 1, 22, 0, 0, NULL, 2, 204, 2);
INSERT INTO public.transitions_20261126 VALUES (5, 6, 1795705579761, 'enter', 'window_transform', 'ok', NULL, 121, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 414, 896, 414, 896, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 207, 2);
INSERT INTO public.transitions_20261126 VALUES (5, 7, 1795706303509, 'exit', 'window_transform', 'ok', NULL, 384.9, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'channel_page', 1, 32, 1, 32, 0, 0, NULL, 2, 227, 2);
INSERT INTO public.transitions_20261126 VALUES (5, 8, 1795706372173, 'enter', 'window_transform', 'ok', NULL, 329.4, NULL, 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 232, 2);
INSERT INTO public.transitions_20261126 VALUES (5, 9, 1795707138480, 'exit', 'window_transform', 'ok', NULL, 696.3, 'double_tap', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'channel_page', 1, 21, 1, 21, 0, 0, NULL, 2, 241, 2);
INSERT INTO public.transitions_20261126 VALUES (5, 10, 1795707190170, 'enter', 'window_transform', 'ok', NULL, NULL, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, 414, 896, 414, 896, 0, 'index_path', 'collection_view', 'channel_page', 1, 34, NULL, NULL, NULL, NULL, NULL, 2, 250, 2);
INSERT INTO public.transitions_20261126 VALUES (36, 0, 1795682120142, 'enter', 'window_transform', 'ok', NULL, 333.5, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'search_results', 2, 30, NULL, NULL, NULL, NULL, NULL, 2, 195, 2);
INSERT INTO public.transitions_20261126 VALUES (36, 1, 1795682523670, 'exit', 'window_transform', 'ok', NULL, NULL, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 414, 736, 414, 736, 0, 'index_path', 'table_view', 'search_results', 2, 30, 2, 30, 0, 0, NULL, 2, 213, 2);
INSERT INTO public.transitions_20261126 VALUES (36, 2, 1795682576600, 'enter', 'window_transform', 'ok', NULL, 175.4, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'search_results', 2, 5, NULL, NULL, NULL, NULL, NULL, 2, 218, 2);
INSERT INTO public.transitions_20261126 VALUES (36, 4, 1795683296000, 'enter', 'window_transform', 'ignored', NULL, NULL, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 235, 2);
INSERT INTO public.transitions_20261126 VALUES (36, 5, 1795683379568, 'enter', 'window_transform', 'ok', NULL, 489.5, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 414, 736, 414, 736, 0, 'index_path', 'table_view', 'search_results', 2, 33, NULL, NULL, NULL, NULL, NULL, 2, 248, 2);
INSERT INTO public.transitions_20261126 VALUES (44, 0, 1795661475877, 'enter', 'transform_landscape_window', 'ok', NULL, 251.1, NULL, 'portrait', 'landscape_right', 'active', NULL, NULL, 852, 393, 852, 393, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 124, 2);
INSERT INTO public.transitions_20261126 VALUES (44, 1, 1795662131096, 'exit', 'transform_landscape_window', 'ok', NULL, 332.9, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'scroll_view', 'search_results', 1, 26, 1, 26, NULL, 0, NULL, 2, 126, 2);
INSERT INTO public.transitions_20261126 VALUES (44, 2, 1795662185033, 'enter', 'transform_landscape_window', 'ok', NULL, 335.8, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'scroll_view', 'search_results', 1, 23, NULL, NULL, NULL, NULL, NULL, 2, 127, 2);
INSERT INTO public.transitions_20261126 VALUES (44, 3, 1795662773000, 'exit', 'transform_landscape_window', 'ok', NULL, 268, 'double_tap', 'landscape_right', 'portrait', 'active', 'portrait', 0, 393, 852, 393, 852, 0, 'index_path', 'scroll_view', 'search_results', 1, 23, 1, 23, NULL, 0, NULL, 2, 128, 2);
INSERT INTO public.transitions_20261126 VALUES (44, 4, 1795662876103, 'enter', 'transform_landscape_window', 'ok', NULL, 549, 'button', NULL, NULL, 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'scroll_view', 'search_results', 2, 25, NULL, NULL, NULL, NULL, NULL, 2, 136, 2);
INSERT INTO public.transitions_20261126 VALUES (44, 5, 1795663164000, 'exit', 'transform_landscape_window', 'ok', NULL, 170.7, 'double_tap', 'landscape_right', 'portrait', 'active', 'portrait', 0, 393, 852, 393, 852, 0, 'index_path', 'scroll_view', 'search_results', 2, 25, 2, 25, NULL, 0, NULL, 2, 139, 2);
INSERT INTO public.transitions_20261126 VALUES (44, 7, 1795663737196, 'exit', 'transform_landscape_window', 'ok', NULL, 237.1, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 393, 852, 393, 852, 0, 'index_path', 'scroll_view', 'search_results', 2, 34, 2, 34, NULL, 0, NULL, 2, 146, 2);
INSERT INTO public.transitions_20261126 VALUES (44, 8, 1795663827403, 'enter', 'transform_landscape_window', 'ok', NULL, 234.7, 'rotation', NULL, NULL, 'active', 'landscape_right', 0, 852, 393, 852, 393, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 149, 2);
INSERT INTO public.transitions_20261126 VALUES (5, 11, 1795707240020, 'exit', 'window_transform', 'ok', NULL, 343.1, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'channel_page', 1, 34, 1, 34, 0, 0, NULL, 2, 257, 2);
INSERT INTO public.transitions_20261126 VALUES (36, 6, 1795683807170, 'exit', 'window_transform', 'ok', NULL, 285.4, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 736, 414, 736, 0, 'index_path', 'table_view', 'search_results', 2, 33, 2, 33, 0, 0, NULL, 2, 256, 2);
INSERT INTO public.transitions_20261126 VALUES (36, 7, 1795683913494, 'enter', 'window_transform', 'ok', NULL, 310.4, 'rotation', 'portrait', 'landscape_right', 'active', 'portrait', 1, 414, 736, 414, 736, 0, 'index_path', 'table_view', 'search_results', 2, 36, NULL, NULL, NULL, NULL, '{"net":"cellular"}', 2, 260, 2);
INSERT INTO public.transitions_20261126 VALUES (116, 0, 1795660666320, 'enter', 'transform_portrait_window', 'ok', NULL, 499.5, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 667, 375, 667, 375, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 126, 2);
INSERT INTO public.transitions_20261126 VALUES (116, 1, 1795661569000, 'exit', 'transform_portrait_window', 'ok', NULL, 163.9, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, 375, 667, 375, 667, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 128, 2);
INSERT INTO public.transitions_20261126 VALUES (116, 2, 1795661619854, 'enter', 'transform_portrait_window', 'ok', NULL, 213, 'double_tap', 'portrait', 'landscape_right', 'inactive', 'landscape_right', 1, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'feed_home', 1, 33, NULL, NULL, NULL, NULL, NULL, 3, 130, 2);
INSERT INTO public.transitions_20261126 VALUES (119, 0, 1795712072862, 'enter', 'window_transform', 'ok', NULL, 139.5, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 768, 1024, 768, 1024, 0, 'index_path', 'collection_view', 'channel_page', 1, 17, NULL, NULL, NULL, NULL, NULL, 3, 135, 2);
INSERT INTO public.transitions_20261126 VALUES (119, 1, 1795712104925, 'exit', 'window_transform', 'ok', NULL, NULL, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 768, 1024, 768, 1024, 0, 'index_path', 'collection_view', 'channel_page', 1, 17, 1, 17, 1, 0, NULL, 3, 140, 2);
INSERT INTO public.transitions_20261126 VALUES (119, 2, 1795712124803, 'enter', 'window_transform', 'ok', NULL, 173.6, NULL, 'portrait', 'landscape_right', 'active', NULL, NULL, 768, 1024, 768, 1024, 0, 'index_path', 'collection_view', 'channel_page', 2, 22, NULL, NULL, NULL, NULL, NULL, 3, 148, 2);
INSERT INTO public.transitions_20261126 VALUES (125, 0, 1795718319325, 'enter', 'present_landscape_vc', 'ok', NULL, 424.2, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'scroll_view', 'channel_page', 2, 9, NULL, NULL, NULL, NULL, NULL, 3, 177, 2);
INSERT INTO public.transitions_20261126 VALUES (125, 1, 1795718467628, 'exit', 'present_landscape_vc', 'ignored', NULL, NULL, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'scroll_view', 'channel_page', 2, 9, NULL, NULL, NULL, NULL, NULL, 3, 178, 2);
INSERT INTO public.transitions_20261126 VALUES (125, 2, 1795719327702, 'exit', 'present_landscape_vc', 'ok', NULL, NULL, 'button', 'landscape_right', 'portrait', 'inactive', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'scroll_view', 'channel_page', 2, 9, 2, 9, NULL, 0, NULL, 3, 179, 2);
INSERT INTO public.transitions_20261126 VALUES (125, 3, 1795719331717, 'enter', 'present_landscape_vc', 'ok', NULL, 475.3, 'button', NULL, NULL, 'active', NULL, NULL, 852, 393, 852, 393, 0, 'index_path', 'scroll_view', 'channel_page', 2, 26, NULL, NULL, NULL, NULL, '{"net":"wifi"}', 3, 180, 2);
INSERT INTO public.transitions_20261126 VALUES (125, 4, 1795719983611, 'exit', 'present_landscape_vc', 'ok', NULL, 394.1, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 393, 852, 393, 852, 0, 'index_path', 'scroll_view', 'channel_page', 2, 26, 2, 26, NULL, 0, NULL, 3, 183, 2);
INSERT INTO public.transitions_20261126 VALUES (128, 0, 1795664346979, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 487.6, 'button', 'portrait', 'landscape_left', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 188, 2);
INSERT INTO public.transitions_20261126 VALUES (128, 1, 1795665116255, 'exit', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 279.6, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'scroll_view', 'detail_related', 1, 33, 1, 33, NULL, 0, NULL, 3, 189, 2);
INSERT INTO public.transitions_20261126 VALUES (128, 2, 1795665120317, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 395.3, 'button', 'portrait', 'landscape_left', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 191, 2);
INSERT INTO public.transitions_20261126 VALUES (128, 3, 1795665464286, 'exit', 'status_bar_orientation', 'ok', NULL, 250.4, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, 390, 844, 390, 844, 0, 'superview', 'scroll_view', 'detail_related', 1, 38, 1, 38, NULL, 0, NULL, 3, 193, 2);
INSERT INTO public.transitions_20261126 VALUES (128, 4, 1795665466698, 'enter', 'status_bar_orientation', 'ignored', NULL, NULL, 'button', 'portrait', 'landscape_left', 'active', NULL, NULL, 390, 844, 390, 844, 0, 'superview', 'scroll_view', 'detail_related', 2, 32, NULL, NULL, NULL, NULL, NULL, 3, 195, 2);
INSERT INTO public.transitions_20261126 VALUES (129, 0, 1795678152671, 'enter', 'native_rotation', 'ok', NULL, 208.8, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, NULL, NULL, NULL, NULL, NULL, 'superview', 'scroll_view', 'feed_home', 0, 17, NULL, NULL, NULL, NULL, '{"net":"cellular"}', 3, 204, 2);
INSERT INTO public.transitions_20261126 VALUES (129, 1, 1795678515000, 'exit', 'native_rotation', 'ok', NULL, 258.4, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, 834, 1194, 834, 1194, 0, 'superview', 'scroll_view', 'feed_home', 0, 17, 0, 17, NULL, 0, NULL, 3, 208, 2);
INSERT INTO public.transitions_20261126 VALUES (129, 2, 1795678588897, 'enter', 'native_rotation', 'ok', NULL, 672.1, 'double_tap', 'portrait', 'landscape_right', 'active', NULL, NULL, 1194, 834, 1194, 834, 0, 'superview', 'scroll_view', 'feed_home', 2, 35, NULL, NULL, NULL, NULL, NULL, 3, 211, 2);
INSERT INTO public.transitions_20261126 VALUES (129, 3, 1795679436179, 'exit', 'native_rotation', 'ok', NULL, 168.3, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 834, 1194, 834, 1194, 0, 'superview', 'scroll_view', 'feed_home', 2, 35, 2, 35, NULL, 0, NULL, 3, 214, 2);
INSERT INTO public.transitions_20261126 VALUES (130, 0, 1795666875001, 'enter', 'native_rotation', 'ok', NULL, NULL, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 896, 414, 896, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 209, 2);
INSERT INTO public.transitions_20261126 VALUES (130, 1, 1795667270320, 'exit', 'native_rotation', 'ok', NULL, 447.3, 'double_tap', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'superview', 'scroll_view', 'search_results', 0, 27, 0, 27, NULL, 0, NULL, 3, 219, 2);
INSERT INTO public.transitions_20261126 VALUES (130, 2, 1795667371609, 'enter', 'native_rotation', 'ok', NULL, 594.5, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 896, 414, 896, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 222, 2);
INSERT INTO public.transitions_20261126 VALUES (130, 3, 1795667723872, 'exit', 'native_rotation', 'failed', 'black_edges', 494.3, 'double_tap', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'scroll_view', 'search_results', 0, 5, 0, 5, NULL, 0, NULL, 3, 223, 2);
INSERT INTO public.transitions_20261126 VALUES (132, 0, 1795725582585, 'enter', 'status_bar_orientation', 'ok', NULL, 296.7, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 390, 844, 390, 844, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 159, 2);
INSERT INTO public.transitions_20261126 VALUES (132, 1, 1795726318204, 'exit', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 304.5, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 390, 844, 390, 844, 0, 'index_path', 'view', 'feed_follow', 1, 20, 1, 20, NULL, 0, NULL, 3, 164, 2);
INSERT INTO public.transitions_20261126 VALUES (132, 2, 1795726322377, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', NULL, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 166, 2);
INSERT INTO public.transitions_20261126 VALUES (132, 3, 1795726442970, 'exit', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 429.2, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'feed_follow', 0, 2, 0, 2, NULL, 0, NULL, 3, 169, 2);
INSERT INTO public.transitions_20261126 VALUES (132, 4, 1795726469282, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', NULL, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 390, 844, 390, 844, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 171, 2);
INSERT INTO public.transitions_20261126 VALUES (132, 5, 1795726604506, 'exit', 'status_bar_orientation', 'ok', NULL, 249.1, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'feed_follow', 0, 12, 0, 12, NULL, 0, NULL, 3, 174, 2);
INSERT INTO public.transitions_20261126 VALUES (132, 6, 1795726692144, 'enter', 'status_bar_orientation', 'ok', NULL, NULL, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 390, 844, 390, 844, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 175, 2);
INSERT INTO public.transitions_20261126 VALUES (132, 7, 1795726811928, 'exit', 'status_bar_orientation', 'ok', NULL, 388.2, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 390, 844, 390, 844, 0, 'index_path', 'view', 'feed_follow', 0, 0, 0, 0, NULL, 0, NULL, 3, 176, 2);
INSERT INTO public.transitions_20261126 VALUES (132, 8, 1795726886495, 'enter', 'status_bar_orientation', 'ok', NULL, 341.6, 'double_tap', 'portrait', 'landscape_right', 'active', NULL, NULL, 390, 844, 390, 844, 0, 'index_path', 'view', 'feed_follow', 0, 3, NULL, NULL, NULL, NULL, '{"net":"5g"}', 3, 181, 2);
INSERT INTO public.transitions_20261126 VALUES (132, 9, 1795727520000, 'exit', 'status_bar_orientation', 'ok', NULL, 269.4, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 390, 844, 390, 844, 0, 'index_path', 'view', 'feed_follow', 0, 3, 0, 3, NULL, 0, NULL, 3, 185, 2);
INSERT INTO public.transitions_20261126 VALUES (132, 10, 1795727631280, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', NULL, 'rotation', 'portrait', 'landscape_right', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'feed_follow', 2, 17, NULL, NULL, NULL, NULL, NULL, 3, 187, 2);
INSERT INTO public.transitions_20261126 VALUES (132, 11, 1795728510211, 'exit', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 276.8, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, 390, 844, 390, 844, 0, 'index_path', 'view', 'feed_follow', 2, 17, 2, 17, NULL, 0, NULL, 3, 190, 2);
INSERT INTO public.transitions_20261126 VALUES (133, 0, 1795711437844, 'enter', 'present_landscape_vc', 'ok', NULL, 777.7, 'rotation', 'portrait', 'landscape_left', 'active', 'landscape_left', 1, 812, 375, 812, 375, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 120, 2);
INSERT INTO public.transitions_20261126 VALUES (133, 1, 1795712103797, 'exit', 'present_landscape_vc', 'ok', NULL, 282.5, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, 375, 812, 375, 812, 0, 'index_path', 'table_view', 'search_results', 2, 7, 2, 7, 1, 0, NULL, 3, 125, 2);
INSERT INTO public.transitions_20261126 VALUES (133, 2, 1795712196328, 'enter', 'present_landscape_vc', 'ok', NULL, 338, 'button', 'portrait', 'landscape_left', 'active', NULL, NULL, 812, 375, 812, 375, 0, 'index_path', 'table_view', 'search_results', 0, 10, NULL, NULL, NULL, NULL, NULL, 3, 127, 2);
INSERT INTO public.transitions_20261126 VALUES (133, 3, 1795712924020, 'exit', 'present_landscape_vc', 'ok', NULL, 321.5, 'button', 'landscape_left', 'portrait', 'active', 'portrait', 0, 375, 812, 375, 812, 0, 'index_path', 'table_view', 'search_results', 0, 10, 0, 10, 0, 0, NULL, 3, 131, 2);
INSERT INTO public.transitions_20261126 VALUES (133, 4, 1795712933775, 'enter', 'present_landscape_vc', 'ok', NULL, 321.9, 'double_tap', 'portrait', 'landscape_left', 'active', 'landscape_left', 0, 812, 375, 812, 375, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 133, 2);
INSERT INTO public.transitions_20261126 VALUES (133, 5, 1795713775353, 'exit', 'present_landscape_vc', 'ok', NULL, 236.2, 'button', 'landscape_left', 'portrait', 'active', 'portrait', 0, 375, 812, 375, 812, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 138, 2);
INSERT INTO public.transitions_20261126 VALUES (133, 6, 1795713827644, 'enter', 'present_landscape_vc', 'ok', NULL, 212.4, 'button', 'portrait', 'landscape_left', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 141, 2);
INSERT INTO public.transitions_20261126 VALUES (133, 7, 1795714425653, 'exit', 'present_landscape_vc', 'ok', NULL, 586.2, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'search_results', 0, 6, 0, 6, 0, 0, NULL, 3, 143, 2);
INSERT INTO public.transitions_20261126 VALUES (133, 8, 1795714433558, 'enter', 'present_landscape_vc', 'failed', 'lifecycle_disappear', 320, 'button', NULL, NULL, 'active', NULL, NULL, 812, 375, 812, 375, 0, 'index_path', 'table_view', 'search_results', 2, 28, NULL, NULL, NULL, NULL, NULL, 3, 157, 2);
INSERT INTO public.transitions_20261126 VALUES (133, 9, 1795714700301, 'exit', 'present_landscape_vc', 'ok', NULL, 420.9, 'rotation', 'landscape_left', 'portrait', 'background', NULL, NULL, 375, 812, 375, 812, 0, 'index_path', 'table_view', 'search_results', 2, 28, 2, 28, 0, 0, NULL, 3, 160, 2);
INSERT INTO public.transitions_20261126 VALUES (133, 10, 1795714731000, 'enter', 'present_landscape_vc', 'ok', NULL, 658.3, 'button', 'portrait', 'landscape_left', 'active', 'landscape_left', 1, 812, 375, 812, 375, 0, 'index_path', 'table_view', 'search_results', 2, 15, NULL, NULL, NULL, NULL, NULL, 3, 162, 2);
INSERT INTO public.transitions_20261126 VALUES (133, 11, 1795715181000, 'exit', 'present_landscape_vc', 'ok', NULL, 203.3, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 163, 2);
INSERT INTO public.transitions_20261126 VALUES (134, 0, 1795722039021, 'enter', 'transform_landscape_window', 'ok', NULL, 116.3, NULL, 'portrait', 'landscape_left', 'active', NULL, NULL, 844, 390, 844, 390, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 170, 2);
INSERT INTO public.transitions_20261126 VALUES (134, 1, 1795722894045, 'exit', 'transform_landscape_window', 'ok', NULL, 352.8, 'button', NULL, NULL, 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'channel_page', 0, 27, 0, 27, 0, 0, NULL, 3, 172, 2);
INSERT INTO public.transitions_20261126 VALUES (4, 4, 1795672444419, 'exit', 'status_bar_orientation', 'ok', NULL, 262.4, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 768, 1024, 768, 1024, 0, 'superview', 'scroll_view', 'feed_follow', 1, 24, 1, 24, NULL, 0, NULL, 3, 184, 2);
INSERT INTO public.transitions_20261126 VALUES (11, 1, 1795652594943, 'exit', 'window_transform', 'ignored', NULL, NULL, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 375, 667, 375, 667, 0, 'superview', 'scroll_view', 'search_results', 0, 3, NULL, NULL, NULL, NULL, NULL, 3, 103, 2);
INSERT INTO public.transitions_20261126 VALUES (37, 4, 1795669863000, 'exit', 'transform_portrait_window', 'ok', NULL, 102.9, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'search_results', 0, 1, 0, 1, 0, 0, NULL, 3, 156, 2);
INSERT INTO public.transitions_20261126 VALUES (38, 0, 1795712887060, 'enter', 'native_rotation', 'ok', NULL, 636.9, 'double_tap', 'portrait', 'landscape_right', 'background', NULL, NULL, 896, 414, 896, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 129, 2);
INSERT INTO public.transitions_20261126 VALUES (38, 1, 1795713745335, 'exit', 'native_rotation', 'ok', NULL, 646.8, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 414, 896, 414, 896, 0, 'superview', 'scroll_view', 'channel_page', 0, 7, 0, 7, NULL, 0, NULL, 3, 136, 2);
INSERT INTO public.transitions_20261126 VALUES (38, 2, 1795713761299, 'enter', 'native_rotation', 'ok', NULL, 569.4, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 137, 2);
INSERT INTO public.transitions_20261126 VALUES (38, 3, 1795714089639, 'exit', 'native_rotation', 'ok', NULL, 406.1, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'superview', 'scroll_view', 'channel_page', 2, 30, 2, 30, NULL, 0, NULL, 3, 142, 2);
INSERT INTO public.transitions_20261126 VALUES (38, 5, 1795714200598, 'exit', 'native_rotation', 'ok', NULL, 439.6, 'button', 'landscape_right', 'portrait', 'inactive', 'portrait', 0, 414, 896, 414, 896, 0, 'superview', 'scroll_view', 'channel_page', 0, 30, 0, 30, NULL, 0, NULL, 3, 145, 2);
INSERT INTO public.transitions_20261126 VALUES (38, 6, 1795714311941, 'enter', 'native_rotation', 'failed', 'black_edges', 467, 'rotation', 'portrait', 'landscape_right', 'inactive', 'landscape_right', 1, 896, 414, 896, 414, 0, 'superview', 'scroll_view', 'channel_page', 0, 32, NULL, NULL, NULL, NULL, NULL, 3, 146, 2);
INSERT INTO public.transitions_20261126 VALUES (38, 7, 1795715008385, 'exit', 'native_rotation', 'ok', NULL, 391.6, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, 414, 896, 414, 896, 0, 'superview', 'scroll_view', 'channel_page', 0, 32, 0, 32, NULL, 0, NULL, 3, 147, 2);
INSERT INTO public.transitions_20261126 VALUES (38, 8, 1795715066443, 'enter', 'native_rotation', 'ok', NULL, 422.5, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'scroll_view', 'channel_page', 1, 22, NULL, NULL, NULL, NULL, NULL, 3, 150, 2);
INSERT INTO public.transitions_20261126 VALUES (38, 9, 1795715936871, 'exit', 'native_rotation', 'ok', NULL, 602.2, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'scroll_view', 'channel_page', 1, 22, 1, 22, NULL, 0, NULL, 3, 153, 2);
INSERT INTO public.transitions_20261126 VALUES (82, 1, 1795652100806, 'exit', 'transform_landscape_window', 'ok', NULL, 215.3, 'rotation', 'landscape_left', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'channel_page', 1, 19, 1, 19, 0, 0, NULL, 3, 115, 2);
INSERT INTO public.transitions_20261126 VALUES (82, 2, 1795652172840, 'enter', 'transform_landscape_window', 'failed', 'screen_bounds_swapped', 1005.6, 'button', 'portrait', 'landscape_left', 'background', 'landscape_left', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'channel_page', 1, 8, NULL, NULL, NULL, NULL, NULL, 3, 116, 2);
INSERT INTO public.transitions_20261126 VALUES (82, 3, 1795652356183, 'exit', 'transform_landscape_window', 'ok', NULL, NULL, NULL, 'landscape_left', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'channel_page', 1, 8, 1, 8, 0, 0, NULL, 3, 117, 2);
INSERT INTO public.transitions_20261126 VALUES (82, 4, 1795652386634, 'enter', 'transform_landscape_window', 'ok', NULL, 492.9, 'rotation', NULL, NULL, 'active', NULL, NULL, 844, 390, 844, 390, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 118, 2);
INSERT INTO public.transitions_20261126 VALUES (82, 5, 1795652628540, 'exit', 'transform_landscape_window', 'ok', NULL, 269.5, 'rotation', 'landscape_left', 'portrait', 'active', 'portrait', 0, 390, 844, 390, 844, 0, 'index_path', 'table_view', 'channel_page', 1, 35, 1, 35, 1, 0, NULL, 3, 121, 2);
INSERT INTO public.transitions_20261126 VALUES (93, 0, 1795652865016, 'enter', 'window_transform', 'ok', NULL, 517.6, 'rotation', NULL, NULL, 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'search_results', 0, 0, NULL, NULL, NULL, NULL, NULL, 3, 199, 2);
INSERT INTO public.transitions_20261126 VALUES (93, 1, 1795653480000, 'exit', 'window_transform', 'ok', NULL, 542.4, 'double_tap', 'landscape_left', 'portrait', 'active', 'portrait', 0, 393, 852, 393, 852, 0, 'index_path', 'view', 'search_results', 0, 0, 0, 0, NULL, 0, NULL, 3, 202, 2);
INSERT INTO public.transitions_20261126 VALUES (93, 2, 1795653513748, 'enter', 'window_transform', 'ok', NULL, 719.3, 'double_tap', 'portrait', 'landscape_left', 'active', 'portrait', 1, 393, 852, 393, 852, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 205, 2);
INSERT INTO public.transitions_20261126 VALUES (93, 3, 1795653810219, 'exit', 'native_rotation', 'failed', 'black_edges', 526.3, 'rotation', NULL, NULL, 'active', NULL, NULL, 393, 852, 393, 852, 0, 'index_path', 'view', 'search_results', 1, 26, 1, 26, NULL, 0, NULL, 3, 206, 2);
INSERT INTO public.transitions_20261126 VALUES (93, 4, 1795653832131, 'enter', 'native_rotation', 'ok', NULL, 197.9, 'button', 'portrait', 'landscape_left', 'active', NULL, NULL, 852, 393, 852, 393, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 210, 2);
INSERT INTO public.transitions_20261126 VALUES (93, 5, 1795654632440, 'exit', 'window_transform', 'ok', NULL, 171.5, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, 393, 852, 393, 852, 0, 'index_path', 'view', 'search_results', 1, 5, 1, 5, NULL, 0, NULL, 3, 212, 2);
INSERT INTO public.transitions_20261126 VALUES (93, 6, 1795654689848, 'enter', 'window_transform', 'ok', NULL, 513.8, 'button', 'portrait', 'landscape_left', 'active', 'portrait', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 213, 2);
INSERT INTO public.transitions_20261126 VALUES (93, 8, 1795655169000, 'enter', 'window_transform', 'ok', NULL, 425.2, 'button', 'portrait', 'landscape_left', 'active', 'portrait', 1, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'search_results', 1, 26, NULL, NULL, NULL, NULL, NULL, 3, 215, 2);
INSERT INTO public.transitions_20261126 VALUES (93, 9, 1795655425069, 'exit', 'window_transform', 'ok', NULL, 525, 'button', 'landscape_left', 'portrait', 'active', 'portrait', 0, 393, 852, 393, 852, 0, 'index_path', 'view', 'search_results', 1, 26, 1, 26, NULL, 0, NULL, 3, 217, 2);


--
-- Data for Name: transitions_20261127; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.transitions_20261127 VALUES (1, 0, 1795792720267, 'enter', 'transform_portrait_window', 'ok', NULL, 143.2, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'view', 'channel_page', 0, 37, NULL, NULL, NULL, NULL, NULL, 1, 256, 1);
INSERT INTO public.transitions_20261127 VALUES (1, 1, 1795793574793, 'exit', 'transform_portrait_window', 'ok', NULL, 422, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'view', 'channel_page', 0, 37, 0, 37, NULL, 0, NULL, 1, 257, 1);
INSERT INTO public.transitions_20261127 VALUES (1, 2, 1795793644605, 'enter', 'transform_portrait_window', 'ok', NULL, 262.9, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 736, 414, 736, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 262, 1);
INSERT INTO public.transitions_20261127 VALUES (1, 3, 1795794370867, 'exit', 'transform_portrait_window', 'ok', NULL, 291.8, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'view', 'channel_page', 0, 10, 0, 10, NULL, 0, NULL, 1, 266, 1);
INSERT INTO public.transitions_20261127 VALUES (1, 4, 1795794404000, 'enter', 'transform_portrait_window', 'ok', NULL, 466.7, 'rotation', NULL, NULL, 'active', NULL, NULL, 736, 414, 736, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 269, 1);
INSERT INTO public.transitions_20261127 VALUES (1, 5, 1795794752281, 'exit', 'transform_portrait_window', 'ok', NULL, NULL, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'view', 'channel_page', 0, 5, 0, 5, NULL, 0, NULL, 1, 282, 1);
INSERT INTO public.transitions_20261127 VALUES (1, 6, 1795794771765, 'enter', 'transform_portrait_window', 'failed', 'subview_lag', 628.2, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 736, 414, 736, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 288, 1);
INSERT INTO public.transitions_20261127 VALUES (12, 6, 1795749347103, 'enter', 'present_landscape_vc', 'ok', NULL, 522.7, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_follow', 2, 6, NULL, NULL, NULL, NULL, NULL, 1, 281, 1);
INSERT INTO public.transitions_20261127 VALUES (14, 0, 1795754323223, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 458.7, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 0, 390, 844, 390, 844, 0, 'superview', 'table_view', 'detail_related', 0, 12, NULL, NULL, NULL, NULL, NULL, 1, 239, 1);
INSERT INTO public.transitions_20261127 VALUES (14, 1, 1795755016326, 'exit', 'status_bar_orientation', 'ok', NULL, 145.7, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 390, 844, 390, 844, 0, 'superview', 'table_view', 'detail_related', 0, 12, 0, 12, 0, 0, NULL, 1, 240, 1);
INSERT INTO public.transitions_20261127 VALUES (16, 0, 1795771553180, 'enter', 'present_landscape_vc', 'ok', NULL, 488.6, 'button', 'portrait', 'landscape_left', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'search_results', 2, 3, NULL, NULL, NULL, NULL, NULL, 1, 260, 1);
INSERT INTO public.transitions_20261127 VALUES (16, 1, 1795772143457, 'exit', 'present_landscape_vc', 'ok', NULL, 233.4, 'button', 'landscape_left', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 261, 1);
INSERT INTO public.transitions_20261127 VALUES (16, 2, 1795772159000, 'enter', 'present_landscape_vc', 'ok', NULL, 213.9, 'rotation', 'portrait', 'landscape_left', 'active', 'landscape_left', 1, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'search_results', 2, 15, NULL, NULL, NULL, NULL, '{"net":"5g"}', 1, 270, 1);
INSERT INTO public.transitions_20261127 VALUES (17, 0, 1795739933568, 'enter', 'native_rotation', 'ok', NULL, 455.5, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 667, 375, 667, 375, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 244, 1);
INSERT INTO public.transitions_20261127 VALUES (17, 1, 1795740562837, 'exit', 'native_rotation', 'ok', NULL, 521, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, 375, 667, 375, 667, 0, 'index_path', 'table_view', 'feed_follow', 0, 21, 0, 21, 0, 0, NULL, 1, 246, 1);
INSERT INTO public.transitions_20261127 VALUES (17, 2, 1795740625761, 'enter', 'native_rotation', 'ok', NULL, 323.6, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 247, 1);
INSERT INTO public.transitions_20261127 VALUES (17, 3, 1795741354640, 'exit', 'native_rotation', 'ok', NULL, 418.3, NULL, 'landscape_right', 'portrait', 'active', 'portrait', 0, 375, 667, 375, 667, 0, 'index_path', 'table_view', 'feed_follow', 2, 34, 2, 34, 0, 0, NULL, 1, 248, 1);
INSERT INTO public.transitions_20261127 VALUES (17, 4, 1795741386000, 'enter', 'native_rotation', 'ok', NULL, 843.6, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 667, 375, 667, 375, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 249, 1);
INSERT INTO public.transitions_20261127 VALUES (18, 0, 1795760786121, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 209.1, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, 390, 844, 390, 844, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 251, 1);
INSERT INTO public.transitions_20261127 VALUES (18, 1, 1795761102735, 'exit', 'status_bar_orientation', 'ok', NULL, 558.1, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, 390, 844, 390, 844, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 252, 1);
INSERT INTO public.transitions_20261127 VALUES (21, 4, 1795748315976, 'enter', 'transform_landscape_window', 'ignored', NULL, NULL, 'rotation', 'portrait', 'landscape_right', 'background', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 245, 1);
INSERT INTO public.transitions_20261127 VALUES (22, 0, 1795796834581, 'enter', 'transform_landscape_window', 'ok', NULL, 288.1, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 896, 414, 896, 414, 0, 'superview', 'table_view', 'feed_follow', 1, 11, NULL, NULL, NULL, NULL, NULL, 1, 265, 1);
INSERT INTO public.transitions_20261127 VALUES (22, 1, 1795796880619, 'exit', 'transform_landscape_window', 'ok', NULL, 333.5, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'feed_follow', 1, 11, 1, 11, 0, 0, NULL, 1, 274, 1);
INSERT INTO public.transitions_20261127 VALUES (22, 2, 1795796903000, 'enter', 'transform_landscape_window', 'ok', NULL, 241, 'rotation', 'portrait', 'landscape_right', 'inactive', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'feed_follow', 1, 34, NULL, NULL, NULL, NULL, NULL, 1, 275, 1);
INSERT INTO public.transitions_20261127 VALUES (22, 3, 1795797617508, 'exit', 'transform_landscape_window', 'ok', NULL, NULL, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, 414, 896, 414, 896, 0, 'superview', 'table_view', 'feed_follow', 1, 34, 1, 34, 0, 0, NULL, 1, 276, 1);
INSERT INTO public.transitions_20261127 VALUES (22, 4, 1795797695887, 'enter', 'transform_landscape_window', 'ok', NULL, 608.8, 'double_tap', 'portrait', 'landscape_right', 'active', NULL, NULL, 896, 414, 896, 414, 0, 'superview', 'table_view', 'feed_follow', 2, 29, NULL, NULL, NULL, NULL, NULL, 1, 278, 1);
INSERT INTO public.transitions_20261127 VALUES (22, 5, 1795798155049, 'exit', 'transform_landscape_window', 'ok', NULL, 1010.6, 'double_tap', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'superview', 'table_view', 'feed_follow', 2, 29, 2, 29, 0, 0, NULL, 1, 280, 1);
INSERT INTO public.transitions_20261127 VALUES (22, 6, 1795798262905, 'enter', 'transform_landscape_window', 'ok', NULL, NULL, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'feed_follow', 0, 17, NULL, NULL, NULL, NULL, NULL, 1, 287, 1);
INSERT INTO public.transitions_20261127 VALUES (24, 0, 1795764566890, 'enter', 'present_landscape_vc', 'failed', 'screen_bounds_swapped', 571.2, 'rotation', 'portrait', 'landscape_right', 'background', NULL, NULL, 393, 852, 852, 393, 1, 'index_path', 'collection_view', 'feed_home', 1, 22, NULL, NULL, NULL, NULL, '{"net":"wifi"}', 1, 279, 1);
INSERT INTO public.transitions_20261127 VALUES (24, 1, 1795764735801, 'exit', 'present_landscape_vc', 'ok', NULL, 485.5, 'button', NULL, NULL, 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'feed_home', 1, 22, 1, 22, 1, 0, NULL, 1, 284, 1);
INSERT INTO public.transitions_20261127 VALUES (24, 2, 1795764845006, 'enter', 'present_landscape_vc', 'ok', NULL, NULL, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'feed_home', 0, 28, NULL, NULL, NULL, NULL, NULL, 1, 286, 1);
INSERT INTO public.transitions_20261127 VALUES (24, 3, 1795764931390, 'exit', 'present_landscape_vc', 'ok', NULL, 212, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 393, 852, 393, 852, 0, 'index_path', 'collection_view', 'feed_home', 0, 28, 0, 28, 0, 0, NULL, 1, 289, 1);
INSERT INTO public.transitions_20261127 VALUES (24, 5, 1795765203395, 'exit', 'present_landscape_vc', 'ok', NULL, 476.2, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 393, 852, 393, 852, 0, 'index_path', 'collection_view', 'feed_home', 0, 5, 0, 5, 0, 0, NULL, 1, 292, 1);
INSERT INTO public.transitions_20261127 VALUES (24, 6, 1795765267257, 'enter', 'present_landscape_vc', 'ok', NULL, 209.3, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 852, 393, 852, 393, 0, 'index_path', 'collection_view', 'feed_home', 2, 21, NULL, NULL, NULL, NULL, NULL, 1, 293, 1);
INSERT INTO public.transitions_20261127 VALUES (24, 7, 1795765853794, 'exit', 'present_landscape_vc', 'ok', NULL, 240.6, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 393, 852, 393, 852, 0, 'index_path', 'collection_view', 'feed_home', 2, 21, 2, 21, 0, 0, NULL, 1, 295, 1);
INSERT INTO public.transitions_20261127 VALUES (34, 4, 1795796167178, 'enter', 'transform_landscape_window', 'ok', NULL, 187.4, 'button', 'portrait', 'landscape_left', 'active', NULL, NULL, 667, 375, 667, 375, 0, 'index_path', 'collection_view', 'feed_home', 2, 20, NULL, NULL, NULL, NULL, NULL, 1, 253, 1);
INSERT INTO public.transitions_20261127 VALUES (42, 0, 1795802886000, 'enter', 'present_landscape_vc', 'ok', NULL, 437.6, 'button', 'portrait', 'landscape_left', 'active', 'landscape_left', 1, 1024, 768, 1024, 768, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 267, 1);
INSERT INTO public.transitions_20261127 VALUES (42, 1, 1795803536000, 'exit', 'present_landscape_vc', 'failed', 'restore_mismatch', 320.2, 'button', 'landscape_left', 'portrait', 'active', 'portrait', 0, 768, 1024, 768, 1024, 0, 'superview', 'table_view', 'feed_home', 1, 29, 1, 28, 1, 1, NULL, 1, 268, 1);
INSERT INTO public.transitions_20261127 VALUES (42, 2, 1795803550739, 'enter', 'present_landscape_vc', 'ok', NULL, 421.6, 'button', 'portrait', 'landscape_left', 'active', 'landscape_left', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 273, 1);
INSERT INTO public.transitions_20261127 VALUES (42, 3, 1795803633420, 'exit', 'present_landscape_vc', 'ok', NULL, 186.7, 'button', 'landscape_left', 'portrait', 'active', 'portrait', 0, 768, 1024, 768, 1024, 0, 'superview', 'table_view', 'feed_home', 0, 16, 0, 16, 0, 0, NULL, 1, 277, 1);
INSERT INTO public.transitions_20261127 VALUES (43, 0, 1795785405836, 'enter', 'present_landscape_vc', 'ok', NULL, 331.2, 'button', 'portrait', 'landscape_left', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'search_results', 0, 11, NULL, NULL, NULL, NULL, NULL, 1, 297, 1);
INSERT INTO public.transitions_20261127 VALUES (43, 1, 1795785644003, 'exit', 'present_landscape_vc', 'ok', NULL, 448.9, 'rotation', 'landscape_left', 'portrait', 'inactive', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'search_results', 0, 11, 0, 11, 0, 0, NULL, 1, 298, 1);
INSERT INTO public.transitions_20261127 VALUES (43, 2, 1795785694450, 'enter', 'present_landscape_vc', 'ok', NULL, NULL, NULL, 'portrait', 'landscape_left', 'active', 'landscape_left', 1, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'search_results', 2, 28, NULL, NULL, NULL, NULL, NULL, 1, 299, 1);
INSERT INTO public.transitions_20261127 VALUES (43, 3, 1795786047589, 'exit', 'present_landscape_vc', 'ok', NULL, 240.4, 'rotation', 'landscape_left', 'portrait', 'active', NULL, NULL, 414, 896, 414, 896, 0, 'superview', 'collection_view', 'search_results', 2, 28, 2, 28, 1, 0, NULL, 1, 300, 1);
INSERT INTO public.transitions_20261127 VALUES (48, 4, 1795810253724, 'exit', 'transform_landscape_window', 'ok', NULL, 170, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 390, 844, 390, 844, 0, 'index_path', 'scroll_view', 'detail_related', 1, 28, 1, 28, NULL, 0, NULL, 1, 304, 1);
INSERT INTO public.transitions_20261127 VALUES (53, 0, 1795800111993, 'enter', 'window_transform', 'ok', NULL, 434.4, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 310, 1);
INSERT INTO public.transitions_20261127 VALUES (53, 1, 1795800284307, 'exit', 'window_transform', 'ok', NULL, 330.9, 'button', 'landscape_right', 'portrait', 'background', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'collection_view', 'search_results', 1, 23, 1, 23, 0, 0, NULL, 1, 312, 1);
INSERT INTO public.transitions_20261127 VALUES (53, 2, 1795800301544, 'enter', 'window_transform', 'ignored', NULL, NULL, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'collection_view', 'search_results', 2, 13, NULL, NULL, NULL, NULL, NULL, 1, 313, 1);
INSERT INTO public.transitions_20261127 VALUES (53, 3, 1795800372169, 'enter', 'window_transform', 'ok', NULL, 267.4, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'collection_view', 'search_results', 0, 18, NULL, NULL, NULL, NULL, NULL, 1, 317, 1);
INSERT INTO public.transitions_20261127 VALUES (53, 4, 1795800471804, 'exit', 'window_transform', 'ok', NULL, NULL, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'collection_view', 'search_results', 0, 18, 0, 18, 0, 0, NULL, 1, 318, 1);
INSERT INTO public.transitions_20261127 VALUES (53, 5, 1795800542190, 'enter', 'window_transform', 'ok', NULL, 187.7, 'rotation', 'portrait', 'landscape_right', 'active', 'portrait', 1, 414, 896, 414, 896, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 320, 1);
INSERT INTO public.transitions_20261127 VALUES (53, 6, 1795801109950, 'exit', 'window_transform', 'ok', NULL, 359.3, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'index_path', 'collection_view', 'search_results', 2, 3, 2, 3, 0, 0, NULL, 1, 321, 1);
INSERT INTO public.transitions_20261127 VALUES (53, 7, 1795801194935, 'enter', 'window_transform', 'ok', NULL, 168.4, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 414, 896, 414, 896, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 322, 1);
INSERT INTO public.transitions_20261127 VALUES (53, 8, 1795801398699, 'exit', 'window_transform', 'ok', NULL, 238.4, NULL, NULL, NULL, 'active', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'collection_view', 'search_results', 2, 36, 2, 36, 0, 0, NULL, 1, 323, 1);
INSERT INTO public.transitions_20261127 VALUES (55, 0, 1795802232761, 'enter', 'transform_landscape_window', 'ok', NULL, 237.5, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 852, 393, 852, 393, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 309, 1);
INSERT INTO public.transitions_20261127 VALUES (55, 1, 1795802239539, 'exit', 'transform_landscape_window', 'ok', NULL, 335.5, 'rotation', 'landscape_right', 'portrait', 'background', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_home', 1, 7, 1, 7, 0, 0, NULL, 1, 311, 1);
INSERT INTO public.transitions_20261127 VALUES (55, 2, 1795802323982, 'enter', 'transform_landscape_window', 'ok', NULL, 391.4, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 314, 1);
INSERT INTO public.transitions_20261127 VALUES (55, 3, 1795802956495, 'exit', 'transform_landscape_window', 'failed', 'screen_bounds_swapped', 286.5, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 852, 393, 393, 852, 1, 'index_path', 'table_view', 'feed_home', 2, 17, 2, 17, 1, 0, NULL, 1, 315, 1);
INSERT INTO public.transitions_20261127 VALUES (55, 4, 1795802978151, 'enter', 'transform_landscape_window', 'ok', NULL, 206.5, NULL, 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 852, 393, 852, 393, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 319, 1);
INSERT INTO public.transitions_20261127 VALUES (55, 5, 1795803266483, 'exit', 'transform_landscape_window', 'ok', NULL, 149.9, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 393, 852, 393, 852, 0, 'index_path', 'table_view', 'feed_home', 2, 15, 2, 15, 0, 0, NULL, 1, 326, 1);
INSERT INTO public.transitions_20261127 VALUES (55, 6, 1795803388021, 'enter', 'transform_landscape_window', 'ok', NULL, 896.6, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 852, 393, 852, 393, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 327, 1);
INSERT INTO public.transitions_20261127 VALUES (55, 7, 1795803598759, 'exit', 'transform_landscape_window', 'ok', NULL, 226.1, 'button', 'landscape_right', 'portrait', 'background', NULL, NULL, 393, 852, 393, 852, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 329, 1);
INSERT INTO public.transitions_20261127 VALUES (55, 8, 1795803682532, 'enter', 'transform_landscape_window', 'ok', NULL, 172.5, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 331, 1);
INSERT INTO public.transitions_20261127 VALUES (55, 11, 1795804255172, 'exit', 'transform_landscape_window', 'ok', NULL, 256.5, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_home', 0, 7, 0, 7, 0, 0, NULL, 1, 340, 1);
INSERT INTO public.transitions_20261127 VALUES (43, 4, 1795786097807, 'enter', 'present_landscape_vc', 'ok', NULL, 134.9, 'button', NULL, NULL, 'inactive', NULL, NULL, 896, 414, 896, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, '{"net":"5g"}', 1, 301, 1);
INSERT INTO public.transitions_20261127 VALUES (43, 5, 1795786485498, 'exit', 'present_landscape_vc', 'ok', NULL, 183.9, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, 414, 896, 414, 896, 0, 'superview', 'collection_view', 'search_results', 0, 23, 0, 27, 1, 1, NULL, 1, 307, 1);
INSERT INTO public.transitions_20261127 VALUES (72, 0, 1795808137561, 'enter', 'window_transform', 'ignored', NULL, NULL, 'rotation', 'portrait', 'landscape_left', 'background', NULL, NULL, 375, 667, 375, 667, 0, 'index_path', 'table_view', 'feed_follow', 2, 30, NULL, NULL, NULL, NULL, NULL, 2, 187, 2);
INSERT INTO public.transitions_20261127 VALUES (72, 1, 1795808214316, 'enter', 'window_transform', 'ok', NULL, 257.7, 'rotation', 'portrait', 'landscape_left', 'active', 'portrait', 1, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_follow', 1, 10, NULL, NULL, NULL, NULL, NULL, 2, 188, 2);
INSERT INTO public.transitions_20261127 VALUES (72, 2, 1795808366789, 'exit', 'window_transform', 'ok', NULL, 760.2, 'rotation', NULL, NULL, 'active', NULL, NULL, 375, 667, 375, 667, 0, 'index_path', 'table_view', 'feed_follow', 1, 10, 1, 10, 0, 0, NULL, 2, 190, 2);
INSERT INTO public.transitions_20261127 VALUES (72, 3, 1795808401789, 'enter', 'window_transform', 'ok', NULL, NULL, 'button', 'portrait', 'landscape_left', 'active', 'portrait', 1, 375, 667, 375, 667, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 205, 2);
INSERT INTO public.transitions_20261127 VALUES (72, 4, 1795809227209, 'exit', 'window_transform', 'ok', NULL, 343.2, 'button', 'landscape_left', 'portrait', 'active', 'portrait', 0, 375, 667, 375, 667, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 215, 2);
INSERT INTO public.transitions_20261127 VALUES (72, 5, 1795809344909, 'enter', 'window_transform', 'ok', NULL, 237, 'double_tap', 'portrait', 'landscape_left', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 216, 2);
INSERT INTO public.transitions_20261127 VALUES (72, 6, 1795809640975, 'exit', 'window_transform', 'ok', NULL, 552.6, 'rotation', 'landscape_left', 'portrait', 'active', NULL, NULL, 375, 667, 375, 667, 0, 'index_path', 'table_view', 'feed_follow', 2, 30, 2, 30, 0, 0, NULL, 2, 217, 2);
INSERT INTO public.transitions_20261127 VALUES (72, 7, 1795809657357, 'enter', 'window_transform', 'ok', NULL, 349.7, 'button', NULL, NULL, 'active', NULL, NULL, 375, 667, 375, 667, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 219, 2);
INSERT INTO public.transitions_20261127 VALUES (72, 8, 1795809787529, 'exit', 'window_transform', 'ok', NULL, 402.6, 'button', NULL, NULL, 'active', 'portrait', 0, 375, 667, 375, 667, 0, 'index_path', 'table_view', 'feed_follow', 1, 6, 1, 6, 1, 0, NULL, 2, 220, 2);
INSERT INTO public.transitions_20261127 VALUES (72, 9, 1795809840000, 'enter', 'window_transform', 'ok', NULL, 335, 'button', 'portrait', 'landscape_left', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_follow', 2, 2, NULL, NULL, NULL, NULL, NULL, 2, 222, 2);
INSERT INTO public.transitions_20261127 VALUES (72, 10, 1795810157470, 'exit', 'window_transform', 'ok', NULL, 663.5, 'button', 'landscape_left', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_follow', 2, 2, 2, 2, 0, 0, NULL, 2, 223, 2);
INSERT INTO public.transitions_20261127 VALUES (72, 11, 1795810245025, 'enter', 'window_transform', 'ok', NULL, 222.6, NULL, 'portrait', 'landscape_left', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_follow', 0, 13, NULL, NULL, NULL, NULL, NULL, 2, 234, 2);
INSERT INTO public.transitions_20261127 VALUES (73, 0, 1795756583464, 'enter', 'present_landscape_vc', 'ok', NULL, 154, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 896, 414, 896, 414, 0, 'index_path', 'view', 'feed_home', 1, 33, NULL, NULL, NULL, NULL, NULL, 2, 194, 2);
INSERT INTO public.transitions_20261127 VALUES (73, 1, 1795757238390, 'exit', 'present_landscape_vc', 'ok', NULL, 128.4, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 197, 2);
INSERT INTO public.transitions_20261127 VALUES (73, 2, 1795757242109, 'enter', 'present_landscape_vc', 'ok', NULL, 293.3, 'double_tap', 'portrait', 'landscape_right', 'active', NULL, NULL, 896, 414, 896, 414, 0, 'index_path', 'view', 'feed_home', 2, 12, NULL, NULL, NULL, NULL, NULL, 2, 203, 2);
INSERT INTO public.transitions_20261127 VALUES (73, 3, 1795758143392, 'exit', 'present_landscape_vc', 'ok', NULL, 228.4, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'feed_home', 2, 12, 2, 12, NULL, 0, NULL, 2, 208, 2);
INSERT INTO public.transitions_20261127 VALUES (73, 4, 1795758248544, 'enter', 'present_landscape_vc', 'ok', NULL, 514.9, 'rotation', 'portrait', 'landscape_right', 'inactive', 'landscape_right', 1, 896, 414, 896, 414, 0, 'index_path', 'view', 'feed_home', 1, 19, NULL, NULL, NULL, NULL, NULL, 2, 210, 2);
INSERT INTO public.transitions_20261127 VALUES (73, 5, 1795758737069, 'exit', 'present_landscape_vc', 'ok', NULL, 173.9, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'index_path', 'view', 'feed_home', 1, 19, 1, 19, NULL, 0, NULL, 2, 211, 2);
INSERT INTO public.transitions_20261127 VALUES (73, 6, 1795758751627, 'enter', 'present_landscape_vc', 'ok', NULL, 263.7, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 896, 414, 896, 414, 0, 'index_path', 'view', 'feed_home', 0, 15, NULL, NULL, NULL, NULL, NULL, 2, 212, 2);
INSERT INTO public.transitions_20261127 VALUES (73, 7, 1795759306282, 'exit', 'present_landscape_vc', 'ok', NULL, 373.7, NULL, 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'feed_home', 0, 15, 0, 15, NULL, 0, NULL, 2, 214, 2);
INSERT INTO public.transitions_20261127 VALUES (91, 0, 1795748075780, 'enter', 'transform_portrait_window', 'ok', NULL, 212.6, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 896, 414, 896, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 243, 2);
INSERT INTO public.transitions_20261127 VALUES (91, 1, 1795748775894, 'exit', 'transform_portrait_window', 'ok', NULL, 279.9, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'channel_page', 1, 4, 1, 4, 0, 0, NULL, 2, 244, 2);
INSERT INTO public.transitions_20261127 VALUES (91, 2, 1795748800310, 'enter', 'transform_portrait_window', 'ok', NULL, 449.8, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 249, 2);
INSERT INTO public.transitions_20261127 VALUES (21, 0, 1795747327122, 'enter', 'transform_landscape_window', 'ok', NULL, 135.2, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 224, 2);
INSERT INTO public.transitions_20261127 VALUES (21, 1, 1795747870009, 'exit', 'transform_landscape_window', 'ok', NULL, 652.9, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 375, 812, 375, 812, 0, 'index_path', 'table_view', 'detail_related', 1, 39, 1, 39, 0, 0, NULL, 2, 228, 2);
INSERT INTO public.transitions_20261127 VALUES (21, 2, 1795747951003, 'enter', 'transform_landscape_window', 'ok', NULL, 308.6, 'button', NULL, NULL, 'active', 'landscape_right', 0, 812, 375, 812, 375, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 229, 2);
INSERT INTO public.transitions_20261127 VALUES (21, 3, 1795748198754, 'exit', 'transform_landscape_window', 'ok', NULL, 262.3, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'detail_related', 0, 20, 0, 20, 0, 0, NULL, 2, 231, 2);
INSERT INTO public.transitions_20261127 VALUES (21, 5, 1795748355646, 'enter', 'transform_landscape_window', 'ok', NULL, 247, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'detail_related', 0, 35, NULL, NULL, NULL, NULL, NULL, 2, 239, 2);
INSERT INTO public.transitions_20261127 VALUES (34, 0, 1795795589418, 'enter', 'transform_landscape_window', 'ok', NULL, 378.7, NULL, 'portrait', 'landscape_left', 'active', NULL, NULL, 667, 375, 667, 375, 0, 'index_path', 'collection_view', 'feed_home', 1, 25, NULL, NULL, NULL, NULL, NULL, 2, 238, 2);
INSERT INTO public.transitions_20261127 VALUES (34, 1, 1795795729848, 'exit', 'transform_landscape_window', 'ok', NULL, 204.6, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, 375, 667, 375, 667, 0, 'index_path', 'collection_view', 'feed_home', 1, 25, 1, 25, 0, 0, NULL, 2, 242, 2);
INSERT INTO public.transitions_20261127 VALUES (34, 2, 1795795819383, 'enter', 'transform_landscape_window', 'ok', NULL, 728.4, NULL, 'portrait', 'landscape_left', 'inactive', 'landscape_left', 1, 667, 375, 667, 375, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 246, 2);
INSERT INTO public.transitions_20261127 VALUES (96, 0, 1795758138368, 'enter', 'window_transform', 'ok', NULL, 331.1, 'button', NULL, NULL, 'active', 'portrait', 1, 375, 667, 375, 667, 0, 'index_path', 'view', 'search_results', 0, 11, NULL, NULL, NULL, NULL, NULL, 2, 265, 2);
INSERT INTO public.transitions_20261127 VALUES (105, 4, 1795746005183, 'enter', 'transform_landscape_window', 'ok', NULL, 794.6, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 896, 414, 896, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 274, 2);
INSERT INTO public.transitions_20261127 VALUES (96, 1, 1795758300130, 'exit', 'window_transform', 'ok', NULL, 179.7, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 375, 667, 375, 667, 0, 'index_path', 'view', 'search_results', 0, 11, 0, 11, NULL, 0, NULL, 2, 266, 2);
INSERT INTO public.transitions_20261127 VALUES (96, 2, 1795758346761, 'enter', 'window_transform', 'ok', NULL, 730.2, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 375, 667, 375, 667, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 267, 2);
INSERT INTO public.transitions_20261127 VALUES (98, 3, 1795741389144, 'exit', 'transform_portrait_window', 'ok', NULL, 258.8, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 393, 852, 393, 852, 0, 'superview', 'view', 'channel_page', 0, 7, 0, 7, NULL, 0, NULL, 2, 337, 2);
INSERT INTO public.transitions_20261127 VALUES (99, 0, 1795775759795, 'enter', 'window_transform', 'ok', NULL, 561.5, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 834, 1194, 834, 1194, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 305, 2);
INSERT INTO public.transitions_20261127 VALUES (99, 1, 1795776664741, 'exit', 'window_transform', 'ok', NULL, 857.4, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'feed_home', 0, 8, 0, 8, 0, 0, '{"net":"cellular"}', 2, 306, 2);
INSERT INTO public.transitions_20261127 VALUES (99, 2, 1795776768866, 'enter', 'window_transform', 'ok', NULL, 318.5, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, 834, 1194, 834, 1194, 0, 'superview', 'table_view', 'feed_home', 2, 3, NULL, NULL, NULL, NULL, NULL, 2, 308, 2);
INSERT INTO public.transitions_20261127 VALUES (99, 3, 1795776779097, 'exit', 'window_transform', 'ok', NULL, 683.5, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 834, 1194, 834, 1194, 0, 'superview', 'table_view', 'feed_home', 2, 3, 2, 3, 0, 0, NULL, 2, 313, 2);
INSERT INTO public.transitions_20261127 VALUES (99, 4, 1795776869158, 'enter', 'window_transform', 'ok', NULL, 951.6, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'feed_home', 2, 24, NULL, NULL, NULL, NULL, NULL, 2, 328, 2);
INSERT INTO public.transitions_20261127 VALUES (99, 5, 1795777669947, 'exit', 'window_transform', 'ok', NULL, 247.4, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 834, 1194, 834, 1194, 0, 'superview', 'table_view', 'feed_home', 2, 24, 2, 24, 0, 0, NULL, 2, 329, 2);
INSERT INTO public.transitions_20261127 VALUES (99, 6, 1795777708847, 'enter', 'window_transform', 'cancelled', NULL, 121.1, 'rotation', 'portrait', 'landscape_right', 'active', 'portrait', 0, 834, 1194, 834, 1194, 0, 'superview', 'table_view', 'feed_home', 2, 10, NULL, NULL, NULL, NULL, NULL, 2, 333, 2);
INSERT INTO public.transitions_20261127 VALUES (100, 0, 1795741850167, 'enter', 'transform_landscape_window', 'ok', NULL, 157.8, 'rotation', NULL, NULL, 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 332, 2);
INSERT INTO public.transitions_20261127 VALUES (100, 1, 1795742085923, 'exit', 'transform_landscape_window', 'ok', NULL, 249.1, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'channel_page', 1, 32, 1, 32, 0, 0, NULL, 2, 334, 2);
INSERT INTO public.transitions_20261127 VALUES (100, 2, 1795742097435, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 381.9, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 0, 414, 896, 414, 896, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 338, 2);
INSERT INTO public.transitions_20261127 VALUES (100, 3, 1795742351248, 'exit', 'transform_landscape_window', 'ok', NULL, 739, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'superview', 'table_view', 'channel_page', 2, 25, 2, 25, 0, 0, NULL, 2, 341, 2);
INSERT INTO public.transitions_20261127 VALUES (100, 4, 1795742373784, 'enter', 'transform_landscape_window', 'ok', NULL, 383.6, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 342, 2);
INSERT INTO public.transitions_20261127 VALUES (100, 5, 1795742737198, 'exit', 'status_bar_orientation', 'ok', NULL, 274.4, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'superview', 'table_view', 'channel_page', 2, 9, 2, 9, 0, 0, NULL, 2, 344, 2);
INSERT INTO public.transitions_20261127 VALUES (100, 6, 1795742812000, 'enter', 'transform_landscape_window', 'ok', NULL, 654, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 896, 414, 896, 414, 0, 'superview', 'table_view', 'channel_page', 1, 7, NULL, NULL, NULL, NULL, NULL, 2, 345, 2);
INSERT INTO public.transitions_20261127 VALUES (100, 7, 1795743214085, 'exit', 'transform_landscape_window', 'ok', NULL, 229.6, NULL, 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'channel_page', 1, 7, 1, 7, 0, 0, NULL, 2, 348, 2);
INSERT INTO public.transitions_20261127 VALUES (100, 8, 1795743284578, 'enter', 'transform_landscape_window', 'ok', NULL, 591.8, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 896, 414, 896, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 352, 2);
INSERT INTO public.transitions_20261127 VALUES (103, 0, 1795804704000, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 612.1, NULL, 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 301, 2);
INSERT INTO public.transitions_20261127 VALUES (103, 1, 1795805344560, 'exit', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 323, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 375, 812, 375, 812, 0, 'index_path', 'collection_view', 'feed_home', 2, 6, 2, 6, 0, 0, NULL, 2, 302, 2);
INSERT INTO public.transitions_20261127 VALUES (103, 2, 1795805433589, 'enter', 'status_bar_orientation', 'ok', NULL, 165.7, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 375, 812, 375, 812, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 307, 2);
INSERT INTO public.transitions_20261127 VALUES (103, 3, 1795805796252, 'exit', 'status_bar_orientation', 'ok', NULL, 490.8, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 375, 812, 375, 812, 0, 'index_path', 'collection_view', 'feed_home', 0, 37, 0, 37, 0, 0, NULL, 2, 312, 2);
INSERT INTO public.transitions_20261127 VALUES (103, 4, 1795805883551, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 336, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 375, 812, 375, 812, 0, 'index_path', 'collection_view', 'feed_home', 1, 5, NULL, NULL, NULL, NULL, NULL, 2, 320, 2);
INSERT INTO public.transitions_20261127 VALUES (103, 5, 1795806292730, 'exit', 'status_bar_orientation', 'ok', NULL, 317.1, 'button', NULL, NULL, 'active', 'portrait', 0, 375, 812, 375, 812, 0, 'index_path', 'collection_view', 'feed_home', 1, 5, 1, 5, 0, 0, NULL, 2, 321, 2);
INSERT INTO public.transitions_20261127 VALUES (103, 6, 1795806391132, 'enter', 'status_bar_orientation', 'ok', NULL, 255.4, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 322, 2);
INSERT INTO public.transitions_20261127 VALUES (103, 7, 1795806863882, 'exit', 'status_bar_orientation', 'ok', NULL, 155.2, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 375, 812, 375, 812, 0, 'index_path', 'collection_view', 'feed_home', 2, 26, 2, 26, 0, 0, NULL, 2, 323, 2);
INSERT INTO public.transitions_20261127 VALUES (105, 0, 1795744640476, 'enter', 'transform_landscape_window', 'ok', NULL, 240.3, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 896, 414, 896, 414, 0, 'superview', 'table_view', 'detail_related', 0, 12, NULL, NULL, NULL, NULL, NULL, 2, 263, 2);
INSERT INTO public.transitions_20261127 VALUES (105, 1, 1795745045711, 'exit', 'transform_landscape_window', 'ok', NULL, 377, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'superview', 'table_view', 'detail_related', 0, 12, 0, 12, 0, 0, NULL, 2, 264, 2);
INSERT INTO public.transitions_20261127 VALUES (105, 2, 1795745116158, 'enter', 'transform_landscape_window', 'ok', NULL, 185.7, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 896, 414, 896, 414, 0, 'superview', 'table_view', 'detail_related', 2, 3, NULL, NULL, NULL, NULL, NULL, 2, 271, 2);
INSERT INTO public.transitions_20261127 VALUES (105, 3, 1795745888376, 'exit', 'transform_landscape_window', 'ok', NULL, 384.1, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'superview', 'table_view', 'detail_related', 2, 3, 2, 3, 0, 0, NULL, 2, 273, 2);
INSERT INTO public.transitions_20261127 VALUES (105, 5, 1795746754724, 'exit', 'transform_landscape_window', 'ok', NULL, 251.1, 'button', NULL, NULL, 'active', NULL, NULL, 414, 896, 414, 896, 0, 'superview', 'table_view', 'detail_related', 2, 3, 2, 3, 0, 0, NULL, 2, 276, 2);
INSERT INTO public.transitions_20261127 VALUES (105, 6, 1795746852280, 'enter', 'transform_landscape_window', 'ok', NULL, 301.5, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 896, 414, 896, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 277, 2);
INSERT INTO public.transitions_20261127 VALUES (105, 7, 1795747154000, 'exit', 'transform_landscape_window', 'ok', NULL, 226.1, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'superview', 'table_view', 'detail_related', 0, 4, 0, 4, 0, 0, NULL, 2, 279, 2);
INSERT INTO public.transitions_20261127 VALUES (105, 8, 1795747218326, 'enter', 'transform_landscape_window', 'ok', NULL, 328, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 896, 414, 896, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 280, 2);
INSERT INTO public.transitions_20261127 VALUES (105, 9, 1795747447792, 'exit', 'transform_landscape_window', 'ok', NULL, 320.7, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'superview', 'table_view', 'detail_related', 1, 8, 1, 8, 0, 0, NULL, 2, 281, 2);
INSERT INTO public.transitions_20261127 VALUES (107, 0, 1795804300032, 'enter', 'transform_landscape_window', 'ok', NULL, 517, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 278, 2);
INSERT INTO public.transitions_20261127 VALUES (107, 1, 1795804358200, 'exit', 'transform_landscape_window', 'ok', NULL, 189.2, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 820, 1180, 820, 1180, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 284, 2);
INSERT INTO public.transitions_20261127 VALUES (108, 0, 1795777047404, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 688.8, 'rotation', 'portrait', 'landscape_left', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_home', 2, 22, NULL, NULL, NULL, NULL, NULL, 2, 339, 2);
INSERT INTO public.transitions_20261127 VALUES (108, 1, 1795777449209, 'exit', 'status_bar_orientation', 'ok', NULL, 240.8, 'button', 'landscape_left', 'portrait', 'inactive', NULL, NULL, 768, 1024, 768, 1024, 0, 'index_path', 'table_view', 'feed_home', 2, 22, 2, 22, 0, 0, NULL, 2, 340, 2);
INSERT INTO public.transitions_20261127 VALUES (108, 2, 1795777530064, 'enter', 'status_bar_orientation', 'ok', NULL, 330.1, 'rotation', 'portrait', 'landscape_left', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_home', 2, 1, NULL, NULL, NULL, NULL, NULL, 2, 343, 2);
INSERT INTO public.transitions_20261127 VALUES (108, 3, 1795778359786, 'exit', 'status_bar_orientation', 'ok', NULL, 128.6, 'double_tap', 'landscape_left', 'portrait', 'active', 'portrait', 0, 768, 1024, 768, 1024, 0, 'index_path', 'table_view', 'feed_home', 2, 1, 2, 1, 0, 0, NULL, 2, 346, 2);
INSERT INTO public.transitions_20261127 VALUES (108, 4, 1795778430069, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 193.2, 'button', 'portrait', 'landscape_left', 'inactive', NULL, NULL, 768, 1024, 768, 1024, 0, 'index_path', 'table_view', 'feed_home', 0, 5, NULL, NULL, NULL, NULL, NULL, 2, 349, 2);
INSERT INTO public.transitions_20261127 VALUES (108, 5, 1795778441633, 'exit', 'status_bar_orientation', 'ok', NULL, 230.2, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, 768, 1024, 768, 1024, 0, 'index_path', 'table_view', 'feed_home', 0, 5, 0, 5, 0, 0, NULL, 2, 353, 2);
INSERT INTO public.transitions_20261127 VALUES (108, 6, 1795778518993, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 488, 'button', NULL, NULL, 'background', 'portrait', 1, 768, 1024, 768, 1024, 0, 'index_path', 'table_view', 'feed_home', 2, 37, NULL, NULL, NULL, NULL, NULL, 2, 354, 2);
INSERT INTO public.transitions_20261127 VALUES (108, 7, 1795779364817, 'exit', 'status_bar_orientation', 'ok', NULL, 398, 'button', 'landscape_left', 'portrait', 'active', 'portrait', 0, 768, 1024, 768, 1024, 0, 'index_path', 'table_view', 'feed_home', 2, 37, 2, 37, 0, 0, NULL, 2, 355, 2);
INSERT INTO public.transitions_20261127 VALUES (108, 8, 1795779430664, 'enter', 'status_bar_orientation', 'ignored', NULL, NULL, 'button', NULL, NULL, 'background', NULL, NULL, 768, 1024, 768, 1024, 0, 'index_path', 'table_view', 'feed_home', 0, 22, NULL, NULL, NULL, NULL, NULL, 2, 356, 2);
INSERT INTO public.transitions_20261127 VALUES (111, 0, 1795805386590, 'enter', 'native_rotation', 'ok', NULL, 468.5, 'button', 'portrait', 'landscape_right', 'inactive', 'landscape_right', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 286, 2);
INSERT INTO public.transitions_20261127 VALUES (111, 1, 1795806130129, 'exit', 'native_rotation', 'ok', NULL, 868.2, NULL, 'landscape_right', 'portrait', 'active', NULL, NULL, 393, 852, 393, 852, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 288, 2);
INSERT INTO public.transitions_20261127 VALUES (111, 2, 1795806205629, 'enter', 'present_landscape_vc', 'ok', NULL, 595.8, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 852, 393, 852, 393, 0, 'index_path', 'collection_view', 'search_results', 1, 2, NULL, NULL, NULL, NULL, NULL, 2, 289, 2);
INSERT INTO public.transitions_20261127 VALUES (111, 3, 1795806471617, 'exit', 'native_rotation', 'ok', NULL, 475.8, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'search_results', 1, 2, 1, 2, 0, 0, NULL, 2, 292, 2);
INSERT INTO public.transitions_20261127 VALUES (111, 4, 1795806484349, 'enter', 'native_rotation', 'ok', NULL, 426.6, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 852, 393, 852, 393, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 296, 2);
INSERT INTO public.transitions_20261127 VALUES (111, 5, 1795806892000, 'exit', 'native_rotation', 'ok', NULL, 521.9, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, 393, 852, 393, 852, 0, 'index_path', 'collection_view', 'search_results', 2, 25, 2, 25, 0, 0, NULL, 2, 310, 2);
INSERT INTO public.transitions_20261127 VALUES (111, 6, 1795807014007, 'enter', 'native_rotation', 'ignored', NULL, NULL, 'rotation', 'portrait', 'landscape_right', 'background', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 315, 2);
INSERT INTO public.transitions_20261127 VALUES (34, 3, 1795796124127, 'exit', 'transform_landscape_window', 'failed', 'screen_bounds_swapped', 283.2, 'button', 'landscape_left', 'portrait', 'background', 'portrait', 0, 667, 375, 375, 667, 1, 'index_path', 'collection_view', 'feed_home', 2, 31, 2, 31, 0, 0, NULL, 2, 251, 2);
INSERT INTO public.transitions_20261127 VALUES (34, 5, 1795796955788, 'exit', 'transform_landscape_window', 'ok', NULL, 244.5, 'button', NULL, NULL, 'active', NULL, NULL, 375, 667, 375, 667, 0, 'index_path', 'collection_view', 'feed_home', 2, 20, 2, 20, 0, 0, NULL, 2, 253, 2);
INSERT INTO public.transitions_20261127 VALUES (48, 1, 1795809206689, 'enter', 'transform_landscape_window', 'failed', 'subview_lag', 336.2, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 844, 390, 844, 390, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 287, 2);
INSERT INTO public.transitions_20261127 VALUES (48, 2, 1795809782951, 'exit', 'transform_landscape_window', 'ok', NULL, 192.5, 'button', NULL, NULL, 'active', 'portrait', 0, 390, 844, 390, 844, 0, 'index_path', 'scroll_view', 'detail_related', 0, 21, 0, 21, NULL, 0, NULL, 2, 290, 2);
INSERT INTO public.transitions_20261127 VALUES (48, 3, 1795809832299, 'enter', 'transform_landscape_window', 'ok', NULL, 190.1, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, '{"net":"cellular"}', 2, 293, 2);
INSERT INTO public.transitions_20261127 VALUES (48, 5, 1795810347098, 'enter', 'transform_landscape_window', 'ok', NULL, 316.6, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 844, 390, 844, 390, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 298, 2);
INSERT INTO public.transitions_20261127 VALUES (48, 6, 1795810669820, 'exit', 'transform_landscape_window', 'ok', NULL, 466, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'scroll_view', 'detail_related', 2, 23, 2, 23, NULL, 0, NULL, 2, 299, 2);
INSERT INTO public.transitions_20261127 VALUES (48, 7, 1795810706387, 'enter', 'transform_landscape_window', 'ok', NULL, 641.2, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'scroll_view', 'detail_related', 1, 12, NULL, NULL, NULL, NULL, NULL, 2, 300, 2);
INSERT INTO public.transitions_20261127 VALUES (48, 8, 1795811157251, 'exit', 'transform_landscape_window', 'failed', 'screen_bounds_swapped', 330.3, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, 844, 390, 390, 844, 1, 'index_path', 'scroll_view', 'detail_related', 1, 12, 1, 12, NULL, 0, NULL, 2, 303, 2);
INSERT INTO public.transitions_20261127 VALUES (48, 9, 1795811253000, 'enter', 'transform_landscape_window', 'ignored', NULL, NULL, 'double_tap', 'portrait', 'landscape_right', 'background', NULL, NULL, 390, 844, 390, 844, 0, 'index_path', 'scroll_view', 'detail_related', 1, 23, NULL, NULL, NULL, NULL, NULL, 2, 317, 2);
INSERT INTO public.transitions_20261127 VALUES (48, 10, 1795811345170, 'enter', 'transform_landscape_window', 'ok', NULL, 161.2, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, NULL, NULL, NULL, NULL, NULL, 'index_path', 'scroll_view', 'detail_related', 2, 0, NULL, NULL, NULL, NULL, NULL, 2, 318, 2);
INSERT INTO public.transitions_20261127 VALUES (48, 11, 1795811835311, 'exit', 'transform_landscape_window', 'ok', NULL, 280.2, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 390, 844, 390, 844, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 319, 2);
INSERT INTO public.transitions_20261127 VALUES (91, 3, 1795749024522, 'exit', 'transform_portrait_window', 'ok', NULL, 401.9, 'button', NULL, NULL, 'active', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'table_view', 'channel_page', 2, 29, 2, 29, 0, 0, NULL, 2, 252, 2);
INSERT INTO public.transitions_20261127 VALUES (91, 4, 1795749082976, 'enter', 'transform_portrait_window', 'ok', NULL, 217.8, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 896, 414, 896, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 255, 2);
INSERT INTO public.transitions_20261127 VALUES (91, 5, 1795749180902, 'exit', 'transform_portrait_window', 'ok', NULL, 239.9, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'channel_page', 0, 20, 0, 20, 1, 0, NULL, 2, 258, 2);
INSERT INTO public.transitions_20261127 VALUES (91, 6, 1795749224973, 'enter', 'transform_portrait_window', 'ok', NULL, 140.1, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 268, 2);
INSERT INTO public.transitions_20261127 VALUES (114, 0, 1795785851199, 'enter', 'window_transform', 'ok', NULL, 115, 'rotation', 'portrait', 'landscape_left', 'active', NULL, NULL, 375, 667, 375, 667, 0, 'superview', 'view', 'search_results', 0, 23, NULL, NULL, NULL, NULL, NULL, 3, 239, 2);
INSERT INTO public.transitions_20261127 VALUES (114, 1, 1795786428000, 'exit', 'window_transform', 'ok', NULL, 172.9, 'double_tap', 'landscape_left', 'portrait', 'active', NULL, NULL, 375, 667, 375, 667, 0, 'superview', 'view', 'search_results', 0, 23, 0, 23, NULL, 0, NULL, 3, 240, 2);
INSERT INTO public.transitions_20261127 VALUES (114, 2, 1795786512512, 'enter', 'window_transform', 'ok', NULL, 222.9, 'button', 'portrait', 'landscape_left', 'active', 'portrait', 1, 375, 667, 375, 667, 0, 'superview', 'view', 'search_results', 1, 34, NULL, NULL, NULL, NULL, NULL, 3, 244, 2);
INSERT INTO public.transitions_20261127 VALUES (114, 3, 1795787146517, 'exit', 'window_transform', 'ok', NULL, NULL, 'rotation', 'landscape_left', 'portrait', 'active', NULL, NULL, 375, 667, 375, 667, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 249, 2);
INSERT INTO public.transitions_20261127 VALUES (120, 0, 1795783026581, 'enter', 'transform_landscape_window', 'ok', NULL, 361, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 246, 2);
INSERT INTO public.transitions_20261127 VALUES (120, 1, 1795783844495, 'exit', 'transform_landscape_window', 'ok', NULL, 187, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'search_results', 0, 5, 0, 5, 0, 0, NULL, 3, 247, 2);
INSERT INTO public.transitions_20261127 VALUES (122, 0, 1795769414000, 'enter', 'transform_landscape_window', 'ok', NULL, 209.9, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 224, 2);
INSERT INTO public.transitions_20261127 VALUES (122, 1, 1795770102000, 'exit', 'window_transform', 'ok', NULL, 315.5, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 852, 393, 393, 852, 1, 'superview', 'view', 'channel_page', 2, 30, 2, 30, NULL, 0, NULL, 3, 225, 2);
INSERT INTO public.transitions_20261127 VALUES (122, 2, 1795770182272, 'enter', 'window_transform', 'ok', NULL, 175.7, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 227, 2);
INSERT INTO public.transitions_20261127 VALUES (122, 3, 1795770298575, 'exit', 'window_transform', 'ok', NULL, 635.2, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'view', 'channel_page', 1, 17, 1, 17, NULL, 0, NULL, 3, 228, 2);
INSERT INTO public.transitions_20261127 VALUES (122, 4, 1795770309780, 'enter', 'transform_landscape_window', 'ok', NULL, 110.7, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 852, 393, 852, 393, 0, 'superview', 'view', 'channel_page', 0, 39, NULL, NULL, NULL, NULL, NULL, 3, 229, 2);
INSERT INTO public.transitions_20261127 VALUES (122, 5, 1795771197433, 'exit', 'transform_landscape_window', 'ok', NULL, 317, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 393, 852, 393, 852, 0, 'superview', 'view', 'channel_page', 0, 39, 0, 39, NULL, 0, NULL, 3, 230, 2);
INSERT INTO public.transitions_20261127 VALUES (122, 6, 1795771278683, 'enter', 'window_transform', 'ok', NULL, 361.7, 'double_tap', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'view', 'channel_page', 2, 39, NULL, NULL, NULL, NULL, NULL, 3, 234, 2);
INSERT INTO public.transitions_20261127 VALUES (122, 7, 1795771497371, 'exit', 'window_transform', 'failed', 'subview_lag', 491.2, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 393, 852, 393, 852, 0, 'superview', 'view', 'channel_page', 2, 39, 2, 39, NULL, 0, NULL, 3, 235, 2);
INSERT INTO public.transitions_20261127 VALUES (122, 8, 1795771600000, 'enter', 'transform_landscape_window', 'ok', NULL, 308.3, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 242, 2);
INSERT INTO public.transitions_20261127 VALUES (122, 9, 1795771653935, 'exit', 'transform_landscape_window', 'ok', NULL, 264, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 393, 852, 393, 852, 0, 'superview', 'view', 'channel_page', 1, 29, 1, 29, NULL, 0, NULL, 3, 243, 2);
INSERT INTO public.transitions_20261127 VALUES (122, 10, 1795771743047, 'enter', 'window_transform', 'ok', NULL, 170.9, NULL, 'portrait', 'landscape_right', 'active', NULL, NULL, 393, 852, 393, 852, 0, 'superview', 'view', 'channel_page', 2, 2, NULL, NULL, NULL, NULL, NULL, 3, 245, 2);
INSERT INTO public.transitions_20261127 VALUES (131, 0, 1795747959175, 'enter', 'window_transform', 'ok', NULL, 81.9, 'rotation', 'portrait', 'landscape_right', 'active', 'portrait', 1, 390, 844, 390, 844, 0, 'superview', 'collection_view', 'feed_home', 0, 7, NULL, NULL, NULL, NULL, NULL, 3, 233, 2);
INSERT INTO public.transitions_20261127 VALUES (131, 1, 1795748588197, 'exit', 'window_transform', 'ok', NULL, 191.7, 'double_tap', 'landscape_right', 'portrait', 'active', 'portrait', 0, 390, 844, 390, 844, 0, 'superview', 'collection_view', 'feed_home', 0, 7, 0, 7, 0, 0, NULL, 3, 237, 2);
INSERT INTO public.transitions_20261127 VALUES (135, 0, 1795761548000, 'enter', 'window_transform', 'ok', NULL, 400.5, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'scroll_view', 'detail_related', 2, 2, NULL, NULL, NULL, NULL, NULL, 3, 320, 2);
INSERT INTO public.transitions_20261127 VALUES (135, 1, 1795762258050, 'exit', 'window_transform', 'ok', NULL, 548.5, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'scroll_view', 'detail_related', 2, 2, 2, 2, NULL, 0, NULL, 3, 323, 2);
INSERT INTO public.transitions_20261127 VALUES (135, 2, 1795762260324, 'enter', 'window_transform', 'ok', NULL, NULL, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, 414, 896, 414, 896, 0, 'index_path', 'scroll_view', 'detail_related', 2, 31, NULL, NULL, NULL, NULL, NULL, 3, 330, 2);
INSERT INTO public.transitions_20261127 VALUES (135, 3, 1795762300765, 'exit', 'window_transform', 'ok', NULL, NULL, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'scroll_view', 'detail_related', 2, 31, 2, 31, NULL, 0, NULL, 3, 346, 2);
INSERT INTO public.transitions_20261127 VALUES (135, 4, 1795762393189, 'enter', 'window_transform', 'ok', NULL, 240.3, 'rotation', 'portrait', 'landscape_right', 'active', 'portrait', 1, 414, 896, 414, 896, 0, 'index_path', 'scroll_view', 'detail_related', 2, 19, NULL, NULL, NULL, NULL, NULL, 3, 350, 2);
INSERT INTO public.transitions_20261127 VALUES (135, 5, 1795762554618, 'exit', 'window_transform', 'ok', NULL, 259.4, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'scroll_view', 'detail_related', 2, 19, 2, 19, NULL, 0, NULL, 3, 353, 2);
INSERT INTO public.transitions_20261127 VALUES (135, 6, 1795762598836, 'enter', 'window_transform', 'ok', NULL, 214.8, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 414, 896, 414, 896, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 358, 2);
INSERT INTO public.transitions_20261127 VALUES (141, 0, 1795806437686, 'enter', 'present_landscape_vc', 'cancelled', NULL, 167.3, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 430, 932, 430, 932, 0, 'index_path', 'view', 'feed_home', 2, 36, NULL, NULL, NULL, NULL, NULL, 3, 294, 2);
INSERT INTO public.transitions_20261127 VALUES (141, 1, 1795806443000, 'enter', 'present_landscape_vc', 'ok', NULL, 320.7, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 932, 430, 932, 430, 0, 'index_path', 'view', 'feed_home', 1, 32, NULL, NULL, NULL, NULL, NULL, 3, 295, 2);
INSERT INTO public.transitions_20261127 VALUES (144, 0, 1795756801658, 'enter', 'present_landscape_vc', 'ok', NULL, 388.1, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 852, 393, 852, 393, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 302, 2);
INSERT INTO public.transitions_20261127 VALUES (144, 1, 1795757513000, 'exit', 'present_landscape_vc', 'failed', 'restore_mismatch', 773.3, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'search_results', 0, 36, 0, 32, 1, 1, NULL, 3, 304, 2);
INSERT INTO public.transitions_20261127 VALUES (144, 2, 1795757524703, 'enter', 'present_landscape_vc', 'ok', NULL, 485.5, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'search_results', 0, 23, NULL, NULL, NULL, NULL, NULL, 3, 308, 2);
INSERT INTO public.transitions_20261127 VALUES (148, 0, 1795807748923, 'enter', 'present_landscape_vc', 'ignored', NULL, NULL, 'rotation', 'portrait', 'landscape_left', 'active', NULL, NULL, 390, 844, 390, 844, 0, 'superview', 'collection_view', 'search_results', 0, 33, NULL, NULL, NULL, NULL, NULL, 3, 291, 2);
INSERT INTO public.transitions_20261127 VALUES (148, 1, 1795807835334, 'enter', 'present_landscape_vc', 'ok', NULL, 251.6, 'button', 'portrait', 'landscape_left', 'active', NULL, NULL, 844, 390, 844, 390, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 298, 2);
INSERT INTO public.transitions_20261127 VALUES (148, 2, 1795808400644, 'exit', 'present_landscape_vc', 'failed', 'restore_mismatch', NULL, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'search_results', 0, 4, 0, 6, 1, 1, NULL, 3, 310, 2);
INSERT INTO public.transitions_20261127 VALUES (148, 3, 1795808488000, 'enter', 'present_landscape_vc', 'ok', NULL, 405.5, 'button', NULL, NULL, 'active', NULL, NULL, 844, 390, 844, 390, 0, 'superview', 'collection_view', 'search_results', 0, 24, NULL, NULL, NULL, NULL, NULL, 3, 311, 2);
INSERT INTO public.transitions_20261127 VALUES (149, 0, 1795799219445, 'enter', 'transform_landscape_window', 'ok', NULL, 333.6, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 736, 414, 736, 414, 0, 'superview', 'table_view', 'search_results', 0, 2, NULL, NULL, NULL, NULL, NULL, 3, 260, 2);
INSERT INTO public.transitions_20261127 VALUES (149, 1, 1795799470429, 'exit', 'transform_landscape_window', 'ok', NULL, 281.2, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 414, 736, 414, 736, 0, 'superview', 'table_view', 'search_results', 0, 2, 0, 2, 0, 0, NULL, 3, 261, 2);
INSERT INTO public.transitions_20261127 VALUES (149, 2, 1795799552011, 'enter', 'transform_landscape_window', 'ok', NULL, 286.1, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 736, 414, 736, 414, 0, 'superview', 'table_view', 'search_results', 0, 17, NULL, NULL, NULL, NULL, NULL, 3, 262, 2);
INSERT INTO public.transitions_20261127 VALUES (149, 3, 1795800056161, 'exit', 'transform_landscape_window', 'ok', NULL, 919.8, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 736, 414, 736, 0, 'superview', 'table_view', 'search_results', 0, 17, 0, 17, 0, 0, NULL, 3, 263, 2);
INSERT INTO public.transitions_20261127 VALUES (150, 0, 1795802721000, 'enter', 'native_rotation', 'ok', NULL, NULL, 'button', NULL, NULL, 'active', NULL, NULL, 852, 393, 852, 393, 0, 'superview', 'table_view', 'feed_follow', 2, 25, NULL, NULL, NULL, NULL, NULL, 3, 313, 2);
INSERT INTO public.transitions_20261127 VALUES (150, 1, 1795803476971, 'exit', 'native_rotation', 'ok', NULL, 798.2, 'double_tap', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'feed_follow', 2, 25, 2, 25, 0, 0, NULL, 3, 317, 2);
INSERT INTO public.transitions_20261127 VALUES (150, 2, 1795803511328, 'enter', 'native_rotation', 'ok', NULL, 560.7, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 852, 393, 852, 393, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 319, 2);
INSERT INTO public.transitions_20261127 VALUES (150, 3, 1795804286758, 'exit', 'native_rotation', 'ok', NULL, 315.3, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, 393, 852, 393, 852, 0, 'superview', 'table_view', 'feed_follow', 0, 17, 0, 17, 0, 0, NULL, 3, 321, 2);
INSERT INTO public.transitions_20261127 VALUES (150, 4, 1795804325410, 'enter', 'native_rotation', 'ok', NULL, 193.8, 'button', 'portrait', 'landscape_right', 'inactive', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 324, 2);
INSERT INTO public.transitions_20261127 VALUES (150, 5, 1795804675808, 'exit', 'native_rotation', 'failed', 'black_edges', NULL, NULL, 'landscape_right', 'portrait', 'inactive', NULL, NULL, 393, 852, 393, 852, 0, 'superview', 'table_view', 'feed_follow', 1, 10, 1, 10, 0, 0, NULL, 3, 325, 2);
INSERT INTO public.transitions_20261127 VALUES (150, 6, 1795804678386, 'enter', 'native_rotation', 'ok', NULL, 965.4, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'feed_follow', 0, 11, NULL, NULL, NULL, NULL, NULL, 3, 326, 2);
INSERT INTO public.transitions_20261127 VALUES (150, 7, 1795805162787, 'exit', 'native_rotation', 'ok', NULL, 705.3, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 393, 852, 393, 852, 0, 'superview', 'table_view', 'feed_follow', 0, 11, 0, 11, 0, 0, NULL, 3, 329, 2);
INSERT INTO public.transitions_20261127 VALUES (12, 0, 1795748048599, 'enter', 'present_landscape_vc', 'ok', NULL, 136.8, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 896, 414, 896, 414, 0, 'index_path', 'table_view', 'feed_follow', 1, 31, NULL, NULL, NULL, NULL, NULL, 3, 253, 2);
INSERT INTO public.transitions_20261127 VALUES (12, 1, 1795748087625, 'exit', 'present_landscape_vc', 'ok', NULL, 221.1, 'button', 'landscape_right', 'portrait', 'background', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_follow', 1, 31, 1, 31, 0, 0, NULL, 3, 255, 2);
INSERT INTO public.transitions_20261127 VALUES (12, 2, 1795748094960, 'enter', 'present_landscape_vc', 'ok', NULL, 447.9, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 256, 2);
INSERT INTO public.transitions_20261127 VALUES (12, 3, 1795748723016, 'exit', 'present_landscape_vc', 'ok', NULL, 167.8, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'index_path', 'table_view', 'feed_follow', 2, 10, 2, 10, 0, 0, NULL, 3, 265, 2);
INSERT INTO public.transitions_20261127 VALUES (12, 4, 1795748726620, 'enter', 'present_landscape_vc', 'ok', NULL, 436.5, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 896, 414, 896, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 267, 2);
INSERT INTO public.transitions_20261127 VALUES (12, 5, 1795749307229, 'exit', 'present_landscape_vc', 'ok', NULL, 327.5, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 271, 2);
INSERT INTO public.transitions_20261127 VALUES (12, 7, 1795749969413, 'exit', 'present_landscape_vc', 'ok', NULL, 138.6, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, 414, 896, 414, 896, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 275, 2);
INSERT INTO public.transitions_20261127 VALUES (12, 8, 1795750022879, 'enter', 'present_landscape_vc', 'cancelled', NULL, 125.5, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 414, 896, 414, 896, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 276, 2);
INSERT INTO public.transitions_20261127 VALUES (12, 9, 1795750130237, 'enter', 'present_landscape_vc', 'ok', NULL, 259.4, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 896, 414, 896, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 281, 2);
INSERT INTO public.transitions_20261127 VALUES (12, 10, 1795750777994, 'exit', 'present_landscape_vc', 'ok', NULL, 554, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 284, 2);
INSERT INTO public.transitions_20261127 VALUES (12, 11, 1795750811423, 'enter', 'present_landscape_vc', 'ok', NULL, 379.8, 'button', 'portrait', 'landscape_right', 'inactive', 'landscape_right', 1, 896, 414, 896, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 287, 2);
INSERT INTO public.transitions_20261127 VALUES (24, 4, 1795764933943, 'enter', 'present_landscape_vc', 'ok', NULL, 252.6, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 852, 393, 852, 393, 0, 'index_path', 'collection_view', 'feed_home', 0, 5, NULL, NULL, NULL, NULL, NULL, 3, 282, 2);
INSERT INTO public.transitions_20261127 VALUES (48, 0, 1795809158773, 'enter', 'transform_landscape_window', 'ignored', NULL, NULL, 'rotation', 'portrait', 'landscape_right', 'background', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'scroll_view', 'detail_related', 2, 1, NULL, NULL, NULL, NULL, NULL, 3, 277, 2);
INSERT INTO public.transitions_20261127 VALUES (55, 9, 1795803743192, 'exit', 'transform_landscape_window', 'ok', NULL, 158.5, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 393, 852, 393, 852, 0, 'index_path', 'table_view', 'feed_home', 0, 4, 0, 4, 0, 0, NULL, 3, 361, 2);
INSERT INTO public.transitions_20261127 VALUES (55, 10, 1795803836228, 'enter', 'transform_landscape_window', 'ok', NULL, 370.4, NULL, 'portrait', 'landscape_right', 'active', NULL, NULL, 852, 393, 852, 393, 0, 'index_path', 'table_view', 'feed_home', 0, 7, NULL, NULL, NULL, NULL, NULL, 3, 365, 2);
INSERT INTO public.transitions_20261127 VALUES (98, 0, 1795740611563, 'enter', 'transform_portrait_window', 'ok', NULL, 496.9, NULL, 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 852, 393, 852, 393, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 322, 2);
INSERT INTO public.transitions_20261127 VALUES (98, 1, 1795741157000, 'exit', 'transform_portrait_window', 'ok', NULL, 225.3, 'rotation', NULL, NULL, 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'view', 'channel_page', 2, 26, 2, 26, NULL, 0, NULL, 3, 328, 2);
INSERT INTO public.transitions_20261127 VALUES (98, 2, 1795741264175, 'enter', 'transform_portrait_window', 'ok', NULL, 149.1, 'button', NULL, NULL, 'active', 'landscape_right', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 333, 2);
INSERT INTO public.transitions_20261127 VALUES (98, 4, 1795741405935, 'enter', 'transform_portrait_window', 'ok', NULL, 337.7, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 852, 393, 852, 393, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 335, 2);
INSERT INTO public.transitions_20261127 VALUES (98, 5, 1795742072000, 'exit', 'transform_portrait_window', 'ok', NULL, 128.5, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, 393, 852, 393, 852, 0, 'superview', 'view', 'channel_page', 1, 21, 1, 21, NULL, 0, NULL, 3, 340, 2);
INSERT INTO public.transitions_20261127 VALUES (98, 6, 1795742116860, 'enter', 'transform_portrait_window', 'ok', NULL, 329.9, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 852, 393, 852, 393, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 342, 2);
INSERT INTO public.transitions_20261127 VALUES (101, 0, 1795778947214, 'enter', 'transform_portrait_window', 'ok', NULL, 372.1, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 844, 390, 844, 390, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 305, 2);
INSERT INTO public.transitions_20261127 VALUES (101, 1, 1795779820904, 'exit', 'transform_portrait_window', 'ok', NULL, 185.6, 'button', NULL, NULL, 'inactive', 'portrait', 0, 390, 844, 390, 844, 0, 'index_path', 'collection_view', 'channel_page', 0, 29, 0, 29, 0, 0, NULL, 3, 306, 2);
INSERT INTO public.transitions_20261127 VALUES (101, 2, 1795779854272, 'enter', 'transform_portrait_window', 'ok', NULL, 319.7, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 844, 390, 844, 390, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 307, 2);
INSERT INTO public.transitions_20261127 VALUES (101, 3, 1795780741165, 'exit', 'transform_portrait_window', 'ok', NULL, 245.5, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 390, 844, 390, 844, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 309, 2);
INSERT INTO public.transitions_20261127 VALUES (101, 4, 1795780744000, 'enter', 'transform_portrait_window', 'cancelled', NULL, 63.2, 'button', 'portrait', 'landscape_right', 'background', NULL, NULL, 390, 844, 390, 844, 0, 'index_path', 'collection_view', 'channel_page', 2, 31, NULL, NULL, NULL, NULL, '{"net":"5g"}', 3, 315, 2);
INSERT INTO public.transitions_20261127 VALUES (101, 5, 1795780757652, 'enter', 'transform_portrait_window', 'ok', NULL, 356.2, 'rotation', NULL, NULL, 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'channel_page', 0, 3, NULL, NULL, NULL, NULL, NULL, 3, 327, 2);
INSERT INTO public.transitions_20261127 VALUES (101, 6, 1795781380737, 'exit', 'transform_portrait_window', 'ok', NULL, 173.9, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'channel_page', 0, 3, 0, 3, 0, 0, NULL, 3, 336, 2);
INSERT INTO public.transitions_20261127 VALUES (101, 7, 1795781397602, 'enter', 'transform_portrait_window', 'ok', NULL, 234.5, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'channel_page', 2, 15, NULL, NULL, NULL, NULL, NULL, 3, 337, 2);
INSERT INTO public.transitions_20261127 VALUES (101, 8, 1795782270490, 'exit', 'transform_portrait_window', 'ok', NULL, 254.3, 'button', 'landscape_right', 'portrait', 'background', NULL, NULL, 390, 844, 390, 844, 0, 'index_path', 'collection_view', 'channel_page', 2, 15, 2, 15, 0, 0, NULL, 3, 338, 2);
INSERT INTO public.transitions_20261127 VALUES (101, 9, 1795782328773, 'enter', 'transform_portrait_window', 'ok', NULL, 758.3, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 844, 390, 844, 390, 0, 'index_path', 'collection_view', 'channel_page', 2, 1, NULL, NULL, NULL, NULL, NULL, 3, 343, 2);
INSERT INTO public.transitions_20261127 VALUES (101, 10, 1795782349082, 'exit', 'transform_portrait_window', 'ok', NULL, 322.9, 'button', NULL, NULL, 'active', NULL, NULL, 390, 844, 390, 844, 0, 'index_path', 'collection_view', 'channel_page', 2, 1, 2, 1, 0, 0, NULL, 3, 355, 2);
INSERT INTO public.transitions_20261127 VALUES (107, 2, 1795804475613, 'enter', 'transform_landscape_window', 'ok', NULL, 212.3, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 1180, 820, 1180, 820, 0, 'index_path', 'view', 'detail_related', 1, 6, NULL, NULL, NULL, NULL, NULL, 3, 278, 2);
INSERT INTO public.transitions_20261127 VALUES (107, 3, 1795804824435, 'exit', 'transform_landscape_window', 'ok', NULL, 380.9, 'double_tap', 'landscape_right', 'portrait', 'active', 'portrait', 0, 820, 1180, 820, 1180, 0, 'index_path', 'view', 'detail_related', 1, 6, 1, 6, NULL, 0, NULL, 3, 280, 2);
INSERT INTO public.transitions_20261127 VALUES (107, 4, 1795804850975, 'enter', 'transform_landscape_window', 'ok', NULL, 285.8, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 283, 2);
INSERT INTO public.transitions_20261127 VALUES (107, 5, 1795805733610, 'exit', 'transform_landscape_window', 'ok', NULL, 181.9, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'detail_related', 2, 27, 2, 27, NULL, 0, NULL, 3, 292, 2);
INSERT INTO public.transitions_20261127 VALUES (107, 6, 1795805756009, 'enter', 'transform_landscape_window', 'ignored', NULL, NULL, 'rotation', 'portrait', 'landscape_right', 'active', 'portrait', 0, 820, 1180, 820, 1180, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 293, 2);
INSERT INTO public.transitions_20261127 VALUES (107, 7, 1795805856654, 'enter', 'transform_landscape_window', 'ok', NULL, 206.7, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 1180, 820, 1180, 820, 0, 'index_path', 'view', 'detail_related', 0, 38, NULL, NULL, NULL, NULL, NULL, 3, 299, 2);
INSERT INTO public.transitions_20261127 VALUES (120, 2, 1795783881000, 'enter', 'transform_landscape_window', 'ok', NULL, 456.8, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 852, 393, 852, 393, 0, 'superview', 'collection_view', 'search_results', 0, 22, NULL, NULL, NULL, NULL, NULL, 3, 257, 2);
INSERT INTO public.transitions_20261127 VALUES (120, 3, 1795784079000, 'exit', 'transform_landscape_window', 'ok', NULL, 334.3, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 393, 852, 393, 852, 0, 'superview', 'collection_view', 'search_results', 0, 22, 0, 22, 0, 0, NULL, 3, 258, 2);
INSERT INTO public.transitions_20261127 VALUES (120, 4, 1795784083000, 'enter', 'transform_landscape_window', 'failed', 'background_trigger', 240.2, 'button', NULL, NULL, 'background', 'landscape_right', 1, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'search_results', 0, 35, NULL, NULL, NULL, NULL, NULL, 3, 259, 2);
INSERT INTO public.transitions_20261127 VALUES (120, 5, 1795784120000, 'exit', 'transform_landscape_window', 'ok', NULL, 371, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'search_results', 0, 35, 0, 35, 0, 0, NULL, 3, 266, 2);
INSERT INTO public.transitions_20261127 VALUES (120, 6, 1795784138271, 'enter', 'transform_landscape_window', 'ok', NULL, 428.6, 'double_tap', 'portrait', 'landscape_right', 'active', NULL, NULL, 852, 393, 852, 393, 0, 'superview', 'collection_view', 'search_results', 0, 15, NULL, NULL, NULL, NULL, NULL, 3, 272, 2);
INSERT INTO public.transitions_20261127 VALUES (120, 7, 1795784851526, 'exit', 'transform_landscape_window', 'failed', 'screen_bounds_swapped', 281.7, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'search_results', 0, 15, 0, 15, 0, 0, NULL, 3, 274, 2);
INSERT INTO public.transitions_20261127 VALUES (120, 8, 1795784955562, 'enter', 'transform_landscape_window', 'ok', NULL, 184.4, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 852, 393, 852, 393, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 279, 2);


--
-- Data for Name: transitions_20261128; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.transitions_20261128 VALUES (45, 0, 1795899254020, 'enter', 'transform_landscape_window', 'failed', 'window_flash', 197.7, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 844, 390, 844, 390, 0, 'superview', 'view', 'feed_home', 1, 29, NULL, NULL, NULL, NULL, NULL, 1, 377, 1);
INSERT INTO public.transitions_20261128 VALUES (45, 2, 1795899908382, 'enter', 'transform_landscape_window', 'ok', NULL, 441.5, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 844, 390, 844, 390, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, '{"net":"5g"}', 1, 388, 1);
INSERT INTO public.transitions_20261128 VALUES (45, 3, 1795900277208, 'exit', 'transform_landscape_window', 'ok', NULL, 221.4, 'rotation', 'landscape_right', 'portrait', 'inactive', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'view', 'feed_home', 0, 17, 0, 17, NULL, 0, NULL, 1, 389, 1);
INSERT INTO public.transitions_20261128 VALUES (45, 4, 1795900286383, 'enter', 'transform_landscape_window', 'ok', NULL, 406.1, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, NULL, NULL, NULL, NULL, NULL, 'superview', 'view', 'feed_home', 2, 12, NULL, NULL, NULL, NULL, NULL, 1, 398, 1);
INSERT INTO public.transitions_20261128 VALUES (45, 5, 1795900520973, 'exit', 'transform_landscape_window', 'ok', NULL, NULL, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 425, 1);
INSERT INTO public.transitions_20261128 VALUES (45, 6, 1795900570146, 'enter', 'transform_landscape_window', 'failed', 'window_flash', 252.2, 'button', NULL, NULL, 'active', 'landscape_right', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 447, 1);
INSERT INTO public.transitions_20261128 VALUES (45, 7, 1795901118153, 'exit', 'transform_landscape_window', 'ok', NULL, 190.7, 'rotation', NULL, NULL, 'active', 'portrait', 0, 390, 844, 390, 844, 0, 'superview', 'view', 'feed_home', 1, 37, 1, 37, NULL, 0, NULL, 1, 454, 1);
INSERT INTO public.transitions_20261128 VALUES (46, 0, 1795889624265, 'enter', 'present_landscape_vc', 'cancelled', NULL, 242.9, 'rotation', NULL, NULL, 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 328, 1);
INSERT INTO public.transitions_20261128 VALUES (46, 1, 1795889675194, 'enter', 'present_landscape_vc', 'ok', NULL, 279.6, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 896, 414, 896, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 336, 1);
INSERT INTO public.transitions_20261128 VALUES (46, 2, 1795889902490, 'exit', 'present_landscape_vc', 'ok', NULL, 464.8, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'search_results', 0, 20, 0, 20, 0, 0, NULL, 1, 339, 1);
INSERT INTO public.transitions_20261128 VALUES (46, 3, 1795889954000, 'enter', 'present_landscape_vc', 'failed', 'subview_lag', 242.8, NULL, 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 896, 414, 896, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 341, 1);
INSERT INTO public.transitions_20261128 VALUES (46, 4, 1795890447480, 'exit', 'present_landscape_vc', 'ok', NULL, 432.6, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'table_view', 'search_results', 1, 16, 1, 16, 1, 0, NULL, 1, 344, 1);
INSERT INTO public.transitions_20261128 VALUES (47, 0, 1795898208844, 'enter', 'window_transform', 'ok', NULL, 560.1, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, 390, 844, 390, 844, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 384, 1);
INSERT INTO public.transitions_20261128 VALUES (47, 1, 1795898756070, 'exit', 'window_transform', 'ok', NULL, NULL, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 390, 844, 390, 844, 0, 'superview', 'table_view', 'feed_follow', 2, 5, 2, 5, 0, 0, NULL, 1, 386, 1);
INSERT INTO public.transitions_20261128 VALUES (47, 2, 1795898777133, 'enter', 'window_transform', 'ok', NULL, NULL, 'button', 'portrait', 'landscape_right', 'inactive', 'portrait', 1, 390, 844, 390, 844, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 391, 1);
INSERT INTO public.transitions_20261128 VALUES (47, 3, 1795899141519, 'exit', 'window_transform', 'ok', NULL, 196, NULL, 'landscape_right', 'portrait', 'active', NULL, NULL, 390, 844, 390, 844, 0, 'superview', 'table_view', 'feed_follow', 1, 35, 1, 35, 0, 0, NULL, 1, 397, 1);
INSERT INTO public.transitions_20261128 VALUES (47, 5, 1795899244000, 'exit', 'window_transform', 'ok', NULL, 157.2, NULL, 'landscape_right', 'portrait', 'inactive', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'feed_follow', 1, 24, 1, 24, 0, 0, NULL, 1, 404, 1);
INSERT INTO public.transitions_20261128 VALUES (47, 6, 1795899278141, 'enter', 'window_transform', 'ok', NULL, 365.5, 'rotation', 'portrait', 'landscape_right', 'active', 'portrait', 1, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'feed_follow', 2, 3, NULL, NULL, NULL, NULL, NULL, 1, 422, 1);
INSERT INTO public.transitions_20261128 VALUES (47, 7, 1795900071897, 'exit', 'window_transform', 'ok', NULL, 184.1, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, 390, 844, 390, 844, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 444, 1);
INSERT INTO public.transitions_20261128 VALUES (47, 8, 1795900144592, 'enter', 'window_transform', 'ok', NULL, 460.6, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 390, 844, 390, 844, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 446, 1);
INSERT INTO public.transitions_20261128 VALUES (47, 9, 1795900256071, 'exit', 'window_transform', 'ok', NULL, 350.9, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 390, 844, 390, 844, 0, 'superview', 'table_view', 'feed_follow', 0, 11, 0, 11, 0, 0, NULL, 1, 448, 1);
INSERT INTO public.transitions_20261128 VALUES (47, 10, 1795900334138, 'enter', 'window_transform', 'failed', 'alert_wrong_orientation', 133.9, 'rotation', NULL, NULL, 'active', NULL, NULL, 390, 844, 390, 844, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 457, 1);
INSERT INTO public.transitions_20261128 VALUES (49, 0, 1795884405392, 'enter', 'status_bar_orientation', 'ok', NULL, 288.4, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 375, 667, 375, 667, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 409, 1);
INSERT INTO public.transitions_20261128 VALUES (49, 1, 1795885151000, 'exit', 'status_bar_orientation', 'ok', NULL, 313.7, 'double_tap', 'landscape_right', 'portrait', 'active', NULL, NULL, 375, 667, 375, 667, 0, 'index_path', 'collection_view', 'search_results', 1, 30, 1, 30, 0, 0, NULL, 1, 417, 1);
INSERT INTO public.transitions_20261128 VALUES (49, 2, 1795885227298, 'enter', 'status_bar_orientation', 'ok', NULL, 559.3, 'rotation', NULL, NULL, 'active', 'landscape_right', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 423, 1);
INSERT INTO public.transitions_20261128 VALUES (49, 3, 1795885757031, 'exit', 'status_bar_orientation', 'ok', NULL, 312.9, 'button', NULL, NULL, 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'search_results', 2, 31, 2, 31, 0, 0, NULL, 1, 426, 1);
INSERT INTO public.transitions_20261128 VALUES (49, 4, 1795885818430, 'enter', 'status_bar_orientation', 'ok', NULL, 367.2, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 375, 667, 375, 667, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 429, 1);
INSERT INTO public.transitions_20261128 VALUES (50, 0, 1795890748013, 'enter', 'transform_portrait_window', 'ok', NULL, 384, 'rotation', 'portrait', 'landscape_right', 'background', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 379, 1);
INSERT INTO public.transitions_20261128 VALUES (50, 1, 1795891250590, 'exit', 'transform_portrait_window', 'ok', NULL, 496.8, 'button', 'landscape_right', 'portrait', 'inactive', 'portrait', 0, 393, 852, 393, 852, 0, 'index_path', 'table_view', 'search_results', 1, 23, 1, 23, 0, 0, NULL, 1, 380, 1);
INSERT INTO public.transitions_20261128 VALUES (51, 0, 1795847181171, 'enter', 'status_bar_orientation', 'ok', NULL, 365.8, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'channel_page', 2, 34, NULL, NULL, NULL, NULL, NULL, 1, 367, 1);
INSERT INTO public.transitions_20261128 VALUES (51, 1, 1795847268323, 'exit', 'status_bar_orientation', 'ok', NULL, 198.8, 'button', NULL, NULL, 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'channel_page', 2, 34, 2, 34, 0, 0, NULL, 1, 368, 1);
INSERT INTO public.transitions_20261128 VALUES (51, 2, 1795847366545, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 437.2, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 0, 390, 844, 390, 844, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 370, 1);
INSERT INTO public.transitions_20261128 VALUES (51, 3, 1795847448857, 'exit', 'status_bar_orientation', 'ok', NULL, NULL, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'channel_page', 1, 16, 1, 16, 0, 0, NULL, 1, 381, 1);
INSERT INTO public.transitions_20261128 VALUES (51, 4, 1795847540752, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', NULL, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, 390, 844, 390, 844, 0, 'index_path', 'table_view', 'channel_page', 0, 39, NULL, NULL, NULL, NULL, NULL, 1, 383, 1);
INSERT INTO public.transitions_20261128 VALUES (51, 6, 1795847770299, 'enter', 'status_bar_orientation', 'ok', NULL, 139.7, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 400, 1);
INSERT INTO public.transitions_20261128 VALUES (51, 7, 1795848435216, 'exit', 'status_bar_orientation', 'ok', NULL, 214.4, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 390, 844, 390, 844, 0, 'index_path', 'table_view', 'channel_page', 1, 9, 1, 9, 1, 0, NULL, 1, 421, 1);
INSERT INTO public.transitions_20261128 VALUES (51, 8, 1795848483605, 'enter', 'status_bar_orientation', 'ok', NULL, 350.5, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 390, 844, 390, 844, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 428, 1);
INSERT INTO public.transitions_20261128 VALUES (51, 9, 1795848614088, 'exit', 'status_bar_orientation', 'ok', NULL, 284.9, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 390, 844, 390, 844, 0, 'index_path', 'table_view', 'channel_page', 2, 3, 2, 3, 0, 0, NULL, 1, 431, 1);
INSERT INTO public.transitions_20261128 VALUES (51, 10, 1795848655949, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 332.2, 'button', NULL, NULL, 'active', 'portrait', 1, 390, 844, 390, 844, 0, 'index_path', 'table_view', 'channel_page', 0, 2, NULL, NULL, NULL, NULL, NULL, 1, 432, 1);
INSERT INTO public.transitions_20261128 VALUES (52, 0, 1795857952650, 'enter', 'transform_landscape_window', 'ok', NULL, 252.7, 'double_tap', NULL, NULL, 'active', NULL, NULL, 812, 375, 812, 375, 0, 'index_path', 'table_view', 'feed_home', 2, 28, NULL, NULL, NULL, NULL, NULL, 1, 357, 1);
INSERT INTO public.transitions_20261128 VALUES (52, 1, 1795858109000, 'exit', 'transform_landscape_window', 'ok', NULL, 636.2, 'double_tap', 'landscape_left', 'portrait', 'active', 'portrait', 0, 375, 812, 375, 812, 0, 'index_path', 'table_view', 'feed_home', 2, 28, 2, 28, 0, 0, NULL, 1, 359, 1);
INSERT INTO public.transitions_20261128 VALUES (52, 2, 1795858192000, 'enter', 'transform_landscape_window', 'ok', NULL, 114.5, 'button', NULL, NULL, 'active', 'landscape_left', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 360, 1);
INSERT INTO public.transitions_20261128 VALUES (52, 3, 1795858601254, 'exit', 'transform_landscape_window', 'ok', NULL, 182, 'button', 'landscape_left', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_home', 2, 29, 2, 29, 0, 0, NULL, 1, 363, 1);
INSERT INTO public.transitions_20261128 VALUES (54, 0, 1795860966175, 'enter', 'transform_landscape_window', 'ok', NULL, 259.7, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 844, 390, 844, 390, 0, 'index_path', 'table_view', 'feed_home', 0, 9, NULL, NULL, NULL, NULL, NULL, 1, 435, 1);
INSERT INTO public.transitions_20261128 VALUES (54, 1, 1795861011731, 'exit', 'transform_landscape_window', 'ok', NULL, 276.8, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 390, 844, 390, 844, 0, 'index_path', 'table_view', 'feed_home', 0, 9, 0, 9, 0, 0, NULL, 1, 437, 1);
INSERT INTO public.transitions_20261128 VALUES (54, 2, 1795861107931, 'enter', 'transform_landscape_window', 'ok', NULL, 292.9, 'double_tap', 'portrait', 'landscape_right', 'active', NULL, NULL, 844, 390, 844, 390, 0, 'index_path', 'table_view', 'feed_home', 2, 12, NULL, NULL, NULL, NULL, NULL, 1, 438, 1);
INSERT INTO public.transitions_20261128 VALUES (54, 3, 1795861350312, 'exit', 'transform_landscape_window', 'ok', NULL, 187.3, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_home', 2, 12, 2, 12, 0, 0, NULL, 1, 449, 1);
INSERT INTO public.transitions_20261128 VALUES (54, 4, 1795861466662, 'enter', 'transform_landscape_window', 'ok', NULL, 568, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_home', 1, 23, NULL, NULL, NULL, NULL, NULL, 1, 451, 1);
INSERT INTO public.transitions_20261128 VALUES (54, 5, 1795861928714, 'exit', 'transform_portrait_window', 'ok', NULL, 194.5, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 390, 844, 390, 844, 0, 'index_path', 'table_view', 'feed_home', 1, 23, 1, 23, 0, 0, NULL, 1, 455, 1);
INSERT INTO public.transitions_20261128 VALUES (56, 0, 1795863563428, 'enter', 'transform_portrait_window', 'ok', NULL, 284.2, 'button', 'portrait', 'landscape_right', 'inactive', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_follow', 2, 25, NULL, NULL, NULL, NULL, NULL, 1, 346, 1);
INSERT INTO public.transitions_20261128 VALUES (56, 1, 1795863838772, 'exit', 'transform_portrait_window', 'ok', NULL, 245.9, 'double_tap', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_follow', 2, 25, 2, 25, 0, 0, NULL, 1, 354, 1);
INSERT INTO public.transitions_20261128 VALUES (56, 2, 1795863862781, 'enter', 'transform_portrait_window', 'ok', NULL, 367.2, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 355, 1);
INSERT INTO public.transitions_20261128 VALUES (56, 3, 1795864515000, 'exit', 'transform_portrait_window', 'ok', NULL, 235.6, 'button', 'landscape_right', 'portrait', 'inactive', NULL, NULL, 430, 932, 430, 932, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 358, 1);
INSERT INTO public.transitions_20261128 VALUES (56, 4, 1795864583000, 'enter', 'transform_portrait_window', 'ok', NULL, 365.4, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 932, 430, 932, 430, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, '{"net":"5g"}', 1, 362, 1);
INSERT INTO public.transitions_20261128 VALUES (56, 5, 1795865088064, 'exit', 'transform_portrait_window', 'ok', NULL, 321.1, 'double_tap', 'landscape_right', 'portrait', 'active', NULL, NULL, 430, 932, 430, 932, 0, 'index_path', 'table_view', 'feed_follow', 0, 3, 0, 3, 0, 0, NULL, 1, 364, 1);
INSERT INTO public.transitions_20261128 VALUES (56, 6, 1795865201169, 'enter', 'transform_portrait_window', 'ok', NULL, 462.4, 'rotation', NULL, NULL, 'active', 'landscape_right', 1, 932, 430, 932, 430, 0, 'index_path', 'table_view', 'feed_follow', 0, 18, NULL, NULL, NULL, NULL, NULL, 1, 373, 1);
INSERT INTO public.transitions_20261128 VALUES (57, 2, 1795897204713, 'enter', 'native_rotation', 'failed', 'black_edges', 441.2, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 896, 414, 896, 414, 0, 'index_path', 'table_view', 'feed_follow', 2, 39, NULL, NULL, NULL, NULL, NULL, 1, 459, 1);
INSERT INTO public.transitions_20261128 VALUES (58, 3, 1795842605978, 'exit', 'window_transform', 'ok', NULL, NULL, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 393, 852, 393, 852, 0, 'index_path', 'view', 'channel_page', 0, 28, 0, 28, NULL, 0, NULL, 1, 361, 1);
INSERT INTO public.transitions_20261128 VALUES (59, 7, 1795843810881, 'enter', 'window_transform', 'ok', NULL, 486.9, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'detail_related', 2, 32, NULL, NULL, NULL, NULL, NULL, 1, 369, 1);
INSERT INTO public.transitions_20261128 VALUES (60, 0, 1795835013000, 'enter', 'transform_landscape_window', 'ok', NULL, 431.6, 'button', 'portrait', 'landscape_left', 'active', 'landscape_left', 0, 812, 375, 812, 375, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 406, 1);
INSERT INTO public.transitions_20261128 VALUES (60, 1, 1795835569141, 'exit', 'transform_landscape_window', 'failed', 'screen_bounds_swapped', NULL, 'rotation', 'landscape_left', 'portrait', 'background', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'scroll_view', 'feed_home', 2, 1, 2, 1, NULL, 0, NULL, 1, 427, 1);
INSERT INTO public.transitions_20261128 VALUES (60, 2, 1795835648817, 'enter', 'transform_landscape_window', 'ok', NULL, 351, 'double_tap', 'portrait', 'landscape_left', 'active', NULL, NULL, 812, 375, 812, 375, 0, 'index_path', 'scroll_view', 'feed_home', 0, 10, NULL, NULL, NULL, NULL, NULL, 1, 450, 1);
INSERT INTO public.transitions_20261128 VALUES (60, 3, 1795835710362, 'exit', 'transform_landscape_window', 'failed', 'screen_bounds_swapped', 276.8, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, 812, 375, 375, 812, 1, 'index_path', 'scroll_view', 'feed_home', 0, 10, 0, 10, NULL, 0, NULL, 1, 452, 1);
INSERT INTO public.transitions_20261128 VALUES (61, 0, 1795871441013, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 221.6, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, 390, 844, 390, 844, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 424, 1);
INSERT INTO public.transitions_20261128 VALUES (61, 1, 1795872196459, 'exit', 'status_bar_orientation', 'ok', NULL, 211, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'feed_home', 2, 14, 2, 14, 0, 0, NULL, 1, 436, 1);
INSERT INTO public.transitions_20261128 VALUES (61, 2, 1795872311255, 'enter', 'status_bar_orientation', 'ignored', NULL, NULL, 'rotation', 'portrait', 'landscape_right', 'active', 'portrait', 0, 390, 844, 390, 844, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 439, 1);
INSERT INTO public.transitions_20261128 VALUES (63, 0, 1795897039662, 'enter', 'transform_landscape_window', 'ok', NULL, NULL, 'button', 'portrait', 'landscape_left', 'active', 'landscape_left', 0, 932, 430, 932, 430, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 378, 1);
INSERT INTO public.transitions_20261128 VALUES (63, 1, 1795897097483, 'exit', 'transform_landscape_window', 'ok', NULL, 372.7, 'button', 'landscape_left', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'feed_home', 0, 18, 0, 18, 0, 0, NULL, 1, 387, 1);
INSERT INTO public.transitions_20261128 VALUES (63, 2, 1795897157336, 'enter', 'transform_landscape_window', 'ok', NULL, 315.7, 'double_tap', NULL, NULL, 'background', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'feed_home', 2, 26, NULL, NULL, NULL, NULL, NULL, 1, 390, 1);
INSERT INTO public.transitions_20261128 VALUES (63, 3, 1795898047840, 'exit', 'transform_landscape_window', 'ok', NULL, 793, 'button', 'landscape_left', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'feed_home', 2, 26, 2, 26, 0, 0, NULL, 1, 393, 1);
INSERT INTO public.transitions_20261128 VALUES (63, 4, 1795898067097, 'enter', 'transform_landscape_window', 'ok', NULL, 238.7, 'button', 'portrait', 'landscape_left', 'active', 'landscape_left', 1, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'feed_home', 1, 1, NULL, NULL, NULL, NULL, NULL, 1, 396, 1);
INSERT INTO public.transitions_20261128 VALUES (63, 5, 1795898311135, 'exit', 'transform_landscape_window', 'ok', NULL, 133.7, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'feed_home', 1, 1, 1, 1, 0, 0, NULL, 1, 401, 1);
INSERT INTO public.transitions_20261128 VALUES (63, 6, 1795898402767, 'enter', 'transform_landscape_window', 'ok', NULL, 424.8, 'button', 'portrait', 'landscape_left', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 410, 1);
INSERT INTO public.transitions_20261128 VALUES (63, 7, 1795899055361, 'exit', 'transform_landscape_window', 'ok', NULL, 165.6, 'rotation', NULL, NULL, 'background', NULL, NULL, 430, 932, 430, 932, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 418, 1);
INSERT INTO public.transitions_20261128 VALUES (63, 8, 1795899133073, 'enter', 'transform_landscape_window', 'ok', NULL, 371.1, 'button', 'portrait', 'landscape_left', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 419, 1);
INSERT INTO public.transitions_20261128 VALUES (63, 9, 1795899259814, 'exit', 'transform_landscape_window', 'ignored', NULL, NULL, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, 932, 430, 932, 430, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 420, 1);
INSERT INTO public.transitions_20261128 VALUES (63, 10, 1795899329376, 'exit', 'transform_landscape_window', 'ok', NULL, 282.9, 'button', 'landscape_left', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'feed_home', 2, 26, 2, 26, 0, 0, NULL, 1, 440, 1);
INSERT INTO public.transitions_20261128 VALUES (64, 0, 1795867089209, 'enter', 'transform_landscape_window', 'ok', NULL, 304.4, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 844, 390, 844, 390, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 394, 1);
INSERT INTO public.transitions_20261128 VALUES (64, 1, 1795867301855, 'exit', 'transform_landscape_window', 'ok', NULL, 429, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 390, 844, 390, 844, 0, 'index_path', 'collection_view', 'channel_page', 2, 1, 2, 1, 0, 0, NULL, 1, 395, 1);
INSERT INTO public.transitions_20261128 VALUES (64, 2, 1795867422430, 'enter', 'transform_landscape_window', 'ok', NULL, 116.2, 'rotation', NULL, NULL, 'active', 'landscape_right', 0, 844, 390, 844, 390, 0, 'index_path', 'collection_view', 'channel_page', 1, 35, NULL, NULL, NULL, NULL, NULL, 1, 399, 1);
INSERT INTO public.transitions_20261128 VALUES (64, 3, 1795868152329, 'exit', 'transform_landscape_window', 'ok', NULL, 231.8, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'channel_page', 1, 35, 1, 35, 0, 0, NULL, 1, 402, 1);
INSERT INTO public.transitions_20261128 VALUES (64, 4, 1795868197700, 'enter', 'transform_landscape_window', 'ok', NULL, 151.7, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 407, 1);
INSERT INTO public.transitions_20261128 VALUES (64, 5, 1795868530375, 'exit', 'transform_landscape_window', 'ok', NULL, 260.8, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, 390, 844, 390, 844, 0, 'index_path', 'collection_view', 'channel_page', 1, 1, 1, 1, 1, 0, NULL, 1, 408, 1);
INSERT INTO public.transitions_20261128 VALUES (64, 6, 1795868585220, 'enter', 'transform_landscape_window', 'ok', NULL, 269.5, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 412, 1);
INSERT INTO public.transitions_20261128 VALUES (64, 7, 1795869042919, 'exit', 'transform_landscape_window', 'ok', NULL, 407.2, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 390, 844, 390, 844, 0, 'index_path', 'collection_view', 'channel_page', 1, 9, 1, 9, 0, 0, NULL, 1, 413, 1);
INSERT INTO public.transitions_20261128 VALUES (64, 8, 1795869054568, 'enter', 'transform_landscape_window', 'ok', NULL, 310, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 844, 390, 844, 390, 0, 'index_path', 'collection_view', 'channel_page', 2, 28, NULL, NULL, NULL, NULL, NULL, 1, 414, 1);
INSERT INTO public.transitions_20261128 VALUES (65, 0, 1795881077269, 'enter', 'present_landscape_vc', 'ok', NULL, 622.5, 'rotation', 'portrait', 'landscape_left', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'channel_page', 0, 27, NULL, NULL, NULL, NULL, NULL, 1, 334, 1);
INSERT INTO public.transitions_20261128 VALUES (65, 1, 1795881907000, 'exit', 'present_landscape_vc', 'ok', NULL, 418.7, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, 390, 844, 390, 844, 0, 'superview', 'table_view', 'channel_page', 0, 27, 0, 27, 0, 0, NULL, 1, 337, 1);
INSERT INTO public.transitions_20261128 VALUES (65, 2, 1795881950056, 'enter', 'present_landscape_vc', 'ok', NULL, 311, NULL, 'portrait', 'landscape_left', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 338, 1);
INSERT INTO public.transitions_20261128 VALUES (65, 3, 1795882470271, 'exit', 'present_landscape_vc', 'failed', 'restore_mismatch', 287.2, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'channel_page', 2, 26, 2, 30, 1, 1, NULL, 1, 347, 1);
INSERT INTO public.transitions_20261128 VALUES (65, 4, 1795882577483, 'enter', 'present_landscape_vc', 'ok', NULL, 235.8, 'button', 'portrait', 'landscape_left', 'active', NULL, NULL, 844, 390, 844, 390, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 348, 1);
INSERT INTO public.transitions_20261128 VALUES (65, 5, 1795882965888, 'exit', 'present_landscape_vc', 'ok', NULL, 552.9, 'button', 'landscape_left', 'portrait', 'active', 'portrait', 0, 390, 844, 390, 844, 0, 'superview', 'table_view', 'channel_page', 2, 37, 2, 37, 0, 0, NULL, 1, 349, 1);
INSERT INTO public.transitions_20261128 VALUES (65, 6, 1795882999883, 'enter', 'present_landscape_vc', 'failed', 'screen_bounds_swapped', 452.1, 'rotation', 'portrait', 'landscape_left', 'background', NULL, NULL, 390, 844, 844, 390, 1, 'superview', 'table_view', 'channel_page', 2, 15, NULL, NULL, NULL, NULL, '{"net":"wifi"}', 1, 351, 1);
INSERT INTO public.transitions_20261128 VALUES (65, 7, 1795883181004, 'exit', 'present_landscape_vc', 'ok', NULL, 201.5, 'double_tap', NULL, NULL, 'active', NULL, NULL, 390, 844, 390, 844, 0, 'superview', 'table_view', 'channel_page', 2, 15, 2, 14, 0, 1, NULL, 1, 353, 1);
INSERT INTO public.transitions_20261128 VALUES (66, 2, 1795861395731, 'enter', 'status_bar_orientation', 'failed', 'subview_lag', 326.6, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 343, 1);
INSERT INTO public.transitions_20261128 VALUES (66, 3, 1795861440200, 'exit', 'status_bar_orientation', 'ok', NULL, 346.9, 'double_tap', 'landscape_right', 'portrait', 'active', NULL, NULL, 375, 667, 375, 667, 0, 'index_path', 'collection_view', 'detail_related', 2, 25, 2, 25, 0, 0, NULL, 1, 350, 1);
INSERT INTO public.transitions_20261128 VALUES (95, 0, 1795859297953, 'enter', 'window_transform', 'ok', NULL, 331.8, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_follow', 2, 32, NULL, NULL, NULL, NULL, NULL, 2, 412, 2);
INSERT INTO public.transitions_20261128 VALUES (95, 1, 1795859461166, 'exit', 'window_transform', 'ok', NULL, 232, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_follow', 2, 32, 2, 32, 0, 0, NULL, 2, 413, 2);
INSERT INTO public.transitions_20261128 VALUES (95, 2, 1795859571238, 'enter', 'window_transform', 'ok', NULL, 176.6, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_follow', 1, 25, NULL, NULL, NULL, NULL, NULL, 2, 414, 2);
INSERT INTO public.transitions_20261128 VALUES (95, 3, 1795859657925, 'exit', 'window_transform', 'ok', NULL, NULL, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 390, 844, 390, 844, 0, 'index_path', 'table_view', 'feed_follow', 1, 25, 1, 25, 0, 0, NULL, 2, 416, 2);
INSERT INTO public.transitions_20261128 VALUES (97, 0, 1795882422396, 'enter', 'transform_landscape_window', 'cancelled', NULL, 207.8, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 390, 844, 390, 844, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 362, 2);
INSERT INTO public.transitions_20261128 VALUES (97, 1, 1795882540381, 'enter', 'transform_landscape_window', 'ok', NULL, 438.9, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, 844, 390, 844, 390, 0, 'index_path', 'table_view', 'feed_follow', 2, 0, NULL, NULL, NULL, NULL, NULL, 2, 363, 2);
INSERT INTO public.transitions_20261128 VALUES (102, 0, 1795827870265, 'enter', 'status_bar_orientation', 'ok', NULL, 336.8, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 820, 1180, 820, 1180, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 398, 2);
INSERT INTO public.transitions_20261128 VALUES (102, 1, 1795828231695, 'exit', 'status_bar_orientation', 'ok', NULL, 364.2, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 820, 1180, 820, 1180, 0, 'superview', 'view', 'search_results', 1, 15, 1, 15, NULL, 0, NULL, 2, 402, 2);
INSERT INTO public.transitions_20261128 VALUES (102, 2, 1795828329418, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 189.7, 'rotation', 'portrait', 'landscape_right', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 404, 2);
INSERT INTO public.transitions_20261128 VALUES (102, 3, 1795828524425, 'exit', 'status_bar_orientation', 'ok', NULL, 208, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, 820, 1180, 820, 1180, 0, 'superview', 'view', 'search_results', 0, 27, 0, 27, NULL, 0, NULL, 2, 405, 2);
INSERT INTO public.transitions_20261128 VALUES (102, 4, 1795828637823, 'enter', 'status_bar_orientation', 'ok', NULL, 122.8, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 820, 1180, 820, 1180, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 406, 2);
INSERT INTO public.transitions_20261128 VALUES (104, 0, 1795878325312, 'enter', 'window_transform', 'ok', NULL, 468.8, 'button', 'portrait', 'landscape_right', 'inactive', NULL, NULL, 375, 812, 375, 812, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 372, 2);
INSERT INTO public.transitions_20261128 VALUES (104, 1, 1795878419766, 'exit', 'window_transform', 'ok', NULL, 114.6, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'feed_follow', 2, 27, 2, 27, NULL, 0, NULL, 2, 375, 2);
INSERT INTO public.transitions_20261128 VALUES (104, 2, 1795878454636, 'enter', 'window_transform', 'ok', NULL, 230.2, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, 375, 812, 375, 812, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 378, 2);
INSERT INTO public.transitions_20261128 VALUES (106, 0, 1795894519071, 'enter', 'transform_landscape_window', 'failed', 'window_flash', 192.8, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 844, 390, 844, 390, 0, 'index_path', 'scroll_view', 'feed_home', 2, 25, NULL, NULL, NULL, NULL, NULL, 2, 368, 2);
INSERT INTO public.transitions_20261128 VALUES (106, 1, 1795895237000, 'exit', 'transform_landscape_window', 'ok', NULL, 193.2, 'button', NULL, NULL, 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'scroll_view', 'feed_home', 2, 25, 2, 25, NULL, 0, NULL, 2, 383, 2);
INSERT INTO public.transitions_20261128 VALUES (106, 2, 1795895285354, 'enter', 'transform_landscape_window', 'ok', NULL, 329.8, 'rotation', NULL, NULL, 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 387, 2);
INSERT INTO public.transitions_20261128 VALUES (106, 3, 1795895377031, 'exit', 'transform_landscape_window', 'ok', NULL, 289.1, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'scroll_view', 'feed_home', 1, 36, 1, 36, NULL, 0, NULL, 2, 390, 2);
INSERT INTO public.transitions_20261128 VALUES (106, 4, 1795895397512, 'enter', 'transform_landscape_window', 'ok', NULL, 261.5, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'scroll_view', 'feed_home', 2, 30, NULL, NULL, NULL, NULL, NULL, 2, 392, 2);
INSERT INTO public.transitions_20261128 VALUES (106, 5, 1795895597000, 'exit', 'transform_landscape_window', 'cancelled', NULL, 132.4, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'scroll_view', 'feed_home', 2, 30, NULL, NULL, NULL, NULL, NULL, 2, 400, 2);
INSERT INTO public.transitions_20261128 VALUES (109, 0, 1795860520075, 'enter', 'present_landscape_vc', 'ok', NULL, 357.6, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'search_results', 1, 4, NULL, NULL, NULL, NULL, NULL, 2, 376, 2);
INSERT INTO public.transitions_20261128 VALUES (109, 1, 1795860758414, 'exit', 'present_landscape_vc', 'ok', NULL, 474.5, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'search_results', 1, 4, 1, 6, 1, 1, NULL, 2, 379, 2);
INSERT INTO public.transitions_20261128 VALUES (109, 2, 1795860764265, 'enter', 'present_landscape_vc', 'ok', NULL, 333.3, NULL, 'portrait', 'landscape_right', 'active', NULL, NULL, 896, 414, 896, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 381, 2);
INSERT INTO public.transitions_20261128 VALUES (109, 3, 1795861168104, 'exit', 'present_landscape_vc', 'ok', NULL, 569.8, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'superview', 'collection_view', 'search_results', 0, 32, 0, 32, 0, 0, NULL, 2, 388, 2);
INSERT INTO public.transitions_20261128 VALUES (109, 4, 1795861182704, 'enter', 'present_landscape_vc', 'ok', NULL, 328.8, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 896, 414, 896, 414, 0, 'superview', 'collection_view', 'search_results', 1, 7, NULL, NULL, NULL, NULL, NULL, 2, 391, 2);
INSERT INTO public.transitions_20261128 VALUES (109, 5, 1795861524010, 'exit', 'present_landscape_vc', 'ok', NULL, 569, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'search_results', 1, 7, 1, 7, 0, 0, '{"net":"cellular"}', 2, 393, 2);
INSERT INTO public.transitions_20261128 VALUES (109, 6, 1795861607815, 'enter', 'present_landscape_vc', 'ok', NULL, 678.5, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'collection_view', 'search_results', 1, 17, NULL, NULL, NULL, NULL, NULL, 2, 396, 2);
INSERT INTO public.transitions_20261128 VALUES (110, 0, 1795898818367, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 650.7, 'double_tap', 'portrait', 'landscape_left', 'active', 'portrait', 0, 414, 736, 414, 736, 0, 'superview', 'view', 'search_results', 0, 1, NULL, NULL, NULL, NULL, NULL, 2, 409, 2);
INSERT INTO public.transitions_20261128 VALUES (112, 0, 1795876162862, 'enter', 'window_transform', 'failed', 'alert_wrong_orientation', NULL, 'button', 'portrait', 'landscape_right', 'inactive', NULL, NULL, 414, 896, 414, 896, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 419, 2);
INSERT INTO public.transitions_20261128 VALUES (112, 1, 1795876848459, 'exit', 'window_transform', 'ok', NULL, 390, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'index_path', 'view', 'search_results', 2, 25, 2, 25, NULL, 0, NULL, 2, 420, 2);
INSERT INTO public.transitions_20261128 VALUES (112, 2, 1795876947084, 'enter', 'window_transform', 'ok', NULL, 317.9, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, 414, 896, 414, 896, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 421, 2);
INSERT INTO public.transitions_20261128 VALUES (112, 3, 1795877049475, 'exit', 'window_transform', 'ok', NULL, 381.8, 'button', NULL, NULL, 'active', NULL, NULL, 414, 896, 414, 896, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 422, 2);
INSERT INTO public.transitions_20261128 VALUES (112, 4, 1795877096351, 'enter', 'window_transform', 'ok', NULL, 309.7, 'rotation', 'portrait', 'landscape_right', 'active', 'portrait', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 423, 2);
INSERT INTO public.transitions_20261128 VALUES (112, 5, 1795877707898, 'exit', 'window_transform', 'ok', NULL, 390.9, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'view', 'search_results', 1, 21, 1, 21, NULL, 0, NULL, 2, 424, 2);
INSERT INTO public.transitions_20261128 VALUES (112, 6, 1795877775921, 'enter', 'window_transform', 'ok', NULL, 230.9, 'rotation', 'portrait', 'landscape_right', 'active', 'portrait', 1, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'search_results', 0, 8, NULL, NULL, NULL, NULL, NULL, 2, 425, 2);
INSERT INTO public.transitions_20261128 VALUES (112, 7, 1795878121109, 'exit', 'window_transform', 'ok', NULL, NULL, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'search_results', 0, 8, 0, 8, NULL, 0, NULL, 2, 426, 2);
INSERT INTO public.transitions_20261128 VALUES (112, 8, 1795878182000, 'enter', 'window_transform', 'ok', NULL, 261.6, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'search_results', 0, 36, NULL, NULL, NULL, NULL, NULL, 2, 428, 2);
INSERT INTO public.transitions_20261128 VALUES (112, 9, 1795879028956, 'exit', 'window_transform', 'ok', NULL, 252.7, 'double_tap', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 432, 2);
INSERT INTO public.transitions_20261128 VALUES (112, 10, 1795879139053, 'enter', 'window_transform', 'ok', NULL, 108.1, 'double_tap', 'portrait', 'landscape_right', 'inactive', NULL, NULL, 414, 896, 414, 896, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 438, 2);
INSERT INTO public.transitions_20261128 VALUES (45, 1, 1795899871000, 'exit', 'transform_landscape_window', 'ok', NULL, 329.4, 'button', NULL, NULL, 'active', 'portrait', 0, 390, 844, 390, 844, 0, 'superview', 'view', 'feed_home', 1, 29, 1, 29, NULL, 0, NULL, 2, 408, 2);
INSERT INTO public.transitions_20261128 VALUES (47, 4, 1795899223926, 'enter', 'window_transform', 'ok', NULL, 343.4, NULL, 'portrait', 'landscape_right', 'active', 'portrait', 1, 390, 844, 390, 844, 0, 'superview', 'table_view', 'feed_follow', 1, 24, NULL, NULL, NULL, NULL, NULL, 2, 415, 2);
INSERT INTO public.transitions_20261128 VALUES (51, 5, 1795847732566, 'exit', 'status_bar_orientation', 'ok', NULL, 291, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 390, 844, 390, 844, 0, 'index_path', 'table_view', 'channel_page', 0, 39, 0, 39, 0, 0, NULL, 2, 411, 2);
INSERT INTO public.transitions_20261128 VALUES (57, 1, 1795897181334, 'exit', 'native_rotation', 'ok', NULL, 732.1, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'index_path', 'table_view', 'feed_follow', 2, 0, 2, 0, 0, 0, NULL, 2, 429, 2);
INSERT INTO public.transitions_20261128 VALUES (57, 3, 1795897445099, 'exit', 'native_rotation', 'ok', NULL, 237.2, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'index_path', 'table_view', 'feed_follow', 2, 39, 2, 39, 0, 0, NULL, 2, 431, 2);
INSERT INTO public.transitions_20261128 VALUES (57, 4, 1795897477000, 'enter', 'native_rotation', 'ok', NULL, NULL, 'double_tap', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_follow', 1, 35, NULL, NULL, NULL, NULL, NULL, 2, 433, 2);
INSERT INTO public.transitions_20261128 VALUES (57, 5, 1795897791024, 'exit', 'native_rotation', 'ok', NULL, 538.1, 'double_tap', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'index_path', 'table_view', 'feed_follow', 1, 35, 1, 35, 0, 0, NULL, 2, 434, 2);
INSERT INTO public.transitions_20261128 VALUES (57, 6, 1795897908288, 'enter', 'native_rotation', 'ok', NULL, 500.9, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_follow', 1, 0, NULL, NULL, NULL, NULL, NULL, 2, 435, 2);
INSERT INTO public.transitions_20261128 VALUES (57, 7, 1795898621156, 'exit', 'native_rotation', 'ok', NULL, 333.9, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'index_path', 'table_view', 'feed_follow', 1, 0, 1, 0, 0, 0, NULL, 2, 436, 2);
INSERT INTO public.transitions_20261128 VALUES (57, 8, 1795898720805, 'enter', 'native_rotation', 'ok', NULL, 476.1, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 896, 414, 896, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 437, 2);
INSERT INTO public.transitions_20261128 VALUES (57, 9, 1795898888085, 'exit', 'native_rotation', 'ok', NULL, 178.8, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_follow', 1, 30, 1, 30, 0, 0, NULL, 2, 439, 2);
INSERT INTO public.transitions_20261128 VALUES (58, 0, 1795841341000, 'enter', 'window_transform', 'ok', NULL, 231.1, 'double_tap', 'portrait', 'landscape_right', 'active', 'portrait', 1, 393, 852, 393, 852, 0, 'index_path', 'view', 'channel_page', 0, 27, NULL, NULL, NULL, NULL, NULL, 2, 380, 2);
INSERT INTO public.transitions_20261128 VALUES (58, 1, 1795841941697, 'exit', 'window_transform', 'ok', NULL, NULL, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 393, 852, 393, 852, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 385, 2);
INSERT INTO public.transitions_20261128 VALUES (58, 2, 1795841965940, 'enter', 'native_rotation', 'ok', NULL, 234.8, 'button', 'portrait', 'landscape_right', 'inactive', NULL, NULL, 852, 393, 852, 393, 0, 'index_path', 'view', 'channel_page', 0, 28, NULL, NULL, NULL, NULL, NULL, 2, 386, 2);
INSERT INTO public.transitions_20261128 VALUES (58, 4, 1795842618335, 'enter', 'window_transform', 'ok', NULL, 145.8, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'channel_page', 1, 0, NULL, NULL, NULL, NULL, NULL, 2, 389, 2);
INSERT INTO public.transitions_20261128 VALUES (58, 5, 1795843131053, 'exit', 'window_transform', 'ok', NULL, 415, 'button', 'landscape_right', 'portrait', 'background', NULL, NULL, 393, 852, 393, 852, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 394, 2);
INSERT INTO public.transitions_20261128 VALUES (62, 0, 1795864259592, 'enter', 'window_transform', 'ok', NULL, 282.5, 'double_tap', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 350, 2);
INSERT INTO public.transitions_20261128 VALUES (62, 1, 1795864567528, 'exit', 'window_transform', 'ok', NULL, 252.5, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_follow', 1, 21, 1, 21, 0, 0, NULL, 2, 351, 2);
INSERT INTO public.transitions_20261128 VALUES (66, 0, 1795860617309, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', 603.2, 'double_tap', 'portrait', 'landscape_right', 'active', NULL, NULL, 375, 667, 375, 667, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 361, 2);
INSERT INTO public.transitions_20261128 VALUES (66, 1, 1795861289033, 'exit', 'status_bar_orientation', 'ok', NULL, 224.2, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'detail_related', 0, 20, 0, 20, 0, 0, NULL, 2, 364, 2);
INSERT INTO public.transitions_20261128 VALUES (66, 4, 1795861517593, 'enter', 'status_bar_orientation', 'ok', NULL, 306.5, 'rotation', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 375, 667, 375, 667, 0, 'index_path', 'collection_view', 'detail_related', 2, 10, NULL, NULL, NULL, NULL, NULL, 2, 370, 2);
INSERT INTO public.transitions_20261128 VALUES (66, 5, 1795861891290, 'exit', 'status_bar_orientation', 'ok', NULL, 368.4, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 375, 667, 375, 667, 0, 'index_path', 'collection_view', 'detail_related', 2, 10, 2, 10, 1, 0, NULL, 2, 371, 2);
INSERT INTO public.transitions_20261128 VALUES (136, 0, 1795884919019, 'enter', 'transform_portrait_window', 'ignored', NULL, NULL, NULL, 'portrait', 'landscape_right', 'active', NULL, NULL, 390, 844, 390, 844, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 362, 2);
INSERT INTO public.transitions_20261128 VALUES (136, 1, 1795885034328, 'enter', 'transform_portrait_window', 'ok', NULL, 371.9, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 844, 390, 844, 390, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 363, 2);
INSERT INTO public.transitions_20261128 VALUES (136, 2, 1795885519975, 'exit', 'transform_portrait_window', 'ok', NULL, 215.1, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'collection_view', 'search_results', 1, 39, 1, 39, 0, 0, NULL, 3, 364, 2);
INSERT INTO public.transitions_20261128 VALUES (136, 3, 1795885560852, 'enter', 'transform_portrait_window', 'ok', NULL, 158.5, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 844, 390, 844, 390, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 366, 2);
INSERT INTO public.transitions_20261128 VALUES (137, 0, 1795898415617, 'enter', 'transform_portrait_window', 'ok', NULL, 258.4, 'button', 'portrait', 'landscape_right', 'background', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'channel_page', 0, 4, NULL, NULL, NULL, NULL, NULL, 3, 434, 2);
INSERT INTO public.transitions_20261128 VALUES (137, 1, 1795898447739, 'exit', 'transform_portrait_window', 'ok', NULL, 742.2, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'channel_page', 0, 4, 0, 4, 0, 0, NULL, 3, 437, 2);
INSERT INTO public.transitions_20261128 VALUES (138, 0, 1795868756155, 'enter', 'present_landscape_vc', 'ok', NULL, 353.1, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 667, 375, 667, 375, 0, 'index_path', 'table_view', 'feed_home', 1, 16, NULL, NULL, NULL, NULL, NULL, 3, 395, 2);
INSERT INTO public.transitions_20261128 VALUES (138, 1, 1795868765789, 'exit', 'present_landscape_vc', 'ok', NULL, 189.9, 'button', NULL, NULL, 'active', 'portrait', 0, 375, 667, 375, 667, 0, 'index_path', 'table_view', 'feed_home', 1, 16, 1, 16, 0, 0, NULL, 3, 400, 2);
INSERT INTO public.transitions_20261128 VALUES (138, 2, 1795868779666, 'enter', 'present_landscape_vc', 'ok', NULL, 312.3, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 667, 375, 667, 375, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 407, 2);
INSERT INTO public.transitions_20261128 VALUES (138, 3, 1795869104638, 'exit', 'present_landscape_vc', 'ok', NULL, 241.8, 'double_tap', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 412, 2);
INSERT INTO public.transitions_20261128 VALUES (138, 4, 1795869173913, 'enter', 'present_landscape_vc', 'ok', NULL, 427.3, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, '{"net":"cellular"}', 3, 414, 2);
INSERT INTO public.transitions_20261128 VALUES (139, 0, 1795890978733, 'enter', 'window_transform', 'ok', NULL, 233.6, 'button', 'portrait', 'landscape_left', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 408, 2);
INSERT INTO public.transitions_20261128 VALUES (139, 1, 1795891534134, 'exit', 'window_transform', 'ok', NULL, 372.2, 'rotation', 'landscape_left', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'feed_follow', 1, 30, 1, 30, NULL, 0, '{"net":"wifi"}', 3, 411, 2);
INSERT INTO public.transitions_20261128 VALUES (139, 2, 1795891628000, 'enter', 'window_transform', 'ok', NULL, 227.8, 'rotation', 'portrait', 'landscape_left', 'active', 'portrait', 1, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'feed_follow', 1, 0, NULL, NULL, NULL, NULL, NULL, 3, 420, 2);
INSERT INTO public.transitions_20261128 VALUES (139, 3, 1795891878266, 'exit', 'window_transform', 'ok', NULL, 295.1, 'rotation', NULL, NULL, 'active', NULL, NULL, 414, 736, 414, 736, 0, 'index_path', 'view', 'feed_follow', 1, 0, 1, 0, NULL, 0, NULL, 3, 422, 2);
INSERT INTO public.transitions_20261128 VALUES (139, 4, 1795891986748, 'enter', 'window_transform', 'ok', NULL, 419, 'double_tap', 'portrait', 'landscape_left', 'active', 'portrait', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 424, 2);
INSERT INTO public.transitions_20261128 VALUES (139, 5, 1795892016000, 'exit', 'window_transform', 'ok', NULL, 206, 'double_tap', 'landscape_left', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'feed_follow', 1, 25, 1, 25, NULL, 0, NULL, 3, 426, 2);
INSERT INTO public.transitions_20261128 VALUES (139, 6, 1795892050681, 'enter', 'window_transform', 'ok', NULL, 387.5, 'button', NULL, NULL, 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'feed_follow', 0, 27, NULL, NULL, NULL, NULL, NULL, 3, 430, 2);
INSERT INTO public.transitions_20261128 VALUES (139, 7, 1795892328000, 'exit', 'window_transform', 'ok', NULL, 91.2, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, 414, 736, 414, 736, 0, 'index_path', 'view', 'feed_follow', 0, 27, 0, 27, NULL, 0, NULL, 3, 432, 2);
INSERT INTO public.transitions_20261128 VALUES (139, 8, 1795892351055, 'enter', 'window_transform', 'ok', NULL, 607.5, 'rotation', 'portrait', 'landscape_left', 'active', NULL, NULL, 414, 736, 414, 736, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 436, 2);
INSERT INTO public.transitions_20261128 VALUES (139, 9, 1795892751488, 'exit', 'window_transform', 'ok', NULL, 537.9, 'rotation', 'landscape_left', 'portrait', 'active', 'portrait', 0, 414, 736, 414, 736, 0, 'index_path', 'view', 'feed_follow', 1, 30, 1, 30, NULL, 0, NULL, 3, 438, 2);
INSERT INTO public.transitions_20261128 VALUES (140, 0, 1795853340994, 'enter', 'window_transform', 'ok', NULL, 444, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 375, 667, 375, 667, 0, 'superview', 'table_view', 'feed_follow', 0, 34, NULL, NULL, NULL, NULL, NULL, 3, 378, 2);
INSERT INTO public.transitions_20261128 VALUES (140, 1, 1795853843859, 'exit', 'window_transform', 'ok', NULL, NULL, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 375, 667, 375, 667, 0, 'superview', 'table_view', 'feed_follow', 0, 34, 0, 34, 0, 0, NULL, 3, 381, 2);
INSERT INTO public.transitions_20261128 VALUES (140, 2, 1795853915690, 'enter', 'window_transform', 'ok', NULL, 308.5, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 382, 2);
INSERT INTO public.transitions_20261128 VALUES (140, 3, 1795854238397, 'exit', 'window_transform', 'ok', NULL, 256.6, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 375, 667, 375, 667, 0, 'superview', 'table_view', 'feed_follow', 1, 6, 1, 6, 0, 0, NULL, 3, 385, 2);
INSERT INTO public.transitions_20261128 VALUES (140, 4, 1795854255665, 'enter', 'window_transform', 'ok', NULL, 343.9, 'rotation', 'portrait', 'landscape_right', 'active', 'portrait', 1, 375, 667, 375, 667, 0, 'superview', 'table_view', 'feed_follow', 1, 8, NULL, NULL, NULL, NULL, NULL, 3, 391, 2);
INSERT INTO public.transitions_20261128 VALUES (140, 5, 1795854587866, 'exit', 'window_transform', 'ok', NULL, 220.7, 'rotation', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'feed_follow', 1, 8, 1, 8, 0, 0, NULL, 3, 397, 2);
INSERT INTO public.transitions_20261128 VALUES (140, 6, 1795854618763, 'enter', 'window_transform', 'ok', NULL, 289.3, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, 375, 667, 375, 667, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 399, 2);
INSERT INTO public.transitions_20261128 VALUES (140, 7, 1795855034753, 'exit', 'window_transform', 'ok', NULL, 338.6, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 375, 667, 375, 667, 0, 'superview', 'table_view', 'feed_follow', 1, 3, 1, 3, 0, 0, NULL, 3, 403, 2);
INSERT INTO public.transitions_20261128 VALUES (140, 8, 1795855050933, 'enter', 'window_transform', 'ok', NULL, 354.7, 'button', 'portrait', 'landscape_right', 'inactive', NULL, NULL, 375, 667, 375, 667, 0, 'superview', 'table_view', 'feed_follow', 2, 7, NULL, NULL, NULL, NULL, NULL, 3, 406, 2);
INSERT INTO public.transitions_20261128 VALUES (140, 9, 1795855911030, 'exit', 'window_transform', 'ok', NULL, 368.3, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'feed_follow', 2, 7, 2, 7, 0, 0, NULL, 3, 410, 2);
INSERT INTO public.transitions_20261128 VALUES (140, 10, 1795856028000, 'enter', 'window_transform', 'ok', NULL, 222.1, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, NULL, NULL, NULL, NULL, NULL, 'superview', 'table_view', 'feed_follow', 2, 30, NULL, NULL, NULL, NULL, NULL, 3, 415, 2);
INSERT INTO public.transitions_20261128 VALUES (142, 0, 1795830515897, 'enter', 'window_transform', 'ok', NULL, 443, 'rotation', 'portrait', 'landscape_right', 'active', 'portrait', 1, 414, 736, 414, 736, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 444, 2);
INSERT INTO public.transitions_20261128 VALUES (142, 1, 1795830617238, 'exit', 'window_transform', 'ok', NULL, 324.8, 'button', NULL, NULL, 'active', NULL, NULL, 414, 736, 414, 736, 0, 'index_path', 'scroll_view', 'detail_related', 2, 26, 2, 26, NULL, 0, NULL, 3, 447, 2);
INSERT INTO public.transitions_20261128 VALUES (143, 0, 1795860062357, 'enter', 'transform_portrait_window', 'ok', NULL, 193, 'button', NULL, NULL, 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_follow', 2, 11, NULL, NULL, NULL, NULL, NULL, 3, 445, 2);
INSERT INTO public.transitions_20261128 VALUES (143, 1, 1795860618518, 'exit', 'transform_portrait_window', 'ok', NULL, 469.9, 'rotation', NULL, NULL, 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 446, 2);
INSERT INTO public.transitions_20261128 VALUES (143, 2, 1795860623625, 'enter', 'transform_portrait_window', 'ok', NULL, 567.2, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 667, 375, 667, 375, 0, 'index_path', 'table_view', 'feed_follow', 0, 11, NULL, NULL, NULL, NULL, NULL, 3, 449, 2);
INSERT INTO public.transitions_20261128 VALUES (143, 3, 1795860824448, 'exit', 'transform_portrait_window', 'ok', NULL, 247.9, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 375, 667, 375, 667, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 450, 2);
INSERT INTO public.transitions_20261128 VALUES (145, 0, 1795857801580, 'enter', 'window_transform', 'ok', NULL, 424.5, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 371, 2);
INSERT INTO public.transitions_20261128 VALUES (145, 1, 1795858207495, 'exit', 'window_transform', 'ok', NULL, 285, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, 393, 852, 393, 852, 0, 'index_path', 'view', 'channel_page', 1, 10, 1, 10, NULL, 0, NULL, 3, 372, 2);
INSERT INTO public.transitions_20261128 VALUES (145, 2, 1795858225609, 'enter', 'window_transform', 'ok', NULL, 320.7, 'button', 'portrait', 'landscape_right', 'active', 'portrait', 1, 393, 852, 393, 852, 0, 'index_path', 'view', 'channel_page', 1, 18, NULL, NULL, NULL, NULL, NULL, 3, 376, 2);
INSERT INTO public.transitions_20261128 VALUES (145, 3, 1795858962084, 'exit', 'window_transform', 'ok', NULL, 85.6, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 393, 852, 393, 852, 0, 'index_path', 'view', 'channel_page', 1, 18, 1, 18, NULL, 0, NULL, 3, 379, 2);
INSERT INTO public.transitions_20261128 VALUES (145, 4, 1795858983533, 'enter', 'window_transform', 'ok', NULL, 259.8, 'rotation', 'portrait', 'landscape_right', 'active', 'portrait', 1, 393, 852, 393, 852, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 383, 2);
INSERT INTO public.transitions_20261128 VALUES (145, 5, 1795859606059, 'exit', 'window_transform', 'ok', NULL, 238.6, NULL, 'landscape_right', 'portrait', 'active', NULL, NULL, 393, 852, 393, 852, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 389, 2);
INSERT INTO public.transitions_20261128 VALUES (145, 6, 1795859630577, 'enter', 'window_transform', 'ok', NULL, 233.3, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'view', 'channel_page', 1, 24, NULL, NULL, NULL, NULL, NULL, 3, 390, 2);
INSERT INTO public.transitions_20261128 VALUES (145, 7, 1795860005000, 'exit', 'window_transform', 'ok', NULL, 279.6, 'double_tap', NULL, NULL, 'active', 'portrait', 0, 393, 852, 393, 852, 0, 'index_path', 'view', 'channel_page', 1, 24, 1, 24, NULL, 0, NULL, 3, 392, 2);
INSERT INTO public.transitions_20261128 VALUES (145, 8, 1795860082409, 'enter', 'window_transform', 'ok', NULL, 347.9, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 401, 2);
INSERT INTO public.transitions_20261128 VALUES (146, 0, 1795890077963, 'enter', 'transform_landscape_window', 'ok', NULL, 284.4, NULL, 'portrait', 'landscape_left', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 454, 2);
INSERT INTO public.transitions_20261128 VALUES (146, 1, 1795890338185, 'exit', 'transform_landscape_window', 'ok', NULL, 442.4, 'button', NULL, NULL, 'active', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'table_view', 'feed_home', 2, 10, 2, 10, 0, 0, NULL, 3, 455, 2);
INSERT INTO public.transitions_20261128 VALUES (146, 2, 1795890399733, 'enter', 'transform_landscape_window', 'ok', NULL, 170.1, 'double_tap', 'portrait', 'landscape_left', 'active', NULL, NULL, 896, 414, 896, 414, 0, 'index_path', 'table_view', 'feed_home', 2, 3, NULL, NULL, NULL, NULL, NULL, 3, 456, 2);
INSERT INTO public.transitions_20261128 VALUES (146, 3, 1795891101974, 'exit', 'transform_landscape_window', 'cancelled', NULL, 63.9, 'double_tap', 'landscape_left', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_home', 2, 3, NULL, NULL, NULL, NULL, NULL, 3, 457, 2);
INSERT INTO public.transitions_20261128 VALUES (146, 4, 1795891898563, 'exit', 'transform_landscape_window', 'ok', NULL, 532, 'button', 'landscape_left', 'portrait', 'active', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'table_view', 'feed_home', 2, 3, 2, 3, 0, 0, NULL, 3, 458, 2);
INSERT INTO public.transitions_20261128 VALUES (146, 5, 1795892016520, 'enter', 'transform_landscape_window', 'ok', NULL, 283.7, 'button', 'portrait', 'landscape_left', 'active', 'landscape_left', 1, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_home', 2, 19, NULL, NULL, NULL, NULL, NULL, 3, 459, 2);
INSERT INTO public.transitions_20261128 VALUES (146, 6, 1795892497156, 'exit', 'transform_landscape_window', 'failed', 'window_flash', 212.4, 'rotation', 'landscape_left', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_home', 2, 19, 2, 19, 0, 0, NULL, 3, 460, 2);
INSERT INTO public.transitions_20261128 VALUES (146, 7, 1795892613000, 'enter', 'transform_landscape_window', 'failed', 'window_flash', 371.1, 'button', 'portrait', 'landscape_left', 'active', 'landscape_left', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_home', 2, 10, NULL, NULL, NULL, NULL, NULL, 3, 461, 2);
INSERT INTO public.transitions_20261128 VALUES (146, 8, 1795893195743, 'exit', 'transform_landscape_window', 'ok', NULL, 583.8, NULL, 'landscape_left', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'index_path', 'table_view', 'feed_home', 2, 10, 2, 10, 0, 0, NULL, 3, 462, 2);
INSERT INTO public.transitions_20261128 VALUES (146, 9, 1795893299579, 'enter', 'transform_landscape_window', 'ok', NULL, 442.2, 'rotation', NULL, NULL, 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 464, 2);
INSERT INTO public.transitions_20261128 VALUES (147, 0, 1795858420876, 'enter', 'window_transform', 'ok', NULL, 327.4, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, 393, 852, 393, 852, 0, 'index_path', 'scroll_view', 'channel_page', 1, 32, NULL, NULL, NULL, NULL, NULL, 3, 347, 2);
INSERT INTO public.transitions_20261128 VALUES (147, 1, 1795859081281, 'exit', 'window_transform', 'ok', NULL, 662.9, 'button', 'landscape_right', 'portrait', 'background', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'scroll_view', 'channel_page', 1, 32, 1, 32, NULL, 0, NULL, 3, 348, 2);
INSERT INTO public.transitions_20261128 VALUES (147, 2, 1795859154464, 'enter', 'window_transform', 'ok', NULL, 151.9, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 393, 852, 393, 852, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 349, 2);
INSERT INTO public.transitions_20261128 VALUES (147, 3, 1795859256899, 'exit', 'window_transform', 'ok', NULL, 210.7, 'double_tap', 'landscape_right', 'portrait', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'scroll_view', 'channel_page', 1, 32, 1, 32, NULL, 0, NULL, 3, 351, 2);
INSERT INTO public.transitions_20261128 VALUES (147, 4, 1795859371376, 'enter', 'window_transform', 'ok', NULL, 467.3, 'rotation', 'portrait', 'landscape_right', 'active', NULL, NULL, 393, 852, 393, 852, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 352, 2);
INSERT INTO public.transitions_20261128 VALUES (147, 5, 1795860021590, 'exit', 'window_transform', 'ok', NULL, 412, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'scroll_view', 'channel_page', 0, 31, 0, 31, NULL, 0, NULL, 3, 354, 2);
INSERT INTO public.transitions_20261128 VALUES (147, 6, 1795860091000, 'enter', 'window_transform', 'ok', NULL, 250.1, 'double_tap', 'portrait', 'landscape_right', 'active', 'portrait', 1, 393, 852, 393, 852, 0, 'index_path', 'scroll_view', 'channel_page', 1, 23, NULL, NULL, NULL, NULL, NULL, 3, 356, 2);
INSERT INTO public.transitions_20261128 VALUES (57, 0, 1795896502713, 'enter', 'native_rotation', 'failed', 'black_edges', 578.5, 'button', 'portrait', 'landscape_right', 'active', 'landscape_right', 1, 896, 414, 896, 414, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 442, 2);
INSERT INTO public.transitions_20261128 VALUES (59, 0, 1795842167517, 'enter', 'window_transform', 'ok', NULL, 178.9, 'rotation', 'portrait', 'landscape_right', 'inactive', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'table_view', 'detail_related', 0, 13, NULL, NULL, NULL, NULL, NULL, 3, 380, 2);
INSERT INTO public.transitions_20261128 VALUES (59, 1, 1795842617807, 'exit', 'window_transform', 'ok', NULL, 147.7, 'button', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'detail_related', 0, 13, 0, 13, 0, 0, NULL, 3, 384, 2);
INSERT INTO public.transitions_20261128 VALUES (59, 2, 1795842710683, 'enter', 'window_transform', 'ok', NULL, 374.9, 'double_tap', 'portrait', 'landscape_right', 'active', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'table_view', 'detail_related', 1, 2, NULL, NULL, NULL, NULL, NULL, 3, 386, 2);
INSERT INTO public.transitions_20261128 VALUES (59, 3, 1795842743000, 'exit', 'window_transform', 'ignored', NULL, NULL, 'button', NULL, NULL, 'active', 'portrait', 1, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'detail_related', 1, 2, NULL, NULL, NULL, NULL, NULL, 3, 387, 2);
INSERT INTO public.transitions_20261128 VALUES (59, 4, 1795843099210, 'exit', 'window_transform', 'ok', NULL, 316.4, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'table_view', 'detail_related', 1, 2, 1, 2, 0, 0, NULL, 3, 388, 2);
INSERT INTO public.transitions_20261128 VALUES (59, 5, 1795843182303, 'enter', 'window_transform', 'ok', NULL, 406.5, 'button', NULL, NULL, 'active', 'portrait', 1, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'detail_related', 1, 4, NULL, NULL, NULL, NULL, NULL, 3, 396, 2);
INSERT INTO public.transitions_20261128 VALUES (59, 6, 1795843717158, 'exit', 'window_transform', 'ok', NULL, 322.6, 'button', 'landscape_right', 'portrait', 'active', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'table_view', 'detail_related', 1, 4, 1, 4, 0, 0, NULL, 3, 398, 2);
INSERT INTO public.transitions_20261128 VALUES (59, 8, 1795844062837, 'exit', 'window_transform', 'ok', NULL, 416, NULL, 'landscape_right', 'portrait', 'active', 'portrait', 0, 414, 896, 414, 896, 0, 'index_path', 'table_view', 'detail_related', 2, 32, 2, 32, 0, 0, NULL, 3, 402, 2);
INSERT INTO public.transitions_20261128 VALUES (59, 9, 1795844093126, 'enter', 'window_transform', 'ok', NULL, 357.2, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 421, 2);
INSERT INTO public.transitions_20261128 VALUES (59, 10, 1795844888292, 'exit', 'window_transform', 'ok', NULL, 246.9, NULL, 'landscape_right', 'portrait', 'active', NULL, NULL, 414, 896, 414, 896, 0, 'index_path', 'table_view', 'detail_related', 0, 31, 0, 31, 1, 0, NULL, 3, 425, 2);
INSERT INTO public.transitions_20261128 VALUES (97, 2, 1795882825586, 'exit', 'transform_landscape_window', 'ok', NULL, 213.1, 'rotation', 'landscape_right', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_follow', 2, 0, 2, 0, 0, 0, NULL, 3, 367, 2);
INSERT INTO public.transitions_20261128 VALUES (97, 3, 1795882927223, 'enter', 'transform_landscape_window', 'ok', NULL, 525.1, 'button', 'portrait', 'landscape_right', 'active', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'index_path', 'table_view', 'feed_follow', 1, 21, NULL, NULL, NULL, NULL, NULL, 3, 373, 2);
INSERT INTO public.transitions_20261128 VALUES (110, 1, 1795898911110, 'exit', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', NULL, 'button', 'landscape_left', 'portrait', 'active', 'portrait', 0, NULL, NULL, NULL, NULL, NULL, 'superview', 'view', 'search_results', 0, 1, 0, 1, NULL, 0, NULL, 3, 423, 2);
INSERT INTO public.transitions_20261128 VALUES (110, 2, 1795899003838, 'enter', 'status_bar_orientation', 'failed', 'status_bar_wrong_orientation', NULL, 'button', 'portrait', 'landscape_left', 'active', 'portrait', 0, 414, 736, 414, 736, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 3, 427, 2);


--
-- Name: ingest_runs_run_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.ingest_runs_run_id_seq', 2, true);


--
-- Name: pruned_ranges_prune_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.pruned_ranges_prune_id_seq', 1, false);


--
-- Name: rejected_lines_reject_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.rejected_lines_reject_id_seq', 37, true);


--
-- Name: sessions_session_key_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.sessions_session_key_seq', 150, true);


--
-- Name: sources_source_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.sources_source_id_seq', 3, true);


--
-- Name: daily_rollup_days daily_rollup_days_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.daily_rollup_days
    ADD CONSTRAINT daily_rollup_days_pkey PRIMARY KEY (day);


--
-- Name: device_names device_names_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.device_names
    ADD CONSTRAINT device_names_pkey PRIMARY KEY (model);


--
-- Name: duration_sketches duration_sketches_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.duration_sketches
    ADD CONSTRAINT duration_sketches_pkey PRIMARY KEY (day, strategy, direction, started, os_version, app_version);


--
-- Name: failure_rollup failure_rollup_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.failure_rollup
    ADD CONSTRAINT failure_rollup_pkey PRIMARY KEY (day, strategy, direction, started, os_version, app_version, failure);


--
-- Name: ingest_files ingest_files_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ingest_files
    ADD CONSTRAINT ingest_files_pkey PRIMARY KEY (run_id, source_id);


--
-- Name: ingest_runs ingest_runs_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ingest_runs
    ADD CONSTRAINT ingest_runs_pkey PRIMARY KEY (run_id);


--
-- Name: pruned_ranges pruned_ranges_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.pruned_ranges
    ADD CONSTRAINT pruned_ranges_pkey PRIMARY KEY (prune_id);


--
-- Name: rejected_lines rejected_lines_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rejected_lines
    ADD CONSTRAINT rejected_lines_pkey PRIMARY KEY (reject_id);


--
-- Name: restore_rollup restore_rollup_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.restore_rollup
    ADD CONSTRAINT restore_rollup_pkey PRIMARY KEY (day, strategy, started, os_version, app_version, method, container);


--
-- Name: schema_migrations schema_migrations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (version);


--
-- Name: sessions sessions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (session_key);


--
-- Name: sessions sessions_session_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_session_id_key UNIQUE (session_id);


--
-- Name: sources sources_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sources
    ADD CONSTRAINT sources_pkey PRIMARY KEY (source_id);


--
-- Name: store_copies store_copies_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.store_copies
    ADD CONSTRAINT store_copies_pkey PRIMARY KEY (source_fingerprint);


--
-- Name: store_copy_tables store_copy_tables_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.store_copy_tables
    ADD CONSTRAINT store_copy_tables_pkey PRIMARY KEY (source_fingerprint, table_name);


--
-- Name: transition_keys transition_keys_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.transition_keys
    ADD CONSTRAINT transition_keys_pkey PRIMARY KEY (session_key, seq);


--
-- Name: transition_rollup transition_rollup_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.transition_rollup
    ADD CONSTRAINT transition_rollup_pkey PRIMARY KEY (day, strategy, direction, started, os_name, os_version, device_model, app_version);


--
-- Name: transitions transitions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.transitions
    ADD CONSTRAINT transitions_pkey PRIMARY KEY (session_key, seq, ts);


--
-- Name: transitions_20261125 transitions_20261125_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.transitions_20261125
    ADD CONSTRAINT transitions_20261125_pkey PRIMARY KEY (session_key, seq, ts);


--
-- Name: transitions_20261126 transitions_20261126_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.transitions_20261126
    ADD CONSTRAINT transitions_20261126_pkey PRIMARY KEY (session_key, seq, ts);


--
-- Name: transitions_20261127 transitions_20261127_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.transitions_20261127
    ADD CONSTRAINT transitions_20261127_pkey PRIMARY KEY (session_key, seq, ts);


--
-- Name: transitions_20261128 transitions_20261128_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.transitions_20261128
    ADD CONSTRAINT transitions_20261128_pkey PRIMARY KEY (session_key, seq, ts);


--
-- Name: daily_durations_by_day; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX daily_durations_by_day ON public.daily_durations USING btree (day, strategy);


--
-- Name: rejected_lines_by_reason; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX rejected_lines_by_reason ON public.rejected_lines USING btree (reason);


--
-- Name: rejected_lines_once; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX rejected_lines_once ON public.rejected_lines USING btree (source_id, byte_offset, raw_hash);


--
-- Name: sessions_by_os; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sessions_by_os ON public.sessions USING btree (os_major, os_minor);


--
-- Name: sources_by_host_fingerprint; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sources_by_host_fingerprint ON public.sources USING btree (host, fingerprint) WHERE (fingerprint IS NOT NULL);


--
-- Name: sources_by_path; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sources_by_path ON public.sources USING btree (path);


--
-- Name: transitions_20261125_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.transitions_pkey ATTACH PARTITION public.transitions_20261125_pkey;


--
-- Name: transitions_20261126_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.transitions_pkey ATTACH PARTITION public.transitions_20261126_pkey;


--
-- Name: transitions_20261127_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.transitions_pkey ATTACH PARTITION public.transitions_20261127_pkey;


--
-- Name: transitions_20261128_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.transitions_pkey ATTACH PARTITION public.transitions_20261128_pkey;


--
-- Name: sessions sessions_after_facts_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER sessions_after_facts_update AFTER UPDATE OF started_at, os_name, os_version, os_major, os_minor, device_model, app_version ON public.sessions FOR EACH ROW WHEN ((((old.started_at IS NULL) <> (new.started_at IS NULL)) OR (old.os_name IS DISTINCT FROM new.os_name) OR (old.os_version IS DISTINCT FROM new.os_version) OR (old.os_major IS DISTINCT FROM new.os_major) OR (old.os_minor IS DISTINCT FROM new.os_minor) OR (old.device_model IS DISTINCT FROM new.device_model) OR (old.app_version IS DISTINCT FROM new.app_version))) EXECUTE FUNCTION public.sessions_after_facts_update();


--
-- Name: transitions summaries_after_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER summaries_after_delete AFTER DELETE ON public.transitions REFERENCING OLD TABLE AS old_transitions FOR EACH STATEMENT EXECUTE FUNCTION public.summaries_after_delete();


--
-- Name: sessions summaries_after_session_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER summaries_after_session_update AFTER UPDATE OF started_at, os_version, os_major, os_minor, app_version ON public.sessions FOR EACH ROW WHEN ((((old.started_at IS NULL) <> (new.started_at IS NULL)) OR (old.os_version IS DISTINCT FROM new.os_version) OR (old.app_version IS DISTINCT FROM new.app_version) OR (old.os_major IS DISTINCT FROM new.os_major) OR (old.os_minor IS DISTINCT FROM new.os_minor))) EXECUTE FUNCTION public.summaries_after_session_update();


--
-- Name: transitions transitions_after_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER transitions_after_delete AFTER DELETE ON public.transitions FOR EACH ROW EXECUTE FUNCTION public.transitions_after_delete();


--
-- Name: transitions transitions_after_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER transitions_after_insert AFTER INSERT ON public.transitions REFERENCING NEW TABLE AS new_transitions FOR EACH STATEMENT EXECUTE FUNCTION public.transitions_after_insert();


--
-- Name: ingest_files ingest_files_run_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ingest_files
    ADD CONSTRAINT ingest_files_run_id_fkey FOREIGN KEY (run_id) REFERENCES public.ingest_runs(run_id);


--
-- Name: ingest_files ingest_files_source_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ingest_files
    ADD CONSTRAINT ingest_files_source_id_fkey FOREIGN KEY (source_id) REFERENCES public.sources(source_id);


--
-- Name: rejected_lines rejected_lines_run_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rejected_lines
    ADD CONSTRAINT rejected_lines_run_id_fkey FOREIGN KEY (run_id) REFERENCES public.ingest_runs(run_id);


--
-- Name: rejected_lines rejected_lines_source_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rejected_lines
    ADD CONSTRAINT rejected_lines_source_id_fkey FOREIGN KEY (source_id) REFERENCES public.sources(source_id);


--
-- Name: sessions sessions_start_source_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_start_source_id_fkey FOREIGN KEY (start_source_id) REFERENCES public.sources(source_id);


--
-- Name: store_copy_tables store_copy_tables_source_fingerprint_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.store_copy_tables
    ADD CONSTRAINT store_copy_tables_source_fingerprint_fkey FOREIGN KEY (source_fingerprint) REFERENCES public.store_copies(source_fingerprint);


--
-- PostgreSQL database dump complete
--

\unrestrict 0d37TI7YdOfPpbmRaDmaIdbamRBzq2JlDPQXI9oPzcz3zAHFoT8d0owkQzbFSvB

