//go:build !sudoku_checkout && !sudoku_nopkgconfig

package sudoku

// The default: build against the installed library, found by pkg-config
// (`make install PREFIX=...` installs lib/pkgconfig/sudoku.pc; set
// PKG_CONFIG_PATH=PREFIX/lib/pkgconfig when PREFIX is not a place
// pkg-config looks). Build with -tags sudoku_checkout to link the
// checkout's target/release/libsudoku.so instead (link_checkout.go), or
// with -tags sudoku_nopkgconfig to give the flags yourself in CGO_CFLAGS
// and CGO_LDFLAGS (e.g. CGO_CFLAGS=-I/opt/sudoku/include
// CGO_LDFLAGS="-L/opt/sudoku/lib -lsudoku -Wl,-rpath,/opt/sudoku/lib").

// #cgo pkg-config: sudoku
import "C"
