# libsudoku: build, demo and tests. The Rust build is cargo's; this file adds
# the C and C++ side (examples, C tests, header checks) that C users expect.
#
#   make demo   build the library and solve the bundled puzzles with the C example
#               and the sudoku command
#   make check  the fast, offline subset of make test for the edit-test loop:
#               Rust tests, C tests, examples, C++ wrapper tests (plain builds)
#   make test   every test: Rust (unit, differential, property, header, panic
#               boundary, allocation, threads), a short fuzz run, the examples
#               against their expected output, the C tests and examples under
#               ASan/UBSan and valgrind, the install test, Python, C++
#   make lint   cargo fmt --check (library and fuzz/), clippy with warnings as
#               errors, ruff and mypy on the Python package
#   make install PREFIX=/usr/local [DESTDIR=...]   and   make uninstall
#               (the library, headers, pkg-config and CMake files, the sudoku command
#               and its man page)
#   make bench  throughput and worst case per puzzle set (PUZZLES=files; the
#               default is bench/puzzles/ and the known answers; the larger
#               peer sets, if you have them: PUZZLES="../shared/puzzles/*.txt")
#   make bench-guesses   the same, with guesses per puzzle (feature stats)
#   make bench-batch   batch calls on 1, 2 and all threads against the loop of
#               single calls (BATCH_PUZZLES=files)
#   make rate-check   the ratings against Sudoku Explainer's published ones
#               (SE_RATED=dir of calibration.txt; default ../shared/puzzles/se_rated)
#   make fuzz   run each fuzz target for FUZZ_SECONDS (default 60) with cargo-fuzz
#               (make test runs each for 30 s)
#
# The C tests and examples also run built with -fsanitize=address,undefined
# (build/asan/) and under valgrind's memcheck (errors and definite leaks fail).

CARGO ?= cargo
CC := gcc
CXX := g++
CFLAGS := -std=c99 -Wall -Wextra -Werror -pedantic -O2 -D_POSIX_C_SOURCE=200809L
CXXFLAGS := -std=c++11 -Wall -Wextra -Werror -pedantic -O2
# The C++ wrapper (bindings/cpp/include/sudoku.hpp) is C++17.
CXX17FLAGS := -std=c++17 -Wall -Wextra -Werror -pedantic -O2 -Ibindings/cpp/include
HPP := bindings/cpp/include/sudoku.hpp
LIBDIR := target/release
LIB := $(LIBDIR)/libsudoku.so
# The library and the SONAME link beside it, which programs run against.
LIB_RUNNABLE = $(LIB) $(LIBDIR)/$(SONAME)
BUILD := build
# Link against the freshly built shared library and find it at run time.
LINK := -L$(LIBDIR) -lsudoku -Wl,-rpath,$(abspath $(LIBDIR)) -pthread
SOURCES := $(shell find src -name '*.rs') build.rs cbindgen.toml Cargo.toml
VERSION := $(shell sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n 1)
MAJOR := $(word 1,$(subst ., ,$(VERSION)))
MINOR := $(word 2,$(subst ., ,$(VERSION)))
# cargo-c's rule, as build.rs sets it: 0.m.p -> .so.0.m; from 1.0 on, .so.MAJOR
SONAME := libsudoku.so.$(if $(filter 0,$(MAJOR)),0.$(MINOR),$(MAJOR))

SANITIZE := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all -g
ASAN := $(BUILD)/asan
export ASAN_OPTIONS := detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS := print_stacktrace=1:halt_on_error=1
VALGRIND := valgrind -q --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite

# The bindings beyond Python and C++ (bindings/node, java, go) each bring
# their rules in bindings/NAME/rules.mk, which add their test and lint
# targets to these lists (make test and make lint run them).
BINDING_TESTS :=
BINDING_LINTS :=
# Included here, before the rules that list them: make expands a rule's
# prerequisites when it reads the rule.
-include $(wildcard bindings/*/rules.mk)

EXAMPLES := $(BUILD)/solve $(BUILD)/validate $(BUILD)/leetcode $(BUILD)/explain
ASAN_EXAMPLES := $(ASAN)/solve $(ASAN)/validate $(ASAN)/leetcode $(ASAN)/explain

.PHONY: all lib demo check test test-rust test-fuzz test-examples test-sanitizers test-valgrind \
	test-cli test-install test-python test-cpp test-c install uninstall bench bench-batch bench-guesses rate-check fuzz cargo-fuzz lint clean

all: lib

lib: $(LIB_RUNNABLE)

# The library carries its SONAME (libsudoku.so.0.2), which is the name
# programs linked against it look for at run time: give it that name here too.
$(LIB) include/sudoku.h: $(SOURCES)
	$(CARGO) build --release
	@touch $(LIB)

$(LIBDIR)/$(SONAME): $(LIB)
	ln -sf libsudoku.so $@

# The sudoku command, defined before the rules that list it (make expands a
# rule's prerequisites when it reads the rule).
CLI := target/release/sudoku

demo: $(BUILD)/solve $(CLI)
	$(BUILD)/solve examples/data/puzzles.txt examples/data/contest.txt
	@echo '--- the sudoku command: solve, count, check, rate, explain, generate'
	$(CLI) solve examples/data/puzzles.txt examples/data/contest.txt
	$(CLI) count --limit 3 examples/data/puzzles.txt
	$(CLI) check examples/data/errors.txt || echo "(status $$?: errors.txt is bad on purpose)"
	$(CLI) rate examples/data/puzzles.txt examples/data/explain.txt || echo "(status $$?: two have several solutions)"
	$(CLI) explain examples/data/explain.txt
	$(CLI) generate -n 3 --seed 2024 --level medium

# The command line tool (cli/, a workspace member with its own dependencies).
$(CLI): $(SOURCES) cli/Cargo.toml $(shell find cli/src -name '*.rs')
	$(CARGO) build --release -p sudoku-cli
	@touch $@

$(BUILD) $(ASAN):
	mkdir -p $@

# Every C and C++ program has one rule, made twice: plain in $(BUILD)/ (what
# make demo runs and valgrind checks), and with AddressSanitizer and
# UndefinedBehaviorSanitizer in $(ASAN)/. $(1) is the directory, $(2) the
# extra compiler flags. (A program in $(ASAN)/ also matches $(BUILD)/%; make
# takes the rule with the shorter stem, $(ASAN)/%.)
define PROGRAMS
$(1)/%: examples/%.c examples/board_reader.h include/sudoku.h $$(LIB_RUNNABLE) | $(1)
	$$(CC) $$(CFLAGS) $(2) -Iinclude -Iexamples $$< -o $$@ $$(LINK)

$(1)/leetcode: examples/leetcode.cpp include/sudoku.h $$(HPP) $$(LIB_RUNNABLE) | $(1)
	$$(CXX) $$(CXX17FLAGS) $(2) -Iinclude $$< -o $$@ $$(LINK)

$(1)/test_sudoku: tests/c/test_sudoku.c include/sudoku.h $$(LIB_RUNNABLE) | $(1)
	$$(CC) $$(CFLAGS) $(2) -Iinclude $$< -o $$@ $$(LINK)

$(1)/header_cpp: tests/c/header_cpp.cpp include/sudoku.h $$(LIB_RUNNABLE) | $(1)
	$$(CXX) $$(CXXFLAGS) $(2) -Iinclude $$< -o $$@ $$(LINK)

$(1)/batch_bench: bench/batch_bench.c include/sudoku.h $$(LIB_RUNNABLE) | $(1)
	$$(CC) $$(CFLAGS) $(2) -Iinclude $$< -o $$@ $$(LINK)

$(1)/test_sudoku_hpp: bindings/cpp/tests/test_sudoku_hpp.cpp include/sudoku.h $$(HPP) $$(LIB_RUNNABLE) | $(1)
	$$(CXX) $$(CXX17FLAGS) $(2) -Iinclude $$< -o $$@ $$(LINK)
endef

$(eval $(call PROGRAMS,$(BUILD),))
$(eval $(call PROGRAMS,$(ASAN),$(SANITIZE)))

# The C++ wrapper's header compiled on its own (its tests are test_sudoku_hpp).
$(BUILD)/hpp_standalone.o: bindings/cpp/tests/standalone.cpp include/sudoku.h $(HPP) | $(BUILD)
	$(CXX) $(CXX17FLAGS) -Iinclude -c $< -o $@

# ---- install ----
PREFIX ?= /usr/local
DESTDIR ?=
INSTALL_LIB := $(DESTDIR)$(PREFIX)/lib
INSTALL_INCLUDE := $(DESTDIR)$(PREFIX)/include
INSTALL_BIN := $(DESTDIR)$(PREFIX)/bin
INSTALL_MAN := $(DESTDIR)$(PREFIX)/share/man/man1
INSTALLED := $(INSTALL_BIN)/sudoku $(INSTALL_MAN)/sudoku.1 $(INSTALL_LIB)/libsudoku.so.$(VERSION) $(INSTALL_LIB)/$(SONAME) \
	$(INSTALL_LIB)/libsudoku.so $(INSTALL_LIB)/libsudoku.a \
	$(INSTALL_INCLUDE)/sudoku.h $(INSTALL_INCLUDE)/sudoku.hpp \
	$(INSTALL_LIB)/pkgconfig/sudoku.pc \
	$(INSTALL_LIB)/cmake/sudoku/sudokuConfig.cmake $(INSTALL_LIB)/cmake/sudoku/sudokuConfigVersion.cmake
FILL_IN := sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@VERSION@|$(VERSION)|g' -e 's|@SONAME@|$(SONAME)|g' \
	-e 's|@MAJOR@|$(MAJOR)|g' -e 's|@MINOR@|$(MINOR)|g'

install: $(LIB_RUNNABLE) $(CLI)
	install -d $(INSTALL_LIB)/pkgconfig $(INSTALL_LIB)/cmake/sudoku $(INSTALL_INCLUDE) $(INSTALL_BIN) $(INSTALL_MAN)
	install -m 755 $(CLI) $(INSTALL_BIN)/sudoku
	$(CLI) man > $(INSTALL_MAN)/sudoku.1
	chmod 644 $(INSTALL_MAN)/sudoku.1
	install -m 755 $(LIB) $(INSTALL_LIB)/libsudoku.so.$(VERSION)
	install -m 644 $(LIBDIR)/libsudoku.a $(INSTALL_LIB)/libsudoku.a
	strip --strip-debug $(INSTALL_LIB)/libsudoku.so.$(VERSION) $(INSTALL_LIB)/libsudoku.a
	ln -sf libsudoku.so.$(VERSION) $(INSTALL_LIB)/$(SONAME)
	ln -sf $(SONAME) $(INSTALL_LIB)/libsudoku.so
	install -m 644 include/sudoku.h $(HPP) $(INSTALL_INCLUDE)/
	$(FILL_IN) packaging/sudoku.pc.in > $(INSTALL_LIB)/pkgconfig/sudoku.pc
	$(FILL_IN) packaging/sudokuConfig.cmake.in > $(INSTALL_LIB)/cmake/sudoku/sudokuConfig.cmake
	$(FILL_IN) packaging/sudokuConfigVersion.cmake.in > $(INSTALL_LIB)/cmake/sudoku/sudokuConfigVersion.cmake

uninstall:
	rm -f $(INSTALLED)
	-rmdir $(INSTALL_LIB)/cmake/sudoku 2>/dev/null

# Installs into a temporary prefix and builds against it from outside the
# checkout: pkg-config, pkg-config --static, CMake; checks SONAME, exports,
# baked-in paths, and that uninstall leaves nothing behind.
test-install: $(LIB_RUNNABLE)
	sh tests/install.sh

# The fast, offline subset for the edit-test loop: the Rust unit and
# integration tests, the C tests, the examples against their expected output
# and the C++ wrapper's tests, all plain builds. No fuzzing, sanitizers,
# valgrind, install test, Python, pip or cargo install. It may regenerate
# include/sudoku.h, as cargo build does (commit the result).
check: test-rust test-cli test-c test-examples $(BUILD)/test_sudoku_hpp
	$(BUILD)/test_sudoku_hpp

# The test command never rewrites include/sudoku.h: a stale committed header
# fails tests/header.rs instead of being silently regenerated.
test: export SUDOKU_HEADER_CHECK = 1
test: test-rust test-cli test-fuzz test-examples test-sanitizers test-valgrind test-install test-python test-cpp test-c \
	$(BINDING_TESTS)

test-rust:
	$(CARGO) test --features fault-injection

# The sudoku command end to end (cli/tests).
test-cli:
	$(CARGO) test -p sudoku-cli

test-examples: $(EXAMPLES)
	sh tests/examples.sh $(BUILD)

# batch_bench compares every batch result with the single calls' (timings
# here mean nothing; make bench-batch measures).
test-c: $(BUILD)/test_sudoku $(BUILD)/header_cpp $(BUILD)/batch_bench
	$(BUILD)/test_sudoku tests/data/known_answers.txt
	$(BUILD)/header_cpp
	$(BUILD)/batch_bench --reps 1 --threads 1,2,3 bench/puzzles/hard.txt > /dev/null

test-sanitizers: $(ASAN_EXAMPLES) $(ASAN)/test_sudoku $(ASAN)/header_cpp $(ASAN)/batch_bench
	sh tests/examples.sh $(ASAN)
	$(ASAN)/test_sudoku tests/data/known_answers.txt
	$(ASAN)/header_cpp
	$(ASAN)/batch_bench --reps 1 --threads 1,2 bench/puzzles/hardest.txt > /dev/null

test-valgrind: $(EXAMPLES) $(BUILD)/test_sudoku $(BUILD)/header_cpp
	VALGRIND="$(VALGRIND)" sh tests/examples.sh $(BUILD)
	$(VALGRIND) $(BUILD)/test_sudoku tests/data/known_answers.txt 2
	$(VALGRIND) $(BUILD)/header_cpp

# The small set shipped in bench/puzzles/ (see its README), easiest first.
PUZZLES ?= $(addprefix bench/puzzles/,easy.txt 17_clue.txt hard.txt hardest.txt) \
	tests/data/known_answers.txt

bench:
	$(CARGO) build --release --example bench $(BENCH_FLAGS)
	taskset -c 1 target/release/examples/bench $(PUZZLES) || target/release/examples/bench $(PUZZLES)

# How close the logic solver's ratings come to Sudoku Explainer's published
# ones (Spearman, mean difference, time per band), checking every step of
# every path against the solution. The rated sets live outside the project:
# SE_RATED=dir holding calibration.txt (and calibration_easy.txt).
SE_RATED ?= ../shared/puzzles/se_rated
rate-check:
	$(CARGO) build --release --example rate_check
	RATE_SOUND=1 target/release/examples/rate_check $(SE_RATED)/calibration.txt
	target/release/examples/rate_check $(SE_RATED)/calibration_easy.txt

# The same, counting guesses (search branches) per puzzle; the counting
# costs a little time, so take speed from `make bench`.
# Batch calls against the loop of single calls, with 1, 2 and all threads
# (not pinned: it uses every core). BATCH_PUZZLES=files.
BATCH_PUZZLES ?= bench/puzzles/hard.txt bench/puzzles/hardest.txt
bench-batch: $(BUILD)/batch_bench
	$(BUILD)/batch_bench $(BATCH_PUZZLES)

bench-guesses:
	$(MAKE) bench BENCH_FLAGS="--features stats"

# Fuzzing needs cargo-fuzz (installed here on first use) and a nightly
# toolchain; without nightly, RUSTC_BOOTSTRAP lets stable accept the flags.
# `contract` runs with AddressSanitizer and debug assertions; `slow_input`
# times calls, so it is built optimised, without a sanitizer and without
# comparison tracing (which made its calls five to ten times slower than
# the release library's; without it, under two times). New inputs go
# to fuzz/work/ (ignored by git), the seeds stay in fuzz/corpus/; a failing
# input is saved in fuzz/artifacts/.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := contract slow_input generate logic batch
FUZZ_FLAGS_slow_input := -O -s none --no-trace-compares
FUZZ_FLAGS_generate := -O
FUZZ_FLAGS_logic := -O
FUZZ_FLAGS_batch := -O
FUZZ_CARGO := $(if $(shell rustup toolchain list 2>/dev/null | grep '^nightly'),cargo +nightly,RUSTC_BOOTSTRAP=1 cargo)

fuzz: $(addprefix fuzz-,$(FUZZ_TARGETS))

fuzz-%: cargo-fuzz
	mkdir -p fuzz/work/$*
	cd fuzz && $(FUZZ_CARGO) fuzz run $(FUZZ_FLAGS_$*) $* work/$* corpus/$* -- \
		-max_total_time=$(FUZZ_SECONDS) -timeout=10 -print_final_stats=1

cargo-fuzz:
	@command -v cargo-fuzz >/dev/null || $(CARGO) install cargo-fuzz --locked

# The short fuzz run of the test command.
test-fuzz:
	$(MAKE) fuzz FUZZ_SECONDS=30

# Python: a virtual environment of the test and lint tools (pytest, numpy,
# ruff, mypy: bindings/python/requirements-dev.txt), kept in build/; the
# tests import the package from the checkout, which finds the library in
# target/release, and test_install.py pip-installs it afresh.
PYTHON ?= python3
VENV := $(BUILD)/venv
PY_TOOLS := bindings/python/requirements-dev.txt

$(VENV)/.ready: $(PY_TOOLS) bindings/python/pyproject.toml | $(BUILD)
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/python -m pip install --quiet --disable-pip-version-check -r $(PY_TOOLS)
	touch $@

test-python: $(VENV)/.ready $(LIB_RUNNABLE)
	cd bindings/python && env -u LIBSUDOKU_PATH ../../$(VENV)/bin/python -m pytest -q

test-cpp: $(ASAN)/test_sudoku_hpp $(BUILD)/hpp_standalone.o
	$(ASAN)/test_sudoku_hpp

# Rust formatting (the library, and fuzz/, its own workspace) and clippy; the
# Python package: ruff (settings in its pyproject.toml) and mypy --strict.
lint: $(VENV)/.ready $(BINDING_LINTS)
	$(CARGO) fmt --all --check
	$(CARGO) fmt --check --manifest-path fuzz/Cargo.toml
	$(CARGO) clippy --all-targets --features fault-injection -- -D warnings
	$(CARGO) clippy -p sudoku-cli --all-targets -- -D warnings
	cd bindings/python && ../../$(VENV)/bin/ruff check
	cd bindings/python && ../../$(VENV)/bin/mypy

clean:
	rm -rf $(BUILD)
	$(CARGO) clean
