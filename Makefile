# TCA Lite: every command a developer or CI needs. Run `make help` for the list.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c

# Every package. Each builds and tests from its own manifest (the one place its test targets are
# declared); all of them share one scratch folder, so swift-syntax and the shared dependencies
# build once. swift-tca-port comes first: it alone needs swift-argument-parser, and SwiftPM,
# when a package needs a dependency the folder has not checked out, removes the checkouts that
# package does not use; the next package checks them out again, newer, and every module of
# theirs compiles again (measured: OpenCombine, swift-collections, CustomDump… 230 steps, after
# each fixture port when `make test` built tca-port between them). Built first, tca-port's
# needs are met before the others', whose checkouts then stay; swift-api-check, the other tool,
# needs nothing tca-port does not.
PACKAGES := swift-tca-port swift-api-check swift-lite-support swift-case-paths-lite swift-stand-ins swift-deps-lite swift-sharing-lite swift-tca-core swift-tca-testing Examples
PACKAGES_SCRATCH := .build-packages
# Every command that builds in a shared folder passes these (the scripts make runs read them from
# the environment). It plans its build afresh: SwiftPM keeps one cached build plan per folder and,
# when it sees nothing changed, reuses it whatever the root package, so `swift test --package-path
# B` right after building A built and ran A's tests (measured: every package of a warm `make test`
# ran the last fixture port's five tests). And its compiler diagnostics are never coloured: SwiftPM
# adds `-color-diagnostics` to every compile when its output is a terminal, and a changed command
# line rebuilds the module, so `make demo` in a terminal after `make test` into a file rebuilt
# every module SyncUps uses (make check-demo checks it no longer does).
# SwiftPM records, in ~/.swiftpm, the commit of every version any build on this machine resolves;
# an app measured from another copy of a repository (its tag at another commit) made the next CI's
# resolution fail ("does not match previously recorded value"). These packages resolve from the
# machine's package store: a commit another copy recorded is a warning, never a failed gate.
export RESOLVER_FLAGS := --resolver-fingerprint-checking warn
export SHARED_FOLDER_FLAGS := --disable-build-manifest-caching --no-color-diagnostics $(RESOLVER_FLAGS)
SHARED := --scratch-path $(PACKAGES_SCRATCH) $(SHARED_FOLDER_FLAGS)
# The sanitizers run the tests of the libraries, the examples and the stand-ins every ported app
# links; tca-port and api-check are single-threaded tools.
SANITIZED_PACKAGES := $(filter-out swift-tca-port swift-api-check,$(PACKAGES))
# The fixture apps `make test` ports (swift-tca-port/Fixtures/<name>); each package goes to
# .build-port/<name>. Tasks is an Xcode project folder; Workouts is shaped like a real app: an
# app folder, a package of feature and client modules, a sibling models package; Calculator's
# graph brings upstream swift-case-paths through swift-parsing, which the port builds on TCA Lite,
# and its Conversions package extends `CasePath` as the structure swift-parsing 0.14 extends.
PORT_FIXTURES := Tasks Workouts Calculator Journal
# tca-port as built in the shared folder, told to build the packages it writes there too.
TCA_PORT := $(PACKAGES_SCRATCH)/debug/tca-port
IN_SHARED_FOLDER := --scratch-path $(CURDIR)/$(PACKAGES_SCRATCH)

# `$(call each-package,<scratch folder>,<flags>,<environment>,<packages>)`: builds and runs the
# tests of every package (of <packages>, if given), one by one; stops at the first failure. Each
# builds first (a no-op when nothing changed) and plans afresh (see SHARED).
define each-package
	@for package in $(or $(4),$(PACKAGES)); do \
	  echo "== swift test --package-path $$package $(2)"; \
	  $(3) swift test --package-path $$package --scratch-path $(1) $(SHARED_FOLDER_FLAGS) $(2); \
	done
endef

.PHONY: api-check check-demo port-examples check-workflows help demo counter syncups-latency test port build packages check-core-graph check-no-combine check-diagnostics stress soak sanitize sanitize-thread sanitize-address bench bench-build bench-check bench-compare bench-report lint format docs check-manifests ci ci-full ci-full-after-test clean

# Every target below with a `## ` comment is listed by `make help`, from that comment.
help: ## this list
	@awk -F ':[^#]*## ' '/^[a-z][a-z-]*:.*## / { printf "make %-22s %s\n", $$1, $$2 }' $(firstword $(MAKEFILE_LIST))

# Built in the folder `make test` builds in: after it, nothing is built again (swift-syntax
# among it).
demo: ## run the SyncUps app in the terminal (arrows, enter, esc; q quits)
	swift run --package-path Examples $(SHARED) SyncUps

# Run right after `make test` (CI does): `make demo` there, in a terminal and with its output
# redirected, must build nothing (logs in .build-check-demo/).
check-demo: ## check that make demo right after make test builds nothing, in a terminal and redirected
	scripts/check-demo.sh .build-check-demo

counter: ## run the Counter example (type +, -, fact, quit)
	swift run --package-path Examples $(SHARED) Counter

syncups-latency: ## measure SyncUps: keystroke-to-repaint latency, repaints per tick
	swift build --package-path Examples $(SHARED) --product SyncUps
	swift build --package-path Examples $(SHARED) --product SyncUpsLatency
	$(PACKAGES_SCRATCH)/debug/SyncUpsLatency $(PACKAGES_SCRATCH)/debug/SyncUps

# Every package's tests; the CI workflow tca-port ships, checked; then each fixture app checked
# (nothing may block, as every module of it builds), ported by tca-port (in the same build
# folder; the tool as swift-tca-port's tests built it, since building it again here would check
# out swift-argument-parser between the ports: see PACKAGES), and its tests run as a user would
# run them.
test: ## run every test of every package, each from its own manifest, then port and test the fixture apps
	$(call each-package,$(PACKAGES_SCRATCH),,)
	$(MAKE) check-workflows
	@for fixture in $(PORT_FIXTURES); do \
	  $(TCA_PORT) swift-tca-port/Fixtures/$$fixture --check $(IN_SHARED_FOLDER) > /dev/null \
	    || { echo "error: tca-port --check finds blockers in $$fixture, whose every module builds"; exit 1; }; \
	  echo "== tca-port swift-tca-port/Fixtures/$$fixture --output .build-port/$$fixture"; \
	  $(TCA_PORT) swift-tca-port/Fixtures/$$fixture --output .build-port/$$fixture $(IN_SHARED_FOLDER); \
	  swift test --package-path .build-port/$$fixture $(SHARED); \
	done

# Upstream's packages are not in the repository: UPSTREAM names a folder holding checkouts of
# pointfreeco's swift-case-paths, swift-dependencies, swift-sharing and
# swift-composable-architecture, by those names. Fails when a declaration is missing that
# swift-api-check/exclusions.txt does not leave out with its reason.
api-check: ## UPSTREAM=<folder of upstream's four packages>: list upstream's public API TCA Lite lacks
	@test -n "$(UPSTREAM)" || { echo "error: make api-check UPSTREAM=<folder holding upstream's four package checkouts>"; exit 1; }
	swift build --package-path swift-api-check $(SHARED) --product api-check
	$(PACKAGES_SCRATCH)/debug/api-check --upstream "$(UPSTREAM)" --lite . --exclusions swift-api-check/exclusions.txt

# Upstream's example apps are not in the repository: EXAMPLES names a checkout's Examples folder
# (pointfreeco/swift-composable-architecture). Each app is ported into .build-port/examples,
# built in the folder `make test` uses, and the table in swift-tca-port/README.md is rewritten.
port-examples: ## EXAMPLES=<upstream Examples folder>: port upstream's example apps; rewrite tca-port's results table
	@if [ -z "$(EXAMPLES)" ]; then echo "usage: make port-examples EXAMPLES=<swift-composable-architecture/Examples>"; exit 64; fi
	swift build --package-path swift-tca-port $(SHARED) --product tca-port
	@mkdir -p .build-port/examples
	scripts/port-examples.sh $(EXAMPLES) $(TCA_PORT) $(CURDIR)/$(PACKAGES_SCRATCH) .build-port/examples swift-tca-port/README.md

# The GitHub Actions workflows, tca-port's template for teams' CI and this repository's own,
# checked against GitHub's workflow schema by check-jsonschema (from PyPI, installed once into
# .build-tools; actionlint's PyPI package downloads its binary from GitHub while installing,
# which this machine cannot reach).
WORKFLOWS := swift-tca-port/Templates/tca-port.yml .github/workflows/ci.yml
CHECK_JSONSCHEMA_VERSION := 0.39.0

check-workflows: ## check the GitHub Actions workflows (tca-port's template, CI's) against GitHub's schema
	@if [ ! -x .build-tools/bin/check-jsonschema ]; then \
	  python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore --target .build-tools check-jsonschema==$(CHECK_JSONSCHEMA_VERSION); \
	fi
	PYTHONPATH=.build-tools .build-tools/bin/check-jsonschema --builtin-schema vendor.github-workflows $(WORKFLOWS)

# `make port APP=<app folder> OUT=<folder>`: tca-port writes the package to OUT, builds it in
# the build folder the packages share (so swift-syntax is built once; PORT_FLAGS may name
# another --scratch-path), runs its tests and reports.
port: ## APP=<app> OUT=<folder>: port an app's TCA features and tests to a package that builds on Linux
	@if [ -z "$(APP)" ] || [ -z "$(OUT)" ]; then echo "usage: make port APP=<app folder> OUT=<folder>"; exit 64; fi
	swift build --package-path swift-tca-port $(SHARED) --product tca-port
	$(TCA_PORT) $(APP) --output $(OUT) $(IN_SHARED_FOLDER) $(PORT_FLAGS)

# Every tracked Swift file; the configuration is .swift-format at the root.
SWIFT_FILES = $$(git ls-files '*.swift')

lint: ## check every Swift file against .swift-format (strict), no source over 350 lines, the stand-ins' unchecked Sendables explained
	swift-format lint --strict --parallel $(SWIFT_FILES)
	scripts/check-sources.sh

format: ## reformat every Swift file in place
	swift-format format --in-place --parallel $(SWIFT_FILES)

# Every manifest declares tools 6.2 (the oldest Swift the code compiles with), every package the
# same platform minimums (Synchronization's and Observation's), and the manifests' tails (the
# sanitizer's, the docs plugin's) are written the same in each: see DEVELOPMENT.md.
check-manifests: ## check every manifest declares tools 6.2, the platform minimums and the same tails
	scripts/check-manifests.sh "$(PACKAGES)" "$(SANITIZED_PACKAGES)"

# One catalog per library package, as package:target. swift-docc-plugin joins a package's graph
# only when TCA_LITE_DOCS is set; the builds share .build-packages with `make packages`.
DOC_TARGETS := swift-case-paths-lite:CasePathsCore swift-deps-lite:Dependencies \
  swift-sharing-lite:Sharing swift-tca-core:ComposableArchitecture \
  swift-tca-testing:ComposableArchitectureTesting
DOCS_OUTPUT := .build-docs

docs: ## build the DocC catalogs (warnings are errors) into .build-docs/
	@mkdir -p $(DOCS_OUTPUT)
	@for pair in $(DOC_TARGETS); do \
	  package=$${pair%%:*}; target=$${pair##*:}; \
	  echo "== $$target ($$package)"; \
	  TCA_LITE_DOCS=1 swift package --package-path $$package $(SHARED) \
	    --allow-writing-to-directory $(DOCS_OUTPUT) \
	    generate-documentation --target $$target --warnings-as-errors \
	    --output-path $(DOCS_OUTPUT)/$$target; \
	done

build: ## debug-build every package and its tests
	@for package in $(PACKAGES); do \
	  swift build --build-tests --package-path $$package $(SHARED); \
	done

packages: ## build each package from its own manifest
	@for package in $(PACKAGES); do \
	  echo "== swift build --package-path $$package"; \
	  swift build --package-path $$package $(SHARED); \
	done

STRESS_RUNS ?= 20

stress: ## the whole suite STRESS_RUNS times (default 20) with another core busy
	scripts/stress.sh $(STRESS_RUNS) $(PACKAGES_SCRATCH) $(PACKAGES)

soak: ## 10^6 actions with effects through a store; fails if resident memory grows
	swift build -c release --package-path Benchmarks $(RESOLVER_FLAGS) --product StoreSoak
	Benchmarks/.build/release/StoreSoak

sanitize: sanitize-thread sanitize-address ## the whole suite under ThreadSanitizer, then AddressSanitizer (+ leaks)

# The whole suite runs once under each sanitizer, in the build folder `make test` uses:
# TCA_LITE_SANITIZE makes each manifest compile and link its own code with the sanitizer, while
# the dependencies (swift-syntax among them) keep the builds they have. The next `make test`
# rebuilds the packages' own code without it.
sanitize-thread: ## the whole suite under ThreadSanitizer
	$(call each-package,$(PACKAGES_SCRATCH),,TCA_LITE_SANITIZE=thread TSAN_OPTIONS="suppressions=$(CURDIR)/scripts/tsan-suppressions.txt halt_on_error=1",$(SANITIZED_PACKAGES))

sanitize-address: ## the whole suite under AddressSanitizer, with leak checking
	$(call each-package,$(PACKAGES_SCRATCH),,TCA_LITE_SANITIZE=address ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS="suppressions=$(CURDIR)/scripts/lsan-suppressions.txt print_suppressions=0",$(SANITIZED_PACKAGES))

check-core-graph: ## prove a CasePathsCore-only client builds without swift-syntax
	swift build --package-path swift-case-paths-lite/Fixtures/CoreOnlyClient $(RESOLVER_FLAGS) --scratch-path .build-core-only
	@if find .build-core-only -name 'SwiftSyntax*.swiftmodule' | grep -q .; then \
	  echo "error: building a CasePathsCore-only client built swift-syntax"; exit 1; \
	fi
	@echo "CasePathsCore-only client built with no swift-syntax in its graph."

# The packages whose CombineSchedulers trait (on by default) brings Combine: with it off, none has
# combine-schedulers or OpenCombine in its graph, and each builds with its tests (those of the
# Combine surface are left out by the trait). In the shared build folder: only our own code builds
# again.
COMBINE_TRAIT_PACKAGES := swift-deps-lite swift-sharing-lite swift-tca-core swift-tca-testing

check-no-combine: ## build the libraries and their tests with the CombineSchedulers trait off
	@for package in $(COMBINE_TRAIT_PACKAGES); do \
	  echo "== $$package with --disable-default-traits"; \
	  if swift package --package-path $$package $(SHARED) \
	    show-dependencies --disable-default-traits | grep -i -E 'combine-schedulers|opencombine'; then \
	    echo "error: $$package has Combine in its graph with the CombineSchedulers trait off"; exit 1; \
	  fi; \
	  swift build --build-tests --package-path $$package $(SHARED) \
	    --disable-default-traits; \
	done
	@echo "With the CombineSchedulers trait off, no package has Combine in its graph, and all build."

check-diagnostics: ## prove misuses of Sharing and the core fail to compile, with the right message
	scripts/check-diagnostics.sh swift-sharing-lite/Fixtures/Diagnostics $(CURDIR)/.build-diagnostics
	scripts/check-diagnostics.sh swift-tca-core/Fixtures/Diagnostics $(CURDIR)/$(PACKAGES_SCRATCH)

bench: ## run the benchmarks (release build; see Benchmarks/README.md)
	swift package --package-path Benchmarks $(RESOLVER_FLAGS) --allow-writing-to-package-directory benchmark

bench-build: ## build the benchmarks without running them
	swift build -c release --package-path Benchmarks $(RESOLVER_FLAGS)

HOT_PATHS := Benchmarks/.build/release/InstructionBudgets
UPSTREAM_HOT_PATHS := Benchmarks/Comparison/.build/release/UpstreamHotPaths

bench-check: ## check instructions and allocations per hot path against Benchmarks/instruction-budgets.txt
	@command -v valgrind >/dev/null || { echo "error: bench-check counts instructions with valgrind: apt-get install valgrind"; exit 1; }
	swift build -c release --package-path Benchmarks $(RESOLVER_FLAGS) --product InstructionBudgets
	$(HOT_PATHS) check Benchmarks/instruction-budgets.txt

bench-compare: ## instructions of case-path and dependency hot paths, ours against upstream
	swift build -c release --package-path Benchmarks $(RESOLVER_FLAGS) --product InstructionBudgets
	swift build -c release --package-path Benchmarks/Comparison $(RESOLVER_FLAGS)
	$(HOT_PATHS) compare $(UPSTREAM_HOT_PATHS) casepath-extract casepath-embed casepath-extract-baseline dependency-read

bench-report: ## regenerate the hot-path table in Benchmarks/README.md
	swift build -c release --package-path Benchmarks $(RESOLVER_FLAGS) --product InstructionBudgets
	swift build -c release --package-path Benchmarks/Comparison $(RESOLVER_FLAGS)
	$(HOT_PATHS) report Benchmarks/README.md $(UPSTREAM_HOT_PATHS)

# CI in two lanes, each step timed, wall and CPU (scripts/ci.sh), every step run every time: a
# step that fails or cannot run (a tool missing) fails the lane. The gate is what every change
# must pass before it lands: `make test`, then `make demo` checked to build nothing after it, then
# the other checks. The full lane is the gate and then the slow checks, in two rows of steps run
# at the same time, each in build folders of its own. In the shared folder: the suite three more
# times, right after `make test` so that it reuses its build, with the release builds beside it
# as the load on the cores (no busy loop of its own); the gate's checks; both sanitizers (each
# rebuilds our own code instrumented). Beside them, in Benchmarks/.build: the instruction
# budgets, the soak, every benchmark, which share one release build. Their single-threaded
# phases (whole-module optimization, the tests, valgrind) fill each other's idle core.
# .ci/run, which CI runs on a fresh clone, runs `make test` and then `make ci-full-after-test`;
# the repository's workflow runs the gate on each pull request and the whole full lane nightly.
CI_CHECKS := lint check-manifests check-core-graph check-diagnostics docs check-no-combine
CI_RELEASE := bench-check soak bench-build

ci: ## the gate every change passes: tests, demo builds nothing, lint, manifests, core graph, diagnostics, docs, no-Combine
	scripts/ci.sh test check-demo $(CI_CHECKS)

ci-full: ## the gate, then stress (3 runs), sanitizers, and beside them budgets, soak, bench build: what CI runs
	export CI_STARTED_AT=$$(date +%s); scripts/ci.sh test && $(MAKE) ci-full-after-test

# The full lane after `make test`, as .ci/run runs it: the README's test command first, by
# itself, then this.
ci-full-after-test:
	STRESS_RUNS=3 STRESS_BUSY_LOOP=0 scripts/ci.sh check-demo stress $(CI_CHECKS) sanitize \
	  --beside $(CI_RELEASE)

clean: ## remove every build folder
	rm -rf .build .build-* Benchmarks/.build Benchmarks/Comparison/.build $(addsuffix /.build,$(PACKAGES))
