#!/usr/bin/env bash
# Ingest of the 1M-line benchmark file plain and compressed by gzip, xz, zstd and bzip2, in
# the same run, each into a fresh store (and, with --before BIN, the plain file by another
# fstel build, interleaved). The bzip2 file is ingested twice: with one libbz2 stream (the
# default) and with its blocks decoded on 2 threads (FSTEL_BZIP2_THREADS=2), and
# `bzip2 -dc` and, when installed, `lbzip2 -d -n 2` decompress it to /dev/null for
# reference. Prints the median wall, user and system seconds of each, and keeps the raw
# times and the table in the results folder.
#
#   Benchmarks/compressed.sh [--fstel BIN] [--before BIN] [--runs N] [--work DIR]
#                            [--formats LIST] [--results DIR]
#
#   --fstel BIN     the fstel to time (default .build/release/fstel; build it first)
#   --before BIN    another fstel build, timed on the plain file in the same rounds
#   --runs N        rounds (default 3); the median is reported
#   --work DIR      scratch folder (default /tmp/fstel-bench-compressed; ~600 MB)
#   --formats LIST  the compressed inputs to time besides the plain file, comma-separated
#                   (default gzip,xz,zstd,bzip2)
#   --results DIR   where the raw times and the table go
#                   (default Benchmarks/results/compressed-<UTC timestamp>)
#
# Needs gzip, xz, zstd, bzip2 and /usr/bin/time. The compressed copies are made once per
# work folder (bzip2 -9 takes minutes) with gzip -6, xz -6 -T2, zstd -3 and bzip2 -9.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
FSTEL="$ROOT/.build/release/fstel"; BEFORE=""; RUNS=3; WORK=/tmp/fstel-bench-compressed
FORMATS="gzip,xz,zstd,bzip2"; RESULTS=""
while [ $# -gt 0 ]; do
    case "$1" in
        --fstel) FSTEL="$2"; shift ;;
        --before) BEFORE="$2"; shift ;;
        --runs) RUNS="$2"; shift ;;
        --work) WORK="$2"; shift ;;
        --formats) FORMATS="$2"; shift ;;
        --results) RESULTS="$2"; shift ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d'; exit 0 ;;
        *) echo "unknown option: $1" >&2; exit 64 ;;
    esac
    shift
done
for tool in gzip xz zstd bzip2 /usr/bin/time; do
    command -v "$tool" >/dev/null || { echo "needs $tool" >&2; exit 69; }
done
mkdir -p "$WORK"
RESULTS=${RESULTS:-$ROOT/Benchmarks/results/compressed-$(date -u +%Y%m%dT%H%M%SZ)}
mkdir -p "$RESULTS"
F="$WORK/fstel-0001.ndjson"
# The benchmark file of Benchmarks/run.sh at 1M lines (seed 7, 9 days ending 2026-11-28).
if [ ! -f "$F" ]; then
    "$FSTEL" generate --sessions 112322 --seed 7 --days 9 --end-day 2026-11-28 --files 1 --out "$WORK" >/dev/null 2>&1
fi
[ -f "$F.gz" ] || gzip -6 -c "$F" > "$F.gz"
[ -f "$F.xz" ] || xz -6 -T2 -c "$F" > "$F.xz"
[ -f "$F.zst" ] || zstd -q -3 -c "$F" > "$F.zst"
[ -f "$F.bz2" ] || bzip2 -9 -c "$F" > "$F.bz2"
echo "file: $(wc -l < "$F") lines, $(stat -c %s "$F") bytes; gz $(stat -c %s "$F.gz"), xz $(stat -c %s "$F.xz"), zst $(stat -c %s "$F.zst"), bz2 $(stat -c %s "$F.bz2") bytes" | tee "$RESULTS/info.txt"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$RESULTS/info.txt"

CSV="$RESULTS/times.csv"
: > "$CSV"
# name|environment|command (the input last); names are one word.
runs=()
[ -n "$BEFORE" ] && runs+=("before||$BEFORE ingest --db $WORK/s.sqlite --quiet $F")
runs+=("plain||$FSTEL ingest --db $WORK/s.sqlite --quiet $F")
for format in ${FORMATS//,/ }; do
    case "$format" in
        gzip) runs+=("gzip||$FSTEL ingest --db $WORK/s.sqlite --quiet $F.gz") ;;
        xz) runs+=("xz||$FSTEL ingest --db $WORK/s.sqlite --quiet $F.xz") ;;
        zstd) runs+=("zstd||$FSTEL ingest --db $WORK/s.sqlite --quiet $F.zst") ;;
        bzip2)
            runs+=("bzip2||$FSTEL ingest --db $WORK/s.sqlite --quiet $F.bz2")
            runs+=("bzip2-threads-2|FSTEL_BZIP2_THREADS=2|$FSTEL ingest --db $WORK/s.sqlite --quiet $F.bz2")
            runs+=("bzip2-dc||bzip2 -dc $F.bz2")
            if command -v lbzip2 >/dev/null; then runs+=("lbzip2-dn2||lbzip2 -d -n 2 -c $F.bz2"); fi ;;
        *) echo "unknown format: $format" >&2; exit 64 ;;
    esac
done
for round in $(seq 1 "$RUNS"); do
    for spec in "${runs[@]}"; do
        IFS='|' read -r name environment command <<< "$spec"
        rm -f "$WORK/s.sqlite" "$WORK/s.sqlite-wal" "$WORK/s.sqlite-shm"
        # shellcheck disable=SC2086  # the command and its environment are words
        env $environment /usr/bin/time -f "%e %U %S" -o "$WORK/time.txt" $command >/dev/null
        echo "$name $(cat "$WORK/time.txt")" >> "$CSV"
    done
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$RESULTS/info.txt"
{
printf '| input | wall s | user s | sys s |\n|---|---:|---:|---:|\n'
for spec in "${runs[@]}"; do
    name=${spec%%|*}
    awk -v n="$name" '$1 == n { w[++c] = $2; u[c] = $3; s[c] = $4 }
        function median(a, k,   i, j, t) { for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
            return a[int((k + 1) / 2)] }
        END { printf "| %s | %.2f | %.2f | %.2f |\n", n, median(w, c), median(u, c), median(s, c) }' "$CSV"
done
} | tee "$RESULTS/table.md"
echo "raw results: $RESULTS"
