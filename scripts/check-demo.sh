#!/usr/bin/env bash
# Checks that `make demo` right after `make test` builds nothing and shows its first screen, run
# both ways a developer runs it: in a terminal (a pseudo-terminal of script(1)'s, answered with
# `q` once the list is drawn) and with its output redirected to a file (where SyncUps says it
# needs a terminal). Either build compiling, emitting or linking anything fails the check, with
# the build's log.
#
#   scripts/check-demo.sh <log folder>   (as `make check-demo` calls it)
set -euo pipefail
cd "$(dirname "$0")/.."
logs="$1"
mkdir -p "$logs"
command -v script >/dev/null || { echo "error: make check-demo drives the demo with script(1): apt-get install bsdutils"; exit 1; }

# What SwiftPM prints for work it does: "[3/9] Compiling SyncUps …", "Emitting module …", "Linking …".
work='Compiling|Emitting module|Linking|Wrapping AST'

fail_if_built() {
  local way="$1" log="$2"
  if grep -a -E "$work" "$log" >/dev/null; then
    echo "error: make demo $way after make test built again:"
    grep -a -E "$work" "$log" | tr -d '\r' | head -20
    echo "full log: $log"
    exit 1
  fi
}

# Redirected: the build's log goes to the file, then SyncUps refuses to draw without a terminal.
redirected="$logs/demo-redirected.txt"
make demo >"$redirected" 2>&1 </dev/null || true
fail_if_built "with its output redirected" "$redirected"
grep -q "SyncUps draws on a terminal" "$redirected" || {
  echo "error: make demo with its output redirected did not reach SyncUps:"; cat "$redirected"; exit 1
}

# In a terminal: script(1) gives make a pseudo-terminal and forwards what the fifo receives to it
# as keys. `q` is sent once the first screen (the list, with its key help) is drawn, since the app
# discards keys typed before it takes the terminal.
terminal="$logs/demo-terminal.txt"
keys="$logs/keys"
rm -f "$keys" "$terminal"
mkfifo "$keys"
script -q -e -f -c "make demo" "$terminal" <"$keys" >/dev/null &
player=$!
exec {keyboard}>"$keys"
shown=""
for _ in $(seq 1 600); do
  if grep -a -q "q quit" "$terminal" 2>/dev/null; then shown=yes; break; fi
  kill -0 "$player" 2>/dev/null || break
  sleep 0.5
done
printf q >&"$keyboard"
exec {keyboard}>&-
status=0
wait "$player" || status=$?
rm -f "$keys"
fail_if_built "in a terminal" "$terminal"
if [[ -z $shown || $status != 0 ]]; then
  echo "error: make demo in a terminal did not show the first screen and quit on q (exit $status):"
  tr -d '\r' <"$terminal" | tail -20
  exit 1
fi
echo "make demo after make test built nothing, in a terminal and redirected; the first screen showed."
