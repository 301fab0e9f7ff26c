#!/usr/bin/env bash
# Runs the whole test suite N times in a row (default 20) while another process keeps one core
# busy, and fails on the first failing or hanging run. Each run's time is printed. The suite is
# every package's tests, each package from its own manifest, built in one scratch folder.
# The busy core is a shell loop of this script's, unless STRESS_BUSY_LOOP=0 says other work
# keeps the cores busy (CI runs the suite beside the release builds).
#
#   scripts/stress.sh <runs> <scratch folder> <package>...   (as `make stress` calls it)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="$1"
scratch="$2"
shift 2
packages=("$@")
shared_folder_flags="${SHARED_FOLDER_FLAGS:?set by the Makefile: run make stress}"
for package in "${packages[@]}"; do
  swift build --build-tests --package-path "$package" --scratch-path "$scratch" $shared_folder_flags
done
# The busy core: a shell loop of our own, ended by its PID when the script exits.
if [[ ${STRESS_BUSY_LOOP:-1} != 0 ]]; then
  ( while :; do :; done ) &
  busy=$!
  trap 'kill "$busy" 2>/dev/null || true' EXIT
else
  echo "No busy loop (STRESS_BUSY_LOOP=0): other work keeps the cores busy."
fi
log="$(mktemp -d)/stress"
declare -A expected
for run in $(seq 1 "$runs"); do
  start=$(date +%s%N)
  tests=0
  for package in "${packages[@]}"; do
    output="$log-$run-$package.txt"
    status=0
    # The first run builds (a no-op) before testing; later runs skip the build. Each plans its
    # build afresh (a cached plan in a shared folder is reused whatever the root package), and
    # must run as many tests as the first, or it ran another package's bundle.
    skip=()
    [[ $run -gt 1 ]] && skip=(--skip-build)
    timeout 600 swift test "${skip[@]}" --package-path "$package" --scratch-path "$scratch" $shared_folder_flags \
      >"$output" 2>&1 || status=$?
    if [[ $status != 0 ]]; then
      [[ $status == 124 ]] && echo "run $run/$runs: $package HUNG (no result after 600 s)" \
        || echo "run $run/$runs: $package FAILED (exit $status)"
      grep -E "✘|error:|failed" "$output" | head -40 || true
      echo "full output: $output"
      exit 1
    fi
    count=$(grep -E "Test run with [0-9]+ tests" "$output" | tail -1 | sed -E 's/.*with ([0-9]+) tests.*/\1/')
    count=${count:-0}
    if [[ $run == 1 ]]; then
      expected[$package]=$count
    elif [[ $count != "${expected[$package]}" ]]; then
      echo "run $run/$runs: $package ran $count tests, not ${expected[$package]}: another bundle?"
      echo "full output: $output"
      exit 1
    fi
    tests=$((tests + count))
  done
  elapsed=$(( ($(date +%s%N) - start) / 1000000 ))
  printf 'run %d/%d: %d.%03d s  %d Swift Testing tests passed in %d packages\n' \
    "$run" "$runs" $((elapsed / 1000)) $((elapsed % 1000)) "$tests" "${#packages[@]}"
done
echo "$runs runs, no failures, no hangs."
