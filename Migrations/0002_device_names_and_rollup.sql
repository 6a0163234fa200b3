-- 0002: readable names of device models, for reports (`iPhone12,1` -> `iPhone 11`).
-- A small lookup table, not a constraint: models missing here are shown without a name.
-- Add rows with a later migration when new hardware ships (docs/metrics.md).
CREATE TABLE device_names (
    model               TEXT    PRIMARY KEY,          -- hardware identifier as logged, e.g. 'iPhone12,1'
    name                TEXT    NOT NULL              -- marketing name, e.g. 'iPhone 11'
) STRICT, WITHOUT ROWID;

INSERT INTO device_names (model, name) VALUES
    ('iPhone8,1', 'iPhone 6s'),
    ('iPhone8,2', 'iPhone 6s Plus'),
    ('iPhone8,4', 'iPhone SE (1st generation)'),
    ('iPhone9,1', 'iPhone 7'),
    ('iPhone9,3', 'iPhone 7'),
    ('iPhone9,2', 'iPhone 7 Plus'),
    ('iPhone9,4', 'iPhone 7 Plus'),
    ('iPhone10,1', 'iPhone 8'),
    ('iPhone10,4', 'iPhone 8'),
    ('iPhone10,2', 'iPhone 8 Plus'),
    ('iPhone10,5', 'iPhone 8 Plus'),
    ('iPhone10,3', 'iPhone X'),
    ('iPhone10,6', 'iPhone X'),
    ('iPhone11,2', 'iPhone XS'),
    ('iPhone11,4', 'iPhone XS Max'),
    ('iPhone11,6', 'iPhone XS Max'),
    ('iPhone11,8', 'iPhone XR'),
    ('iPhone12,1', 'iPhone 11'),
    ('iPhone12,3', 'iPhone 11 Pro'),
    ('iPhone12,5', 'iPhone 11 Pro Max'),
    ('iPhone12,8', 'iPhone SE (2nd generation)'),
    ('iPhone13,1', 'iPhone 12 mini'),
    ('iPhone13,2', 'iPhone 12'),
    ('iPhone13,3', 'iPhone 12 Pro'),
    ('iPhone13,4', 'iPhone 12 Pro Max'),
    ('iPhone14,4', 'iPhone 13 mini'),
    ('iPhone14,5', 'iPhone 13'),
    ('iPhone14,2', 'iPhone 13 Pro'),
    ('iPhone14,3', 'iPhone 13 Pro Max'),
    ('iPhone14,6', 'iPhone SE (3rd generation)'),
    ('iPhone14,7', 'iPhone 14'),
    ('iPhone14,8', 'iPhone 14 Plus'),
    ('iPhone15,2', 'iPhone 14 Pro'),
    ('iPhone15,3', 'iPhone 14 Pro Max'),
    ('iPhone15,4', 'iPhone 15'),
    ('iPhone15,5', 'iPhone 15 Plus'),
    ('iPhone16,1', 'iPhone 15 Pro'),
    ('iPhone16,2', 'iPhone 15 Pro Max'),
    ('iPhone17,3', 'iPhone 16'),
    ('iPhone17,4', 'iPhone 16 Plus'),
    ('iPhone17,1', 'iPhone 16 Pro'),
    ('iPhone17,2', 'iPhone 16 Pro Max'),
    ('iPad6,11', 'iPad (5th generation)'),
    ('iPad6,12', 'iPad (5th generation)'),
    ('iPad7,5', 'iPad (6th generation)'),
    ('iPad7,6', 'iPad (6th generation)'),
    ('iPad8,1', 'iPad Pro 11-inch (1st generation)'),
    ('iPad8,2', 'iPad Pro 11-inch (1st generation)'),
    ('iPad8,3', 'iPad Pro 11-inch (1st generation)'),
    ('iPad8,4', 'iPad Pro 11-inch (1st generation)'),
    ('iPad13,1', 'iPad Air (4th generation)'),
    ('iPad13,2', 'iPad Air (4th generation)');

-- Failure-rate counts per (UTC day, strategy, direction, session facts), kept up to date in
-- the same transaction as every transition and session change, so
-- `fstel report failure-rates` and `best-strategy` read ~10^5 rows instead of every
-- transition (docs/metrics.md: "How the reports are computed"). Unknown session facts
-- (no session_start stored yet) are '' with started = 0; os_major/os_minor follow
-- os_version. Rows may fall to all-zero counts when a session's facts arrive; readers skip them.
CREATE TABLE transition_rollup (
    day                 INTEGER NOT NULL,             -- UTC day number: floor(ts / 86400000)
    strategy            TEXT    NOT NULL,
    direction           TEXT    NOT NULL,
    started             INTEGER NOT NULL,             -- 1 when the session's session_start is stored
    os_name             TEXT    NOT NULL,
    os_version          TEXT    NOT NULL,
    device_model        TEXT    NOT NULL,
    app_version         TEXT    NOT NULL,
    os_major            INTEGER,
    os_minor            INTEGER,
    ok                  INTEGER NOT NULL,
    failed              INTEGER NOT NULL,
    cancelled           INTEGER NOT NULL,
    ignored             INTEGER NOT NULL,
    PRIMARY KEY (day, strategy, direction, started, os_name, os_version, device_model, app_version)
) STRICT, WITHOUT ROWID;

INSERT INTO transition_rollup
SELECT t.ts / 86400000 - (t.ts < 0 AND t.ts % 86400000 <> 0), t.strategy, t.direction,
       s.started_at IS NOT NULL, coalesce(s.os_name, ''), coalesce(s.os_version, ''),
       coalesce(s.device_model, ''), coalesce(s.app_version, ''), s.os_major, s.os_minor,
       count(*) FILTER (WHERE t.outcome = 'ok'), count(*) FILTER (WHERE t.outcome = 'failed'),
       count(*) FILTER (WHERE t.outcome = 'cancelled'), count(*) FILTER (WHERE t.outcome = 'ignored')
FROM transitions AS t JOIN sessions AS s ON s.session_key = t.session_key
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;


-- Stored transitions are counted by the ingest writer (`fstel ingest`, `fstel rejects
-- --replay`), which adds each batch's counts at its commit: an AFTER INSERT trigger did
-- the same but halved the ingest rate (measured in docs/metrics.md). Rows inserted into
-- `transitions` by other means are not counted here. Deletions and late session facts
-- are kept by the triggers below.
CREATE TRIGGER transition_rollup_after_delete AFTER DELETE ON transitions
BEGIN
    UPDATE transition_rollup SET ok = ok - (OLD.outcome = 'ok'), failed = failed - (OLD.outcome = 'failed'),
        cancelled = cancelled - (OLD.outcome = 'cancelled'), ignored = ignored - (OLD.outcome = 'ignored')
    WHERE (day, strategy, direction, started, os_name, os_version, device_model, app_version) =
        (SELECT OLD.ts / 86400000 - (OLD.ts < 0 AND OLD.ts % 86400000 <> 0), OLD.strategy, OLD.direction,
                s.started_at IS NOT NULL, coalesce(s.os_name, ''), coalesce(s.os_version, ''),
                coalesce(s.device_model, ''), coalesce(s.app_version, '')
         FROM sessions AS s WHERE s.session_key = OLD.session_key);
END;

-- A session's facts arrive (session_start) or change: move its transitions' counts from
-- the old facts to the new ones. One probe of the transitions key when it has none yet.
CREATE TRIGGER transition_rollup_after_session_update
AFTER UPDATE OF started_at, os_name, os_version, os_major, os_minor, device_model, app_version ON sessions
BEGIN
    INSERT INTO transition_rollup
    SELECT t.ts / 86400000 - (t.ts < 0 AND t.ts % 86400000 <> 0), t.strategy, t.direction,
           OLD.started_at IS NOT NULL, coalesce(OLD.os_name, ''), coalesce(OLD.os_version, ''),
           coalesce(OLD.device_model, ''), coalesce(OLD.app_version, ''), OLD.os_major, OLD.os_minor,
           -count(*) FILTER (WHERE t.outcome = 'ok'), -count(*) FILTER (WHERE t.outcome = 'failed'),
           -count(*) FILTER (WHERE t.outcome = 'cancelled'), -count(*) FILTER (WHERE t.outcome = 'ignored')
    FROM transitions AS t WHERE t.session_key = NEW.session_key
    GROUP BY 1, 2, 3
    ON CONFLICT DO UPDATE SET ok = ok + excluded.ok, failed = failed + excluded.failed,
        cancelled = cancelled + excluded.cancelled, ignored = ignored + excluded.ignored;
    INSERT INTO transition_rollup
    SELECT t.ts / 86400000 - (t.ts < 0 AND t.ts % 86400000 <> 0), t.strategy, t.direction,
           NEW.started_at IS NOT NULL, coalesce(NEW.os_name, ''), coalesce(NEW.os_version, ''),
           coalesce(NEW.device_model, ''), coalesce(NEW.app_version, ''), NEW.os_major, NEW.os_minor,
           count(*) FILTER (WHERE t.outcome = 'ok'), count(*) FILTER (WHERE t.outcome = 'failed'),
           count(*) FILTER (WHERE t.outcome = 'cancelled'), count(*) FILTER (WHERE t.outcome = 'ignored')
    FROM transitions AS t WHERE t.session_key = NEW.session_key
    GROUP BY 1, 2, 3
    ON CONFLICT DO UPDATE SET ok = ok + excluded.ok, failed = failed + excluded.failed,
        cancelled = cancelled + excluded.cancelled, ignored = ignored + excluded.ignored,
        os_major = excluded.os_major, os_minor = excluded.os_minor;
END;
