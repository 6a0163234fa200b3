#!/usr/bin/env bash
# Checks the nightly HTML page the way a reader sees it, in headless Chromium:
# screenshots at 1280, 800 and 400 px wide (kept in OUTDIR, by default
# docs/nightly-screenshots/), and a DOM check at each width that no text overflows its
# box: a copy of the page gets a script that measures every element (HTML boxes by
# scrollWidth, SVG text by its bounding box against its SVG), writes what overflows into
# the DOM, and Chromium's --dump-dom prints it. The page itself has no script.
# Usage: scripts/check-nightly-page.sh [PAGE.html] [OUTDIR]
# With no PAGE, builds a store from generated logs (30 days, a planted rise on the last
# day, a planted fix in the newest release) and renders its page with --since-release.
# Exit status: 0 no overflow, 1 overflow found, 2 chromium missing
# (Debian: apt-get install -y chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$browser" ]; then
  echo "chromium not found (apt-get install -y chromium)" >&2
  exit 2
fi
page=${1:-}
outdir=${2:-docs/nightly-screenshots}
mkdir -p "$outdir"
work=$(mktemp -d /tmp/fstel-page-check-XXXXXX)
if [ -z "$page" ]; then
  fstel=.build/debug/fstel
  [ -x .build/release/fstel ] && fstel=.build/release/fstel
  "$fstel" generate --sessions 120000 --days 30 --end-day 2026-11-28 --seed 3 \
    --regression native_rotation:0.10 --plant-fix 8.6.1:status_bar_orientation:0.8 --out "$work/logs" >/dev/null 2>&1
  "$fstel" ingest --quiet --db "$work/store.sqlite" "$work"/logs/*.ndjson
  "$fstel" backfill --db "$work/store.sqlite" --from 2026-10-30 --to 2026-11-27 >/dev/null
  set +e
  "$fstel" nightly --db "$work/store.sqlite" --date 2026-11-28 --since-release --format html --out "$work/nightly.html" 2>/dev/null
  set -e
  page="$work/nightly.html"
fi
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --disable-extensions
  --disable-background-networking --virtual-time-budget=2000)
# Chromium's headless windows are at least 500 px wide: the page is shown in a frame of
# the exact width (srcdoc, so the measuring script in the wrapper can read it).
checker='<script>
window.addEventListener("load", function () {
  var frame = document.getElementById("page"), win = frame.contentWindow, doc = frame.contentDocument;
  var SVG = "http://www.w3.org/2000/svg", problems = [];
  function visible(el) { return el.getClientRects().length > 0; }
  function name(el) {
    var t = (el.textContent || "").trim().replace(/\s+/g, " ").slice(0, 50);
    return el.tagName.toLowerCase() + " \"" + t + "\"";
  }
  var all = doc.body.querySelectorAll("*");
  for (var i = 0; i < all.length; i++) {
    var el = all[i];
    if (el.namespaceURI === SVG || !visible(el)) continue;
    if (el.closest("details:not([open])") && el.tagName !== "SUMMARY" && el.tagName !== "DETAILS") continue;
    if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0 && win.getComputedStyle(el).display !== "inline") {
      problems.push("box: " + name(el) + " scrollWidth " + el.scrollWidth + " > " + el.clientWidth);
    }
  }
  var texts = doc.querySelectorAll("svg text");
  for (var j = 0; j < texts.length; j++) {
    var text = texts[j], svg = text.ownerSVGElement;
    if (!visible(svg)) continue;
    var vb = svg.viewBox.baseVal, b = text.getBBox();
    var w = vb && vb.width ? vb.width : svg.width.baseVal.value, h = vb && vb.height ? vb.height : svg.height.baseVal.value;
    if (b.x < -0.5 || b.y < -0.5 || b.x + b.width > w + 0.5 || b.y + b.height > h + 0.5) {
      problems.push("svg text outside its chart: \"" + text.textContent + "\"");
    }
    for (var k = j + 1; k < texts.length; k++) {
      var other = texts[k];
      if (other.ownerSVGElement !== svg) continue;
      var o = other.getBBox();
      if (b.x < o.x + o.width - 0.5 && o.x < b.x + b.width - 0.5 && b.y < o.y + o.height - 0.5 && o.y < b.y + b.height - 0.5) {
        problems.push("svg labels overlap: \"" + text.textContent + "\" and \"" + other.textContent + "\"");
      }
    }
  }
  if (doc.documentElement.scrollWidth > win.innerWidth + 1) {
    problems.push("page: " + doc.documentElement.scrollWidth + " px wide in a " + win.innerWidth + " px window");
  }
  var out = document.createElement("pre");
  out.id = "overflow-report";
  out.textContent = "OVERFLOW" + "-CHECK " + win.innerWidth + "px: " + problems.length + " problem(s)\n" + problems.join("\n") + "\nEND" + "-CHECK";
  document.body.appendChild(out);
});
</script>'
status=0
for width in 1280 800 400; do
  window=$(( width < 500 ? 500 : width ))
  python3 - "$page" "$work/wrap-$width.html" "$width" "$checker" <<'PY'
import html, sys
page, out, width, checker = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
text = open(page, encoding="utf-8").read()
open(out, "w", encoding="utf-8").write(
    '<!DOCTYPE html><html><head><meta charset="utf-8"><style>body{margin:0;background:#fff}'
    'iframe{border:0;display:block;width:%spx;height:2400px}</style></head><body>'
    '<iframe id="page" srcdoc="%s"></iframe>%s</body></html>' % (width, html.escape(text, quote=True), checker))
PY
  "$browser" "${flags[@]}" --window-size="$window,2400" --screenshot="$work/full-$width.png" "file://$work/wrap-$width.html" >/dev/null 2>&1
  # Small files: cropped to the frame, trimmed, 64 colours (when ImageMagick is there), then pngquant if present.
  if convert -version >/dev/null 2>&1; then
    convert "$work/full-$width.png" -crop "${width}x2400+0+0" +repage -trim +repage -colors 64 -strip "PNG8:$outdir/nightly-$width.png"
  else
    cp "$work/full-$width.png" "$outdir/nightly-$width.png"
  fi
  if command -v pngquant >/dev/null 2>&1; then
    pngquant --force --quality 40-80 --strip --output "$outdir/nightly-$width.png" "$outdir/nightly-$width.png" || true
  fi
  "$browser" "${flags[@]}" --window-size="$window,2400" --dump-dom "file://$work/wrap-$width.html" 2>/dev/null \
    | sed -n '/id="overflow-report">OVERFLOW-CHECK/,/END-CHECK/p' | sed 's#.*<pre id="overflow-report">##; s#END-CHECK.*##' \
    | sed 's/&gt;/>/g; s/&lt;/</g; s/&quot;/"/g; s/&amp;/\&/g' > "$work/report-$width.txt"
  cat "$work/report-$width.txt"
  grep -q "OVERFLOW-CHECK ${width}px: 0 problem" "$work/report-$width.txt" || status=1
done
ls -l "$outdir"/nightly-*.png
exit $status
