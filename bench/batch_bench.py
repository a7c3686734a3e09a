"""Python batch calls against C, on the same puzzles in one sitting.

    python bench/batch_bench.py FILE [--reps 5] [--c build/batch_bench]

Times, per puzzle, best of --reps runs, all on one thread:
- C: the loop of single sudoku_solve calls and sudoku_solve_batch with
  threads=1 (build/batch_bench, the C program make bench-batch runs);
- Python: libsudoku.solve_batch(threads=1) on an (N, 81) numpy array, on a
  list of str (which adds the encoding and decoding), and the plain loop of
  libsudoku.solve calls, for scale.
Every Python result is compared with the loop's. Run it pinned:
    nice -n -20 taskset -c 1 build/venv/bin/python bench/batch_bench.py FILE
"""

import argparse
import re
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bindings" / "python" / "src"))
import libsudoku  # noqa: E402


def best(reps, function):
    times = []
    result = None
    for _ in range(reps):
        start = time.perf_counter()
        result = function()
        times.append(time.perf_counter() - start)
    return min(times), result


def c_figures(binary, path, reps):
    """Puzzles/s of the C loop and of the threads=1 batch, from batch_bench."""
    out = subprocess.run([binary, "--threads", "1", "--reps", str(reps), path], check=True,
                         capture_output=True, text=True).stdout
    figures = {}
    for line in out.splitlines():
        fields = line.split()
        if len(fields) >= 4 and fields[1] == "solve" and re.fullmatch(r"\d+", fields[3]):
            figures[fields[2]] = float(fields[3])
    return figures


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("file")
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--c", default=str(ROOT / "build" / "batch_bench"), help="the C benchmark binary")
    args = parser.parse_args()

    lines = [line.strip() for line in open(args.file) if len(line.strip()) == 81 and not line.startswith("#")]
    rows = np.frombuffer("".join(lines).encode(), dtype=np.uint8).reshape(-1, 81)
    n = len(lines)

    loop_time, loop = best(max(1, args.reps // 2), lambda: [libsudoku.solve(p) for p in lines])
    numpy_time, (solved, statuses) = best(args.reps, lambda: libsudoku.solve_batch(rows, threads=1))
    list_time, (solved_list, _) = best(args.reps, lambda: libsudoku.solve_batch(lines, threads=1))
    assert solved_list == loop and [bytes(r).decode() for r in solved] == loop and not statuses.any()

    print(f"{Path(args.file).name}: {n} puzzles, microseconds per puzzle, best of {args.reps}")
    c = c_figures(args.c, args.file, args.reps) if Path(args.c).exists() else {}
    rows_out = []
    if c:
        rows_out.append(("C loop of sudoku_solve", 1e6 / c["loop"]))
        rows_out.append(("C sudoku_solve_batch, threads=1", 1e6 / c["1"]))
    rows_out += [
        ("Python solve_batch(numpy array, threads=1)", numpy_time / n * 1e6),
        ("Python solve_batch(list of str, threads=1)", list_time / n * 1e6),
        ("Python loop of libsudoku.solve(str)", loop_time / n * 1e6),
    ]
    for label, us in rows_out:
        ratio = f"  {us / (1e6 / c['1']):.2f}x C batch" if c else ""
        print(f"  {label:45} {us:7.3f}{ratio}")


if __name__ == "__main__":
    main()
