"""Every function, every input shape, every error, many threads at once."""

import threading

import pytest

import libsudoku
from libsudoku import BadCellError, Conflict, ConflictError, NoSolutionError, SudokuError

PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
ANSWER = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
CONTEST = ".26.........5.2..4...1....7.3..2.18....3.9....54.1..7.5....1...6..9.7.........75."
CONTEST_FIRST = "126734598378592614495168237739425186861379425254816379547281963613957842982643751"
NORVIG = ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4........."


def raw(text):
    return [0 if c in ".0" else int(c) for c in text]


def grid(values):
    return [list(values[r * 9:r * 9 + 9]) for r in range(9)]


# ---- solve, in every shape ----

def test_solve_str():
    assert libsudoku.solve(PUZZLE) == ANSWER
    assert libsudoku.solve(PUZZLE.replace(".", "0")) == ANSWER
    assert libsudoku.solve(CONTEST) == CONTEST_FIRST  # the plain DFS's answer


def test_solve_bytes_and_bytearray():
    assert libsudoku.solve(PUZZLE.encode()) == ANSWER.encode()
    given = bytearray(PUZZLE.encode())
    solved = libsudoku.solve(given)
    assert isinstance(solved, bytearray) and solved == bytearray(ANSWER.encode())
    assert given == bytearray(PUZZLE.encode())  # not modified
    assert libsudoku.solve(bytes(raw(PUZZLE))) == bytes(raw(ANSWER))


def test_solve_flat_int_list():
    board = raw(PUZZLE)
    assert libsudoku.solve(board) == raw(ANSWER)
    assert board == raw(PUZZLE)


def test_solve_grids():
    assert libsudoku.solve(grid(raw(PUZZLE))) == grid(raw(ANSWER))
    leetcode = grid(list(PUZZLE))
    assert libsudoku.solve(leetcode) == grid(list(ANSWER))
    assert leetcode == grid(list(PUZZLE))
    assert libsudoku.solve(tuple(tuple(row) for row in grid(raw(PUZZLE)))) == grid(raw(ANSWER))


def test_solve_empty_grid_gives_the_smallest():
    assert libsudoku.solve("." * 81)[:18] == "123456789456789123"
    assert libsudoku.solve([0] * 81)[:9] == [1, 2, 3, 4, 5, 6, 7, 8, 9]


def test_solve_any():
    assert libsudoku.solve_any(PUZZLE) == ANSWER  # one solution: the same
    any_ = libsudoku.solve_any(CONTEST)
    assert libsudoku.is_valid(any_) and "." not in any_
    assert all(a == b for a, b in zip(CONTEST, any_) if a != ".")
    assert libsudoku.solve_any(grid(raw(PUZZLE))) == grid(raw(ANSWER))
    with pytest.raises(NoSolutionError):
        libsudoku.solve_any(NORVIG)


# ---- solve_into ----

def test_solve_into_bytearray_and_memoryview():
    cells = bytearray(PUZZLE.encode())
    assert libsudoku.solve_into(cells) is None
    assert cells == bytearray(ANSWER.encode())
    backing = bytearray(b"x" * 10 + PUZZLE.encode() + b"y" * 10)
    libsudoku.solve_into(memoryview(backing)[10:91])
    assert backing == bytearray(b"x" * 10 + ANSWER.encode() + b"y" * 10)


def test_solve_into_numpy_without_copy():
    np = pytest.importorskip("numpy")
    cells = np.array(raw(PUZZLE), dtype=np.uint8).reshape(9, 9)
    before = cells.__array_interface__["data"][0]
    libsudoku.solve_into(cells)
    assert cells.__array_interface__["data"][0] == before
    assert cells.flatten().tolist() == raw(ANSWER)
    with pytest.raises(ValueError):
        libsudoku.solve_into(np.zeros(81, dtype=np.int32))
    with pytest.raises(ValueError):
        libsudoku.solve_into(np.zeros((9, 18), dtype=np.uint8)[:, ::2])


def test_solve_into_leaves_the_buffer_on_error():
    cells = bytearray(NORVIG.encode())
    with pytest.raises(NoSolutionError):
        libsudoku.solve_into(cells)
    assert cells == bytearray(NORVIG.encode())


def test_solve_into_refuses_read_only_and_wrong_size():
    with pytest.raises(TypeError):
        libsudoku.solve_into(PUZZLE.encode())
    with pytest.raises(ValueError):
        libsudoku.solve_into(bytearray(80))
    with pytest.raises(TypeError):
        libsudoku.solve_into("not a buffer")


# ---- errors ----

def test_no_solution():
    with pytest.raises(NoSolutionError) as error:
        libsudoku.solve(NORVIG)
    assert error.value.status == -4
    assert isinstance(error.value, SudokuError)


def test_conflict_error_says_where():
    board = "5" + PUZZLE[1:2] + "5" + PUZZLE[3:]
    with pytest.raises(ConflictError) as error:
        libsudoku.solve(board)
    e = error.value
    assert (e.cells, e.digit, e.unit, e.unit_index, e.status) == ((0, 2), 5, "row", 0, -3)
    with pytest.raises(ConflictError):
        libsudoku.count_solutions(board)


def test_bad_cell_error_says_where():
    board = PUZZLE[:40] + "x" + PUZZLE[41:]
    with pytest.raises(BadCellError) as error:
        libsudoku.solve(board)
    assert (error.value.cell, error.value.byte, error.value.status) == (40, ord("x"), -2)
    mixed = bytes(raw(PUZZLE))[:80] + b"9"  # an ASCII digit in a raw board
    with pytest.raises(BadCellError) as error:
        libsudoku.solve(mixed)
    assert error.value.cell == 80
    with pytest.raises(BadCellError) as error:
        libsudoku.solve(PUZZLE[:3] + "\u20ac" + PUZZLE[4:])
    assert error.value.cell == 3
    with pytest.raises(BadCellError) as error:
        libsudoku.solve([0] * 80 + [10])
    assert error.value.cell == 80


@pytest.mark.parametrize("board, error", [
    (PUZZLE[:80], ValueError),
    (PUZZLE + ".", ValueError),
    (b"." * 80, ValueError),
    ([0] * 80, ValueError),
    ([[0] * 9] * 8, ValueError),
    ([[0] * 8] * 9, ValueError),
    ([["5", ".."]] + [["."] * 9] * 8, ValueError),
    (42, TypeError),
    (None, TypeError),
    ({"cells": 81}, TypeError),
    ([0.0] * 81, TypeError),
    ([True] * 81, TypeError),
    ([[0] * 8 + ["."]] + [[0] * 9] * 8, TypeError),
])
def test_wrong_length_or_shape(board, error):
    for function in (libsudoku.solve, libsudoku.is_valid, libsudoku.count_solutions):
        with pytest.raises(error):
            function(board)


# ---- is_valid, check, counting ----

def test_is_valid_and_check():
    assert libsudoku.is_valid(PUZZLE) and libsudoku.check(PUZZLE) is None
    assert libsudoku.is_valid(NORVIG)  # valid, though unsolvable
    leetcode_invalid = grid(list("8" + PUZZLE[1:]))
    assert not libsudoku.is_valid(leetcode_invalid)
    assert libsudoku.check(leetcode_invalid) == Conflict("conflict", (0, 20), 8, "box", 0, ord("8"))
    assert not libsudoku.is_valid(PUZZLE[:5] + "?" + PUZZLE[6:])
    assert libsudoku.check(PUZZLE[:5] + "?" + PUZZLE[6:]) == Conflict("bad_cell", (5,), byte=ord("?"))
    assert libsudoku.check([0] * 80 + [12]) == Conflict("bad_cell", (80,), byte=12)


def test_conflict_error_from_check():
    conflict = libsudoku.check("77" + "." * 79)
    assert isinstance(conflict.error(), ConflictError)


def test_count_and_unique():
    assert libsudoku.count_solutions(PUZZLE) == 1
    assert libsudoku.count_solutions(CONTEST) == 2
    assert libsudoku.count_solutions(CONTEST, limit=5000) == 2358
    assert libsudoku.count_solutions(NORVIG) == 0
    assert libsudoku.count_solutions("." * 81, limit=0) == 0
    assert libsudoku.is_unique(PUZZLE)
    assert not libsudoku.is_unique(CONTEST)
    assert not libsudoku.is_unique(NORVIG)
    for limit in (-1, 2**32, 1.5, "2"):
        with pytest.raises(ValueError):
            libsudoku.count_solutions(PUZZLE, limit=limit)


def test_versions():
    assert libsudoku.__version__ == libsudoku.library_version()
    assert libsudoku.library_version().count(".") == 2


# ---- the known answers, as the C and Rust tests check them ----

def test_known_answers(known_answers):
    for case in known_answers:
        puzzle, status = case["puzzle"], case["status"]
        if status == 0:
            assert libsudoku.solve(puzzle) == case["answer"], case["name"]
            assert libsudoku.count_solutions(puzzle, 1000) == case["count"], case["name"]
        else:
            expected = {-2: BadCellError, -3: ConflictError, -4: NoSolutionError}[status]
            with pytest.raises(expected):
                libsudoku.solve(puzzle)
        assert libsudoku.is_valid(puzzle) == (status in (0, -4)), case["name"]


# ---- threads ----

def test_many_threads_at_once(known_answers):
    cases = [c for c in known_answers if c["status"] == 0 and c["count"] != 1000][:12]
    expected = [libsudoku.solve(c["puzzle"]) for c in cases]
    failures = []

    def work(offset):
        for round_ in range(20):
            i = (offset + round_) % len(cases)
            if libsudoku.solve(cases[i]["puzzle"]) != expected[i]:
                failures.append((offset, i))

    threads = [threading.Thread(target=work, args=(t,)) for t in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []
