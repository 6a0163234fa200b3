-- Failure rate per strategy and iOS major version, with the Wilson 95% interval.
-- Parameters (all optional; unset = no restriction):
--   :strategy   a strategy identifier, e.g. 'native_rotation'
--   :os_major   an iOS major version, e.g. 17
--   :since      first UTC day, 'YYYY-MM-DD'
--   :until      last UTC day (inclusive), 'YYYY-MM-DD'
-- fstel sql --file reports/failure_rates.sql --param os_major=17
-- sqlite3: .param set :os_major 17   then   .read reports/failure_rates.sql
WITH counts AS (
    SELECT strategy, os_major,
           count(*) FILTER (WHERE outcome IN ('ok', 'failed')) AS attempts,
           count(*) FILTER (WHERE outcome = 'failed')          AS failures,
           count(*) FILTER (WHERE outcome = 'cancelled')       AS cancelled,
           count(*) FILTER (WHERE outcome = 'ignored')         AS ignored
    FROM transition_facts
    WHERE (:strategy IS NULL OR strategy = :strategy)
      AND (:os_major IS NULL OR os_major = :os_major)
      AND (:since IS NULL OR day >= :since)
      AND (:until IS NULL OR day <= :until)
    GROUP BY strategy, os_major
), rates AS (
    SELECT *, CASE WHEN attempts > 0 THEN failures * 1.0 / attempts END AS p,
           3.841458820694124 AS z2   -- 1.959964^2
    FROM counts
)
SELECT strategy, os_major, attempts, failures,
       p AS failure_rate,
       CASE WHEN attempts > 0 THEN
           max(0.0, (p + z2 / (2 * attempts) - sqrt(z2) * sqrt(p * (1 - p) / attempts + z2 / (4.0 * attempts * attempts))) / (1 + z2 / attempts))
       END AS ci_low,
       CASE WHEN attempts > 0 THEN
           min(1.0, (p + z2 / (2 * attempts) + sqrt(z2) * sqrt(p * (1 - p) / attempts + z2 / (4.0 * attempts * attempts))) / (1 + z2 / attempts))
       END AS ci_high,
       cancelled, ignored
FROM rates
ORDER BY strategy, os_major;
