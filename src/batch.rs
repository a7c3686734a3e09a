//! Many boards in one call, on as many threads as asked for.
//!
//! The threads are scoped: started inside the call and joined before it
//! returns, so there is no pool and no global state to set up or free. The
//! caller's thread works too, so `threads = 2` starts one thread. Work is
//! handed out in small chunks from one shared queue (hard and easy puzzles
//! mix, and a static split would leave a thread idle behind a slow chunk),
//! and results land in input order because each job carries its own slot.
//!
//! ```
//! let mut boards = [[b'.'; 81]; 3];
//! boards[1][0] = b'5';
//! boards[2][0] = b'x';
//! let results = sudoku::batch::solve(&mut boards, 0);
//! assert!(results[0].is_ok() && results[1].is_ok());
//! assert_eq!(boards[1][0], b'5');
//! assert!(matches!(results[2], Err(sudoku::Error::BadCell(_))));
//! ```

use std::num::NonZeroUsize;
use std::sync::{Mutex, PoisonError};
use std::thread;

use crate::{Error, GenerateOptions, Rating, CELLS};

/// Jobs per trip to the shared queue, at most: enough that the lock is
/// rare next to a microsecond solve, few enough that the last chunks even
/// out the threads' finishing times.
const MAX_CHUNK: usize = 64;

/// The threads a batch of `jobs` runs on: `requested` 0 means every core
/// the system gives this process, and never more threads than jobs.
pub fn worker_count(requested: u32, jobs: usize) -> usize {
    let wanted = match requested {
        0 => thread::available_parallelism().map_or(1, NonZeroUsize::get),
        n => n as usize,
    };
    wanted.min(jobs).max(1)
}

/// Runs `work` on every job, on up to `threads` threads (see
/// [`worker_count`]); returns when every job is done. With one thread the
/// jobs run in order on the caller's thread and nothing is allocated.
///
/// A panic in `work` on another thread is re-raised here after the other
/// threads finish; callers that must not unwind catch panics inside
/// `work`, per job.
pub fn run<J, I, W>(jobs: I, len: usize, threads: u32, work: W)
where
    J: Send,
    I: Iterator<Item = J> + Send,
    W: Fn(J) + Sync,
{
    let workers = worker_count(threads, len);
    if workers == 1 {
        jobs.for_each(work);
        return;
    }
    let chunk = (len / (workers * 16)).clamp(1, MAX_CHUNK);
    let queue = Mutex::new(jobs);
    #[cfg(feature = "fault-injection")]
    let armed = crate::fault::take_armed();
    thread::scope(|scope| {
        let mut helpers = Vec::with_capacity(workers - 1);
        for _ in 1..workers {
            let spawned = thread::Builder::new().spawn_scoped(scope, || {
                #[cfg(feature = "fault-injection")]
                crate::fault::rearm(armed);
                drain(&queue, chunk, &work);
            });
            match spawned {
                Ok(handle) => helpers.push(handle),
                // A thread the system refuses leaves its share to the others.
                Err(_) => break,
            }
        }
        #[cfg(feature = "fault-injection")]
        crate::fault::rearm(armed);
        drain(&queue, chunk, &work);
        // When the helpers took every job, the caller's armed panic never
        // fired; it was handed to the batch, so it must not outlive it.
        #[cfg(feature = "fault-injection")]
        crate::fault::take_armed();
        // Joined one by one rather than left to the scope, which returns as
        // soon as each closure is done: a joined thread has also run its
        // thread-local destructors, so none of ours outlives the call.
        for handle in helpers {
            if let Err(panic) = handle.join() {
                std::panic::resume_unwind(panic);
            }
        }
    });
}

/// One thread's loop: take up to `chunk` jobs under the lock, do them
/// outside it, until the queue is empty.
fn drain<J, I: Iterator<Item = J>>(queue: &Mutex<I>, chunk: usize, work: &impl Fn(J)) {
    let mut local = Vec::with_capacity(chunk);
    loop {
        // A poisoned lock only means another thread panicked in `work`; the
        // iterator itself is intact.
        local.extend(
            queue
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .by_ref()
                .take(chunk),
        );
        if local.is_empty() {
            return;
        }
        local.drain(..).for_each(work);
    }
}

/// `f` of every item, in order, computed on up to `threads` threads.
pub fn map<T: Sync, R: Send>(items: &[T], threads: u32, f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let mut slots: Vec<Option<R>> = items.iter().map(|_| None).collect();
    run(
        items.iter().zip(slots.iter_mut()),
        items.len(),
        threads,
        |(item, slot)| {
            *slot = Some(f(item));
        },
    );
    slots
        .into_iter()
        .map(|slot| slot.expect("every job ran"))
        .collect()
}

/// [`crate::solve`] on every board, in place: each board that fails is
/// left as it was.
pub fn solve(boards: &mut [[u8; CELLS]], threads: u32) -> Vec<Result<(), Error>> {
    in_place(boards, threads, crate::solve)
}

/// [`crate::solve_any`] on every board, in place.
pub fn solve_any(boards: &mut [[u8; CELLS]], threads: u32) -> Vec<Result<(), Error>> {
    in_place(boards, threads, crate::solve_any)
}

fn in_place(
    boards: &mut [[u8; CELLS]],
    threads: u32,
    solve: fn(&mut [u8; CELLS]) -> Result<(), Error>,
) -> Vec<Result<(), Error>> {
    let mut results = vec![Ok(()); boards.len()];
    let len = boards.len();
    run(
        boards.iter_mut().zip(results.iter_mut()),
        len,
        threads,
        |(board, result)| {
            *result = solve(board);
        },
    );
    results
}

/// [`crate::count_solutions`] of every board, each stopping at `limit`.
pub fn count_solutions(
    boards: &[[u8; CELLS]],
    limit: u32,
    threads: u32,
) -> Vec<Result<u32, Error>> {
    map(boards, threads, |board| {
        crate::count_solutions(board, limit)
    })
}

/// [`crate::check`] of every board: `Ok` or the error that explains it.
pub fn check(boards: &[[u8; CELLS]], threads: u32) -> Vec<Result<(), Error>> {
    map(boards, threads, |board| crate::check(board).map(|_| ()))
}

/// [`crate::rate`] of every board.
pub fn rate(boards: &[[u8; CELLS]], threads: u32) -> Vec<Result<Rating, Error>> {
    map(boards, threads, crate::rate)
}

/// A puzzle and its solution, as [`crate::generate`] makes them.
pub type Generated = ([u8; CELLS], [u8; CELLS]);

/// [`crate::generate`] for the seeds `seed`, `seed + 1`, ... (`count` of
/// them, wrapping at `u64::MAX`): the same puzzles as one call per seed.
pub fn generate(
    seed: u64,
    count: usize,
    options: &GenerateOptions,
    threads: u32,
) -> Vec<Result<Generated, Error>> {
    let seeds: Vec<u64> = (0..count as u64).map(|i| seed.wrapping_add(i)).collect();
    map(&seeds, threads, |&seed| crate::generate(seed, options))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn worker_count_follows_the_request_and_the_jobs() {
        assert_eq!(worker_count(1, 100), 1);
        assert_eq!(worker_count(3, 100), 3);
        assert_eq!(worker_count(8, 2), 2);
        assert_eq!(worker_count(8, 0), 1);
        assert!(worker_count(0, 1000) >= 1);
    }

    #[test]
    fn map_keeps_the_order_on_any_number_of_threads() {
        let items: Vec<u64> = (0..10_000).collect();
        for threads in [1, 2, 3, 7] {
            let squares = map(&items, threads, |&x| x * x);
            assert!(squares
                .iter()
                .enumerate()
                .all(|(i, &s)| s == (i * i) as u64));
        }
    }

    #[test]
    fn every_job_runs_exactly_once() {
        use std::sync::atomic::{AtomicU32, Ordering};
        let hits: Vec<AtomicU32> = (0..5_000).map(|_| AtomicU32::new(0)).collect();
        run(hits.iter(), hits.len(), 4, |hit| {
            hit.fetch_add(1, Ordering::Relaxed);
        });
        assert!(hits.iter().all(|hit| hit.load(Ordering::Relaxed) == 1));
    }

    #[test]
    fn work_is_shared_between_threads() {
        use std::collections::HashSet;
        // Slow jobs, so that a second thread surely gets some.
        let items: Vec<u32> = (0..64).collect();
        let ids = map(&items, 2, |_| {
            thread::sleep(std::time::Duration::from_millis(1));
            thread::current().id()
        });
        assert_eq!(ids.iter().collect::<HashSet<_>>().len(), 2);
    }
}
