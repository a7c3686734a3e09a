//! `sudoku`: libsudoku from the command line. Solve, count, check, rate,
//! hint and explain puzzles from files or standard input, streamed a chunk
//! at a time through the library's batch calls on every core, and generate
//! puzzles; output in input order as lines, grids, CSV or JSON lines.

mod bench;
mod generate;
mod input;
mod logic;
mod output;
mod run;
mod solving;

use std::io;
use std::process::ExitCode;

use clap::{Args, CommandFactory, Parser, Subcommand, ValueEnum};

use input::Format;
use output::Output;

/// Puzzles read, processed and written at a time: enough to keep every
/// core busy between reads, small enough that memory stays flat.
const CHUNK: usize = 8192;

const EXAMPLES: &str = "Examples:
  sudoku solve puzzles.txt                  one solution per line (the canonical one)
  sudoku count --limit 2 --require-unique puzzles.txt
  sudoku check -o json < puzzles.txt        valid, or the conflict, per puzzle
  sudoku generate -n 1000 --seed 7 --level hard -o csv
  sudoku rate -o csv puzzles.txt            level, SE rating, score, steps, hardest technique
  sudoku explain puzzle.txt                 every step in words
  sudoku bench ../shared/puzzles/*.txt      puzzles/s per function, time per puzzle

Exit status: 0 when every puzzle was handled as asked; 1 when a line was
invalid or had no solution (count: only with --require-unique, any count
other than 1); 2 for usage errors.";

#[derive(Parser)]
#[command(
    name = "sudoku",
    version,
    about = "Solve, count, check, generate, rate and explain Sudoku puzzles in bulk (libsudoku)",
    after_help = EXAMPLES
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    #[command(flatten)]
    common: Common,
}

#[derive(Args, Clone)]
struct Common {
    /// Threads to use (0: every core).
    #[arg(short = 'j', long, global = true, default_value_t = 0)]
    jobs: u32,
    /// The input's layout.
    #[arg(short = 'f', long, global = true, value_enum, default_value_t = Format::Auto)]
    format: Format,
    /// The output's layout.
    #[arg(short = 'o', long, global = true, value_enum, default_value_t = Output::Lines)]
    output: Output,
    /// No progress bar and no summary on standard error.
    #[arg(short = 'q', long, global = true)]
    quiet: bool,
    /// Stop at the first bad line (exit status 1) instead of going on.
    #[arg(long, global = true)]
    strict: bool,
}

/// The input paragraph of each file-reading subcommand's help (a macro, so
/// that `concat!` can join it to the rest).
macro_rules! input_help {
    () => {
        "Input: FILEs in order, or standard input when there is none (or for '-'):
one 81-character puzzle a line ('.' or '0' empty, text after a space
ignored), the contest form (9 lines of 9 cells, spaces allowed, a blank line
between puzzles), or CSV with a header (quizzes,solutions or
puzzle,solution). Blank lines and lines starting with '#' are skipped."
    };
}

#[derive(Subcommand)]
enum Command {
    /// Solve each puzzle: the lexicographically smallest solution, or any with --any.
    #[command(after_help = concat!(input_help!(), " A CSV solutions column is checked against the answer
(with --any: any solution of the puzzle agrees).

Examples:
  sudoku solve puzzles.txt > solutions.txt
  sudoku solve --any -j 2 big.txt            any solution, the fastest, on 2 threads
  sudoku solve -o grid contest.txt           solutions as 9 lines of 9
  sudoku solve -o csv kaggle.csv             line,puzzle,status,solution

Exit status: 1 when a line is invalid, has no solution or its CSV solution
differs; 2 for usage errors."))]
    Solve {
        /// Input files (standard input when none, or for '-').
        files: Vec<String>,
        /// Any solution (the fastest) instead of the canonical one.
        #[arg(long)]
        any: bool,
    },
    /// Count each puzzle's solutions, up to a limit.
    #[command(after_help = concat!(input_help!(), "

Examples:
  sudoku count puzzles.txt                   1 (proper), 2 (several) or 0 per line
  sudoku count --limit 1000 -o csv puzzles.txt
  sudoku count -q --require-unique bank.txt && echo all proper

Exit status: 1 when a line is invalid, or with --require-unique when a
puzzle has other than exactly one solution; 2 for usage errors."))]
    Count {
        /// Input files (standard input when none, or for '-').
        files: Vec<String>,
        /// Stop counting at this many.
        #[arg(short, long, default_value_t = 2)]
        limit: u32,
        /// Exit status 1 when any puzzle has other than exactly one solution.
        #[arg(long)]
        require_unique: bool,
    },
    /// Say whether each board is valid (no digit repeats), or where it is not.
    #[command(after_help = concat!(input_help!(), " Valid says nothing about solvability
(count and solve tell).

Examples:
  sudoku check boards.txt                    valid, or the bad cell or repeated digit
  sudoku check -o json < boards.txt

Exit status: 1 when a line is invalid; 2 for usage errors."))]
    Check {
        /// Input files (standard input when none, or for '-').
        files: Vec<String>,
    },
    /// Make puzzles with exactly one solution, reproducibly from a seed.
    #[command(
        after_help = "Puzzle i of a run comes from seed --seed + i: the same seed and options give
the same puzzles on every machine, whatever --jobs.

Examples:
  sudoku generate -n 10 --seed 1             ten minimal puzzles, half-turn symmetry
  sudoku generate -n 1000 --level hard:extreme -o csv > hard.csv
  sudoku generate -n 5 --symmetry none --givens 30:35 --no-minimal --solutions
  sudoku generate -n 3 --se 7.0:8.5 -o json

Exit status: 1 when a seed gave up (no puzzle met the bounds within
--max-tries grids); 2 for usage errors, such as bounds that cannot hold."
    )]
    Generate(GenerateArgs),
    /// Rate each puzzle: level, Sudoku Explainer rating, score, steps, hardest technique.
    #[command(after_help = concat!(input_help!(), "

The lines output is: level SE score steps hardest-technique.

Examples:
  sudoku rate puzzles.txt
  sudoku rate -o csv puzzles.txt > ratings.csv

Exit status: 1 when a line is invalid, has no solution or several; 2 for
usage errors."))]
    Rate {
        /// Input files (standard input when none, or for '-').
        files: Vec<String>,
    },
    /// The next step for each puzzle, in words.
    #[command(after_help = concat!(input_help!(), "

Examples:
  sudoku hint puzzle.txt
  sudoku hint -o json puzzles.txt            technique, rating, placements, eliminations

Exit status: 1 when a line is invalid, has no solution or several; 2 for
usage errors."))]
    Hint {
        /// Input files (standard input when none, or for '-').
        files: Vec<String>,
    },
    /// Every step of each puzzle's easiest-first solving path, in words.
    #[command(after_help = concat!(input_help!(), "

The lines output is, per puzzle: '# FILE:LINE PUZZLE', then one step a line
(its SE rating and what it does), then a blank line.

Examples:
  sudoku explain puzzle.txt
  sudoku explain -o csv puzzles.txt          line,puzzle,step,technique,se,description

Exit status: 1 when a line is invalid, has no solution or several; 2 for
usage errors."))]
    Explain {
        /// Input files (standard input when none, or for '-').
        files: Vec<String>,
    },
    /// Measure: puzzles/s of each function on all threads, and the time per puzzle on one.
    #[command(
        after_help = "Each FILE is read whole (bad lines skipped). Each function runs on it as
whole batches on --jobs threads, once to warm up and then for at least 0.3 s
(puzzles/s), then once per puzzle on this thread (median, 99th percentile
and maximum time per puzzle, in microseconds).

Examples:
  sudoku bench bench/puzzles/*.txt
  sudoku bench -j 1 --rate hard.txt"
    )]
    Bench {
        /// Input files (standard input when none, or for '-').
        files: Vec<String>,
        /// Also time rating (slow on hard sets).
        #[arg(long)]
        rate: bool,
    },
    /// Write the manual page (roff) to standard output.
    #[command(hide = true)]
    Man,
}

#[derive(Args)]
struct GenerateArgs {
    /// How many puzzles.
    #[arg(short = 'n', long, default_value_t = 1)]
    count: u64,
    /// The first seed (puzzle i uses seed + i); random when not given (the summary says which).
    #[arg(long)]
    seed: Option<u64>,
    /// Cells given or left out together.
    #[arg(long, value_enum, default_value_t = SymmetryName::Rotate180)]
    symmetry: SymmetryName,
    /// Make each puzzle minimal: no given (no symmetric group) can go (the default).
    #[arg(long, overrides_with = "no_minimal")]
    minimal: bool,
    /// Stop taking out givens at the lower bound of --givens instead of making the puzzle minimal.
    #[arg(long, overrides_with = "minimal")]
    no_minimal: bool,
    /// Bounds on the number of givens, MIN:MAX (either may be empty).
    #[arg(long, value_parser = parse_bounds_u32)]
    givens: Option<(u32, u32)>,
    /// The level, or MIN:MAX: easy, medium, hard, expert, extreme (or 1-5).
    #[arg(long, value_parser = parse_level_bounds)]
    level: Option<(u32, u32)>,
    /// Bounds on the Sudoku Explainer rating, MIN:MAX (either may be empty).
    #[arg(long, value_parser = parse_se_bounds)]
    se: Option<(f32, f32)>,
    /// Grids to try per puzzle before giving up (0: the library's default,
    /// 1000, or 20,000 with --level or --se).
    #[arg(long, default_value_t = 0)]
    max_tries: u32,
    /// Print each puzzle's solution too.
    #[arg(long)]
    solutions: bool,
}

#[derive(Clone, Copy, ValueEnum)]
enum SymmetryName {
    None,
    Rotate180,
    Rotate90,
    Mirror,
    Flip,
    Diagonal,
    Antidiagonal,
    Dihedral,
}

const LEVELS: [&str; 5] = ["easy", "medium", "hard", "expert", "extreme"];

fn split_bounds(s: &str) -> Result<(&str, &str), String> {
    match s.split_once(':') {
        Some(pair) => Ok(pair),
        None => Ok((s, s)),
    }
}

fn parse_bounds_u32(s: &str) -> Result<(u32, u32), String> {
    let (low, high) = split_bounds(s)?;
    let parse = |v: &str| {
        if v.is_empty() {
            Ok(0)
        } else {
            v.parse::<u32>().map_err(|e| e.to_string())
        }
    };
    Ok((parse(low)?, parse(high)?))
}

fn parse_level_bounds(s: &str) -> Result<(u32, u32), String> {
    let (low, high) = split_bounds(s)?;
    let parse = |v: &str| -> Result<u32, String> {
        if v.is_empty() {
            return Ok(0);
        }
        if let Some(i) = LEVELS.iter().position(|l| l.eq_ignore_ascii_case(v)) {
            return Ok(i as u32 + 1);
        }
        match v.parse::<u32>() {
            Ok(n @ 1..=5) => Ok(n),
            _ => Err(format!(
                "a level is one of {} or 1-5, not {v:?}",
                LEVELS.join(", ")
            )),
        }
    };
    Ok((parse(low)?, parse(high)?))
}

fn parse_se_bounds(s: &str) -> Result<(f32, f32), String> {
    let (low, high) = split_bounds(s)?;
    let parse = |v: &str| {
        if v.is_empty() {
            Ok(0.0)
        } else {
            v.parse::<f32>().map_err(|e| e.to_string())
        }
    };
    Ok((parse(low)?, parse(high)?))
}

/// The manual page, from the same definitions as --help.
fn man() -> io::Result<ExitCode> {
    let page = clap_mangen::Man::new(Cli::command());
    let mut out = io::stdout().lock();
    page.render(&mut out)?;
    Ok(ExitCode::SUCCESS)
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let common = &cli.common;
    let result = match &cli.command {
        Command::Solve { files, any } => solving::solve(common, files, *any),
        Command::Count {
            files,
            limit,
            require_unique,
        } => solving::count(common, files, *limit, *require_unique),
        Command::Check { files } => solving::check(common, files),
        Command::Generate(args) => generate::generate(common, args),
        Command::Rate { files } => logic::rate(common, files),
        Command::Hint { files } => logic::hint(common, files),
        Command::Explain { files } => logic::explain(common, files),
        Command::Bench { files, rate } => bench::bench(common, files, *rate),
        Command::Man => man(),
    };
    match result {
        Ok(code) => code,
        // A closed pipe (`sudoku solve big.txt | head`) is not an error.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("sudoku: {e}");
            ExitCode::from(2)
        }
    }
}
