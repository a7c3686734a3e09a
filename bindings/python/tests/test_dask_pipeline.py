"""examples/python/dask_pipeline.py on a LocalCluster of 2 worker processes:
every row of the Parquet it writes (generated puzzles, and a text, CSV or
Parquet file with bad, unsolvable and not-unique lines) is what the single
calls (solve, count_solutions, rate) say of that puzzle, in input order, and
both workers did part of the work."""

import importlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

pd = pytest.importorskip("pandas")
pytest.importorskip("pyarrow")
dd = pytest.importorskip("dask.dataframe")
distributed = pytest.importorskip("distributed")

import libsudoku  # noqa: E402  (after the skips: the pipeline needs dask)

EXAMPLES = Path(__file__).resolve().parents[3] / "examples" / "python"
SCRIPT = EXAMPLES / "dask_pipeline.py"
SRC = Path(libsudoku.__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def worker_env():
    """The environment the worker processes start with: they import
    libsudoku from this checkout (and dask_pipeline, whose functions are
    pickled by name) and load the very library these tests load."""
    env = {
        "PYTHONPATH": os.pathsep.join(filter(None, [str(SRC), str(EXAMPLES), os.environ.get("PYTHONPATH")])),
        "LIBSUDOKU_PATH": str(Path(libsudoku._ffi.lib._name).resolve()),
    }
    with pytest.MonkeyPatch.context() as patch:
        for name, value in env.items():
            patch.setenv(name, value)
        patch.syspath_prepend(str(EXAMPLES))
        yield env


@pytest.fixture(scope="module")
def pipeline(worker_env):
    return importlib.import_module("dask_pipeline")


@pytest.fixture(scope="module")
def client(worker_env):
    with distributed.LocalCluster(n_workers=2, processes=True, threads_per_worker=1,
                                  dashboard_address=":0") as cluster, distributed.Client(cluster) as client:
        yield client


def single(puzzle):
    """The row the single calls give for one puzzle (the pipeline's
    contract: status is the first failure of solve, count, rate; a line that
    is not 81 characters is a bad cell)."""
    row = dict.fromkeys(["solution", "count", "level", "se", "score", "steps", "hardest"])
    row.update(puzzle=puzzle, status=0)
    calls = {"solution": libsudoku.solve, "count": libsudoku.count_solutions, "rating": libsudoku.rate}
    for name, call in calls.items():
        try:
            value = call(puzzle)
        except libsudoku.SudokuError as error:
            row["status"] = row["status"] or error.status
            continue
        except ValueError:  # not 81 characters
            row["status"] = row["status"] or libsudoku._ffi.ERR_BAD_CELL
            continue
        if name == "rating":
            row.update(level=value.level, se=value.se, score=value.score, steps=value.steps, hardest=value.hardest)
        else:
            row[name] = value
    return row


def rows(path):
    """The Parquet directory's rows, in partition order, nulls as None."""
    frame = dd.read_parquet(path).compute(scheduler="sync")
    return frame.astype(object).where(frame.notna(), None).to_dict("records")


def run(pipeline, client, *args):
    """Runs the script's main on ``client``'s cluster; the addresses of the
    workers that ran its tasks."""
    with distributed.get_task_stream(client) as stream:
        assert pipeline.main([*args, "--scheduler", client.cluster.scheduler_address]) == 0
    return {task["worker"] for task in stream.data}


def test_generated_puzzles_match_the_single_calls(tmp_path, pipeline, client):
    out = tmp_path / "generated"
    used = run(pipeline, client, str(out), "--generate", "3000", "--seed", "7000", "--partition-size", "500")
    assert len(used) == 2
    assert len(list(out.glob("*.parquet"))) == 6
    got = rows(out)
    assert [row.pop("seed") for row in got] == list(range(7000, 10000))
    expected = [single(libsudoku.generate(seed)[0]) for seed in range(7000, 10000)]
    assert got == expected
    assert {row["status"] for row in got} == {0} and {row["count"] for row in got} == {1}
    assert len({row["hardest"] for row in got}) > 5  # a real mix of ratings


def awkward_lines(known_answers):
    """Bad, unsolvable, not unique and solved boards: the project's known
    answers that are one line of text (but the hardest, whose ratings take
    0.1-0.5 s each), and worse."""
    lines = [case["puzzle"].decode("latin-1") for case in known_answers if case["category"] != "hardest"]
    lines = [line for line in lines if line.isprintable() and " " not in line and line.isascii()]
    solved = libsudoku.solve(lines[0])
    extra = [solved, "11" + "." * 79, "." * 81, "a" + "." * 80, "123", "." * 82, "\u00e9" * 81, "\u20ac" * 81]
    return lines + extra


def test_a_text_file_with_bad_lines_on_its_own_cluster(tmp_path, pipeline, worker_env, known_answers):
    puzzles = [bytes(row).decode() for row in libsudoku.generate_batch(1000, seed=50_000)[0]]
    awkward = awkward_lines(known_answers)
    lines = list(puzzles)
    for index, line in enumerate(awkward):  # spread over the partitions
        lines.insert(index * len(puzzles) // len(awkward), line)
    text = "\n".join(f"  {line}\r" if i % 7 == 0 else line for i, line in enumerate(lines)) + "\n\n"
    (tmp_path / "puzzles.txt").write_text(text.replace("\n", "\n\n", 3), encoding="utf-8")
    out = tmp_path / "from_text"
    assert pipeline.main([str(out), "--input", str(tmp_path / "puzzles.txt"), "--partition-size", "300",
                          "--workers", "2"]) == 0
    assert len(list(out.glob("*.parquet"))) >= 3
    got = rows(out)
    assert got == [single(line) for line in lines]
    statuses = {row["status"] for row in got}
    assert {0, -2, -3, -4, -8} <= statuses
    generated = set(puzzles)
    assert all(row["status"] == 0 and row["count"] == 1 for row in got if row["puzzle"] in generated)
    assert next(row for row in got if row["puzzle"] == "." * 81)["count"] == 2


@pytest.mark.parametrize("suffix", [".csv", ".parquet"])
def test_a_column_of_a_table(tmp_path, pipeline, client, known_answers, suffix):
    puzzles = [bytes(row).decode() for row in libsudoku.generate_batch(400, seed=90_000)[0]]
    puzzles += [line for line in awkward_lines(known_answers) if "," not in line and line.isascii()]
    table = pd.DataFrame({"id": range(len(puzzles)), "quizzes": puzzles})
    source = tmp_path / f"table{suffix}"
    if suffix == ".csv":
        table.to_csv(source, index=False)
    else:
        dd.from_pandas(table, npartitions=3).to_parquet(source, write_index=False)
    out = tmp_path / "from_table"
    run(pipeline, client, str(out), "--input", str(source), "--column", "quizzes", "--partition-size", "100")
    assert rows(out) == [single(puzzle) for puzzle in puzzles]


def test_help_and_refusals(tmp_path, pipeline, capsys):
    shown = subprocess.run([sys.executable, str(SCRIPT), "--help"], capture_output=True, text=True, check=True).stdout
    for option in ["--generate", "--input", "--seed", "--column", "--partition-size", "--scheduler", "--workers",
                   "--threads", "--overwrite", "status is 0"]:
        assert option in shown
    (tmp_path / "full").mkdir()
    (tmp_path / "full" / "keep.txt").write_text("mine")
    with pytest.raises(SystemExit) as refused:
        pipeline.main([str(tmp_path / "full"), "--generate", "5"])
    assert refused.value.code == 2 and "--overwrite" in capsys.readouterr().err
    assert (tmp_path / "full" / "keep.txt").read_text() == "mine"
