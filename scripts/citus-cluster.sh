#!/usr/bin/env bash
# A throwaway Citus cluster for tests, CI and benchmarks (docs/scale-out.md, "Tests").
#
#   scripts/citus-cluster.sh build             build and install Citus into this machine's
#                                              PostgreSQL when it lacks it (once per machine)
#   scripts/citus-cluster.sh start DIR [N]     a coordinator and N workers (default 2) on
#                                              loopback ports under DIR; prints the
#                                              coordinator's URL on stdout
#   scripts/citus-cluster.sh add-worker DIR    one more worker node with Citus, not registered in
#                                              any database (citus_add_node does that); prints
#                                              its name and port
#   scripts/citus-cluster.sh remove-node DIR NAME  stop a node and delete it
#   scripts/citus-cluster.sh stop-node DIR NAME   stop one node (coordinator, worker1, ...)
#   scripts/citus-cluster.sh start-node DIR NAME  start it again
#   scripts/citus-cluster.sh status DIR        each node, its port and whether it runs
#   scripts/citus-cluster.sh url DIR           the coordinator's URL
#   scripts/citus-cluster.sh stop DIR          stop every node and remove DIR
#   scripts/citus-cluster.sh watch DIR PID     wait until process PID is gone, then stop
#
# Citus's source: $FSTEL_CITUS_TARBALL, by default ../shared/vendor/citus-13.2.2.tar.gz next
# to this checkout (the one place that names it). The build is kept in $FSTEL_CITUS_CACHE
# (default /var/cache/fstel-citus as root, else ~/.cache/fstel-citus), never in the checkout.
# A machine whose PostgreSQL already has Citus (a distribution's package) skips the build.
#
# Every node runs as the server user of scripts/postgres-test-server.sh (`nobody` as root),
# with fsync off: never point it at data you keep. FSTEL_POSTGRES_OPTIONS adds settings to
# every node. Each database that fstel uses needs `CREATE EXTENSION citus` on the
# coordinator; the nodes' `postgres` database has it, and `fstel maintain --distribute`
# does the rest.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/.." && pwd)
tarball=${FSTEL_CITUS_TARBALL:-$repo/../shared/vendor/citus-13.2.2.tar.gz}

usage() {
  echo "usage: $0 build | start DIR [WORKERS] | add-worker DIR | remove-node DIR NAME | stop-node DIR NAME | start-node DIR NAME | status DIR | url DIR | stop DIR | watch DIR PID" >&2
  exit 64
}
[ $# -ge 1 ] || usage
command=$1

bindir=${FSTEL_POSTGRES_BIN:-}
if [ -z "$bindir" ]; then
  bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -z "$bindir" ] && command -v pg_config >/dev/null 2>&1; then bindir=$(pg_config --bindir); fi
fi
[ -n "$bindir" ] && [ -x "$bindir/initdb" ] || { echo "no PostgreSQL server binaries (initdb) found; install postgresql-15" >&2; exit 69; }
pg_config_bin=$bindir/pg_config
[ -x "$pg_config_bin" ] || pg_config_bin=$(command -v pg_config || true)

as_server_user() {
  if [ "$(id -u)" = 0 ]; then
    setpriv --reuid="$(id -u nobody)" --regid="$(id -g nobody)" --clear-groups -- "$@"
  else
    "$@"
  fi
}

citus_installed() {
  [ -n "$pg_config_bin" ] || return 1
  [ -f "$("$pg_config_bin" --pkglibdir)/citus.so" ] && [ -f "$("$pg_config_bin" --sharedir)/extension/citus.control" ]
}

build() {
  if citus_installed; then
    echo "citus: installed in $("$pg_config_bin" --pkglibdir)" >&2
    return 0
  fi
  [ -n "$pg_config_bin" ] && [ -x "$pg_config_bin" ] || { echo "citus: pg_config not found; install postgresql-server-dev-15" >&2; exit 69; }
  [ -f "$tarball" ] || { echo "citus: source $tarball not found (set FSTEL_CITUS_TARBALL)" >&2; exit 66; }
  local cache
  if [ -n "${FSTEL_CITUS_CACHE:-}" ]; then cache=$FSTEL_CITUS_CACHE
  elif [ "$(id -u)" = 0 ]; then cache=/var/cache/fstel-citus
  else cache=${XDG_CACHE_HOME:-$HOME/.cache}/fstel-citus
  fi
  local name src
  name=$(basename "$tarball" .tar.gz)
  src=$cache/$name
  mkdir -p "$cache"
  if [ ! -f "$src/.fstel-built" ]; then
    echo "citus: building $name in $src (several minutes)" >&2
    rm -rf "$src"
    mkdir -p "$src"
    tar -xzf "$tarball" -C "$src" --strip-components=1
    # PostgreSQL 15.20's commands/dbcommands.h declares have_createdb_privilege(); Citus's
    # compatibility header defines a static one of the same name for PostgreSQL < 17.
    local compat=$src/src/include/pg_version_compat.h
    if ! grep -q 'citus_have_createdb_privilege' "$compat"; then
      # Rename Citus's copy, declare PostgreSQL's first (its header guard keeps it from being
      # read again), and map the calls to Citus's copy.
      perl -0pi -e 's/static inline bool\nhave_createdb_privilege\(void\)/#include "commands\/dbcommands.h"\n#define have_createdb_privilege() citus_have_createdb_privilege()\nstatic inline bool\ncitus_have_createdb_privilege(void)/' "$compat"
      grep -q 'citus_have_createdb_privilege' "$compat" || { echo "citus: the have_createdb_privilege fix did not apply to $compat" >&2; exit 70; }
    fi
    (cd "$src" && ./configure PG_CONFIG="$pg_config_bin" >"$cache/configure.log" 2>&1) \
      || { tail -n 30 "$cache/configure.log" >&2; echo "citus: configure failed (log: $cache/configure.log)" >&2; exit 70; }
    (cd "$src" && make -j"$(nproc)" with_llvm=no >"$cache/make.log" 2>&1) \
      || { grep -m 20 -i 'error' "$cache/make.log" >&2 || tail -n 30 "$cache/make.log" >&2; echo "citus: build failed (log: $cache/make.log)" >&2; exit 70; }
    touch "$src/.fstel-built"
  fi
  (cd "$src" && make install with_llvm=no >"$cache/install.log" 2>&1) \
    || { tail -n 30 "$cache/install.log" >&2; echo "citus: make install failed (log: $cache/install.log; run as root)" >&2; exit 73; }
  echo "citus: installed from $src" >&2
}

# A free TCP port on 127.0.0.1, below the kernel's range of ephemeral ports: a port in that
# range can be the local end of any outgoing connection (the nodes open many to each other),
# and a node started later on it would fail to bind.
free_port() {
  local port low=32768
  if [ -r /proc/sys/net/ipv4/ip_local_port_range ]; then read -r low _ </proc/sys/net/ipv4/ip_local_port_range; fi
  [ "$low" -gt 11000 ] || low=32768
  for _ in $(seq 1 50); do
    port=$(( 10000 + (RANDOM * 32768 + RANDOM) % (low - 10000) ))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then echo "$port"; return 0; fi
  done
  echo "no free port found" >&2; exit 69
}

node_port() { awk -v n="$2" '$1 == n { print $2 }' "$1/nodes"; }

psql_at() { # DIR PORT DATABASE SQL
  PGOPTIONS="-c client_min_messages=warning" "$bindir/psql" -X -q -v ON_ERROR_STOP=1 -At -h 127.0.0.1 -p "$2" -U fstel -d "$3" -c "$4"
}

start_node() { # DIR NAME
  local dir=$1 name=$2 port
  port=$(node_port "$dir" "$name")
  [ -n "$port" ] || { echo "no node $name in $dir" >&2; exit 64; }
  # Loopback TCP for the nodes' connections to each other; a socket in DIR as well. Citus
  # runs a maintenance daemon per database that has the extension, and a rebalance's
  # background tasks are workers too: with PostgreSQL's 8 background workers a test run,
  # which holds dozens of databases at once, leaves a rebalance scheduled forever.
  as_server_user "$bindir/pg_ctl" -D "$dir/$name" -l "$dir/$name.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -k $dir -p $port -c shared_preload_libraries=citus -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300 -c max_prepared_transactions=300 -c max_worker_processes=200 -c citus.node_conninfo=sslmode=disable -c citus.log_remote_commands=off ${FSTEL_POSTGRES_OPTIONS:-}" \
    start >"$dir/$name.pg_ctl.log" 2>&1 || { cat "$dir/$name.pg_ctl.log" "$dir/$name.log" >&2; exit 1; }
}

new_node() { # DIR NAME: initdb, start, citus in the postgres database
  local dir=$1 name=$2 port
  port=$(free_port)
  echo "$name $port" >>"$dir/nodes"
  as_server_user "$bindir/initdb" -D "$dir/$name" -U fstel --auth=trust --encoding=UTF8 --no-locale --no-sync \
    >"$dir/$name.initdb.log" 2>&1 || { cat "$dir/$name.initdb.log" >&2; exit 1; }
  start_node "$dir" "$name"
  psql_at "$dir" "$port" postgres "CREATE EXTENSION IF NOT EXISTS citus" >/dev/null
}

stop_node() { # DIR NAME
  local dir=$1 name=$2
  if [ -f "$dir/$name/postmaster.pid" ]; then
    as_server_user "$bindir/pg_ctl" -D "$dir/$name" -m fast -w -t 30 stop >/dev/null 2>&1 \
      || as_server_user "$bindir/pg_ctl" -D "$dir/$name" -m immediate -w stop >/dev/null 2>&1 || true
  fi
}

need_dir() { [ -n "${1:-}" ] && [ -f "$1/nodes" ] || { echo "no cluster in ${1:-?} (start one first)" >&2; exit 66; }; }

case $command in
  build) build ;;
  start)
    [ $# -ge 2 ] || usage
    citus_installed || { echo "citus is not installed in this PostgreSQL; run: $0 build" >&2; exit 69; }
    dir=$2; workers=${3:-2}
    mkdir -p "$dir"; dir=$(cd "$dir" && pwd)
    chmod 700 "$dir"
    if [ "$(id -u)" = 0 ]; then chown "$(id -u nobody):$(id -g nobody)" "$dir"; fi
    : >"$dir/nodes"
    new_node "$dir" coordinator
    for i in $(seq 1 "$workers"); do new_node "$dir" "worker$i"; done
    coordinator=$(node_port "$dir" coordinator)
    # The nodes are registered in the postgres database (which tests copy) and in a
    # database `fstel` made for a store, each with the extension on every node.
    for i in $(seq 1 "$workers"); do psql_at "$dir" "$(node_port "$dir" "worker$i")" postgres "CREATE DATABASE fstel" >/dev/null; psql_at "$dir" "$(node_port "$dir" "worker$i")" fstel "CREATE EXTENSION citus" >/dev/null; done
    psql_at "$dir" "$coordinator" postgres "CREATE DATABASE fstel" >/dev/null
    psql_at "$dir" "$coordinator" fstel "CREATE EXTENSION citus" >/dev/null
    for database in postgres fstel; do
      psql_at "$dir" "$coordinator" "$database" "SELECT citus_set_coordinator_host('127.0.0.1', $coordinator)" >/dev/null
      for i in $(seq 1 "$workers"); do
        psql_at "$dir" "$coordinator" "$database" "SELECT citus_add_node('127.0.0.1', $(node_port "$dir" "worker$i"))" >/dev/null
      done
    done
    echo "postgresql://fstel@127.0.0.1:$coordinator/fstel?sslmode=disable"
    ;;
  add-worker)
    [ $# -ge 2 ] || usage
    need_dir "$2"; dir=$(cd "$2" && pwd)
    # Tests add workers at once: one at a time picks the next name.
    exec 9>"$dir/.lock"; flock 9
    n=1; while grep -q "^worker$n " "$dir/nodes" || [ -d "$dir/worker$n" ]; do n=$((n + 1)); done
    # The name is taken by its folder; the lock is not handed on to the node's server.
    mkdir -m 700 "$dir/worker$n"
    if [ "$(id -u)" = 0 ]; then chown "$(id -u nobody):$(id -g nobody)" "$dir/worker$n"; fi
    exec 9>&-
    new_node "$dir" "worker$n"
    echo "worker$n $(node_port "$dir" "worker$n")"
    ;;
  remove-node)
    [ $# -ge 3 ] || usage
    need_dir "$2"; dir=$(cd "$2" && pwd)
    [ "$3" != coordinator ] || { echo "the coordinator is removed with: $0 stop $dir" >&2; exit 64; }
    exec 9>"$dir/.lock"; flock 9
    stop_node "$dir" "$3"
    exec 9>&-
    rm -rf "${dir:?}/$3" "$dir/$3".*log
    grep -v "^$3 " "$dir/nodes" >"$dir/nodes.new" || true
    mv "$dir/nodes.new" "$dir/nodes"
    ;;
  stop-node)
    [ $# -ge 3 ] || usage
    need_dir "$2"; stop_node "$2" "$3"
    ;;
  start-node)
    [ $# -ge 3 ] || usage
    need_dir "$2"; dir=$(cd "$2" && pwd)
    start_node "$dir" "$3"
    ;;
  status)
    [ $# -ge 2 ] || usage
    need_dir "$2"
    while read -r name port; do
      if [ -f "$2/$name/postmaster.pid" ] && as_server_user "$bindir/pg_ctl" -D "$2/$name" status >/dev/null 2>&1; then state=running; else state=stopped; fi
      echo "$name 127.0.0.1:$port $state"
    done <"$2/nodes"
    ;;
  url)
    [ $# -ge 2 ] || usage
    need_dir "$2"
    echo "postgresql://fstel@127.0.0.1:$(node_port "$2" coordinator)/fstel?sslmode=disable"
    ;;
  stop)
    [ $# -ge 2 ] || usage
    dir=$2
    if [ -f "$dir/nodes" ]; then
      while read -r name _; do stop_node "$dir" "$name"; done <"$dir/nodes"
    fi
    rm -rf "$dir"
    ;;
  watch)
    [ $# -ge 3 ] || usage
    while [ -d "/proc/$3" ]; do sleep 1; done
    "$0" stop "$2"
    ;;
  *) usage ;;
esac
