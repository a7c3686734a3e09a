# The Node.js binding's rules, included by the main Makefile (see its
# comment on BINDING_TESTS). make test-node: npm ci (once per lockfile),
# the node --test suites against the freshly built library, then the
# install path (npm pack with the library bundled, installed into a fresh
# project outside the repository, run with no cargo on PATH).

NODE_DIR := bindings/node
NODE_READY := $(NODE_DIR)/node_modules/.ready

BINDING_TESTS += test-node
.PHONY: test-node test-node-unit test-node-install

$(NODE_READY): $(NODE_DIR)/package.json $(NODE_DIR)/package-lock.json
	cd $(NODE_DIR) && npm ci --no-audit --no-fund
	@touch $@

test-node: test-node-unit test-node-install

test-node-unit: $(LIB_RUNNABLE) $(NODE_READY)
	cd $(NODE_DIR) && LIBSUDOKU_PATH=$(abspath $(LIB)) node --test test/*.test.js

test-node-install: $(LIB_RUNNABLE) $(NODE_READY)
	sh $(NODE_DIR)/scripts/install-test.sh $(abspath $(LIB))
