-- 0012: thirteen columns of `transition_rows` packed into three integers (issue 12). The
-- writing (SQLite) thread bounds ingest; each column of a row costs it a parameter, a
-- type check and a record field, whether the value is there or not. Measured on the
-- 997,687-line seed-7 file of Benchmarks/run.sh (786,230 transitions), the share of rows
-- with a value: trigger 95%, from/to_orientation 90%, app_state 100%,
-- status_bar_orientation 45%, screen and window width/height 60%, restore_section/item
-- 68%, restored_section/item 40%. Their values are small: dictionary codes (31 in that
-- store), sizes in whole points (18 distinct, at most 1194), list positions (at most 44).
--
--   codes   INTEGER: dictionary codes, 10 bits each (0 = NULL): trigger bits 0-9,
--           from_orientation 10-19, to_orientation 20-29, status_bar_orientation 30-39,
--           app_state 40-49.
--   bounds  INTEGER: 15 bits each (0 = NULL, else the size + 1, whole sizes 0...32766):
--           screen_width bits 0-14, screen_height 15-29, window_width 30-44, window_height 45-59.
--   places  INTEGER: 15 bits each (0 = NULL, else the value + 1, values 0...32766):
--           restore_section bits 0-14, restore_item 15-29, restored_section 30-44,
--           restored_item 45-59.
--
-- A row with any of the thirteen values outside those ranges (a code above 1023, a
-- fractional, negative or huge size, a negative or huge position) sets bit 13 of `flags`,
-- stores 0 in all three integers and keeps the thirteen exact values in
-- `transition_overflow` (same key); the view reads them from there. The table
-- goes from 26 to 16 columns; `restore_container` and `failure` stay columns (the delete
-- triggers read them). `transitions` keeps exactly the old columns, types and values,
-- decoded in plain SQL (integer bit arithmetic). Rows are converted in place, their rowids
-- kept.

ALTER TABLE transition_rows RENAME TO transition_rows_0011;

-- One row per fullscreen transition, with coded values; read it through `transitions`.
-- flags (bits): 0 direction (1 = exit); 1-2 outcome (0 ok, 1 failed, 2 cancelled,
-- 3 ignored); 3-4 status_bar_hidden, 5-6 bounds_swapped, 9-10 cell_reused, 11-12
-- restore_mismatch (0 unknown, 1 false, 2 true); 7-8 restore_method (0 none,
-- 1 index_path, 2 superview); 13: the packed values are in transition_overflow.
CREATE TABLE transition_rows (
    session_key         INTEGER NOT NULL,             -- sessions.session_key
    seq                 INTEGER NOT NULL,
    ts                  INTEGER NOT NULL,
    strategy            INTEGER NOT NULL,             -- dictionary.code
    flags               INTEGER NOT NULL,
    failure             INTEGER,                      -- dictionary.code
    duration_ms         REAL,
    codes               INTEGER NOT NULL,             -- trigger, orientations, app state (see above)
    bounds              INTEGER NOT NULL,             -- screen and window sizes (see above)
    places              INTEGER NOT NULL,             -- restore target and landing (see above)
    restore_container   INTEGER,                      -- dictionary.code
    restore_list        TEXT,
    extra               TEXT,                         -- JSON: fields the format does not define
    source_id           INTEGER NOT NULL,             -- sources.source_id
    line                INTEGER NOT NULL,
    run_id              INTEGER                       -- ingest_runs.run_id that stored it
) STRICT;

-- The exact values of the packed columns of rows whose flags have bit 13 set.
CREATE TABLE transition_overflow (
    session_key         INTEGER NOT NULL,
    seq                 INTEGER NOT NULL,
    trigger             INTEGER,                      -- dictionary.code
    from_orientation    INTEGER,                      -- dictionary.code
    to_orientation      INTEGER,                      -- dictionary.code
    status_bar_orientation INTEGER,                   -- dictionary.code
    app_state           INTEGER,                      -- dictionary.code
    screen_width        REAL,
    screen_height       REAL,
    window_width        REAL,
    window_height       REAL,
    restore_section     INTEGER,
    restore_item        INTEGER,
    restored_section    INTEGER,
    restored_item       INTEGER,
    PRIMARY KEY (session_key, seq)
) STRICT, WITHOUT ROWID;

INSERT INTO transition_rows (rowid, session_key, seq, ts, strategy, flags, failure, duration_ms, codes, bounds, places, restore_container,
    restore_list, extra, source_id, line, run_id)
SELECT v.rid, v.session_key, v.seq, v.ts, v.strategy, v.flags | (CASE WHEN v.fits THEN 0 ELSE 8192 END), v.failure, v.duration_ms,
       CASE WHEN v.fits THEN coalesce(v.trigger, 0) | (coalesce(v.from_orientation, 0) << 10) | (coalesce(v.to_orientation, 0) << 20) | (coalesce(v.status_bar_orientation, 0) << 30) | (coalesce(v.app_state, 0) << 40) ELSE 0 END,
       CASE WHEN v.fits THEN coalesce(CAST(v.screen_width AS INTEGER) + 1, 0) | (coalesce(CAST(v.screen_height AS INTEGER) + 1, 0) << 15) | (coalesce(CAST(v.window_width AS INTEGER) + 1, 0) << 30) | (coalesce(CAST(v.window_height AS INTEGER) + 1, 0) << 45) ELSE 0 END,
       CASE WHEN v.fits THEN coalesce(v.restore_section + 1, 0) | (coalesce(v.restore_item + 1, 0) << 15) | (coalesce(v.restored_section + 1, 0) << 30) | (coalesce(v.restored_item + 1, 0) << 45) ELSE 0 END,
       v.restore_container, v.restore_list, v.extra, v.source_id, v.line, v.run_id
FROM (SELECT t.rowid AS rid, t.*, ((t.trigger IS NULL OR t.trigger BETWEEN 1 AND 1023)
            AND (t.from_orientation IS NULL OR t.from_orientation BETWEEN 1 AND 1023)
            AND (t.to_orientation IS NULL OR t.to_orientation BETWEEN 1 AND 1023)
            AND (t.status_bar_orientation IS NULL OR t.status_bar_orientation BETWEEN 1 AND 1023)
            AND (t.app_state IS NULL OR t.app_state BETWEEN 1 AND 1023)
            AND (t.screen_width IS NULL OR (t.screen_width BETWEEN 0 AND 32766 AND t.screen_width = CAST(t.screen_width AS INTEGER)))
            AND (t.screen_height IS NULL OR (t.screen_height BETWEEN 0 AND 32766 AND t.screen_height = CAST(t.screen_height AS INTEGER)))
            AND (t.window_width IS NULL OR (t.window_width BETWEEN 0 AND 32766 AND t.window_width = CAST(t.window_width AS INTEGER)))
            AND (t.window_height IS NULL OR (t.window_height BETWEEN 0 AND 32766 AND t.window_height = CAST(t.window_height AS INTEGER)))
            AND (t.restore_section IS NULL OR t.restore_section BETWEEN 0 AND 32766)
            AND (t.restore_item IS NULL OR t.restore_item BETWEEN 0 AND 32766)
            AND (t.restored_section IS NULL OR t.restored_section BETWEEN 0 AND 32766)
            AND (t.restored_item IS NULL OR t.restored_item BETWEEN 0 AND 32766)) AS fits
      FROM transition_rows_0011 AS t) AS v
ORDER BY v.rid;

INSERT INTO transition_overflow (session_key, seq, trigger, from_orientation, to_orientation, status_bar_orientation, app_state, screen_width, screen_height, window_width, window_height, restore_section, restore_item, restored_section, restored_item)
SELECT t.session_key, t.seq, t.trigger, t.from_orientation, t.to_orientation, t.status_bar_orientation, t.app_state, t.screen_width, t.screen_height, t.window_width, t.window_height, t.restore_section, t.restore_item, t.restored_section, t.restored_item
FROM transition_rows_0011 AS t
WHERE NOT ((t.trigger IS NULL OR t.trigger BETWEEN 1 AND 1023)
            AND (t.from_orientation IS NULL OR t.from_orientation BETWEEN 1 AND 1023)
            AND (t.to_orientation IS NULL OR t.to_orientation BETWEEN 1 AND 1023)
            AND (t.status_bar_orientation IS NULL OR t.status_bar_orientation BETWEEN 1 AND 1023)
            AND (t.app_state IS NULL OR t.app_state BETWEEN 1 AND 1023)
            AND (t.screen_width IS NULL OR (t.screen_width BETWEEN 0 AND 32766 AND t.screen_width = CAST(t.screen_width AS INTEGER)))
            AND (t.screen_height IS NULL OR (t.screen_height BETWEEN 0 AND 32766 AND t.screen_height = CAST(t.screen_height AS INTEGER)))
            AND (t.window_width IS NULL OR (t.window_width BETWEEN 0 AND 32766 AND t.window_width = CAST(t.window_width AS INTEGER)))
            AND (t.window_height IS NULL OR (t.window_height BETWEEN 0 AND 32766 AND t.window_height = CAST(t.window_height AS INTEGER)))
            AND (t.restore_section IS NULL OR t.restore_section BETWEEN 0 AND 32766)
            AND (t.restore_item IS NULL OR t.restore_item BETWEEN 0 AND 32766)
            AND (t.restored_section IS NULL OR t.restored_section BETWEEN 0 AND 32766)
            AND (t.restored_item IS NULL OR t.restored_item BETWEEN 0 AND 32766));

DROP VIEW transition_facts;
DROP VIEW session_facts;
DROP VIEW transitions;
DROP TABLE transition_rows_0011;
CREATE UNIQUE INDEX transition_rows_by_key ON transition_rows (session_key, seq);

-- The old table's columns and values, decoded.
CREATE VIEW transitions AS
SELECT
    r.session_key                                                            AS session_key,
    r.seq                                                                    AS seq,
    r.ts                                                                     AS ts,
    CASE WHEN r.flags & 1 THEN 'exit' ELSE 'enter' END                       AS direction,
    (SELECT d.value FROM dictionary AS d WHERE d.code = r.strategy)          AS strategy,
    CASE (r.flags >> 1) & 3 WHEN 0 THEN 'ok' WHEN 1 THEN 'failed' WHEN 2 THEN 'cancelled' ELSE 'ignored' END AS outcome,
    (SELECT d.value FROM dictionary AS d WHERE d.code = r.failure)           AS failure,
    r.duration_ms                                                            AS duration_ms,
    (SELECT d.value FROM dictionary AS d WHERE d.code = CASE WHEN r.flags & 8192 THEN
        (SELECT o.trigger FROM transition_overflow AS o WHERE o.session_key = r.session_key AND o.seq = r.seq) ELSE r.codes & 1023 END)
        AS trigger,
    (SELECT d.value FROM dictionary AS d WHERE d.code = CASE WHEN r.flags & 8192 THEN
        (SELECT o.from_orientation FROM transition_overflow AS o WHERE o.session_key = r.session_key AND o.seq = r.seq) ELSE (r.codes >> 10) & 1023 END)
        AS from_orientation,
    (SELECT d.value FROM dictionary AS d WHERE d.code = CASE WHEN r.flags & 8192 THEN
        (SELECT o.to_orientation FROM transition_overflow AS o WHERE o.session_key = r.session_key AND o.seq = r.seq) ELSE (r.codes >> 20) & 1023 END)
        AS to_orientation,
    (SELECT d.value FROM dictionary AS d WHERE d.code = CASE WHEN r.flags & 8192 THEN
        (SELECT o.app_state FROM transition_overflow AS o WHERE o.session_key = r.session_key AND o.seq = r.seq) ELSE (r.codes >> 40) & 1023 END)
        AS app_state,
    (SELECT d.value FROM dictionary AS d WHERE d.code = CASE WHEN r.flags & 8192 THEN
        (SELECT o.status_bar_orientation FROM transition_overflow AS o WHERE o.session_key = r.session_key AND o.seq = r.seq) ELSE (r.codes >> 30) & 1023 END)
        AS status_bar_orientation,
    CASE (r.flags >> 3) & 3 WHEN 1 THEN 0 WHEN 2 THEN 1 END                  AS status_bar_hidden,
    CASE WHEN r.flags & 8192 THEN (SELECT o.screen_width FROM transition_overflow AS o WHERE o.session_key = r.session_key AND o.seq = r.seq)
         ELSE nullif(r.bounds & 32767, 0) - 1.0 END
        AS screen_width,
    CASE WHEN r.flags & 8192 THEN (SELECT o.screen_height FROM transition_overflow AS o WHERE o.session_key = r.session_key AND o.seq = r.seq)
         ELSE nullif((r.bounds >> 15) & 32767, 0) - 1.0 END
        AS screen_height,
    CASE WHEN r.flags & 8192 THEN (SELECT o.window_width FROM transition_overflow AS o WHERE o.session_key = r.session_key AND o.seq = r.seq)
         ELSE nullif((r.bounds >> 30) & 32767, 0) - 1.0 END
        AS window_width,
    CASE WHEN r.flags & 8192 THEN (SELECT o.window_height FROM transition_overflow AS o WHERE o.session_key = r.session_key AND o.seq = r.seq)
         ELSE nullif((r.bounds >> 45) & 32767, 0) - 1.0 END
        AS window_height,
    CASE (r.flags >> 5) & 3 WHEN 1 THEN 0 WHEN 2 THEN 1 END                  AS bounds_swapped,
    CASE (r.flags >> 7) & 3 WHEN 1 THEN 'index_path' WHEN 2 THEN 'superview' END AS restore_method,
    (SELECT d.value FROM dictionary AS d WHERE d.code = r.restore_container) AS restore_container,
    r.restore_list                                                           AS restore_list,
    CASE WHEN r.flags & 8192 THEN (SELECT o.restore_section FROM transition_overflow AS o WHERE o.session_key = r.session_key AND o.seq = r.seq)
         ELSE nullif(r.places & 32767, 0) - 1 END
        AS restore_section,
    CASE WHEN r.flags & 8192 THEN (SELECT o.restore_item FROM transition_overflow AS o WHERE o.session_key = r.session_key AND o.seq = r.seq)
         ELSE nullif((r.places >> 15) & 32767, 0) - 1 END
        AS restore_item,
    CASE WHEN r.flags & 8192 THEN (SELECT o.restored_section FROM transition_overflow AS o WHERE o.session_key = r.session_key AND o.seq = r.seq)
         ELSE nullif((r.places >> 30) & 32767, 0) - 1 END
        AS restored_section,
    CASE WHEN r.flags & 8192 THEN (SELECT o.restored_item FROM transition_overflow AS o WHERE o.session_key = r.session_key AND o.seq = r.seq)
         ELSE nullif((r.places >> 45) & 32767, 0) - 1 END
        AS restored_item,
    CASE (r.flags >> 9) & 3 WHEN 1 THEN 0 WHEN 2 THEN 1 END                  AS cell_reused,
    CASE (r.flags >> 11) & 3 WHEN 1 THEN 0 WHEN 2 THEN 1 END                 AS restore_mismatch,
    r.extra                                                                  AS extra,
    r.source_id                                                              AS source_id,
    r.line                                                                   AS line,
    r.run_id                                                                 AS run_id
FROM transition_rows AS r;

CREATE VIEW transition_facts AS
SELECT
    s.session_id                                                        AS session_id,
    t.seq                                                               AS seq,
    strftime('%Y-%m-%dT%H:%M:%S', t.ts / 1000, 'unixepoch')
        || printf('.%03dZ', t.ts % 1000)                                AS ts,
    date(t.ts / 1000, 'unixepoch')                                      AS day,
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
         ELSE s.os_major || '.' || coalesce(s.os_minor, 0) END          AS os_minor,
    s.app_version                                                       AS app_version,
    t.restore_method                                                    AS restore_method,
    t.restore_container                                                 AS restore_container,
    t.restore_mismatch                                                  AS restore_mismatch
FROM transitions AS t
JOIN sessions AS s ON s.session_key = t.session_key;

CREATE VIEW session_facts AS
SELECT
    s.session_id                                                        AS session_id,
    CASE WHEN s.started_at IS NULL THEN NULL ELSE
        strftime('%Y-%m-%dT%H:%M:%S', s.started_at / 1000, 'unixepoch')
        || printf('.%03dZ', s.started_at % 1000) END                    AS started_at,
    CASE WHEN s.ended_at IS NULL THEN NULL ELSE
        strftime('%Y-%m-%dT%H:%M:%S', s.ended_at / 1000, 'unixepoch')
        || printf('.%03dZ', s.ended_at % 1000) END                      AS ended_at,
    s.device_model                                                      AS device_model,
    s.os_name                                                           AS os_name,
    s.os_version                                                        AS os_version,
    s.os_major                                                          AS os_major,
    s.app_version                                                       AS app_version,
    (SELECT count(*) FROM transition_rows AS t WHERE t.session_key = s.session_key) AS transitions
FROM sessions AS s;

-- A deleted row takes its overflow values with it. (Created before the triggers below,
-- so SQLite runs it after them: none of them reads transition_overflow.)
CREATE TRIGGER transition_overflow_after_delete AFTER DELETE ON transition_rows
WHEN OLD.flags & 8192
BEGIN
    DELETE FROM transition_overflow WHERE session_key = OLD.session_key AND seq = OLD.seq;
END;

-- The delete triggers of 0008 and 0009, as they were (they read strategy, flags,
-- failure, duration_ms and restore_container, which keep their meaning).
CREATE TRIGGER transition_rollup_after_delete AFTER DELETE ON transition_rows
WHEN OLD.ts >= coalesce((SELECT max(before_ts) FROM pruned_ranges), -9223372036854775807)
BEGIN
    UPDATE transition_rollup SET ok = ok - ((OLD.flags >> 1) & 3 = 0), failed = failed - ((OLD.flags >> 1) & 3 = 1),
        cancelled = cancelled - ((OLD.flags >> 1) & 3 = 2), ignored = ignored - ((OLD.flags >> 1) & 3 = 3),
        restores = restores - ((OLD.flags >> 11) & 3 <> 0), mismatches = mismatches - ((OLD.flags >> 11) & 3 = 2),
        durations = durations - (OLD.duration_ms IS NOT NULL)
    WHERE (day, strategy, direction, started, os_name, os_version, device_model, app_version) =
        (SELECT OLD.ts / 86400000 - (OLD.ts < 0 AND OLD.ts % 86400000 <> 0),
                (SELECT d.value FROM dictionary AS d WHERE d.code = OLD.strategy),
                CASE WHEN OLD.flags & 1 THEN 'exit' ELSE 'enter' END,
                s.started_at IS NOT NULL, coalesce(s.os_name, ''), coalesce(s.os_version, ''),
                coalesce(s.device_model, ''), coalesce(s.app_version, '')
         FROM sessions AS s WHERE s.session_key = OLD.session_key);
    UPDATE failure_rollup SET failures = failures - 1
    WHERE (OLD.flags >> 1) & 3 = 1
      AND (day, strategy, direction, started, os_version, app_version, failure) =
        (SELECT OLD.ts / 86400000 - (OLD.ts < 0 AND OLD.ts % 86400000 <> 0),
                (SELECT d.value FROM dictionary AS d WHERE d.code = OLD.strategy),
                CASE WHEN OLD.flags & 1 THEN 'exit' ELSE 'enter' END,
                s.started_at IS NOT NULL, coalesce(s.os_version, ''), coalesce(s.app_version, ''),
                coalesce((SELECT d.value FROM dictionary AS d WHERE d.code = OLD.failure), '')
         FROM sessions AS s WHERE s.session_key = OLD.session_key);
END;

CREATE TRIGGER summaries_after_delete AFTER DELETE ON transition_rows
WHEN OLD.ts >= coalesce((SELECT max(before_ts) FROM pruned_ranges), -9223372036854775807)
 AND ((OLD.flags & 1 = 1 AND (OLD.flags >> 11) & 3 <> 0) OR OLD.duration_ms IS NOT NULL)
BEGIN
    UPDATE restore_rollup SET restores = restores - 1, mismatches = mismatches - ((OLD.flags >> 11) & 3 = 2),
        cell_reused = cell_reused - ((OLD.flags >> 9) & 3 = 2)
    WHERE OLD.flags & 1 = 1 AND (OLD.flags >> 11) & 3 <> 0
      AND (day, strategy, started, os_version, app_version, method, container) =
        (SELECT OLD.ts / 86400000 - (OLD.ts < 0 AND OLD.ts % 86400000 <> 0),
                (SELECT d.value FROM dictionary AS d WHERE d.code = OLD.strategy),
                s.started_at IS NOT NULL, coalesce(s.os_version, ''), coalesce(s.app_version, ''),
                CASE (OLD.flags >> 7) & 3 WHEN 1 THEN 'index_path' WHEN 2 THEN 'superview' ELSE '' END,
                coalesce((SELECT d.value FROM dictionary AS d WHERE d.code = OLD.restore_container), '')
         FROM sessions AS s WHERE s.session_key = OLD.session_key);
    INSERT INTO duration_sketch_changes (day, strategy, direction, started, os_version, app_version, os_major, os_minor,
        duration_ms, weight)
    SELECT OLD.ts / 86400000 - (OLD.ts < 0 AND OLD.ts % 86400000 <> 0),
           (SELECT d.value FROM dictionary AS d WHERE d.code = OLD.strategy),
           CASE WHEN OLD.flags & 1 THEN 'exit' ELSE 'enter' END,
           s.started_at IS NOT NULL, coalesce(s.os_version, ''), coalesce(s.app_version, ''), s.os_major, s.os_minor,
           OLD.duration_ms, -1
    FROM sessions AS s WHERE s.session_key = OLD.session_key AND OLD.duration_ms IS NOT NULL;
END;

-- `transitions` takes INSERT and DELETE as before (for tools and tests that write it with
-- SQL; `fstel ingest` writes transition_rows). Rows inserted this way are not counted in
-- the rollups, as before; deleted ones are subtracted by the triggers above.
CREATE TRIGGER transitions_insert INSTEAD OF INSERT ON transitions
BEGIN
    INSERT INTO dictionary (value)
    SELECT value FROM (SELECT NEW.strategy AS value
        UNION SELECT NEW.failure
        UNION SELECT NEW.trigger
        UNION SELECT NEW.from_orientation
        UNION SELECT NEW.to_orientation
        UNION SELECT NEW.app_state
        UNION SELECT NEW.status_bar_orientation
        UNION SELECT NEW.restore_container)
    WHERE value IS NOT NULL AND value NOT IN (SELECT d.value FROM dictionary AS d);
    INSERT INTO transition_rows (session_key, seq, ts, strategy, flags, failure, duration_ms, codes, bounds, places, restore_container,
    restore_list, extra, source_id, line, run_id)
    SELECT v.session_key, v.seq, v.ts, v.strategy, v.flags | (CASE WHEN v.fits THEN 0 ELSE 8192 END), v.failure, v.duration_ms,
       CASE WHEN v.fits THEN coalesce(v.trigger, 0) | (coalesce(v.from_orientation, 0) << 10) | (coalesce(v.to_orientation, 0) << 20) | (coalesce(v.status_bar_orientation, 0) << 30) | (coalesce(v.app_state, 0) << 40) ELSE 0 END,
       CASE WHEN v.fits THEN coalesce(CAST(v.screen_width AS INTEGER) + 1, 0) | (coalesce(CAST(v.screen_height AS INTEGER) + 1, 0) << 15) | (coalesce(CAST(v.window_width AS INTEGER) + 1, 0) << 30) | (coalesce(CAST(v.window_height AS INTEGER) + 1, 0) << 45) ELSE 0 END,
       CASE WHEN v.fits THEN coalesce(v.restore_section + 1, 0) | (coalesce(v.restore_item + 1, 0) << 15) | (coalesce(v.restored_section + 1, 0) << 30) | (coalesce(v.restored_item + 1, 0) << 45) ELSE 0 END,
       v.restore_container, v.restore_list, v.extra, v.source_id, v.line, v.run_id
    FROM (SELECT c.*, ((trigger IS NULL OR trigger BETWEEN 1 AND 1023)
            AND (from_orientation IS NULL OR from_orientation BETWEEN 1 AND 1023)
            AND (to_orientation IS NULL OR to_orientation BETWEEN 1 AND 1023)
            AND (status_bar_orientation IS NULL OR status_bar_orientation BETWEEN 1 AND 1023)
            AND (app_state IS NULL OR app_state BETWEEN 1 AND 1023)
            AND (screen_width IS NULL OR (screen_width BETWEEN 0 AND 32766 AND screen_width = CAST(screen_width AS INTEGER)))
            AND (screen_height IS NULL OR (screen_height BETWEEN 0 AND 32766 AND screen_height = CAST(screen_height AS INTEGER)))
            AND (window_width IS NULL OR (window_width BETWEEN 0 AND 32766 AND window_width = CAST(window_width AS INTEGER)))
            AND (window_height IS NULL OR (window_height BETWEEN 0 AND 32766 AND window_height = CAST(window_height AS INTEGER)))
            AND (restore_section IS NULL OR restore_section BETWEEN 0 AND 32766)
            AND (restore_item IS NULL OR restore_item BETWEEN 0 AND 32766)
            AND (restored_section IS NULL OR restored_section BETWEEN 0 AND 32766)
            AND (restored_item IS NULL OR restored_item BETWEEN 0 AND 32766)) AS fits
          FROM (SELECT NEW.session_key AS session_key, NEW.seq AS seq, NEW.ts AS ts,
                    (SELECT d.code FROM dictionary AS d WHERE d.value = NEW.strategy) AS strategy,
                    (NEW.direction = 'exit')
                    | (CASE NEW.outcome WHEN 'ok' THEN 0 WHEN 'failed' THEN 1 WHEN 'cancelled' THEN 2 ELSE 3 END << 1)
                    | ((CASE NEW.status_bar_hidden WHEN 0 THEN 1 WHEN 1 THEN 2 ELSE 0 END) << 3) | ((CASE NEW.bounds_swapped WHEN 0 THEN 1 WHEN 1 THEN 2 ELSE 0 END) << 5)
                    | (CASE NEW.restore_method WHEN 'index_path' THEN 1 WHEN 'superview' THEN 2 ELSE 0 END << 7)
                    | ((CASE NEW.cell_reused WHEN 0 THEN 1 WHEN 1 THEN 2 ELSE 0 END) << 9) | ((CASE NEW.restore_mismatch WHEN 0 THEN 1 WHEN 1 THEN 2 ELSE 0 END) << 11) AS flags,
                    (SELECT d.code FROM dictionary AS d WHERE d.value = NEW.failure) AS failure,
                    NEW.duration_ms AS duration_ms,
                    (SELECT d.code FROM dictionary AS d WHERE d.value = NEW.trigger) AS trigger,
                    (SELECT d.code FROM dictionary AS d WHERE d.value = NEW.from_orientation) AS from_orientation,
                    (SELECT d.code FROM dictionary AS d WHERE d.value = NEW.to_orientation) AS to_orientation,
                    (SELECT d.code FROM dictionary AS d WHERE d.value = NEW.status_bar_orientation) AS status_bar_orientation,
                    (SELECT d.code FROM dictionary AS d WHERE d.value = NEW.app_state) AS app_state,
                    NEW.screen_width AS screen_width, NEW.screen_height AS screen_height,
                    NEW.window_width AS window_width, NEW.window_height AS window_height,
                    (SELECT d.code FROM dictionary AS d WHERE d.value = NEW.restore_container) AS restore_container,
                    NEW.restore_list AS restore_list, NEW.restore_section AS restore_section,
                    NEW.restore_item AS restore_item, NEW.restored_section AS restored_section,
                    NEW.restored_item AS restored_item, NEW.extra AS extra, NEW.source_id AS source_id,
                    NEW.line AS line, NEW.run_id AS run_id) AS c) AS v;
    INSERT OR REPLACE INTO transition_overflow (session_key, seq, trigger, from_orientation, to_orientation, status_bar_orientation, app_state, screen_width, screen_height, window_width, window_height, restore_section, restore_item, restored_section, restored_item)
    SELECT NEW.session_key, NEW.seq,
        (SELECT d.code FROM dictionary AS d WHERE d.value = NEW.trigger),
        (SELECT d.code FROM dictionary AS d WHERE d.value = NEW.from_orientation),
        (SELECT d.code FROM dictionary AS d WHERE d.value = NEW.to_orientation),
        (SELECT d.code FROM dictionary AS d WHERE d.value = NEW.status_bar_orientation),
        (SELECT d.code FROM dictionary AS d WHERE d.value = NEW.app_state),
        NEW.screen_width,
        NEW.screen_height,
        NEW.window_width,
        NEW.window_height,
        NEW.restore_section,
        NEW.restore_item,
        NEW.restored_section,
        NEW.restored_item
    WHERE (SELECT r.flags & 8192 FROM transition_rows AS r WHERE r.session_key = NEW.session_key AND r.seq = NEW.seq);
END;

CREATE TRIGGER transitions_delete INSTEAD OF DELETE ON transitions
BEGIN
    DELETE FROM transition_rows WHERE session_key = OLD.session_key AND seq = OLD.seq;
END;
