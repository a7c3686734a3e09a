#!/usr/bin/env python3
"""Writes the worst-case set: sparse boards of the kind that reach the
clause learner, for `make bench PUZZLES=...` (which times each board's
fastest of three calls per function).

The boards: every valid board of the `slow_input` fuzz seeds, the known
answers, the boards quoted in the README and docs/, bench/puzzles/ and,
if given, more files (the adversarial corpus, a fuzzer's working
corpus); then seeded single-given changes of the sparse ones (a given
taken out, added or changed) and random valid boards of 8-24 givens.
The same seed gives the same file, so a set can be rebuilt rather than
kept; another seed gives boards not seen before.

    python3 bench/sparse_boards.py --seed 20261206 > /tmp/sparse.txt
    make bench PUZZLES=/tmp/sparse.txt
"""

import argparse
import pathlib
import random
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
UNITS = (
    [[r * 9 + c for c in range(9)] for r in range(9)]
    + [[r * 9 + c for r in range(9)] for c in range(9)]
    + [
        [(br * 3 + r) * 9 + bc * 3 + c for r in range(3) for c in range(3)]
        for br in range(3)
        for bc in range(3)
    ]
)
BOARD = re.compile(r"(?<![0-9.])[0-9.]{81}(?![0-9.])")


def valid(board: str) -> bool:
    """No digit twice in a row, column or box."""
    for unit in UNITS:
        digits = [board[i] for i in unit if board[i] != "."]
        if len(digits) != len(set(digits)):
            return False
    return True


def fuzz_seed(data: bytes) -> str:
    """A slow_input seed as a board: its first byte picks the decoding, the
    next 81 are the cells (ASCII digits or raw 1-9; anything else empty)."""
    cells = data[1:82].ljust(81, b"\0")
    return "".join(
        chr(b) if 0x31 <= b <= 0x39 else str(b) if 1 <= b <= 9 else "." for b in cells
    )


def known_boards(extra: list[pathlib.Path]) -> set[str]:
    boards = set()
    paths = [ROOT / "fuzz/corpus/slow_input", ROOT / "README.md"]
    paths += sorted((ROOT / "docs").glob("*.md"))
    paths += sorted((ROOT / "bench/puzzles").glob("*.txt"))
    paths += [ROOT / "tests/data/known_answers.txt", *extra]
    for path in paths:
        if path.is_dir():
            for seed in path.glob("*"):
                boards.add(fuzz_seed(seed.read_bytes()))
            continue
        for board in BOARD.findall(path.read_text(encoding="utf-8", errors="replace")):
            boards.add(board.replace("0", "."))
    return {b for b in boards if valid(b)}


def changed(board: str, rng: random.Random) -> str:
    """The board with one given taken out, added or changed."""
    cells = list(board)
    givens = [i for i, c in enumerate(cells) if c != "."]
    empty = [i for i, c in enumerate(cells) if c == "."]
    kind = rng.randrange(3)
    if kind == 0 and givens:
        cells[rng.choice(givens)] = "."
    elif kind == 1 and empty:
        cells[rng.choice(empty)] = str(rng.randint(1, 9))
    elif givens:
        cells[rng.choice(givens)] = str(rng.randint(1, 9))
    return "".join(cells)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=20261206)
    parser.add_argument("--changes", type=int, default=5000, help="changed boards")
    parser.add_argument("--random", type=int, default=2500, help="random boards")
    parser.add_argument("--no-known", action="store_true", help="only the new boards")
    parser.add_argument("extra", nargs="*", type=pathlib.Path, help="more files or dirs")
    args = parser.parse_args()

    rng = random.Random(args.seed)
    known = sorted(known_boards(args.extra))
    sparse = [b for b in known if sum(c != "." for c in b) <= 30]
    seen = set(known)
    new = []
    while len(new) < args.changes and sparse:
        board = changed(rng.choice(sparse), rng)
        if valid(board) and board not in seen:
            seen.add(board)
            new.append(board)
    made = 0
    while made < args.random:
        board = ["."] * 81
        for cell in rng.sample(range(81), rng.randint(8, 24)):
            board[cell] = str(rng.randint(1, 9))
        text = "".join(board)
        if valid(text) and text not in seen:
            seen.add(text)
            new.append(text)
            made += 1
    out = new if args.no_known else known + new
    print(f"# {len(known)} known boards, {len(new)} new (seed {args.seed})", file=sys.stderr)
    sys.stdout.write("".join(b + "\n" for b in out))


if __name__ == "__main__":
    main()
