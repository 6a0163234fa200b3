#!/usr/bin/env bash
# The measurements of docs/scale.md: 1M and 10M lines streamed from `fstel generate --stdout`
# into `fstel ingest -` (1M also from the file, and through `cat` with --threads 2 and 1), a
# high-cardinality stream and file, the reports and nightly on the 10M store, prune in chunks
# and in one chunk on copies of it, a 1M ingest with `yes > /dev/null` beside it (--threads 2
# and 1), DuckDB at 1M and 10M (alternated with fstel's ingest of the same file), the shapes of collection streamed at 1M and 10M, and with HUNDRED=1
# 100M lines streamed, the reports, nightly and a prune of one day on that store (~9 GB,
# deleted after). Every command is printed with its /usr/bin/time -v figures and the load
# average. Needs a release build, sqlite3, and ~10 GB under WORK (~20 GB with HUNDRED=1).
#
#   Benchmarks/scale.sh                    # .build/release/fstel, WORK=/tmp/fstel-scale
#   HUNDRED=1 Benchmarks/scale.sh          # and 100M lines streamed (about 15 minutes more)
#   FSTEL=BIN WORK=DIR SCALE=100 Benchmarks/scale.sh   # another binary; 1/100 of the sizes
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
FSTEL=${FSTEL:-$(dirname "$HERE")/.build/release/fstel}
SC=${SCALE:-1}
W=${WORK:-/tmp/fstel-scale}
DUCKREF=$HERE/ref_duckdb.py
rm -rf "$W"; mkdir -p "$W"
# DuckDB from PyPI in a venv of its own (skipped when it cannot be installed).
PY=""
if { python3 -m venv "$W/venv" && "$W/venv/bin/pip" install -q duckdb; } >/dev/null 2>&1; then PY="$W/venv/bin/python"; fi
G="--seed 7 --days 9 --end-day 2026-11-28"
tv() {  # label, command... : /usr/bin/time -v of the command, key lines
    local label=$1; shift
    echo "### $label"
    echo "\$ $*"
    /usr/bin/time -v -o "$W/time.txt" "$@" > "$W/out.txt" 2> "$W/err.txt"
    echo "rc=$?"
    tail -2 "$W/err.txt"; head -c 600 "$W/out.txt"; echo
    grep -E "Elapsed|User time|System time|Percent of CPU|Maximum resident" "$W/time.txt"
    echo "loadavg $(cut -d' ' -f1-3 /proc/loadavg)"
}
size() { echo "store $1: $(cat "$1" "$1-wal" 2>/dev/null | wc -c) bytes"; }

echo "start $(date -u +%T) loadavg $(cut -d' ' -f1-3 /proc/loadavg)"
"$FSTEL" generate --sessions $((112321 / SC)) $G --out "$W/f1m" -q
F1=$W/f1m/fstel-0001.ndjson
echo "1M file: $(wc -l < "$F1") lines, $(stat -c %s "$F1") bytes"

tv "1M file ingest (threads 2)" "$FSTEL" ingest --db "$W/file1m.sqlite" "$F1"; size "$W/file1m.sqlite"
tv "1M through cat, --threads 2" sh -c "cat \"$F1\" | \"$FSTEL\" ingest --db $W/c2.sqlite -"; rm -f "$W/c2.sqlite"*
tv "1M through cat, --threads 1" sh -c "cat \"$F1\" | \"$FSTEL\" ingest --db $W/c1.sqlite --threads 1 -"; rm -f "$W/c1.sqlite"*
tv "1M streamed: generate --stdout | ingest -  (time of the ingest)" sh -c "\"$FSTEL\" generate --sessions $((112321 / SC)) $G --stdout 2>/dev/null | /usr/bin/time -v -o $W/ingest-time.txt \"$FSTEL\" ingest --db $W/s1m.sqlite -"
grep -E "Elapsed|User time|System time|Percent of CPU|Maximum resident" "$W/ingest-time.txt" | sed 's/^/  ingest: /'; size "$W/s1m.sqlite"
tv "1M streamed high-cardinality (--app-versions 2000 --device-models 3000)" sh -c "\"$FSTEL\" generate --sessions $((112321 / SC)) $G --app-versions 2000 --device-models 3000 --stdout 2>/dev/null | /usr/bin/time -v -o $W/ingest-time.txt \"$FSTEL\" ingest --db $W/hc1m.sqlite -"
grep -E "Elapsed|User time|System time|Percent of CPU|Maximum resident" "$W/ingest-time.txt" | sed 's/^/  ingest: /'; size "$W/hc1m.sqlite"
"$FSTEL" generate --sessions $((112321 / SC)) $G --app-versions 2000 --device-models 3000 --out "$W/hcf" -q
tv "1M high-cardinality file" "$FSTEL" ingest --db "$W/hcf.sqlite" "$W/hcf/fstel-0001.ndjson"
rm -f "$W/hcf.sqlite"*
rm -rf "$W/hcf"
tv "10M streamed: generate --stdout | ingest -" sh -c "\"$FSTEL\" generate --sessions $((1123212 / SC)) $G --stdout 2>/dev/null | /usr/bin/time -v -o $W/ingest-time.txt \"$FSTEL\" ingest --db $W/s10m.sqlite -"
grep -E "Elapsed|User time|System time|Percent of CPU|Maximum resident" "$W/ingest-time.txt" | sed 's/^/  ingest: /'; size "$W/s10m.sqlite"
echo "10M store transitions: $(sqlite3 "$W/s10m.sqlite" 'SELECT count(*) FROM transition_rows') sessions: $(sqlite3 "$W/s10m.sqlite" 'SELECT count(*) FROM sessions')"

# Reports and nightly on the 10M store (second run of each timed; the first warms the cache).
for r in "report failure-rates --by strategy,os_major" "report failures" "report restore" "report durations" "report best-strategy" "nightly --date 2026-11-27"; do
    "$FSTEL" $r --db "$W/s10m.sqlite" --format json > /dev/null 2>&1
    tv "10M: $r" "$FSTEL" $r --db "$W/s10m.sqlite" --format json
done

# Prune on copies of the 10M store.
cp "$W/s10m.sqlite" "$W/p1.sqlite"
tv "10M: prune one day (keep 8 of 9), chunked" "$FSTEL" prune --db "$W/p1.sqlite" --keep-days 8 --as-of 2026-11-28 --format json --show-chunks
tv "10M: then prune to 3 days, chunked" "$FSTEL" prune --db "$W/p1.sqlite" --keep-days 3 --as-of 2026-11-28 --format json --show-chunks
size "$W/p1.sqlite"; echo "freelist after prune: $(sqlite3 "$W/p1.sqlite" 'PRAGMA freelist_count') pages"
for r in "report failure-rates --by strategy,os_major" "nightly --date 2026-11-27"; do
    tv "10M pruned: $r" "$FSTEL" $r --db "$W/p1.sqlite" --format json
done
rm -f "$W/p1.sqlite"*
cp "$W/s10m.sqlite" "$W/p2.sqlite"
tv "10M: prune to 3 days in one chunk (--chunk-rows 100000000 --max-wal-mb 100000)" "$FSTEL" prune --db "$W/p2.sqlite" --keep-days 3 --as-of 2026-11-28 --format json --show-chunks --chunk-rows 100000000 --max-wal-mb 100000
rm -f "$W/p2.sqlite"*

# Load: a CPU-bound process beside the ingest.
tv "1M file ingest, quiet, --threads 1" "$FSTEL" ingest --db "$W/t1.sqlite" --threads 1 "$F1"; rm -f "$W/t1.sqlite"*
yes > /dev/null & BUSY=$!
tv "1M file ingest, busy loop beside it, --threads 2" "$FSTEL" ingest --db "$W/b2.sqlite" "$F1"; rm -f "$W/b2.sqlite"*
tv "1M file ingest, busy loop beside it, --threads 1" "$FSTEL" ingest --db "$W/b1.sqlite" --threads 1 "$F1"; rm -f "$W/b1.sqlite"*
kill "$BUSY"; wait "$BUSY" 2>/dev/null

# DuckDB at 1M.
if [ -n "$PY" ]; then
tv "1M: DuckDB load into a table" "$PY" "$DUCKREF" load "$W/d1m.duckdb" "$F1"; size "$W/d1m.duckdb"
tv "1M: fstel report failure-rates --by strategy,os_major" "$FSTEL" report failure-rates --db "$W/file1m.sqlite" --by strategy,os_major --format csv
tv "1M: DuckDB question over the raw NDJSON" "$PY" "$DUCKREF" query-raw "$F1"
tv "1M: DuckDB question over its table" "$PY" "$DUCKREF" query-table "$W/d1m.duckdb"
"$FSTEL" report failure-rates --db "$W/file1m.sqlite" --by strategy,os_major --format csv | cut -d, -f1-4 > "$W/q-fstel.csv"
"$PY" "$DUCKREF" query-table "$W/d1m.duckdb" > "$W/q-duck.csv"
cmp "$W/q-fstel.csv" "$W/q-duck.csv" && echo "check: DuckDB's counts equal fstel's"
# DuckDB at 10M: its load and fstel's ingest of the same file, alternated, twice.
"$FSTEL" generate --sessions $((1123212 / SC)) $G --out "$W/f10m" -q
F10=$W/f10m/fstel-0001.ndjson
for run in 1 2; do
    tv "10M file: fstel ingest, run $run" "$FSTEL" ingest --db "$W/f10m-$run.sqlite" "$F10"
    tv "10M file: DuckDB load into a table, run $run" "$PY" "$DUCKREF" load "$W/d10m-$run.duckdb" "$F10"
done
for run in 1 2; do
    tv "10M: fstel report failure-rates --by strategy,os_major, run $run" "$FSTEL" report failure-rates --db "$W/f10m-1.sqlite" --by strategy,os_major --format csv
    tv "10M: DuckDB question over its table, run $run" "$PY" "$DUCKREF" query-table "$W/d10m-1.duckdb"
    tv "10M: DuckDB question over the raw NDJSON, run $run" "$PY" "$DUCKREF" query-raw "$F10"
done
"$FSTEL" report failure-rates --db "$W/f10m-1.sqlite" --by strategy,os_major --format csv | cut -d, -f1-4 > "$W/q-fstel.csv"
"$PY" "$DUCKREF" query-table "$W/d10m-1.duckdb" > "$W/q-duck.csv"
cmp "$W/q-fstel.csv" "$W/q-duck.csv" && echo "check: DuckDB's counts equal fstel's at 10M"
rm -rf "$W/f10m" "$W/f10m-"*.sqlite* "$W/d10m-"*.duckdb
else
    echo "duckdb could not be installed: skipped"
fi

# Shapes streamed at 1M and 10M lines (one run each).
for M in 1 10; do
    for shape in standard per-device-upload time-merged long-sessions many-short high-cardinality; do
        case $shape in long-sessions) S=4953 ;; many-short) S=295858 ;; *) S=112321 ;; esac
        case $shape in standard) A="" ;; high-cardinality) A="--app-versions 2000 --device-models 3000" ;; *) A="--shape $shape" ;; esac
        tv "${M}M shape $shape, streamed" sh -c "\"$FSTEL\" generate --sessions $((S * M / SC)) $G $A --stdout 2>/dev/null | /usr/bin/time -v -o $W/ingest-time.txt \"$FSTEL\" ingest --db $W/shape.sqlite -"
        grep -E "Elapsed|User time|System time|Percent of CPU|Maximum resident" "$W/ingest-time.txt" | sed 's/^/  ingest: /'; size "$W/shape.sqlite"
        rm -f "$W/shape.sqlite"*
    done
done

# 100M lines streamed, then the reports, nightly and a prune of one day on that store.
if [ "${HUNDRED:-0}" = 1 ]; then
    tv "100M streamed: generate --stdout | ingest -" sh -c "\"$FSTEL\" generate --sessions $((11232120 / SC)) $G --stdout 2>/dev/null | /usr/bin/time -v -o $W/ingest-time.txt \"$FSTEL\" ingest --db $W/s100m.sqlite -"
    grep -E "Elapsed|User time|System time|Percent of CPU|Maximum resident" "$W/ingest-time.txt" | sed 's/^/  ingest: /'; size "$W/s100m.sqlite"
    for r in "report failure-rates --by strategy,os_major" "report failures" "report restore" "report durations" "report best-strategy" "nightly --date 2026-11-27"; do
        "$FSTEL" $r --db "$W/s100m.sqlite" --format json > /dev/null 2>&1
        tv "100M: $r" "$FSTEL" $r --db "$W/s100m.sqlite" --format json
    done
    # One day at a time, the log's bound alternating between the default and 256 MiB.
    for k in "8 64" "7 256" "6 64" "5 256"; do
        set -- $k
        tv "100M: prune one day (keep $1 of 9), chunked, --max-wal-mb $2" "$FSTEL" prune --db "$W/s100m.sqlite" --keep-days "$1" --as-of 2026-11-28 --max-wal-mb "$2" --format json --show-chunks
    done
    rm -f "$W/s100m.sqlite"*
fi
echo "end $(date -u +%T)"
