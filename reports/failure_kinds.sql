-- Which failure kinds dominate: count and share of the group's failures (of those that
-- name a kind), per strategy and iOS major version: the numbers of `fstel report failures
-- --by strategy,os_major`, pruned days included (read from the summary view
-- daily_failure_kinds). Parameters (optional): :strategy, :os_major, :since, :until (UTC days).
-- fstel sql --file reports/failure_kinds.sql --param strategy=present_landscape_vc
-- sqlite3: .param set :strategy "'present_landscape_vc'"   then   .read reports/failure_kinds.sql
SELECT strategy, os_major, failure, sum(failures) AS count,
       sum(failures) * 1.0 / sum(sum(failures)) OVER (PARTITION BY strategy, os_major) AS share
FROM daily_failure_kinds
WHERE failure IS NOT NULL
  AND (:strategy IS NULL OR strategy = :strategy)
  AND (:os_major IS NULL OR os_major = :os_major)
  AND (:since IS NULL OR day >= :since)
  AND (:until IS NULL OR day <= :until)
GROUP BY strategy, os_major, failure
HAVING sum(failures) > 0
ORDER BY strategy, os_major, count DESC, failure;
