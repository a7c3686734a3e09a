//! Shared by the integration tests: a plain reference solver, an independent
//! reading of the board contract, the known-answer cases, and thin safe
//! wrappers over the C ABI (the tests exercise the exported functions).
#![allow(dead_code)]

use sudoku::ffi::*;

pub const CELLS: usize = 81;

/// What the contract says a board is, worked out independently of the
/// library: `Err(status)` or the digits (0 empty).
pub fn classify(bytes: &[u8; CELLS]) -> Result<[u8; CELLS], i32> {
    let mut digits = [0u8; CELLS];
    let mut raw = false;
    let mut ascii = false;
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            0 | b'0' | b'.' => {}
            1..=9 => {
                raw = true;
                digits[i] = b;
            }
            b'1'..=b'9' => {
                ascii = true;
                digits[i] = b - b'0';
            }
            _ => return Err(SUDOKU_ERR_BAD_CELL),
        }
        if raw && ascii {
            return Err(SUDOKU_ERR_BAD_CELL);
        }
    }
    for a in 0..CELLS {
        for b in a + 1..CELLS {
            let same_unit =
                a / 9 == b / 9 || a % 9 == b % 9 || (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3);
            if digits[a] != 0 && digits[a] == digits[b] && same_unit {
                return Err(SUDOKU_ERR_CONFLICT);
            }
        }
    }
    Ok(digits)
}

/// The byte style a well-formed board's solution is written in.
pub fn is_ascii_board(bytes: &[u8; CELLS]) -> bool {
    let has_ascii_digit = bytes.iter().any(|b| (b'1'..=b'9').contains(b));
    let has_raw_digit = bytes.iter().any(|b| (1..=9).contains(b));
    has_ascii_digit || (!has_raw_digit && bytes.iter().any(|&b| b == b'.' || b == b'0'))
}

/// The programs libsudoku replaces: a plain row-major DFS, smallest digit
/// first. Counts solutions up to `limit` and keeps the first one found, which
/// is by construction the lexicographically smallest.
pub fn reference(digits: &[u8; CELLS], limit: u32) -> (u32, Option<[u8; CELLS]>) {
    reference_bounded(digits, limit, u64::MAX).expect("no node budget")
}

/// `reference` that gives up (`None`) after `max_nodes` placements: a plain
/// DFS can run for minutes on some boards, and the fuzzers must not.
pub fn reference_bounded(
    digits: &[u8; CELLS],
    limit: u32,
    max_nodes: u64,
) -> Option<(u32, Option<[u8; CELLS]>)> {
    let mut grid = *digits;
    let (mut rows, mut cols, mut boxes) = ([0u16; 9], [0u16; 9], [0u16; 9]);
    for (i, &d) in grid.iter().enumerate() {
        if d != 0 {
            let bit = 1 << d;
            rows[i / 9] |= bit;
            cols[i % 9] |= bit;
            boxes[i / 27 * 3 + i % 9 / 3] |= bit;
        }
    }
    struct Dfs {
        rows: [u16; 9],
        cols: [u16; 9],
        boxes: [u16; 9],
        count: u32,
        limit: u32,
        first: Option<[u8; CELLS]>,
        nodes_left: u64,
    }
    // Returns true to stop: the limit is reached or the budget is spent.
    fn go(s: &mut Dfs, grid: &mut [u8; CELLS], from: usize) -> bool {
        let Some(i) = (from..CELLS).find(|&i| grid[i] == 0) else {
            s.count += 1;
            s.first.get_or_insert(*grid);
            return s.count >= s.limit;
        };
        let (r, c, b) = (i / 9, i % 9, i / 27 * 3 + i % 9 / 3);
        for d in 1..=9u8 {
            let bit = 1 << d;
            if (s.rows[r] | s.cols[c] | s.boxes[b]) & bit == 0 {
                if s.nodes_left == 0 {
                    return true;
                }
                s.nodes_left -= 1;
                s.rows[r] |= bit;
                s.cols[c] |= bit;
                s.boxes[b] |= bit;
                grid[i] = d;
                let stop = go(s, grid, i + 1);
                grid[i] = 0;
                s.rows[r] &= !bit;
                s.cols[c] &= !bit;
                s.boxes[b] &= !bit;
                if stop {
                    return true;
                }
            }
        }
        false
    }
    let mut s = Dfs {
        rows,
        cols,
        boxes,
        count: 0,
        limit,
        first: None,
        nodes_left: max_nodes,
    };
    if limit > 0 {
        go(&mut s, &mut grid, 0);
    }
    (s.nodes_left > 0).then_some((s.count, s.first))
}

/// True when `grid` is a complete valid solution.
pub fn is_complete_solution(digits: &[u8; CELLS]) -> bool {
    digits.iter().all(|&d| (1..=9).contains(&d)) && classify(digits).is_ok()
}

/// A board from its text in tests/data: `\xHH` is the byte HH, every other
/// character is itself.
pub fn board(text: &str) -> [u8; CELLS] {
    let mut bytes = Vec::with_capacity(CELLS);
    let mut rest = text.as_bytes();
    while let Some((&first, tail)) = rest.split_first() {
        if first == b'\\' && tail.first() == Some(&b'x') && tail.len() >= 3 {
            let hex = std::str::from_utf8(&tail[1..3]).unwrap();
            bytes.push(u8::from_str_radix(hex, 16).expect("\\xHH"));
            rest = &tail[3..];
        } else {
            bytes.push(first);
            rest = tail;
        }
    }
    bytes
        .try_into()
        .unwrap_or_else(|b: Vec<u8>| panic!("{} bytes, not 81: {text}", b.len()))
}

pub fn digits_text(d: &[u8; CELLS]) -> String {
    d.iter().map(|&x| (b'0' + x) as char).collect()
}

/// One line of tests/data/known_answers.txt.
pub struct Case {
    pub category: String,
    pub name: String,
    pub puzzle: [u8; CELLS],
    /// Solutions counted up to 1000; `None` where counting is an error.
    pub count: Option<u32>,
    pub status: i32,
    pub answer: Option<[u8; CELLS]>,
}

pub fn known_answers() -> Vec<Case> {
    let text = include_str!("../data/known_answers.txt");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let f: Vec<&str> = line.split('|').collect();
            assert_eq!(f.len(), 6, "bad case line: {line}");
            Case {
                category: f[0].into(),
                name: f[1].into(),
                puzzle: board(f[2]),
                count: f[3].parse().ok(),
                status: f[4].parse().unwrap(),
                answer: (f[5] != "-").then(|| board(f[5])),
            }
        })
        .collect()
}

// Safe wrappers over the exported functions, for tests only.

pub fn ffi_solve(bytes: &mut [u8; CELLS]) -> i32 {
    // SAFETY: a valid 81-byte buffer.
    unsafe { sudoku_solve(bytes.as_mut_ptr()) }
}

pub fn ffi_solve_any(bytes: &mut [u8; CELLS]) -> i32 {
    // SAFETY: a valid 81-byte buffer.
    unsafe { sudoku_solve_any(bytes.as_mut_ptr()) }
}

pub fn ffi_is_valid(bytes: &[u8; CELLS]) -> bool {
    // SAFETY: a valid 81-byte buffer.
    unsafe { sudoku_is_valid(bytes.as_ptr()) }
}

pub fn ffi_check(bytes: &[u8; CELLS]) -> (i32, sudoku_conflict) {
    let mut c = sudoku_conflict {
        first_cell: 7,
        second_cell: 7,
        digit: 7,
        unit: 7,
        unit_index: 7,
        byte: 7,
    };
    // SAFETY: a valid 81-byte buffer and a writable struct.
    let status = unsafe { sudoku_check(bytes.as_ptr(), &mut c) };
    (status, c)
}

pub fn ffi_count(bytes: &[u8; CELLS], limit: u32) -> (i32, u32) {
    let mut n = u32::MAX;
    // SAFETY: a valid 81-byte buffer and a writable u32.
    let status = unsafe { sudoku_count_solutions(bytes.as_ptr(), limit, &mut n) };
    (status, n)
}

/// The whole contract for one board, checked through every exported function
/// against `classify` and the reference solver, which may give up after
/// `max_nodes`. `Err` says what went wrong; `Ok(true)` when the answers were
/// also compared with a finished reference search (count and the exact
/// lexicographically smallest answer), `Ok(false)` when it gave up. Shared by
/// the differential and property tests and the fuzzers.
pub fn check_contract(bytes: &[u8; CELLS], limit: u32, max_nodes: u64) -> Result<bool, String> {
    macro_rules! ensure {
        ($cond:expr, $($msg:tt)*) => {
            if !$cond {
                return Err(format!($($msg)*));
            }
        };
    }
    let expected = classify(bytes);
    let (check_status, conflict) = ffi_check(bytes);
    ensure!(
        check_status == expected.err().unwrap_or(SUDOKU_OK),
        "check gave {check_status}, expected {expected:?}"
    );
    ensure!(
        ffi_is_valid(bytes) == expected.is_ok(),
        "is_valid disagrees with check"
    );
    match check_status {
        SUDOKU_ERR_BAD_CELL => {
            let cell = conflict.first_cell as usize;
            ensure!(
                cell < CELLS && conflict.byte == bytes[cell],
                "bad cell {conflict:?}"
            );
            ensure!(
                classify(&first_cells(bytes, cell)) != Err(SUDOKU_ERR_BAD_CELL),
                "an earlier cell is bad: {conflict:?}"
            );
        }
        SUDOKU_ERR_CONFLICT => {
            let (a, b) = (conflict.first_cell as usize, conflict.second_cell as usize);
            ensure!(
                a < b && b < CELLS && bytes[a] == bytes[b],
                "conflict cells {conflict:?}"
            );
            let index = conflict.unit_index as usize;
            let in_unit = |cell: usize| match conflict.unit {
                SUDOKU_UNIT_ROW => cell / 9 == index,
                SUDOKU_UNIT_COLUMN => cell % 9 == index,
                SUDOKU_UNIT_BOX => cell / 27 * 3 + cell % 9 / 3 == index,
                _ => false,
            };
            ensure!(in_unit(a) && in_unit(b), "conflict unit {conflict:?}");
        }
        _ => ensure!(
            conflict.first_cell == SUDOKU_NO_CELL && conflict.unit == SUDOKU_UNIT_NONE,
            "conflict written on success: {conflict:?}"
        ),
    }

    let mut solved = *bytes;
    let status = ffi_solve(&mut solved);
    let (count_status, count) = ffi_count(bytes, limit);
    let mut any = *bytes;
    let any_status = ffi_solve_any(&mut any);
    ensure!(
        any_status == status,
        "solve_any gave {any_status}, solve {status}"
    );
    let digits = match expected {
        Err(e) => {
            ensure!(any == *bytes, "solve_any changed the board on failure");
            ensure!(
                status == e && solved == *bytes,
                "solve gave {status} (expected {e}) or changed the board"
            );
            ensure!(
                (count_status, count) == (e, 0),
                "count gave ({count_status}, {count})"
            );
            return Ok(true);
        }
        Ok(digits) => digits,
    };
    ensure!(
        count_status == SUDOKU_OK,
        "count failed with {count_status}"
    );
    ensure!(count <= limit, "count {count} above limit {limit}");
    let reference = reference_bounded(&digits, limit.max(1), max_nodes);
    if status != SUDOKU_OK {
        ensure!(
            status == SUDOKU_ERR_NO_SOLUTION,
            "solve gave {status} on a valid board"
        );
        ensure!(
            solved == *bytes && any == *bytes,
            "board changed on failure"
        );
        ensure!(count == 0, "no solution but count {count}");
        if let Some((n, _)) = reference {
            ensure!(n == 0, "the reference finds {n} solutions");
        }
        return Ok(reference.is_some());
    }
    let answer = completion(bytes, &digits, &solved).map_err(|e| format!("solve: {e}"))?;
    completion(bytes, &digits, &any).map_err(|e| format!("solve_any: {e}"))?;
    // `count` proves uniqueness only when it was allowed to reach 2.
    let unique = limit >= 2 && count == 1;
    ensure!(
        !unique || any == solved,
        "solve_any differs on a unique puzzle"
    );
    ensure!(limit == 0 || count >= 1, "solved, but count is 0");
    if let Some((n, first)) = reference {
        ensure!(
            first == Some(answer),
            "not the lexicographically smallest solution"
        );
        ensure!(limit == 0 || n == count, "count {count}, reference {n}");
    }
    Ok(reference.is_some())
}

/// The digits of `out`, a board filled from `bytes` (whose givens are
/// `digits`), checked: givens unchanged, and a complete valid solution in the
/// board's style.
fn completion(
    bytes: &[u8; CELLS],
    digits: &[u8; CELLS],
    out: &[u8; CELLS],
) -> Result<[u8; CELLS], String> {
    let ascii = is_ascii_board(bytes);
    let mut answer = [0u8; CELLS];
    for cell in 0..CELLS {
        if digits[cell] != 0 && out[cell] != bytes[cell] {
            return Err(format!("given at {cell} changed"));
        }
        answer[cell] = if ascii {
            out[cell].wrapping_sub(b'0')
        } else {
            out[cell]
        };
    }
    if !is_complete_solution(&answer) {
        return Err(format!("not a solution: {out:?}"));
    }
    Ok(answer)
}

/// The board with every cell from `cell` on emptied.
fn first_cells(bytes: &[u8; CELLS], cell: usize) -> [u8; CELLS] {
    let mut out = *bytes;
    out[cell..].fill(0);
    out
}
