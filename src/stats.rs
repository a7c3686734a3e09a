//! Search statistics for benchmarks (feature `stats`): how many branches the
//! search explored on this thread. Without the feature every function here is
//! an empty inline no-op and the library keeps no state at all.

#[cfg(feature = "stats")]
thread_local! {
    static BRANCHES: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Whether this build counts (feature `stats`).
pub const ENABLED: bool = cfg!(feature = "stats");

/// Called by the search for every branch (guess) it explores.
#[inline(always)]
pub(crate) fn branch() {
    #[cfg(feature = "stats")]
    BRANCHES.with(|n| n.set(n.get() + 1));
}

/// Branches explored on this thread since the last call (always 0 without
/// the `stats` feature).
pub fn take_branches() -> u64 {
    #[cfg(feature = "stats")]
    return BRANCHES.with(|n| n.replace(0));
    #[cfg(not(feature = "stats"))]
    0
}
