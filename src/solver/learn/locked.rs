//! Locked candidates as propagation: when a digit's open places in a box
//! lie in one row or column, the rest of that line loses the digit
//! (pointing), and when a line's lie in one box, the rest of that box does
//! (claiming). A group here is one of `groups`' digit groups, and its
//! places are its slots; a `segment` names the three slots a group shares
//! with another: for a row or column, the box segment `k` (slots 3k..3k+2);
//! for a box, its row `k` (0-2) or its column `k - 3` (3-5).

use super::groups::GROUPS;
use crate::board::CELLS;

/// No segment holds the open slots.
pub(super) const SPREAD: u8 = u8::MAX;

/// The slots of a segment of a group.
pub(super) const fn segment_slots(group: usize, segment: u8) -> u16 {
    let k = segment as usize;
    if group >= 3 * CELLS && k >= 3 {
        0b001_001_001 << (k - 3)
    } else {
        0b111 << (3 * k)
    }
}

/// `CONFINED[is_box][open]`: the segment that holds every slot of `open`
/// (two or more), `SPREAD` if none does.
static CONFINED: [[u8; 512]; 2] = [confined(false), confined(true)];

const fn confined(is_box: bool) -> [u8; 512] {
    let mut out = [SPREAD; 512];
    let mut open = 0;
    while open < 512 {
        if (open as u16).count_ones() >= 2 {
            let segments = if is_box { 6 } else { 3 };
            let group = if is_box { 3 * CELLS } else { CELLS };
            let mut k = 0;
            while k < segments {
                if open & !segment_slots(group, k as u8) as usize == 0 {
                    out[open] = k as u8;
                }
                k += 1;
            }
        }
        open += 1;
    }
    out
}

/// The segment that holds a digit group's `open` slots, or `SPREAD`.
pub(super) fn segment_of(group: usize, open: u16) -> u8 {
    debug_assert!((CELLS..GROUPS).contains(&group));
    CONFINED[(group >= 3 * CELLS) as usize][open as usize]
}

/// The group that shares `segment` with `group`, and its slots outside
/// that segment: where the digit goes out once `group`'s open slots lie in
/// the segment.
pub(super) fn target(group: usize, segment: u8) -> (usize, u16) {
    let (kind, rest) = (group / CELLS, group % CELLS);
    let (unit, digit) = (rest / 9, rest % 9);
    let k = segment as usize;
    // The target, and the segment of it that `group` shares.
    let (target, shared) = match kind {
        // A row's box segment: the box, and this row within it.
        1 => (3 * CELLS + 9 * (3 * (unit / 3) + k) + digit, unit % 3),
        // A column's: the box, and this column within it.
        2 => (3 * CELLS + 9 * (3 * k + unit / 3) + digit, 3 + unit % 3),
        // A box's row: the row, and this box along it.
        _ if k < 3 => (CELLS + 9 * (3 * (unit / 3) + k) + digit, unit % 3),
        // A box's column: the column, and this box along it.
        _ => (2 * CELLS + 9 * (3 * (unit % 3) + k - 3) + digit, unit / 3),
    };
    (target, !segment_slots(target, shared as u8) & 0x1ff)
}

#[cfg(test)]
mod tests {
    use super::super::groups::MEMBERS;
    use super::*;

    /// Every segment's slots are the cells its group shares with the
    /// target, and the target's cleared slots are the target's other cells.
    #[test]
    fn segments_are_the_shared_cells() {
        for (group, members) in MEMBERS.iter().enumerate().skip(CELLS) {
            let segments = if group >= 3 * CELLS { 6 } else { 3 };
            for segment in 0..segments {
                let (target, clear) = target(group, segment);
                let slots = segment_slots(group, segment);
                let cells = |g: usize, mask: u16| -> Vec<u16> {
                    let mut v: Vec<u16> = (0..9)
                        .filter(|k| mask & (1 << k) != 0)
                        .map(|k| MEMBERS[g][k])
                        .collect();
                    v.sort();
                    v
                };
                let shared: Vec<u16> = {
                    let mut v: Vec<u16> = members
                        .iter()
                        .copied()
                        .filter(|m| MEMBERS[target].contains(m))
                        .collect();
                    v.sort();
                    v
                };
                assert_eq!(
                    cells(group, slots),
                    shared,
                    "group {group} segment {segment}"
                );
                assert_eq!(cells(target, !clear & 0x1ff), shared);
            }
        }
    }

    #[test]
    fn confinement_needs_two_slots_in_one_segment() {
        let row = CELLS + 9 * 4 + 2;
        let boxed = 3 * CELLS + 9 * 4 + 2;
        assert_eq!(segment_of(row, 0b000_110_000), 1);
        assert_eq!(segment_of(row, 0b000_010_000), SPREAD);
        assert_eq!(segment_of(row, 0b001_010_000), SPREAD);
        assert_eq!(segment_of(boxed, 0b000_101_000), 1);
        assert_eq!(segment_of(boxed, 0b100_000_100), 5);
        assert_eq!(segment_of(boxed, 0b100_000_001), SPREAD);
    }
}
