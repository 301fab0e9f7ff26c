#!/usr/bin/env bash
# Runs the whole test suite N times in a row (default 20) while another process keeps one core
# busy, and fails on the first failing or hanging run. Each run's time is printed. The suite is
# every package's tests, each package from its own manifest, built in one scratch folder.
#
#   scripts/stress.sh <runs> <scratch folder> <package>...   (as `make stress` calls it)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="$1"
scratch="$2"
shift 2
packages=("$@")
for package in "${packages[@]}"; do
  swift build --build-tests --package-path "$package" --scratch-path "$scratch"
done
# The busy core: a shell loop of our own, ended by its PID when the script exits.
( while :; do :; done ) &
busy=$!
trap 'kill "$busy" 2>/dev/null || true' EXIT
log="$(mktemp -d)/stress"
for run in $(seq 1 "$runs"); do
  start=$(date +%s%N)
  tests=0
  for package in "${packages[@]}"; do
    output="$log-$run-$package.txt"
    status=0
    # Not --skip-build: in a shared scratch folder that runs another package's test bundle. The
    # build is a no-op here.
    timeout 600 swift test --package-path "$package" --scratch-path "$scratch" \
      >"$output" 2>&1 || status=$?
    if [[ $status != 0 ]]; then
      [[ $status == 124 ]] && echo "run $run/$runs: $package HUNG (no result after 600 s)" \
        || echo "run $run/$runs: $package FAILED (exit $status)"
      grep -E "✘|error:|failed" "$output" | head -40 || true
      echo "full output: $output"
      exit 1
    fi
    count=$(grep -E "Test run with [0-9]+ tests" "$output" | tail -1 | sed -E 's/.*with ([0-9]+) tests.*/\1/')
    tests=$((tests + ${count:-0}))
  done
  elapsed=$(( ($(date +%s%N) - start) / 1000000 ))
  printf 'run %d/%d: %d.%03d s  %d Swift Testing tests passed in %d packages\n' \
    "$run" "$runs" $((elapsed / 1000)) $((elapsed % 1000)) "$tests" "${#packages[@]}"
done
echo "$runs runs, no failures, no hangs."
