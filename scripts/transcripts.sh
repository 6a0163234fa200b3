#!/usr/bin/env bash
# Writes docs/transcripts.md: every report and the nightly summary as a terminal 80 columns
# wide shows them (COLUMNS=80), on generated logs: 30 days, 20,000 sessions, a planted rise
# of native_rotation on the last day and a planted fix of status_bar_orientation in 8.6.1.
# Usage: scripts/transcripts.sh [FSTEL] [OUT]
# FSTEL defaults to .build/release/fstel, else .build/debug/fstel.
set -euo pipefail
cd "$(dirname "$0")/.."
fstel=${1:-}
if [ -z "$fstel" ]; then
  if [ -x .build/release/fstel ]; then fstel=.build/release/fstel; else fstel=.build/debug/fstel; fi
fi
out=${2:-docs/transcripts.md}
work=$(mktemp -d /tmp/fstel-transcripts-XXXXXX)
trap 'rm -rf "$work"' EXIT
"$fstel" generate --sessions 20000 --days 30 --end-day 2026-11-28 --seed 3 \
  --regression native_rotation:0.10 --plant-fix 8.6.1:status_bar_orientation:0.8 --out "$work/logs" >/dev/null 2>&1
"$fstel" ingest --quiet --db "$work/store.sqlite" "$work/logs"
db="$work/store.sqlite"
{
  echo "# Transcripts at 80 columns"
  echo
  echo "What a terminal 80 columns wide shows (\`COLUMNS=80\`) for every report and the nightly"
  echo "summary, on generated logs: 30 days up to 2026-11-28, 20,000 sessions, a failure-rate"
  echo "rise of native_rotation on the last day and a fix of status_bar_orientation in 8.6.1."
  echo "Made by \`scripts/transcripts.sh\`; the store is \`--db store.sqlite\` below. Notes"
  echo "on stderr are shown after the output they follow. Markdown is not fitted to the terminal:"
  echo "it is for chat clients and files, which wrap it themselves."
  for words in \
    "report failure-rates --by strategy,os_major" \
    "report failures --by strategy" \
    "report restore --by method,container" \
    "report durations --by strategy,direction" \
    "report best-strategy --os-major 17,18" \
    "report best-strategy --matrix" \
    "report compare --a 8.6.0 --b 8.6.1" \
    "report compare --a 8.6.0 --b 8.6.1 --strategy status_bar_orientation,native_rotation" \
    "report causes" \
    "report causes --by-kind --strategy present_landscape_vc" \
    "rejects" \
    "nightly --date 2026-11-28 --min-attempts 60 --format text" \
    "nightly --date 2026-11-28 --min-attempts 60 --format markdown"; do
    echo
    echo "## fstel $words"
    echo
    echo '```'
    echo "\$ fstel $words"
    set +e
    # shellcheck disable=SC2086
    COLUMNS=80 "$fstel" $words --db "$db" 2>&1
    status=$?
    set -e
    echo "(exit status $status)"
    echo '```'
  done
} > "$out"
echo "wrote $out"
