#!/usr/bin/env python3
"""chDB (ClickHouse in-process) as the analyst's peer of fstel (Benchmarks/run.sh; chdb from PyPI).

  ref_chdb.py load STORE FILE       load the NDJSON file into table `bench.events` (MergeTree,
                                    no sort key) of a chDB session kept in directory STORE:
                                    JSONEachRow, every field, types inferred from the first
                                    25,000 lines (ClickHouse's default); nothing validated, no
                                    duplicate removed, no checkpoint kept
  ref_chdb.py query-raw FILE        failure rates by strategy and OS major over the raw NDJSON
  ref_chdb.py query-table STORE     the same question over the loaded table (a new process)

Two threads for reading, inserting and querying (max_threads = max_insert_threads = 2), the
cores of the benchmark machine. The question and its output are ref_duckdb.py's: fstel's
`report failure-rates --by strategy,os_major` (per strategy and OS major from the session's
session_start, NULL when none: attempts = ok + failed, failures), printed as CSV
`strategy,os_major,attempts,failures`, sorted by strategy, then OS major with NULL last (as fstel).
"""
import json
import sys

from chdb import session

THREADS = 2
QUESTION = """
WITH starts AS (
    SELECT session_id, max(toInt32OrNull(splitByChar('.', assumeNotNull(tupleElement(device, 'os_version')))[1])) AS os_major
    FROM {source} WHERE type = 'session_start' AND tupleElement(device, 'os_version') IS NOT NULL
    GROUP BY session_id),
  moves AS (
    SELECT session_id, strategy, outcome FROM {source} WHERE type = 'transition')
SELECT m.strategy, s.os_major,
       countIf(m.outcome IN ('ok', 'failed')) AS attempts,
       countIf(m.outcome = 'failed') AS failures
FROM moves AS m LEFT JOIN starts AS s USING (session_id)
GROUP BY 1, 2
ORDER BY 1 ASC, 2 ASC NULLS LAST
SETTINGS join_use_nulls = 1, max_threads = {threads}, output_format_json_quote_64bit_integers = 0
"""

# The raw file read with only the fields the question needs (unknown keys skipped, as
# ref_duckdb.py's query-raw does with its `columns`).
RAW = ("file({file}, JSONEachRow, 'type Nullable(String), session_id Nullable(String), strategy Nullable(String), "
       "outcome Nullable(String), device Tuple(model Nullable(String), os Nullable(String), os_version Nullable(String))')")


def quoted(text):
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def answer(sess, source):
    result = sess.query(QUESTION.format(source=source, threads=THREADS), "JSONCompactEachRow")
    print("strategy,os_major,attempts,failures")
    for line in result.bytes().decode().splitlines():
        strategy, os_major, attempts, failures = json.loads(line)
        print(f"{strategy},{'' if os_major is None else os_major},{attempts},{failures}")


def main(argv):
    if len(argv) == 4 and argv[1] == "load":
        sess = session.Session(argv[2])
        sess.query("CREATE DATABASE IF NOT EXISTS bench ENGINE = Atomic")
        sess.query("DROP TABLE IF EXISTS bench.events SYNC")
        sess.query(f"CREATE TABLE bench.events ENGINE = MergeTree ORDER BY tuple() "
                   f"AS SELECT * FROM file({quoted(argv[3])}, JSONEachRow) "
                   f"SETTINGS max_threads = {THREADS}, max_insert_threads = {THREADS}")
        print(sess.query("SELECT count() FROM bench.events", "TSV").bytes().decode().strip(), "rows")
        sess.close()
    elif len(argv) == 3 and argv[1] == "query-raw":
        sess = session.Session()
        answer(sess, RAW.format(file=quoted(argv[2])))
        sess.close()
    elif len(argv) == 3 and argv[1] == "query-table":
        sess = session.Session(argv[2])
        answer(sess, "bench.events")
        sess.close()
    else:
        print(__doc__, file=sys.stderr)
        return 64
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
