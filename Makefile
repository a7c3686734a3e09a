# libsudoku: build, demo and tests. The Rust build is cargo's; this file adds
# the C and C++ side (examples, C tests, header checks) that C users expect.
#
#   make demo   build the library and solve the bundled puzzles with the C example
#   make test   every test: Rust (unit, differential, property, header, panic
#               boundary), C, C++, and the examples against their expected output
#   make lint   cargo fmt --check and clippy with warnings as errors

CARGO ?= cargo
CC := gcc
CXX := g++
CFLAGS := -std=c99 -Wall -Wextra -Werror -pedantic -O2 -D_POSIX_C_SOURCE=200809L
CXXFLAGS := -std=c++11 -Wall -Wextra -Werror -pedantic -O2
LIBDIR := target/release
LIB := $(LIBDIR)/libsudoku.so
BUILD := build
# Link against the freshly built shared library and find it at run time.
LINK := -L$(LIBDIR) -lsudoku -Wl,-rpath,$(abspath $(LIBDIR)) -pthread
SOURCES := $(wildcard src/*.rs) build.rs cbindgen.toml Cargo.toml

EXAMPLES := $(BUILD)/solve $(BUILD)/validate $(BUILD)/leetcode

.PHONY: all lib demo test test-rust test-c test-examples lint clean

all: lib

lib: $(LIB)

$(LIB) include/sudoku.h: $(SOURCES)
	$(CARGO) build --release
	@touch $(LIB)

demo: $(BUILD)/solve
	$(BUILD)/solve examples/data/puzzles.txt examples/data/contest.txt

$(BUILD):
	mkdir -p $(BUILD)

$(BUILD)/%: examples/%.c examples/board_reader.h include/sudoku.h $(LIB) | $(BUILD)
	$(CC) $(CFLAGS) -Iinclude -Iexamples $< -o $@ $(LINK)

$(BUILD)/leetcode: examples/leetcode.cpp include/sudoku.h $(LIB) | $(BUILD)
	$(CXX) $(CXXFLAGS) -Iinclude $< -o $@ $(LINK)

$(BUILD)/test_sudoku: tests/c/test_sudoku.c include/sudoku.h $(LIB) | $(BUILD)
	$(CC) $(CFLAGS) -Iinclude $< -o $@ $(LINK)

$(BUILD)/header_cpp: tests/c/header_cpp.cpp include/sudoku.h $(LIB) | $(BUILD)
	$(CXX) $(CXXFLAGS) -Iinclude $< -o $@ $(LINK)

# The test command never rewrites include/sudoku.h: a stale committed header
# fails tests/header.rs instead of being silently regenerated.
test: export SUDOKU_HEADER_CHECK = 1
test: test-rust test-examples test-c

test-rust:
	$(CARGO) test --features fault-injection

test-examples: $(EXAMPLES)
	sh tests/examples.sh $(BUILD)

test-c: $(BUILD)/test_sudoku $(BUILD)/header_cpp
	$(BUILD)/test_sudoku tests/data/known_answers.txt
	$(BUILD)/header_cpp

lint:
	$(CARGO) fmt --check
	$(CARGO) clippy --all-targets --features fault-injection -- -D warnings

clean:
	rm -rf $(BUILD)
	$(CARGO) clean
