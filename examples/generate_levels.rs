//! How fast puzzles of each difficulty come out of `generate`: for each
//! bound, puzzles a second (one thread) over seeds 1..=N, and how many
//! seeds gave up within the default number of tries.
//!
//!     cargo run --release --example generate_levels -- [N]

use std::time::Instant;

use sudoku::{generate, GenerateOptions};

fn main() {
    let n: u64 = std::env::args()
        .nth(1)
        .map_or(100, |a| a.parse().expect("a count"));
    let bounds: [(&str, u32, u32, f32, f32); 9] = [
        ("no bound (plain generate)", 0, 0, 0.0, 0.0),
        ("level easy", 1, 1, 0.0, 0.0),
        ("level medium", 2, 2, 0.0, 0.0),
        ("level hard", 3, 3, 0.0, 0.0),
        ("level expert", 4, 4, 0.0, 0.0),
        ("level extreme", 5, 5, 0.0, 0.0),
        ("se >= 7.0", 0, 0, 7.0, 0.0),
        ("se >= 8.0", 0, 0, 8.0, 0.0),
        ("se >= 9.0", 0, 0, 9.0, 0.0),
    ];
    println!(
        "{:28} {:>10} {:>8} {:>9}",
        "bound", "puzzles/s", "gave up", "mean se"
    );
    for (name, min_level, max_level, min_se, max_se) in bounds {
        let options = GenerateOptions {
            min_level,
            max_level,
            min_se,
            max_se,
            ..Default::default()
        };
        let start = Instant::now();
        let puzzles: Vec<[u8; 81]> = (1..=n)
            .filter_map(|seed| generate(seed, &options).ok().map(|p| p.0))
            .collect();
        let secs = start.elapsed().as_secs_f64();
        let made = puzzles.len() as u64;
        let se_sum: f64 = puzzles
            .iter()
            .map(|p| sudoku::rate(p).expect("one solution").se as f64)
            .sum();
        println!(
            "{name:28} {:>10.1} {:>8} {:>9.2}",
            made as f64 / secs,
            n - made,
            se_sum / made.max(1) as f64
        );
    }
}
