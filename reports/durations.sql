-- How long do transitions take? Count and nearest-rank percentiles of duration_ms per
-- strategy and direction (within 1%): the numbers of `fstel report durations --by
-- strategy,direction`, pruned days included (read from the summary view
-- daily_duration_sketches with fstel's sketch functions, so run it with `fstel sql`).
-- Parameters (optional): :strategy, :os_major, :since, :until (UTC days, 'YYYY-MM-DD').
-- fstel sql --file reports/durations.sql --param strategy=native_rotation
WITH merged AS (
    SELECT strategy, direction, fstel_sketch_sum(sketch) AS sketch
    FROM daily_duration_sketches
    WHERE (:strategy IS NULL OR strategy = :strategy)
      AND (:os_major IS NULL OR os_major = :os_major)
      AND (:since IS NULL OR day >= :since)
      AND (:until IS NULL OR day <= :until)
    GROUP BY strategy, direction
)
SELECT strategy, direction, fstel_sketch_count(sketch) AS count,
       fstel_sketch_percentile(sketch, 50) AS p50_ms,
       fstel_sketch_percentile(sketch, 90) AS p90_ms,
       fstel_sketch_percentile(sketch, 99) AS p99_ms,
       fstel_sketch_max(sketch) AS max_ms
FROM merged
WHERE fstel_sketch_count(sketch) > 0
ORDER BY strategy, direction;
