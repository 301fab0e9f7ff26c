#!/usr/bin/env bash
# Checks the decisions every manifest carries (see DEVELOPMENT.md, `make check-manifests`):
# - every manifest declares tools 6.2, the oldest Swift the code compiles with;
# - every package declares the same platform minimums (Synchronization's and Observation's);
# - the tails a manifest cannot include from elsewhere are written the same in each: the
#   sanitizer tail (`make sanitize`), which ends every package's manifest, and the docs tail
#   (`make docs`), in every package with a catalog.
#
#   scripts/check-manifests.sh "<package>..." "<sanitized package>..."
#   (as `make check-manifests` calls it: every package, then those `make sanitize` runs)
set -euo pipefail
cd "$(dirname "$0")/.."
read -r -a packages <<<"$1"
read -r -a sanitized <<<"$2"

# The fixture apps' manifests are the apps' own (older tools, like the apps tca-port meets). A
# source file whose name ends in Package.swift (PortedPackage.swift) is not a manifest.
mapfile -t manifests < <(git ls-files ':(glob)**/Package.swift' ':!swift-tca-port/Fixtures/*')
stale=$(grep -L -x '// swift-tools-version: 6.2' "${manifests[@]}" || true)
if [ -n "$stale" ]; then echo "error: not swift-tools-version 6.2:" $stale; exit 1; fi

platforms='platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .macCatalyst(.v18)]'
package_manifests=("${packages[@]/%//Package.swift}")
missing=$(grep -L -F "$platforms" "${package_manifests[@]}" || true)
if [ -n "$missing" ]; then echo "error: not declaring $platforms:" $missing; exit 1; fi

# `check_tail <name> <first line> <last line> <manifest>...`: the lines from the one starting with
# <first line> to the next starting with <last line>, in each manifest that has them, must be the
# same; the first manifest's are the reference. With `required`, each manifest must have them.
check_tail() {
  local name="$1" first="$2" last="$3" required="$4"
  shift 4
  local reference="" reference_manifest=""
  for manifest in "$@"; do
    text=$(awk -v first="$first" -v last="$last" '
      index($0, first) == 1 { inside = 1 }
      inside { print }
      inside && index($0, last) == 1 { exit }' "$manifest")
    if [ -z "$text" ]; then
      if [ "$required" = required ]; then echo "error: $manifest has no $name tail"; exit 1; fi
      continue
    fi
    if [ -z "$reference" ]; then
      reference="$text" reference_manifest="$manifest"
    elif [ "$text" != "$reference" ]; then
      echo "error: the $name tail of $manifest differs from $reference_manifest's:"
      diff <(echo "$reference") <(echo "$text") || echo
      exit 1
    fi
  done
}
check_tail sanitizer '// `make sanitize` sets' '}' required "${sanitized[@]/%//Package.swift}"
check_tail docs '// `make docs` builds' '}' optional "${package_manifests[@]}"

echo "Every manifest declares tools 6.2; every package the platform minimums and the same" \
  "sanitizer and docs tails."
