#!/usr/bin/env bash
# Runs the make targets it is given, in order, each timed, and stops at the first that fails;
# then prints every step's time. `make ci` (the gate) and `make ci-full` call it.
#
#   scripts/ci.sh <target>... [--start-by <minute> <target>...]
#
# Targets after `--start-by <minute>` start only while fewer than <minute> minutes have passed
# since CI began (CI_STARTED_AT, seconds since 1970, when set; else since this script began);
# the others are listed as skipped. .ci/run uses it to stay within its time budget on a slow day.
set -euo pipefail
cd "$(dirname "$0")/.."
timings=()
skipped=()
start_by=""
elapsed() { local seconds=$(($2 - $1)); printf '%d min %02d s' $((seconds / 60)) $((seconds % 60)); }
start_all="${CI_STARTED_AT:-$(date +%s)}"
while [[ $# -gt 0 ]]; do
  step="$1"
  shift
  if [[ $step == --start-by ]]; then
    start_by="${1:?--start-by needs a minute}"
    shift
    continue
  fi
  if [[ -n $start_by && $(($(date +%s) - start_all)) -ge $((start_by * 60)) ]]; then
    echo "== make $step: skipped, CI has run for $start_by minutes (make $step runs it)"
    skipped+=("$step")
    continue
  fi
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
if [[ ${#skipped[@]} -gt 0 ]]; then
  echo "skipped for time: ${skipped[*]}"
fi
