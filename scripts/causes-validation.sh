#!/usr/bin/env bash
# The validation studies of `fstel report causes` and of what switching would save, over
# SEEDS seeds each (default 100): planted concentrations found, false flags on logs without
# any (at most 5% of seeds may have one), and avoided-failure intervals that cover the
# truth (at least 93 of 100 seeds). Prints each study's figures; docs/metrics.md records
# them. Takes about 15 minutes at 100 seeds on two cores. Build the tests first
# (`swift build --build-tests`).
set -euo pipefail
cd "$(dirname "$0")/.."
FSTEL_CAUSES_STUDY_SEEDS=${1:-100} swift test --skip-build --filter CausesValidationTests 2>&1 \
  | grep -E 'study|✔|✘|Expectation'
