//! The generator's pseudo-random numbers: xoshiro256** seeded through
//! SplitMix64 (both public-domain algorithms by Blackman and Vigna, written
//! out here from their published definitions). Our own few lines rather than
//! a crate, because the puzzle a seed gives is a promise within a
//! MAJOR.MINOR version: no dependency update may change the stream.

/// A xoshiro256** generator. Not for cryptography.
#[derive(Clone, Debug)]
pub(crate) struct Rng {
    s: [u64; 4],
}

/// One SplitMix64 step: spreads a seed (however regular: 1, 2, 3, ...) over
/// all 64 bits, so nearby seeds give unrelated streams.
fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Rng {
    pub(crate) fn new(seed: u64) -> Rng {
        let mut state = seed;
        // SplitMix64 never yields four zero words in a row, the one state
        // xoshiro cannot leave.
        Rng {
            s: std::array::from_fn(|_| splitmix64(&mut state)),
        }
    }

    #[inline(always)]
    pub(crate) fn next_u64(&mut self) -> u64 {
        let result = self.s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = self.s[1] << 17;
        self.s[2] ^= self.s[0];
        self.s[3] ^= self.s[1];
        self.s[1] ^= self.s[2];
        self.s[0] ^= self.s[3];
        self.s[2] ^= t;
        self.s[3] = self.s[3].rotate_left(45);
        result
    }

    /// A uniform number in `0..n` (`n` > 0), by Lemire's multiply-and-reject:
    /// no modulo bias.
    #[inline(always)]
    pub(crate) fn below(&mut self, n: u32) -> u32 {
        debug_assert!(n > 0);
        let n = n as u64;
        loop {
            let x = self.next_u64() >> 32;
            let m = x * n;
            if (m as u32) as u64 >= (1u64 << 32) % n {
                return (m >> 32) as u32;
            }
        }
    }

    /// Shuffles `items` uniformly (Fisher-Yates).
    #[inline(always)]
    pub(crate) fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The published first outputs of SplitMix64 from seed 0 (as xoshiro's
    /// reference seeding uses them), and a fixed xoshiro256** stream: if
    /// either changes, every seed's puzzle changes.
    #[test]
    fn streams_are_fixed() {
        let mut state = 0u64;
        assert_eq!(splitmix64(&mut state), 0xE220_A839_7B1D_CDAF);
        assert_eq!(splitmix64(&mut state), 0x6E78_9E6A_A1B9_65F4);
        let mut rng = Rng { s: [1, 2, 3, 4] };
        assert_eq!(rng.next_u64(), 11520);
        assert_eq!(rng.next_u64(), 0);
        assert_eq!(rng.next_u64(), 1509978240);
        assert_eq!(rng.next_u64(), 1215971899390074240);
    }

    #[test]
    fn below_is_in_range_and_covers_it() {
        let mut rng = Rng::new(7);
        let mut seen = [0u32; 9];
        for _ in 0..9000 {
            seen[rng.below(9) as usize] += 1;
        }
        assert!(seen.iter().all(|&n| (800..1200).contains(&n)), "{seen:?}");
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut rng = Rng::new(1);
        let mut items: Vec<u32> = (0..81).collect();
        rng.shuffle(&mut items);
        let mut sorted = items.clone();
        sorted.sort();
        assert_eq!(sorted, (0..81).collect::<Vec<_>>());
        assert_ne!(items, sorted);
    }
}
