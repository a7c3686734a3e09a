"""libsudoku: fast, safe 9x9 Sudoku solving (ctypes over the libsudoku C library).

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
modifies its argument. Errors are exceptions (``SudokuError`` and its
subclasses); a board of the wrong length or shape is ``ValueError`` or
``TypeError``, raised before the library is called. The GIL is released while
the library works, so threads solve in parallel.
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass
from typing import Any, List, Optional, Tuple, Union

from . import _ffi

__version__ = "0.1.0"

__all__ = [
    "BadCellError",
    "Conflict",
    "ConflictError",
    "NoSolutionError",
    "SudokuError",
    "check",
    "count_solutions",
    "is_unique",
    "is_valid",
    "library_version",
    "solve",
    "solve_any",
    "solve_into",
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
    if status == _ffi.ERR_NO_SOLUTION:
        raise NoSolutionError()
    raise SudokuError(_ffi.strerror(status), status)


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
    if not isinstance(limit, int) or isinstance(limit, bool) or not 0 <= limit < 2**32:
        raise ValueError(f"limit is an int from 0 to 2**32 - 1, not {limit!r}")
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


def library_version() -> str:
    """The version of the loaded libsudoku shared library, "MAJOR.MINOR.PATCH"."""
    version: bytes = _ffi.lib.sudoku_version()
    return version.decode()
