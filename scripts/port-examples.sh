#!/usr/bin/env bash
# usage: scripts/port-examples.sh <examples folder> <tca-port> <scratch folder> <output folder> <readme>
#
# Ports each app of upstream's Examples folder (swift-composable-architecture/Examples: every
# subfolder holding an Xcode project or a package) with tca-port, with no hand edits, and writes
# the results into <readme> between its `<!-- port-examples -->` and `<!-- /port-examples -->`
# lines: per app, the modules that build, the tests that run and pass, and the first error of
# each module that does not build, read from each port's PORT-REPORT.json; then the totals and
# the date. `make port-examples` runs it.
set -euo pipefail
examples=$1 tca_port=$2 scratch=$3 output=$4 readme=$5

[ -d "$examples" ] || { echo "error: no examples folder at $examples" >&2; exit 64; }
grep -q -x '<!-- port-examples -->' "$readme" || { echo "error: $readme has no <!-- port-examples --> line" >&2; exit 1; }

rows=() total_modules=0 total_building=0 total_tests=0 total_passing=0 apps=0
for app in "$examples"/*/; do
  app=${app%/}
  name=$(basename "$app")
  compgen -G "$app/*.xcodeproj" > /dev/null || [ -f "$app/Package.swift" ] || continue
  echo "== $name" >&2
  "$tca_port" "$app" --output "$output/$name" --scratch-path "$scratch" > "$output/$name.log" 2>&1 || true
  report="$output/$name/PORT-REPORT.json"
  [ -f "$report" ] || { rows+=("| $name | — | — | tca-port stopped: see \`$output/$name.log\` |"); continue; }
  # The report's figures (PortSummary): modules, those that build whole, tests run and passing,
  # then the first error of each module that does not build, as `Module: \`error\``.
  { read -r modules building tests passing; read -r blockers || blockers=""; } < <(python3 -c '
import json, re, sys
modules = json.load(open(sys.argv[1]))["modules"]
run = sum(module.get("testsRun", 0) for module in modules)
failed = sum(module.get("testsFailed", 0) for module in modules)
print(len(modules), sum(module["builds"] == "yes" for module in modules), run, run - failed)
errors = []
for module in modules:
    if module["builds"] == "no":
        error = module.get("error") or ""
        compiler = re.match(r"^[^ ]*: error: (.*)$", error)
        errors.append(module["name"] + ": " + ("`" + compiler[1] + "`" if compiler else error))
print("; ".join(errors))' "$report")
  tests_cell=$([ "$tests" -gt 0 ] && echo "$passing of $tests pass" || echo "—")
  rows+=("| $name | $building of $modules | $tests_cell | ${blockers:-—} |")
  total_modules=$((total_modules + modules)) total_building=$((total_building + building))
  total_tests=$((total_tests + tests)) total_passing=$((total_passing + passing)) apps=$((apps + 1))
done

table=$(
  echo "| App | Modules that build | Tests | What blocks the rest |"
  echo "|---|---|---|---|"
  printf '%s\n' "${rows[@]}"
  echo
  echo "$total_building of $total_modules modules build; $total_passing of $total_tests tests pass."
  revision=$(git -C "$examples" rev-parse --short HEAD 2>/dev/null || true)
  echo "Produced by \`make port-examples\` on $(date -u +%Y-%m-%d), from upstream's Examples folder${revision:+ at commit $revision}."
)
awk -v table="$table" '
  /^<!-- port-examples -->$/ { print; print table; skip = 1; next }
  /^<!-- \/port-examples -->$/ { skip = 0 }
  !skip { print }' "$readme" > "$readme.new"
mv "$readme.new" "$readme"
echo "$apps apps: $total_building of $total_modules modules build; $total_passing of $total_tests tests pass." >&2
