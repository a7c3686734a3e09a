#!/bin/sh
# The install path a user takes, tested from outside the repository: npm pack
# the package (prepack bundles the built library into native/), install the
# tarball into a fresh temporary project (koffi comes from the registry), and
# solve a puzzle there with LIBSUDOKU_PATH unset and no cargo on PATH.
#   sh scripts/install-test.sh [LIBRARY]   (default: the checkout's target/release/libsudoku.so)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
library=${1:-$here/../../target/release/libsudoku.so}
work=$(mktemp -d "${TMPDIR:-/tmp}/libsudoku-npm-XXXXXX")
trap 'rm -rf "$work"' EXIT

# PATH without any directory that holds cargo (node and npm stay).
clean_path=
old_ifs=$IFS; IFS=:
for dir in $PATH; do
    [ -n "$dir" ] && [ ! -e "$dir/cargo" ] && clean_path=${clean_path:+$clean_path:}$dir
done
IFS=$old_ifs

cd "$here"
LIBSUDOKU_PATH=$library npm pack --silent --pack-destination "$work" > "$work/packed"
tarball=$work/$(tail -n 1 "$work/packed")
tar -tzf "$tarball" | grep -qx 'package/native/libsudoku.so' || { echo "install-test: $tarball lacks native/libsudoku.so" >&2; exit 1; }

mkdir "$work/project"
cd "$work/project"
cat > package.json <<'JSON'
{ "name": "libsudoku-install-test", "version": "1.0.0", "private": true }
JSON
cat > solve.js <<'JS'
const assert = require('node:assert/strict');
const path = require('node:path');
const sudoku = require('libsudoku');
const solved = sudoku.solve('.26.........5.2..4...1....7.3..2.18....3.9....54.1..7.5....1...6..9.7.........75.');
assert.equal(solved, '126734598378592614495168237739425186861379425254816379547281963613957842982643751');
assert.equal(sudoku.libraryPath, path.join(__dirname, 'node_modules', 'libsudoku', 'native', 'libsudoku.so'));
assert.throws(() => sudoku.solve('55' + '.'.repeat(79)), sudoku.ConflictError);
const { puzzle } = sudoku.generate(1);
assert.equal(sudoku.countSolutions(puzzle), 1);
console.log(`install-test: ${solved} from ${sudoku.libraryPath} (library ${sudoku.libraryVersion()})`);
JS
env -u LIBSUDOKU_PATH PATH="$clean_path" sh -c '! command -v cargo >/dev/null' || { echo "install-test: cargo still on PATH" >&2; exit 1; }
env -u LIBSUDOKU_PATH -u LD_LIBRARY_PATH PATH="$clean_path" npm install --silent --no-audit --no-fund "$tarball"
env -u LIBSUDOKU_PATH -u LD_LIBRARY_PATH PATH="$clean_path" node solve.js
