module github.com/libsudoku/libsudoku/bindings/go

// 1.24: the binding marks its C calls with `#cgo noescape` (a Go 1.24 cgo
// directive), so a Grid passed to the library stays on the caller's stack.
go 1.24
