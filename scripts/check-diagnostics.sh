#!/usr/bin/env bash
# Builds a diagnostics fixture package: its `Compiles` target must build, and each target listed
# in its `expected-errors.tsv` (target, tab, message) must fail with that compiler message (and
# never with the compiler's "failed to produce diagnostic").
# Usage: scripts/check-diagnostics.sh <fixture package folder> <scratch folder>
set -euo pipefail
fixture="$1"
scratch="$2"
shared_folder_flags="${SHARED_FOLDER_FLAGS:?set by the Makefile: run make check-diagnostics}"
cd "$fixture"
swift build --target Compiles --scratch-path "$scratch" $shared_folder_flags
while IFS=$'\t' read -r target message; do
  if output="$(swift build --target "$target" --scratch-path "$scratch" $shared_folder_flags 2>&1)"; then
    echo "✗ $target compiled, but must not"; exit 1
  fi
  if grep -qF -- "failed to produce diagnostic" <<<"$output"; then
    echo "✗ $target: the compiler failed to produce a diagnostic"; exit 1
  fi
  if ! grep -qF -- "$message" <<<"$output"; then
    echo "✗ $target failed without the expected message: $message"; echo "$output" | grep error; exit 1
  fi
  echo "✓ $target: $message"
done < expected-errors.tsv
