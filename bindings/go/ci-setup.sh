#!/usr/bin/env bash
# CI setup for bindings/go (run by .ci/run on a fresh machine): make sure a
# Go toolchain exists and print its version. The module needs Go 1.24 or
# later (its go.mod says so; a go 1.21+ older than that fetches the 1.24
# toolchain by itself, GOTOOLCHAIN=auto). No third-party modules are used.
# cgo also needs gcc and pkg-config, which .ci/run installs.
set -euo pipefail

if ! command -v go >/dev/null 2>&1 && [ -x /usr/local/go/bin/go ]; then
    echo "bindings/go: go is in /usr/local/go/bin, which is not on PATH: add it" >&2
    exit 1
fi
if ! command -v go >/dev/null 2>&1; then
    if command -v apt-get >/dev/null 2>&1; then
        apt-get update -q
        apt-get install -y -q golang-go
    else
        echo "bindings/go: install Go 1.24 or later (https://go.dev/dl/)" >&2
        exit 1
    fi
fi
echo "bindings/go: $(go version)"
