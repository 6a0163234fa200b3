-- 0009: summaries for the reports that still read raw rows (issue 12), kept by the ingest
-- writer in the same transaction as the rows, like `transition_rollup` (docs/metrics.md,
-- "How the reports are computed"):
--   * `restore_rollup`: restores (exits with a known target and landing), mismatches and
--     reused cells per UTC day, strategy, OS version, app version, restore method and
--     container;
--   * `duration_sketch`: per UTC day, strategy, direction, OS version and app version, a
--     mergeable quantile sketch of `duration_ms` (DDSketch log buckets, 1% relative
--     accuracy; the blob's format is in Sources/FSTelStore/Summaries/DurationSketch.swift);
--   Both are keyed like `failure_rollup` (0007), without the OS name and the device model:
--   each distinct key costs an upsert at every commit, and those two would triple the keys.
--   * `duration_sketch_changes`: durations that triggers moved (a session's facts arrived
--     late) or removed (a delete newer than the last prune cut), as signed rows, because a
--     trigger cannot rewrite a sketch; the next ingest batch folds them into the sketches,
--     and readers add the ones still there.
-- Like the other rollups, a delete older than the newest prune cut leaves them as they are.
-- Existing stores: both are built from the raw rows still stored (read through the
-- `transitions` view of migration 0008). Days an earlier prune removed cannot be
-- summarised any more: `pruned_ranges.before_summaries` marks those prunes, and reports
-- answered from these summaries name their days. (0009 landed after 0010: a store already
-- at 0010 applies it then; the two touch different objects.)

CREATE TABLE restore_rollup (
    day                 INTEGER NOT NULL,             -- UTC day number: floor(ts / 86400000)
    strategy            TEXT    NOT NULL,
    started             INTEGER NOT NULL,             -- 1 when the session's session_start is stored
    os_version          TEXT    NOT NULL,             -- session facts, '' while unknown
    app_version         TEXT    NOT NULL,
    method              TEXT    NOT NULL,             -- restore_method, '' when the line named none
    container           TEXT    NOT NULL,             -- restore_container, '' when the line named none
    os_major            INTEGER,
    os_minor            INTEGER,
    restores            INTEGER NOT NULL,             -- exits with a known restore_mismatch
    mismatches          INTEGER NOT NULL,             -- of which restore_mismatch = 1
    cell_reused         INTEGER NOT NULL,             -- of which cell_reused = 1
    direction           TEXT    NOT NULL GENERATED ALWAYS AS ('exit') VIRTUAL,  -- a restore is an exit
    PRIMARY KEY (day, strategy, started, os_version, app_version, method, container)
) STRICT, WITHOUT ROWID;

CREATE TABLE duration_sketch (
    day                 INTEGER NOT NULL,
    strategy            TEXT    NOT NULL,
    direction           TEXT    NOT NULL,
    started             INTEGER NOT NULL,
    os_version          TEXT    NOT NULL,
    app_version         TEXT    NOT NULL,
    os_major            INTEGER,
    os_minor            INTEGER,
    sketch              BLOB    NOT NULL,             -- the durations of the key's transitions
    PRIMARY KEY (day, strategy, direction, started, os_version, app_version)
) STRICT, WITHOUT ROWID;

CREATE TABLE duration_sketch_changes (
    day                 INTEGER NOT NULL,
    strategy            TEXT    NOT NULL,
    direction           TEXT    NOT NULL,
    started             INTEGER NOT NULL,
    os_version          TEXT    NOT NULL,
    app_version         TEXT    NOT NULL,
    os_major            INTEGER,
    os_minor            INTEGER,
    duration_ms         REAL    NOT NULL,
    weight              INTEGER NOT NULL              -- +1 added to the key, -1 taken from it
) STRICT;

-- 1 for prunes made before this migration: the rows they deleted are not in restore_rollup
-- and duration_sketch.
ALTER TABLE pruned_ranges ADD COLUMN before_summaries INTEGER NOT NULL DEFAULT 0;
UPDATE pruned_ranges SET before_summaries = 1;

INSERT INTO restore_rollup (day, strategy, started, os_version, app_version, method, container,
    os_major, os_minor, restores, mismatches, cell_reused)
SELECT t.ts / 86400000 - (t.ts < 0 AND t.ts % 86400000 <> 0), t.strategy,
       s.started_at IS NOT NULL, coalesce(s.os_version, ''), coalesce(s.app_version, ''),
       coalesce(t.restore_method, ''), coalesce(t.restore_container, ''), max(s.os_major), max(s.os_minor),
       count(*), count(*) FILTER (WHERE t.restore_mismatch = 1), count(*) FILTER (WHERE t.cell_reused = 1)
FROM transitions AS t JOIN sessions AS s ON s.session_key = t.session_key
WHERE t.direction = 'exit' AND t.restore_mismatch IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7;

INSERT INTO duration_sketch (day, strategy, direction, started, os_version, app_version, os_major, os_minor, sketch)
SELECT t.ts / 86400000 - (t.ts < 0 AND t.ts % 86400000 <> 0), t.strategy, t.direction,
       s.started_at IS NOT NULL, coalesce(s.os_version, ''), coalesce(s.app_version, ''), max(s.os_major), max(s.os_minor),
       fstel_duration_sketch(t.duration_ms)
FROM transitions AS t JOIN sessions AS s ON s.session_key = t.session_key
WHERE t.duration_ms IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6;

-- A deleted transition is taken out unless it is older than the newest prune cut. Rows
-- live in `transition_rows` (migration 0008): strategy and container are dictionary codes;
-- flags bit 0 is the direction (1 = exit), bits 7-8 the restore method (1 index_path,
-- 2 superview), bits 9-10 cell_reused and bits 11-12 restore_mismatch (0 unknown, 1 false,
-- 2 true).
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

-- A session's facts arrive or change: move its stored transitions (those a prune removed
-- stay where they were counted).
CREATE TRIGGER summaries_after_session_update
AFTER UPDATE OF started_at, os_version, os_major, os_minor, app_version ON sessions
BEGIN
    INSERT INTO restore_rollup (day, strategy, started, os_version, app_version, method, container,
        os_major, os_minor, restores, mismatches, cell_reused)
    SELECT t.ts / 86400000 - (t.ts < 0 AND t.ts % 86400000 <> 0), t.strategy,
           OLD.started_at IS NOT NULL, coalesce(OLD.os_version, ''), coalesce(OLD.app_version, ''),
           coalesce(t.restore_method, ''), coalesce(t.restore_container, ''), OLD.os_major, OLD.os_minor,
           -count(*), -count(*) FILTER (WHERE t.restore_mismatch = 1), -count(*) FILTER (WHERE t.cell_reused = 1)
    FROM transitions AS t
    WHERE t.session_key = NEW.session_key AND t.direction = 'exit' AND t.restore_mismatch IS NOT NULL
    GROUP BY 1, 2, 6, 7
    ON CONFLICT DO UPDATE SET restores = restores + excluded.restores, mismatches = mismatches + excluded.mismatches,
        cell_reused = cell_reused + excluded.cell_reused;
    INSERT INTO restore_rollup (day, strategy, started, os_version, app_version, method, container,
        os_major, os_minor, restores, mismatches, cell_reused)
    SELECT t.ts / 86400000 - (t.ts < 0 AND t.ts % 86400000 <> 0), t.strategy,
           NEW.started_at IS NOT NULL, coalesce(NEW.os_version, ''), coalesce(NEW.app_version, ''),
           coalesce(t.restore_method, ''), coalesce(t.restore_container, ''), NEW.os_major, NEW.os_minor,
           count(*), count(*) FILTER (WHERE t.restore_mismatch = 1), count(*) FILTER (WHERE t.cell_reused = 1)
    FROM transitions AS t
    WHERE t.session_key = NEW.session_key AND t.direction = 'exit' AND t.restore_mismatch IS NOT NULL
    GROUP BY 1, 2, 6, 7
    ON CONFLICT DO UPDATE SET restores = restores + excluded.restores, mismatches = mismatches + excluded.mismatches,
        cell_reused = cell_reused + excluded.cell_reused, os_major = excluded.os_major, os_minor = excluded.os_minor;
    INSERT INTO duration_sketch_changes (day, strategy, direction, started, os_version, app_version, os_major, os_minor,
        duration_ms, weight)
    SELECT t.ts / 86400000 - (t.ts < 0 AND t.ts % 86400000 <> 0), t.strategy, t.direction,
           OLD.started_at IS NOT NULL, coalesce(OLD.os_version, ''), coalesce(OLD.app_version, ''),
           OLD.os_major, OLD.os_minor, t.duration_ms, -1
    FROM transitions AS t WHERE t.session_key = NEW.session_key AND t.duration_ms IS NOT NULL;
    INSERT INTO duration_sketch_changes (day, strategy, direction, started, os_version, app_version, os_major, os_minor,
        duration_ms, weight)
    SELECT t.ts / 86400000 - (t.ts < 0 AND t.ts % 86400000 <> 0), t.strategy, t.direction,
           NEW.started_at IS NOT NULL, coalesce(NEW.os_version, ''), coalesce(NEW.app_version, ''),
           NEW.os_major, NEW.os_minor, t.duration_ms, 1
    FROM transitions AS t WHERE t.session_key = NEW.session_key AND t.duration_ms IS NOT NULL;
END;
