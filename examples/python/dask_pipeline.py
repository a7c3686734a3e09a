#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR Apache-2.0
"""Solve, count and rate many Sudoku puzzles in partitions with Dask, and
write the results as Parquet: generated puzzles (a range of seeds per
partition) or puzzles read from a file.

    python dask_pipeline.py out.parquet --generate 100000 --seed 1
    python dask_pipeline.py out.parquet --input puzzles.txt --workers 4
    python dask_pipeline.py out.parquet --input bank.csv --column quizzes \\
        --scheduler tcp://scheduler-host:8786

Each partition is one batch call per function (solve_batch, count_batch,
rate_batch) on the worker that holds it. Without --scheduler a LocalCluster
of --workers processes is started on this machine; with it, the same script
runs on whatever cluster that scheduler has (each worker needs the libsudoku
package, and numpy and pandas, installed).

Needs: pip install libsudoku numpy 'dask[distributed]' pandas pyarrow
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator, List, Optional, Sequence

import dask.bag as db
import dask.dataframe as dd
import numpy as np
import pandas as pd
from dask.delayed import delayed
from distributed import Client, LocalCluster

import libsudoku

# The output's columns and their types (nullable: a value the call could not
# give is missing, such as the solution of a board with no solution).
COLUMNS = {"puzzle": "string", "solution": "string", "status": "int32", "count": "UInt32",
           "level": "UInt8", "se": "Float64", "score": "UInt32", "steps": "UInt32", "hardest": "string"}

# Threads per batch call. The LocalCluster below runs one process per worker
# with one thread each, so one thread per call already keeps every core busy;
# more would only make the workers' threads fight over the same cores. On a
# real cluster with one single-threaded worker process per machine, pass
# --threads 0 (every core of the machine: the calls release the GIL).
THREADS = 1

NOT_A_BOARD = "X" * 81  # what stands in for a line that is not 81 characters


def process_partition(puzzles: Sequence[str], threads: int = THREADS) -> pd.DataFrame:
    """One row per puzzle: its canonical solution, its number of solutions
    (up to 2), its rating, and ``status``: 0 when all three succeeded, else
    the C status code of the first that failed (solve's, count's, rate's;
    -8 means several solutions). A line that is not 81 ASCII characters (or
    a null) counts as a bad cell (-2), as the library says of any other line
    it cannot read."""
    puzzles = list(puzzles)
    boards = [p if isinstance(p, str) and len(p) == 81 and p.isascii() else NOT_A_BOARD for p in puzzles]
    solutions, solved = libsudoku.solve_batch(boards, threads=threads)
    counts, counted = libsudoku.count_batch(boards, limit=2, threads=threads)
    ratings, rated = libsudoku.rate_batch(boards, threads=threads)
    status = np.where(solved != 0, solved, np.where(counted != 0, counted, rated))
    ok = rated == 0
    hardest = [libsudoku.technique_name(int(t)) if t else None for t in ratings["hardest"]]
    frame = pd.DataFrame({
        "puzzle": puzzles,
        "solution": [s if code == 0 else None for s, code in zip(solutions, solved)],
        "status": status,
        "count": pd.array(counts, dtype="UInt32"),
        "level": ratings["level"],
        # float32 in C: rounded to a tenth as libsudoku.rate does (0 when no step was needed)
        "se": np.where(ratings["steps"] > 0, ratings["se"].astype(float).round(1), 0.0),
        "score": ratings["score"],
        "steps": ratings["steps"],
        "hardest": hardest,
    }).astype(COLUMNS)
    frame.loc[counted != 0, "count"] = pd.NA
    frame.loc[~ok, ["level", "se", "score", "steps", "hardest"]] = pd.NA
    return frame


def generate_partition(start: int, count: int, threads: int = THREADS) -> pd.DataFrame:
    """Puzzles from the seeds start .. start + count - 1 (libsudoku.generate's
    defaults: minimal, 180-degree symmetry, one solution), processed."""
    puzzles, _, statuses = libsudoku.generate_batch(count, seed=start, threads=threads)
    libsudoku.raise_for_statuses(statuses)  # no bounds are asked for, so none can fail
    frame = process_partition([bytes(row).decode("ascii") for row in puzzles], threads)
    frame.insert(0, "seed", np.arange(start, start + count, dtype=np.uint64))
    return frame


def generated(total: int, seed: int, size: int, threads: int) -> dd.DataFrame:
    starts = range(seed, seed + total, size)
    counts = [min(size, seed + total - start) for start in starts]
    meta = generate_partition(seed, 0, threads)
    return dd.from_map(generate_partition, starts, counts, args=[threads], meta=meta, enforce_metadata=False)


def read(path: str, column: Optional[str], size: int, threads: int) -> dd.DataFrame:
    """Puzzles from a text file (one a line; blank lines skipped), or from a
    column of a CSV or Parquet file (the first column unless ``column``)."""
    meta = process_partition([], threads)
    suffix = Path(path).suffix.lower()
    if suffix in (".csv", ".parquet", ".pq"):
        if suffix == ".csv":
            frame = dd.read_csv(path, dtype=str, keep_default_na=False, blocksize=size * 100)
        else:
            frame = dd.read_parquet(path)
        puzzles = frame[column or frame.columns[0]]
        return puzzles.map_partitions(lambda part: process_partition(part.tolist(), threads), meta=meta)
    lines = db.read_text(path, blocksize=size * 82).map(str.strip).filter(bool)
    return dd.from_delayed([delayed(process_partition)(part, threads) for part in lines.to_delayed()], meta=meta)


@contextmanager
def connect(scheduler: Optional[str], workers: int) -> Iterator[Client]:
    """A client of the scheduler at ``scheduler``, or of a new cluster of
    ``workers`` single-threaded processes on this machine (closed after)."""
    if scheduler:
        with Client(scheduler) as client:
            yield client
        return
    with LocalCluster(n_workers=workers, processes=True, threads_per_worker=1, dashboard_address=":0") as cluster, \
            Client(cluster) as client:
        yield client


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="Output columns: " + ", ".join(COLUMNS) + " (and seed with --generate). status is 0 when solve, "
               "count (up to 2) and rate all succeeded, else the first failure's status code: -2 a bad cell "
               "or a line that is not 81 characters, -3 a repeated digit, -4 no solution, -8 several "
               "solutions (solution holds the smallest, count is 2). Values a call could not give are null.")
    parser.add_argument("output", help="the Parquet directory to write (one file per partition)")
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--generate", type=int, metavar="N", help="generate N puzzles from seeds SEED .. SEED+N-1")
    source.add_argument("--input", metavar="FILE",
                        help="read puzzles: a text file of one 81-character puzzle a line, or a .csv or .parquet file")
    parser.add_argument("--seed", type=int, default=1, help="the first seed with --generate (default 1)")
    parser.add_argument("--column", help="the puzzle column of a CSV or Parquet input (default: its first)")
    parser.add_argument("--partition-size", type=int, default=20_000, metavar="N",
                        help="puzzles per partition (about that many for files; default 20000)")
    parser.add_argument("--scheduler", metavar="ADDRESS",
                        help="a running Dask scheduler, such as tcp://host:8786 (default: start a LocalCluster)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, metavar="N",
                        help="worker processes of the LocalCluster, one thread each (default: one per core)")
    parser.add_argument("--threads", type=int, default=THREADS, metavar="N",
                        help="threads per batch call on a worker (default 1; 0: every core)")
    parser.add_argument("--overwrite", action="store_true", help="replace OUTPUT if it exists")
    args = parser.parse_args(argv)
    if args.partition_size < 1 or args.workers < 1 or args.threads < 0 or (args.generate or 0) < 0:
        parser.error("--partition-size and --workers are 1 or more, --generate and --threads 0 or more")
    if Path(args.output).exists() and any(Path(args.output).iterdir()) and not args.overwrite:
        parser.error(f"{args.output} exists and is not empty (--overwrite replaces it)")

    with connect(args.scheduler, args.workers) as client:
        if args.generate is not None:
            frame = generated(args.generate, args.seed, args.partition_size, args.threads)
        else:
            frame = read(args.input, args.column, args.partition_size, args.threads)
        client.run(process_partition, [])  # the workers' imports, so that the time below is the work's
        started = time.perf_counter()
        frame.to_parquet(args.output, write_index=False, overwrite=args.overwrite)
        elapsed = time.perf_counter() - started
        workers = len(client.scheduler_info()["workers"])
    statuses = pd.read_parquet(args.output, columns=["status"])["status"]
    rate = len(statuses) / elapsed
    print(f"{len(statuses)} puzzles in {elapsed:.2f} s on {workers} workers: {rate:,.0f} puzzles/s, "
          f"{rate / workers:,.0f} per worker; statuses {statuses.value_counts().sort_index().to_dict()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
