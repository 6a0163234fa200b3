-- Does index-path restore beat superview restore? Per method and container: restores
-- (exits whose landing index path is known), mismatches and their rate with the Wilson 95%
-- interval, and reused cells: the numbers of `fstel report restore --by method,container`,
-- pruned days included (read from the summary view daily_restore_counts).
-- Parameters (optional): :strategy, :container ('table_view', ...), :since, :until (UTC days).
-- fstel sql --file reports/restore_mismatch.sql --param container=table_view
WITH counts AS (
    SELECT method, container, sum(restores) AS exits, sum(mismatches) AS mismatches, sum(cell_reused) AS cell_reused
    FROM daily_restore_counts
    WHERE (:strategy IS NULL OR strategy = :strategy)
      AND (:container IS NULL OR container = :container)
      AND (:since IS NULL OR day >= :since)
      AND (:until IS NULL OR day <= :until)
    GROUP BY method, container
    HAVING sum(restores) > 0
), rates AS (
    SELECT *, mismatches * 1.0 / exits AS p, 1.959963984540054 * 1.959963984540054 AS z2 FROM counts
)
SELECT method, container, exits, mismatches,
       p AS mismatch_rate,
       CASE WHEN mismatches = 0 THEN 0.0 ELSE
           max(0.0, (p + z2 / (2.0 * exits)) / (1 + z2 / exits)
                    - 1.959963984540054 * sqrt(p * (1 - p) / exits + z2 / (4.0 * exits * exits)) / (1 + z2 / exits))
       END AS ci_low,
       CASE WHEN mismatches = exits THEN 1.0 ELSE
           min(1.0, (p + z2 / (2.0 * exits)) / (1 + z2 / exits)
                    + 1.959963984540054 * sqrt(p * (1 - p) / exits + z2 / (4.0 * exits * exits)) / (1 + z2 / exits))
       END AS ci_high,
       cell_reused
FROM rates
ORDER BY method, container;
