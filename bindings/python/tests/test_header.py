"""The constants the package copies from include/sudoku.h (in _ffi.py) match
the header, and every status code in the header has its copy, so a new code
cannot be forgotten."""

import re
from pathlib import Path
from typing import Dict

import libsudoku
from libsudoku import _ffi

HEADER = Path(__file__).resolve().parents[3] / "include" / "sudoku.h"

# The families of header constants the package mirrors: SUDOKU_<name> is
# _ffi.<name>. A header constant of one of these families needs its copy.
MIRRORED = re.compile(r"OK|ERR_\w+|UNIT_\w+|NO_CELL|CELLS|SYMMETRY_\w+|STYLE_\w+|CANDIDATES_\w+|LEVEL_\w+|TECH_\w+")


def header_constants() -> Dict[str, int]:
    """Every `#define SUDOKU_<name> <integer>` of the header, by <name>."""
    constants = {}
    for line in HEADER.read_text().splitlines():
        define = re.match(r"\s*#\s*define\s+SUDOKU_(\w+)\b(.*)", line)
        if define is None:
            continue
        name, value = define.group(1), define.group(2).split("/*")[0].split("//")[0].strip()
        number = re.fullmatch(r"\(?\s*(-?\s*\d+)\s*\)?", value)
        if number is None:
            # Only the include guard (SUDOKU_H) has no value; a status code
            # written in a form this parser does not know must not slip by.
            assert not MIRRORED.fullmatch(name), f"cannot read the value of SUDOKU_{name}: {value!r}"
            continue
        constants[name] = int(number.group(1).replace(" ", ""))
    return constants


def package_constants() -> Dict[str, int]:
    """The package's copies: the int constants of _ffi in a mirrored family."""
    return {
        name: value
        for name, value in vars(_ffi).items()
        if MIRRORED.fullmatch(name) and isinstance(value, int) and not isinstance(value, bool)
    }


def test_the_header_is_read():
    header = header_constants()
    assert header.get("OK") == 0
    assert sum(name.startswith("ERR_") for name in header) >= 9
    assert sum(name.startswith("SYMMETRY_") for name in header) == 8
    assert {"STYLE_ASCII", "STYLE_RAW", "CANDIDATES_BASIC", "CANDIDATES_SOLUTIONS"} <= set(header)


def test_every_status_code_of_the_header_is_in_the_package():
    header = header_constants()
    package = package_constants()
    missing = sorted(f"SUDOKU_{name}" for name in header if MIRRORED.fullmatch(name) and name not in package)
    assert not missing, f"add to bindings/python/src/libsudoku/_ffi.py: {missing}"


def test_the_package_copies_have_the_header_values():
    header = header_constants()
    for name, value in package_constants().items():
        assert name in header, f"_ffi.{name} has no SUDOKU_{name} in the header"
        assert value == header[name], f"_ffi.{name} is {value}, SUDOKU_{name} is {header[name]}"


def test_status_codes_are_distinct():
    codes = [value for name, value in package_constants().items() if name == "OK" or name.startswith("ERR_")]
    assert len(codes) == len(set(codes))


def test_every_status_code_has_its_exception():
    # NULL and INTERNAL cannot come from the package's calls (it passes no
    # NULL; INTERNAL is a bug) and stay SudokuError; BAD_CELL and CONFLICT
    # carry where; every other status has a subclass of its own.
    generic = {"ERR_NULL", "ERR_INTERNAL", "ERR_BAD_CELL", "ERR_CONFLICT"}
    for name, value in header_constants().items():
        if name.startswith("ERR_") and name not in generic:
            assert value in libsudoku._PLAIN_ERRORS, f"SUDOKU_{name} needs an exception class"
            error = libsudoku._PLAIN_ERRORS[value]()
            assert type(error) is not libsudoku.SudokuError and isinstance(error, libsudoku.SudokuError)
            assert error.status == value and str(error) == _ffi.strerror(value)


def test_the_symmetry_names_are_in_the_order_of_the_header():
    header = header_constants()
    for name in libsudoku.SYMMETRIES:
        assert header[f"SYMMETRY_{name.upper()}"] == libsudoku.SYMMETRIES.index(name)
    assert len(libsudoku.SYMMETRIES) == sum(name.startswith("SYMMETRY_") for name in header)


def test_every_status_code_has_a_message():
    # sudoku_strerror has a message for any code; a known code gets its own,
    # not the one for unknown codes.
    unknown = _ffi.strerror(-12345)
    for name, value in header_constants().items():
        if name == "OK" or name.startswith("ERR_"):
            assert _ffi.strerror(value) and _ffi.strerror(value) != unknown, name


def test_the_version_is_the_header_version():
    header = header_constants()
    version = f"{header['VERSION_MAJOR']}.{header['VERSION_MINOR']}.{header['VERSION_PATCH']}"
    assert libsudoku.__version__ == version
