"""libsudoku: fast, safe 9x9 Sudoku solving and generating (ctypes over the libsudoku C library).

A board is any of:

- an 81-character ``str``, row by row, ``'.'`` or ``'0'`` for empty;
- ``bytes`` or ``bytearray`` of 81 cells (raw digits 1-9 or ASCII, as in C);
- a list of 81 ints, 0 for empty;
- a 9x9 list of lists of ints (0 empty) or of one-character strings
  (``'.'`` empty): LeetCode's board.

>>> import libsudoku
>>> libsudoku.solve(".26.........5.2..4...1....7.3..2.18....3.9....54.1..7.5....1...6..9.7.........75.")[:9]
'126734598'
>>> libsudoku.count_solutions("." * 81, limit=3)
3

``solve`` returns the lexicographically smallest solution (what a plain
row-major search finds first) in the shape and type it was given, and never
modifies its argument; ``solutions`` lists the first few in that order.
``generate`` makes puzzles (one solution, reproducible from a seed,
symmetric, minimal, of a chosen difficulty), and ``candidates`` gives each
cell's possible digits. ``rate`` says how hard a puzzle is for a person
(levels and the Sudoku Explainer scale), ``hint`` gives the next step from
a player's position, and ``explain`` the whole path, step by step, each
with an English sentence.
Errors are exceptions (``SudokuError`` and its subclasses); a board of the
wrong length or shape, or an argument out of range, is ``ValueError`` or
``TypeError``, raised before the library is called. The GIL is released while
the library works, so threads solve in parallel.
"""

from __future__ import annotations

import ctypes
import math
import operator
import secrets
from dataclasses import dataclass, field
from typing import (
    AbstractSet,
    Any,
    Callable,
    Dict,
    FrozenSet,
    Iterable,
    List,
    Literal,
    Mapping,
    Optional,
    Sequence,
    Set,
    Tuple,
    Union,
    overload,
)

from . import _ffi

__version__ = "0.2.0"

__all__ = [
    "LEVELS",
    "SYMMETRIES",
    "BadCellError",
    "BatchError",
    "Conflict",
    "ConflictError",
    "GaveUpError",
    "NoSolutionError",
    "NotUniqueError",
    "OptionsError",
    "Rating",
    "SpaceError",
    "Step",
    "SudokuError",
    "candidate_masks",
    "candidates",
    "check",
    "check_batch",
    "count_batch",
    "count_solutions",
    "explain",
    "generate",
    "generate_batch",
    "hint",
    "is_unique",
    "is_valid",
    "library_version",
    "raise_for_statuses",
    "rate",
    "rate_batch",
    "solutions",
    "solve",
    "solve_any",
    "solve_any_batch",
    "solve_any_batch_inplace",
    "solve_batch",
    "solve_batch_inplace",
    "solve_into",
    "technique_name",
]

BoardLike = Union[str, bytes, bytearray, List[int], List[List[int]], List[List[str]]]

_UNITS = {_ffi.UNIT_ROW: "row", _ffi.UNIT_COLUMN: "column", _ffi.UNIT_BOX: "box"}


# ---- errors ----------------------------------------------------------------


class SudokuError(Exception):
    """A board libsudoku refused; ``status`` is the C status code."""

    def __init__(self, message: str, status: int) -> None:
        super().__init__(message)
        self.status = status


class BadCellError(SudokuError, ValueError):
    """A cell holds something that is not a cell value, or the board mixes
    raw and ASCII digits. ``cell`` is its index (0-80), ``byte`` its value."""

    def __init__(self, cell: int, byte: int, message: Optional[str] = None) -> None:
        super().__init__(message or f"cell {cell} (row {cell // 9 + 1}, column {cell % 9 + 1}) "
                         f"holds {byte!r}, which is not a cell value", _ffi.ERR_BAD_CELL)
        self.cell = cell
        self.byte = byte


class ConflictError(SudokuError, ValueError):
    """Two givens repeat a digit: ``cells`` (two indexes), ``digit``, ``unit``
    (``'row'``, ``'column'`` or ``'box'``) and ``unit_index`` (0-8)."""

    def __init__(self, cells: Tuple[int, int], digit: int, unit: str, unit_index: int) -> None:
        super().__init__(f"{digit} repeats in {unit} {unit_index} (cells {cells[0]} and {cells[1]})",
                         _ffi.ERR_CONFLICT)
        self.cells = cells
        self.digit = digit
        self.unit = unit
        self.unit_index = unit_index


class NoSolutionError(SudokuError):
    """The givens are consistent, but the puzzle has no solution."""

    def __init__(self) -> None:
        super().__init__(_ffi.strerror(_ffi.ERR_NO_SOLUTION), _ffi.ERR_NO_SOLUTION)


class OptionsError(SudokuError, ValueError):
    """The library refused the options it was given (``SUDOKU_ERR_OPTIONS``):
    an unknown symmetry, style or candidates kind, or givens bounds that
    cannot hold. The package checks its arguments first and raises a plain
    ``ValueError``; this one is a ``ValueError`` too."""

    def __init__(self, message: Optional[str] = None) -> None:
        super().__init__(message or _ffi.strerror(_ffi.ERR_OPTIONS), _ffi.ERR_OPTIONS)


class GaveUpError(SudokuError):
    """``generate`` made no puzzle within the bounds (givens, level,
    rating) in ``max_tries`` grids (``SUDOKU_ERR_GAVE_UP``): widen the
    bounds or allow more tries."""

    def __init__(self, message: Optional[str] = None) -> None:
        super().__init__(message or _ffi.strerror(_ffi.ERR_GAVE_UP), _ffi.ERR_GAVE_UP)


class NotUniqueError(SudokuError):
    """The board has several solutions where one is required
    (``SUDOKU_ERR_NOT_UNIQUE``): ``rate``, ``hint`` and ``explain`` need a
    proper puzzle."""

    def __init__(self, message: Optional[str] = None) -> None:
        super().__init__(message or _ffi.strerror(_ffi.ERR_NOT_UNIQUE), _ffi.ERR_NOT_UNIQUE)


class SpaceError(SudokuError):
    """An output buffer was too small (``SUDOKU_ERR_SPACE``). The package
    makes room and asks again, so this reaches a caller only if a step's
    sentence would not fit in a megabyte."""

    def __init__(self, message: Optional[str] = None) -> None:
        super().__init__(message or _ffi.strerror(_ffi.ERR_SPACE), _ffi.ERR_SPACE)


# The statuses whose exception needs nothing but the status.
_PLAIN_ERRORS: Dict[int, Callable[[], SudokuError]] = {
    _ffi.ERR_NO_SOLUTION: NoSolutionError,
    _ffi.ERR_OPTIONS: OptionsError,
    _ffi.ERR_GAVE_UP: GaveUpError,
    _ffi.ERR_NOT_UNIQUE: NotUniqueError,
    _ffi.ERR_SPACE: SpaceError,
}


@dataclass(frozen=True)
class Conflict:
    """Why a board is not valid (see ``check``).

    ``kind`` is ``'bad_cell'`` (``cells`` holds the one bad cell, ``byte`` its
    value) or ``'conflict'`` (``cells`` holds the two cells repeating
    ``digit`` in ``unit`` number ``unit_index``)."""

    kind: str
    cells: Tuple[int, ...]
    digit: Optional[int] = None
    unit: Optional[str] = None
    unit_index: Optional[int] = None
    byte: Optional[int] = None

    def error(self) -> SudokuError:
        """The exception that stands for this conflict."""
        if self.kind == "bad_cell":
            return BadCellError(self.cells[0], self.byte if self.byte is not None else 0)
        assert self.digit is not None and self.unit is not None and self.unit_index is not None
        return ConflictError((self.cells[0], self.cells[1]), self.digit, self.unit, self.unit_index)


# ---- boards ----------------------------------------------------------------

# How a board was given, so the answer can be given back the same way.
_STR, _BYTES, _BYTEARRAY, _FLAT, _GRID_INT, _GRID_STR = range(6)


def _encode(board: Any) -> Tuple[bytes, int]:
    """81 bytes for the C call, and the shape to give the answer back in."""
    if isinstance(board, str):
        if len(board) != _ffi.CELLS:
            raise ValueError(f"a board string has 81 characters, not {len(board)}")
        for cell, char in enumerate(board):
            if ord(char) > 255:
                raise BadCellError(cell, ord(char))
        return board.encode("latin-1"), _STR
    if isinstance(board, (bytes, bytearray)):
        if len(board) != _ffi.CELLS:
            raise ValueError(f"a board has 81 bytes, not {len(board)}")
        return bytes(board), _BYTES if isinstance(board, bytes) else _BYTEARRAY
    if not isinstance(board, (list, tuple)):
        raise TypeError(f"a board is a str, bytes, bytearray or list, not {type(board).__name__}")
    if len(board) == _ffi.CELLS:
        return bytes(_int_cell(value, cell) for cell, value in enumerate(board)), _FLAT
    if len(board) != 9 or not all(isinstance(row, (list, tuple)) and len(row) == 9 for row in board):
        raise ValueError("a board list has 81 ints, or 9 rows of 9 cells")
    cells = [value for row in board for value in row]
    if all(isinstance(value, str) for value in cells):
        for cell, value in enumerate(cells):
            if len(value) != 1:
                raise ValueError(f"cell {cell} is {value!r}: a cell string is one character")
        return _encode("".join(cells))[0], _GRID_STR
    if all(isinstance(value, int) and not isinstance(value, bool) for value in cells):
        return bytes(_int_cell(value, cell) for cell, value in enumerate(cells)), _GRID_INT
    raise TypeError("a 9x9 board holds ints, or one-character strings, not both")


def _int_cell(value: Any, cell: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"cell {cell} is {value!r}: a list board holds ints")
    if not 0 <= value <= 9:
        raise BadCellError(cell, value, f"cell {cell} is {value}: digits are 1-9, 0 for empty")
    return value


def _decode(raw: bytes, shape: int) -> Any:
    if shape == _STR:
        return raw.decode("latin-1")
    if shape == _BYTES:
        return raw
    if shape == _BYTEARRAY:
        return bytearray(raw)
    if shape == _FLAT:
        return list(raw)
    if shape == _GRID_INT:
        return [list(raw[row * 9:row * 9 + 9]) for row in range(9)]
    text = raw.decode("latin-1")
    return [list(text[row * 9:row * 9 + 9]) for row in range(9)]


def _explain(cells: Any) -> Optional[Conflict]:
    found = _ffi.Conflict()
    status = _ffi.lib.sudoku_check(cells, ctypes.byref(found))
    if status == _ffi.OK:
        return None
    if status == _ffi.ERR_BAD_CELL:
        return Conflict("bad_cell", (found.first_cell,), byte=found.byte)
    if status == _ffi.ERR_CONFLICT:
        return Conflict("conflict", (found.first_cell, found.second_cell), found.digit,
                        _UNITS.get(found.unit), found.unit_index, found.byte)
    raise SudokuError(_ffi.strerror(status), status)


def _raise_for(status: int, cells: Any) -> None:
    if status == _ffi.OK:
        return
    if status in (_ffi.ERR_BAD_CELL, _ffi.ERR_CONFLICT):
        conflict = _explain(cells)
        if conflict is not None:
            raise conflict.error()
    plain = _PLAIN_ERRORS.get(status)
    if plain is not None:
        raise plain()
    raise SudokuError(_ffi.strerror(status), status)


def _check_uint(value: Any, name: str, bits: int = 32) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 2**bits:
        raise ValueError(f"{name} is an int from 0 to 2**{bits} - 1, not {value!r}")


# ---- the API -----------------------------------------------------------------


def solve(board: BoardLike) -> Any:
    """The solved board, in the shape and type of ``board`` (never modified).

    A puzzle with several solutions gets the lexicographically smallest.

    >>> solve([[0] * 9 for _ in range(9)])[0]
    [1, 2, 3, 4, 5, 6, 7, 8, 9]

    Raises ``BadCellError``, ``ConflictError`` or ``NoSolutionError``.
    """
    return _solve_with(_ffi.lib.sudoku_solve, board)


def solve_any(board: BoardLike) -> Any:
    """Like ``solve``, but a board with several solutions gets whichever the
    engine finds first (unspecified; may change between versions): the
    fastest path when any solution will do.

    >>> len(solve_any("." * 81))
    81
    """
    return _solve_with(_ffi.lib.sudoku_solve_any, board)


def _solve_with(function: Any, board: BoardLike) -> Any:
    raw, shape = _encode(board)
    cells = _ffi.Board.from_buffer_copy(raw)
    _raise_for(function(cells), cells)
    return _decode(bytes(cells), shape)


def solve_into(buffer: Any) -> None:
    """Solves a writable 81-byte buffer in place, without copying it: a
    ``bytearray``, a writable ``memoryview``, a numpy ``uint8`` array of 81
    elements (any C-contiguous shape, such as 9x9). On error the buffer is
    left exactly as it was.

    >>> cells = bytearray(b"." * 81)
    >>> solve_into(cells)
    >>> bytes(cells[:9])
    b'123456789'
    """
    view = memoryview(buffer)
    if view.readonly:
        raise TypeError("solve_into needs a writable buffer (bytearray, numpy array, ...)")
    if view.itemsize != 1 or view.nbytes != _ffi.CELLS:
        raise ValueError(f"solve_into needs 81 one-byte cells, not {view.nbytes // max(view.itemsize, 1)} "
                         f"cells of {view.itemsize} bytes")
    if not view.c_contiguous:
        raise ValueError("solve_into needs a contiguous buffer")
    flat = view.cast("B") if view.ndim != 1 or view.format != "B" else view
    cells = _ffi.Board.from_buffer(flat)
    try:
        _raise_for(_ffi.lib.sudoku_solve(cells), cells)
    finally:
        del cells
        if flat is not view:
            flat.release()
        view.release()


def is_valid(board: BoardLike) -> bool:
    """True when no digit repeats in a row, column or box (LeetCode 36);
    False also for a board with a bad cell. Says nothing about solvability.

    >>> is_valid("55" + "." * 79)
    False
    """
    raw, _ = _encode(board)
    return bool(_ffi.lib.sudoku_is_valid(_ffi.Board.from_buffer_copy(raw)))


def check(board: BoardLike) -> Optional[Conflict]:
    """Why the board is not valid, or None when it is.

    >>> check("5.5" + "." * 78)
    Conflict(kind='conflict', cells=(0, 2), digit=5, unit='row', unit_index=0, byte=53)
    """
    try:
        raw, _ = _encode(board)
    except BadCellError as bad:
        return Conflict("bad_cell", (bad.cell,), byte=bad.byte)
    return _explain(_ffi.Board.from_buffer_copy(raw))


def count_solutions(board: BoardLike, limit: int = 2) -> int:
    """The number of solutions, counting up to ``limit`` (so at most
    ``limit``). 0 for a valid board with no solution; ``limit=2`` answers
    "is this a proper puzzle?".

    Raises ``BadCellError`` or ``ConflictError`` for a board that is not valid.
    """
    _check_uint(limit, "limit")
    raw, _ = _encode(board)
    cells = _ffi.Board.from_buffer_copy(raw)
    count = ctypes.c_uint32(0)
    _raise_for(_ffi.lib.sudoku_count_solutions(cells, limit, ctypes.byref(count)), cells)
    return count.value


def is_unique(board: BoardLike) -> bool:
    """True when the board has exactly one solution (a proper puzzle).

    Raises ``BadCellError`` or ``ConflictError`` for a board that is not valid.
    """
    return count_solutions(board, 2) == 1


# ---- making puzzles ----------------------------------------------------------

#: The symmetries ``generate`` knows, in the order of the C constants
#: (``SUDOKU_SYMMETRY_NONE`` is 0): which cells are given or left out together.
SYMMETRIES: Tuple[str, ...] = (
    "none", "rotate180", "rotate90", "mirror", "flip", "diagonal", "antidiagonal", "dihedral",
)
_SYMMETRY_CODES = {
    "none": _ffi.SYMMETRY_NONE,
    "rotate180": _ffi.SYMMETRY_ROTATE180,
    "rotate90": _ffi.SYMMETRY_ROTATE90,
    "mirror": _ffi.SYMMETRY_MIRROR,
    "flip": _ffi.SYMMETRY_FLIP,
    "diagonal": _ffi.SYMMETRY_DIAGONAL,
    "antidiagonal": _ffi.SYMMETRY_ANTIDIAGONAL,
    "dihedral": _ffi.SYMMETRY_DIHEDRAL,
}
_STYLE_CODES = {"ascii": _ffi.STYLE_ASCII, "raw": _ffi.STYLE_RAW}

# The fewest givens a puzzle with one solution can have.
_MIN_PROPER_GIVENS = 17

GivensBounds = Tuple[Optional[int], Optional[int]]

#: The difficulty levels, easiest first: ``LEVELS[n - 1]`` names level ``n``
#: (``SUDOKU_LEVEL_EASY`` is 1). easy: singles only; medium: also locked
#: candidates, naked and hidden pairs and triples; hard: also fish, wings,
#: quads, uniqueness; expert: also chains and loops; extreme: also forcing
#: chains, or a guess.
LEVELS: Tuple[str, ...] = ("easy", "medium", "hard", "expert", "extreme")

LevelLike = Union[int, str]
LevelBounds = Union[None, int, str, Tuple[Optional[LevelLike], Optional[LevelLike]]]
SeBounds = Tuple[Optional[float], Optional[float]]

# The highest rating the library accepts as a bound.
_MAX_SE = 20.0


@overload
def generate(seed: Optional[int] = ..., *, symmetry: str = ..., minimal: bool = ...,
             givens: Optional[GivensBounds] = ..., style: Literal["ascii"] = ...,
             max_tries: int = ..., level: LevelBounds = ...,
             se: Optional[SeBounds] = ...) -> Tuple[str, str]: ...
@overload
def generate(seed: Optional[int] = ..., *, symmetry: str = ..., minimal: bool = ...,
             givens: Optional[GivensBounds] = ..., style: Literal["raw"],
             max_tries: int = ..., level: LevelBounds = ...,
             se: Optional[SeBounds] = ...) -> Tuple[bytes, bytes]: ...
@overload
def generate(seed: Optional[int] = ..., *, symmetry: str = ..., minimal: bool = ...,
             givens: Optional[GivensBounds] = ..., style: str = ...,
             max_tries: int = ..., level: LevelBounds = ...,
             se: Optional[SeBounds] = ...) -> Tuple[Union[str, bytes], Union[str, bytes]]: ...


def generate(seed: Optional[int] = None, *, symmetry: str = "rotate180", minimal: bool = True,
             givens: Optional[GivensBounds] = None, style: str = "ascii",
             max_tries: int = 0, level: LevelBounds = None,
             se: Optional[SeBounds] = None) -> Tuple[Union[str, bytes], Union[str, bytes]]:
    """A new puzzle with exactly one solution, and that solution:
    ``(puzzle, solution)``.

    >>> puzzle, solution = generate(2024)
    >>> count_solutions(puzzle) == 1 and solve(puzzle) == solution
    True
    >>> generate(2024) == (puzzle, solution)    # the same seed, the same puzzle
    True

    - ``seed``: an int from 0 to 2**64 - 1. The same seed and options give
      the same puzzle on every platform and every run (within a
      MAJOR.MINOR version of the library); ``None`` draws a seed from
      ``secrets.randbits(64)``.
    - ``symmetry``: one of ``SYMMETRIES``: ``"none"``, ``"rotate180"`` (cell
      i and 80 - i, the default), ``"rotate90"``, ``"mirror"`` (left-right),
      ``"flip"`` (top-bottom), ``"diagonal"``, ``"antidiagonal"``,
      ``"dihedral"`` (all eight at once). Cells that the symmetry maps onto
      each other are given or left out together.
    - ``minimal``: True (the default): no given (no symmetric group of
      givens) can be taken out without losing uniqueness. False: groups
      whose removal would go below the lower bound of ``givens`` are
      skipped (more givens, easier puzzles).
    - ``givens``: ``None``, or a ``(min, max)`` pair of bounds on the number
      of givens, either of which may be ``None`` (no bound); ``min`` is 0-81,
      ``max`` 17-81 and not below ``min``.
    - ``style``: ``"ascii"`` (the default): both boards are 81-character
      ``str``, ``'.'`` for empty and ``'1'``-``'9'``. ``"raw"``: both are 81
      ``bytes`` with values 0-9, 0 for empty: the C library's raw style, which
      every function here accepts, and ``numpy.frombuffer(puzzle, numpy.uint8)``
      reads without a copy.
    - ``max_tries``: grids to try before ``GaveUpError`` when the bounds are
      not met; 0 for the library's default (1000, or 20,000 with a ``level``
      or ``se`` bound).
    - ``level``: ``None`` (any), one level, or a ``(min, max)`` pair of
      levels (either may be ``None``); a level is a name of ``LEVELS``
      (``"easy"`` to ``"extreme"``) or its number, 1-5. The puzzle's
      ``rate(puzzle).level`` is within the bounds.
    - ``se``: ``None``, or a ``(min, max)`` pair of bounds on
      ``rate(puzzle).se``, the Sudoku Explainer rating (either may be
      ``None``; numbers from 0 to 20, compared in tenths, the max above 0).

    With a ``level`` or ``se`` bound, each try is one grid whose puzzle is
    rated, so a rare difficulty may need a larger ``max_tries``:

    >>> puzzle, _ = generate(7, level="medium", se=(None, 3.0))
    >>> rating = rate(puzzle)
    >>> rating.level_name, rating.se <= 3.0
    ('medium', True)

    A bad name or value raises ``ValueError`` before the library is called;
    ``GaveUpError`` when no puzzle met the bounds within ``max_tries``.
    """
    if seed is None:
        seed = secrets.randbits(64)
    _check_uint(seed, "seed", 64)
    options = _generate_options(symmetry, minimal, givens, style, max_tries, level, se)
    puzzle, solution = _ffi.Board(), _ffi.Board()
    _raise_for(_ffi.lib.sudoku_generate(seed, ctypes.byref(options), puzzle, solution), puzzle)
    if style == "raw":
        return bytes(puzzle), bytes(solution)
    return bytes(puzzle).decode("ascii"), bytes(solution).decode("ascii")


def _generate_options(symmetry: Any, minimal: Any, givens: Any, style: Any, max_tries: Any,
                      level: Any, se: Any) -> _ffi.GenerateOptions:
    """The C options struct for ``generate``'s arguments, checked."""
    if not isinstance(symmetry, str) or symmetry not in _SYMMETRY_CODES:
        raise ValueError(f"symmetry is one of {', '.join(SYMMETRIES)}; not {symmetry!r}")
    if not isinstance(minimal, bool):
        raise ValueError(f"minimal is True or False, not {minimal!r}")
    low, high = _givens_bounds(givens)
    if not isinstance(style, str) or style not in _STYLE_CODES:
        raise ValueError(f"style is 'ascii' or 'raw', not {style!r}")
    _check_uint(max_tries, "max_tries")
    min_level, max_level = _level_bounds(level)
    min_se, max_se = _se_bounds(se)

    options = _ffi.GenerateOptions()
    _ffi.lib.sudoku_generate_options_init_sized(ctypes.byref(options), ctypes.sizeof(options))
    options.symmetry = _SYMMETRY_CODES[symmetry]
    options.minimal = int(minimal)
    options.min_givens = low
    options.max_givens = high
    options.style = _STYLE_CODES[style]
    options.max_tries = max_tries
    options.min_level = min_level
    options.max_level = max_level
    options.min_se = min_se
    options.max_se = max_se
    return options


def _givens_bounds(givens: Any) -> Tuple[int, int]:
    """The C fields min_givens and max_givens (0: no bound) for ``givens``."""
    if givens is None:
        return 0, 0
    if not isinstance(givens, (tuple, list)) or len(givens) != 2:
        raise ValueError(f"givens is None or a (min, max) pair, not {givens!r}")
    low, high = givens
    for name, value in (("min", low), ("max", high)):
        if value is not None and (not isinstance(value, int) or isinstance(value, bool)
                                  or not 0 <= value <= _ffi.CELLS):
            raise ValueError(f"the {name} of givens is None or an int from 0 to 81, not {value!r}")
    if high is not None and high < _MIN_PROPER_GIVENS:
        raise ValueError(f"the max of givens is at least {_MIN_PROPER_GIVENS} (no puzzle with one "
                         f"solution has fewer givens), not {high}")
    if low is not None and high is not None and low > high:
        raise ValueError(f"the min of givens ({low}) is above the max ({high})")
    return low or 0, high or 0


def _level_number(value: Any, name: str) -> int:
    """A level's number (1-5) from its name or number."""
    if isinstance(value, str):
        if value in LEVELS:
            return LEVELS.index(value) + 1
        raise ValueError(f"the {name} is one of {', '.join(LEVELS)} or 1-5, not {value!r}")
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= len(LEVELS):
        return value
    raise ValueError(f"the {name} is one of {', '.join(LEVELS)} or 1-5, not {value!r}")


def _level_bounds(level: Any) -> Tuple[int, int]:
    """The C fields min_level and max_level (0: no bound) for ``level``."""
    if level is None:
        return 0, 0
    if not isinstance(level, (tuple, list)):
        number = _level_number(level, "level")
        return number, number
    if len(level) != 2:
        raise ValueError(f"level is None, a level, or a (min, max) pair, not {level!r}")
    low, high = (None if value is None else _level_number(value, f"{name} of level")
                 for name, value in zip(("min", "max"), level))
    if low is not None and high is not None and low > high:
        raise ValueError(f"the min of level ({level[0]!r}) is above the max ({level[1]!r})")
    return low or 0, high or 0


def _se_bounds(se: Any) -> Tuple[float, float]:
    """The C fields min_se and max_se (0: no bound) for ``se``."""
    if se is None:
        return 0.0, 0.0
    if not isinstance(se, (tuple, list)) or len(se) != 2:
        raise ValueError(f"se is None or a (min, max) pair, not {se!r}")
    low, high = se
    for name, value in (("min", low), ("max", high)):
        if value is None:
            continue
        if (not isinstance(value, (int, float)) or isinstance(value, bool) or not math.isfinite(value)
                or not 0 <= value <= _MAX_SE):
            raise ValueError(f"the {name} of se is None or a number from 0 to {_MAX_SE:g}, not {value!r}")
    if high is not None and high == 0:
        raise ValueError("the max of se is above 0 (None for no bound)")
    if low is not None and high is not None and low > high:
        raise ValueError(f"the min of se ({low}) is above the max ({high})")
    return float(low or 0), float(high or 0)


# ---- candidates and all the solutions ------------------------------------------

_KIND_CODES = {"basic": _ffi.CANDIDATES_BASIC, "solutions": _ffi.CANDIDATES_SOLUTIONS}


def candidate_masks(board: BoardLike, kind: str = "basic") -> List[int]:
    """Each cell's candidates as a bitmask: 81 ints, bit d-1 set when digit d
    may go in the cell, 0 for a given (``sudoku_candidates``). For numpy:
    ``numpy.array(candidate_masks(board), dtype=numpy.uint16)``.

    >>> bin(candidate_masks("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")[2])
    '0b1011'

    ``kind`` is as for ``candidates``. Raises ``BadCellError`` or
    ``ConflictError`` for a board that is not valid.
    """
    if not isinstance(kind, str) or kind not in _KIND_CODES:
        raise ValueError(f"kind is 'basic' or 'solutions', not {kind!r}")
    raw, _ = _encode(board)
    cells = _ffi.Board.from_buffer_copy(raw)
    masks = (ctypes.c_uint16 * _ffi.CELLS)()
    _raise_for(_ffi.lib.sudoku_candidates(cells, _KIND_CODES[kind], masks), cells)
    return list(masks)


def candidates(board: BoardLike, kind: str = "basic") -> List[Set[int]]:
    """Each cell's candidate digits: 81 sets, row-major, empty for a given.

    ``kind="basic"`` (the default): what a player pencils in, the digits no
    given in the cell's row, column or box holds. ``kind="solutions"``: the
    digits the cell holds in at least one solution (the true candidates;
    every set empty when the board has no solution).

    >>> board = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    >>> candidates(board)[:4]
    [set(), set(), {1, 2, 4}, {2, 6}]
    >>> candidates(board, "solutions")[:4]
    [set(), set(), {4}, {6}]

    Raises ``BadCellError`` or ``ConflictError`` for a board that is not valid.
    """
    return [{digit for digit in range(1, 10) if mask >> (digit - 1) & 1}
            for mask in candidate_masks(board, kind)]


# Up to this many solutions asked for, solutions() makes room for all of
# them; past it, it counts first and makes room for the ones there are.
_SOLUTIONS_AT_ONCE = 4096


def solutions(board: BoardLike, limit: int) -> List[Any]:
    """The first ``limit`` solutions in lexicographic order (so the first is
    ``solve(board)``), each in the shape and type of ``board``; fewer when
    the board has fewer, none when it has no solution.

    >>> [s[:9] for s in solutions("." * 81, 3)]
    ['123456789', '123456789', '123456789']
    >>> solutions("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", 5)[0][:9]
    '534678912'

    Raises ``BadCellError`` or ``ConflictError`` for a board that is not valid.
    """
    _check_uint(limit, "limit")
    raw, shape = _encode(board)
    cells = _ffi.Board.from_buffer_copy(raw)
    room = limit
    if limit > _SOLUTIONS_AT_ONCE:
        # Room for `limit` solutions could be gigabytes: count them first.
        counted = ctypes.c_uint32(0)
        _raise_for(_ffi.lib.sudoku_count_solutions(cells, limit, ctypes.byref(counted)), cells)
        room = counted.value
    out = (ctypes.c_uint8 * (room * _ffi.CELLS))()
    found = ctypes.c_uint32(0)
    _raise_for(_ffi.lib.sudoku_solutions(cells, room, out, ctypes.byref(found)), cells)
    listed = bytes(out)
    return [_decode(listed[k * _ffi.CELLS:(k + 1) * _ffi.CELLS], shape) for k in range(found.value)]


# ---- rating, hints and explanations --------------------------------------------

_UNIT_KINDS = ("row", "column", "box")


def _units(mask: int) -> Tuple[Tuple[str, int], ...]:
    """A C unit mask (bit u: rows 0-8, columns 9-17, boxes 18-26) as
    ``(kind, index)`` pairs, index 0-8."""
    return tuple((_UNIT_KINDS[unit // 9], unit % 9) for unit in range(27) if mask >> unit & 1)


def _digits(mask: int) -> FrozenSet[int]:
    return frozenset(digit for digit in range(1, 10) if mask >> (digit - 1) & 1)


def technique_name(technique: int) -> str:
    """The English name of a technique number (``SUDOKU_TECH_*``, 1-40), as
    ``Step.technique`` and ``Rating.hardest`` give it.

    >>> technique_name(12)
    'X-Wing'

    A number that names no technique (0 included) raises ``ValueError``.
    """
    _check_uint(technique, "technique")
    name: Optional[bytes] = _ffi.lib.sudoku_technique_name(technique)
    if name is None:
        raise ValueError(f"{technique} is not a technique number (1-{_ffi.LAST_TECHNIQUE})")
    return name.decode()


@dataclass(frozen=True)
class Rating:
    """How hard a puzzle is for a person (see ``rate``).

    - ``level``: 1-5, the level of the hardest technique on the path
      (``LEVELS[level - 1]``, or ``level_name``, names it);
    - ``se``: the Sudoku Explainer rating of the hardest step, to a tenth
      (1.0 for a full house, 1.2 for a hidden single, about 9 and up for
      the hardest known puzzles);
    - ``score``: the sum of the steps' scores (HoDoKu-style);
    - ``steps``: the number of steps on the path;
    - ``hardest``: the hardest step's technique name (the first, if several
      tie), and ``hardest_id`` its number (``technique_name(hardest_id) ==
      hardest``). A board with every cell given has no step: ``steps`` 0,
      ``se`` 0.0, ``hardest`` ``None`` and ``hardest_id`` 0.
    """

    level: int
    se: float
    score: int
    steps: int
    hardest: Optional[str]
    hardest_id: int

    @property
    def level_name(self) -> str:
        """The level's name: ``"easy"`` to ``"extreme"``."""
        return LEVELS[self.level - 1]


@dataclass(frozen=True)
class Step:
    """One step of a human-style solution (see ``hint`` and ``explain``).

    Cells are 0-80, row-major; digits 1-9; a unit is a ``(kind, index)``
    pair, ``kind`` ``"row"``, ``"column"`` or ``"box"`` and ``index`` 0-8
    (boxes row-major).

    - ``technique``: its name (``"X-Wing"``), ``technique_id`` its number
      (``SUDOKU_TECH_*``; ``"Guess"`` only where no technique applies;
      ``"W-Wing"``, 40, only from ``hint``);
    - ``se``: this step's Sudoku Explainer rating; ``level``: 1-5;
    - ``placements``: the ``(cell, digit)`` pairs it places;
    - ``eliminations``: the ``(cell, digit)`` candidates it takes out;
    - ``cells``: the cells of the pattern that justifies it, sorted;
      ``pattern``: those cells' candidates that make it up, ``{cell:
      frozenset of digits}`` (what to highlight);
    - ``digits``: the digits the pattern is about;
    - ``units``: the units the pattern lives in (for locked candidates and
      fish the base units; for singles, the unit the digit is single in);
      ``cover``: the units whose other cells lose candidates (locked
      candidates and fish), else empty;
    - ``length``: a chain's nodes, a strong-link pattern's links, a wing's
      cells; else 0;
    - ``description``: one English sentence saying what it does (cells
      written r<row>c<column>, counted from 1).
    """

    technique: str
    technique_id: int
    se: float
    level: int
    placements: Tuple[Tuple[int, int], ...]
    eliminations: Tuple[Tuple[int, int], ...]
    cells: Tuple[int, ...]
    pattern: Dict[int, FrozenSet[int]] = field(hash=False)
    digits: FrozenSet[int]
    units: Tuple[Tuple[str, int], ...]
    cover: Tuple[Tuple[str, int], ...]
    length: int
    description: str

    @property
    def level_name(self) -> str:
        """The level's name: ``"easy"`` to ``"extreme"``."""
        return LEVELS[self.level - 1]


# A sentence's first buffer, and the largest describe() makes before giving up.
_SENTENCE_ROOM = 256
_SENTENCE_MAX = 1 << 20


def _describe(step: _ffi.Step) -> str:
    room = _SENTENCE_ROOM
    while True:
        buffer = ctypes.create_string_buffer(room)
        status = _ffi.lib.sudoku_describe(ctypes.byref(step), buffer, room)
        if status != _ffi.ERR_SPACE or room >= _SENTENCE_MAX:
            _raise_for(status, None)
            return buffer.value.decode("ascii")
        room *= 2


def _step(raw: _ffi.Step) -> Step:
    pattern = {cell: _digits(mask) for cell, mask in enumerate(raw.pattern) if mask}
    return Step(
        technique=technique_name(raw.technique),
        technique_id=raw.technique,
        se=round(raw.se, 1),
        level=raw.level,
        placements=tuple((cell, digit) for cell, digit in enumerate(raw.place) if digit),
        eliminations=tuple((cell, digit) for cell, mask in enumerate(raw.eliminate)
                           for digit in sorted(_digits(mask))),
        cells=tuple(pattern),
        pattern=pattern,
        digits=_digits(raw.digits),
        units=_units(raw.units),
        cover=_units(raw.cover),
        length=raw.length,
        description=_describe(raw),
    )


def rate(board: BoardLike) -> Rating:
    """How hard the puzzle is for a person: it is solved with human
    techniques, easiest first, as Sudoku Explainer does, and rated by the
    hardest step on that path.

    >>> rate("3..97.1..764...38........5.2.9.34.1...5.86......5...2..1..4.67..28.5.93..7.3.2.45")
    Rating(level=1, se=1.2, score=458, steps=47, hardest='Hidden Single (box)', hardest_id=2)

    Raises ``NotUniqueError`` (several solutions), ``NoSolutionError``,
    ``BadCellError`` or ``ConflictError``.
    """
    raw, _ = _encode(board)
    cells = _ffi.Board.from_buffer_copy(raw)
    rating = _ffi.Rating()
    rating.size = ctypes.sizeof(_ffi.Rating)
    _raise_for(_ffi.lib.sudoku_rate(cells, ctypes.byref(rating)), cells)
    if rating.steps == 0:
        return Rating(rating.level, 0.0, rating.score, 0, None, _ffi.TECH_NONE)
    return Rating(rating.level, round(rating.se, 1), rating.score, rating.steps,
                  technique_name(rating.hardest), rating.hardest)


CandidatesLike = Sequence[Union[int, Iterable[int]]]


def _marks(candidates: Any) -> Any:
    """The C array of 81 pencil-mark masks for ``hint``'s ``candidates``."""
    if (isinstance(candidates, (str, bytes, bytearray, AbstractSet, Mapping))
            or not hasattr(candidates, "__len__")):
        raise TypeError(f"candidates is None or a sequence of 81 masks or sets, not {type(candidates).__name__}")
    if len(candidates) != _ffi.CELLS:
        raise ValueError(f"candidates holds 81 cells, not {len(candidates)}")
    masks = (ctypes.c_uint16 * _ffi.CELLS)()
    for cell, marks in enumerate(candidates):
        if isinstance(marks, bool):
            raise TypeError(f"cell {cell} of candidates is {marks!r}: a mask or a set of digits")
        if isinstance(marks, (str, bytes, bytearray)):
            raise TypeError(f"cell {cell} of candidates is {marks!r}: a mask or a set of digits")
        if hasattr(marks, "__index__"):
            mask = operator.index(marks)
            if not 0 <= mask <= 0x1FF:
                raise ValueError(f"cell {cell} of candidates is the mask {mask}: masks are 0-511 (bit d-1 for d)")
            masks[cell] = mask
            continue
        try:
            digits = list(marks)
        except TypeError:
            raise TypeError(f"cell {cell} of candidates is {marks!r}: a mask or a set of digits") from None
        mask = 0
        for digit in digits:
            if isinstance(digit, bool) or not hasattr(digit, "__index__"):
                raise TypeError(f"cell {cell} of candidates holds {digit!r}: digits are ints 1-9")
            if not 1 <= operator.index(digit) <= 9:
                raise ValueError(f"cell {cell} of candidates holds {digit!r}: digits are 1-9")
            mask |= 1 << (operator.index(digit) - 1)
        masks[cell] = mask
    return masks


def hint(board: BoardLike, candidates: Optional[CandidatesLike] = None) -> Optional[Step]:
    """The next step from where the player is: the easiest the logic solver
    finds (a ``"Guess"`` placing the solution's digit when no technique
    applies), or ``None`` when every cell is given.

    The hint may be a ``"W-Wing"`` (technique number 40, rated 4.4): Sudoku
    Explainer's default set leaves W-Wing out, so ``rate`` and ``explain``
    do too (their numbers stay on its scale), but it is often the easiest
    step a player can take.

    ``board`` holds the givens and the player's digits. ``candidates`` is
    ``None`` (every candidate no given rules out, as a player starting
    out pencils in), or the player's pencil marks: 81 cells, each a mask
    (bit d-1 for digit d, as ``candidate_masks`` gives; a numpy ``uint16``
    array will do) or a set of digits (as ``candidates`` gives). Entries for
    givens are ignored, and a mark a given rules out is dropped.

    >>> hint("3..97.1..764...38........5.2.9.34.1...5.86......5...2..1..4.67..28.5.93..7.3.2.45").description
    'Hidden Single (box) in box 1: r1c2 is 5'

    Raises ``NotUniqueError``, ``NoSolutionError`` (also for pencil marks
    that rule out a cell's solution digit), ``BadCellError`` or
    ``ConflictError``; a malformed ``candidates`` is ``ValueError`` or
    ``TypeError``.
    """
    raw, _ = _encode(board)
    marks = None if candidates is None else _marks(candidates)
    cells = _ffi.Board.from_buffer_copy(raw)
    step = _ffi.Step()
    step.size = ctypes.sizeof(_ffi.Step)
    _raise_for(_ffi.lib.sudoku_hint(cells, marks, ctypes.byref(step)), cells)
    if step.technique == _ffi.TECH_NONE:
        return None
    return _step(step)


# Room for this many steps at first (most paths are shorter); a longer path
# is asked for again with the room the library says it needs.
_STEPS_AT_ONCE = 128


def explain(board: BoardLike) -> List[Step]:
    """The whole easiest-first path from the givens to the solution: the
    steps ``rate`` measures, in order (never a W-Wing, which only ``hint``
    gives). Replaying them (each step's
    ``placements``) fills in the solution; no step takes out a digit the
    solution puts there. A board with every cell given has none.

    >>> path = explain("3..97.1..764...38........5.2.9.34.1...5.86......5...2..1..4.67..28.5.93..7.3.2.45")
    >>> len(path), path[0].technique, path[0].placements
    (47, 'Hidden Single (box)', ((1, 5),))

    Raises ``NotUniqueError``, ``NoSolutionError``, ``BadCellError`` or
    ``ConflictError``.
    """
    raw, _ = _encode(board)
    cells = _ffi.Board.from_buffer_copy(raw)
    room = _STEPS_AT_ONCE
    while True:
        steps = (_ffi.Step * room)()
        steps[0].size = ctypes.sizeof(_ffi.Step)
        count = ctypes.c_size_t(0)
        status = _ffi.lib.sudoku_explain(cells, steps, room, ctypes.byref(count))
        if status != _ffi.ERR_SPACE or count.value <= room:
            break
        room = count.value
    _raise_for(status, cells)
    return [_step(steps[k]) for k in range(count.value)]


def library_version() -> str:
    """The version of the loaded libsudoku shared library, "MAJOR.MINOR.PATCH"."""
    version: bytes = _ffi.lib.sudoku_version()
    return version.decode()


# The batch calls (one C call for many boards, on every core) live in their own module; numpy is
# imported only when one is called.
from ._batch import (  # noqa: E402
    BatchError,
    check_batch,
    count_batch,
    generate_batch,
    raise_for_statuses,
    rate_batch,
    solve_any_batch,
    solve_any_batch_inplace,
    solve_batch,
    solve_batch_inplace,
)
