//! One library for every x86-64: the engine is compiled twice, once for the
//! baseline instruction set and once with AVX2, BMI1/2, POPCNT and LZCNT
//! enabled (hardware popcount and trailing-zero counts, 256-bit vectors for
//! the bit-sliced loops), and each call picks the build the CPU it runs on
//! supports. The build needs no `-C target-cpu`. Everything below the entry
//! points is `#[inline(always)]` (the search is a loop, not a recursion, for
//! this reason), so each build is a complete copy of the hot code. A
//! closure handed to a std helper (`array::from_fn`, `map`, an iterator's
//! `find`) escapes that rule: the helper may stay a call to a copy built
//! for the baseline, so hot code uses plain loops instead. A fast entry
//! point's disassembly should call only the learner and libc.
//!
//! The check is std's `is_x86_feature_detected!`, which caches what CPUID
//! said; this crate keeps no state of its own.

use super::answers::{
    any_solution_with, canonical_solution_with, count_solutions_with, generate_with, Plan,
};
use super::effort::branches_with;
use super::listing::{solutions_with, true_candidates_with};
use super::state::Repeats;
use crate::board::Digits;

macro_rules! entry_points {
    ($($name:ident => $body:ident($($arg:ident: $ty:ty),*) -> $ret:ty;)*) => {
        $(
            pub(super) fn $name($($arg: $ty),*) -> $ret {
                #[cfg(target_arch = "x86_64")]
                if fast::available() {
                    // SAFETY: the CPU has every feature `fast` was compiled
                    // for; `available` just checked.
                    return unsafe { fast::$name($($arg),*) };
                }
                portable::$name($($arg),*)
            }
        )*

        /// The baseline build, in frames of its own: inlined into the
        /// dispatcher above, its search stack (about 21 KB) would sit
        /// unused under the AVX2 build's on every call.
        mod portable {
            use super::*;

            $(
                #[inline(never)]
                pub(super) fn $name($($arg: $ty),*) -> $ret {
                    $body($($arg),*)
                }
            )*
        }

        #[cfg(target_arch = "x86_64")]
        mod fast {
            use super::*;

            pub(super) use super::super::cpu::fast as available;

            $(
                #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
                pub(super) unsafe fn $name($($arg: $ty),*) -> $ret {
                    $body($($arg),*)
                }
            )*
        }
    };
}

entry_points! {
    count_solutions => count_solutions_with(givens: &Digits, limit: u32) -> Result<u32, Repeats>;
    any_solution => any_solution_with(givens: &Digits) -> Result<Option<Digits>, Repeats>;
    canonical_solution => canonical_solution_with(givens: &Digits) -> Result<Option<Digits>, Repeats>;
    generate => generate_with(seed: u64, plan: &Plan) -> Option<(Digits, Digits)>;
    solutions => solutions_with(givens: &Digits, limit: u32, found: &mut Vec<Digits>) -> Result<(), Repeats>;
    true_candidates => true_candidates_with(givens: &Digits) -> Result<[u16; 81], Repeats>;
    branches => branches_with(givens: &Digits, cap: u32) -> u32;
}
