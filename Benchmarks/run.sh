#!/usr/bin/env bash
# fstel benchmark suite: ingest, reports and nightly, side by side with the tools users would
# pick instead (sqlite3 shell + json_extract, a stdlib Python script, sqlite-utils, DuckDB, chDB) and
# with the exact-design replay (Benchmarks/replay/: fstel's own SQLite calls replayed without
# decoding); then fstel's ingest of the same sizes in other shapes of collection, and streamed.
# Not part of `swift test`. See BENCHMARKS.md for what each reference does and skips.
#
#   Benchmarks/run.sh [--quick] [--runs N] [--big-runs N] [--sizes "100000 1000000 10000000"]
#                     [--sqlite-utils-max LINES] [--python-max LINES] [--before BIN]
#                     [--no-postgres] [--work DIR] [--results DIR] [--no-build] [--keep]
#                     [--shapes "LIST" | --shapes none] [--no-duckdb] [--no-chdb] [--fstel BIN]
#                     [--timeline | --no-timeline] [--timeline-tools "LIST"]
#
#   --quick              sizes 100k and 1M only (default sizes: 100k, 1M, 10M)
#   --runs N             timed runs per tool at sizes <= 1M (default 3); the median is reported
#   --big-runs N         timed runs per tool at sizes > 1M (default 1)
#   --sqlite-utils-max   largest size sqlite-utils is run at (default 1000000: ~15k lines/s here)
#   --python-max         largest size the Python stdlib reference is run at (default: every size)
#   --before BIN         an earlier fstel build, run interleaved with this one as `fstel_before`
#                        (into a store of its own schema), for a same-run before/after ratio
#   --no-postgres        skip the PostgreSQL section (run at sizes >= 1M when a PostgreSQL
#                        server can be started by scripts/postgres-test-server.sh): per run,
#                        an SQLite ingest of the file, one PostgreSQL ingester and two at
#                        once (on the file's two halves, which share the sessions that span
#                        the middle, and on its lines split by session, as two hosts' own
#                        logs), each with the server's CPU (postgres.csv, and its table in
#                        summary.md: wall, client CPU, server CPU per 1M lines, ratio to SQLite)
#   --work DIR           scratch dir for logs, stores and traces (default /tmp/fstel-bench; 10M needs ~17 GB)
#   --results DIR        where raw results go (default Benchmarks/results/<UTC timestamp>)
#   --no-build           use the existing .build/release/fstel
#   --keep               keep generated logs and stores
#   --shapes LIST        shapes of collection ingested at every size (default: per-device-upload
#                        time-merged long-sessions many-short high-cardinality streamed; none: skip)
#   --no-duckdb          skip DuckDB (installed from PyPI into the venv beside sqlite-utils)
#   --no-chdb            skip chDB, ClickHouse in-process (installed from PyPI into the same venv)
#   --timeline           (the default) run 1 of each size of the tools in --timeline-tools under
#                        Benchmarks/thread_timeline.py: CPU per thread every 100 ms, written to
#                        timeline-SIZE-TOOL.csv and .txt (summary) in the results
#   --no-timeline        no thread timelines
#   --timeline-tools     the ingest tools given a timeline (default: fstel duckdb_load chdb_load)
#   --fstel BIN          time this fstel binary instead of building .build/release/fstel
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(dirname "$HERE")
SIZES="100000 1000000 10000000"
RUNS=3; BIG_RUNS=1; SU_MAX=1000000; PY_MAX=""; BEFORE=""; PG=1; BUILD=1; KEEP=0; DUCKDB=1; FSTEL_BIN=""
CHDB=1; TIMELINE=1; TIMELINE_TOOLS="fstel duckdb_load chdb_load"
SHAPES="per-device-upload time-merged long-sessions many-short high-cardinality streamed"
WORK=${FSTEL_BENCH_WORK:-/tmp/fstel-bench}
RESULTS=""
while [ $# -gt 0 ]; do
    case "$1" in
        --quick) SIZES="100000 1000000" ;;
        --sizes) SIZES="$2"; shift ;;
        --runs) RUNS="$2"; shift ;;
        --big-runs) BIG_RUNS="$2"; shift ;;
        --sqlite-utils-max) SU_MAX="$2"; shift ;;
        --work) WORK="$2"; shift ;;
        --results) RESULTS="$2"; shift ;;
        --no-build) BUILD=0 ;;
        --keep) KEEP=1 ;;
        --python-max) PY_MAX="$2"; shift ;;
        --before) BEFORE="$2"; shift ;;
        --no-postgres) PG=0 ;;
        --shapes) SHAPES="$2"; [ "$SHAPES" = none ] && SHAPES=""; shift ;;
        --no-duckdb) DUCKDB=0 ;;
        --no-chdb) CHDB=0 ;;
        --timeline) TIMELINE=1 ;;
        --no-timeline) TIMELINE=0 ;;
        --timeline-tools) TIMELINE_TOOLS="$2"; shift ;;
        --fstel) FSTEL_BIN="$2"; BUILD=0; shift ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d'; exit 0 ;;
        *) echo "unknown option: $1" >&2; exit 64 ;;
    esac
    shift
done
RESULTS=${RESULTS:-$HERE/results/$(date -u +%Y%m%dT%H%M%SZ)}
mkdir -p "$WORK/tmp" "$RESULTS"
command -v /usr/bin/time >/dev/null || { echo "needs /usr/bin/time (apt-get install time)" >&2; exit 69; }
command -v sqlite3 >/dev/null || { echo "needs the sqlite3 shell (apt-get install sqlite3)" >&2; exit 69; }
command -v cc >/dev/null || { echo "needs a C compiler (cc) and libsqlite3-dev for the replay" >&2; exit 69; }

# Fixed generator settings: seed 7, 9 UTC days ending 2026-11-28, one file; ~8.9 lines per session.
SEED=7; DAYS=9; END_DAY=2026-11-28
NIGHT=2026-11-27                       # a full day with its 7 baseline days inside the data
DAY0=$(( $(date -u -d "$NIGHT" +%s) * 1000 )); DAY1=$(( DAY0 + 86400000 )); BASE0=$(( DAY0 - 7 * 86400000 ))

if [ "$BUILD" = 1 ]; then (cd "$ROOT" && swift build -c release 2>&1 | tail -1); fi
FSTEL="${FSTEL_BIN:-$ROOT/.build/release/fstel}"
if [ -n "$BEFORE" ] && [ ! -x "$BEFORE" ]; then echo "--before $BEFORE: not an executable" >&2; exit 66; fi

# PostgreSQL: one throwaway server for the whole run (stopped on exit), with durability
# settings comparable to the SQLite store's (WAL + synchronous=NORMAL: commits are not waited
# for on disk, a crash loses the last ones but never corrupts): fsync and full-page writes on,
# synchronous_commit off; a cache of 1 GB and checkpoints far apart. Stated in machine.txt.
PG_OPTIONS="-c fsync=on -c full_page_writes=on -c synchronous_commit=off -c shared_buffers=1GB -c max_wal_size=16GB -c checkpoint_timeout=30min -c work_mem=64MB -c maintenance_work_mem=256MB"
PGURL=""; PSQL=""
if [ "$PG" = 1 ]; then
    PGDIR="$WORK/pg"
    "$ROOT/scripts/postgres-test-server.sh" stop "$PGDIR" >/dev/null 2>&1 || true
    if PGURL=$(FSTEL_POSTGRES_OPTIONS="$PG_OPTIONS" "$ROOT/scripts/postgres-test-server.sh" start "$PGDIR" 2>"$WORK/tmp/pg-start.err"); then
        trap '"$ROOT/scripts/postgres-test-server.sh" stop "$PGDIR" >/dev/null 2>&1 || true' EXIT
        PSQL=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)/psql
        [ -x "$PSQL" ] || PSQL=psql
    else
        echo "PostgreSQL server could not be started: section skipped ($(tail -1 "$WORK/tmp/pg-start.err"))" >&2
        PG=0; PGURL=""
    fi
fi
pg_url() { printf '%s' "$PGURL" | sed "s|/postgres?|/$1?|"; }   # the server's URL naming database $1
pg_fresh_db() { "$PSQL" -q "$PGURL" -c "DROP DATABASE IF EXISTS $1" -c "CREATE DATABASE $1" >/dev/null; }

# The exact-design replay: a recorder of fstel's SQLite calls (LD_PRELOAD) and their replay.
# Built with warnings as errors: a warning stops the benchmark.
mkdir -p "$WORK/replay"
cc -O2 -Wall -Wextra -Werror -o "$WORK/replay/replay" "$HERE/replay/replay.c" -lsqlite3
cc -O2 -Wall -Wextra -Werror -shared -fPIC -o "$WORK/replay/sqltrace.so" "$HERE/replay/sqltrace.c" -ldl
REPLAY="$WORK/replay/replay"; SQLTRACE="$WORK/replay/sqltrace.so"

# sqlite-utils from PyPI, in a venv of its own (skipped when it can't be installed).
SU=""
if [ -x "$WORK/venv/bin/sqlite-utils" ] || { python3 -m venv "$WORK/venv" && "$WORK/venv/bin/pip" install -q sqlite-utils; } >/dev/null 2>&1; then
    SU="$WORK/venv/bin/sqlite-utils"
else
    echo "sqlite-utils could not be installed: skipped" >&2
fi
# The peers from PyPI, in the same venv: DuckDB, and chDB (ClickHouse in-process). Each is
# skipped when it can't be installed, or with --no-duckdb / --no-chdb. Prints the venv's
# python when MODULE imports (installing it first if needed).
peer_python() {   # peer_python WANTED MODULE
    [ "$1" = 1 ] && [ -x "$WORK/venv/bin/python" ] || return 0
    if "$WORK/venv/bin/python" -c "import $2" 2>/dev/null || "$WORK/venv/bin/pip" install -q "$2" >/dev/null 2>&1; then
        echo "$WORK/venv/bin/python"
    else
        echo "$2 could not be installed: skipped" >&2
    fi
}
DUCK=$(peer_python "$DUCKDB" duckdb)
CH=$(peer_python "$CHDB" chdb)

{
    echo "date_utc=$(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "commit=$(git -C "$ROOT" rev-parse HEAD)$(git -C "$ROOT" diff --quiet HEAD -- Sources Package.swift Migrations || echo '+dirty')"
    echo "commit_subject=$(git -C "$ROOT" log -1 --format=%s)"
    echo "kernel=$(uname -sr)"
    echo "cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
    echo "nproc=$(nproc)"
    echo "mem_total=$(awk '/MemTotal/ {printf "%.1f GiB", $2/1048576}' /proc/meminfo)"
    echo "swift=$(swift --version 2>&1 | head -1)"
    echo "sqlite3_shell=$(sqlite3 --version | cut -d' ' -f1)"
    echo "python=$(python3 --version 2>&1) (sqlite $(python3 -c 'import sqlite3; print(sqlite3.sqlite_version)'))"
    echo "fstel_sqlite=$(ldd "$FSTEL" | awk '/libsqlite3/ {print $3}')"
    echo "replay_sqlite=$(ldd "$REPLAY" | awk '/libsqlite3/ {print $3}') (cc: $(cc --version | head -1))"
    echo "sqlite_utils=${SU:+$("$SU" --version)}"
    echo "duckdb=${DUCK:+$("$DUCK" -c 'import duckdb; print(duckdb.__version__)') (Python package, default threads: $(nproc))}"
    echo "chdb=${CH:+$("$CH" -c 'import chdb; print(chdb.__version__, "(ClickHouse", chdb.engine_version + ")")'), Python package, 2 threads (max_threads, max_insert_threads)}"
    echo "timeline=$([ "$TIMELINE" = 1 ] && echo "run 1 of each size: $TIMELINE_TOOLS (Benchmarks/thread_timeline.py, every 100 ms)" || echo off)"
    echo "shapes=${SHAPES:-none}"
    echo "before=${BEFORE:+$BEFORE ($("$BEFORE" version 2>/dev/null | head -1))}"
    if [ "$PG" = 1 ]; then
        echo "postgres=$("$PSQL" -At "$PGURL" -c 'SHOW server_version') (throwaway server, Unix socket, options: $PG_OPTIONS)"
    else
        echo "postgres=skipped"
    fi
    echo "runs=$RUNS big_runs=$BIG_RUNS sizes=$SIZES sqlite_utils_max=$SU_MAX python_max=${PY_MAX:-all}"
    echo "loadavg_start=$(cut -d' ' -f1-3 /proc/loadavg)"
} > "$RESULTS/machine.txt"
cat "$RESULTS/machine.txt"

CSV="$RESULTS/results.csv"
echo "phase,size,lines,bytes,tool,run,wall_s,user_s,sys_s,maxrss_kb,rc,store_bytes" > "$CSV"
TF="$WORK/tmp/time.out"

# timed PHASE SIZE LINES BYTES TOOL RUN STORE OUTFILE -- command...
# With TL set (a path without extension), the command runs under thread_timeline.py, which
# writes $TL.csv and $TL.txt; /usr/bin/time inside it measures the command alone.
timed() {
    local phase=$1 size=$2 lines=$3 bytes=$4 tool=$5 run=$6 store=$7 out=$8; shift 9
    local rc=0
    if [ -n "${TL:-}" ]; then
        python3 "$HERE/thread_timeline.py" "$TL.csv" "$TL.txt" -- \
            /usr/bin/time -f "%e %U %S %M" -o "$TF" "$@" > "$out" 2> "$out.err" || rc=$?
    else
        /usr/bin/time -f "%e %U %S %M" -o "$TF" "$@" > "$out" 2> "$out.err" || rc=$?
    fi
    read -r wall user sys rss < <(tail -1 "$TF")
    if [ "$tool" = design_replay ] && grep -q '^replay wall_s=' "$out"; then
        # The replay's own clock: the calls only, not loading and validating its trace.
        read -r wall user sys < <(sed -n 's/^replay wall_s=\([^ ]*\) user_s=\([^ ]*\) sys_s=\([^ ]*\).*/\1 \2 \3/p' "$out")
    fi
    local sb=0
    if [ -n "$store" ] && [ -d "$store" ]; then sb=$(du -sb "$store" | cut -f1)
    elif [ -n "$store" ] && [ -e "$store" ]; then sb=$(cat "$store" "$store-wal" 2>/dev/null | wc -c || true); fi
    echo "$phase,$size,$lines,$bytes,$tool,$run,$wall,$user,$sys,$rss,$rc,$sb" >> "$CSV"
    printf '  %-8s %-22s %9s lines  run %s: %7.2f s wall %7.2f s cpu %8d KB peak  rc %s\n' \
        "$phase" "$tool" "$lines" "$run" "$wall" "$(echo "$user + $sys" | bc)" "$rss" "$rc"
    if [ "$rc" != 0 ] && ! { [[ "$tool" == *_nightly ]] && [ "$rc" = 3 ]; }; then
        echo "    FAILED, stderr:" && tail -5 "$out.err" | sed 's/^/    /'
    fi
}

sqlite3_ingest_script() {   # FILE -> the sqlite3 shell script on stdout
    sed -e "s|@FILE@|$1|" -e "s|@SCHEMA@|$HERE/ref_schema.sql|" -e "s|@US@|$(printf '\037')|" "$HERE/ref_sqlite3_ingest.sql"
}
ref_query() {               # NAME -> one query of ref_reports.sql on stdout
    awk -v n="-- @$1 " 'index($0, n) == 1 {on = 1} on && /^$/ {exit} on' "$HERE/ref_reports.sql" |
        sed -e '/^--/d' -e "s/@DAY0@/$DAY0/g" -e "s/@DAY1@/$DAY1/g" -e "s/@BASE0@/$BASE0/g"
}

# CPU seconds the PostgreSQL server has used so far (utime + stime from /proc): the
# postmaster's own, its ended children's (a backend's CPU is added to the postmaster's
# cutime/cstime when it exits), and every live descendant's. The difference around an ingest
# is the server's work for it (with nothing else using the server).
pg_server_cpu() {
    python3 - "$(head -1 "$PGDIR/data/postmaster.pid")" <<'PY'
import os, sys
tick = os.sysconf("SC_CLK_TCK")
def stat(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[1]), [int(x) for x in fields[11:15]]   # ppid; utime stime cutime cstime
root = int(sys.argv[1])
children, times = {}, {}
for name in os.listdir("/proc"):
    if name.isdigit():
        try:
            ppid, t = stat(int(name))
        except OSError:
            continue
        children.setdefault(ppid, []).append(int(name))
        times[int(name)] = t
total = sum(times[root])                                    # the postmaster: own + ended children
todo = list(children.get(root, []))
while todo:
    pid = todo.pop()
    total += sum(times[pid][:2])
    todo += children.get(pid, [])
print(f"{total / tick:.2f}")
PY
}

# pg_ingest TOOL RUN PAIRED_WALL -- command...: `timed` with the server's CPU before and after;
# a row of postgres.csv (wall, client CPU, server CPU, per 1M lines, rate and ratio to the
# SQLite ingest of the same file just before it).
pg_ingest() {
    local tool=$1 run=$2 paired=$3; shift 4
    local s0 s1 wall user sys server
    s0=$(pg_server_cpu)
    timed ingest "$SIZE" "$LINES" "$BYTES" "$tool" "$run" "" "$RESULTS/pg-ingest-$SIZE-$tool-$run.out" -- "$@"
    s1=$(pg_server_cpu)
    IFS=, read -r _ _ _ _ _ _ wall user sys _ < <(tail -1 "$CSV")
    server=$(echo "$s1 - $s0" | bc)
    echo "$SIZE,$LINES,$tool,$run,$wall,$(echo "$user + $sys" | bc),$server,$(echo "scale=2; $server * 1000000 / $LINES" | bc),$(echo "$LINES / $wall" | bc),$paired,$(echo "scale=3; $paired / $wall" | bc)" >> "$RESULTS/postgres.csv"
    printf '    server %.2f s CPU (%.2f s per 1M lines), %.3fx the SQLite ingest just before\n' \
        "$server" "$(echo "scale=3; $server * 1000000 / $LINES" | bc)" "$(echo "scale=3; $paired / $wall" | bc)"
}

# PostgreSQL at this SIZE: R runs of one SQLite ingest (into a new store, for the ratio),
# one PostgreSQL ingester (into a new database) and two PostgreSQL ingesters at once (two
# halves of the file, two host identities), each with the server's CPU; then the reports on
# a database topped up like the SQLite store, timed and compared with SQLite's JSON.
postgres_section() {
    local run db url report one two paired ps="$WORK/store-$SIZE-paired.sqlite"
    [ -e "$RESULTS/postgres.csv" ] || echo "size,lines,tool,run,wall_s,client_cpu_s,server_cpu_s,server_cpu_per_1m_lines_s,lines_per_s,sqlite_wall_s,ratio_to_sqlite" > "$RESULTS/postgres.csv"
    for run in $(seq 1 "$R"); do
        rm -f "$ps" "$ps-wal" "$ps-shm"
        timed ingest "$SIZE" "$LINES" "$BYTES" fstel_paired "$run" "$ps" "$RESULTS/paired-$SIZE-$run.out" -- \
            "$FSTEL" ingest --db "$ps" "$F"
        IFS=, read -r _ _ _ _ _ _ paired _ < <(tail -1 "$CSV")
        rm -f "$ps" "$ps-wal" "$ps-shm"
        db="fstel_${SIZE}_one"; pg_fresh_db "$db"; url=$(pg_url "$db")
        "$FSTEL" migrate --db "$url" >/dev/null 2>&1
        pg_ingest postgres_one_ingester "$run" "$paired" -- "$FSTEL" ingest --db "$url" "$F"
        db="fstel_${SIZE}_two"; pg_fresh_db "$db"; url=$(pg_url "$db")
        "$FSTEL" migrate --db "$url" >/dev/null 2>&1
        split -n l/2 -d --additional-suffix=.ndjson "$F" "$D/half-"
        one="$D/half-00.ndjson"; two="$D/half-01.ndjson"
        pg_ingest postgres_two_ingesters "$run" "$paired" -- \
            sh -c 'FSTEL_SOURCE_HOST=bench-a "$1" ingest --db "$2" "$3" & a=$!; FSTEL_SOURCE_HOST=bench-b "$1" ingest --db "$2" "$4" & b=$!; wait $a && wait $b' \
            sh "$FSTEL" "$url" "$one" "$two"
        rm -f "$one" "$two"
        # Two hosts' own logs: the file's lines split by session (each session's lines in one
        # file, in their order), so the two ingesters share no session.
        db="fstel_${SIZE}_two_by_session"; pg_fresh_db "$db"; url=$(pg_url "$db")
        "$FSTEL" migrate --db "$url" >/dev/null 2>&1
        awk -v a="$D/by-session-00.ndjson" -v b="$D/by-session-01.ndjson" '{
            id = substr($0, index($0, "\"session_id\":\"") + 14); id = substr(id, 1, index(id, "\"") - 1)
            if (index("02468ace", substr(id, length(id), 1))) print > a; else print > b }' "$F"
        one="$D/by-session-00.ndjson"; two="$D/by-session-01.ndjson"
        pg_ingest postgres_two_ingesters_by_session "$run" "$paired" -- \
            sh -c 'FSTEL_SOURCE_HOST=bench-a "$1" ingest --db "$2" "$3" & a=$!; FSTEL_SOURCE_HOST=bench-b "$1" ingest --db "$2" "$4" & b=$!; wait $a && wait $b' \
            sh "$FSTEL" "$url" "$one" "$two"
        rm -f "$one" "$two"
        pg_fresh_db "fstel_${SIZE}_two_by_session"
        if [ "$run" != "$R" ]; then pg_fresh_db "fstel_${SIZE}_two"; fi
    done
    # The single-ingester database, topped up with the same second file as the SQLite store.
    url=$(pg_url "fstel_${SIZE}_one")
    if [ -n "${TF2:-}" ] && [ -e "$TF2" ]; then "$FSTEL" ingest --db "$url" "$TF2" 2>/dev/null; fi
    echo "  postgres: $("$PSQL" -At "$url" -c "SELECT count(*) FROM transitions") stored transitions, database $("$PSQL" -At "$url" -c "SELECT pg_size_pretty(pg_database_size(current_database()))")" | tee -a "$RESULTS/checks.txt"
    for run in $(seq 1 "$R"); do
        for report in failure-rates failures restore durations best-strategy; do
            timed report "$SIZE" "$TR" 0 "postgres_${report//-/_}" "$run" "" "$RESULTS/pg-$report-$SIZE.json" -- \
                "$FSTEL" report "$report" --db "$url" --format json
        done
        timed report "$SIZE" "$TR" 0 postgres_nightly "$run" "" "$RESULTS/pg-nightly-$SIZE.json" -- \
            "$FSTEL" nightly --db "$url" --date "$NIGHT" --format json
    done
    # Same numbers as SQLite's store (fstel's, topped up the same way)?
    for report in failure-rates failures restore durations best-strategy; do
        "$FSTEL" report "$report" --db "$FS" --format json > "$WORK/tmp/sqlite-$report.json" 2>/dev/null || true
        if cmp -s "$WORK/tmp/sqlite-$report.json" "$RESULTS/pg-$report-$SIZE.json"; then
            echo "  check: postgres report $report at $SIZE: identical JSON to SQLite's"
        else
            echo "  CHECK FAILED: postgres report $report at $SIZE differs from SQLite's"
        fi | tee -a "$RESULTS/checks.txt"
    done
    if [ "$KEEP" = 0 ]; then "$PSQL" -q "$PGURL" -c "DROP DATABASE IF EXISTS fstel_${SIZE}_one" -c "DROP DATABASE IF EXISTS fstel_${SIZE}_two" >/dev/null; fi
}

# The peers' failure-rates question against fstel's on a small file of its edge cases
# (fixtures/question-edges.ndjson: a transition before its session_start, a session without
# one, so a NULL OS major, a group with no attempt, a major written with a leading zero), raw
# and loaded, before anything is timed.
if [ -n "$DUCK" ] || [ -n "$CH" ]; then
    EF="$HERE/fixtures/question-edges.ndjson"; ES="$WORK/tmp/edges"; rm -rf "$ES".*
    "$FSTEL" ingest --db "$ES.sqlite" "$EF" >/dev/null 2>&1
    "$FSTEL" report failure-rates --db "$ES.sqlite" --by strategy,os_major --format csv 2>/dev/null | cut -d, -f1-4 > "$ES.fstel.csv"
    for peer in ${DUCK:+duckdb} ${CH:+chdb}; do
        py=$([ "$peer" = duckdb ] && echo "$DUCK" || echo "$CH")
        "$py" "$HERE/ref_$peer.py" query-raw "$EF" > "$ES.$peer-raw.csv" 2>/dev/null || true
        "$py" "$HERE/ref_$peer.py" load "$ES.$peer" "$EF" >/dev/null 2>&1 && "$py" "$HERE/ref_$peer.py" query-table "$ES.$peer" > "$ES.$peer-table.csv" 2>/dev/null || true
        for what in raw table; do
            if [ "$(wc -l < "$ES.fstel.csv")" -gt 1 ] && cmp -s "$ES.fstel.csv" "$ES.$peer-$what.csv"; then
                echo "  check: $peer ($what) gives fstel's failure-rates on the edge cases of fixtures/question-edges.ndjson ($(( $(wc -l < "$ES.fstel.csv") - 1 )) groups)"
            else
                echo "  CHECK FAILED: $peer ($what) differs from fstel's failure-rates on fixtures/question-edges.ndjson"
            fi | tee -a "$RESULTS/checks.txt"
        done
    done
    rm -rf "$ES".*
fi

for SIZE in $SIZES; do
    D="$WORK/data/$SIZE"; rm -rf "$D"; mkdir -p "$D"
    TF2=""
    SESSIONS=$(( (SIZE * 1000 + 8903 / 2) / 8903 ))
    "$FSTEL" generate --sessions "$SESSIONS" --seed "$SEED" --days "$DAYS" --end-day "$END_DAY" --files 1 --out "$D" >/dev/null 2>&1
    F=$(ls "$D"/*.ndjson)
    LINES=$(wc -l < "$F"); BYTES=$(stat -c %s "$F")
    echo "== $SIZE: $F: $LINES lines, $BYTES bytes ($SESSIONS sessions, seed $SEED, $DAYS days)"
    echo "generate,$SIZE,$LINES,$BYTES,fstel generate --sessions $SESSIONS --seed $SEED --days $DAYS --end-day $END_DAY --files 1,0,0,0,0,0,0,0" >> "$CSV"
    R=$RUNS; if [ "$SIZE" -gt 1000000 ]; then R=$BIG_RUNS; fi
    TOOLS="fstel design_replay sqlite3_shell"
    if [ -z "$PY_MAX" ] || [ "$SIZE" -le "$PY_MAX" ]; then TOOLS="$TOOLS python_stdlib"; fi
    if [ -n "$SU" ] && [ "$SIZE" -le "$SU_MAX" ]; then TOOLS="$TOOLS sqlite_utils"; fi
    if [ -n "$BEFORE" ]; then TOOLS="$TOOLS fstel_before"; fi
    if [ -n "$DUCK" ]; then TOOLS="$TOOLS duckdb_load"; fi
    if [ -n "$CH" ]; then TOOLS="$TOOLS chdb_load"; fi
    sqlite3_ingest_script "$F" > "$WORK/tmp/ingest.sql"
    # Record fstel's SQLite calls once (untimed): an ingest of the same file into a store that
    # `fstel migrate` just made, the way each replay's store is made.
    TS="$WORK/store-$SIZE-traced.sqlite"; TRACE="$WORK/trace-$SIZE.bin"
    rm -f "$TS" "$TS-wal" "$TS-shm" "$TRACE"
    "$FSTEL" migrate --db "$TS" >/dev/null 2>&1
    timed trace "$SIZE" "$LINES" "$BYTES" fstel_traced 1 "$TS" "$RESULTS/trace-$SIZE.out" -- \
        env FSTEL_SQL_TRACE="$TRACE" LD_PRELOAD="$SQLTRACE" "$FSTEL" ingest --db "$TS" "$F"
    if [ "$(tail -1 "$CSV" | cut -d, -f11)" != 0 ]; then echo "the traced ingest failed: $RESULTS/trace-$SIZE.out.err" >&2; exit 1; fi
    echo "  trace: $(stat -c %s "$TRACE") bytes of fstel's SQLite calls"
    for run in $(seq 1 "$R"); do          # tools interleaved, so load noise spreads over all of them
        for tool in $TOOLS; do
            S="$WORK/store-$SIZE-$tool.sqlite"; rm -f "$S" "$S-wal" "$S-shm" "$S-journal" "$S.wal"
            if [ "$tool" = chdb_load ]; then S="$WORK/store-$SIZE-$tool.chdb"; rm -rf "$S"; fi
            O="$RESULTS/ingest-$SIZE-$tool-$run.out"
            TL=""
            if [ "$TIMELINE" = 1 ] && [ "$run" = 1 ] && [[ " $TIMELINE_TOOLS " == *" $tool "* ]]; then TL="$RESULTS/timeline-$SIZE-$tool"; fi
            case $tool in
                fstel)         timed ingest "$SIZE" "$LINES" "$BYTES" "$tool" "$run" "$S" "$O" -- "$FSTEL" ingest --db "$S" "$F" ;;
                fstel_before)  timed ingest "$SIZE" "$LINES" "$BYTES" "$tool" "$run" "$S" "$O" -- "$BEFORE" ingest --db "$S" "$F" ;;
                sqlite3_shell) timed ingest "$SIZE" "$LINES" "$BYTES" "$tool" "$run" "$S" "$O" -- env SQLITE_TMPDIR="$WORK/tmp" sh -c 'exec sqlite3 "$1" < "$2"' sh "$S" "$WORK/tmp/ingest.sql" ;;
                python_stdlib) timed ingest "$SIZE" "$LINES" "$BYTES" "$tool" "$run" "$S" "$O" -- python3 "$HERE/ref_python_ingest.py" "$S" "$F" ;;
                sqlite_utils)  timed ingest "$SIZE" "$LINES" "$BYTES" "$tool" "$run" "$S" "$O" -- "$SU" insert "$S" events "$F" --nl --flatten --alter ;;
                duckdb_load)   timed ingest "$SIZE" "$LINES" "$BYTES" "$tool" "$run" "$S" "$O" -- "$DUCK" "$HERE/ref_duckdb.py" load "$S" "$F" ;;
                chdb_load)     timed ingest "$SIZE" "$LINES" "$BYTES" "$tool" "$run" "$S" "$O" -- "$CH" "$HERE/ref_chdb.py" load "$S" "$F" ;;
                design_replay)
                    "$FSTEL" migrate --db "$S" >/dev/null 2>&1
                    timed ingest "$SIZE" "$LINES" "$BYTES" "$tool" "$run" "$S" "$O" -- "$REPLAY" "$TRACE" "$S" --check "$TS"
                    if [ "$(tail -1 "$CSV" | cut -d, -f11)" != 0 ]; then
                        { echo "REPLAY FAILED at $SIZE lines, run $run: it did not redo what fstel did"; cat "$O" "$O.err"; } | tee -a "$RESULTS/checks.txt" >&2
                        exit 1
                    fi
                    if [ "$run" = 1 ]; then
                        { echo "  replay: every call's result as fstel's ($(grep -o 'steps=[0-9]*' "$O") checked); $(grep '^check:' "$O" | sed 's/^check: //')"; } | tee -a "$RESULTS/checks.txt"
                    fi ;;
            esac
            if [ -n "$TL" ] && [ -e "$TL.txt" ]; then sed "1s/^/  timeline $tool: /; 2,\$s/^/    /" "$TL.txt" | head -4; fi
            TL=""
            if [ "$run" != "$R" ] || { [ "$tool" != fstel ] && [ "$tool" != sqlite3_shell ] && [ "$tool" != duckdb_load ] && [ "$tool" != chdb_load ]; }; then
                rm -rf "$S" "$S-wal" "$S-shm"
            fi
        done
    done
    # Same rows in both stores kept (fstel's and the sqlite3 shell reference's)?
    FS="$WORK/store-$SIZE-fstel.sqlite"; RS="$WORK/store-$SIZE-sqlite3_shell.sqlite"
    CHECK="SELECT count(*), sum(ts - 1790000000000), sum(seq), count(failure), sum(bounds_swapped), sum(restore_mismatch), sum(duration_ms) FROM transitions; SELECT count(*), count(started_at), sum(os_major) FROM sessions;"
    A=$(sqlite3 "$FS" "$CHECK" 2>&1); B=$(sqlite3 "$RS" "$CHECK" 2>&1)
    if [ -n "$A" ] && [ "$A" = "$B" ] && ! grep -q Error <<< "$A"; then
        echo "  check: fstel and sqlite3 reference stores hold the same transitions and sessions (counts and sums)"
    else
        echo "  CHECK FAILED: fstel and sqlite3 reference stores differ"; sqlite3 "$FS" "$CHECK"; sqlite3 "$RS" "$CHECK"
    fi | tee -a "$RESULTS/checks.txt"

    # The failure-rates question at every size, on the file just ingested: fstel's report
    # (summaries), DuckDB and chDB each over the raw NDJSON and over the table it loaded (in a
    # new process). Each peer's CSV must be byte for byte fstel's first four columns.
    if [ -n "$DUCK" ] || [ -n "$CH" ]; then
        DS="$WORK/store-$SIZE-duckdb_load.sqlite"; CS="$WORK/store-$SIZE-chdb_load.chdb"
        PEERS=""
        if [ -n "$DUCK" ]; then PEERS="$PEERS duckdb-raw duckdb-table"; fi
        if [ -n "$CH" ]; then PEERS="$PEERS chdb-raw chdb-table"; fi
        for run in $(seq 1 "$R"); do
            timed question "$SIZE" "$LINES" "$BYTES" fstel_report "$run" "" "$RESULTS/question-$SIZE-fstel.csv" -- \
                "$FSTEL" report failure-rates --db "$FS" --by strategy,os_major --format csv
            for peer in $PEERS; do
                case $peer in
                    duckdb-raw)   set -- duckdb_raw_ndjson "$DUCK" "$HERE/ref_duckdb.py" query-raw "$F" ;;
                    duckdb-table) set -- duckdb_table "$DUCK" "$HERE/ref_duckdb.py" query-table "$DS" ;;
                    chdb-raw)     set -- chdb_raw_ndjson "$CH" "$HERE/ref_chdb.py" query-raw "$F" ;;
                    chdb-table)   set -- chdb_table "$CH" "$HERE/ref_chdb.py" query-table "$CS" ;;
                esac
                qtool=$1; shift
                timed question "$SIZE" "$LINES" "$BYTES" "$qtool" "$run" "" "$RESULTS/question-$SIZE-$peer.csv" -- "$@"
            done
        done
        cut -d, -f1-4 "$RESULTS/question-$SIZE-fstel.csv" > "$WORK/tmp/question-fstel.csv"
        NGROUPS=$(( $(wc -l < "$WORK/tmp/question-fstel.csv") - 1 ))
        SAME=1
        for peer in $PEERS; do
            name=$(case $peer in duckdb-*) echo DuckDB ;; *) echo chDB ;; esac)
            if [ "$NGROUPS" -gt 0 ] && cmp -s "$WORK/tmp/question-fstel.csv" "$RESULTS/question-$SIZE-$peer.csv"; then
                echo "  check: $name (${peer#*-}) gives fstel's attempts and failures per strategy and OS major"
            else
                echo "  CHECK FAILED: $name (${peer#*-}) differs from fstel's failure-rates at $SIZE"
            fi | tee -a "$RESULTS/checks.txt"
            if ! cmp -s "$WORK/tmp/question-fstel.csv" "$RESULTS/question-$SIZE-$peer.csv"; then SAME=0; fi
        done
        if [ "$SAME" = 1 ] && [ "$NGROUPS" -gt 0 ]; then
            echo "  check: fstel and$(for p in $PEERS; do printf ' %s' "$p"; done) give the same $NGROUPS strategy x OS major groups at $SIZE lines (identical CSV)"
        else
            echo "  CHECK FAILED: the peers' failure-rates groups at $SIZE are not all fstel's ($NGROUPS groups in fstel's report)"
        fi | tee -a "$RESULTS/checks.txt"
        rm -rf "$DS" "$DS.wal" "$CS"
    fi

    if [ "$SIZE" -ge 1000000 ]; then
        # Reports are timed at SIZE stored *transitions* (SIZE lines hold ~0.79 SIZE): top both
        # stores up with a second generated file (seed 8, same days), ingested untimed.
        TR=$(sqlite3 "$FS" "SELECT count(*) FROM transitions")
        if [ "$TR" -lt "$SIZE" ]; then
            EXTRA=$(( (SIZE - TR) * 101 / 700 + 1 ))
            "$FSTEL" generate --sessions "$EXTRA" --seed 8 --days "$DAYS" --end-day "$END_DAY" --files 1 --out "$D/topup" >/dev/null 2>&1
            TF2=$(ls "$D"/topup/*.ndjson)
            "$FSTEL" ingest --db "$FS" "$TF2" 2>/dev/null
            sqlite3_ingest_script "$TF2" > "$WORK/tmp/topup.sql"
            SQLITE_TMPDIR="$WORK/tmp" sqlite3 "$RS" < "$WORK/tmp/topup.sql" >/dev/null
            echo "topup,$SIZE,$(wc -l < "$TF2"),$(stat -c %s "$TF2"),fstel generate --sessions $EXTRA --seed 8 --days $DAYS --end-day $END_DAY --files 1,0,0,0,0,0,0,0" >> "$CSV"
        fi
        TR=$(sqlite3 "$FS" "SELECT count(*) FROM transitions")
        DAYN=$(sqlite3 "$FS" "SELECT count(*) FROM transitions WHERE ts >= $DAY0 AND ts < $DAY1")
        echo "  reports on $TR stored transitions; $NIGHT holds $DAYN" | tee -a "$RESULTS/checks.txt"
        echo "night,$SIZE,$TR,$DAYN,,,,,,,," >> "$CSV"
        timed nightly1 "$SIZE" "$TR" 0 fstel_nightly_first 1 "" "$RESULTS/nightly-first-$SIZE.json" -- \
            "$FSTEL" nightly --db "$FS" --date "$NIGHT" --format json
        for run in $(seq 1 "$R"); do
            timed report "$SIZE" "$TR" 0 fstel_failure_rates "$run" "" "$RESULTS/fr-$SIZE-fstel.csv" -- \
                "$FSTEL" report failure-rates --db "$FS" --by strategy,os_major --format csv
            timed report "$SIZE" "$TR" 0 sql_failure_rates "$run" "" "$RESULTS/fr-$SIZE-sql.csv" -- \
                sqlite3 -csv -header "$RS" "$(ref_query failure_rates)"
            timed report "$SIZE" "$TR" 0 fstel_restore "$run" "" "$RESULTS/restore-$SIZE-fstel.csv" -- \
                "$FSTEL" report restore --db "$FS" --format csv
            timed report "$SIZE" "$TR" 0 sql_restore "$run" "" "$RESULTS/restore-$SIZE-sql.csv" -- \
                sqlite3 -csv -header "$RS" "$(ref_query restore)"
            timed report "$SIZE" "$TR" 0 fstel_nightly "$run" "" "$RESULTS/nightly-$SIZE.json" -- \
                "$FSTEL" nightly --db "$FS" --date "$NIGHT" --format json
            timed report "$SIZE" "$TR" 0 sql_nightly "$run" "" "$RESULTS/nightly-$SIZE-sql.csv" -- \
                sqlite3 -csv -header "$RS" "$(ref_query nightly)"
            for report in failures durations best-strategy; do
                timed report "$SIZE" "$TR" 0 "fstel_${report//-/_}" "$run" "" "$RESULTS/$report-$SIZE-fstel.json" -- \
                    "$FSTEL" report "$report" --db "$FS" --format json
            done
        done
        python3 "$HERE/compare_reports.py" "$RESULTS" "$SIZE" | tee -a "$RESULTS/checks.txt"
        if [ "$PG" = 1 ]; then postgres_section; fi
        rm -rf "$D/topup"
    fi

    # Shapes of collection: the same number of lines, arranged as real collection brings them
    # (fstel generate --shape), ingested once each into a fresh store; `streamed` is the
    # standard file's lines piped from `fstel generate --stdout` into `fstel ingest -` (no file).
    for shape in $SHAPES; do
        SD="$D/shape-$shape"; mkdir -p "$SD"; S="$WORK/store-$SIZE-shape-$shape.sqlite"; rm -f "$S" "$S-wal" "$S-shm"
        case $shape in
            long-sessions) PER=201900 ;;       # lines per 1000 sessions: 1 start, ~200 transitions, 0.88 end
            many-short)    PER=3380 ;;
            *)             PER=8903 ;;
        esac
        SS=$(( (SIZE * 1000 + PER / 2) / PER ))
        case $shape in
            high-cardinality) GEN=(--sessions "$SS" --seed "$SEED" --days "$DAYS" --end-day "$END_DAY" --app-versions 2000 --device-models 3000) ;;
            streamed)         GEN=(--sessions "$SESSIONS" --seed "$SEED" --days "$DAYS" --end-day "$END_DAY") ;;
            *)                GEN=(--sessions "$SS" --seed "$SEED" --days "$DAYS" --end-day "$END_DAY" --shape "$shape") ;;
        esac
        if [ "$shape" = streamed ]; then
            timed shape "$SIZE" "$LINES" "$BYTES" "shape_$shape" 1 "$S" "$RESULTS/shape-$SIZE-$shape.out" -- \
                sh -c 'f=$1; shift; "$f" generate "$@" --stdout 2>/dev/null | "$f" ingest --db "$0" -' "$S" "$FSTEL" "${GEN[@]}"
        else
            "$FSTEL" generate "${GEN[@]}" --out "$SD" >/dev/null 2>&1
            SF=$(ls "$SD"/*.ndjson)
            timed shape "$SIZE" "$(wc -l < "$SF")" "$(stat -c %s "$SF")" "shape_$shape" 1 "$S" "$RESULTS/shape-$SIZE-$shape.out" -- \
                "$FSTEL" ingest --db "$S" "$SF"
        fi
        echo "  shape $shape at $SIZE: $(sqlite3 "$S" "SELECT count(*) || ' sessions, ' || count(DISTINCT app_version) || ' app versions, ' || count(DISTINCT device_model) || ' device models' FROM sessions"), $(sqlite3 "$S" 'SELECT count(*) FROM transitions') transitions" | tee -a "$RESULTS/checks.txt"
        rm -rf "$SD" "$S" "$S-wal" "$S-shm"
    done
    if [ "$KEEP" = 0 ]; then rm -rf "$D" "$WORK"/store-"$SIZE"-* "$TRACE"; fi
done
echo "loadavg_end=$(cut -d' ' -f1-3 /proc/loadavg)" >> "$RESULTS/machine.txt"
python3 "$HERE/summarize.py" "$RESULTS" | tee "$RESULTS/summary.md"
echo "raw results: $RESULTS"
