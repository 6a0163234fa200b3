#!/usr/bin/env bash
# The caller's cost of FSTelRecorder per recorded event (the aim: under 5 us on a 2-core
# VM). Not part of `swift test`. Builds `fstel-recorder-bench` in release mode
# and runs it in the configurations below; everything it prints goes to
# Benchmarks/results/recorder-<UTC time>/results.txt (with the machine's load).
#
#   Benchmarks/recorder-bench.sh [--lines N] [--no-build]
#
# What each run measures (see Sources/fstel-recorder-bench/main.swift):
#   - per call, the wall time of every recorder call the app would make (enter, finish,
#     exit, finish, and one ignored double tap in ten), timed with CLOCK_MONOTONIC around
#     the call: p50/p90/p99 of the calls that write a line, and of those that do not;
#   - "caller cost per recorded line": the sum of those times / lines written;
#   - "caller CPU time per recorded line": the thread's CPU clock over the loop / lines
#     (leaves out the time the thread waited for a core: this VM has 2 shared cores; with
#     --pace-us it also counts the pauses' sleep calls, so read the per-call figures there);
#   - each line is ~395 bytes, with a restore target, orientations and app state.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(dirname "$HERE")
LINES=1000000; BUILD=1
while [ $# -gt 0 ]; do
    case "$1" in
        --lines) LINES="$2"; shift ;;
        --no-build) BUILD=0 ;;
        -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
        *) echo "unknown option: $1" >&2; exit 64 ;;
    esac
    shift
done
cd "$ROOT"
if [ "$BUILD" = 1 ]; then swift build -c release --product fstel-recorder-bench >&2; fi
BIN="$ROOT/.build/release/fstel-recorder-bench"
OUT="$HERE/results/recorder-$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$OUT"
run() {
    echo "\$ fstel-recorder-bench $*" | tee -a "$OUT/results.txt"
    echo "load: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$OUT/results.txt"
    "$BIN" "$@" | tee -a "$OUT/results.txt"
    echo | tee -a "$OUT/results.txt"
}
{
    echo "date: $(date -u +%FT%TZ)"
    echo "cpus: $(nproc) ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'))"
    echo "swift: $(swift --version 2>&1 | head -1)"
    echo "tmp filesystem: $(df -T "${TMPDIR:-/tmp}" | tail -1 | awk '{print $2}')"
    echo
} | tee "$OUT/results.txt"
run --encode-only
run --lines "$LINES"                                # the default: each line written before the call returns
run --lines "$LINES" --flush-interval-ms 5          # deferred writing, one write() per line on a background thread
run --lines "$LINES" --threads 2                    # two threads, one session each, one recorder
run --lines "$LINES" --max-file-bytes 1000000000    # no rotation during the run: no background compression
run --lines 20000 --pace-us 1000                    # ~2000 lines/s with 1 ms pauses: cold caches at every call
run --lines 20000 --pace-us 1000 --flush-interval-ms 5
echo "results: $OUT" >&2
