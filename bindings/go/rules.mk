# The Go binding's rules, included by the main Makefile (see its comment on
# BINDING_TESTS). make test-go: go vet and go test (the examples and the
# fuzz test's seed corpus included) against the checkout's freshly built
# library (-tags sudoku_checkout), then the install path: make install into
# a temporary prefix and a separate Go module outside the repository that
# requires the binding through a replace directive (test_install.sh).
# make lint-go: gofmt must list no file, and go vet.

GO ?= go
GO_DIR := bindings/go
# Keep the module's go.mod as committed; no third-party modules are used.
GO_ENV := GOWORK=off GOFLAGS="-mod=readonly -buildvcs=false"
# Go's build cache keys cgo on the package's own files, not on a header it
# includes from elsewhere: the header's checksum in CGO_CFLAGS makes a new
# include/sudoku.h rebuild the package instead of testing a stale one.
GO_CHECKOUT_ENV = CGO_CFLAGS="-O2 -g -DSUDOKU_HEADER_SUM=$(shell sha256sum include/sudoku.h | cut -c1-16)"

BINDING_TESTS += test-go
BINDING_LINTS += lint-go
.PHONY: test-go test-go-unit test-go-install lint-go

test-go: test-go-unit test-go-install

test-go-unit: $(LIB_RUNNABLE)
	cd $(GO_DIR) && $(GO_ENV) $(GO_CHECKOUT_ENV) $(GO) vet -tags sudoku_checkout ./...
	cd $(GO_DIR) && $(GO_ENV) $(GO_CHECKOUT_ENV) $(GO) test -count=1 -tags sudoku_checkout ./...

test-go-install: $(LIB_RUNNABLE)
	GO=$(GO) sh $(GO_DIR)/test_install.sh

lint-go:
	@unformatted=$$(gofmt -l $(GO_DIR)); \
	if [ -n "$$unformatted" ]; then echo "gofmt -l: not formatted: $$unformatted" >&2; exit 1; fi
	cd $(GO_DIR) && $(GO_ENV) $(GO_CHECKOUT_ENV) $(GO) vet -tags sudoku_checkout ./...
