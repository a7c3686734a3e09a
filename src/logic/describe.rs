//! One English sentence per step, from the step's data alone (so the C
//! ABI can describe a step a caller kept): "X-Wing on 7 in rows 2 and 6,
//! columns 3 and 8: 7 comes out of r4c3 and r9c8". Cells are written
//! r<row>c<column>, counted from 1.

use std::fmt::Write;

use super::grid::{cells, digits};
use super::step::Step;
use super::technique::Technique::*;
use crate::board::CELLS;

pub fn describe(step: &Step) -> String {
    let mut out = String::new();
    out.push_str(step.technique.name());
    let about = about(step);
    if !about.is_empty() {
        out.push(' ');
        out.push_str(&about);
    }
    out.push_str(": ");
    out.push_str(&outcome(step));
    out
}

fn cell_name(cell: usize) -> String {
    format!("r{}c{}", cell / 9 + 1, cell % 9 + 1)
}

fn unit_name(unit: usize) -> String {
    match unit / 9 {
        0 => format!("row {}", unit + 1),
        1 => format!("column {}", unit - 8),
        _ => format!("box {}", unit - 17),
    }
}

/// "a, b and c".
fn list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {}", rest.join(", "), last),
    }
}

fn digit_list(mask: u16) -> String {
    list(&digits(mask).map(|d| d.to_string()).collect::<Vec<_>>())
}

/// Units of one kind as "rows 2 and 6"; mixed kinds one by one.
fn units(mask: u32) -> String {
    let all: Vec<usize> = cells(mask as u128).collect();
    if all.is_empty() {
        return String::new();
    }
    let kind = all[0] / 9;
    if all.len() > 1 && all.iter().all(|u| u / 9 == kind) {
        let word = ["rows", "columns", "boxes"][kind];
        let numbers: Vec<String> = all.iter().map(|u| (u % 9 + 1).to_string()).collect();
        format!("{word} {}", list(&numbers))
    } else {
        list(&all.iter().map(|&u| unit_name(u)).collect::<Vec<_>>())
    }
}

fn pattern_cells(step: &Step) -> String {
    list(&cells(step.cells).map(cell_name).collect::<Vec<_>>())
}

fn about(step: &Step) -> String {
    let on = |digits: u16| format!("on {}", digit_list(digits));
    match step.technique {
        FullHouse | HiddenSingleBox | HiddenSingleLine => format!("in {}", units(step.base)),
        NakedSingle | Guess => String::new(),
        DirectPointing | DirectClaiming | Pointing | Claiming => {
            format!(
                "{} in {} and {}",
                on(step.digits),
                units(step.base),
                units(step.cover)
            )
        }
        XWing | Swordfish | Jellyfish => {
            format!(
                "{} in {}, {}",
                on(step.digits),
                units(step.base),
                units(step.cover)
            )
        }
        NakedPair | NakedTriple | NakedQuad | HiddenPair | HiddenTriple | HiddenQuad
        | DirectHiddenPair | DirectHiddenTriple => {
            format!(
                "of {} in {} ({})",
                digit_list(step.digits),
                units(step.base),
                pattern_cells(step)
            )
        }
        StrongLinks => format!(
            "{} with {} strong links in {}",
            on(step.digits),
            step.length,
            units(step.base)
        ),
        XyWing | XyzWing | WxyzWing | VwxyzWing | UvwxyzWing | AlignedPairExclusion => {
            format!("in {}", pattern_cells(step))
        }
        WWing => {
            let link = step.digits & !removed_digits(step);
            format!(
                "on {} in {}, linked by {} in {}",
                digit_list(step.digits),
                list(
                    &cells(step.cells)
                        .filter(|&c| step.pattern[c] == step.digits)
                        .map(cell_name)
                        .collect::<Vec<_>>()
                ),
                digit_list(link),
                units(step.base)
            )
        }
        UniqueRectangle if step.length > 4 => format!(
            "(a loop of {} cells) {} in {}",
            step.length,
            on(step.digits),
            pattern_cells(step)
        ),
        UniqueRectangle | Bug => format!("{} in {}", on(step.digits), pattern_cells(step)),
        XCycle
        | YCycle
        | ForcingXChain
        | Cycle
        | ForcingChain
        | Nishio
        | CellForcingChains
        | RegionForcingChains
        | DynamicForcingChains
        | DynamicForcingChainsPlus => {
            format!("of {} nodes", step.length)
        }
    }
}

fn outcome(step: &Step) -> String {
    let placed: Vec<String> = step
        .placements()
        .map(|(c, d)| format!("{} is {}", cell_name(c), d))
        .collect();
    let mut parts = Vec::new();
    if !placed.is_empty() {
        parts.push(list(&placed));
    }
    // Eliminations grouped by the digits a cell loses: "7 comes out of
    // r4c3 and r9c8", "4, 8 and 9 come out of r5c4".
    let mut done = 0u128;
    for cell in 0..CELLS {
        let lost = step.removed[cell];
        if lost == 0 || done & 1 << cell != 0 {
            continue;
        }
        let same: Vec<usize> = (cell..CELLS).filter(|&c| step.removed[c] == lost).collect();
        let mut text = String::new();
        let verb = if lost.count_ones() == 1 {
            "comes"
        } else {
            "come"
        };
        let names: Vec<String> = same.iter().map(|&c| cell_name(c)).collect();
        let _ = write!(text, "{} {verb} out of {}", digit_list(lost), list(&names));
        parts.push(text);
        for c in same {
            done |= 1 << c;
        }
    }
    if parts.is_empty() {
        return "nothing changes".into();
    }
    parts.join("; ")
}

/// Every digit the step takes out somewhere.
fn removed_digits(step: &Step) -> u16 {
    step.removed.iter().fold(0, |all, &m| all | m)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_x_wing_reads_as_the_issue_shows() {
        let mut step = Step::new(XWing);
        step.digits = 1 << 6;
        step.base = 1 << 1 | 1 << 5;
        step.cover = 1 << (9 + 2) | 1 << (9 + 7);
        step.removed[3 * 9 + 2] = 1 << 6;
        step.removed[8 * 9 + 7] = 1 << 6;
        assert_eq!(
            describe(&step),
            "X-Wing on 7 in rows 2 and 6, columns 3 and 8: 7 comes out of r4c3 and r9c8"
        );
        let mut single = Step::new(HiddenSingleBox);
        single.base = 1 << 18;
        single.placed[10] = 4;
        assert_eq!(describe(&single), "Hidden Single (box) in box 1: r2c2 is 4");
    }
}
