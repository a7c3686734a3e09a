//! bench: throughput on every thread and the time per puzzle on one.

use std::hint::black_box;
use std::io::{self, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use sudoku::batch;

use crate::input::{Input, CELLS};
use crate::{Common, CHUNK};

/// The least time the batch timings of each function add up to.
const MEASURE: Duration = Duration::from_millis(300);

/// Times per puzzle, sorted: (median, 99th percentile, max) in microseconds.
pub(crate) fn percentiles(mut times: Vec<Duration>) -> (f64, f64, f64) {
    if times.is_empty() {
        return (0.0, 0.0, 0.0);
    }
    times.sort_unstable();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize].as_secs_f64() * 1e6;
    (at(0.5), at(0.99), at(1.0))
}

pub(crate) fn bench(common: &Common, files: &[String], with_rate: bool) -> io::Result<ExitCode> {
    let threads = batch::worker_count(common.jobs, usize::MAX);
    let mut stdout = io::stdout().lock();
    writeln!(
        stdout,
        "{:<28} {:<10} {:>8} {:>14} {:>10} {:>10} {:>10}",
        "file",
        "function",
        "puzzles",
        format!("/s ({threads} thr)"),
        "median us",
        "p99 us",
        "max us"
    )?;
    let names: Vec<String> = if files.is_empty() {
        vec!["-".into()]
    } else {
        files.to_vec()
    };
    for name in &names {
        let mut input = Input::new(std::slice::from_ref(name), common.format);
        let mut boards = Vec::new();
        loop {
            let chunk = input.next_chunk(CHUNK)?;
            if chunk.is_empty() {
                break;
            }
            boards.extend(chunk.iter().filter_map(|r| r.board.as_ref().ok().copied()));
        }
        let short = name.rsplit('/').next().unwrap_or(name);
        type Single = Box<dyn Fn(&[u8; CELLS])>;
        let mut functions: Vec<(&str, Single)> = vec![
            (
                "solve",
                Box::new(|b: &[u8; CELLS]| {
                    let _ = black_box(sudoku::solve(&mut b.clone()));
                }),
            ),
            (
                "solve_any",
                Box::new(|b: &[u8; CELLS]| {
                    let _ = black_box(sudoku::solve_any(&mut b.clone()));
                }),
            ),
            (
                "count2",
                Box::new(|b: &[u8; CELLS]| {
                    let _ = black_box(sudoku::count_solutions(b, 2));
                }),
            ),
            (
                "check",
                Box::new(|b: &[u8; CELLS]| {
                    let _ = black_box(sudoku::check(b));
                }),
            ),
        ];
        if with_rate {
            functions.push((
                "rate",
                Box::new(|b: &[u8; CELLS]| {
                    let _ = black_box(sudoku::rate(b));
                }),
            ));
        }
        for (function, single) in &functions {
            // Whole batches, repeated until they add up to a measurable
            // time (a small file takes microseconds), after one to warm up.
            let mut rounds = 0u32;
            let mut spent = Duration::ZERO;
            while rounds < 2 || (spent < MEASURE && !boards.is_empty()) {
                let mut copy = boards.clone();
                let start = Instant::now();
                match *function {
                    "solve" => drop(black_box(batch::solve(&mut copy, common.jobs))),
                    "solve_any" => drop(black_box(batch::solve_any(&mut copy, common.jobs))),
                    "count2" => drop(black_box(batch::count_solutions(&copy, 2, common.jobs))),
                    "check" => drop(black_box(batch::check(&copy, common.jobs))),
                    _ => drop(black_box(batch::rate(&copy, common.jobs))),
                }
                if rounds > 0 {
                    spent += start.elapsed();
                }
                rounds += 1;
            }
            let timed = boards.len() as f64 * f64::from(rounds - 1);
            let throughput = timed / spent.as_secs_f64().max(1e-9);
            let times: Vec<Duration> = boards
                .iter()
                .map(|b| {
                    let start = Instant::now();
                    single(b);
                    start.elapsed()
                })
                .collect();
            let (median, p99, max) = percentiles(times);
            writeln!(
                stdout,
                "{short:<28} {function:<10} {:>8} {throughput:>14.0} {median:>10.2} {p99:>10.2} {max:>10.2}",
                boards.len()
            )?;
        }
    }
    Ok(ExitCode::SUCCESS)
}
