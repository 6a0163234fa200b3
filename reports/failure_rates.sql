-- Failure rate per strategy and iOS major version, with the Wilson 95% interval: the
-- numbers of `fstel report failure-rates --by strategy,os_major`, pruned days included
-- (read from the summary view daily_transition_counts).
-- Parameters (all optional; unset = no restriction):
--   :strategy   a strategy identifier, e.g. 'native_rotation'
--   :os_major   an iOS major version, e.g. 17
--   :since      first UTC day, 'YYYY-MM-DD'
--   :until      last UTC day (inclusive), 'YYYY-MM-DD'
-- fstel sql --file reports/failure_rates.sql --param os_major=17
-- sqlite3: .param set :os_major 17   then   .read reports/failure_rates.sql
WITH counts AS (
    SELECT strategy, os_major,
           sum(attempts)  AS attempts,
           sum(failures)  AS failures,
           sum(cancelled) AS cancelled,
           sum(ignored)   AS ignored
    FROM daily_transition_counts
    WHERE (:strategy IS NULL OR strategy = :strategy)
      AND (:os_major IS NULL OR os_major = :os_major)
      AND (:since IS NULL OR day >= :since)
      AND (:until IS NULL OR day <= :until)
    GROUP BY strategy, os_major
    HAVING sum(attempts + cancelled + ignored) > 0
), rates AS (
    SELECT *, CASE WHEN attempts > 0 THEN failures * 1.0 / attempts END AS p,
           1.959963984540054 * 1.959963984540054 AS z2
    FROM counts
)
SELECT strategy, os_major, attempts, failures,
       p AS failure_rate,
       CASE WHEN attempts = 0 THEN NULL WHEN failures = 0 THEN 0.0 ELSE
           max(0.0, (p + z2 / (2.0 * attempts)) / (1 + z2 / attempts)
                    - 1.959963984540054 * sqrt(p * (1 - p) / attempts + z2 / (4.0 * attempts * attempts)) / (1 + z2 / attempts))
       END AS ci_low,
       CASE WHEN attempts = 0 THEN NULL WHEN failures = attempts THEN 1.0 ELSE
           min(1.0, (p + z2 / (2.0 * attempts)) / (1 + z2 / attempts)
                    + 1.959963984540054 * sqrt(p * (1 - p) / attempts + z2 / (4.0 * attempts * attempts)) / (1 + z2 / attempts))
       END AS ci_high,
       cancelled, ignored
FROM rates
ORDER BY strategy, os_major;
