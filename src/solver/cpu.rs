//! Whether this CPU runs the fast build of the hot code (`isa`): AVX2,
//! BMI1/2, POPCNT and LZCNT. std's `is_x86_feature_detected!` caches what
//! CPUID said; this crate keeps no state of its own.

/// Whether the CPU has every feature of the fast build (which `isa` and
/// `search` name in their `#[target_feature]`, a literal each).
#[cfg(target_arch = "x86_64")]
pub(super) fn fast() -> bool {
    is_x86_feature_detected!("avx2")
        && is_x86_feature_detected!("bmi1")
        && is_x86_feature_detected!("bmi2")
        && is_x86_feature_detected!("popcnt")
        && is_x86_feature_detected!("lzcnt")
}
