-- Trace failures back to their input file and line. Parameters (optional): :strategy,
-- :os_major, :failure; :limit caps the rows (default 100).
-- fstel sql --file reports/failed_lines.sql --param strategy=present_landscape_vc --param os_major=10
SELECT src.path AS file, t.line, s.session_id, t.seq, t.strategy, s.os_version, s.device_model, t.failure
FROM transitions AS t
JOIN sessions AS s ON s.session_key = t.session_key
JOIN sources AS src ON src.source_id = t.source_id
WHERE t.outcome = 'failed'
  AND (:strategy IS NULL OR t.strategy = :strategy)
  AND (:os_major IS NULL OR s.os_major = :os_major)
  AND (:failure IS NULL OR t.failure = :failure)
ORDER BY src.path, t.line
LIMIT coalesce(:limit, 100);
