#!/usr/bin/env python3
"""Writes the seed corpora (corpus/<target>/) from tests/data/known_answers.txt:
each case as control byte 0 (cells read as raw bytes) followed by its 81 bytes,
once per count limit the contract target uses. Run from fuzz/; output is committed."""
import hashlib, os, re

def decode(text):
    return re.sub(rb"\\x([0-9a-f]{2})", lambda m: bytes([int(m.group(1), 16)]), text.encode())

cases = [l.split("|") for l in open("../tests/data/known_answers.txt") if l.strip() and not l.startswith("#")]
for target, limits in (("contract", range(8)), ("slow_input", [2])):
    os.makedirs(f"corpus/{target}", exist_ok=True)
    for case in cases:
        board = decode(case[2])
        assert len(board) == 81, case[1]
        for k in limits:
            seed = bytes([k << 2]) + board
            name = hashlib.sha1(seed).hexdigest()
            open(f"corpus/{target}/{name}", "wb").write(seed)
