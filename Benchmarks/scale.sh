#!/usr/bin/env bash
# The measurements of BENCHMARKS.md, "Streamed ingest, shapes, prune in bounded space, load":
# 1M and 10M lines streamed from `fstel generate --stdout` into `fstel ingest -`, a
# high-cardinality stream, the reports and nightly on the 10M store, prune in chunks and in
# one chunk on copies of it, a 1M ingest with a busy loop beside it (--threads 2 and 1),
# DuckDB at 1M, and the shapes of collection at 1M. Every command is printed with its
# /usr/bin/time -v figures. Needs a release build, sqlite3, and ~10 GB under WORK.
#
#   Benchmarks/scale.sh                    # .build/release/fstel, WORK=/tmp/fstel-scale
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
tv "1M streamed: generate --stdout | ingest -  (time of the ingest)" sh -c "\"$FSTEL\" generate --sessions $((112321 / SC)) $G --stdout 2>/dev/null | /usr/bin/time -v -o $W/ingest-time.txt \"$FSTEL\" ingest --db $W/s1m.sqlite -"
grep -E "Elapsed|User time|System time|Percent of CPU|Maximum resident" "$W/ingest-time.txt" | sed 's/^/  ingest: /'; size "$W/s1m.sqlite"
tv "1M streamed high-cardinality (--app-versions 2000 --device-models 3000)" sh -c "\"$FSTEL\" generate --sessions $((112321 / SC)) $G --app-versions 2000 --device-models 3000 --stdout 2>/dev/null | /usr/bin/time -v -o $W/ingest-time.txt \"$FSTEL\" ingest --db $W/hc1m.sqlite -"
grep -E "Elapsed|User time|System time|Percent of CPU|Maximum resident" "$W/ingest-time.txt" | sed 's/^/  ingest: /'; size "$W/hc1m.sqlite"
"$FSTEL" generate --sessions $((112321 / SC)) $G --app-versions 2000 --device-models 3000 --out "$W/hcf" -q
for b in 500000 100000; do
    tv "1M high-cardinality file, --batch-lines $b" "$FSTEL" ingest --db "$W/hcf.sqlite" --batch-lines $b "$W/hcf/fstel-0001.ndjson"
    rm -f "$W/hcf.sqlite"*
done
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
sh -c 'while :; do :; done' & BUSY=$!
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
else
    echo "duckdb could not be installed: skipped"
fi

# Shapes at 1M lines (files, one run each).
for shape in per-device-upload time-merged long-sessions many-short; do
    case $shape in long-sessions) S=$((4953 / SC)) ;; many-short) S=$((295858 / SC)) ;; *) S=$((112321 / SC)) ;; esac
    "$FSTEL" generate --sessions $S $G --shape $shape --out "$W/shape-$shape" -q
    SF=$W/shape-$shape/fstel-0001.ndjson; echo "$shape: $(wc -l < "$SF") lines"
    tv "1M shape $shape" "$FSTEL" ingest --db "$W/shape.sqlite" "$SF"; size "$W/shape.sqlite"
    rm -rf "$W/shape.sqlite"* "$W/shape-$shape"
done
echo "end $(date -u +%T)"
