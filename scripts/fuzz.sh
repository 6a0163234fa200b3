#!/usr/bin/env bash
# Fuzzes the line parser (JSON scanner + format v1 decoder) with libFuzzer, ASan and
# LeakSanitizer for SECONDS (default 60). Exit 0: no crash, hang or leak found.
#   scripts/fuzz.sh            # one minute
#   scripts/fuzz.sh 3600       # an hour
#   scripts/fuzz.sh --check    # exit 0 when this toolchain can build the fuzzer, else 1
# Findings are written to .build/fuzz/ (crash-*, timeout-*, leak-*); the corpus grows in
# .build/fuzz/corpus (seeded from Fuzz/corpus and the JSON fixtures).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
out=.build/fuzz
mkdir -p "$out/corpus"
build() {
  swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name FSTelModel \
    Sources/FSTelModel/*.swift Fuzz/LineDecoderFuzzer.swift -o "$out/line-decoder-fuzzer" 2>"$out/build.log"
}
if [ "${1:-}" = "--check" ]; then
  build && exit 0 || { cat "$out/build.log" >&2; exit 1; }
fi
seconds="${1:-60}"
build || { cat "$out/build.log" >&2; echo "fuzz: cannot build with -sanitize=fuzzer here" >&2; exit 2; }
cp -n Fuzz/corpus/* "$out/corpus/" 2>/dev/null || true
cp -n Tests/FSTelModelTests/Fixtures/json/* "$out/corpus/" 2>/dev/null || true
cp -n Tests/FSTelStoreTests/Fixtures/*.ndjson "$out/corpus/" 2>/dev/null || true
cd "$out"
# -timeout: an input taking over 2 s is a hang; -rss_limit_mb: memory must stay bounded;
# -max_len: lines up to 64 KiB.
./line-decoder-fuzzer -max_total_time="$seconds" -timeout=2 -rss_limit_mb=1024 -max_len=65536 \
  -print_final_stats=1 corpus 2>&1 | tail -n 25
