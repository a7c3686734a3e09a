"""The batch calls: every board's result and status is what the single call
gives, for every input shape (numpy, padded numpy rows, list of str, bytes,
bytearray), on one thread and on several; bad boards come back as statuses;
bad arguments raise before the library is called; the GIL is released."""

import threading
import time
from pathlib import Path

import numpy as np
import pytest

import libsudoku
from libsudoku import BatchError, ConflictError, NoSolutionError, _ffi

PUZZLE = ".26.........5.2..4...1....7.3..2.18....3.9....54.1..7.5....1...6..9.7.........75."
EASY = "3..97.1..764...38........5.2.9.34.1...5.86......5...2..1..4.67..28.5.93..7.3.2.45"


def single_solve(board, function):
    """(result bytes, status) from the single call."""
    try:
        return bytes(function(bytes(board))), 0
    except libsudoku.SudokuError as error:
        return bytes(board), error.status


@pytest.fixture(scope="module")
def boards(known_answers):
    """Every known-answer board, a few times over (so several threads share
    the work), as an (N, 81) uint8 array."""
    raw = [case["puzzle"] for case in known_answers] * 5
    return np.frombuffer(b"".join(raw), dtype=np.uint8).reshape(-1, 81)


@pytest.mark.parametrize("threads", [0, 1, 2])
@pytest.mark.parametrize("any_", [False, True])
def test_solve_batch_matches_the_single_calls(boards, threads, any_):
    batch = libsudoku.solve_any_batch if any_ else libsudoku.solve_batch
    single = libsudoku.solve_any if any_ else libsudoku.solve
    solutions, statuses = batch(boards, threads=threads)
    assert solutions.shape == boards.shape and solutions is not boards
    assert statuses.dtype == np.int32
    expected = [single_solve(row, single) for row in boards]
    assert [bytes(row) for row in solutions] == [e[0] for e in expected]
    assert statuses.tolist() == [e[1] for e in expected]
    assert {0, -2, -3, -4} <= set(statuses.tolist())


def test_inplace_solves_padded_rows_and_leaves_the_padding(boards):
    padded = np.full((boards.shape[0], 100), ord("#"), dtype=np.uint8)
    view = padded[:, :81]
    view[:] = boards
    statuses = libsudoku.solve_batch_inplace(view, threads=2)
    solutions, expected = libsudoku.solve_batch(boards, threads=1)
    assert statuses.tolist() == expected.tolist()
    assert np.array_equal(view, solutions)
    assert (padded[:, 81:] == ord("#")).all()


def test_inplace_bytearray_and_copies_of_bytes(boards):
    flat = bytearray(boards.tobytes())
    statuses = libsudoku.solve_any_batch_inplace(flat)
    solutions, again = libsudoku.solve_any_batch(bytes(boards.tobytes()))
    assert isinstance(solutions, bytes) and bytes(flat) == solutions
    assert statuses.tolist() == again.tolist()
    as_bytearray, _ = libsudoku.solve_batch(bytearray(boards.tobytes()))
    assert isinstance(as_bytearray, bytearray)


def test_lists_of_strings_come_back_as_strings():
    solutions, statuses = libsudoku.solve_batch([PUZZLE, "." * 81, "11" + "." * 79, "x" * 81])
    assert solutions[0] == libsudoku.solve(PUZZLE)
    assert solutions[1] == libsudoku.solve("." * 81)
    assert solutions[2:] == ["11" + "." * 79, "x" * 81]
    assert statuses.tolist() == [0, 0, -3, -2]


def test_an_array_the_library_cannot_take_is_copied_for_a_copy_and_refused_in_place(boards):
    fortran = np.asfortranarray(boards)
    solutions, _ = libsudoku.solve_batch(fortran)
    assert np.array_equal(solutions, libsudoku.solve_batch(boards)[0])
    with pytest.raises(ValueError, match="contiguous"):
        libsudoku.solve_batch_inplace(fortran)
    readonly = boards.copy()
    readonly.flags.writeable = False
    with pytest.raises(ValueError, match="writable"):
        libsudoku.solve_batch_inplace(readonly)


def test_empty_batches():
    empty = np.zeros((0, 81), dtype=np.uint8)
    solutions, statuses = libsudoku.solve_batch(empty)
    assert solutions.shape == (0, 81) and statuses.shape == (0,)
    assert libsudoku.count_batch([])[0].shape == (0,)
    assert libsudoku.rate_batch(b"")[1].shape == (0,)
    assert libsudoku.generate_batch(0, seed=1)[2].shape == (0,)


@pytest.mark.parametrize("limit", [0, 1, 2, 50])
def test_count_batch_matches_count_solutions(boards, limit):
    counts, statuses = libsudoku.count_batch(boards, limit=limit, threads=2)
    assert counts.dtype == np.uint32
    for row, count, status in zip(boards, counts.tolist(), statuses.tolist()):
        try:
            assert (count, status) == (libsudoku.count_solutions(bytes(row), limit=limit), 0)
        except libsudoku.SudokuError as error:
            assert (count, status) == (0, error.status)


def test_check_batch_explains_like_check(boards):
    statuses, conflicts = libsudoku.check_batch(boards, threads=2)
    for row, status, conflict in zip(boards, statuses.tolist(), conflicts):
        expected = libsudoku.check(bytes(row))
        assert conflict == expected
        assert (status == 0) == (expected is None)
    assert any(c is not None and c.kind == "bad_cell" for c in conflicts)
    assert any(c is not None and c.kind == "conflict" for c in conflicts)


def test_generate_batch_makes_the_single_calls_puzzles():
    seed = 2**64 - 3  # wraps
    puzzles, solutions, statuses = libsudoku.generate_batch(6, seed, symmetry="mirror", givens=(None, 30),
                                                            threads=2)
    assert statuses.tolist() == [0] * 6
    for i in range(6):
        puzzle, solution = libsudoku.generate((seed + i) % 2**64, symmetry="mirror", givens=(None, 30))
        assert bytes(puzzles[i]).decode() == puzzle and bytes(solutions[i]).decode() == solution
    raw, _, _ = libsudoku.generate_batch(2, seed, symmetry="mirror", givens=(None, 30), style="raw")
    assert bytes(raw[0]) == libsudoku.generate(seed, symmetry="mirror", givens=(None, 30), style="raw")[0]


def test_generate_batch_gives_up_per_puzzle_and_checks_options_first():
    puzzles, solutions, statuses = libsudoku.generate_batch(3, 1, givens=(None, 17), max_tries=1)
    assert statuses.tolist() == [_ffi.ERR_GAVE_UP] * 3
    assert not puzzles.any() and not solutions.any()
    with pytest.raises(ValueError):
        libsudoku.generate_batch(3, 1, symmetry="spiral")
    with pytest.raises(ValueError):
        libsudoku.generate_batch(-1, 1)


def test_rate_batch_matches_rate(known_answers):
    text = (Path(__file__).resolve().parents[3] / "tests" / "data" / "se_sample.txt").read_text()
    puzzles = [line[:81] for line in text.splitlines() if line and not line.startswith("#")][::5]
    puzzles += [case["puzzle"].decode("latin-1") for case in known_answers[:20]]
    ratings, statuses = libsudoku.rate_batch(puzzles, threads=2)
    rated = 0
    for puzzle, rating, status in zip(puzzles, ratings, statuses.tolist()):
        try:
            expected = libsudoku.rate(puzzle)
        except libsudoku.SudokuError as error:
            assert status == error.status
            assert rating["level"] == 0 and rating["size"] == 0
            continue
        rated += 1
        assert status == 0
        assert (int(rating["level"]), round(float(rating["se"]), 1), int(rating["score"]),
                int(rating["steps"]), int(rating["hardest"])) == (
            expected.level, expected.se, expected.score, expected.steps, expected.hardest_id)
    assert rated >= 20


def test_raise_for_statuses_gives_the_single_calls_exception(boards):
    _, statuses = libsudoku.solve_batch(["." * 81, PUZZLE])
    assert libsudoku.raise_for_statuses(statuses) is None
    batch = [PUZZLE, "..1.......7...8.5..8.....1.......2..45.1.6...............7...4......4.6..........",
             "11" + "." * 79]
    _, statuses = libsudoku.solve_batch(batch)
    with pytest.raises(BatchError) as error:
        libsudoku.raise_for_statuses(statuses)
    assert (error.value.index, error.value.failed) == (1, 2)
    assert isinstance(error.value.error, NoSolutionError) and error.value.__cause__ is error.value.error
    with pytest.raises(BatchError) as error:
        libsudoku.raise_for_statuses(statuses[2:], batch[2:])
    assert isinstance(error.value.error, ConflictError) and error.value.error.cells == (0, 1)


@pytest.mark.parametrize("bad, kind", [
    ("." * 81, TypeError),                                  # one str, not a list
    (["." * 80], ValueError),                               # wrong length
    ([b"." * 81], TypeError),                               # not a str
    (["\u4e00" * 81], ValueError),                          # beyond latin-1
    (b"." * 80, ValueError),                                # not N * 81
    (np.zeros((2, 80), dtype=np.uint8), ValueError),        # shape
    (np.zeros((2, 81), dtype=np.int64), TypeError),         # dtype
    (42, TypeError),
])
def test_bad_batches_raise_before_the_call(bad, kind):
    with pytest.raises(kind):
        libsudoku.solve_batch(bad)


def test_bad_arguments_raise():
    with pytest.raises(ValueError):
        libsudoku.solve_batch(["." * 81], threads=-1)
    with pytest.raises(ValueError):
        libsudoku.count_batch(["." * 81], limit=2**32)
    with pytest.raises(TypeError):
        libsudoku.solve_batch_inplace(b"." * 81)
    with pytest.raises(TypeError):
        libsudoku.solve_batch_inplace(["." * 81])


def test_the_gil_is_released_for_the_whole_call():
    # A batch long enough to take a while; while it runs on another thread,
    # this thread keeps running Python, which it could not if the call held
    # the GIL.
    hard = "..1.......7...8.5..8.....1.......2..45.1.6...............7...4......4.6.........."
    rows = np.frombuffer((hard * 6).encode(), dtype=np.uint8).reshape(-1, 81)
    started = threading.Event()
    result = {}

    def work():
        started.set()
        result["statuses"] = libsudoku.solve_batch(rows, threads=1)[1]

    worker = threading.Thread(target=work)
    ticks_during = 0
    worker.start()
    started.wait()
    begin = time.perf_counter()
    while worker.is_alive():
        ticks_during += 1
    elapsed = time.perf_counter() - begin
    worker.join()
    assert result["statuses"].tolist() == [_ffi.ERR_NO_SOLUTION] * 6
    # Held, this thread would get the GIL only between bytecodes of the
    # worker, never during its one long C call: a handful of ticks.
    assert ticks_during > 1000, (elapsed, ticks_during)


def test_many_python_threads_calling_batches_at_once(boards):
    expected = libsudoku.solve_batch(boards, threads=1)
    results = [None] * 4

    def work(i):
        results[i] = libsudoku.solve_batch(boards, threads=2)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for solutions, statuses in results:
        assert np.array_equal(solutions, expected[0]) and np.array_equal(statuses, expected[1])
