//go:build !sudoku_checkout

package sudoku

// The default: build against the installed library, found by pkg-config
// (`make install PREFIX=...` installs lib/pkgconfig/sudoku.pc; set
// PKG_CONFIG_PATH=PREFIX/lib/pkgconfig when PREFIX is not a place
// pkg-config looks). Build with -tags sudoku_checkout to link the
// checkout's target/release/libsudoku.so instead (link_checkout.go).

// #cgo pkg-config: sudoku
import "C"
