#!/usr/bin/env bash
# Runs the make targets it is given, in order, each timed (wall clock, and the CPU its processes
# used: user + sys), and stops at the first that fails or cannot run; then prints every step's
# times, the failed one's too. Every step runs every time: nothing is skipped. `make ci` (the
# gate), `make ci-full` and `make ci-full-after-test` call it.
#
#   scripts/ci.sh <target>...
set -euo pipefail
cd "$(dirname "$0")/.."
timings=()
start_all="${CI_STARTED_AT:-$(date +%s)}"
times_file="$(mktemp)"

minutes() { local seconds=$1; printf '%d min %02d s' $((seconds / 60)) $((seconds % 60)); }

# Sets `cpu` to the CPU seconds this shell's finished children have used, user + sys: bash's
# `times` (its second line: "1m2.345s 0m6.789s"), run in this shell, never in a subshell.
children_cpu() {
  local user sys
  times >"$times_file"
  { read -r _; read -r user sys; } <"$times_file"
  cpu=$(awk -v u="$user" -v s="$sys" 'function secs(t,  m) { split(t, m, /[ms]/); return m[1] * 60 + m[2] }
    BEGIN { printf "%d\n", secs(u) + secs(s) }')
}

report() {
  echo
  echo "== timings (wall, then user + sys CPU)"
  if [[ ${#timings[@]} -gt 0 ]]; then printf '%s\n' "${timings[@]}"; fi
  children_cpu
  printf '%-22s %-12s %s\n' "all" "$(minutes $(($(date +%s) - start_all)))" "$(minutes "$cpu")"
  rm -f "$times_file"
}
trap report EXIT

for step in "$@"; do
  echo "== make $step"
  start=$(date +%s)
  children_cpu
  cpu_before=$cpu
  status=0
  make "$step" || status=$?
  wall=$(($(date +%s) - start))
  children_cpu
  cpu=$((cpu - cpu_before))
  verdict=passed
  [[ $status == 0 ]] || verdict="FAILED (exit $status)"
  timings+=("$(printf '%-22s %-12s %s  %s' "$step" "$(minutes "$wall")" "$(minutes "$cpu")" "$verdict")")
  echo "== make $step: $verdict in $(minutes "$wall") (CPU $(minutes "$cpu"))"
  [[ $status == 0 ]] || exit "$status"
done
