"""The C ABI, declared once: finds libsudoku's shared library and sets the
argument and result types of every function. Nothing here is public."""

from __future__ import annotations

import ctypes
import ctypes.util
import glob
import os
from pathlib import Path
from typing import List, Optional

# Status codes (sudoku.h); the numbers are part of the ABI.
OK = 0
ERR_NULL = -1
ERR_BAD_CELL = -2
ERR_CONFLICT = -3
ERR_NO_SOLUTION = -4
ERR_INTERNAL = -5
ERR_OPTIONS = -6
ERR_GAVE_UP = -7
ERR_NOT_UNIQUE = -8  # reserved for the rating and hint functions
ERR_SPACE = -9  # reserved for the explanation functions

UNIT_NONE, UNIT_ROW, UNIT_COLUMN, UNIT_BOX = 0, 1, 2, 3
NO_CELL = 255
CELLS = 81

# sudoku_generate_options.symmetry, .style; sudoku_candidates' kind.
SYMMETRY_NONE = 0
SYMMETRY_ROTATE180 = 1
SYMMETRY_ROTATE90 = 2
SYMMETRY_MIRROR = 3
SYMMETRY_FLIP = 4
SYMMETRY_DIAGONAL = 5
SYMMETRY_ANTIDIAGONAL = 6
SYMMETRY_DIHEDRAL = 7
STYLE_ASCII = 0
STYLE_RAW = 1
CANDIDATES_BASIC = 0
CANDIDATES_SOLUTIONS = 1

Board = ctypes.c_uint8 * CELLS


class Conflict(ctypes.Structure):
    """struct sudoku_conflict."""

    _fields_ = [
        ("first_cell", ctypes.c_uint8),
        ("second_cell", ctypes.c_uint8),
        ("digit", ctypes.c_uint8),
        ("unit", ctypes.c_uint8),
        ("unit_index", ctypes.c_uint8),
        ("byte", ctypes.c_uint8),
    ]


class GenerateOptions(ctypes.Structure):
    """struct sudoku_generate_options (its first version: size 28)."""

    _fields_ = [
        ("size", ctypes.c_uint32),
        ("symmetry", ctypes.c_uint32),
        ("minimal", ctypes.c_uint32),
        ("min_givens", ctypes.c_uint32),
        ("max_givens", ctypes.c_uint32),
        ("style", ctypes.c_uint32),
        ("max_tries", ctypes.c_uint32),
    ]


def _candidates() -> List[str]:
    """Where to look, in order: $LIBSUDOKU_PATH, the copy bundled in this
    package, the checkout's target/release when run from the repository."""
    found = []
    env = os.environ.get("LIBSUDOKU_PATH")
    if env:
        found.append(env)
    here = Path(__file__).resolve().parent
    found += sorted(glob.glob(str(here / "sudoku*.so")) + glob.glob(str(here / "libsudoku*.so")))
    for parent in here.parents:
        if (parent / "Cargo.toml").is_file() and (parent / "include" / "sudoku.h").is_file():
            found.append(str(parent / "target" / "release" / "libsudoku.so"))
            break
    return found


def _load() -> ctypes.CDLL:
    tried = []
    for path in _candidates():
        if os.path.isfile(path):
            return ctypes.CDLL(path)
        tried.append(path)
    system = ctypes.util.find_library("sudoku")
    if system:
        return ctypes.CDLL(system)
    raise ImportError(
        "libsudoku: cannot find the libsudoku shared library (looked for "
        + (", ".join(tried) or "nothing")
        + ", and on the system library path). Install the package with "
        "`pip install ./bindings/python` (needs cargo), or build it with "
        "`cargo build --release` and set LIBSUDOKU_PATH to target/release/libsudoku.so."
    )


lib = _load()

lib.sudoku_is_valid.argtypes = [ctypes.POINTER(ctypes.c_uint8)]
lib.sudoku_is_valid.restype = ctypes.c_bool

lib.sudoku_check.argtypes = [ctypes.POINTER(ctypes.c_uint8), ctypes.POINTER(Conflict)]
lib.sudoku_check.restype = ctypes.c_int32

lib.sudoku_solve.argtypes = [ctypes.POINTER(ctypes.c_uint8)]
lib.sudoku_solve.restype = ctypes.c_int32

lib.sudoku_solve_any.argtypes = [ctypes.POINTER(ctypes.c_uint8)]
lib.sudoku_solve_any.restype = ctypes.c_int32

lib.sudoku_count_solutions.argtypes = [
    ctypes.POINTER(ctypes.c_uint8),
    ctypes.c_uint32,
    ctypes.POINTER(ctypes.c_uint32),
]
lib.sudoku_count_solutions.restype = ctypes.c_int32

lib.sudoku_generate_options_init.argtypes = [ctypes.POINTER(GenerateOptions)]
lib.sudoku_generate_options_init.restype = None

lib.sudoku_generate.argtypes = [
    ctypes.c_uint64,
    ctypes.POINTER(GenerateOptions),
    ctypes.POINTER(ctypes.c_uint8),
    ctypes.POINTER(ctypes.c_uint8),
]
lib.sudoku_generate.restype = ctypes.c_int32

lib.sudoku_candidates.argtypes = [
    ctypes.POINTER(ctypes.c_uint8),
    ctypes.c_uint32,
    ctypes.POINTER(ctypes.c_uint16),
]
lib.sudoku_candidates.restype = ctypes.c_int32

lib.sudoku_solutions.argtypes = [
    ctypes.POINTER(ctypes.c_uint8),
    ctypes.c_uint32,
    ctypes.POINTER(ctypes.c_uint8),
    ctypes.POINTER(ctypes.c_uint32),
]
lib.sudoku_solutions.restype = ctypes.c_int32

lib.sudoku_strerror.argtypes = [ctypes.c_int32]
lib.sudoku_strerror.restype = ctypes.c_char_p

lib.sudoku_version.argtypes = []
lib.sudoku_version.restype = ctypes.c_char_p


def strerror(status: int) -> str:
    message: Optional[bytes] = lib.sudoku_strerror(status)
    return (message or b"").decode()
