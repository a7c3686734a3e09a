//! Hunts for slow boards: times sudoku_solve and sudoku_count_solutions(…, 2)
//! on each input, prints every new slowest one, and fails (saving the input as
//! a crash artifact) when a board's calls take longer than the budget:
//! SUDOKU_FUZZ_BUDGET_MS, default 10 ms. The Makefile builds this target
//! without comparison tracing (`--no-trace-compares`), so a call here takes
//! under twice as long as in the release library (the slowest boards known,
//! 2.0-3.0 ms there, take 3.3-3.5 ms here; with the tracing, boards of 1.6
//! ms took 10 ms), and 10 ms fails a board some three times slower than any
//! known.
//! The calls are timed in the thread's CPU time, so a wait while the
//! scheduler ran something else is not charged, nor, where the kernel
//! accounts steal time, one while the VM's host did (a
//! 14-minute run timed by the wall clock failed on a board of 3.6 ms that
//! took 23 to 32 ms three times running while the machine was busy). A
//! board over the budget is timed twice more and fails only if it is over
//! every time: a slow board is slow every time.
#![no_main]

use std::cell::Cell;
use std::time::Duration;

use libfuzzer_sys::fuzz_target;

mod input;

thread_local! {
    static SLOWEST: Cell<Duration> = const { Cell::new(Duration::ZERO) };
}

fn budget() -> Duration {
    let ms = std::env::var("SUDOKU_FUZZ_BUDGET_MS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10);
    Duration::from_millis(ms)
}

/// The CPU time this thread has used.
fn cpu_time() -> Duration {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: a clock every Linux has, and a timespec to write.
    let status = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut now) };
    assert_eq!(status, 0, "the thread's CPU clock");
    Duration::new(now.tv_sec as u64, now.tv_nsec as u32)
}

/// The slower of the board's two calls, and the solve call's own time.
fn time_calls(board: &[u8; 81]) -> (Duration, Duration) {
    let mut solved = *board;
    let start = cpu_time();
    // SAFETY: an 81-byte buffer.
    unsafe { sudoku::ffi::sudoku_solve(solved.as_mut_ptr()) };
    let solve = cpu_time() - start;
    let mut count = 0;
    let start = cpu_time();
    // SAFETY: an 81-byte buffer and a writable count.
    unsafe { sudoku::ffi::sudoku_count_solutions(board.as_ptr(), 2, &mut count) };
    (solve.max(cpu_time() - start), solve)
}

fuzz_target!(|data: &[u8]| {
    let Some(input) = input::decode(data) else {
        return;
    };
    let (slowest_call, solve) = time_calls(&input.board);

    if slowest_call > SLOWEST.with(Cell::get) {
        SLOWEST.with(|s| s.set(slowest_call));
        let text: String = input
            .board
            .iter()
            .map(|&b| if b.is_ascii_graphic() { b as char } else { '?' })
            .collect();
        eprintln!(
            "slowest so far: {slowest_call:?} (solve {solve:?}) {text} raw {:?}",
            input.board
        );
    }
    if slowest_call > budget() {
        let again = time_calls(&input.board).0.min(time_calls(&input.board).0);
        assert!(
            again <= budget(),
            "over the time budget three times: {slowest_call:?}, then {again:?} at best, for {:?}",
            input.board
        );
    }
});
