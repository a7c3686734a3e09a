"""candidates against brute force, solutions against a plain reference
solver (order and count), both in every board shape and with every error."""

import ctypes
import random

import pytest

import libsudoku
from libsudoku import BadCellError, ConflictError, _ffi

PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
ANSWER = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
CONTEST = ".26.........5.2..4...1....7.3..2.18....3.9....54.1..7.5....1...6..9.7.........75."
NORVIG = ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4........."
ALL = set(range(1, 10))


def raw(text):
    return [0 if c in ".0" else int(c) for c in text]


def grid(values):
    return [list(values[r * 9:r * 9 + 9]) for r in range(9)]


def peers(cell):
    r, c = divmod(cell, 9)
    return [i for i in range(81) if i != cell and (
        i // 9 == r or i % 9 == c or (i // 27 == cell // 27 and i % 9 // 3 == c // 3))]


PEERS = [peers(cell) for cell in range(81)]


def basic_reference(board):
    """What a player pencils in, worked out here from the givens."""
    return [set() if board[i] != "." else ALL - {int(board[j]) for j in PEERS[i] if board[j] != "."}
            for i in range(81)]


def placed(board, cell, digit):
    return board[:cell] + str(digit) + board[cell + 1:]


def true_reference(board):
    """Digit d is a true candidate of cell i when the board with d placed
    there is valid and has a solution."""
    basic = basic_reference(board)
    return [{d for d in basic[i] if libsudoku.count_solutions(placed(board, i, d), 1) == 1}
            for i in range(81)]


def reference_solutions(board, cap=100000):
    """Every solution (up to cap) by a plain fewest-candidates search, sorted:
    the order sudoku_solutions promises."""
    cells = [0 if ch == "." else int(ch) for ch in board]
    found = []

    def search():
        best, best_options = None, None
        for i in range(81):
            if cells[i] == 0:
                options = ALL - {cells[j] for j in PEERS[i]}
                if best is None or len(options) < len(best_options):
                    best, best_options = i, options
                    if not options:
                        return
        if best is None:
            found.append("".join(map(str, cells)))
            return
        for digit in sorted(best_options):
            cells[best] = digit
            search()
            cells[best] = 0
            if len(found) >= cap:
                return

    search()
    return sorted(found)


def shuffled_grid(rng):
    """ANSWER with its digits relabelled, maybe transposed."""
    labels = list("123456789")
    rng.shuffle(labels)
    text = "".join(labels[int(ch) - 1] for ch in ANSWER)
    if rng.random() < 0.5:
        text = "".join(text[9 * c + r] for r in range(9) for c in range(9))
    return text


def random_board(rng, keep):
    solution = shuffled_grid(rng)
    return "".join(ch if rng.random() < keep else "." for ch in solution)


def random_sparse_board(rng, givens):
    """Givens placed at random with no repeat: some have no solution."""
    board = ["."] * 81
    for _ in range(givens):
        cell = rng.randrange(81)
        options = sorted(basic_reference("".join(board))[cell])
        if board[cell] == "." and options:
            board[cell] = str(rng.choice(options))
    return "".join(board)


# ---- candidates ----

def test_candidates_of_the_puzzle():
    basic = libsudoku.candidates(PUZZLE)
    assert basic == basic_reference(PUZZLE)
    assert basic[2] == {1, 2, 4} and basic[0] == set()
    true = libsudoku.candidates(PUZZLE, "solutions")
    assert true == [set() if p != "." else {int(a)} for p, a in zip(PUZZLE, ANSWER)]
    assert libsudoku.candidate_masks(PUZZLE)[2] == 0b1011
    assert libsudoku.candidate_masks(PUZZLE, kind="solutions")[2] == 0b1000


def test_candidates_of_the_empty_and_the_full_board():
    assert libsudoku.candidates("." * 81) == [ALL] * 81
    assert libsudoku.candidates("." * 81, "solutions") == [ALL] * 81
    assert libsudoku.candidate_masks([0] * 81) == [0x1FF] * 81
    assert libsudoku.candidates(ANSWER) == [set()] * 81
    assert libsudoku.candidates(ANSWER, "solutions") == [set()] * 81


def test_candidates_basic_against_brute_force():
    rng = random.Random(12)
    boards = [random_board(rng, rng.uniform(0.1, 0.7)) for _ in range(40)]
    boards += [random_sparse_board(rng, rng.randrange(5, 30)) for _ in range(40)]
    for board in boards:
        assert libsudoku.candidates(board) == basic_reference(board), board


def test_true_candidates_against_brute_force():
    rng = random.Random(34)
    boards = [random_board(rng, rng.uniform(0.2, 0.6)) for _ in range(15)]
    boards += [random_sparse_board(rng, rng.randrange(15, 30)) for _ in range(15)]
    boards.append(NORVIG)
    unsolvable = 0
    for board in boards:
        true = libsudoku.candidates(board, "solutions")
        assert true == true_reference(board), board
        if libsudoku.count_solutions(board, 1) == 0:
            unsolvable += 1
            assert true == [set()] * 81
        else:
            solution = libsudoku.solve(board)
            assert all(p != "." or int(s) in t for p, s, t in zip(board, solution, true))
    assert unsolvable >= 2  # NORVIG and some random ones


def test_true_candidates_are_the_union_of_the_solutions():
    rng = random.Random(56)
    checked = 0
    while checked < 15:
        board = random_board(rng, rng.uniform(0.3, 0.45))
        count = libsudoku.count_solutions(board, 501)
        if count > 500:
            continue
        union = [set() for _ in range(81)]
        for solution in libsudoku.solutions(board, 500):
            for cell, (given, digit) in enumerate(zip(board, solution)):
                if given == ".":
                    union[cell].add(int(digit))
        assert libsudoku.candidates(board, "solutions") == union, board
        checked += 1


def test_no_solution_gives_no_true_candidates():
    assert libsudoku.candidates(NORVIG, "solutions") == [set()] * 81
    assert libsudoku.candidate_masks(NORVIG, "solutions") == [0] * 81
    assert libsudoku.candidates(NORVIG) == basic_reference(NORVIG)  # pencil marks still


def test_candidates_in_every_shape():
    expected = basic_reference(PUZZLE)
    for board in (PUZZLE, PUZZLE.replace(".", "0"), PUZZLE.encode(), bytearray(PUZZLE.encode()),
                  bytes(raw(PUZZLE)), raw(PUZZLE), grid(raw(PUZZLE)), grid(list(PUZZLE))):
        assert libsudoku.candidates(board) == expected


def test_candidate_masks_for_numpy():
    np = pytest.importorskip("numpy")
    masks = np.array(libsudoku.candidate_masks(CONTEST, "solutions"), dtype=np.uint16).reshape(9, 9)
    sets = libsudoku.candidates(CONTEST, "solutions")
    assert [{d for d in range(1, 10) if m >> (d - 1) & 1} for m in masks.flatten().tolist()] == sets
    assert int(masks[0, 0]) == sum(1 << (d - 1) for d in sets[0])


def test_candidates_errors():
    with pytest.raises(ConflictError) as error:
        libsudoku.candidates("55" + "." * 79)
    assert error.value.cells == (0, 1)
    with pytest.raises(ConflictError):
        libsudoku.candidate_masks("55" + "." * 79, "solutions")
    with pytest.raises(BadCellError) as error:
        libsudoku.candidates(PUZZLE[:7] + "x" + PUZZLE[8:])
    assert error.value.cell == 7
    with pytest.raises(BadCellError):
        libsudoku.candidates(bytes(raw(PUZZLE))[:80] + b"9", "solutions")  # mixed styles
    for kind in ("Basic", "true", "", None, 0, 1):
        with pytest.raises(ValueError):
            libsudoku.candidates(PUZZLE, kind)
        with pytest.raises(ValueError):
            libsudoku.candidate_masks(PUZZLE, kind)
    with pytest.raises(ValueError):
        libsudoku.candidates(PUZZLE[:80])
    with pytest.raises(TypeError):
        libsudoku.candidates(42)


def test_candidates_c_statuses():
    board = _ffi.Board.from_buffer_copy(PUZZLE.encode())
    out = (ctypes.c_uint16 * 81)(*([0xBEEF] * 81))
    assert _ffi.lib.sudoku_candidates(board, 2, out) == _ffi.ERR_OPTIONS
    assert list(out) == [0xBEEF] * 81
    assert _ffi.lib.sudoku_candidates(None, 0, out) == _ffi.ERR_NULL
    assert _ffi.lib.sudoku_candidates(board, 0, None) == _ffi.ERR_NULL
    conflict = _ffi.Board.from_buffer_copy(b"11" + b"." * 79)
    assert _ffi.lib.sudoku_candidates(conflict, 1, out) == _ffi.ERR_CONFLICT
    assert list(out) == [0xBEEF] * 81
    assert _ffi.lib.sudoku_candidates(board, 1, out) == _ffi.OK


# ---- solutions ----

def test_solutions_against_the_reference():
    rng = random.Random(78)
    checked = 0
    while checked < 12:
        board = random_board(rng, rng.uniform(0.3, 0.4))
        count = libsudoku.count_solutions(board, 201)
        if not 2 <= count <= 200:
            continue
        expected = reference_solutions(board)
        assert len(expected) == count
        assert libsudoku.solutions(board, 1000) == expected, board
        assert libsudoku.solutions(board, count) == expected
        for limit in (0, 1, 2, count - 1):
            assert libsudoku.solutions(board, limit) == expected[:limit]
        assert expected[0] == libsudoku.solve(board)
        checked += 1


def test_a_board_with_five_solutions():
    # Found by blanking cells of ANSWER; its five solutions by the reference.
    rng = random.Random(5)
    while True:
        board = random_board(rng, 0.42)
        if libsudoku.count_solutions(board, 6) == 5:
            break
    expected = reference_solutions(board)
    assert len(expected) == 5
    for limit in range(8):
        assert libsudoku.solutions(board, limit) == expected[:limit]
    assert libsudoku.solutions(board, 5)[0] == libsudoku.solve(board)


def test_all_solutions_of_the_contest_puzzle():
    # 2358 solutions: more than the package makes room for at once, so it
    # counts first. Distinct, sorted, complete, valid and keeping the givens,
    # and as many as count_solutions finds: exactly the whole set, in order.
    listed = libsudoku.solutions(CONTEST, 5000)
    assert len(listed) == libsudoku.count_solutions(CONTEST, 5000) == 2358
    assert listed == sorted(set(listed))
    assert listed[0] == libsudoku.solve(CONTEST)
    for solution in listed[::97]:
        assert "." not in solution and libsudoku.is_valid(solution)
        assert all(g in (".", s) for g, s in zip(CONTEST, solution))
    assert libsudoku.solutions(CONTEST, 100) == listed[:100]
    assert libsudoku.solutions(CONTEST, 4097) == listed[:2358]


def test_solutions_of_the_empty_board():
    first = libsudoku.solutions("." * 81, 3)
    assert len(first) == 3 and first == sorted(set(first))
    assert first[0] == libsudoku.solve("." * 81)
    assert all(libsudoku.is_valid(s) and "." not in s for s in first)


def test_solutions_in_every_shape():
    rng = random.Random(9)
    while True:
        board = random_board(rng, 0.4)
        if 2 <= libsudoku.count_solutions(board, 10) < 10:
            break
    expected = libsudoku.solutions(board, 10)
    zeros = board.replace(".", "0")
    digits = [raw(s) for s in expected]
    assert libsudoku.solutions(zeros, 10) == expected  # filled cells in the board's style
    assert libsudoku.solutions(board.encode(), 10) == [s.encode() for s in expected]
    listed = libsudoku.solutions(bytearray(board.encode()), 10)
    assert all(isinstance(s, bytearray) for s in listed) and listed == [bytearray(s.encode()) for s in expected]
    assert libsudoku.solutions(bytes(raw(board)), 10) == [bytes(d) for d in digits]
    assert libsudoku.solutions(raw(board), 10) == digits
    assert libsudoku.solutions(grid(raw(board)), 10) == [grid(d) for d in digits]
    assert libsudoku.solutions(grid(list(board)), 10) == [grid(list(s)) for s in expected]
    assert libsudoku.solutions(tuple(tuple(row) for row in grid(raw(board))), 10) == [grid(d) for d in digits]


def test_solutions_of_a_board_with_one_or_none():
    assert libsudoku.solutions(PUZZLE, 5) == [ANSWER]
    assert libsudoku.solutions(ANSWER, 5) == [ANSWER]
    assert libsudoku.solutions(NORVIG, 5) == []
    assert libsudoku.solutions(NORVIG, 10**6) == []
    assert libsudoku.solutions(PUZZLE, 0) == []


def test_solutions_errors():
    with pytest.raises(ConflictError):
        libsudoku.solutions("55" + "." * 79, 3)
    with pytest.raises(ConflictError):
        libsudoku.solutions("55" + "." * 79, 0)  # checked even when nothing is asked for
    with pytest.raises(ConflictError):
        libsudoku.solutions("55" + "." * 79, 10**6)
    with pytest.raises(BadCellError):
        libsudoku.solutions(PUZZLE[:80] + "?", 3)
    for limit in (-1, 2**32, 1.5, "2", None, True):
        with pytest.raises(ValueError):
            libsudoku.solutions(PUZZLE, limit)
    with pytest.raises(ValueError):
        libsudoku.solutions([0] * 80, 2)
    with pytest.raises(TypeError):
        libsudoku.solutions(None, 2)


def test_solutions_c_statuses():
    board = _ffi.Board.from_buffer_copy(CONTEST.encode())
    count = ctypes.c_uint32(99)
    out = (ctypes.c_uint8 * (81 * 3))(*([ord("z")] * 243))
    assert _ffi.lib.sudoku_solutions(board, 3, None, ctypes.byref(count)) == _ffi.ERR_NULL
    assert count.value == 0
    assert _ffi.lib.sudoku_solutions(board, 3, out, None) == _ffi.ERR_NULL
    assert bytes(out) == b"z" * 243
    count.value = 99
    assert _ffi.lib.sudoku_solutions(board, 0, None, ctypes.byref(count)) == _ffi.OK
    assert count.value == 0
    conflict = _ffi.Board.from_buffer_copy(b"11" + b"." * 79)
    count.value = 99
    assert _ffi.lib.sudoku_solutions(conflict, 3, out, ctypes.byref(count)) == _ffi.ERR_CONFLICT
    assert count.value == 0 and bytes(out) == b"z" * 243
    assert _ffi.lib.sudoku_solutions(board, 2, out, ctypes.byref(count)) == _ffi.OK
    assert count.value == 2 and bytes(out[162:]) == b"z" * 81  # nothing past the solutions
