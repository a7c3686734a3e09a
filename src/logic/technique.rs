//! The techniques, numbered as the C ABI's `SUDOKU_TECH_*` (numbers are
//! never reused), with their names, Sudoku Explainer ratings (the base, in
//! tenths; chains, wings and uniqueness add to it), levels and scores.

#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    FullHouse = 1,
    HiddenSingleBox = 2,
    HiddenSingleLine = 3,
    DirectPointing = 4,
    DirectClaiming = 5,
    DirectHiddenPair = 6,
    NakedSingle = 7,
    DirectHiddenTriple = 8,
    Pointing = 9,
    Claiming = 10,
    NakedPair = 11,
    XWing = 12,
    HiddenPair = 13,
    NakedTriple = 14,
    Swordfish = 15,
    HiddenTriple = 16,
    StrongLinks = 17,
    XyWing = 18,
    XyzWing = 19,
    UniqueRectangle = 20,
    NakedQuad = 21,
    Jellyfish = 22,
    HiddenQuad = 23,
    WxyzWing = 24,
    Bug = 25,
    VwxyzWing = 26,
    AlignedPairExclusion = 27,
    UvwxyzWing = 28,
    XCycle = 29,
    YCycle = 30,
    ForcingXChain = 31,
    Cycle = 32,
    ForcingChain = 33,
    Nishio = 34,
    CellForcingChains = 35,
    RegionForcingChains = 36,
    DynamicForcingChains = 37,
    DynamicForcingChainsPlus = 38,
    Guess = 39,
    WWing = 40,
}

use Technique::*;

/// Every technique, in number order.
pub const ALL: [Technique; 40] = [
    FullHouse,
    HiddenSingleBox,
    HiddenSingleLine,
    DirectPointing,
    DirectClaiming,
    DirectHiddenPair,
    NakedSingle,
    DirectHiddenTriple,
    Pointing,
    Claiming,
    NakedPair,
    XWing,
    HiddenPair,
    NakedTriple,
    Swordfish,
    HiddenTriple,
    StrongLinks,
    XyWing,
    XyzWing,
    UniqueRectangle,
    NakedQuad,
    Jellyfish,
    HiddenQuad,
    WxyzWing,
    Bug,
    VwxyzWing,
    AlignedPairExclusion,
    UvwxyzWing,
    XCycle,
    YCycle,
    ForcingXChain,
    Cycle,
    ForcingChain,
    Nishio,
    CellForcingChains,
    RegionForcingChains,
    DynamicForcingChains,
    DynamicForcingChainsPlus,
    Guess,
    WWing,
];

/// `SUDOKU_LEVEL_*`.
pub const EASY: u32 = 1;
pub const MEDIUM: u32 = 2;
pub const HARD: u32 = 3;
pub const EXPERT: u32 = 4;
pub const EXTREME: u32 = 5;

impl Technique {
    pub fn from_number(number: u32) -> Option<Technique> {
        ALL.get((number as usize).wrapping_sub(1)).copied()
    }

    pub fn name(self) -> &'static str {
        match self {
            FullHouse => "Full House",
            HiddenSingleBox => "Hidden Single (box)",
            HiddenSingleLine => "Hidden Single (row or column)",
            DirectPointing => "Direct Pointing",
            DirectClaiming => "Direct Claiming",
            DirectHiddenPair => "Direct Hidden Pair",
            NakedSingle => "Naked Single",
            DirectHiddenTriple => "Direct Hidden Triple",
            Pointing => "Pointing",
            Claiming => "Claiming",
            NakedPair => "Naked Pair",
            XWing => "X-Wing",
            HiddenPair => "Hidden Pair",
            NakedTriple => "Naked Triple",
            Swordfish => "Swordfish",
            HiddenTriple => "Hidden Triple",
            StrongLinks => "Strong Links",
            XyWing => "XY-Wing",
            XyzWing => "XYZ-Wing",
            UniqueRectangle => "Unique Rectangle",
            NakedQuad => "Naked Quad",
            Jellyfish => "Jellyfish",
            HiddenQuad => "Hidden Quad",
            WxyzWing => "WXYZ-Wing",
            Bug => "BUG",
            VwxyzWing => "VWXYZ-Wing",
            AlignedPairExclusion => "Aligned Pair Exclusion",
            UvwxyzWing => "UVWXYZ-Wing",
            XCycle => "X-Cycle",
            YCycle => "Y-Cycle",
            ForcingXChain => "Forcing X-Chain",
            Cycle => "Cycle",
            ForcingChain => "Forcing Chain",
            Nishio => "Nishio Forcing Chain",
            CellForcingChains => "Multiple Forcing Chains",
            RegionForcingChains => "Region Forcing Chains",
            DynamicForcingChains => "Dynamic Forcing Chains",
            DynamicForcingChainsPlus => "Dynamic Forcing Chains (+)",
            Guess => "Guess",
            WWing => "W-Wing",
        }
    }

    /// The base Sudoku Explainer rating, in tenths.
    pub fn difficulty(self) -> u8 {
        match self {
            FullHouse => 10,
            HiddenSingleBox => 12,
            HiddenSingleLine => 15,
            DirectPointing => 17,
            DirectClaiming => 19,
            DirectHiddenPair => 20,
            NakedSingle => 23,
            DirectHiddenTriple => 25,
            Pointing => 26,
            Claiming => 28,
            NakedPair => 30,
            XWing => 32,
            HiddenPair => 34,
            NakedTriple => 36,
            Swordfish => 38,
            HiddenTriple => 40,
            StrongLinks => 40,
            XyWing => 42,
            XyzWing | WWing => 44,
            UniqueRectangle => 45,
            NakedQuad => 50,
            Jellyfish => 52,
            HiddenQuad => 54,
            WxyzWing => 55,
            Bug => 56,
            VwxyzWing => 62,
            AlignedPairExclusion => 62,
            UvwxyzWing => 66,
            XCycle | YCycle => 65,
            ForcingXChain => 66,
            Cycle | ForcingChain => 70,
            Nishio => 75,
            CellForcingChains | RegionForcingChains => 80,
            DynamicForcingChains => 85,
            DynamicForcingChainsPlus => 90,
            Guess => 100,
        }
    }

    pub fn level(self) -> u32 {
        match self {
            FullHouse | HiddenSingleBox | HiddenSingleLine | NakedSingle => EASY,
            DirectPointing | DirectClaiming | DirectHiddenPair | DirectHiddenTriple | Pointing
            | Claiming | NakedPair | HiddenPair | NakedTriple | HiddenTriple => MEDIUM,
            XWing | Swordfish | Jellyfish | StrongLinks | XyWing | XyzWing | WWing
            | UniqueRectangle | NakedQuad | HiddenQuad | WxyzWing | Bug | VwxyzWing
            | AlignedPairExclusion | UvwxyzWing => HARD,
            XCycle | YCycle | ForcingXChain | Cycle | ForcingChain => EXPERT,
            Nishio
            | CellForcingChains
            | RegionForcingChains
            | DynamicForcingChains
            | DynamicForcingChainsPlus
            | Guess => EXTREME,
        }
    }

    /// The step's weight in the HoDoKu-style score (the sum over a path).
    pub fn score(self) -> u32 {
        match self {
            FullHouse => 4,
            HiddenSingleBox | HiddenSingleLine => 14,
            NakedSingle => 4,
            DirectPointing | DirectClaiming | Pointing | Claiming => 50,
            DirectHiddenPair | NakedPair => 60,
            HiddenPair => 70,
            DirectHiddenTriple | NakedTriple => 80,
            HiddenTriple => 100,
            XWing => 140,
            Swordfish => 150,
            Jellyfish => 160,
            StrongLinks => 150,
            XyWing => 160,
            XyzWing => 180,
            // HoDoKu's W-Wing weight.
            WWing => 150,
            UniqueRectangle | Bug => 100,
            NakedQuad => 120,
            HiddenQuad => 150,
            WxyzWing | VwxyzWing | UvwxyzWing => 200,
            AlignedPairExclusion => 250,
            XCycle | YCycle | ForcingXChain => 260,
            Cycle | ForcingChain => 280,
            Nishio => 400,
            CellForcingChains | RegionForcingChains => 500,
            DynamicForcingChains => 600,
            DynamicForcingChainsPlus => 700,
            Guess => 1000,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_dense_and_round_trip() {
        for (i, t) in ALL.iter().enumerate() {
            assert_eq!(*t as u32, i as u32 + 1);
            assert_eq!(Technique::from_number(*t as u32), Some(*t));
        }
        assert_eq!(Technique::from_number(0), None);
        assert_eq!(Technique::from_number(41), None);
    }
}
