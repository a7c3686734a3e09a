//! Test-only fault injection (feature `fault-injection`, never in a shipped
//! build): lets a test make the next library call on its own thread panic at a
//! chosen point, to prove the ffi panic boundary and the unchanged-buffer
//! rule. The flag is thread-local, so tests on other threads are unaffected.

use std::cell::Cell;

/// Where the armed panic fires.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Point {
    /// Right after the board is parsed (every function passes here).
    AfterParse,
    /// In `solve` and `solve_any`, after the solution was written into the
    /// working copy.
    AfterFill,
}

thread_local! {
    static ARMED: Cell<Option<Point>> = const { Cell::new(None) };
}

/// The next call on this thread that reaches `point` panics there.
pub fn arm_panic(point: Point) {
    ARMED.with(|armed| armed.set(Some(point)));
}

pub(crate) fn maybe_panic(point: Point) {
    if ARMED.with(|armed| armed.get()) == Some(point) {
        ARMED.with(|armed| armed.set(None));
        panic!("fault injection: panic inside libsudoku at {point:?}");
    }
}

/// Takes this thread's armed panic, if any (a batch hands it to each of
/// its threads, so a test can make a worker panic).
pub(crate) fn take_armed() -> Option<Point> {
    ARMED.with(|armed| armed.take())
}

/// Arms this thread with what [`take_armed`] took on another.
pub(crate) fn rearm(point: Option<Point>) {
    ARMED.with(|armed| armed.set(point));
}
