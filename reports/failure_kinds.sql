-- Which failure kinds dominate: count and share of the group's failures, per strategy and
-- iOS major version. Parameters (optional): :strategy, :os_major, :since, :until (UTC days).
-- fstel sql --file reports/failure_kinds.sql --param strategy=present_landscape_vc
-- sqlite3: .param set :strategy "'present_landscape_vc'"   then   .read reports/failure_kinds.sql
SELECT strategy, os_major, failure, count(*) AS count,
       count(*) * 1.0 / sum(count(*)) OVER (PARTITION BY strategy, os_major) AS share
FROM transition_facts
WHERE outcome = 'failed'
  AND (:strategy IS NULL OR strategy = :strategy)
  AND (:os_major IS NULL OR os_major = :os_major)
  AND (:since IS NULL OR day >= :since)
  AND (:until IS NULL OR day <= :until)
GROUP BY strategy, os_major, failure
ORDER BY strategy, os_major, count DESC, failure;
