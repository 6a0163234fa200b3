#!/usr/bin/env bash
# Checks fstel report compare on generated logs with a planted break and a planted fix:
# for each seed, generates SESSIONS sessions over 7 days where app release 8.6.0 adds
# failures to native_rotation (+BREAK_RATE, 0.2 by default) and avoids most failures of status_bar_orientation
# (a fix), ingests them, and compares 8.5.0 (A) with 8.6.0 (B). Counts the seeds where
# the break was found (native_rotation worse on its all-iOS row or some iOS major), where
# the fix was found (status_bar_orientation better, likewise), and every other row whose
# verdict claims a change (worse, better, slightly worse, slightly better). The
# generator's releases also differ in one thing by design: 8.6.0 restores by index path in
# 80% of sessions against 60% in 8.5.0, which avoids restore mismatches, most of all for
# present_landscape_vc (whose cells are reused most); a present_landscape_vc row called
# better is that real change and is counted apart. The null leg then generates the same
# sessions with two app version strings drawn at random per session (--app-versions 2:
# 9.0.0 and 9.0.1, which differ in nothing) and compares them: there every change verdict
# is a false alarm.
# Usage: scripts/compare-false-alarms.sh [SEEDS] [SESSIONS] [WORKDIR] [FSTEL]
# FSTEL defaults to .build/release/fstel, else .build/debug/fstel.
set -euo pipefail
cd "$(dirname "$0")/.."
seeds=${1:-100}
sessions=${2:-10000}
work=${3:-/tmp/fstel-compare-false-alarms}
break_rate=${BREAK_RATE:-0.2}
fstel=${4:-}
if [ -z "$fstel" ]; then
  if [ -x .build/release/fstel ]; then fstel=.build/release/fstel; else fstel=.build/debug/fstel; fi
fi
rm -rf "$work"; mkdir -p "$work"
breaks=0; fixes=0; all_breaks=0; all_fixes=0; false_alarms=0; seeds_with_false_alarms=0; restore_seeds=0; null_alarms=0; null_seeds=0
for seed in $(seq 1 "$seeds"); do
  dir="$work/$seed"
  "$fstel" generate --sessions "$sessions" --days 7 --seed "$seed" --out "$dir/logs" >/dev/null \
    --plant-break "8.6.0:native_rotation:$break_rate" --plant-fix 8.6.0:status_bar_orientation:0.8 2>/dev/null
  "$fstel" ingest --quiet --db "$dir/store.sqlite" "$dir"/logs/*.ndjson
  set +e
  "$fstel" report compare --db "$dir/store.sqlite" --a 8.5.0 --b 8.6.0 --format csv | tr -d '\r' > "$dir/compare.csv"
  rc=${PIPESTATUS[0]}
  set -e
  [ $rc -eq 0 ] || [ $rc -eq 3 ] || { echo "seed $seed: exit $rc" >&2; exit 1; }
  # Columns: strategy,ios,os_major,...,verdict (last); ios is "all" on a strategy's all-iOS row.
  found_break=$(awk -F, 'NR > 1 && $1 == "native_rotation" && $NF == "worse"' "$dir/compare.csv" | wc -l)
  found_fix=$(awk -F, 'NR > 1 && $1 == "status_bar_orientation" && $NF == "better"' "$dir/compare.csv" | wc -l)
  all_break=$(awk -F, 'NR > 1 && $1 == "native_rotation" && $2 == "all" && $NF == "worse"' "$dir/compare.csv" | wc -l)
  all_fix=$(awk -F, 'NR > 1 && $1 == "status_bar_orientation" && $2 == "all" && $NF == "better"' "$dir/compare.csv" | wc -l)
  other=$(awk -F, 'NR > 1 && ($NF ~ /worse|better/) && !($1 == "native_rotation" && $NF == "worse") && !($1 == "status_bar_orientation" && $NF == "better") && !($1 == "present_landscape_vc" && $NF ~ /better/)' "$dir/compare.csv")
  restore=$(awk -F, 'NR > 1 && $1 == "present_landscape_vc" && $NF ~ /better/' "$dir/compare.csv" | wc -l)
  [ "$restore" -gt 0 ] && restore_seeds=$((restore_seeds + 1))
  [ "$all_break" -gt 0 ] && all_breaks=$((all_breaks + 1))
  [ "$all_fix" -gt 0 ] && all_fixes=$((all_fixes + 1))
  [ "$found_break" -gt 0 ] && breaks=$((breaks + 1))
  [ "$found_fix" -gt 0 ] && fixes=$((fixes + 1))
  if [ -n "$other" ]; then
    n=$(printf '%s\n' "$other" | wc -l)
    false_alarms=$((false_alarms + n)); seeds_with_false_alarms=$((seeds_with_false_alarms + 1))
    echo "seed $seed: false alarm: $other"
  fi
  rm -rf "$dir/logs"
  # The null leg: two version strings at random, nothing planted.
  "$fstel" generate --sessions "$sessions" --days 7 --seed "$seed" --app-versions 2 --out "$dir/null-logs" >/dev/null 2>/dev/null
  "$fstel" ingest --quiet --db "$dir/null.sqlite" "$dir"/null-logs/*.ndjson
  set +e
  "$fstel" report compare --db "$dir/null.sqlite" --a 9.0.0 --b 9.0.1 --format csv | tr -d '\r' > "$dir/null.csv"
  rc=${PIPESTATUS[0]}
  set -e
  [ $rc -eq 0 ] || [ $rc -eq 3 ] || { echo "seed $seed (null): exit $rc" >&2; exit 1; }
  null=$(awk -F, 'NR > 1 && $NF ~ /worse|better/' "$dir/null.csv")
  if [ -n "$null" ]; then
    n=$(printf '%s\n' "$null" | wc -l)
    null_alarms=$((null_alarms + n)); null_seeds=$((null_seeds + 1))
    echo "seed $seed: null false alarm: $null"
  fi
  rm -rf "$dir/null-logs"
done
echo "seeds: $seeds, sessions each: $sessions"
echo "break found: $breaks of $seeds seeds ($all_breaks on the all-iOS row); fix found: $fixes of $seeds seeds ($all_fixes on the all-iOS row)"
echo "present_landscape_vc better (the generator's real restore change): $restore_seeds of $seeds seeds"
echo "false alarms: $false_alarms groups in $seeds_with_false_alarms of $seeds seeds"
echo "null leg (9.0.0 against 9.0.1, nothing differs): $null_alarms change verdicts in $null_seeds of $seeds seeds"
