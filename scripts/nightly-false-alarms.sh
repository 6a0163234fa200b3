#!/usr/bin/env bash
# Measures fstel nightly's false-alarm rate on generated data with no planted change:
# generates DAYS+8 days of logs, ingests them, backfills rollups, then runs
# `fstel nightly --date D` for DAYS consecutive dates (each with a full 7-day baseline,
# the generator's last day left out) and counts the nights whose exit status is 3.
# Usage: scripts/nightly-false-alarms.sh [WORKDIR] [DAYS] [SESSIONS_PER_DAY] [SEED]
# Needs a release build (swift build -c release). Takes a few minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
work=${1:-/tmp/fstel-false-alarms}
days=${2:-100}
per_day=${3:-5000}
seed=${4:-42}
fstel=.build/release/fstel
total_days=$((days + 8))
end_day=2026-11-28
mkdir -p "$work"
db="$work/store.sqlite"
if [ ! -f "$db" ]; then
  "$fstel" generate --sessions $((per_day * total_days)) --days "$total_days" --end-day "$end_day" \
    --files 4 --seed "$seed" --out "$work/logs" >/dev/null
  "$fstel" ingest --db "$db" "$work"/logs/*.ndjson 2>&1 | tail -1
fi
first=$(date -u -d "$end_day - $((total_days - 1)) days" +%F)
last=$(date -u -d "$end_day - 1 day" +%F)
"$fstel" backfill --db "$db" --from "$first" --to "$last"
flagged=0
nights=0
for i in $(seq 0 $((days - 1))); do
  d=$(date -u -d "$last - $i days" +%F)
  set +e
  "$fstel" nightly --db "$db" --date "$d" --format json --out "$work/night-$d.json" 2>/dev/null
  rc=$?
  set -e
  nights=$((nights + 1))
  if [ $rc -eq 3 ]; then
    flagged=$((flagged + 1))
    echo "flagged: $d: $(grep -o '"sentence": "[^"]*"' "$work/night-$d.json" | head -3 | tr '\n' ' ')"
  elif [ $rc -ne 0 ]; then
    echo "error on $d (exit $rc)" >&2; exit 1
  fi
done
echo "false alarms: $flagged of $nights nights flagged something ($((100 * flagged / nights))%)"
