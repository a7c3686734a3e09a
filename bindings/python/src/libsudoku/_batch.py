"""Many boards per call (the C library's ``*_batch`` functions), on every core.

A batch of boards is any of:

- a numpy ``uint8`` array of shape ``(N, 81)`` (ASCII or raw cells, as in C;
  rows may be padded: any row stride of 81 bytes or more is passed as is);
- a list (or other sequence) of 81-character ``str``;
- ``bytes`` or ``bytearray`` of ``N * 81`` cells.

Each call is one C call for the whole batch, with the GIL released for all
of it, on ``threads`` threads (0: every core; 1: this thread only). A board
that fails does not raise: its status (``numpy.int32``, 0 for success, else
the C status code, the ``status`` of the exception the single call would
raise) says why, and ``raise_for_statuses`` turns the first failure into an
exception when that is what you want. Only bad arguments raise
(``TypeError``, ``ValueError``), before the library is called.

>>> import libsudoku
>>> puzzles = [".26.........5.2..4...1....7.3..2.18....3.9....54.1..7.5....1...6..9.7.........75.",
...            "11" + "." * 79]
>>> solutions, statuses = libsudoku.solve_batch(puzzles)
>>> solutions[0][:9], statuses.tolist()
('126734598', [0, -3])

numpy is needed for these functions (``pip install numpy``); the rest of the
package works without it.
"""

from __future__ import annotations

import ctypes
import secrets
from typing import TYPE_CHECKING, Any, List, Optional, Sequence, Tuple, Union

from . import _ffi

if TYPE_CHECKING:
    import numpy
    import numpy.typing as npt

    from . import Conflict, GivensBounds, LevelBounds, SeBounds

    Boards = Union["npt.NDArray[numpy.uint8]", Sequence[str], bytes, bytearray]

__all__ = [
    "BatchError",
    "check_batch",
    "count_batch",
    "generate_batch",
    "raise_for_statuses",
    "rate_batch",
    "solve_any_batch",
    "solve_any_batch_inplace",
    "solve_batch",
    "solve_batch_inplace",
]

CELLS = _ffi.CELLS

# How a batch was given, so the answer comes back the same way.
_NUMPY, _STRINGS, _BYTES, _BYTEARRAY = range(4)


def _np() -> Any:
    try:
        import numpy
    except ImportError as error:  # pragma: no cover - numpy is installed where the tests run
        raise ImportError("libsudoku's batch calls need numpy: pip install numpy") from error
    return numpy


def _rating_dtype() -> Any:
    np = _np()
    return np.dtype([("size", np.uint32), ("level", np.uint32), ("se", np.float32),
                     ("score", np.uint32), ("steps", np.uint32), ("hardest", np.uint32)])


def _check_threads(threads: Any) -> int:
    if not isinstance(threads, int) or isinstance(threads, bool) or not 0 <= threads < 2**32:
        raise ValueError(f"threads is 0 (every core) or a positive int, not {threads!r}")
    return threads


def _as_rows(boards: Any, writable: bool = False) -> Tuple[Any, int]:
    """The boards as a numpy (N, 81) uint8 array whose rows the C library
    can read (cells contiguous, rows at least 81 bytes apart), and how they
    were given. With ``writable``, the array is the caller's own memory."""
    np = _np()
    if isinstance(boards, np.ndarray):
        if boards.ndim != 2 or boards.shape[1] != CELLS:
            raise ValueError(f"a numpy batch has shape (N, 81), not {boards.shape}")
        if boards.dtype != np.uint8:
            raise TypeError(f"a numpy batch has dtype uint8, not {boards.dtype}")
        if not _passable(boards):
            if writable:
                raise ValueError("an in-place batch needs each row's 81 cells contiguous and rows "
                                 "at least 81 bytes apart (numpy.ascontiguousarray makes a copy)")
            boards = np.ascontiguousarray(boards)
        if writable and not boards.flags.writeable:
            raise ValueError("an in-place batch must be writable")
        return boards, _NUMPY
    if isinstance(boards, (bytes, bytearray, memoryview)):
        view = memoryview(boards).cast("B")
        if view.nbytes % CELLS:
            raise ValueError(f"a bytes batch holds N * 81 cells, not {view.nbytes}")
        if writable and view.readonly:
            raise TypeError("an in-place batch is a bytearray, a writable memoryview or a numpy array, not bytes")
        rows = np.frombuffer(view, dtype=np.uint8).reshape(-1, CELLS)
        return rows, _BYTEARRAY if isinstance(boards, bytearray) else _BYTES
    if writable:
        raise TypeError(f"an in-place batch is a numpy uint8 array or a bytearray, not {type(boards).__name__}")
    if isinstance(boards, str):
        raise TypeError("a batch is a list of board strings, not one str")
    if not hasattr(boards, "__len__") or not hasattr(boards, "__getitem__"):
        raise TypeError(f"a batch is a numpy array, a list of str, or bytes, not {type(boards).__name__}")
    for index, board in enumerate(boards):
        if not isinstance(board, str):
            raise TypeError(f"board {index} is a {type(board).__name__}: a batch list holds str")
        if len(board) != CELLS:
            raise ValueError(f"board {index} has {len(board)} characters, not 81")
    try:
        raw = "".join(boards).encode("latin-1")
    except UnicodeEncodeError as error:
        raise ValueError(f"board {error.start // CELLS} holds a character beyond latin-1, which is not a "
                         "cell value") from error
    return np.frombuffer(raw, dtype=np.uint8).reshape(-1, CELLS), _STRINGS


def _passable(rows: Any) -> bool:
    """Whether the C library can take the array's memory as it is."""
    return bool(rows.strides[1] == 1 and (rows.shape[0] <= 1 or rows.strides[0] >= CELLS))


def _stride(rows: Any) -> int:
    return int(rows.strides[0]) if rows.shape[0] > 1 else CELLS


def _address(rows: Any) -> Optional[int]:
    return int(rows.ctypes.data) if rows.shape[0] else None


def _give_back(rows: Any, kind: int) -> Any:
    """The solved rows in the shape the batch was given in."""
    if kind == _NUMPY:
        return rows
    raw = rows.tobytes()
    if kind == _BYTES:
        return raw
    if kind == _BYTEARRAY:
        return bytearray(raw)
    text = raw.decode("latin-1")
    return [text[i:i + CELLS] for i in range(0, len(text), CELLS)]


def _statuses(count: int) -> Any:
    np = _np()
    return np.zeros(count, dtype=np.int32)


def _call_failed(status: int) -> None:
    # The arguments were checked here first, so a refusal is a bug in this package or the library.
    if status != _ffi.OK:
        from . import SudokuError
        raise SudokuError(_ffi.strerror(status), status)


def _solve(boards: Any, threads: int, function: Any, copy: bool) -> Any:
    threads = _check_threads(threads)
    rows, kind = _as_rows(boards, writable=not copy)
    if copy:
        rows = rows.copy()
    statuses = _statuses(rows.shape[0])
    _call_failed(function(_address(rows), rows.shape[0], _stride(rows), _address(statuses), threads))
    return rows, kind, statuses


def solve_batch(boards: Boards, *, threads: int = 0) -> Tuple[Any, Any]:
    """Solves every board (the canonical solution, as ``solve``) into a copy:
    ``(solutions, statuses)``, the solutions in the shape the batch was given
    in (a numpy array, a list of str, bytes or bytearray). A board that fails
    is copied unchanged and its status says why.

    >>> import numpy
    >>> rows = numpy.frombuffer(b"." * 81 * 2, dtype=numpy.uint8).reshape(2, 81)
    >>> solutions, statuses = solve_batch(rows, threads=1)
    >>> bytes(solutions[1][:9]), statuses.tolist()
    (b'123456789', [0, 0])
    """
    rows, kind, statuses = _solve(boards, threads, _ffi.lib.sudoku_solve_batch, copy=True)
    return _give_back(rows, kind), statuses


def solve_any_batch(boards: Boards, *, threads: int = 0) -> Tuple[Any, Any]:
    """As ``solve_batch``, with any solution (``solve_any``): the fastest."""
    rows, kind, statuses = _solve(boards, threads, _ffi.lib.sudoku_solve_any_batch, copy=True)
    return _give_back(rows, kind), statuses


def solve_batch_inplace(boards: Any, *, threads: int = 0) -> Any:
    """Solves every board where it is: ``boards`` is a writable numpy
    ``uint8`` array of shape (N, 81) (rows may be padded) or a ``bytearray``
    of N * 81; a board that fails is left as it was. Returns the statuses.

    >>> import numpy
    >>> rows = numpy.full((3, 81), ord("."), dtype=numpy.uint8)
    >>> rows[2, :2] = ord("7")
    >>> solve_batch_inplace(rows).tolist(), bytes(rows[0, :9]), bytes(rows[2, :9])
    ([0, 0, -3], b'123456789', b'77.......')
    """
    return _solve(boards, threads, _ffi.lib.sudoku_solve_batch, copy=False)[2]


def solve_any_batch_inplace(boards: Any, *, threads: int = 0) -> Any:
    """As ``solve_batch_inplace``, with any solution (``solve_any``)."""
    return _solve(boards, threads, _ffi.lib.sudoku_solve_any_batch, copy=False)[2]


def count_batch(boards: Boards, *, limit: int = 2, threads: int = 0) -> Tuple[Any, Any]:
    """Counts every board's solutions, stopping at ``limit`` (2 answers "is it
    a proper puzzle?"): ``(counts, statuses)``, ``counts`` a numpy ``uint32``
    array (0 where the status is an error).

    >>> counts, statuses = count_batch(["." * 81, "12" + "." * 79, "11" + "." * 79], limit=3)
    >>> counts.tolist(), statuses.tolist()
    ([3, 3, 0], [0, 0, -3])
    """
    np = _np()
    threads = _check_threads(threads)
    if not isinstance(limit, int) or isinstance(limit, bool) or not 0 <= limit < 2**32:
        raise ValueError(f"limit is an int from 0 to 2**32 - 1, not {limit!r}")
    rows, _ = _as_rows(boards)
    count = rows.shape[0]
    counts = np.zeros(count, dtype=np.uint32)
    statuses = _statuses(count)
    _call_failed(_ffi.lib.sudoku_count_batch(_address(rows), count, _stride(rows), limit, _address(counts),
                                             _address(statuses), threads))
    return counts, statuses


def check_batch(boards: Boards, *, threads: int = 0) -> Tuple[Any, List[Optional[Conflict]]]:
    """Checks every board (``check``): ``(statuses, conflicts)``, a status 0
    for a valid board, and per board ``None`` or the ``Conflict`` that
    explains it.

    >>> statuses, conflicts = check_batch(["." * 81, "11" + "." * 79])
    >>> statuses.tolist(), conflicts[1].kind, conflicts[1].cells
    ([0, -3], 'conflict', (0, 1))
    """
    from . import _UNITS, Conflict
    threads = _check_threads(threads)
    rows, _ = _as_rows(boards)
    count = rows.shape[0]
    found = (_ffi.Conflict * count)()
    statuses = _statuses(count)
    _call_failed(_ffi.lib.sudoku_check_batch(_address(rows), count, _stride(rows), ctypes.addressof(found),
                                             _address(statuses), threads))
    conflicts: List[Optional[Conflict]] = [None] * count
    for index in (statuses != _ffi.OK).nonzero()[0].tolist():
        raw = found[index]
        if statuses[index] == _ffi.ERR_BAD_CELL:
            conflicts[index] = Conflict("bad_cell", (raw.first_cell,), byte=raw.byte)
        elif statuses[index] == _ffi.ERR_CONFLICT:
            conflicts[index] = Conflict("conflict", (raw.first_cell, raw.second_cell), raw.digit,
                                        _UNITS.get(raw.unit), raw.unit_index, raw.byte)
    return statuses, conflicts


def generate_batch(count: int, seed: Optional[int] = None, *, symmetry: str = "rotate180", minimal: bool = True,
                   givens: Optional[GivensBounds] = None, style: str = "ascii", max_tries: int = 0,
                   level: LevelBounds = None, se: Optional[SeBounds] = None,
                   threads: int = 0) -> Tuple[Any, Any, Any]:
    """``count`` puzzles from the seeds ``seed``, ``seed + 1``, ... (wrapping
    at 2**64): ``(puzzles, solutions, statuses)``, the boards as numpy
    ``uint8`` arrays of shape (count, 81), each row exactly what
    ``generate(seed + i, ...)`` makes (rows of zeros where the status is an
    error: ``GaveUpError``'s status when the bounds were not met). The
    options are ``generate``'s; ``seed`` ``None`` draws one.

    >>> puzzles, solutions, statuses = generate_batch(4, seed=2024)
    >>> from libsudoku import generate
    >>> bytes(puzzles[1]).decode() == generate(2025)[0], statuses.tolist()
    (True, [0, 0, 0, 0])
    """
    from . import _check_uint, _generate_options
    np = _np()
    threads = _check_threads(threads)
    if not isinstance(count, int) or isinstance(count, bool) or count < 0:
        raise ValueError(f"count is an int, 0 or more, not {count!r}")
    if seed is None:
        seed = secrets.randbits(64)
    _check_uint(seed, "seed", 64)
    options = _generate_options(symmetry, minimal, givens, style, max_tries, level, se)
    puzzles = np.zeros((count, CELLS), dtype=np.uint8)
    solutions = np.zeros((count, CELLS), dtype=np.uint8)
    statuses = _statuses(count)
    _call_failed(_ffi.lib.sudoku_generate_batch(seed, count, ctypes.byref(options), _address(puzzles),
                                                _address(solutions), CELLS, _address(statuses), threads))
    return puzzles, solutions, statuses


def rate_batch(boards: Boards, *, threads: int = 0) -> Tuple[Any, Any]:
    """Rates every board (``rate``): ``(ratings, statuses)``, ``ratings`` a
    numpy structured array with the fields of ``struct sudoku_rating``
    (``level``, ``se``, ``score``, ``steps``, ``hardest``; all 0 where the
    status is an error; ``se`` is a float32, so
    ``ratings["se"].astype(float).round(1)`` gives the ratings as ``rate``
    does); ``technique_name(hardest)`` names a technique.

    >>> ratings, statuses = rate_batch(
    ...     ["3..97.1..764...38........5.2.9.34.1...5.86......5...2..1..4.67..28.5.93..7.3.2.45", "." * 81])
    >>> ratings["level"].tolist(), ratings["se"].astype(float).round(1).tolist(), statuses.tolist()
    ([1, 0], [1.2, 0.0], [0, -8])
    """
    np = _np()
    threads = _check_threads(threads)
    rows, _ = _as_rows(boards)
    count = rows.shape[0]
    ratings = np.zeros(count, dtype=_rating_dtype())
    if count:
        ratings["size"][0] = ratings.dtype.itemsize
    statuses = _statuses(count)
    _call_failed(_ffi.lib.sudoku_rate_batch(_address(rows), count, _stride(rows), _address(ratings),
                                            _address(statuses), threads))
    ratings["size"] = np.where(statuses == _ffi.OK, ratings["size"], 0)
    return ratings, statuses


class BatchError(Exception):
    """Raised by ``raise_for_statuses``: board ``index`` failed (the first of
    ``failed`` boards that did); ``error`` is the ``SudokuError`` the single
    call would have raised, also this exception's ``__cause__``."""

    def __init__(self, index: int, failed: int, error: Exception) -> None:
        more = f" (and {failed - 1} more)" if failed > 1 else ""
        super().__init__(f"board {index}{more} failed: {error}")
        self.index = index
        self.failed = failed
        self.error = error


def raise_for_statuses(statuses: Any, boards: Optional[Boards] = None) -> None:
    """Raises ``BatchError`` for the first board whose status is not 0, with
    the exception the single call would raise (``NoSolutionError``, ...) as
    its ``error``; with ``boards``, a bad cell or a conflict is explained
    (``BadCellError``, ``ConflictError``) as ``check`` does. Returns None
    when every board succeeded.

    >>> _, statuses = solve_batch(["." * 81, "11" + "." * 79])
    >>> raise_for_statuses(statuses, ["." * 81, "11" + "." * 79])
    Traceback (most recent call last):
    ...
    libsudoku._batch.BatchError: board 1 failed: 1 repeats in row 0 (cells 0 and 1)
    """
    from . import _PLAIN_ERRORS, SudokuError, _explain
    np = _np()
    failed = np.flatnonzero(np.asarray(statuses) != _ffi.OK)
    if failed.size == 0:
        return
    index = int(failed[0])
    status = int(np.asarray(statuses)[index])
    error: Optional[Exception] = None
    if boards is not None and status in (_ffi.ERR_BAD_CELL, _ffi.ERR_CONFLICT):
        rows, _ = _as_rows(boards)
        conflict = _explain(_ffi.Board.from_buffer_copy(rows[index].tobytes()))
        if conflict is not None:
            error = conflict.error()
    if error is None:
        plain = _PLAIN_ERRORS.get(status)
        error = plain() if plain is not None else SudokuError(_ffi.strerror(status), status)
    raise BatchError(index, int(failed.size), error) from error
