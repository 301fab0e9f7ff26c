#!/usr/bin/env bash
# Runs the make targets it is given, in order, each timed, and stops at the first that fails;
# then prints every step's time. `make ci` (the gate) and `make ci-full` call it.
#
#   scripts/ci.sh <target>...
set -euo pipefail
cd "$(dirname "$0")/.."
timings=()
elapsed() { local seconds=$(($2 - $1)); printf '%d min %02d s' $((seconds / 60)) $((seconds % 60)); }
start_all=$(date +%s)
for step in "$@"; do
  echo "== make $step"
  start=$(date +%s)
  make "$step"
  timings+=("$(printf '%-18s %s' "$step" "$(elapsed "$start" "$(date +%s)")")")
  echo "== make $step: passed in $(elapsed "$start" "$(date +%s)")"
done
echo
echo "== timings"
printf '%s\n' "${timings[@]}"
printf '%-18s %s\n' "all" "$(elapsed "$start_all" "$(date +%s)")"
