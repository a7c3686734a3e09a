"""The install path: a fresh virtual environment, `pip install ./bindings/python`
(which builds the Rust library and bundles it), and `import libsudoku` from
outside the repository with nothing else set. (The built wheel, installed
without cargo: tests/wheel_test.sh, make test-wheel.)"""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
CONTEST = ".26.........5.2..4...1....7.3..2.18....3.9....54.1..7.5....1...6..9.7.........75."


def test_pip_install_into_a_fresh_venv_and_import_outside_the_repo(tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = venv / "bin" / "python"
    env = {k: v for k, v in os.environ.items() if k not in ("LIBSUDOKU_PATH", "PYTHONPATH", "VIRTUAL_ENV")}
    install = subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         str(ROOT / "bindings" / "python")],
        env=env, capture_output=True, text=True, timeout=1800, check=False,
    )
    assert install.returncode == 0, install.stdout + install.stderr

    outside = tmp_path / "elsewhere"
    outside.mkdir()
    script = (
        "import libsudoku, libsudoku._ffi as f\n"
        f"print(libsudoku.solve({CONTEST!r})[:9])\n"
        "print(libsudoku.library_version() == libsudoku.__version__)\n"
        "print(f.lib._name)\n"
    )
    run = subprocess.run([str(python), "-c", script], cwd=outside, env=env,
                         capture_output=True, text=True, timeout=60, check=False)
    assert run.returncode == 0, run.stderr
    first, same_version, loaded = run.stdout.split("\n")[:3]
    assert first == "126734598"
    assert same_version == "True"
    # The copy bundled inside the installed package, not the checkout's.
    assert str(venv) in loaded and "site-packages" in loaded, loaded
    typed = list((venv / "lib").glob("python*/site-packages/libsudoku/py.typed"))
    assert typed, "py.typed is installed"
    # pip knows it by the distribution's name, which is not the import name.
    show = subprocess.run([str(python), "-m", "pip", "show", "--disable-pip-version-check", "libsudoku-engine"],
                          env=env, capture_output=True, text=True, timeout=60, check=False)
    assert show.returncode == 0 and "Name: libsudoku-engine" in show.stdout, show.stdout + show.stderr
