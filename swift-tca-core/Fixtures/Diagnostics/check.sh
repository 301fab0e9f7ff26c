#!/usr/bin/env bash
# Builds each misuse target and checks the compiler rejects it with the expected message.
set -euo pipefail
cd "$(dirname "$0")"
scratch="${1:-.build}"
swift build --target Compiles --scratch-path "$scratch"
expect_error() {
  local target="$1" message="$2" output
  if output="$(swift build --target "$target" --scratch-path "$scratch" 2>&1)"; then
    echo "✗ $target compiled, but must not"; exit 1
  fi
  if ! grep -qF -- "$message" <<<"$output"; then
    echo "✗ $target failed without the expected message: $message"; echo "$output" | grep error; exit 1
  fi
  echo "✓ $target: $message"
}
expect_error SendNonViewAction "type 'Login.Action.View' has no member 'loginResponse'"
expect_error ReadOnlyStoreField "cannot assign to property: 'isLoggedIn' is a 'let' constant"
