//! generate: puzzles from a run of seeds, a chunk at a time.

use std::io::{self, IsTerminal};
use std::process::ExitCode;
use std::time::Instant;

use indicatif::ProgressBar;
use sudoku::{batch, GenerateOptions, Symmetry};

use crate::output::{board_text, number, text, Writer};
use crate::run::{reason, status_name, Summary};
use crate::{Common, GenerateArgs, CHUNK};

/// A seed from the clock and the process, for a run without --seed.
pub(crate) fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    // SplitMix64's finaliser spreads the clock's low bits over the seed.
    let mut z = nanos ^ (u64::from(std::process::id()) << 32);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

pub(crate) fn generate(common: &Common, args: &GenerateArgs) -> io::Result<ExitCode> {
    let options = GenerateOptions {
        symmetry: Symmetry::ALL[args.symmetry as usize],
        minimal: !args.no_minimal,
        min_givens: args.givens.map_or(0, |g| g.0),
        max_givens: args.givens.map_or(0, |g| g.1),
        max_tries: args.max_tries,
        min_level: args.level.map_or(0, |l| l.0),
        max_level: args.level.map_or(0, |l| l.1),
        min_se: args.se.map_or(0.0, |s| s.0),
        max_se: args.se.map_or(0.0, |s| s.1),
        ..GenerateOptions::default()
    };
    if options.validate().is_err() {
        eprintln!("sudoku generate: the bounds cannot hold (givens MIN above MAX or MAX below 17, level or se out of range)");
        return Ok(ExitCode::from(2));
    }
    let seed = args.seed.unwrap_or_else(fresh_seed);
    let mut out = Writer::new(io::BufWriter::new(io::stdout().lock()), common.output);
    let mut summary = Summary::new(common.strict);
    let started = Instant::now();
    let bar = (!common.quiet && io::stderr().is_terminal() && args.count > CHUNK as u64)
        .then(|| ProgressBar::new(args.count));
    let mut made = 0u64;
    'chunks: while made < args.count {
        let len = (args.count - made).min(CHUNK as u64) as usize;
        let first = seed.wrapping_add(made);
        for (k, result) in batch::generate(first, len, &options, common.jobs)
            .into_iter()
            .enumerate()
        {
            let this = first.wrapping_add(k as u64);
            match result {
                Ok((puzzle, solution)) => {
                    summary.tally("made");
                    let givens = puzzle.iter().filter(|&&c| c != b'.').count();
                    let line = if args.solutions {
                        format!("{} {}", board_text(&puzzle), board_text(&solution))
                    } else {
                        board_text(&puzzle)
                    };
                    let mut fields = vec![
                        ("seed", number(this)),
                        ("puzzle", text(board_text(&puzzle))),
                        ("givens", number(givens)),
                    ];
                    let mut boards = vec![&puzzle];
                    if args.solutions {
                        fields.push(("solution", text(board_text(&solution))));
                        boards.push(&solution);
                    }
                    out.result(&fields, &line, &boards)?;
                }
                Err(e) => {
                    summary.tally("gave up");
                    if summary.bad(format!("seed {this}"), &reason(&e)) {
                        break 'chunks;
                    }
                    out.result(
                        &[
                            ("seed", number(this)),
                            ("status", text(status_name(&e))),
                            ("error", text(reason(&e))),
                        ],
                        &format!("error: {}", reason(&e)),
                        &[],
                    )?;
                }
            }
        }
        made += len as u64;
        if let Some(bar) = &bar {
            bar.set_position(made);
        }
    }
    out.flush()?;
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    if !common.quiet {
        let elapsed = started.elapsed().as_secs_f64();
        summary.print(&format!(
            " (seeds {seed} to {}, {:.2} s, {:.0}/s)",
            seed.wrapping_add(args.count.saturating_sub(1)),
            elapsed,
            args.count as f64 / elapsed.max(1e-9)
        ));
    }
    Ok(if summary.bad_count > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}
