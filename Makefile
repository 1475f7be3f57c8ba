# The two commands of README: `make run` and `make test`. Everything else is a step of those.
.PHONY: run test deps build wasm static sanitize fuzz e2e load cluster library bench bench-browser perft tablebases puzzles puzzles-shipped pairing-crosscheck pairing-crosscheck-restrictions clean

FUZZ_SECONDS ?= 30
JOBS ?= $(shell nproc)

PORT ?= 8080
TB_DIR ?= tablebases

# The board in the browser: serves http://127.0.0.1:$(PORT)/ with the archive in manqala.sqlite,
# and the endgame tables of `make tablebases` when they are there.
run: build
	./build/release/manqala serve --port $(PORT) $(if $(wildcard $(TB_DIR)),--tb $(TB_DIR))

# A useful default set of endgame tables (docs/tablebases.md), a few minutes here: every
# Al-manqala position of up to 16 seeds, every Hawalis position of up to 9. An interrupted
# build goes on from its last finished level.
tablebases: build
	./build/release/manqala tb build al-manqala --max-seeds 16 --out $(TB_DIR)
	./build/release/manqala tb build hawalis --max-seeds 9 --out $(TB_DIR)

# Puzzle sets (docs/puzzles.md): 2,200 puzzles a game in build/puzzles/, 1,000 of them exact
# endgames from small tables (built here, seconds) and 1,200 from self-play; stopped, a run goes
# on where it was; the searches use the tables where they reach. Then every puzzle is checked
# again. About ten minutes on two cores.
PUZZLE_DIR ?= build/puzzles
PUZZLES = ./build/release/manqala puzzles
puzzles: build
	./build/release/manqala tb build al-manqala --max-seeds 14 --out $(PUZZLE_DIR)/tables > /dev/null 2>&1
	./build/release/manqala tb build hawalis --max-seeds 8 --out $(PUZZLE_DIR)/tables > /dev/null 2>&1
	for g in hawalis al-manqala; do \
	  seeds=$$([ $$g = hawalis ] && echo 8 || echo 14); \
	  $(PUZZLES) generate $$g --source tables --tb $(PUZZLE_DIR)/tables --max-seeds $$seeds --count 1000 --seed 2 --out $(PUZZLE_DIR)/$$g.jsonl && \
	  $(PUZZLES) generate $$g --source search --tb $(PUZZLE_DIR)/tables --count 2200 --seed 2 --out $(PUZZLE_DIR)/$$g.jsonl || exit 1; \
	done
	$(PUZZLES) check --tb $(PUZZLE_DIR)/tables $(PUZZLE_DIR)/hawalis.jsonl $(PUZZLE_DIR)/al-manqala.jsonl

# The small sets shipped with the page for offline play (src/games/<folder>/web/puzzles.jsonl):
# 100 endgames and 200 from self-play, all judged with tables of the sizes the test
# `PuzzlesShipped` builds again (a search that reaches them uses them).
puzzles-shipped: build
	rm -rf build/shipped-tables && mkdir -p build/shipped-tables
	./build/release/manqala tb build al-manqala --max-seeds 12 --out build/shipped-tables > /dev/null 2>&1
	./build/release/manqala tb build hawalis --max-seeds 7 --out build/shipped-tables > /dev/null 2>&1
	for g in hawalis:hawalis:7 al-manqala:almanqala:12; do \
	  name=$${g%%:*}; rest=$${g#*:}; folder=$${rest%%:*}; seeds=$${rest#*:}; out=src/games/$$folder/web/puzzles.jsonl; \
	  rm -f $$out $$out.progress; \
	  $(PUZZLES) generate $$name --source tables --tb build/shipped-tables --max-seeds $$seeds --count 100 --out $$out && \
	  $(PUZZLES) generate $$name --source search --tb build/shipped-tables --count 300 --out $$out && rm -f $$out.progress || exit 1; \
	done

# The sanitizer run and the fuzzers first, then the Release suite and what uses its binary.
# Each step runs through scripts/ci-step: a step that fails ends the output with its name, its
# failing tests and where their logs are (build/ci-logs/ keeps every step's output).
STEP = scripts/ci-step
SUBMAKE = $(MAKE) --no-print-directory
test: deps
	$(STEP) sanitizer-suite --ctest build/sanitize -- $(SUBMAKE) sanitize
	$(STEP) fuzz --logs build/fuzz-artefacts -- $(SUBMAKE) fuzz
	$(STEP) wasm -- $(SUBMAKE) wasm
	$(STEP) release-build -- sh -c 'cmake --preset release && cmake --build --preset release -j $(JOBS)'
	$(STEP) release-suite --ctest build/release -- ctest --preset release -j $(JOBS)
	$(STEP) library -- $(SUBMAKE) library
	$(STEP) e2e --logs build/e2e-artefacts -- $(SUBMAKE) e2e
	$(STEP) load -- $(SUBMAKE) load
	$(STEP) cluster -- $(SUBMAKE) cluster

# A 64-player Swiss played through the HTTP API by scripted players, with a SIGKILL of the
# server in the middle of a round (tests/load/championship.py, docs/tournaments.md); then the
# three attacks that once shut the server for everyone, each while a bystander plays and polls
# /api/meta, whose p99 must stay under 50 ms (tests/load/attacks.py, README "Load").
load: build
	$(PYTHON) tests/load/championship.py --binary build/release/manqala
	$(PYTHON) tests/load/attacks.py --binary build/release/manqala

# Three servers over one PostgreSQL archive behind HAProxy (deploy/haproxy.cfg, docs/deploy.md
# "Several servers"): 1,000 games with a SIGKILL of one server, beside the same 1,000 on one
# server over SQLite, then the 64-player championship with a kill (tests/load/cluster.py). About
# five minutes.
cluster: build
	$(PYTHON) tests/load/cluster.py --binary build/release/manqala

# The board page in real Chromium (Debian's, driven by playwright-core from npm) against the
# Release binary; screenshots land in build/e2e-artefacts.
e2e: build
	cd tests/e2e && npm ci --no-audit --no-fund --loglevel=error
	node tests/e2e/run.mjs --binary build/release/manqala --out build/e2e-artefacts --run-timeout 1800

# The library and the Python package as a user gets them (docs/library.md, docs/python.md):
# built alone (a C++20 compiler, xxhash and zstd; pybind11 for Python) and installed into
# build/install; then a program of one's own built against that (examples/consumer), the
# Python examples and tests importing the installed package, the tests cross-checking it
# against the manqala binary of the Release build, and the code blocks of docs/python.md and
# docs/library.md run as they are shown (tests/docs/run_examples.py).
PYTHON ?= /usr/bin/python3
library: build
	rm -rf build/install build/consumer build/doc-examples
	cmake --preset library
	cmake --build --preset library -j $(JOBS)
	cmake --install build/library --prefix build/install
	cmake -S examples/consumer -B build/consumer -G Ninja -DCMAKE_PREFIX_PATH=$(CURDIR)/build/install
	cmake --build build/consumer
	./build/consumer/manqala_consumer
	cd build && export PYTHONPATH=$(CURDIR)/build/install/$$(sed -n 's/^MANQALA_PYTHON_INSTALL_DIR:STRING=//p' library/CMakeCache.txt) && \
	  $(PYTHON) $(CURDIR)/python/examples/random_agent.py > /dev/null && \
	  $(PYTHON) $(CURDIR)/python/examples/engine_game.py > /dev/null && \
	  $(PYTHON) $(CURDIR)/python/examples/aec_random.py hawalis > /dev/null && \
	  MANQALA_BINARY=$(CURDIR)/build/release/manqala $(PYTHON) -m pytest -q -p no:cacheprovider $(CURDIR)/python/tests && \
	  $(PYTHON) $(CURDIR)/tests/docs/run_examples.py --prefix $(CURDIR)/build/install --work $(CURDIR)/build/doc-examples

deps:
	./scripts/install-deps.sh

build: deps wasm
	cmake --preset release
	cmake --build --preset release -j $(JOBS)

# The engine as WebAssembly for the page (src/wasm/, web/engine/worker.js), into build/engine/:
# a build with threads and one without; `manqala serve` embeds both. Without emscripten the
# rest builds all the same, and the page thinks on the server only.
wasm: deps
	@if command -v emcmake > /dev/null; then \
	  export NODE_PATH=/usr/share/nodejs && \
	  cmake --preset wasm > /dev/null && cmake --build --preset wasm -j $(JOBS) && \
	  cmake --preset wasm-mt > /dev/null && cmake --build --preset wasm-mt -j $(JOBS); \
	else \
	  echo "make wasm: emscripten is not installed (apt-get install emscripten), so there is no engine in the browser: the page thinks on the server only"; \
	fi

# The site as files for any static web host (docs/offline.md), in $(STATIC_DIR): play the
# engine, analyse, edit positions, the rules, in every language, offline once visited; with
# the endgame tables a phone can carry (Al-manqala up to 8 seeds, Hawalis up to 5).
STATIC_DIR ?= build/static
static: build
	rm -rf build/static-tables $(STATIC_DIR)
	./build/release/manqala tb build al-manqala --max-seeds 8 --out build/static-tables > /dev/null
	./build/release/manqala tb build hawalis --max-seeds 5 --out build/static-tables > /dev/null
	./build/release/manqala static --out $(STATIC_DIR) --tb build/static-tables

# The whole suite again, built by clang at -O1 under ASan + UBSan (with the fuzz targets).
sanitize: deps
	cmake --preset sanitize
	cmake --build --preset sanitize -j $(JOBS)
	ctest --preset sanitize -j $(JOBS)

# Each libFuzzer target (built in the sanitize tree) for a bounded time, from the seed corpus,
# one a core at a time; an input that crashes one is kept in build/fuzz-artefacts.
fuzz: deps
	cmake --preset sanitize
	cmake --build --preset sanitize -j $(JOBS) --target fuzz_position fuzz_protocol fuzz_api fuzz_trf
	scripts/fuzz.sh $(FUZZ_SECONDS) $(JOBS)

bench: build
	./build/release/bench/manqala_bench
	./build/release/manqala perft al-manqala 9
	./build/release/manqala perft hawalis 7

# The browser's engine in Chromium against the native one (bench/browser_engine.mjs): the bench
# signature, nodes a second of both builds, `go movetime 1000`'s answer, the page's weight.
bench-browser: build
	cd tests/e2e && npm ci --no-audit --no-fund --loglevel=error
	node bench/browser_engine.mjs --binary build/release/manqala

# The Dutch pairings against bbpPairings (the FIDE-endorsed engine) on COUNT random tournaments,
# every round (scripts/crosscheck-dutch.sh); a developer's check: it needs a bbpPairings binary.
COUNT ?= 200
SEED ?= 1
pairing-crosscheck: build
	@test -n "$(BBP)" || { echo "usage: make pairing-crosscheck BBP=/path/to/bbpPairings.exe [COUNT=200] [SEED=1]"; exit 2; }
	scripts/crosscheck-dutch.sh $(BBP) $(COUNT) $(SEED)

pairing-crosscheck-restrictions: build
	@test -n "$(BBP)" || { echo "usage: make pairing-crosscheck-restrictions BBP=/path/to/bbpPairings.exe [COUNT=300] [SEED=1]"; exit 2; }
	scripts/crosscheck-restrictions.py $(BBP) --count $(or $(COUNT),300) --seed $(or $(SEED),1)

clean:
	rm -rf build
