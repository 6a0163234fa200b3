-- Does index-path restore beat superview restore? Per method and container: restores
-- (exits with both a target and a restored index path), mismatches and their rate.
-- Parameters (optional): :container ('table_view', ...), :since, :until (UTC days).
-- fstel sql --file reports/restore_mismatch.sql --param container=table_view
SELECT t.restore_method AS method, t.restore_container AS container,
       count(*) AS exits,
       count(*) FILTER (WHERE t.restored_section <> t.restore_section OR t.restored_item <> t.restore_item) AS mismatches,
       round(count(*) FILTER (WHERE t.restored_section <> t.restore_section OR t.restored_item <> t.restore_item) * 1.0 / count(*), 4) AS mismatch_rate,
       count(*) FILTER (WHERE t.cell_reused = 1) AS cell_reused
FROM transitions AS t
WHERE t.direction = 'exit'
  AND t.restore_section IS NOT NULL AND t.restore_item IS NOT NULL
  AND t.restored_section IS NOT NULL AND t.restored_item IS NOT NULL
  AND (:container IS NULL OR t.restore_container = :container)
  AND (:since IS NULL OR date(t.ts / 1000, 'unixepoch') >= :since)
  AND (:until IS NULL OR date(t.ts / 1000, 'unixepoch') <= :until)
GROUP BY method, container
ORDER BY method, container;
