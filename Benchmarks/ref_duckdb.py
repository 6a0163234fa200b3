#!/usr/bin/env python3
"""DuckDB as the analyst's peer of fstel (Benchmarks/run.sh; DuckDB from PyPI, default threads).

  ref_duckdb.py load DB FILE        load the NDJSON file into table `events` of DuckDB file DB
                                    (read_json_auto: every field, types inferred; nothing
                                    validated, no duplicate removed, no checkpoint kept)
  ref_duckdb.py query-raw FILE      failure rates by strategy and OS major over the raw NDJSON
  ref_duckdb.py query-table DB      the same question over the loaded table

The question is fstel's `report failure-rates --by strategy,os_major`: per strategy and OS
major (from the session's session_start; NULL when none), attempts (ok + failed) and failures.
Printed as CSV `strategy,os_major,attempts,failures`, sorted by strategy, then OS major with NULL
last (fstel's order). Every line counts: the benchmark file has no duplicate lines (fstel and
the SQL references drop duplicates; this does not try).
"""
import sys

import duckdb

QUESTION = """
WITH starts AS (
    SELECT session_id, max(TRY_CAST(split_part(device.os_version, '.', 1) AS INTEGER)) AS os_major
    FROM {source} WHERE type = 'session_start' GROUP BY session_id),
  moves AS (
    SELECT session_id, strategy, outcome FROM {source} WHERE type = 'transition')
SELECT m.strategy, s.os_major,
       count(*) FILTER (WHERE m.outcome IN ('ok', 'failed')) AS attempts,
       count(*) FILTER (WHERE m.outcome = 'failed') AS failures
FROM moves AS m LEFT JOIN starts AS s USING (session_id)
GROUP BY 1, 2
ORDER BY 1, 2 NULLS LAST
"""

RAW = ("read_json({file}, format = 'newline_delimited', columns = {{type: 'VARCHAR', session_id: 'VARCHAR', "
       "strategy: 'VARCHAR', outcome: 'VARCHAR', device: 'STRUCT(model VARCHAR, os VARCHAR, os_version VARCHAR)'}})")


def quoted(text):
    return "'" + text.replace("'", "''") + "'"


def answer(con, source):
    print("strategy,os_major,attempts,failures")
    for strategy, os_major, attempts, failures in con.execute(QUESTION.format(source=source)).fetchall():
        print(f"{strategy},{'' if os_major is None else os_major},{attempts},{failures}")


def main(argv):
    if len(argv) == 4 and argv[1] == "load":
        con = duckdb.connect(argv[2])
        con.execute(f"CREATE TABLE events AS SELECT * FROM read_json_auto({quoted(argv[3])}, format = 'newline_delimited')")
        print(con.execute("SELECT count(*) FROM events").fetchone()[0], "rows")
        con.close()
    elif len(argv) == 3 and argv[1] == "query-raw":
        answer(duckdb.connect(), RAW.format(file=quoted(argv[2])))
    elif len(argv) == 3 and argv[1] == "query-table":
        answer(duckdb.connect(argv[2], read_only=True), "events")
    else:
        print(__doc__, file=sys.stderr)
        return 64
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
