"""generate: every option checked on the output (not trusted), minimality
checked here independently of the generator, the bounds met or GaveUpError,
every bad argument refused before the library is called, and the new status
codes straight from the C functions."""

import ctypes
import threading

import pytest

import libsudoku
from libsudoku import GaveUpError, OptionsError, SudokuError, _ffi


# The eight symmetries as groups of maps of (row, column), written out in
# full (not closed from generators, as the library does).
def identity(r, c):
    return r, c


def rot90(r, c):
    return c, 8 - r


def rot180(r, c):
    return 8 - r, 8 - c


def rot270(r, c):
    return 8 - c, r


def mirror(r, c):
    return r, 8 - c


def flip(r, c):
    return 8 - r, c


def diagonal(r, c):
    return c, r


def antidiagonal(r, c):
    return 8 - c, 8 - r


GROUPS = {
    "none": [identity],
    "rotate180": [identity, rot180],
    "rotate90": [identity, rot90, rot180, rot270],
    "mirror": [identity, mirror],
    "flip": [identity, flip],
    "diagonal": [identity, diagonal],
    "antidiagonal": [identity, antidiagonal],
    "dihedral": [identity, rot90, rot180, rot270, mirror, flip, diagonal, antidiagonal],
}


def orbit(symmetry, cell):
    """The cells `cell` is given or left out with."""
    return frozenset(9 * r + c for r, c in (g(cell // 9, cell % 9) for g in GROUPS[symmetry]))


def given_cells(puzzle):
    return [i for i, ch in enumerate(puzzle) if ch != "."]


def assert_symmetric(puzzle, symmetry):
    for cell in range(81):
        for other in orbit(symmetry, cell):
            assert (puzzle[cell] == ".") == (puzzle[other] == "."), (symmetry, cell, other, puzzle)


def orbits_of_givens(puzzle, symmetry):
    return {orbit(symmetry, cell) for cell in given_cells(puzzle)}


def without(puzzle, cells):
    return "".join("." if i in cells else ch for i, ch in enumerate(puzzle))


def assert_proper(puzzle, solution):
    assert len(puzzle) == 81 and set(puzzle) <= set(".123456789")
    assert len(solution) == 81 and set(solution) <= set("123456789")
    assert libsudoku.count_solutions(puzzle, 2) == 1
    assert libsudoku.solve(puzzle) == solution
    assert all(p in (".", s) for p, s in zip(puzzle, solution))


def assert_minimal(puzzle, symmetry):
    for cells in orbits_of_givens(puzzle, symmetry):
        assert libsudoku.count_solutions(without(puzzle, cells), 2) == 2, (symmetry, sorted(cells), puzzle)


def test_the_test_groups_are_groups():
    # Every orbit has the size the symmetry says (1, 2, 4 or 8 cells, fewer on
    # the fixed lines), and orbits partition the grid.
    for symmetry in libsudoku.SYMMETRIES:
        orbits = {orbit(symmetry, cell) for cell in range(81)}
        assert sum(len(o) for o in orbits) == 81
        assert all(orbit(symmetry, cell) == o for o in orbits for cell in o)
    assert orbit("rotate180", 0) == {0, 80}
    assert orbit("rotate90", 0) == {0, 8, 72, 80}
    assert orbit("dihedral", 1) == {1, 7, 9, 17, 63, 71, 73, 79}
    assert orbit("dihedral", 40) == {40}


# ---- what generate makes ----

def test_default_puzzle_is_proper_symmetric_and_minimal():
    puzzle, solution = libsudoku.generate(1)
    assert isinstance(puzzle, str) and isinstance(solution, str)
    assert_proper(puzzle, solution)
    assert_symmetric(puzzle, "rotate180")
    assert_minimal(puzzle, "rotate180")


@pytest.mark.parametrize("symmetry", libsudoku.SYMMETRIES)
def test_every_symmetry_is_honoured_on_the_output(symmetry):
    for seed in (3, 2**64 - 1, 123456789):
        puzzle, solution = libsudoku.generate(seed, symmetry=symmetry)
        assert_proper(puzzle, solution)
        assert_symmetric(puzzle, symmetry)
        assert_minimal(puzzle, symmetry)


def test_reproducible():
    for seed in (0, 1, 2, 99, 2**63, 2**64 - 1):
        assert libsudoku.generate(seed) == libsudoku.generate(seed)
    options = {"symmetry": "mirror", "minimal": False, "givens": (30, None), "max_tries": 10}
    assert libsudoku.generate(8, **options) == libsudoku.generate(8, **options)


def test_seeds_that_differ_give_puzzles_that_differ():
    puzzles = [libsudoku.generate(seed)[0] for seed in range(1, 21)]
    assert len(set(puzzles)) == len(puzzles)
    solutions = [libsudoku.generate(seed)[1] for seed in range(1, 21)]
    assert len(set(solutions)) == len(solutions)


def test_seed_none_draws_from_secrets(monkeypatch):
    puzzle, solution = libsudoku.generate()
    assert_proper(puzzle, solution)
    assert libsudoku.generate()[0] != libsudoku.generate()[0]  # 2**-64 aside
    drawn = []
    monkeypatch.setattr(libsudoku.secrets, "randbits", lambda bits: drawn.append(bits) or 77)
    assert libsudoku.generate(None, symmetry="flip") == libsudoku.generate(77, symmetry="flip")
    assert drawn == [64]


def test_raw_style_is_the_same_puzzle_in_bytes():
    for seed in (4, 5):
        puzzle, solution = libsudoku.generate(seed, symmetry="diagonal")
        raw_puzzle, raw_solution = libsudoku.generate(seed, symmetry="diagonal", style="raw")
        assert isinstance(raw_puzzle, bytes) and isinstance(raw_solution, bytes)
        assert raw_puzzle == bytes(0 if ch == "." else int(ch) for ch in puzzle)
        assert raw_solution == bytes(int(ch) for ch in solution)
        # Every function takes the raw board back.
        assert libsudoku.solve(raw_puzzle) == raw_solution
        assert libsudoku.count_solutions(raw_puzzle) == 1


def test_raw_style_reads_into_numpy():
    np = pytest.importorskip("numpy")
    puzzle, solution = libsudoku.generate(6, style="raw")
    grid = np.frombuffer(puzzle, dtype=np.uint8).reshape(9, 9).copy()
    libsudoku.solve_into(grid)
    assert grid.tobytes() == solution


def test_not_minimal_stops_at_the_lower_bound():
    for seed in (1, 2, 3):
        puzzle, solution = libsudoku.generate(seed, minimal=False, givens=(40, None))
        assert_proper(puzzle, solution)
        assert_symmetric(puzzle, "rotate180")
        count = len(given_cells(puzzle))
        assert count >= 40
        # Every group still there either is needed for uniqueness or would
        # take the puzzle below 40 givens.
        for cells in orbits_of_givens(puzzle, "rotate180"):
            if count - len(cells) >= 40:
                assert libsudoku.count_solutions(without(puzzle, cells), 2) == 2


def test_not_minimal_without_a_bound_is_minimal():
    puzzle, solution = libsudoku.generate(10, minimal=False, symmetry="none")
    assert_proper(puzzle, solution)
    assert_minimal(puzzle, "none")


@pytest.mark.parametrize("symmetry, bounds", [
    ("rotate180", (None, 24)),
    ("rotate180", (28, None)),
    ("none", (22, 24)),
    ("none", (26, 30)),
    ("dihedral", (30, 40)),
    ("mirror", (20, 26)),
])
def test_givens_bounds_met_or_gave_up(symmetry, bounds):
    low, high = bounds
    made = 0
    for seed in range(1, 7):
        try:
            puzzle, solution = libsudoku.generate(seed, symmetry=symmetry, givens=bounds, max_tries=50)
        except GaveUpError as e:
            assert e.status == _ffi.ERR_GAVE_UP
            continue
        made += 1
        assert_proper(puzzle, solution)
        assert_symmetric(puzzle, symmetry)
        assert_minimal(puzzle, symmetry)
        count = len(given_cells(puzzle))
        assert (low or 0) <= count <= (high or 81), (bounds, count)
    print(symmetry, bounds, f"{made} of 6 made")


def test_wide_bounds_are_always_met():
    for seed in range(1, 11):
        puzzle, solution = libsudoku.generate(seed, givens=(20, 40))
        assert 20 <= len(given_cells(puzzle)) <= 40
        assert_proper(puzzle, solution)
    puzzle, _ = libsudoku.generate(3, minimal=False, givens=[50, 60])  # a list will do too
    assert 50 <= len(given_cells(puzzle)) <= 60


def test_bounds_that_cannot_be_met_give_up():
    # No minimal puzzle has 60 givens; a 17-given one is far too rare to find.
    for bounds in ((60, None), (17, 17)):
        with pytest.raises(GaveUpError) as error:
            libsudoku.generate(1, givens=bounds, max_tries=3)
        assert error.value.status == -7
        assert isinstance(error.value, SudokuError) and not isinstance(error.value, ValueError)


# ---- bad arguments: ValueError, before the library is called ----

@pytest.mark.parametrize("arguments", [
    {"seed": -1}, {"seed": 2**64}, {"seed": 1.5}, {"seed": "1"}, {"seed": True},
    {"symmetry": "rot180"}, {"symmetry": ""}, {"symmetry": "ROTATE180"}, {"symmetry": None}, {"symmetry": 1},
    {"minimal": 1}, {"minimal": None}, {"minimal": "yes"},
    {"givens": (20,)}, {"givens": (20, 30, 40)}, {"givens": "20-30"}, {"givens": 25},
    {"givens": (None, 16)}, {"givens": (None, 0)}, {"givens": (30, 25)}, {"givens": (82, None)},
    {"givens": (-1, None)}, {"givens": (None, 82)}, {"givens": (True, None)}, {"givens": (1.5, None)},
    {"style": "RAW"}, {"style": "bytes"}, {"style": None},
    {"max_tries": -1}, {"max_tries": 2**32}, {"max_tries": 1.5}, {"max_tries": None},
])
def test_bad_arguments(arguments, monkeypatch):
    called = []
    monkeypatch.setattr(_ffi.lib, "sudoku_generate", lambda *args: called.append(args) or 0)
    arguments = dict(arguments)
    seed = arguments.pop("seed", 1)
    with pytest.raises(ValueError) as error:
        libsudoku.generate(seed, **arguments)
    assert not isinstance(error.value, SudokuError)  # the package's check, not the library's
    assert called == []


def test_seed_is_keyword_or_first_and_options_are_keywords():
    assert libsudoku.generate(seed=3) == libsudoku.generate(3)
    with pytest.raises(TypeError):
        libsudoku.generate(3, "rotate180")


# ---- the C function's own statuses, and their exceptions ----

def c_generate(seed=1, size=28, **fields):
    options = _ffi.GenerateOptions()
    _ffi.lib.sudoku_generate_options_init(ctypes.byref(options))
    options.size = size
    for name, value in fields.items():
        setattr(options, name, value)
    puzzle, solution = _ffi.Board.from_buffer_copy(b"x" * 81), _ffi.Board.from_buffer_copy(b"y" * 81)
    status = _ffi.lib.sudoku_generate(seed, ctypes.byref(options), puzzle, solution)
    return status, bytes(puzzle), bytes(solution)


def test_options_init_gives_the_defaults():
    options = _ffi.GenerateOptions()
    _ffi.lib.sudoku_generate_options_init(ctypes.byref(options))
    assert (options.size, options.symmetry, options.minimal, options.min_givens, options.max_givens,
            options.style, options.max_tries) == (44, _ffi.SYMMETRY_ROTATE180, 1, 0, 0, _ffi.STYLE_ASCII, 0)
    assert (options.min_level, options.max_level, options.min_se, options.max_se) == (0, 0, 0.0, 0.0)
    # The init function writes the library's whole struct: the package's
    # copy must be that large (the second version, 44 bytes).
    assert ctypes.sizeof(_ffi.GenerateOptions) == 44


def test_options_init_sized_stops_at_the_callers_size():
    # A caller built against the first version (28 bytes), guarded after it.
    class Guarded(ctypes.Structure):
        _fields_ = [("first", ctypes.c_uint8 * 28), ("guard", ctypes.c_uint8 * 36)]

    guarded = Guarded()
    ctypes.memset(ctypes.byref(guarded), 0xAB, ctypes.sizeof(guarded))
    target = ctypes.cast(ctypes.pointer(guarded), ctypes.POINTER(_ffi.GenerateOptions))
    _ffi.lib.sudoku_generate_options_init_sized(target, 28)
    assert bytes(guarded.guard) == b"\xab" * 36
    assert target.contents.size == 28 and target.contents.symmetry == _ffi.SYMMETRY_ROTATE180
    # The whole struct: what init writes.
    a, b = _ffi.GenerateOptions(), _ffi.GenerateOptions()
    _ffi.lib.sudoku_generate_options_init_sized(ctypes.byref(a), ctypes.sizeof(a))
    _ffi.lib.sudoku_generate_options_init(ctypes.byref(b))
    assert bytes(a) == bytes(b)


def test_the_defaults_are_the_null_options():
    puzzle, solution = _ffi.Board(), _ffi.Board()
    assert _ffi.lib.sudoku_generate(42, None, puzzle, solution) == _ffi.OK
    assert (bytes(puzzle).decode(), bytes(solution).decode()) == libsudoku.generate(42)
    assert c_generate(42)[1:] == (bytes(puzzle), bytes(solution))


@pytest.mark.parametrize("fields", [
    {"symmetry": 8}, {"symmetry": 2**32 - 1}, {"style": 2}, {"size": 27}, {"size": 0},
    {"max_givens": 16}, {"max_givens": 1}, {"min_givens": 30, "max_givens": 25}, {"min_givens": 82},
])
def test_options_error_leaves_the_buffers(fields):
    status, puzzle, solution = c_generate(**fields)
    assert status == _ffi.ERR_OPTIONS
    assert (puzzle, solution) == (b"x" * 81, b"y" * 81)


def test_gave_up_leaves_the_buffers():
    status, puzzle, solution = c_generate(min_givens=60, max_tries=2)
    assert status == _ffi.ERR_GAVE_UP
    assert (puzzle, solution) == (b"x" * 81, b"y" * 81)


def test_a_larger_size_is_accepted():
    # A program built against a later header passes a longer struct.
    class Longer(ctypes.Structure):
        _fields_ = [("first", _ffi.GenerateOptions), ("later", ctypes.c_uint32 * 4)]

    longer = Longer()
    _ffi.lib.sudoku_generate_options_init(ctypes.byref(longer.first))
    longer.first.size = ctypes.sizeof(Longer)
    longer.later[:] = [7, 7, 7, 7]
    puzzle = _ffi.Board()
    status = _ffi.lib.sudoku_generate(5, ctypes.cast(ctypes.pointer(longer), ctypes.POINTER(_ffi.GenerateOptions)),
                                      puzzle, None)
    assert status == _ffi.OK
    assert bytes(puzzle).decode() == libsudoku.generate(5)[0]


def test_the_new_statuses_raise_their_exceptions():
    expected = {
        -6: libsudoku.OptionsError,
        -7: libsudoku.GaveUpError,
        -8: libsudoku.NotUniqueError,
        -9: libsudoku.SpaceError,
    }
    for status, kind in expected.items():
        with pytest.raises(kind) as error:
            libsudoku._raise_for(status, None)
        assert type(error.value) is kind
        assert error.value.status == status
        assert str(error.value) == _ffi.strerror(status)
        assert isinstance(error.value, SudokuError)
    assert issubclass(OptionsError, ValueError)
    assert OptionsError("why").args == ("why",)
    with pytest.raises(SudokuError) as error:
        libsudoku._raise_for(-10, None)  # a code this package does not know
    assert type(error.value) is SudokuError and error.value.status == -10


def test_status_constants():
    assert (_ffi.ERR_OPTIONS, _ffi.ERR_GAVE_UP, _ffi.ERR_NOT_UNIQUE, _ffi.ERR_SPACE) == (-6, -7, -8, -9)


# ---- threads ----

def test_many_threads_generate_the_same_puzzles():
    seeds = list(range(100, 116))
    expected = {seed: libsudoku.generate(seed, symmetry="rotate90") for seed in seeds}
    failures = []

    def work(offset):
        for k in range(len(seeds)):
            seed = seeds[(offset + k) % len(seeds)]
            if libsudoku.generate(seed, symmetry="rotate90") != expected[seed]:
                failures.append(seed)

    threads = [threading.Thread(target=work, args=(t,)) for t in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []
