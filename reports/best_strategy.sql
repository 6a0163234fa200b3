-- Which strategy to ship per iOS major version: strategies ranked by the upper bound of
-- their failure rate's Wilson 95% interval (then the rate, then more attempts), with the
-- verdict: the numbers of `fstel report best-strategy --by os_major`, pruned days included
-- (read from the summary view daily_transition_counts).
-- Parameters (optional): :min_attempts (default 30; fewer is "not enough data"),
-- :since, :until (UTC days, 'YYYY-MM-DD').
-- fstel sql --file reports/best_strategy.sql --param since=2026-11-01
WITH counts AS (
    SELECT os_major, strategy, sum(attempts) AS attempts, sum(failures) AS failures
    FROM daily_transition_counts
    WHERE (:since IS NULL OR day >= :since)
      AND (:until IS NULL OR day <= :until)
    GROUP BY os_major, strategy
    HAVING sum(attempts + cancelled + ignored) > 0
), rates AS (
    SELECT *, CASE WHEN attempts > 0 THEN failures * 1.0 / attempts END AS p,
           1.959963984540054 * 1.959963984540054 AS z2,
           attempts >= coalesce(:min_attempts, 30) AS enough
    FROM counts
), intervals AS (
    SELECT os_major, strategy, attempts, failures, enough, p AS failure_rate,
           CASE WHEN attempts = 0 THEN NULL WHEN failures = 0 THEN 0.0 ELSE
               max(0.0, (p + z2 / (2.0 * attempts)) / (1 + z2 / attempts)
                        - 1.959963984540054 * sqrt(p * (1 - p) / attempts + z2 / (4.0 * attempts * attempts)) / (1 + z2 / attempts))
           END AS ci_low,
           CASE WHEN attempts = 0 THEN NULL WHEN failures = attempts THEN 1.0 ELSE
               min(1.0, (p + z2 / (2.0 * attempts)) / (1 + z2 / attempts)
                        + 1.959963984540054 * sqrt(p * (1 - p) / attempts + z2 / (4.0 * attempts * attempts)) / (1 + z2 / attempts))
           END AS ci_high
    FROM rates
), ranked AS (
    SELECT *, CASE WHEN enough THEN row_number() OVER (
               PARTITION BY os_major, enough
               ORDER BY coalesce(ci_high, 1), coalesce(failure_rate, 1), attempts DESC, strategy) END AS rank
    FROM intervals
), judged AS (
    SELECT r.*,
           (SELECT b.ci_high FROM ranked AS b WHERE b.os_major IS r.os_major AND b.rank = 1) AS best_high,
           (SELECT s.strategy FROM ranked AS s WHERE s.os_major IS r.os_major AND s.rank = 2 AND s.ci_low <= r.ci_high) AS overlapping
    FROM ranked AS r
)
SELECT os_major, rank, strategy, attempts, failures, failure_rate, ci_low, ci_high,
       CASE WHEN rank IS NULL THEN 'not enough data'
            WHEN rank = 1 AND overlapping IS NOT NULL THEN 'ship ' || strategy || ' (interval overlaps ' || overlapping || ')'
            WHEN rank = 1 THEN 'ship ' || strategy
            WHEN ci_low > best_high THEN 'worse'
            ELSE 'overlaps the best'
       END AS verdict
FROM judged
ORDER BY os_major, rank IS NULL, rank, attempts DESC;
