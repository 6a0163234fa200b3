-- 0011 (PostgreSQL): transitions partitioned by their session's first UTC day, keyed so
-- that the primary key alone keeps a transition once (no `transition_keys`), no trigger on
-- `sessions` or `transitions`, and a distribution column for Citus (docs/scale-out.md).
-- An existing store is converted in place; its reports read the same afterwards.
--
-- * `sessions.session_hash`: the distribution column, a 64-bit hash of the session id
--   (`session_hash(session_id)`: the first 8 bytes of its MD5, as a signed bigint), set by
--   whoever inserts the session and checked by a constraint. Every primary key and unique
--   key of `sessions` and `transitions` holds it, so that Citus can shard both tables by it
--   and keep a session's transitions on its shard. `session_key` stays the store's own key
--   (an identity), unique with it.
-- * `sessions.session_day`: the UTC day number of the earliest line of the session stored
--   in the batch that inserted it (at this conversion: of its earliest stored line), fixed
--   for the session's life. Every transition of the session goes to that day's partition
--   of `transitions`, so that `(session_key, seq)` is unique across the whole table through
--   the primary key `(session_key, seq, session_day, session_hash)`: an insert with
--   `ON CONFLICT DO NOTHING` skips a transition stored before, whatever its `ts`.
-- * Day partitions (`transitions_YYYYMMDD`, by session day) are made ahead by `fstel
--   maintain`; rows of a day without one wait in `transitions_default`, and making that
--   day's partition (`transitions_partition(day)`) moves them into it. An ingest makes none.
-- * The rollups and summaries are kept by the statements that change the rows, in the same
--   transaction (the ingest adds its counts from the client, moves a session's counts when
--   its facts arrive, and a prune removes only rows that stay counted): no trigger runs on
--   `sessions` or `transitions` any more.

DROP TRIGGER transitions_after_insert ON transitions;
DROP TRIGGER summaries_after_delete ON transitions;
DROP TRIGGER transitions_after_delete ON transitions;
DROP TRIGGER sessions_after_facts_update ON sessions;
DROP TRIGGER summaries_after_session_update ON sessions;
DROP FUNCTION transitions_after_insert();
DROP FUNCTION summaries_after_delete();
DROP FUNCTION transitions_after_delete();
DROP FUNCTION sessions_after_facts_update();
DROP FUNCTION summaries_after_session_update();

-- The distribution column's value for a session id.
CREATE FUNCTION session_hash(session_id text) RETURNS bigint
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN ('x' || left(md5(session_id), 16))::bit(64)::bigint;

ALTER TABLE sessions ADD COLUMN session_hash bigint, ADD COLUMN session_day integer;

UPDATE sessions AS s
SET session_hash = session_hash(s.session_id),
    session_day = coalesce(utc_day_number(f.first_ts), 0)
FROM (SELECT x.session_key, least(x.started_at, x.ended_at, m.first_ts) AS first_ts
      FROM sessions AS x
      LEFT JOIN (SELECT session_key, min(ts) AS first_ts FROM transitions GROUP BY session_key) AS m
          ON m.session_key = x.session_key) AS f
WHERE f.session_key = s.session_key;

-- sessions.start_source_id without its foreign key, as transitions' since 0005: the ingest
-- writes the source it holds locked, and the check cost a lookup per new session.
ALTER TABLE sessions
    DROP CONSTRAINT sessions_start_source_id_fkey,
    ALTER COLUMN session_hash SET NOT NULL,
    ALTER COLUMN session_day SET NOT NULL,
    ADD CONSTRAINT sessions_session_hash_check CHECK (session_hash = session_hash(session_id)),
    DROP CONSTRAINT sessions_pkey,
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (session_key, session_hash),
    DROP CONSTRAINT sessions_session_id_key,
    ADD CONSTRAINT sessions_session_id_key UNIQUE (session_id, session_hash);

-- The table as before, with the session's hash and day; its day partitions renamed out of
-- the way first.
DO $$
DECLARE
    p text;
BEGIN
    FOR p IN SELECT c.relname FROM pg_catalog.pg_inherits AS i JOIN pg_catalog.pg_class AS c ON c.oid = i.inhrelid
             WHERE i.inhparent = 'transitions'::regclass LOOP
        EXECUTE format('ALTER TABLE %I RENAME TO %I', p, 'before_0011_' || p);
    END LOOP;
END;
$$;
ALTER TABLE transitions RENAME TO transitions_before_0011;
ALTER TABLE transitions_before_0011 RENAME CONSTRAINT transitions_pkey TO transitions_before_0011_pkey;

CREATE TABLE transitions (
    session_key         bigint  NOT NULL,
    seq                 bigint  NOT NULL,
    ts                  bigint  NOT NULL,
    direction           text    NOT NULL,             -- 'enter' or 'exit'
    strategy            text    NOT NULL,
    outcome             text    NOT NULL,             -- 'ok', 'failed', 'cancelled' or 'ignored'
    failure             text,
    duration_ms         double precision,
    trigger             text,
    from_orientation    text,
    to_orientation      text,
    app_state           text,
    status_bar_orientation text,
    status_bar_hidden   integer,
    screen_width        double precision,
    screen_height       double precision,
    window_width        double precision,
    window_height       double precision,
    bounds_swapped      integer,                      -- 1/0 when both bounds are known, else NULL
    restore_method      text,                         -- 'index_path' or 'superview'
    restore_container   text,
    restore_list        text,
    restore_section     bigint,
    restore_item        bigint,
    restored_section    bigint,
    restored_item       bigint,
    cell_reused         integer,
    restore_mismatch    integer,                      -- 1/0 when target and landing are known, else NULL
    extra               text,                         -- JSON: fields the format does not define
    source_id           bigint  NOT NULL,
    line                bigint  NOT NULL,
    run_id              bigint,                       -- ingest_runs.run_id that stored it
    session_hash        bigint  NOT NULL,             -- its session's (the distribution column)
    session_day         integer NOT NULL,             -- its session's (the partition column)
    PRIMARY KEY (session_key, seq, session_day, session_hash)
) PARTITION BY RANGE (session_day);

CREATE TABLE transitions_default PARTITION OF transitions DEFAULT;

-- The partition of transitions for session day `day`, made when missing (with the rights of
-- the function's owner, as since 0009): the rows of that day waiting in
-- `transitions_default` move into it in the same transaction. Returns its name.
CREATE OR REPLACE FUNCTION transitions_partition(day integer) RETURNS text
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
    name text := 'transitions_' || to_char(date '1970-01-01' + day, 'YYYYMMDD');
BEGIN
    IF to_regclass(quote_ident(name)) IS NOT NULL THEN
        RETURN name;
    END IF;
    PERFORM pg_advisory_xact_lock(hashtext('fstel.transitions_partition'), day);
    IF to_regclass(quote_ident(name)) IS NULL THEN
        EXECUTE format('CREATE TABLE %I (LIKE transitions INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', name);
        EXECUTE format('WITH waiting AS (DELETE FROM transitions_default WHERE session_day = %s RETURNING *) '
                       'INSERT INTO %I SELECT * FROM waiting', day, name);
        EXECUTE format('ALTER TABLE transitions ATTACH PARTITION %I FOR VALUES FROM (%s) TO (%s)',
                       name, day, day::bigint + 1);
    END IF;
    RETURN name;
END;
$$;
DO $$
BEGIN
    EXECUTE format('ALTER FUNCTION transitions_partition(integer) SECURITY DEFINER SET search_path = %I, pg_temp',
                   current_schema());
END;
$$;

SELECT transitions_partition(d) FROM (SELECT DISTINCT session_day AS d FROM sessions) AS days ORDER BY d;

INSERT INTO transitions (session_key, seq, ts, direction, strategy, outcome, failure, duration_ms, trigger,
    from_orientation, to_orientation, app_state, status_bar_orientation, status_bar_hidden, screen_width,
    screen_height, window_width, window_height, bounds_swapped, restore_method, restore_container, restore_list,
    restore_section, restore_item, restored_section, restored_item, cell_reused, restore_mismatch, extra,
    source_id, line, run_id, session_hash, session_day)
SELECT t.session_key, t.seq, t.ts, t.direction, t.strategy, t.outcome, t.failure, t.duration_ms, t.trigger,
    t.from_orientation, t.to_orientation, t.app_state, t.status_bar_orientation, t.status_bar_hidden, t.screen_width,
    t.screen_height, t.window_width, t.window_height, t.bounds_swapped, t.restore_method, t.restore_container,
    t.restore_list, t.restore_section, t.restore_item, t.restored_section, t.restored_item, t.cell_reused,
    t.restore_mismatch, t.extra, t.source_id, t.line, t.run_id, s.session_hash, s.session_day
FROM transitions_before_0011 AS t JOIN sessions AS s ON s.session_key = t.session_key
ORDER BY s.session_day, t.session_key, t.seq;

-- The roles granted the old table get the same on the new one.
DO $$
DECLARE
    g record;
BEGIN
    FOR g IN SELECT a.grantee, a.privilege_type
             FROM pg_catalog.pg_class AS c CROSS JOIN LATERAL aclexplode(c.relacl) AS a
             WHERE c.oid = 'transitions_before_0011'::regclass AND a.grantee <> c.relowner LOOP
        EXECUTE format('GRANT %s ON transitions TO %s', g.privilege_type,
                       CASE WHEN g.grantee = 0 THEN 'PUBLIC' ELSE quote_ident(pg_get_userbyid(g.grantee)) END);
    END LOOP;
END;
$$;

-- The views read the new table (same columns; their grants stay).
CREATE OR REPLACE VIEW transition_facts AS
SELECT
    s.session_id                                                        AS session_id,
    t.seq                                                               AS seq,
    to_char(timestamp '1970-01-01' + t.ts * interval '1 millisecond',
            'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')                            AS ts,
    to_char(timestamp '1970-01-01' + t.ts * interval '1 millisecond', 'YYYY-MM-DD') AS day,
    t.direction                                                         AS direction,
    t.strategy                                                          AS strategy,
    t.outcome                                                           AS outcome,
    t.failure                                                           AS failure,
    t.duration_ms                                                       AS duration_ms,
    t.trigger                                                           AS trigger,
    t.app_state                                                         AS app_state,
    t.bounds_swapped                                                    AS bounds_swapped,
    s.device_model                                                      AS device_model,
    s.os_name                                                           AS os_name,
    s.os_version                                                        AS os_version,
    s.os_major                                                          AS os_major,
    CASE WHEN s.os_major IS NULL THEN NULL
         ELSE s.os_major::text || '.' || coalesce(s.os_minor, 0)::text END AS os_minor,
    s.app_version                                                       AS app_version,
    t.restore_method                                                    AS restore_method,
    t.restore_container                                                 AS restore_container,
    t.restore_mismatch                                                  AS restore_mismatch
FROM transitions AS t
JOIN sessions AS s ON s.session_key = t.session_key;

CREATE OR REPLACE VIEW session_facts AS
SELECT
    s.session_id                                                        AS session_id,
    to_char(timestamp '1970-01-01' + s.started_at * interval '1 millisecond',
            'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')                            AS started_at,
    to_char(timestamp '1970-01-01' + s.ended_at * interval '1 millisecond',
            'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')                            AS ended_at,
    s.device_model                                                      AS device_model,
    s.os_name                                                           AS os_name,
    s.os_version                                                        AS os_version,
    s.os_major                                                          AS os_major,
    s.app_version                                                       AS app_version,
    (SELECT count(*) FROM transitions AS t WHERE t.session_key = s.session_key) AS transitions
FROM sessions AS s;

DROP TABLE transitions_before_0011;
DROP TABLE transition_keys;
