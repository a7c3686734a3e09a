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
ERR_NOT_UNIQUE = -8  # several solutions where one is required (rating, hints)
ERR_SPACE = -9  # an output buffer too small (explain, describe)

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

# sudoku_rating.level, sudoku_step.level.
LEVEL_EASY = 1
LEVEL_MEDIUM = 2
LEVEL_HARD = 3
LEVEL_EXPERT = 4
LEVEL_EXTREME = 5

# sudoku_step.technique, sudoku_rating.hardest (sudoku_technique_name names them).
TECH_NONE = 0
TECH_FULL_HOUSE = 1
TECH_HIDDEN_SINGLE_BOX = 2
TECH_HIDDEN_SINGLE_LINE = 3
TECH_DIRECT_POINTING = 4
TECH_DIRECT_CLAIMING = 5
TECH_DIRECT_HIDDEN_PAIR = 6
TECH_NAKED_SINGLE = 7
TECH_DIRECT_HIDDEN_TRIPLE = 8
TECH_POINTING = 9
TECH_CLAIMING = 10
TECH_NAKED_PAIR = 11
TECH_X_WING = 12
TECH_HIDDEN_PAIR = 13
TECH_NAKED_TRIPLE = 14
TECH_SWORDFISH = 15
TECH_HIDDEN_TRIPLE = 16
TECH_STRONG_LINKS = 17
TECH_XY_WING = 18
TECH_XYZ_WING = 19
TECH_UNIQUE_RECTANGLE = 20
TECH_NAKED_QUAD = 21
TECH_JELLYFISH = 22
TECH_HIDDEN_QUAD = 23
TECH_WXYZ_WING = 24
TECH_BUG = 25
TECH_VWXYZ_WING = 26
TECH_ALIGNED_PAIR_EXCLUSION = 27
TECH_UVWXYZ_WING = 28
TECH_X_CYCLE = 29
TECH_Y_CYCLE = 30
TECH_FORCING_X_CHAIN = 31
TECH_CYCLE = 32
TECH_FORCING_CHAIN = 33
TECH_NISHIO = 34
TECH_CELL_FORCING_CHAINS = 35
TECH_REGION_FORCING_CHAINS = 36
TECH_DYNAMIC_FORCING_CHAINS = 37
TECH_DYNAMIC_FORCING_CHAINS_PLUS = 38
TECH_GUESS = 39
# In hints only (sudoku_hint); rate and explain leave it out to stay on
# Sudoku Explainer's scale. Numbered after Guess because it came later.
TECH_W_WING = 40
# The highest technique number: sudoku_technique_name names 1 to it. (Not
# TECH_LAST: the TECH_* names are the header's, which test_header checks.)
LAST_TECHNIQUE = TECH_W_WING

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
    """struct sudoku_generate_options, its second version (size 44; the
    first, 28 bytes, ended at max_tries). Filled with
    sudoku_generate_options_init_sized(sizeof), which never writes past it."""

    _fields_ = [
        ("size", ctypes.c_uint32),
        ("symmetry", ctypes.c_uint32),
        ("minimal", ctypes.c_uint32),
        ("min_givens", ctypes.c_uint32),
        ("max_givens", ctypes.c_uint32),
        ("style", ctypes.c_uint32),
        ("max_tries", ctypes.c_uint32),
        ("min_level", ctypes.c_uint32),
        ("max_level", ctypes.c_uint32),
        ("min_se", ctypes.c_float),
        ("max_se", ctypes.c_float),
    ]


class Rating(ctypes.Structure):
    """struct sudoku_rating (size 24)."""

    _fields_ = [
        ("size", ctypes.c_uint32),
        ("level", ctypes.c_uint32),
        ("se", ctypes.c_float),
        ("score", ctypes.c_uint32),
        ("steps", ctypes.c_uint32),
        ("hardest", ctypes.c_uint32),
    ]


class Step(ctypes.Structure):
    """struct sudoku_step (size 436)."""

    _fields_ = [
        ("size", ctypes.c_uint32),
        ("technique", ctypes.c_uint32),
        ("se", ctypes.c_float),
        ("level", ctypes.c_uint32),
        ("units", ctypes.c_uint32),
        ("cover", ctypes.c_uint32),
        ("digits", ctypes.c_uint16),
        ("length", ctypes.c_uint16),
        ("eliminate", ctypes.c_uint16 * CELLS),
        ("pattern", ctypes.c_uint16 * CELLS),
        ("place", ctypes.c_uint8 * CELLS),
        ("reserved", ctypes.c_uint8 * 3),
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
lib.sudoku_generate_options_init_sized.argtypes = [ctypes.POINTER(GenerateOptions), ctypes.c_size_t]
lib.sudoku_generate_options_init_sized.restype = None

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

lib.sudoku_technique_name.argtypes = [ctypes.c_uint32]
lib.sudoku_technique_name.restype = ctypes.c_char_p

lib.sudoku_rate.argtypes = [ctypes.POINTER(ctypes.c_uint8), ctypes.POINTER(Rating)]
lib.sudoku_rate.restype = ctypes.c_int32

lib.sudoku_hint.argtypes = [ctypes.POINTER(ctypes.c_uint8), ctypes.POINTER(ctypes.c_uint16), ctypes.POINTER(Step)]
lib.sudoku_hint.restype = ctypes.c_int32

lib.sudoku_explain.argtypes = [
    ctypes.POINTER(ctypes.c_uint8),
    ctypes.POINTER(Step),
    ctypes.c_size_t,
    ctypes.POINTER(ctypes.c_size_t),
]
lib.sudoku_explain.restype = ctypes.c_int32

lib.sudoku_describe.argtypes = [ctypes.POINTER(Step), ctypes.c_char_p, ctypes.c_size_t]
lib.sudoku_describe.restype = ctypes.c_int32

# The batch calls take their buffers as addresses (numpy's, or a ctypes
# array's), None for NULL.
_void = ctypes.c_void_p
_size = ctypes.c_size_t
_u32 = ctypes.c_uint32
for _name in ("sudoku_solve_batch", "sudoku_solve_any_batch"):
    getattr(lib, _name).argtypes = [_void, _size, _size, _void, _u32]
    getattr(lib, _name).restype = ctypes.c_int32
lib.sudoku_count_batch.argtypes = [_void, _size, _size, _u32, _void, _void, _u32]
lib.sudoku_count_batch.restype = ctypes.c_int32
lib.sudoku_check_batch.argtypes = [_void, _size, _size, _void, _void, _u32]
lib.sudoku_check_batch.restype = ctypes.c_int32
lib.sudoku_generate_batch.argtypes = [ctypes.c_uint64, _size, ctypes.POINTER(GenerateOptions), _void, _void, _size,
                                      _void, _u32]
lib.sudoku_generate_batch.restype = ctypes.c_int32
lib.sudoku_rate_batch.argtypes = [_void, _size, _size, _void, _void, _u32]
lib.sudoku_rate_batch.restype = ctypes.c_int32

lib.sudoku_strerror.argtypes = [ctypes.c_int32]
lib.sudoku_strerror.restype = ctypes.c_char_p

lib.sudoku_version.argtypes = []
lib.sudoku_version.restype = ctypes.c_char_p


def strerror(status: int) -> str:
    message: Optional[bytes] = lib.sudoku_strerror(status)
    return (message or b"").decode()
