-- Did last night's release make a strategy worse? Failure rate per UTC day and app
-- version for one strategy (or all). Parameters (optional): :strategy, :app_version.
-- fstel sql --file reports/daily_failure_rate.sql --param strategy=native_rotation
SELECT day, app_version, strategy,
       count(*) FILTER (WHERE outcome IN ('ok', 'failed')) AS attempts,
       count(*) FILTER (WHERE outcome = 'failed') AS failures,
       round(count(*) FILTER (WHERE outcome = 'failed') * 1.0
             / nullif(count(*) FILTER (WHERE outcome IN ('ok', 'failed')), 0), 4) AS failure_rate
FROM transition_facts
WHERE (:strategy IS NULL OR strategy = :strategy)
  AND (:app_version IS NULL OR app_version = :app_version)
GROUP BY day, app_version, strategy
ORDER BY day, app_version, strategy;
