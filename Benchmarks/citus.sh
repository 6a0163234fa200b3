#!/usr/bin/env bash
# fstel's ingest on a Citus cluster beside one PostgreSQL server and SQLite, in one run, on
# the benchmark files of run.sh (docs/scale-out.md, BENCHMARKS.md). Not part of `swift test`.
#
#   Benchmarks/citus.sh [--sizes "1000000 10000000"] [--runs N] [--big-runs N] [--shard-count N]
#                       [--work DIR] [--results DIR] [--fstel BIN] [--keep]
#
#   --sizes        lines per file (default 1M and 10M; the files of run.sh: seed 7, 9 days)
#   --runs N       runs per store at sizes <= 1M (default 3; the median is in summary.md)
#   --big-runs N   runs at sizes > 1M (default 1)
#   --shard-count  shards per distributed table (default 32, docs/scale-out.md)
#   --fstel BIN    the fstel binary (default .build/release/fstel, built when missing)
#   --routing      after the runs of each size, the coordinator's cost of routing rows:
#                  the Citus store's transitions copied into a new co-located table
#                  through the coordinator (as fstel's ingest sends them), then straight
#                  into its shards on the workers (what an ingester that computes each
#                  row's shard would do); rows in routing.csv
#
# Per run and size: an SQLite ingest (new store), one ingester into one PostgreSQL server
# (new database, migrated) and one through the coordinator of a Citus cluster (a coordinator
# and two workers on this machine, new database, migrated, `fstel maintain --distribute`).
# Each PostgreSQL instance runs with run.sh's settings. Measured: wall time, lines/s, the CPU
# of each server (its processes' utime + stime from /proc, before and after), and the bytes
# the nodes send each other (loopback bytes: the client reaches both servers over Unix
# sockets, so TCP over `lo` is the nodes' own traffic, plus whatever else on this machine
# uses loopback TCP meanwhile). After the runs, the report JSON of the three stores is
# compared. Raw rows in results.csv, a table in summary.md.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(dirname "$HERE")
SIZES="1000000 10000000"; RUNS=3; BIG_RUNS=1; SHARDS=32; FSTEL=""; KEEP=0; ROUTING=0
WORK=${FSTEL_BENCH_WORK:-/tmp/fstel-bench-citus}
RESULTS=""
while [ $# -gt 0 ]; do
    case "$1" in
        --sizes) SIZES="$2"; shift ;;
        --runs) RUNS="$2"; shift ;;
        --big-runs) BIG_RUNS="$2"; shift ;;
        --shard-count) SHARDS="$2"; shift ;;
        --work) WORK="$2"; shift ;;
        --results) RESULTS="$2"; shift ;;
        --fstel) FSTEL="$2"; shift ;;
        --keep) KEEP=1 ;;
        --routing) ROUTING=1 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d'; exit 0 ;;
        *) echo "unknown option: $1" >&2; exit 64 ;;
    esac
    shift
done
RESULTS=${RESULTS:-$HERE/results/citus-$(date -u +%Y%m%dT%H%M%SZ)}
mkdir -p "$WORK" "$RESULTS"
if [ -z "$FSTEL" ]; then
    FSTEL=$ROOT/.build/release/fstel
    [ -x "$FSTEL" ] || (cd "$ROOT" && swift build -c release --product fstel 2>&1 | tail -1)
fi
command -v /usr/bin/time >/dev/null || { echo "needs /usr/bin/time (apt-get install time)" >&2; exit 69; }
"$ROOT/scripts/citus-cluster.sh" build

SEED=7; DAYS=9; END_DAY=2026-11-28; NIGHT=2026-11-27
PG_OPTIONS="-c fsync=on -c full_page_writes=on -c synchronous_commit=off -c shared_buffers=1GB -c max_wal_size=16GB -c checkpoint_timeout=30min -c work_mem=64MB -c maintenance_work_mem=256MB"
BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
PGDIR=$WORK/pg; CLDIR=$WORK/citus
"$ROOT/scripts/postgres-test-server.sh" stop "$PGDIR" >/dev/null 2>&1 || true
"$ROOT/scripts/citus-cluster.sh" stop "$CLDIR" >/dev/null 2>&1 || true
cleanup() {
    "$ROOT/scripts/postgres-test-server.sh" stop "$PGDIR" >/dev/null 2>&1 || true
    "$ROOT/scripts/citus-cluster.sh" stop "$CLDIR" >/dev/null 2>&1 || true
}
trap cleanup EXIT
PGURL=$(FSTEL_POSTGRES_OPTIONS="$PG_OPTIONS" "$ROOT/scripts/postgres-test-server.sh" start "$PGDIR")
FSTEL_POSTGRES_OPTIONS="$PG_OPTIONS" "$ROOT/scripts/citus-cluster.sh" start "$CLDIR" 2 >/dev/null
CPORT=$(awk '$1 == "coordinator" { print $2 }' "$CLDIR/nodes")
NODES=$(awk '{ print $1 }' "$CLDIR/nodes")
node_port() { awk -v n="$1" '$1 == n { print $2 }' "$CLDIR/nodes"; }
psql_node() { PGOPTIONS="-c client_min_messages=warning" "$BIN/psql" -X -q -At -h 127.0.0.1 -p "$(node_port "$1")" -U fstel -d "$2" -c "$3"; }
psql_pg() { "$BIN/psql" -X -q -At "$PGURL" -c "$1"; }
pg_url() { printf '%s' "$PGURL" | sed "s|/postgres?|/$1?|"; }
citus_url() { printf 'postgresql://fstel@/%s?host=%s&port=%s' "$1" "$CLDIR" "$CPORT"; }

# A new database $1 on every node of the cluster, with the extension and the workers
# registered, migrated and distributed.
citus_fresh_db() {
    local db=$1 n
    for n in $NODES; do
        psql_node "$n" postgres "DROP DATABASE IF EXISTS $db WITH (FORCE)"
        psql_node "$n" postgres "CREATE DATABASE $db"
        psql_node "$n" "$db" "CREATE EXTENSION citus"
    done
    psql_node coordinator "$db" "SELECT citus_set_coordinator_host('127.0.0.1', $CPORT)" >/dev/null
    for n in $NODES; do
        [ "$n" = coordinator ] || psql_node coordinator "$db" "SELECT citus_add_node('127.0.0.1', $(node_port "$n"))" >/dev/null
    done
    "$FSTEL" migrate --db "$(citus_url "$db")" >/dev/null 2>&1
    "$FSTEL" maintain --distribute --shard-count "$SHARDS" --db "$(citus_url "$db")" > "$RESULTS/distribute-$db.out" 2>&1
}

# CPU seconds used so far by the server whose postmaster.pid is $1 (run.sh's pg_server_cpu).
server_cpu() {
    python3 - "$(head -1 "$1")" <<'PY'
import os, sys
tick = os.sysconf("SC_CLK_TCK")
def stat(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[1]), [int(x) for x in fields[11:15]]
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
total = sum(times[root])
todo = list(children.get(root, []))
while todo:
    pid = todo.pop()
    total += sum(times[pid][:2])
    todo += children.get(pid, [])
print(f"{total / tick:.2f}")
PY
}
cpus() { # the CPU of every server: pg coordinator worker1 worker2 ...
    local out n
    out=$(server_cpu "$PGDIR/data/postmaster.pid")
    for n in $NODES; do out="$out $(server_cpu "$CLDIR/$n/postmaster.pid")"; done
    echo "$out"
}
lo_bytes() { cat /sys/class/net/lo/statistics/tx_bytes; }

{
    echo "date_utc=$(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "commit=$(git -C "$ROOT" rev-parse HEAD)$(git -C "$ROOT" diff --quiet HEAD -- Sources Package.swift Migrations || echo '+dirty')"
    echo "cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
    echo "nproc=$(nproc)"
    echo "mem_total=$(awk '/MemTotal/ {printf "%.1f GiB", $2/1048576}' /proc/meminfo)"
    echo "postgres=$(psql_pg 'SHOW server_version') (each instance: $PG_OPTIONS)"
    echo "citus=$(psql_node coordinator postgres "SELECT extversion FROM pg_extension WHERE extname = 'citus'") (coordinator + 2 workers on this machine, $SHARDS shards per distributed table, node_conninfo sslmode=disable)"
    echo "fstel=$FSTEL"
    echo "sizes=$SIZES runs=$RUNS big_runs=$BIG_RUNS"
    echo "loadavg_start=$(cut -d' ' -f1-3 /proc/loadavg)"
} > "$RESULTS/machine.txt"
cat "$RESULTS/machine.txt"

CSV=$RESULTS/results.csv
echo "size,lines,store,run,wall_s,client_cpu_s,lines_per_s,server_cpu_s,coordinator_cpu_s,worker1_cpu_s,worker2_cpu_s,loopback_bytes,rc,loadavg_1m" > "$CSV"
TF=$WORK/time.out

# ingest STORE RUN URL: one timed ingest with the servers' CPU and loopback bytes around it.
ingest() {
    local store=$1 run=$2 url=$3 rc=0 before after lo0 lo1 load
    load=$(cut -d' ' -f1 /proc/loadavg)
    before=$(cpus); lo0=$(lo_bytes)
    /usr/bin/time -f "%e %U %S" -o "$TF" "$FSTEL" ingest --db "$url" "$F" > "$RESULTS/ingest-$SIZE-$store-$run.out" 2>&1 || rc=$?
    lo1=$(lo_bytes); after=$(cpus)
    read -r wall user sys < <(tail -1 "$TF")
    read -r -a b <<<"$before"; read -r -a a <<<"$after"
    local pg=0 co=0 w1=0 w2=0
    case $store in
        postgres) pg=$(echo "${a[0]} - ${b[0]}" | bc) ;;
        citus) co=$(echo "${a[1]} - ${b[1]}" | bc); w1=$(echo "${a[2]} - ${b[2]}" | bc); w2=$(echo "${a[3]} - ${b[3]}" | bc)
               pg=$(echo "$co + $w1 + $w2" | bc) ;;
    esac
    local lo=$(( lo1 - lo0 ))
    echo "$SIZE,$LINES,$store,$run,$wall,$(echo "$user + $sys" | bc),$(echo "$LINES / $wall" | bc),$pg,$co,$w1,$w2,$lo,$rc,$load" >> "$CSV"
    printf '  %-8s run %s: %8.2f s wall, %8d lines/s, server CPU %8.2f s (coordinator %s, workers %s %s), loopback %s bytes, rc %s, load %s\n' \
        "$store" "$run" "$wall" "$(echo "$LINES / $wall" | bc)" "$pg" "$co" "$w1" "$w2" "$lo" "$rc" "$load"
    [ "$rc" = 0 ] || tail -5 "$RESULTS/ingest-$SIZE-$store-$run.out"
}

# routing DB: the transitions of the Citus store DB copied into a new table co-located with
# them, (a) through the coordinator, by one COPY into the distributed table, then, emptied,
# (b) straight into its shards, one COPY per shard on the worker that holds it (each shard
# given the rows of the co-located shard of transitions: the rows an ingester would send it
# after computing their shards). The client's \copy reads the files; only the servers'
# CPU is counted.
routing() {
    local db=$1 dir=$WORK/routing variant before after lo0 lo1 start end load rows
    rm -rf "$dir"; mkdir -p "$dir"
    [ -f "$RESULTS/routing.csv" ] || echo "size,variant,rows,wall_s,coordinator_cpu_s,worker1_cpu_s,worker2_cpu_s,loopback_bytes,loadavg_1m" > "$RESULTS/routing.csv"
    psql_node coordinator "$db" "DROP TABLE IF EXISTS routing_target; CREATE TABLE routing_target (LIKE transitions INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES); SELECT create_distributed_table('routing_target', 'session_hash', colocate_with => 'transitions')" >/dev/null
    # shard of transitions, its node, the co-located shard of routing_target
    psql_node coordinator "$db" "SELECT t.shardid, p.nodeport, r.shardid FROM pg_dist_shard AS t JOIN pg_dist_shard AS r ON r.logicalrelid = 'routing_target'::regclass AND r.shardminvalue = t.shardminvalue JOIN pg_dist_placement AS pl ON pl.shardid = t.shardid JOIN pg_dist_node AS p ON p.groupid = pl.groupid WHERE t.logicalrelid = 'transitions'::regclass ORDER BY 1" | tr '|' ' ' > "$dir/shards"
    local port name
    while read -r shard port target; do
        name=$(awk -v p="$port" '$2 == p { print $1 }' "$CLDIR/nodes")
        PGOPTIONS="-c client_min_messages=warning" "$BIN/psql" -X -q -h 127.0.0.1 -p "$port" -U fstel -d "$db" -c "\copy (SELECT * FROM transitions_$shard) TO '$dir/$target'" </dev/null
        echo "$target $port" >> "$dir/targets"
    done < "$dir/shards"
    cat "$dir"/[0-9]* > "$dir/all"
    rows=$(wc -l < "$dir/all")
    for variant in through-coordinator straight-to-shards; do
        load=$(cut -d' ' -f1 /proc/loadavg); before=$(cpus); lo0=$(lo_bytes); start=$(date +%s.%N)
        if [ "$variant" = through-coordinator ]; then
            psql_node coordinator "$db" "\copy routing_target FROM '$dir/all'"
        else
            while read -r target port; do
                PGOPTIONS="-c client_min_messages=warning" "$BIN/psql" -X -q -h 127.0.0.1 -p "$port" -U fstel -d "$db" -c "\copy routing_target_$target FROM '$dir/$target'" </dev/null
            done < "$dir/targets"
        fi
        end=$(date +%s.%N); lo1=$(lo_bytes); after=$(cpus)
        read -r -a b <<<"$before"; read -r -a a <<<"$after"
        echo "$SIZE,$variant,$rows,$(echo "$end - $start" | bc),$(echo "${a[1]} - ${b[1]}" | bc),$(echo "${a[2]} - ${b[2]}" | bc),$(echo "${a[3]} - ${b[3]}" | bc),$(( lo1 - lo0 )),$load" | tee -a "$RESULTS/routing.csv"
        [ "$(psql_node coordinator "$db" "SELECT count(*) FROM routing_target")" = "$rows" ] || echo "  ROUTING CHECK FAILED: $variant stored other than $rows rows"
        psql_node coordinator "$db" "TRUNCATE routing_target"
    done
    psql_node coordinator "$db" "DROP TABLE routing_target"
    rm -rf "$dir"
}

for SIZE in $SIZES; do
    D=$WORK/data/$SIZE; mkdir -p "$D"
    SESSIONS=$(( (SIZE * 1000 + 8903 / 2) / 8903 ))
    F=$D/fstel-0001.ndjson
    [ -s "$F" ] || "$FSTEL" generate --sessions "$SESSIONS" --seed "$SEED" --days "$DAYS" --end-day "$END_DAY" --files 1 --out "$D" >/dev/null 2>&1
    LINES=$(wc -l < "$F")
    echo "== $SIZE: $LINES lines, $(stat -c %s "$F") bytes ($SESSIONS sessions, seed $SEED, $DAYS days)"
    R=$RUNS; [ "$SIZE" -le 1000000 ] || R=$BIG_RUNS
    for run in $(seq 1 "$R"); do
        S=$WORK/store-$SIZE.sqlite; rm -f "$S" "$S-wal" "$S-shm"
        ingest sqlite "$run" "$S"
        db=fstel_bench_$SIZE
        psql_pg "DROP DATABASE IF EXISTS $db WITH (FORCE)"; psql_pg "CREATE DATABASE $db"
        "$FSTEL" migrate --db "$(pg_url "$db")" >/dev/null 2>&1
        ingest postgres "$run" "$(pg_url "$db")"
        citus_fresh_db "$db"
        ingest citus "$run" "$(citus_url "$db")"
    done
    # Same numbers from the three stores?
    for report in "failure-rates --by strategy,os_major" "failures" "restore" "durations" "best-strategy" "nightly --date $NIGHT"; do
        read -r -a args <<<"$report"
        name=${args[0]}
        [ "$name" = nightly ] || { args=(report "${args[@]}"); }
        "$FSTEL" "${args[@]}" --format json --db "$S" > "$WORK/sqlite.json" 2>/dev/null || true
        "$FSTEL" "${args[@]}" --format json --db "$(pg_url "$db")" > "$WORK/pg.json" 2>/dev/null || true
        "$FSTEL" "${args[@]}" --format json --db "$(citus_url "$db")" > "$WORK/citus.json" 2>/dev/null || true
        if cmp -s "$WORK/sqlite.json" "$WORK/pg.json" && cmp -s "$WORK/sqlite.json" "$WORK/citus.json"; then
            echo "  check: $report at $SIZE: identical JSON on SQLite, PostgreSQL and Citus ($(wc -c < "$WORK/sqlite.json") bytes)"
        else
            echo "  CHECK FAILED: $report at $SIZE differs"
        fi | tee -a "$RESULTS/checks.txt"
    done
    echo "  citus: $(psql_node coordinator "$db" "SELECT string_agg(nodeport || ': ' || pg_size_pretty(sum), ', ') FROM (SELECT nodeport, sum(shard_size) FROM citus_shards GROUP BY 1 ORDER BY 1) AS s") in shards" | tee -a "$RESULTS/checks.txt"
    if [ "$ROUTING" = 1 ]; then routing "$db"; fi
    if [ "$KEEP" = 0 ]; then rm -f "$S" "$S-wal" "$S-shm"; fi
done
echo "loadavg_end=$(cut -d' ' -f1-3 /proc/loadavg)" >> "$RESULTS/machine.txt"

python3 - "$CSV" > "$RESULTS/summary.md" <<'PY'
import csv, statistics, sys
rows = list(csv.DictReader(open(sys.argv[1])))
print("| lines | store | runs | wall s (median) | lines/s | server CPU s per 1M lines | coordinator | worker 1 | worker 2 | loopback MB per 1M lines | rate vs PostgreSQL |")
print("|---|---|---|---|---|---|---|---|---|---|---|")
by = {}
for r in rows:
    by.setdefault((int(r["size"]), r["store"]), []).append(r)
for (size, store), rs in sorted(by.items(), key=lambda k: (k[0][0], ["sqlite", "postgres", "citus"].index(k[0][1]))):
    med = sorted(rs, key=lambda r: float(r["wall_s"]))[len(rs) // 2]
    lines = int(med["lines"]); per = 1e6 / lines
    pg = by.get((size, "postgres"))
    pgmed = sorted(pg, key=lambda r: float(r["wall_s"]))[len(pg) // 2] if pg else None
    ratio = f"{float(pgmed['wall_s']) / float(med['wall_s']):.2f}x" if pgmed and store != "sqlite" else ""
    f = lambda k: f"{float(med[k]) * per:.1f}" if store == "citus" else ""
    server = f"{float(med['server_cpu_s']) * per:.1f}" if store != "sqlite" else ""
    lo = f"{int(med['loopback_bytes']) * per / 1e6:.0f}" if store == "citus" else ""
    print(f"| {lines:,} | {store} | {len(rs)} | {float(med['wall_s']):.2f} | {int(med['lines_per_s']):,} | {server} | {f('coordinator_cpu_s')} | {f('worker1_cpu_s')} | {f('worker2_cpu_s')} | {lo} | {ratio} |")
PY
cat "$RESULTS/summary.md"
