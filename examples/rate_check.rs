//! Rates puzzles with known Sudoku Explainer ratings and says how close the
//! logic solver's ratings come: Spearman rank correlation, mean absolute
//! difference, share within 0.2, and time per puzzle by band.
//!
//!     cargo run --release --example rate_check -- FILE...
//!
//! Each line: an 81-character puzzle, a space, its published rating.

use std::time::Instant;

fn main() {
    let mut rows: Vec<(f64, f64, f64, String, String)> = Vec::new();
    for path in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        for line in text.lines() {
            let mut parts = line.split_whitespace();
            let (Some(puzzle), Some(se)) = (parts.next(), parts.next()) else {
                continue;
            };
            let bytes: [u8; 81] = puzzle.as_bytes().try_into().expect("81 characters");
            let mut solved = bytes;
            sudoku::solve(&mut solved).expect("a solution");
            let solution: [u8; 81] = std::array::from_fn(|i| solved[i] - b'0');
            if std::env::var_os("RATE_SOUND").is_some() {
                for step in sudoku::explain(&bytes).expect("one solution") {
                    let bad = step.placements().any(|(c, d)| solution[c] != d)
                        || step.removals().any(|(c, d)| solution[c] == d);
                    if bad {
                        println!("UNSOUND {puzzle} {:?} {}", step.technique, step.difficulty);
                    }
                }
            }
            let start = Instant::now();
            let rating = sudoku::rate(&bytes).expect("one solution");
            let ms = start.elapsed().as_secs_f64() * 1e3;
            rows.push((
                se.parse().unwrap(),
                rating.se as f64,
                ms,
                format!("{:?}", rating.hardest.expect("a puzzle with empty cells")),
                format!("{} {} {}", rating.level, rating.score, rating.steps),
            ));
        }
    }
    let n = rows.len() as f64;
    let theirs: Vec<f64> = rows.iter().map(|r| r.0).collect();
    let ours: Vec<f64> = rows.iter().map(|r| r.1).collect();
    let mad = rows.iter().map(|r| (r.0 - r.1).abs()).sum::<f64>() / n;
    let within = rows
        .iter()
        .filter(|r| (r.0 - r.1).abs() <= 0.2 + 1e-9)
        .count() as f64
        / n;
    println!(
        "puzzles {}  spearman {:.3}  mean |diff| {:.3}  within 0.2 {:.1}%",
        rows.len(),
        spearman(&theirs, &ours),
        mad,
        100.0 * within
    );
    let total: f64 = rows.iter().map(|r| r.2).sum();
    println!("time: total {:.2} s", total / 1e3);
    println!("band   n   mean-ours  mad   median-ms  p99-ms  max-ms");
    for band in 1..=10 {
        let lo = band as f64;
        let mut sel: Vec<&(f64, f64, f64, String, String)> = rows
            .iter()
            .filter(|r| r.0 >= lo && r.0 < lo + 1.0)
            .collect();
        if sel.is_empty() {
            continue;
        }
        sel.sort_by(|a, b| a.2.partial_cmp(&b.2).unwrap());
        let k = sel.len();
        let mean = sel.iter().map(|r| r.1).sum::<f64>() / k as f64;
        let mad = sel.iter().map(|r| (r.0 - r.1).abs()).sum::<f64>() / k as f64;
        println!(
            "{lo:.0}-{:.0}  {k:4}  {mean:6.2}  {mad:5.2}  {:8.2}  {:7.2}  {:7.2}",
            lo + 1.0,
            sel[k / 2].2,
            sel[(k * 99 / 100).min(k - 1)].2,
            sel[k - 1].2
        );
    }
    // The hardest step's technique, as a share of puzzles.
    let mut by: std::collections::BTreeMap<&str, usize> = Default::default();
    for r in &rows {
        *by.entry(r.3.as_str()).or_default() += 1;
    }
    for (t, k) in by {
        println!("hardest {t:28} {:5.1}%", 100.0 * k as f64 / n);
    }
    if std::env::var_os("RATE_DETAIL").is_some() {
        for r in &rows {
            println!("detail {} {} {} {}", r.0, r.1, r.3, r.4);
        }
    }
}

fn ranks(values: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by(|&a, &b| values[a].partial_cmp(&values[b]).unwrap());
    let mut ranks = vec![0.0; values.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && values[order[j + 1]] == values[order[i]] {
            j += 1;
        }
        let rank = (i + j) as f64 / 2.0;
        for &k in &order[i..=j] {
            ranks[k] = rank;
        }
        i = j + 1;
    }
    ranks
}

fn spearman(a: &[f64], b: &[f64]) -> f64 {
    let (ra, rb) = (ranks(a), ranks(b));
    let n = a.len() as f64;
    let (ma, mb) = (ra.iter().sum::<f64>() / n, rb.iter().sum::<f64>() / n);
    let cov: f64 = ra.iter().zip(&rb).map(|(x, y)| (x - ma) * (y - mb)).sum();
    let va: f64 = ra.iter().map(|x| (x - ma).powi(2)).sum();
    let vb: f64 = rb.iter().map(|y| (y - mb).powi(2)).sum();
    cov / (va * vb).sqrt()
}
