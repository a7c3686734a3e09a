import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]


def _decode(text: str) -> bytes:
    return re.sub(rb"\\x([0-9a-f]{2})", lambda m: bytes([int(m.group(1), 16)]), text.encode())


@pytest.fixture(scope="session")
def known_answers():
    """The project's known-answer cases (tests/data/known_answers.txt)."""
    cases = []
    for line in (ROOT / "tests" / "data" / "known_answers.txt").read_text().splitlines():
        if not line or line.startswith("#"):
            continue
        category, name, puzzle, count, status, answer = line.split("|")
        cases.append({
            "category": category, "name": name, "puzzle": _decode(puzzle),
            "count": None if count == "-" else int(count), "status": int(status),
            "answer": None if answer == "-" else _decode(answer),
        })
    assert len(cases) >= 44
    return cases
