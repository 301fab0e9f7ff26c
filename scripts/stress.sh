#!/usr/bin/env bash
# Runs the whole test suite N times in a row (default 20) while another process keeps one core
# busy, and fails on the first failing or hanging run. Each run's time is printed.
#
#   scripts/stress.sh [runs]
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-20}"
swift build --build-tests
# The busy core: a shell loop of our own, ended by its PID when the script exits.
( while :; do :; done ) &
busy=$!
trap 'kill "$busy" 2>/dev/null || true' EXIT
log="$(mktemp -d)/stress"
for run in $(seq 1 "$runs"); do
  start=$(date +%s%N)
  status=0
  timeout 600 swift test --skip-build >"$log-$run.txt" 2>&1 || status=$?
  if [[ $status != 0 ]]; then
    [[ $status == 124 ]] && echo "run $run/$runs: HUNG (no result after 600 s)" \
      || echo "run $run/$runs: FAILED (exit $status)"
    grep -E "✘|error:|failed" "$log-$run.txt" | head -40 || true
    echo "full output: $log-$run.txt"
    exit 1
  fi
  summary=$(grep -E "Test run with" "$log-$run.txt" | tail -1 | sed 's/^[^T]*//')
  elapsed=$(( ($(date +%s%N) - start) / 1000000 ))
  printf 'run %d/%d: %d.%03d s  %s\n' "$run" "$runs" $((elapsed / 1000)) $((elapsed % 1000)) "$summary"
done
echo "$runs runs, no failures, no hangs."
