#!/usr/bin/env bash
# Runs the make targets it is given, in order, each timed (wall clock, and the CPU its processes
# used: user + sys), and stops at the first that fails or cannot run; then prints every step's
# times, the failed one's too. Every step runs every time: nothing is skipped. `make ci` (the
# gate), `make ci-full` and `make ci-full-after-test` call it.
#
# The targets after `--beside` are a second row, run in order at the same time as the first:
# they must build in folders of their own (the release builds' Benchmarks/.build), and each line
# they print starts with its step's name. Each row stops at its own first failure; the other
# runs to its end, and the run fails if either row did.
#
#   scripts/ci.sh <target>... [--beside <target>...]
set -euo pipefail
cd "$(dirname "$0")/.."
start_all="${CI_STARTED_AT:-$(date +%s)}"
results="$(mktemp -d)"

minutes() { local seconds=$1; printf '%d min %02d s' $((seconds / 60)) $((seconds % 60)); }

# Sets `cpu` to the CPU seconds this shell's finished children have used, user + sys: bash's
# `times` (its second line: "1m2.345s 0m6.789s"), run in the shell whose children count.
children_cpu() {
  local user sys times_file="$results/times-$BASHPID"
  times >"$times_file"
  { read -r _; read -r user sys; } <"$times_file"
  cpu=$(awk -v u="$user" -v s="$sys" 'function secs(t,  m) { split(t, m, /[ms]/); return m[1] * 60 + m[2] }
    BEGIN { printf "%d\n", secs(u) + secs(s) }')
}

# `run_row <row> <prefix output: yes|no> <target>...`: runs each target, appending its timing
# line to $results/<row>; returns the first failing target's status. Run in a subshell of its
# own, so that its steps' CPU is its children's alone, whatever the other row has finished.
run_row() {
  local row=$1 prefix=$2 step start status cpu_before wall verdict
  shift 2
  for step in "$@"; do
    echo "== make $step"
    start=$(date +%s)
    children_cpu
    cpu_before=$cpu
    status=0
    if [[ $prefix == yes ]]; then
      make "$step" 2>&1 | sed -u "s/^/[$step] /" || status=${PIPESTATUS[0]}
    else
      make "$step" || status=$?
    fi
    wall=$(($(date +%s) - start))
    children_cpu
    cpu=$((cpu - cpu_before))
    verdict=passed
    [[ $status == 0 ]] || verdict="FAILED (exit $status)"
    printf '%-22s %-12s %-12s %s\n' "$step" "$(minutes "$wall")" "$(minutes "$cpu")" "$verdict" \
      >>"$results/$row"
    echo "== make $step: $verdict in $(minutes "$wall") (CPU $(minutes "$cpu"))"
    [[ $status == 0 ]] || return "$status"
  done
}

report() {
  echo
  echo "== timings (wall, then user + sys CPU)"
  for row in first beside; do
    if [[ -s $results/$row ]]; then
      [[ $row == first ]] || echo "-- beside it, at the same time:"
      cat "$results/$row"
    fi
  done
  children_cpu
  printf '%-22s %-12s %s\n' "all" "$(minutes $(($(date +%s) - start_all)))" "$(minutes "$cpu")"
  rm -rf "$results"
}
trap report EXIT

first=()
beside=()
in_beside=no
for argument in "$@"; do
  if [[ $argument == --beside ]]; then
    in_beside=yes
  elif [[ $in_beside == yes ]]; then
    beside+=("$argument")
  else
    first+=("$argument")
  fi
done

beside_status=0
if [[ ${#beside[@]} -gt 0 ]]; then
  echo "== beside the steps below, at the same time: ${beside[*]}"
  (run_row beside yes "${beside[@]}") &
  beside_pid=$!
fi
first_status=0
(run_row first no "${first[@]}") || first_status=$?
if [[ ${#beside[@]} -gt 0 ]]; then
  wait "$beside_pid" || beside_status=$?
fi
[[ $first_status == 0 ]] || exit "$first_status"
exit "$beside_status"
