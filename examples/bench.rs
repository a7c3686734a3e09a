//! Throughput and worst case of the C ABI on puzzle files.
//!
//!   cargo run --release --example bench -- [--reps N] FILE...
//!
//! A file holds one 81-character puzzle a line ('.' or '0' empty; '#' lines
//! skipped), or is a known-answers file (`category|name|puzzle|...`). For each
//! file and each function (sudoku_solve, sudoku_solve_any, and
//! sudoku_count_solutions with limit 2)
//! it prints puzzles per second over whole passes, then the median, 99th
//! percentile and slowest single call (each puzzle timed N times, default 3,
//! keeping its fastest, so a preempted run does not count as slow) and the
//! slowest puzzle itself. Built with `--features stats` it also prints the
//! guesses (search branches) per puzzle ("-" otherwise). Pin it to a core on
//! a quiet machine:
//! `taskset -c 1 cargo run --release --example bench -- FILE...`.

use std::time::{Duration, Instant};

use sudoku::ffi::{sudoku_count_solutions, sudoku_solve, sudoku_solve_any};

type Board = [u8; 81];

fn parse_line(line: &str) -> Option<Board> {
    if line.starts_with('#') {
        return None;
    }
    let field = if line.contains('|') {
        line.split('|').nth(2)?
    } else {
        line.trim_end()
    };
    let mut bytes = Vec::with_capacity(81);
    let mut rest = field.as_bytes();
    while let Some((&c, tail)) = rest.split_first() {
        if c == b'\\' && tail.first() == Some(&b'x') && tail.len() >= 3 {
            bytes.push(u8::from_str_radix(std::str::from_utf8(&tail[1..3]).ok()?, 16).ok()?);
            rest = &tail[3..];
        } else {
            bytes.push(c);
            rest = tail;
        }
    }
    bytes.try_into().ok()
}

fn solve(board: &Board) {
    let mut b = *board;
    // SAFETY: an 81-byte buffer.
    std::hint::black_box(unsafe { sudoku_solve(b.as_mut_ptr()) });
}

fn solve_any(board: &Board) {
    let mut b = *board;
    // SAFETY: an 81-byte buffer.
    std::hint::black_box(unsafe { sudoku_solve_any(b.as_mut_ptr()) });
}

fn count2(board: &Board) {
    let mut n = 0;
    // SAFETY: an 81-byte buffer and a writable count.
    std::hint::black_box(unsafe { sudoku_count_solutions(board.as_ptr(), 2, &mut n) });
}

fn show(board: &Board) -> String {
    board
        .iter()
        .map(|&b| if b.is_ascii_graphic() { b as char } else { '?' })
        .collect()
}

fn measure(name: &str, puzzles: &[Board], reps: usize, f: fn(&Board)) {
    // Throughput: whole passes until half a second has gone.
    let start = Instant::now();
    let mut passes = 0;
    while passes == 0 || start.elapsed() < Duration::from_millis(500) {
        puzzles.iter().for_each(f);
        passes += 1;
    }
    let per_second = (passes * puzzles.len()) as f64 / start.elapsed().as_secs_f64();

    // Guesses (search branches) per puzzle, over one more pass.
    let guesses = if sudoku::stats::ENABLED {
        sudoku::stats::take_branches();
        puzzles.iter().for_each(f);
        format!(
            "{:.2}",
            sudoku::stats::take_branches() as f64 / puzzles.len() as f64
        )
    } else {
        "-".to_string()
    };

    // Per puzzle: the fastest of `reps` timed calls.
    let mut times: Vec<(Duration, usize)> = puzzles
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let best = (0..reps)
                .map(|_| {
                    let t = Instant::now();
                    f(p);
                    t.elapsed()
                })
                .min()
                .unwrap_or_default();
            (best, i)
        })
        .collect();
    times.sort();
    let at = |q: f64| {
        times[((times.len() - 1) as f64 * q).round() as usize]
            .0
            .as_secs_f64()
            * 1e6
    };
    let (slowest, which) = *times.last().unwrap();
    println!(
        "{name:<14} {per_second:>12.0} {guesses:>8} {:>10.2} {:>10.2} {:>11.1}  {}",
        at(0.5),
        at(0.99),
        slowest.as_secs_f64() * 1e6,
        show(&puzzles[which])
    );
}

fn main() {
    let mut reps = 3;
    let mut files = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--reps" => reps = args.next().and_then(|v| v.parse().ok()).expect("--reps N"),
            _ => files.push(arg),
        }
    }
    if files.is_empty() {
        eprintln!("usage: bench [--reps N] FILE...");
        std::process::exit(2);
    }
    println!(
        "{:<14} {:>12} {:>8} {:>10} {:>10} {:>11}  slowest puzzle",
        "function", "puzzles/s", "guesses", "median us", "p99 us", "max us"
    );
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{file}: {e}"));
        let puzzles: Vec<Board> = text.lines().filter_map(parse_line).collect();
        let set = file.rsplit('/').next().unwrap_or(&file);
        println!("{set} ({} puzzles)", puzzles.len());
        if puzzles.is_empty() {
            continue;
        }
        measure("  solve", &puzzles, reps, solve);
        measure("  solve_any", &puzzles, reps, solve_any);
        measure("  count2", &puzzles, reps, count2);
    }
}
