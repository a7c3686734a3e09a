#!/bin/sh
# Runs the examples on the bundled inputs and compares their output with
# examples/expected/. Usage: sh tests/examples.sh BUILD_DIR
# With VALGRIND set (e.g. "valgrind -q --error-exitcode=1 ..."), each program
# runs under it, and any memory error or definite leak fails the check.
build=${1:-build}
passed=0
failed=0
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# check NAME EXPECTED_EXIT COMMAND...: stdout and stderr must match
# examples/expected/NAME.out (and NAME.err, when it exists), and the exit status.
check() {
    name=$1 want_status=$2
    shift 2
    $VALGRIND "$@" >"$out/$name.out" 2>"$out/$name.err"
    status=$?
    ok=1
    [ "$status" -eq "$want_status" ] || { echo "FAIL $name: exit $status, expected $want_status"; ok=0; }
    diff -u "examples/expected/$name.out" "$out/$name.out" || { echo "FAIL $name: stdout differs"; ok=0; }
    if [ -f "examples/expected/$name.err" ]; then
        diff -u "examples/expected/$name.err" "$out/$name.err" || { echo "FAIL $name: stderr differs"; ok=0; }
    fi
    if [ $ok -eq 1 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
}

check solve_puzzles 0 "$build/solve" examples/data/puzzles.txt
check solve_contest 0 "$build/solve" examples/data/contest.txt
check solve_leetcode37 0 "$build/solve" examples/data/leetcode37.txt
check solve_stdin 0 "$build/solve" <examples/data/contest.txt
check solve_errors 1 "$build/solve" examples/data/errors.txt
check validate 0 "$build/validate" examples/data/leetcode36_valid.txt examples/data/leetcode36_invalid.txt
check validate_explain 0 "$build/validate" -e examples/data/leetcode36_invalid.txt examples/data/errors.txt
check leetcode 0 "$build/leetcode"
check explain 0 "$build/explain" <examples/data/explain.txt
check explain_errors 1 "$build/explain" .................................................................................

echo "examples: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
