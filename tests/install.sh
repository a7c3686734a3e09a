#!/bin/sh
# Installs libsudoku into a temporary prefix with `make install`, then, from
# outside the checkout, builds and runs a small C program three ways
# (pkg-config, pkg-config --static against libsudoku.a, CMake find_package)
# and checks the SONAME, the exported symbols, that no build path or rpath is
# baked in, DESTDIR staging, and that `make uninstall` leaves nothing behind.
# Run from the project root after `cargo build --release` (make test-install).
set -u
root=$(pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0
ok() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }
check() { # check DESCRIPTION COMMAND...
    what=$1
    shift
    if "$@" >"$tmp/out" 2>&1; then ok; else fail "$what"; cat "$tmp/out"; fi
}

version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n 1)
major=${version%%.*}
minor=$(echo "$version" | cut -d. -f2)
if [ "$major" = 0 ]; then soname=libsudoku.so.0.$minor; else soname=libsudoku.so.$major; fi
expected="$version 126734598378592614495168237739425186861379425254816379547281963613957842982643751"

prefix=$tmp/prefix
make -s install PREFIX="$prefix" >"$tmp/install.log" 2>&1 || { cat "$tmp/install.log"; fail "make install"; }
lib=$prefix/lib

# The library itself.
check "files installed" test -f "$lib/libsudoku.so.$version" -a -L "$lib/$soname" -a -L "$lib/libsudoku.so" \
    -a -f "$lib/libsudoku.a" -a -f "$prefix/include/sudoku.h" -a -f "$prefix/include/sudoku.hpp" \
    -a -f "$lib/pkgconfig/sudoku.pc" -a -f "$lib/cmake/sudoku/sudokuConfig.cmake" \
    -a -f "$lib/cmake/sudoku/sudokuConfigVersion.cmake" -a -x "$prefix/bin/sudoku"
check "the sudoku command runs" sh -c \
    "echo '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79' \
     | '$prefix/bin/sudoku' solve -q | grep -qx '534678912672195348198342567859761423426853791713924856961537284287419635345286179'"
check "SONAME is $soname" sh -c "readelf -d '$lib/libsudoku.so.$version' | grep -q 'Library soname: \[$soname\]'"
check "symlinks" test "$(readlink "$lib/$soname")" = "libsudoku.so.$version" -a "$(readlink "$lib/libsudoku.so")" = "$soname"
nm -D --defined-only "$lib/libsudoku.so.$version" | awk '{print $NF}' | sort >"$tmp/exports"
# Exactly the functions the header declares, no more and no fewer.
grep -oE '\bsudoku_[a-z_0-9]+\(' "$root/include/sudoku.h" | tr -d '(' | sort -u >"$tmp/want"
check "exports exactly the header's sudoku_* functions" diff "$tmp/want" "$tmp/exports"
check "no rpath or runpath" sh -c "! readelf -d '$lib/libsudoku.so.$version' | grep -qE 'RPATH|RUNPATH'"
check "no build path baked in" sh -c "! strings '$lib/libsudoku.so.$version' | grep -qF '$root'"
check "no home path baked in" sh -c "! strings '$lib/libsudoku.so.$version' | grep -qF '$HOME/'"
check "debug info stripped" sh -c "! readelf -S '$lib/libsudoku.so.$version' | grep -q '.debug_info'"

# Consumers, built outside the checkout.
work=$tmp/consumer
mkdir -p "$work"
cp tests/install/hello.c tests/install/hello.cpp tests/install/CMakeLists.txt "$work/"
cd "$work" || exit 1
export PKG_CONFIG_PATH="$lib/pkgconfig"

check "pkg-config knows the version" test "$(pkg-config --modversion sudoku)" = "$version"
check "build with pkg-config" sh -c 'gcc -std=c99 -Wall -Werror hello.c $(pkg-config --cflags --libs sudoku) -o hello_pc'
check "runs against the installed .so" test "$(LD_LIBRARY_PATH="$lib" ./hello_pc)" = "$expected"
check "linked by SONAME" sh -c "readelf -d hello_pc | grep -q 'Shared library: \[$soname\]'"

# Static: the same flags from pkg-config --static, with libsudoku.a named.
check "build with pkg-config --static" sh -c \
    'gcc -std=c99 hello.c $(pkg-config --static --cflags sudoku) $(pkg-config --static --libs sudoku | sed "s/-lsudoku/-l:libsudoku.a/") -o hello_static'
check "static binary runs alone" test "$(env -u LD_LIBRARY_PATH ./hello_static)" = "$expected"
check "static binary needs no libsudoku.so" sh -c "! readelf -d hello_static | grep -q libsudoku"

check "cmake configure (find_package)" cmake -S . -B build -DCMAKE_PREFIX_PATH="$prefix" -DWANT_VERSION="$major.$minor"
check "cmake build" cmake --build build
check "cmake: shared" test "$(LD_LIBRARY_PATH="$lib" build/hello)" = "$expected"
check "cmake: static" test "$(env -u LD_LIBRARY_PATH build/hello_static)" = "$expected"
check "cmake: C++ wrapper" test "$(LD_LIBRARY_PATH="$lib" build/hello_cpp)" = "$expected"
check "cmake refuses an incompatible version" sh -c \
    "! cmake -S . -B build2 -DCMAKE_PREFIX_PATH='$prefix' -DWANT_VERSION=$((major + 1)).0"

cd "$root" || exit 1
make -s uninstall PREFIX="$prefix" >/dev/null 2>&1
check "uninstall leaves nothing behind" test -z "$(find "$prefix" -type f -o -type l)"

# DESTDIR staging, as distribution packages do.
stage=$tmp/stage
make -s install DESTDIR="$stage" PREFIX=/usr >/dev/null 2>&1
check "DESTDIR: files under the stage" test -f "$stage/usr/lib/libsudoku.so.$version" -a -f "$stage/usr/include/sudoku.h"
check "DESTDIR: pkg-config names the real prefix" grep -qx 'prefix=/usr' "$stage/usr/lib/pkgconfig/sudoku.pc"
make -s uninstall DESTDIR="$stage" PREFIX=/usr >/dev/null 2>&1
check "DESTDIR: uninstall leaves nothing" test -z "$(find "$stage" -type f -o -type l)"

echo "install: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
