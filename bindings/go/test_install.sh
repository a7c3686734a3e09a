#!/bin/sh
# The install path a Go user takes, tested from outside the repository:
# `make install PREFIX=<tmp>` (library, header, sudoku.pc), then a separate,
# freshly written Go module that requires this binding through a `replace`
# directive, built three ways and run, its output checked:
#   1. the default, `#cgo pkg-config: sudoku`, with PKG_CONFIG_PATH at the
#      prefix, run with LD_LIBRARY_PATH (pkg-config gives no rpath);
#   2. the same, with an rpath in CGO_LDFLAGS, run with nothing set;
#   3. -tags sudoku_nopkgconfig, the flags in CGO_CFLAGS and CGO_LDFLAGS,
#      with no pkg-config file reachable.
# Each binary must load the installed library, not the checkout's.
#
#   sh bindings/go/test_install.sh        (make test-go runs it)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
go=${GO:-go}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/libsudoku-go-install.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
fail() { echo "test_install.sh: FAIL: $*" >&2; exit 1; }

prefix=$tmp/prefix
make -C "$repo" -s install PREFIX="$prefix" >"$tmp/install.log" 2>&1 || { cat "$tmp/install.log"; fail "make install"; }
[ -f "$prefix/lib/pkgconfig/sudoku.pc" ] || fail "make install put no lib/pkgconfig/sudoku.pc"
version=$(sed -n 's/^version = "\(.*\)"/\1/p' "$repo/Cargo.toml" | head -n 1)
[ "$(PKG_CONFIG_PATH=$prefix/lib/pkgconfig pkg-config --modversion sudoku)" = "$version" ] \
    || fail "pkg-config --modversion sudoku is not $version"

# The user's module, outside the repository.
app=$tmp/app
mkdir -p "$app"
cat >"$app/go.mod" <<MOD
module example.com/sudokuapp

go 1.24

require github.com/libsudoku/libsudoku/bindings/go v0.0.0

replace github.com/libsudoku/libsudoku/bindings/go => $here
MOD
cat >"$app/main.go" <<'GO'
package main

import (
	"errors"
	"fmt"
	"os"
	"strings"

	sudoku "github.com/libsudoku/libsudoku/bindings/go"
)

func main() {
	g, err := sudoku.ParseGrid(".26.........5.2..4...1....7.3..2.18....3.9....54.1..7.5....1...6..9.7.........75.")
	if err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	solved, err := sudoku.Solve(g)
	n, _ := sudoku.CountSolutions(g, 3)
	fmt.Println(sudoku.Version(), solved, err, n)
	_, err = sudoku.Solve(sudoku.MustParseGrid("11" + strings.Repeat(".", 79)))
	var conflict *sudoku.ConflictError
	fmt.Println(errors.Is(err, sudoku.ErrConflict), errors.As(err, &conflict) && conflict.Cells == [2]int{0, 1})
	puzzle, _, err := sudoku.Generate(2024, nil)
	unique, _ := sudoku.IsUnique(puzzle)
	statuses := sudoku.SolveBatch([]sudoku.Grid{g, puzzle}, 0)
	fmt.Println(unique, err, statuses[0].Err(), statuses[1].Err())
}
GO
expected="$version 126734598378592614495168237739425186861379425254816379547281963613957842982643751 <nil> 3
true true
true <nil> <nil> <nil>"

# So that neither the checkout's library nor a system one can stand in.
unset LD_LIBRARY_PATH LIBSUDOKU_PATH CGO_CFLAGS CGO_LDFLAGS
export GOWORK=off GOFLAGS="${GOFLAGS:-} -mod=mod"

check_run() { # check_run NAME BINARY [ENV...]
    name=$1 bin=$2
    shift 2
    out=$(cd "$tmp" && env "$@" "$bin") || fail "$name: the program failed: $out"
    [ "$out" = "$expected" ] || fail "$name: printed
$out
instead of
$expected"
    libs=$(env "$@" ldd "$bin")
    echo "$libs" | grep -q "libsudoku.so.* => $prefix/lib/" || fail "$name: does not load the installed library:
$libs"
}

# go's build cache does not key a cgo package on pkg-config's --libs (seen
# with go 1.26): a binding compiled against an earlier run's prefix would be
# reused, linking -L of a folder gone. A macro named after this run's
# folder gives the package its own cache entry (a user's prefix does not
# move between builds, so users need nothing of the kind).
export CGO_CFLAGS="-O2 -g -DLIBSUDOKU_GO_INSTALL_TEST_${tmp##*.}"

# 1. pkg-config, LD_LIBRARY_PATH at run time.
(cd "$app" && PKG_CONFIG_PATH="$prefix/lib/pkgconfig" "$go" build -o "$tmp/app-pkgconfig" .) || fail "go build with pkg-config"
check_run "pkg-config" "$tmp/app-pkgconfig" LD_LIBRARY_PATH="$prefix/lib"
if (cd "$tmp" && "$tmp/app-pkgconfig") >/dev/null 2>&1; then
    fail "pkg-config: ran without LD_LIBRARY_PATH, so it found some other libsudoku"
fi

# 2. pkg-config, with an rpath.
(cd "$app" && PKG_CONFIG_PATH="$prefix/lib/pkgconfig" CGO_LDFLAGS="-Wl,-rpath,$prefix/lib" \
    "$go" build -o "$tmp/app-rpath" .) || fail "go build with pkg-config and an rpath"
check_run "pkg-config + rpath" "$tmp/app-rpath" PATH="$PATH"

# 3. No pkg-config: the flags in the environment.
(cd "$app" && PKG_CONFIG_PATH="$tmp/none" CGO_CFLAGS="$CGO_CFLAGS -I$prefix/include" \
    CGO_LDFLAGS="-L$prefix/lib -lsudoku -Wl,-rpath,$prefix/lib" \
    "$go" build -tags sudoku_nopkgconfig -o "$tmp/app-env" .) || fail "go build -tags sudoku_nopkgconfig"
check_run "CGO_LDFLAGS" "$tmp/app-env" PATH="$PATH"

echo "bindings/go/test_install.sh: 3 builds from outside the repository against make install PREFIX=<tmp>: ok"
