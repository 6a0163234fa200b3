#!/usr/bin/env bash
# A throwaway PostgreSQL server for tests and CI (docs/postgresql.md, "Tests").
#
#   scripts/postgres-test-server.sh start DIR       initdb into DIR/data, start the server
#                                                   listening only on a Unix socket in DIR
#                                                   (no TCP), print its URL on stdout
#   scripts/postgres-test-server.sh stop DIR        stop it and remove DIR
#   scripts/postgres-test-server.sh watch DIR PID   wait until process PID is gone, then stop
#
# FSTEL_POSTGRES_OPTIONS adds server settings after the defaults below (later ones win), for
# example "-c fsync=on -c shared_buffers=1GB" (Benchmarks/run.sh does so).
#
# PostgreSQL refuses to run as root: as root, the server runs as `nobody` and DIR is
# handed to it. The server binaries are found in $FSTEL_POSTGRES_BIN, else the newest
# /usr/lib/postgresql/*/bin, else `pg_config --bindir`, else PATH. Settings favour speed
# over durability (fsync off): never point it at data you keep.
set -euo pipefail

usage() { echo "usage: $0 start DIR | stop DIR | watch DIR PID" >&2; exit 64; }
[ $# -ge 2 ] || usage
command=$1
dir=$2

bindir=${FSTEL_POSTGRES_BIN:-}
if [ -n "$bindir" ]; then
  [ -x "$bindir/initdb" ] || { echo "FSTEL_POSTGRES_BIN=$bindir holds no initdb" >&2; exit 69; }
else
  bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -z "$bindir" ] && command -v pg_config >/dev/null 2>&1; then bindir=$(pg_config --bindir); fi
  if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
    initdb_path=$(command -v initdb 2>/dev/null || true)
    [ -n "$initdb_path" ] || { echo "no PostgreSQL server binaries (initdb) found; install postgresql-15" >&2; exit 69; }
    bindir=$(dirname "$initdb_path")
  fi
fi

# Runs a command as the server's user: this user, or `nobody` when this is root.
as_server_user() {
  if [ "$(id -u)" = 0 ]; then
    setpriv --reuid="$(id -u nobody)" --regid="$(id -g nobody)" --clear-groups -- "$@"
  else
    "$@"
  fi
}

case $command in
  start)
    mkdir -p "$dir"
    dir=$(cd "$dir" && pwd)
    chmod 700 "$dir"
    if [ "$(id -u)" = 0 ]; then chown "$(id -u nobody):$(id -g nobody)" "$dir"; fi
    port=$(( 20000 + (RANDOM * 32768 + RANDOM) % 40000 ))
    as_server_user "$bindir/initdb" -D "$dir/data" -U fstel --auth=trust --encoding=UTF8 --no-locale --no-sync \
      >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
    # No TCP listener: the port only names the socket file, so parallel servers never clash.
    as_server_user "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-c listen_addresses='' -k $dir -p $port -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 ${FSTEL_POSTGRES_OPTIONS:-}" \
      start >"$dir/pg_ctl.log" 2>&1 || { cat "$dir/pg_ctl.log" "$dir/server.log" >&2; exit 1; }
    echo "postgresql://fstel@/postgres?host=$dir&port=$port"
    ;;
  stop)
    if [ -f "$dir/data/postmaster.pid" ]; then
      as_server_user "$bindir/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >/dev/null 2>&1 \
        || as_server_user "$bindir/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    ;;
  watch)
    [ $# -ge 3 ] || usage
    while [ -d "/proc/$3" ]; do sleep 1; done
    "$0" stop "$dir"
    ;;
  *)
    usage
    ;;
esac
