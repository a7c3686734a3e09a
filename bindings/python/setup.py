"""Everything else is in pyproject.toml; this only names the bundled
library and sets the wheel's tag.

The package has no compiled extension: setuptools-rust builds the Rust
library and bundles it as a plain shared library that ctypes loads, so the
wheel runs on any Python 3 but only on its platform. setuptools would name
the library for the building interpreter (sudoku.cpython-311-x86_64-linux-gnu.so)
and tag the wheel for it (cp311-cp311-linux_x86_64); this names it
libsudoku/sudoku.so and tags the wheel py3-none-<platform> (auditwheel then
turns linux_x86_64 into a manylinux tag).
"""

import sysconfig
from typing import Any, Tuple

from setuptools import setup
from setuptools.command.bdist_wheel import bdist_wheel  # setuptools >= 70.1
from setuptools_rust import build_rust


class build_rust_plain_name(build_rust):  # noqa: N801 (a command's name)
    def get_dylib_ext_path(self, ext: Any, target_fname: str) -> str:
        path: str = super().get_dylib_ext_path(ext, target_fname)
        suffix = sysconfig.get_config_var("EXT_SUFFIX") or ".so"
        return path[: -len(suffix)] + ".so" if path.endswith(suffix) else path


class bdist_wheel_any_python3(bdist_wheel):  # noqa: N801 (a command's name)
    def get_tag(self) -> Tuple[str, str, str]:
        _, _, platform = super().get_tag()
        return "py3", "none", platform


setup(cmdclass={"build_rust": build_rust_plain_name, "bdist_wheel": bdist_wheel_any_python3})
