#!/usr/bin/env bash
# CI setup for bindings/node (run by .ci/run on a fresh machine): make sure
# node >= 18 and npm exist. The npm packages (koffi, typescript) come from
# the registry when make test-node runs npm ci; nothing is installed
# globally unless node or npm is missing.
set -euo pipefail

need_node=0
if command -v node >/dev/null 2>&1; then
    major=$(node -p 'process.versions.node.split(".")[0]')
    if [ "$major" -lt 18 ]; then
        echo "bindings/node: node $(node --version) is older than 18" >&2
        need_node=1
    fi
else
    need_node=1
fi
if ! command -v npm >/dev/null 2>&1; then
    need_node=1
fi

if [ "$need_node" = 1 ]; then
    if command -v apt-get >/dev/null 2>&1; then
        apt-get update -q
        apt-get install -y -q nodejs npm
    else
        echo "bindings/node: install Node.js 18 or later with npm" >&2
        exit 1
    fi
    major=$(node -p 'process.versions.node.split(".")[0]')
    if [ "$major" -lt 18 ]; then
        echo "bindings/node: the system's node ($(node --version)) is older than 18; install Node.js 18+ (e.g. from nodesource.com)" >&2
        exit 1
    fi
fi
echo "bindings/node: node $(node --version), npm $(npm --version)"
