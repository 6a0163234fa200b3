-- 0015 (PostgreSQL): the views that put a transition beside its session, transition_facts
-- and session_facts, match session_hash as well as session_key. The rows are the same (a
-- session's transitions carry its hash); on a store distributed by Citus (docs/scale-out.md)
-- the join is then one of co-located shards that every worker runs on its own, where on the
-- key alone Citus refuses it ("the query contains a join that requires repartitioning") and
-- an analyst's query over transition_facts could not run.
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
JOIN sessions AS s ON s.session_key = t.session_key AND s.session_hash = t.session_hash;

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
    (SELECT count(*) FROM transitions AS t
     WHERE t.session_key = s.session_key AND t.session_hash = s.session_hash)  AS transitions
FROM sessions AS s;
