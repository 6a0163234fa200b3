#!/usr/bin/env bash
# Renders a `fstel nightly --format html` page in headless Chromium, offline, to a PNG,
# so the charts can be checked by eye (and the page shown to load without a network).
# Usage: scripts/render-nightly-html.sh PAGE.html [OUT.png]
# With no PAGE, builds a small generated store with a planted rise and renders its page.
# Skips (exit 0) with a message when chromium is not installed
# (Debian: apt-get install -y chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$browser" ]; then
  echo "skip: chromium not found (apt-get install -y chromium); the HTML page was not rendered"
  exit 0
fi
page=${1:-}
if [ -z "$page" ]; then
  work=$(mktemp -d /tmp/fstel-render-XXXXXX)
  fstel=.build/debug/fstel
  [ -x .build/release/fstel ] && fstel=.build/release/fstel
  "$fstel" generate --sessions 120000 --days 30 --end-day 2026-11-28 --seed 3 \
    --regression native_rotation:0.10 --out "$work/logs" >/dev/null 2>&1
  "$fstel" ingest --db "$work/store.sqlite" "$work"/logs/*.ndjson >/dev/null 2>&1
  "$fstel" backfill --db "$work/store.sqlite" --from 2026-10-30 --to 2026-11-27 >/dev/null
  set +e
  "$fstel" nightly --db "$work/store.sqlite" --date 2026-11-28 --format html --out "$work/nightly.html"
  echo "nightly exit status: $?"
  set -e
  page="$work/nightly.html"
fi
out=${2:-${page%.html}.png}
# No network: the page must not need one. --no-sandbox because this may run as root in CI.
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --proxy-server=127.0.0.1:9 \
  --window-size=1200,1800 --screenshot="$out" "file://$(readlink -f "$page")" >/dev/null 2>&1
if [ ! -s "$out" ]; then echo "error: chromium wrote no image" >&2; exit 1; fi
echo "rendered $page -> $out ($(stat -c %s "$out") bytes)"
