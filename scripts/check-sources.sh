#!/usr/bin/env bash
# Checks two rules every package's sources keep (see DEVELOPMENT.md, `make lint`):
# - no Swift file under a package's Sources is over 350 lines (one concept per file);
# - in the stand-ins every ported app links (swift-stand-ins), each `@unchecked Sendable` has its
#   reason in the comment right above it, starting `// Unchecked:`.
#
#   scripts/check-sources.sh   (as `make lint` calls it)
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
# Files git tracks or would (not ignored), as they are in the work tree.
files() { git ls-files -co --exclude-standard "$@" | while read -r file; do if [[ -f $file ]]; then echo "$file"; fi; done; }
while read -r lines file; do
  [[ $file == total ]] && continue
  if ((lines > 350)); then
    echo "error: $file has $lines lines, over 350: split it by concept"
    status=1
  fi
done < <(files ':(glob)**/Sources/**/*.swift' | xargs -r wc -l)

# The comment block right above each declaration that says `@unchecked Sendable` must hold a line
# starting `// Unchecked:`.
unexplained=$(files 'swift-stand-ins/Sources/*.swift' | xargs -r awk '
  FNR == 1 { reason = 0 }
  /^[[:space:]]*\/\/ Unchecked:/ { reason = 1; next }
  /^[[:space:]]*\/\// { next }
  /@unchecked Sendable/ && !reason { print FILENAME ":" FNR ": " $0 }
  { reason = 0 }')
if [[ -n $unexplained ]]; then
  echo "error: @unchecked Sendable without its reason (a \`// Unchecked: …\` comment right above):"
  echo "$unexplained"
  status=1
fi
[[ $status == 0 ]] && echo "No source file over 350 lines; every stand-in's @unchecked Sendable gives its reason."
exit $status
