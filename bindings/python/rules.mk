# The Python package's wheel, included by the main Makefile (see its comment
# on BINDING_TESTS; make test-python and make lint stay in the Makefile).
#
#   make wheel       build/wheelhouse/libsudoku_engine-VERSION-py3-none-manylinux_*.whl:
#                    the library bundled, any Python 3 (ctypes, no extension
#                    module), checked and retagged by auditwheel
#   make test-wheel  installs that wheel into a fresh virtual environment with
#                    no cargo on PATH, from outside the checkout, and uses it
#
# The wheel's Rust build is setuptools-rust's `cargo rustc --lib --release
# --crate-type cdylib` in the repository's target/ (CARGO_TARGET_DIR below):
# the dependencies are the ones `make lib` built, and after the first run
# (or test_install.py's pip install, the same command) it compiles nothing.

PY_DIR := bindings/python
# The main Makefile's $(VENV), which it defines after including this file
# (a rule's prerequisites are expanded when make reads it).
PY_VENV := $(BUILD)/venv
WHEELHOUSE := $(BUILD)/wheelhouse
PY_WHEEL_RAW := $(BUILD)/wheel-raw

BINDING_TESTS += test-wheel
.PHONY: wheel test-wheel

wheel: $(PY_VENV)/.ready $(LIB_RUNNABLE)
	rm -rf $(PY_WHEEL_RAW) $(WHEELHOUSE) $(PY_DIR)/build
	env -u LIBSUDOKU_PATH CARGO_TARGET_DIR=$(abspath $(LIBDIR)/..) $(PY_VENV)/bin/python -m pip wheel \
	    --no-deps --no-build-isolation --disable-pip-version-check -w $(PY_WHEEL_RAW) ./$(PY_DIR)
	$(PY_VENV)/bin/auditwheel show $(PY_WHEEL_RAW)/*.whl
	PATH=$(abspath $(PY_VENV)/bin):$$PATH $(PY_VENV)/bin/auditwheel repair --wheel-dir $(WHEELHOUSE) \
	    $(PY_WHEEL_RAW)/*.whl

test-wheel: wheel
	PYTHON=$(PYTHON) sh $(PY_DIR)/tests/wheel_test.sh $(WHEELHOUSE)
