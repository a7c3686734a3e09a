#!/usr/bin/env python3
"""Writes the seed corpora (corpus/<target>/) from tests/data/known_answers.txt:
each case as control byte 0 (cells read as raw bytes) followed by its 81 bytes,
once per count limit the contract target uses. The slow boards (the ones the
fuzzer found, "fuzzer: ..." cases, and hard puzzles "with a given taken out")
seed only slow_input: under the contract target's sanitizer they take up to
seconds each, and would eat a short run.
Run from fuzz/; output is committed."""
import hashlib, os, re

def decode(text):
    return re.sub(rb"\\x([0-9a-f]{2})", lambda m: bytes([int(m.group(1), 16)]), text.encode())

cases = [l.split("|") for l in open("../tests/data/known_answers.txt") if l.strip() and not l.startswith("#")]
import shutil
for target, limits in (("contract", range(8)), ("slow_input", [2])):
    shutil.rmtree(f"corpus/{target}", ignore_errors=True)
    os.makedirs(f"corpus/{target}")
    for case in cases:
        slow = case[1].startswith("fuzzer:") or "with a given taken out" in case[1]
        if target == "contract" and slow:
            continue
        board = decode(case[2])
        assert len(board) == 81, case[1]
        for k in limits:
            seed = bytes([k << 2]) + board
            name = hashlib.sha1(seed).hexdigest()
            open(f"corpus/{target}/{name}", "wb").write(seed)
