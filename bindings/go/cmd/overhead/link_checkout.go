//go:build sudoku_checkout

package main

// With -tags sudoku_checkout: build against the checkout this file lives in,
// the header in include/ and the library `make lib` builds in
// target/release, which the program then finds at run time through an
// rpath (no LD_LIBRARY_PATH needed). For working on libsudoku itself;
// programs meant for users link the installed library (link_pkgconfig.go).

// #cgo CFLAGS: -I${SRCDIR}/../../../../include
// #cgo LDFLAGS: -L${SRCDIR}/../../../../target/release -lsudoku -Wl,-rpath,${SRCDIR}/../../../../target/release
import "C"
