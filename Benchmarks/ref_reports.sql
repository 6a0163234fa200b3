-- Hand-written SQL equivalents of the timed fstel reports, run with the sqlite3 shell on the
-- reference store (plain `sessions` + `transitions` tables, no rollup, no index on ts), as
-- a user without fstel would write them. Each block is one query; run.sh runs them one at a time
-- (it cuts this file at the '-- @' markers). Parameters in nightly: @DAY0@, @DAY1@, @BASE0@ (epoch ms).

-- @failure_rates : fstel report failure-rates --by strategy,os_major (counts, rate and Wilson 95% interval)
SELECT strategy, os_major, attempts, failures,
       1.0 * failures / attempts AS failure_rate,
       (p + 1.959964 * 1.959964 / (2 * attempts) - 1.959964 * sqrt(p * (1 - p) / attempts + 1.959964 * 1.959964 / (4.0 * attempts * attempts))) / (1 + 1.959964 * 1.959964 / attempts) AS ci_low,
       (p + 1.959964 * 1.959964 / (2 * attempts) + 1.959964 * sqrt(p * (1 - p) / attempts + 1.959964 * 1.959964 / (4.0 * attempts * attempts))) / (1 + 1.959964 * 1.959964 / attempts) AS ci_high,
       cancelled, ignored
FROM (SELECT t.strategy, s.os_major,
             count(*) FILTER (WHERE t.outcome IN ('ok', 'failed')) AS attempts,
             count(*) FILTER (WHERE t.outcome = 'failed') AS failures,
             1.0 * count(*) FILTER (WHERE t.outcome = 'failed') / count(*) FILTER (WHERE t.outcome IN ('ok', 'failed')) AS p,
             count(*) FILTER (WHERE t.outcome = 'cancelled') AS cancelled,
             count(*) FILTER (WHERE t.outcome = 'ignored') AS ignored
      FROM transitions AS t JOIN sessions AS s ON s.session_key = t.session_key
      GROUP BY 1, 2)
ORDER BY 1, 2;

-- @restore : fstel report restore (default --by method)
SELECT restore_method AS method, count(*) AS exits, sum(restore_mismatch) AS mismatches,
       1.0 * sum(restore_mismatch) / count(*) AS mismatch_rate, sum(cell_reused) AS cell_reused
FROM transitions
WHERE direction = 'exit' AND restore_mismatch IS NOT NULL
GROUP BY 1 ORDER BY 1;

-- @nightly : the counts fstel nightly compares (day vs 7-day baseline per strategy x os_major);
-- skips the day's rollup table, percentiles, Fisher/Holm, new failure kinds, volume, the summary.
SELECT t.strategy, s.os_major,
       count(*) FILTER (WHERE t.ts >= @DAY0@ AND t.outcome IN ('ok', 'failed')) AS day_attempts,
       count(*) FILTER (WHERE t.ts >= @DAY0@ AND t.outcome = 'failed') AS day_failures,
       count(*) FILTER (WHERE t.ts < @DAY0@ AND t.outcome IN ('ok', 'failed')) AS base_attempts,
       count(*) FILTER (WHERE t.ts < @DAY0@ AND t.outcome = 'failed') AS base_failures
FROM transitions AS t JOIN sessions AS s ON s.session_key = t.session_key
WHERE t.ts >= @BASE0@ AND t.ts < @DAY1@
GROUP BY 1, 2 ORDER BY 1, 2;
