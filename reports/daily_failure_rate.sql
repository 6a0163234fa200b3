-- Did last night's release make a strategy worse? Failure rate per UTC day and app
-- version: the numbers of `fstel report failure-rates --by day,app_version,strategy`,
-- pruned days included (read from the summary view daily_transition_counts).
-- Parameters (optional): :strategy, :app_version, :since, :until (UTC days, 'YYYY-MM-DD').
-- fstel sql --file reports/daily_failure_rate.sql --param strategy=native_rotation
SELECT day, app_version, strategy,
       sum(attempts) AS attempts,
       sum(failures) AS failures,
       sum(failures) * 1.0 / nullif(sum(attempts), 0) AS failure_rate,
       sum(cancelled) AS cancelled,
       sum(ignored) AS ignored
FROM daily_transition_counts
WHERE (:strategy IS NULL OR strategy = :strategy)
  AND (:app_version IS NULL OR app_version = :app_version)
  AND (:since IS NULL OR day >= :since)
  AND (:until IS NULL OR day <= :until)
GROUP BY day, app_version, strategy
HAVING sum(attempts + cancelled + ignored) > 0
ORDER BY day, app_version, strategy;
