#!/bin/sh
# make test-wheel: the wheel that make wheel left in WHEELHOUSE (the one
# argument), as a user gets it. Checks its name and tag (py3-none-manylinux*)
# and that it carries the library, installs it with pip --no-index into a
# fresh virtual environment, and from outside the checkout, with no cargo or
# rustc on PATH and no LIBSUDOKU_PATH, solves a puzzle and checks that the
# package and the library it loaded (its path, and /proc/self/maps) are the
# ones inside that environment, and that pip knows the distribution by its
# name, libsudoku-engine. PYTHON: the interpreter for the environment.
set -eu

fail() { echo "wheel_test: FAIL: $*" >&2; exit 1; }
[ $# -eq 1 ] || fail "usage: wheel_test.sh WHEELHOUSE"
PYTHON=${PYTHON:-python3}
start=$(date +%s)
wheelhouse=$(cd "$1" && pwd)

set -- "$wheelhouse"/*.whl
[ $# -eq 1 ] && [ -f "$1" ] || fail "want exactly one wheel in $wheelhouse, found: $*"
wheel=$1
name=$(basename "$wheel")
case $name in
    libsudoku_engine-*-py3-none-manylinux*.whl) ;;
    *) fail "$name: want libsudoku_engine-VERSION-py3-none-manylinux*.whl" ;;
esac

# Inside: the package, exactly one shared library in it, and the tag in the
# WHEEL file agreeing with the name.
"$PYTHON" - "$wheel" <<'PY' || fail "$name: contents"
import sys, zipfile
names = zipfile.ZipFile(sys.argv[1]).namelist()
libs = [n for n in names if n.endswith(".so") or ".so." in n]
assert len(libs) == 1 and libs[0].startswith("libsudoku/sudoku"), libs
for want in ("libsudoku/__init__.py", "libsudoku/_ffi.py", "libsudoku/py.typed"):
    assert want in names, want
wheel_file = [n for n in names if n.endswith(".dist-info/WHEEL")]
assert len(wheel_file) == 1 and wheel_file[0].startswith("libsudoku_engine-"), wheel_file
meta = zipfile.ZipFile(sys.argv[1]).read(wheel_file[0]).decode()
tags = [line.split(": ", 1)[1] for line in meta.splitlines() if line.startswith("Tag: ")]
assert tags and all(t.startswith("py3-none-manylinux") for t in tags), tags
assert "Root-Is-Purelib: false" in meta, meta
print("wheel_test:", sys.argv[1].rsplit("/", 1)[1], "holds", libs[0], "tags", ", ".join(tags))
PY

work=$(mktemp -d "${TMPDIR:-/tmp}/libsudoku-wheel.XXXXXX")
trap 'rm -rf "$work"' EXIT
case $work in "$(git rev-parse --show-toplevel 2>/dev/null || echo /nonexistent)"/*)
    fail "$work is inside the checkout" ;;
esac
"$PYTHON" -m venv "$work/venv"
venv=$work/venv

# PATH without any directory that holds cargo or rustc (~/.cargo/bin, ...).
path=$venv/bin
old_ifs=$IFS; IFS=:
for dir in $PATH; do
    [ -n "$dir" ] && [ ! -e "$dir/cargo" ] && [ ! -e "$dir/rustc" ] && path=$path:$dir
done
IFS=$old_ifs
if PATH=$path command -v cargo >/dev/null 2>&1 || PATH=$path command -v rustc >/dev/null 2>&1; then
    fail "cargo or rustc still on PATH=$path"
fi
run() {
    env -u LIBSUDOKU_PATH -u PYTHONPATH -u VIRTUAL_ENV -u CARGO -u CARGO_HOME -u CARGO_TARGET_DIR \
        -u RUSTUP_HOME PATH="$path" "$@"
}

mkdir "$work/elsewhere"
cd "$work/elsewhere"
run python -m pip install --quiet --disable-pip-version-check --no-index --no-deps "$wheel" \
    || fail "pip install $name"

run python - <<'PY' || fail "using the installed package"
import os, sys
import libsudoku
import libsudoku._ffi as ffi

venv = os.path.realpath(sys.prefix) + os.sep
board = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
assert libsudoku.solve(board)[:9] == "534678912"
assert libsudoku.count_solutions(board, 2) == 1
assert libsudoku.library_version() == libsudoku.__version__, libsudoku.library_version()
here = os.path.realpath(libsudoku.__file__)
assert here.startswith(venv) and "site-packages" in here, here
loaded = os.path.realpath(ffi.lib._name)
assert loaded.startswith(os.path.join(os.path.dirname(here), "sudoku")), loaded
with open("/proc/self/maps") as maps:
    mapped = {line.split(None, 5)[5].strip() for line in maps
              if len(line.split(None, 5)) == 6 and "sudoku" in line and ".so" in line}
assert mapped == {loaded}, mapped
print("wheel_test: python", sys.version.split()[0], "solved from", os.getcwd(), "with", loaded)
PY

shown=$(run python -m pip show --disable-pip-version-check libsudoku-engine) || fail "pip show libsudoku-engine"
echo "$shown" | grep -qx 'Name: libsudoku-engine' || fail "pip show: $shown"
echo "$shown" | grep -qx "Location: $venv/lib/python3[.0-9]*/site-packages" || fail "pip show: $shown"
if run python -m pip show --disable-pip-version-check libsudoku >/dev/null 2>&1; then
    fail "a distribution named libsudoku is installed too"
fi

echo "wheel_test: OK: $name installed without cargo and used ($(($(date +%s) - start)) s)"
