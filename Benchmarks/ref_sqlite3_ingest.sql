-- Reference ingest with nothing but the sqlite3 shell (run by Benchmarks/run.sh):
--   sqlite3 STORE < this file, after run.sh replaced @FILE@ with the NDJSON path and @US@
--   with the byte 0x1F (a column separator that never occurs in the logs).
-- Loads the raw lines into a one-column TEMP table (.mode ascii: no quote processing, so
-- commas and quotes in the JSON are kept as they are), then extracts the same columns
-- fstel stores with json_extract (->>) in INSERT ... SELECT statements, all in ONE
-- transaction. It skips, compared with fstel ingest: per-line validation (a bad line makes
-- a NULL column or a failed statement, not a rejected row), exactly-once checkpoints,
-- duplicate detection (sessions: first session_start wins via ON CONFLICT; a duplicate
-- transition would abort the whole load), the rejects table, `extra` JSON, rollup triggers.
.bail on
.read @SCHEMA@
BEGIN;
CREATE TEMP TABLE raw(line TEXT);
.mode ascii
.separator "@US@" "\n"
.import @FILE@ raw
.mode list

-- ts: RFC 3339 (with Z or an offset) or epoch milliseconds -> UTC epoch milliseconds.
INSERT INTO sessions (session_id, started_at, device_model, os_name, os_version, os_major, os_minor, os_patch,
                      app_version, app_build, player_version, screen_width, screen_height, screen_scale,
                      start_source_id, start_line)
SELECT line->>'$.session_id',
       CASE WHEN json_type(line, '$.ts') = 'integer' THEN line->>'$.ts'
            ELSE CAST(round((julianday(line->>'$.ts') - 2440587.5) * 86400000.0) AS INTEGER) END,
       line->>'$.device.model', line->>'$.device.os', v,
       CAST(v AS INTEGER),
       CASE WHEN instr(v, '.') > 0 THEN CAST(substr(v, instr(v, '.') + 1) AS INTEGER) ELSE 0 END,
       CASE WHEN instr(substr(v, instr(v, '.') + 1), '.') > 0 AND instr(v, '.') > 0
            THEN CAST(substr(substr(v, instr(v, '.') + 1), instr(substr(v, instr(v, '.') + 1), '.') + 1) AS INTEGER) END,
       line->>'$.app.version', line->>'$.app.build', line->>'$.player.version',
       line->>'$.device.screen.w', line->>'$.device.screen.h', line->>'$.device.screen.scale',
       1, rowid
FROM (SELECT rowid, line, line->>'$.device.os_version' AS v FROM raw WHERE line->>'$.type' = 'session_start')
WHERE true
ON CONFLICT (session_id) DO NOTHING;

-- Sessions seen only in transition / session_end lines (their session_start is elsewhere).
INSERT OR IGNORE INTO sessions (session_id)
SELECT line->>'$.session_id' FROM raw WHERE line->>'$.type' <> 'session_start';

UPDATE sessions SET ended_at = e.ts, end_reason = e.reason
FROM (SELECT line->>'$.session_id' AS sid, line->>'$.reason' AS reason,
             CASE WHEN json_type(line, '$.ts') = 'integer' THEN line->>'$.ts'
                  ELSE CAST(round((julianday(line->>'$.ts') - 2440587.5) * 86400000.0) AS INTEGER) END AS ts
      FROM raw WHERE line->>'$.type' = 'session_end') AS e
WHERE sessions.session_id = e.sid;

INSERT INTO transitions
SELECT s.session_key,
       r.line->>'$.seq',
       CASE WHEN json_type(r.line, '$.ts') = 'integer' THEN r.line->>'$.ts'
            ELSE CAST(round((julianday(r.line->>'$.ts') - 2440587.5) * 86400000.0) AS INTEGER) END,
       r.line->>'$.direction', r.line->>'$.strategy', r.line->>'$.outcome', r.line->>'$.failure',
       r.line->>'$.duration_ms', r.line->>'$.trigger',
       r.line->>'$.from_orientation', r.line->>'$.to_orientation', r.line->>'$.app_state',
       r.line->>'$.status_bar.orientation', r.line->>'$.status_bar.hidden',
       r.line->>'$.screen_bounds[0]', r.line->>'$.screen_bounds[1]',
       r.line->>'$.window_bounds[0]', r.line->>'$.window_bounds[1]',
       CASE WHEN r.line->>'$.screen_bounds[1]' IS NOT NULL AND r.line->>'$.window_bounds[1]' IS NOT NULL
            THEN (r.line->>'$.screen_bounds[0]' > r.line->>'$.screen_bounds[1]')
              <> (r.line->>'$.window_bounds[0]' > r.line->>'$.window_bounds[1]') END,
       r.line->>'$.restore.method', r.line->>'$.restore.container', r.line->>'$.restore.list',
       r.line->>'$.restore.section', r.line->>'$.restore.item',
       r.line->>'$.restore.restored_section', r.line->>'$.restore.restored_item',
       r.line->>'$.restore.cell_reused',
       CASE WHEN r.line->>'$.restore.section' IS NOT NULL AND r.line->>'$.restore.item' IS NOT NULL
             AND r.line->>'$.restore.restored_section' IS NOT NULL AND r.line->>'$.restore.restored_item' IS NOT NULL
            THEN (r.line->>'$.restore.section' <> r.line->>'$.restore.restored_section'
               OR r.line->>'$.restore.item' <> r.line->>'$.restore.restored_item') END,
       NULL, 1, r.rowid
FROM raw AS r JOIN sessions AS s ON s.session_id = r.line->>'$.session_id'
WHERE r.line->>'$.type' = 'transition';

DROP TABLE temp.raw;
COMMIT;
SELECT 'sessions', count(*) FROM sessions;
SELECT 'transitions', count(*) FROM transitions;
