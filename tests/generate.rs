//! sudoku_generate, sudoku_candidates and sudoku_solutions through the C ABI,
//! each checked on its output by means independent of the generator: the
//! count of solutions, symmetry by the geometric maps themselves, minimality
//! by taking each group of givens out, candidates by brute force, solution
//! lists against the plain reference solver.

mod common;
use common::*;
use std::ptr;
use sudoku::ffi::*;

fn options() -> sudoku_generate_options {
    let mut o = sudoku_generate_options {
        size: 0,
        symmetry: 99,
        minimal: 0,
        min_givens: 0,
        max_givens: 0,
        style: 0,
        max_tries: 0,
        min_level: 9,
        max_level: 9,
        min_se: 9.0,
        max_se: 9.0,
    };
    // SAFETY: a writable struct.
    unsafe { sudoku_generate_options_init(&mut o) };
    o
}

fn generate(seed: u64, o: &sudoku_generate_options) -> (i32, [u8; CELLS], [u8; CELLS]) {
    let (mut puzzle, mut solution) = ([7u8; CELLS], [7u8; CELLS]);
    // SAFETY: a valid options struct and two 81-byte buffers.
    let status = unsafe { sudoku_generate(seed, o, puzzle.as_mut_ptr(), solution.as_mut_ptr()) };
    (status, puzzle, solution)
}

fn digits(bytes: &[u8; CELLS]) -> [u8; CELLS] {
    bytes.map(|b| match b {
        b'.' | b'0' | 0 => 0,
        b'1'..=b'9' => b - b'0',
        d => d,
    })
}

fn givens(bytes: &[u8; CELLS]) -> u32 {
    digits(bytes).iter().filter(|&&d| d != 0).count() as u32
}

/// The images of (row, column) under each symmetry's generating maps,
/// written out again here rather than taken from the library.
fn images(symmetry: u32, r: usize, c: usize) -> Vec<(usize, usize)> {
    let turn = |r: usize, c: usize| (c, 8 - r);
    match symmetry {
        SUDOKU_SYMMETRY_NONE => vec![],
        SUDOKU_SYMMETRY_ROTATE180 => vec![(8 - r, 8 - c)],
        SUDOKU_SYMMETRY_ROTATE90 => vec![turn(r, c)],
        SUDOKU_SYMMETRY_MIRROR => vec![(r, 8 - c)],
        SUDOKU_SYMMETRY_FLIP => vec![(8 - r, c)],
        SUDOKU_SYMMETRY_DIAGONAL => vec![(c, r)],
        SUDOKU_SYMMETRY_ANTIDIAGONAL => vec![(8 - c, 8 - r)],
        SUDOKU_SYMMETRY_DIHEDRAL => vec![turn(r, c), (r, 8 - c), (c, r)],
        _ => unreachable!(),
    }
}

/// The cells given or left out with `cell`: the closure of its images.
fn orbit(symmetry: u32, cell: usize) -> Vec<usize> {
    let mut orbit = vec![cell];
    let mut i = 0;
    while i < orbit.len() {
        let each = orbit[i];
        for (r, c) in images(symmetry, each / 9, each % 9) {
            if !orbit.contains(&(9 * r + c)) {
                orbit.push(9 * r + c);
            }
        }
        i += 1;
    }
    orbit
}

/// Every check of a generated pair that does not trust the generator.
fn check_pair(
    seed: u64,
    o: &sudoku_generate_options,
    puzzle: &[u8; CELLS],
    solution: &[u8; CELLS],
) {
    let what = format!("seed {seed} {o:?}: {}", String::from_utf8_lossy(puzzle));
    let (p, s) = (digits(puzzle), digits(solution));
    // Style.
    let ascii = o.style == SUDOKU_STYLE_ASCII;
    for (&pb, &sb) in puzzle.iter().zip(solution) {
        if ascii {
            assert!(pb == b'.' || (b'1'..=b'9').contains(&pb), "{what}");
            assert!((b'1'..=b'9').contains(&sb), "{what}");
        } else {
            assert!(pb <= 9 && (1..=9).contains(&sb), "{what}");
        }
    }
    // One solution, and it is `solution`.
    assert_eq!(ffi_count(puzzle, 3), (SUDOKU_OK, 1), "{what}");
    let mut solved = *puzzle;
    assert_eq!(ffi_solve(&mut solved), SUDOKU_OK);
    assert_eq!(digits(&solved), s, "{what}");
    assert!(is_complete_solution(&s));
    for cell in 0..CELLS {
        assert!(p[cell] == 0 || p[cell] == s[cell], "{what}");
    }
    // Symmetric: a cell is given exactly when its images are.
    for cell in 0..CELLS {
        for other in orbit(o.symmetry, cell) {
            assert_eq!(p[cell] != 0, p[other] != 0, "{what}: {cell} {other}");
        }
    }
    // Bounds.
    let n = givens(puzzle);
    assert!(n >= o.min_givens, "{what}");
    assert!(o.max_givens == 0 || n <= o.max_givens, "{what}");
    // Minimal: no orbit of givens can go.
    if o.minimal != 0 {
        for cell in 0..CELLS {
            if p[cell] == 0 || orbit(o.symmetry, cell).iter().any(|&c| c < cell) {
                continue;
            }
            let mut fewer = p;
            for c in orbit(o.symmetry, cell) {
                fewer[c] = 0;
            }
            assert!(
                ffi_count(&fewer, 2).1 >= 2,
                "{what}: the orbit of {cell} can go"
            );
        }
    }
}

#[test]
fn defaults_are_rotate180_minimal_ascii() {
    let o = options();
    assert_eq!(
        o.size as usize,
        std::mem::size_of::<sudoku_generate_options>()
    );
    assert_eq!(
        (
            o.symmetry,
            o.minimal,
            o.min_givens,
            o.max_givens,
            o.style,
            o.max_tries
        ),
        (SUDOKU_SYMMETRY_ROTATE180, 1, 0, 0, SUDOKU_STYLE_ASCII, 0)
    );
    // NULL options are the defaults.
    let (mut a, mut b) = ([0u8; CELLS], [0u8; CELLS]);
    // SAFETY: NULL options, two 81-byte buffers.
    assert_eq!(
        unsafe { sudoku_generate(42, ptr::null(), a.as_mut_ptr(), b.as_mut_ptr()) },
        SUDOKU_OK
    );
    let (status, puzzle, solution) = generate(42, &o);
    assert_eq!((status, puzzle, solution), (SUDOKU_OK, a, b));
    // NULL solution is allowed.
    // SAFETY: NULL options and solution, an 81-byte buffer.
    assert_eq!(
        unsafe { sudoku_generate(42, ptr::null(), a.as_mut_ptr(), ptr::null_mut()) },
        SUDOKU_OK
    );
    assert_eq!(a, puzzle);
    // SAFETY: NULL init is a no-op.
    unsafe { sudoku_generate_options_init(ptr::null_mut()) };
}

#[test]
fn every_symmetry_and_style_is_honoured() {
    for symmetry in 0..=7 {
        for (k, style) in [SUDOKU_STYLE_ASCII, SUDOKU_STYLE_RAW]
            .into_iter()
            .enumerate()
        {
            for minimal in [1, 0] {
                let o = sudoku_generate_options {
                    symmetry,
                    style,
                    minimal,
                    min_givens: if minimal == 0 { 30 } else { 0 },
                    ..options()
                };
                for seed in 0..4u64 {
                    let seed = seed * 1000 + symmetry as u64 * 10 + k as u64;
                    let (status, puzzle, solution) = generate(seed, &o);
                    assert_eq!(status, SUDOKU_OK, "{o:?} {seed}");
                    check_pair(seed, &o, &puzzle, &solution);
                }
            }
        }
    }
}

#[test]
fn many_seeds_of_the_defaults() {
    let o = options();
    let mut seen = std::collections::HashSet::new();
    for seed in 1..=60 {
        let (status, puzzle, solution) = generate(seed, &o);
        assert_eq!(status, SUDOKU_OK);
        check_pair(seed, &o, &puzzle, &solution);
        // Seeds that differ give different puzzles and grids.
        assert!(seen.insert(puzzle));
        assert!(seen.insert(solution));
    }
}

#[test]
fn bounds_are_met_or_the_buffers_are_untouched() {
    for (min, max) in [(0, 24), (26, 30), (30, 0), (22, 23)] {
        let o = sudoku_generate_options {
            min_givens: min,
            max_givens: max,
            max_tries: 2000,
            ..options()
        };
        let (status, puzzle, solution) = generate(3, &o);
        assert_eq!(status, SUDOKU_OK, "{min} {max}");
        check_pair(3, &o, &puzzle, &solution);
    }
    // Not minimal: taking out stops near the lower bound.
    let o = sudoku_generate_options {
        minimal: 0,
        min_givens: 40,
        ..options()
    };
    let (status, puzzle, solution) = generate(9, &o);
    assert_eq!(status, SUDOKU_OK);
    check_pair(9, &o, &puzzle, &solution);
    assert!(givens(&puzzle) <= 41, "{}", givens(&puzzle));
    // A minimal puzzle with 17 givens and 180-degree symmetry: not in 3 tries.
    let o = sudoku_generate_options {
        max_givens: 17,
        max_tries: 3,
        ..options()
    };
    let (status, puzzle, solution) = generate(1, &o);
    assert_eq!(status, SUDOKU_ERR_GAVE_UP);
    assert_eq!((puzzle, solution), ([7; CELLS], [7; CELLS]));
}

#[test]
fn bad_options_are_refused_with_the_buffers_untouched() {
    let bad = [
        sudoku_generate_options {
            symmetry: 8,
            ..options()
        },
        sudoku_generate_options {
            style: 2,
            ..options()
        },
        sudoku_generate_options {
            size: 27,
            ..options()
        },
        sudoku_generate_options {
            size: 0,
            ..options()
        },
        sudoku_generate_options {
            max_givens: 16,
            ..options()
        },
        sudoku_generate_options {
            min_givens: 31,
            max_givens: 30,
            ..options()
        },
        sudoku_generate_options {
            min_givens: 82,
            ..options()
        },
    ];
    for o in bad {
        assert_eq!(
            generate(1, &o),
            (SUDOKU_ERR_OPTIONS, [7; CELLS], [7; CELLS]),
            "{o:?}"
        );
    }
    // SAFETY: NULL puzzle.
    assert_eq!(
        unsafe { sudoku_generate(1, ptr::null(), ptr::null_mut(), ptr::null_mut()) },
        SUDOKU_ERR_NULL
    );
}

#[test]
fn a_larger_struct_from_a_later_header_is_accepted() {
    #[repr(C)]
    struct Later {
        base: sudoku_generate_options,
        unknown: [u32; 4],
    }
    let later = Later {
        base: sudoku_generate_options {
            size: std::mem::size_of::<Later>() as u32,
            ..options()
        },
        unknown: [u32::MAX; 4],
    };
    let (mut a, mut b) = ([0u8; CELLS], [0u8; CELLS]);
    // SAFETY: a readable struct of `size` bytes, two 81-byte buffers.
    let status = unsafe {
        sudoku_generate(
            5,
            ptr::addr_of!(later).cast(),
            a.as_mut_ptr(),
            b.as_mut_ptr(),
        )
    };
    assert_eq!(status, SUDOKU_OK);
    assert_eq!(generate(5, &options()), (SUDOKU_OK, a, b));
}

/// The committed table of (seed, options) -> puzzle: the promise that a seed
/// gives the same puzzle on every platform and build within a version.
#[test]
fn reproducibility_table() {
    let table = include_str!("data/generate_table.txt");
    let (mut rows, mut rated) = (0, 0);
    for line in table
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let f: Vec<&str> = line.split('|').collect();
        let n = |i: usize| f[i].parse::<u32>().unwrap();
        let mut o = sudoku_generate_options {
            symmetry: n(1),
            minimal: n(2),
            min_givens: n(3),
            max_givens: n(4),
            ..options()
        };
        // Rows with bounds on the difficulty carry them after the puzzle.
        if f.len() > 6 {
            o.min_level = n(6);
            o.max_level = n(7);
            o.min_se = f[8].parse().unwrap();
            o.max_se = f[9].parse().unwrap();
            rated += 1;
        }
        let (status, puzzle, _) = generate(f[0].parse().unwrap(), &o);
        assert_eq!(status, SUDOKU_OK);
        assert_eq!(String::from_utf8_lossy(&puzzle), f[5], "{line}");
        if f.len() > 6 {
            // The puzzle meets its bounds (0: none).
            let mut rating: sudoku_rating = unsafe { std::mem::zeroed() };
            rating.size = std::mem::size_of::<sudoku_rating>() as u32;
            // SAFETY: an 81-byte board and a sized rating.
            assert_eq!(
                unsafe { sudoku_rate(puzzle.as_ptr(), &mut rating) },
                SUDOKU_OK
            );
            let tenths = (rating.se * 10.0).round();
            assert!(rating.level >= o.min_level, "{line}");
            assert!(o.max_level == 0 || rating.level <= o.max_level, "{line}");
            assert!(tenths >= (o.min_se * 10.0).round(), "{line}");
            assert!(
                o.max_se == 0.0 || tenths <= (o.max_se * 10.0).round(),
                "{line}"
            );
        }
        rows += 1;
    }
    assert!(rows >= 20 && rated >= 6, "{rows} rows, {rated} rated");
}

fn candidates(board: &[u8; CELLS], kind: u32) -> (i32, [u16; CELLS]) {
    let mut out = [0xAAAAu16; CELLS];
    // SAFETY: an 81-byte board and 81 writable u16.
    let status = unsafe { sudoku_candidates(board.as_ptr(), kind, out.as_mut_ptr()) };
    (status, out)
}

fn solutions(board: &[u8; CELLS], limit: u32) -> (i32, Vec<[u8; CELLS]>) {
    let mut out = vec![0u8; limit as usize * CELLS];
    let mut count = 999;
    // SAFETY: an 81-byte board, `limit * 81` writable bytes, a writable count.
    let status = unsafe { sudoku_solutions(board.as_ptr(), limit, out.as_mut_ptr(), &mut count) };
    assert!(count <= limit);
    let found = out
        .chunks(CELLS)
        .take(count as usize)
        .map(|c| c.try_into().unwrap())
        .collect();
    (status, found)
}

/// Boards from one grid with a share of cells blanked (an LCG).
fn random_boards(n: usize, seed: u64) -> Vec<[u8; CELLS]> {
    let (_, _, grid) = generate(seed, &options());
    let mut state = seed;
    (0..n)
        .map(|i| {
            let mut board = grid;
            for cell in board.iter_mut() {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                if (state >> 33) % 100 < 35 + (i as u64 * 7) % 40 {
                    *cell = b'.';
                }
            }
            board
        })
        .collect()
}

#[test]
fn candidates_against_brute_force() {
    for board in random_boards(60, 11) {
        let d = digits(&board);
        let (status, basic) = candidates(&board, SUDOKU_CANDIDATES_BASIC);
        assert_eq!(status, SUDOKU_OK);
        for cell in 0..CELLS {
            let mut expect = 0u16;
            if d[cell] == 0 {
                for digit in 1..=9u8 {
                    let seen = (0..CELLS).any(|o| {
                        o != cell
                            && d[o] == digit
                            && (o / 9 == cell / 9
                                || o % 9 == cell % 9
                                || (o / 27 == cell / 27 && o % 9 / 3 == cell % 9 / 3))
                    });
                    if !seen {
                        expect |= 1 << (digit - 1);
                    }
                }
            }
            assert_eq!(basic[cell], expect, "cell {cell}");
        }
        // True candidates: by placing each basic candidate and asking the
        // reference solver whether a solution remains.
        let (status, truth) = candidates(&board, SUDOKU_CANDIDATES_SOLUTIONS);
        assert_eq!(status, SUDOKU_OK);
        for cell in 0..CELLS {
            let mut expect = 0u16;
            for digit in 1..=9u8 {
                if basic[cell] >> (digit - 1) & 1 != 0 {
                    let mut trial = d;
                    trial[cell] = digit;
                    // The plain reference where it is quick (many givens),
                    // else the counting engine (itself checked against the
                    // reference in tests/differential.rs).
                    let found = match reference_bounded(&trial, 1, 2_000) {
                        Some((n, _)) => n,
                        None => ffi_count(&trial, 1).1,
                    };
                    if found == 1 {
                        expect |= 1 << (digit - 1);
                    }
                }
            }
            assert_eq!(truth[cell], expect, "cell {cell} of {}", digits_text(&d));
            assert_eq!(truth[cell] & !basic[cell], 0);
        }
    }
    // No solution: all zero, with OK; a conflict: an error, untouched.
    let none =
        board(".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........");
    assert_eq!(
        candidates(&none, SUDOKU_CANDIDATES_SOLUTIONS),
        (SUDOKU_OK, [0; CELLS])
    );
    let mut twice = [b'.'; CELLS];
    twice[0] = b'5';
    twice[1] = b'5';
    assert_eq!(
        candidates(&twice, 0),
        (SUDOKU_ERR_CONFLICT, [0xAAAA; CELLS])
    );
    assert_eq!(candidates(&none, 2), (SUDOKU_ERR_OPTIONS, [0xAAAA; CELLS]));
    // SAFETY: NULL pointers are refused.
    unsafe {
        assert_eq!(
            sudoku_candidates(ptr::null(), 0, [0u16; CELLS].as_mut_ptr()),
            SUDOKU_ERR_NULL
        );
        assert_eq!(
            sudoku_candidates(none.as_ptr(), 0, ptr::null_mut()),
            SUDOKU_ERR_NULL
        );
    }
}

/// The first `limit` solutions in lexicographic order by a plain row-major
/// depth-first search (smallest digit first).
fn reference_solutions(d: &[u8; CELLS], limit: usize) -> Vec<[u8; CELLS]> {
    fn walk(d: &mut [u8; CELLS], limit: usize, out: &mut Vec<[u8; CELLS]>) {
        if out.len() >= limit {
            return;
        }
        let Some(cell) = d.iter().position(|&x| x == 0) else {
            out.push(*d);
            return;
        };
        for digit in 1..=9 {
            let ok = (0..CELLS).all(|o| {
                d[o] != digit
                    || !(o / 9 == cell / 9
                        || o % 9 == cell % 9
                        || (o / 27 == cell / 27 && o % 9 / 3 == cell % 9 / 3))
            });
            if ok {
                d[cell] = digit;
                walk(d, limit, out);
                d[cell] = 0;
            }
        }
    }
    let mut out = Vec::new();
    walk(&mut d.clone(), limit, &mut out);
    out
}

#[test]
fn solutions_in_order_against_the_reference() {
    let mut compared = 0;
    for board in random_boards(200, 23) {
        let d = digits(&board);
        // Only boards the plain search settles quickly.
        if d.iter().filter(|&&x| x != 0).count() < 38 {
            continue;
        }
        let want = reference_solutions(&d, 30);
        let (status, got) = solutions(&board, 30);
        assert_eq!(status, SUDOKU_OK);
        assert_eq!(got.len(), want.len(), "{}", digits_text(&d));
        for (g, w) in got.iter().zip(&want) {
            assert_eq!(digits(g), *w);
            // The board's style, givens kept byte for byte.
            for cell in 0..CELLS {
                if board[cell] != b'.' {
                    assert_eq!(g[cell], board[cell]);
                }
            }
        }
        if let Some(first) = got.first() {
            let mut solved = board;
            assert_eq!(ffi_solve(&mut solved), SUDOKU_OK);
            assert_eq!(&solved, first);
        }
        compared += 1;
    }
    assert!(compared > 50, "{compared}");
    // The contest board's first solutions, raw style kept; the empty grid.
    let empty = [0u8; CELLS];
    let (status, got) = solutions(&empty, 5);
    assert_eq!(status, SUDOKU_OK);
    assert_eq!(got.len(), 5);
    assert!(got.windows(2).all(|w| w[0] < w[1]));
    assert!(got.iter().all(|g| g.iter().all(|&b| (1..=9).contains(&b))));
    // Errors and limits.
    let none =
        board(".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........");
    assert_eq!(solutions(&none, 4), (SUDOKU_OK, vec![]));
    assert_eq!(solutions(&empty, 0).1.len(), 0);
    let mut count = 5;
    // SAFETY: limit 0 with NULL out is allowed; NULL board or count refused.
    unsafe {
        assert_eq!(
            sudoku_solutions(empty.as_ptr(), 0, ptr::null_mut(), &mut count),
            SUDOKU_OK
        );
        assert_eq!(count, 0);
        assert_eq!(
            sudoku_solutions(empty.as_ptr(), 1, ptr::null_mut(), &mut count),
            SUDOKU_ERR_NULL
        );
        assert_eq!(
            sudoku_solutions(ptr::null(), 1, [0u8; CELLS].as_mut_ptr(), &mut count),
            SUDOKU_ERR_NULL
        );
        assert_eq!(
            sudoku_solutions(
                empty.as_ptr(),
                1,
                [0u8; CELLS].as_mut_ptr(),
                ptr::null_mut()
            ),
            SUDOKU_ERR_NULL
        );
    }
    let mut twice = [b'.'; CELLS];
    twice[0] = b'5';
    twice[1] = b'5';
    let mut out = [b'x'; 2 * CELLS];
    let mut count = 9;
    // SAFETY: valid buffers.
    let status = unsafe { sudoku_solutions(twice.as_ptr(), 2, out.as_mut_ptr(), &mut count) };
    assert_eq!((status, count), (SUDOKU_ERR_CONFLICT, 0));
    assert!(out.iter().all(|&b| b == b'x'));
}

#[test]
fn new_statuses_have_messages() {
    for status in [
        SUDOKU_ERR_OPTIONS,
        SUDOKU_ERR_GAVE_UP,
        SUDOKU_ERR_NOT_UNIQUE,
        SUDOKU_ERR_SPACE,
    ] {
        // SAFETY: a static string.
        let text = unsafe { std::ffi::CStr::from_ptr(sudoku_strerror(status)) };
        // SAFETY: a static string.
        let unknown = unsafe { std::ffi::CStr::from_ptr(sudoku_strerror(-1000)) };
        assert_ne!(text, unknown);
    }
}

/// A generated pair, and the true candidates and first solutions of the
/// puzzle with its first two rows emptied.
type NewAnswers = (
    i32,
    [u8; CELLS],
    [u8; CELLS],
    [u16; CELLS],
    Vec<[u8; CELLS]>,
);

fn every_new_answer(seed: u64) -> NewAnswers {
    let (status, puzzle, solution) = generate(seed, &options());
    let mut board = puzzle;
    board[..18].fill(b'.');
    (
        status,
        puzzle,
        solution,
        candidates(&board, SUDOKU_CANDIDATES_SOLUTIONS).1,
        solutions(&board, 8).1,
    )
}

#[test]
fn threads_agree_with_one() {
    let expected: Vec<_> = (0..24).map(every_new_answer).collect();
    std::thread::scope(|scope| {
        for t in 0..8u64 {
            let expected = &expected;
            scope.spawn(move || {
                for k in 0..24u64 {
                    let seed = (k + 5 * t) % 24;
                    assert_eq!(every_new_answer(seed), expected[seed as usize], "{seed}");
                }
            });
        }
    });
}

#[test]
fn a_64_kib_thread_stack_is_enough() {
    let worker = std::thread::Builder::new()
        .stack_size(64 * 1024)
        .spawn(|| (0..8).map(every_new_answer).collect::<Vec<_>>());
    let small = worker.unwrap().join().unwrap();
    assert_eq!(small, (0..8).map(every_new_answer).collect::<Vec<_>>());
}

fn rating_of(puzzle: &[u8; CELLS]) -> sudoku_rating {
    let mut rating = sudoku_rating {
        size: size_of::<sudoku_rating>() as u32,
        level: 0,
        se: 0.0,
        score: 0,
        steps: 0,
        hardest: 0,
    };
    // SAFETY: an 81-byte board and a sized struct.
    assert_eq!(
        unsafe { sudoku_rate(puzzle.as_ptr(), &mut rating) },
        SUDOKU_OK
    );
    rating
}

#[test]
fn difficulty_bounds_are_met() {
    let bounds = [
        (SUDOKU_LEVEL_EASY, SUDOKU_LEVEL_EASY, 0.0, 0.0),
        (SUDOKU_LEVEL_MEDIUM, SUDOKU_LEVEL_MEDIUM, 0.0, 0.0),
        (SUDOKU_LEVEL_HARD, 0, 0.0, 0.0),
        (0, 0, 3.0, 4.5),
        (0, 0, 6.0, 0.0),
    ];
    for (min_level, max_level, min_se, max_se) in bounds {
        let o = sudoku_generate_options {
            min_level,
            max_level,
            min_se,
            max_se,
            ..options()
        };
        for seed in 0..3u64 {
            let (status, puzzle, solution) = generate(seed, &o);
            assert_eq!(status, SUDOKU_OK, "{o:?} {seed}");
            check_pair(seed, &o, &puzzle, &solution);
            let r = rating_of(&puzzle);
            assert!(
                r.level >= min_level && (max_level == 0 || r.level <= max_level),
                "{r:?}"
            );
            assert!(r.se >= min_se && (max_se == 0.0 || r.se <= max_se), "{r:?}");
            // Reproducible.
            assert_eq!(generate(seed, &o), (status, puzzle, solution));
        }
    }
}

#[test]
fn a_puzzle_within_the_bounds_is_the_one_without_them() {
    for seed in 1..6u64 {
        let (_, plain, _) = generate(seed, &options());
        let se = rating_of(&plain).se;
        let o = sudoku_generate_options {
            min_se: se,
            max_se: se,
            ..options()
        };
        assert_eq!(generate(seed, &o).1, plain, "seed {seed}");
    }
}

#[test]
fn the_first_version_of_the_struct_ignores_the_difficulty_fields() {
    let old = sudoku_generate_options {
        size: 28,
        min_level: 77,
        min_se: f32::NAN,
        ..options()
    };
    assert_eq!(generate(4, &old), generate(4, &options()));
}

#[test]
fn difficulty_bounds_that_cannot_hold_are_refused() {
    for (min_level, max_level, min_se, max_se) in [
        (6, 0, 0.0, 0.0),
        (0, 6, 0.0, 0.0),
        (3, 2, 0.0, 0.0),
        (0, 0, 7.0, 6.0),
        (0, 0, -1.0, 0.0),
        (0, 0, f32::NAN, 0.0),
        (0, 0, 0.0, 21.0),
    ] {
        let o = sudoku_generate_options {
            min_level,
            max_level,
            min_se,
            max_se,
            ..options()
        };
        let (status, puzzle, solution) = generate(1, &o);
        assert_eq!(status, SUDOKU_ERR_OPTIONS, "{o:?}");
        assert_eq!((puzzle, solution), ([7; CELLS], [7; CELLS]));
    }
    // Bounds no try meets: gave up, buffers untouched.
    let o = sudoku_generate_options {
        min_se: 9.9,
        max_tries: 3,
        ..options()
    };
    let (status, puzzle, _) = generate(1, &o);
    assert_eq!((status, puzzle), (SUDOKU_ERR_GAVE_UP, [7; CELLS]));
}
