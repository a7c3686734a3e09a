//! What every file-reading subcommand shares: reading a chunk at a time,
//! the progress bar, the summary of bad lines, and the exit status.

use std::io::{self, IsTerminal};
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{mpsc, Arc};
use std::thread;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};
use sudoku::{Error, Unit};

use crate::input::{Input, Record, CELLS};
use crate::output::{board_text, number, text, Value, Writer};
use crate::{Common, CHUNK};

/// The order of the summary's tallies.
const TALLY_ORDER: [&str; 18] = [
    "solved",
    "made",
    "valid",
    "with one solution",
    "with several solutions",
    "with no solution",
    "easy",
    "medium",
    "hard",
    "expert",
    "extreme",
    "hinted",
    "explained",
    "no solution",
    "several solutions",
    "differ from the file's solution",
    "gave up",
    "invalid",
];

/// Where a bad line was and why, and the tallies the summary prints.
pub(crate) struct Summary {
    pub(crate) tallies: Vec<(&'static str, u64)>,
    pub(crate) bad: Vec<String>,
    pub(crate) bad_count: u64,
    pub(crate) strict: bool,
}

impl Summary {
    pub(crate) fn new(strict: bool) -> Summary {
        Summary {
            tallies: Vec::new(),
            bad: Vec::new(),
            bad_count: 0,
            strict,
        }
    }

    pub(crate) fn tally(&mut self, what: &'static str) {
        match self.tallies.iter_mut().find(|(name, _)| *name == what) {
            Some((_, n)) => *n += 1,
            None => self.tallies.push((what, 1)),
        }
    }

    /// Notes a bad line; true when the run must stop (--strict).
    pub(crate) fn bad(&mut self, place: String, why: &str) -> bool {
        self.bad_count += 1;
        if self.bad.len() < 10 {
            self.bad.push(format!("{place}: {why}"));
        }
        self.strict
    }

    pub(crate) fn print(&self, extra: &str) {
        // The good news first, then the kinds of failure, the same order
        // on every run.
        let rank = |name: &str| TALLY_ORDER.iter().position(|&t| t == name);
        let mut tallies = self.tallies.clone();
        tallies.sort_by_key(|(name, _)| rank(name).unwrap_or(TALLY_ORDER.len()));
        let tallies: Vec<String> = tallies
            .iter()
            .map(|(name, n)| format!("{n} {name}"))
            .collect();
        let mut line = tallies.join(", ");
        if line.is_empty() {
            line = "nothing to do".into();
        }
        eprintln!("{line}{extra}");
        for bad in &self.bad {
            eprintln!("  {bad}");
        }
        if self.bad_count > self.bad.len() as u64 {
            eprintln!("  ... and {} more", self.bad_count - self.bad.len() as u64);
        }
    }
}

/// "1 puzzle", "2 puzzles".
pub(crate) fn plural(n: impl Into<u64>, noun: &str) -> String {
    let n = n.into();
    format!("{n} {noun}{}", if n == 1 { "" } else { "s" })
}

/// A short English reason for a failed board.
pub(crate) fn reason(error: &Error) -> String {
    let at = |cell: u8| format!("r{}c{}", cell / 9 + 1, cell % 9 + 1);
    match error {
        Error::BadCell(bad) => {
            let byte = if bad.byte.is_ascii_graphic() || bad.byte == b' ' {
                format!("'{}'", bad.byte as char)
            } else {
                format!("byte 0x{:02X}", bad.byte)
            };
            format!(
                "cell {} holds {byte}, which is not a cell value",
                at(bad.cell)
            )
        }
        Error::Conflict(c) => {
            let unit = match c.unit {
                Unit::Row => "row",
                Unit::Column => "column",
                Unit::Box => "box",
            };
            format!(
                "{} repeats in {unit} {} ({} and {})",
                c.digit,
                c.index + 1,
                at(c.first),
                at(c.second)
            )
        }
        Error::NoSolution => "no solution".into(),
        Error::NotUnique => "several solutions".into(),
        Error::GaveUp => "no puzzle met the bounds within the tries allowed".into(),
        Error::Options => "options that cannot hold".into(),
    }
}

/// The summary's word for a board that failed with `status`.
pub(crate) fn failure_tally(status: &str) -> &'static str {
    match status {
        "no_solution" => "no solution",
        "not_unique" => "several solutions",
        _ => "invalid",
    }
}

pub(crate) fn status_name(error: &Error) -> &'static str {
    match error {
        Error::BadCell(_) => "bad_cell",
        Error::Conflict(_) => "conflict",
        Error::NoSolution => "no_solution",
        Error::NotUnique => "not_unique",
        Error::GaveUp => "gave_up",
        Error::Options => "options",
    }
}

/// Runs a subcommand over the input a chunk at a time: a reader thread
/// reads the next chunk while the batch call works on this one, and the
/// results are written in input order.
pub(crate) struct Run<'a> {
    pub(crate) common: &'a Common,
    /// Taken by the reader thread while `chunks` runs.
    input: Option<Input>,
    names: Vec<String>,
    bytes_read: Arc<AtomicU64>,
    pub(crate) out: Writer<io::BufWriter<io::StdoutLock<'static>>>,
    pub(crate) summary: Summary,
    pub(crate) bar: Option<ProgressBar>,
    pub(crate) started: Instant,
    pub(crate) done: u64,
    /// Puzzles a chunk: CHUNK, or 1 for someone typing at a terminal (an
    /// answer per line, not at the end of the input).
    chunk_size: usize,
}

impl<'a> Run<'a> {
    /// A line that failed: tallied and noted for the summary; false when
    /// the run must stop (--strict).
    pub(crate) fn note_failure(&mut self, record: &Record, status: &str, why: &str) -> bool {
        self.summary.tally(failure_tally(status));
        !self.summary.bad(self.place(record), why)
    }

    /// A line that failed, noted and written as an error; Ok(false) when
    /// the run must stop (--strict), before anything is written.
    pub(crate) fn fail(&mut self, record: &Record, status: &str, why: &str) -> io::Result<bool> {
        if !self.note_failure(record, status, why) {
            return Ok(false);
        }
        let (fields, line) = failure(record, status, why);
        self.out.result(&fields, &line, &[])?;
        Ok(true)
    }

    pub(crate) fn new(common: &'a Common, files: &[String]) -> Run<'a> {
        let input = Input::new(files, common.format);
        let chunk_size = if !input.all_files() && io::stdin().is_terminal() {
            1
        } else {
            CHUNK
        };
        let bar = (!common.quiet && io::stderr().is_terminal() && input.all_files()).then(|| {
            let bar = ProgressBar::new(input.total_bytes().unwrap_or(0));
            bar.set_style(
                ProgressStyle::with_template("{wide_bar} {bytes}/{total_bytes} {msg} ETA {eta}")
                    .expect("a valid template"),
            );
            bar
        });
        Run {
            common,
            names: input.names.clone(),
            bytes_read: Arc::clone(&input.bytes_read),
            input: Some(input),
            out: Writer::new(io::BufWriter::new(io::stdout().lock()), common.output),
            summary: Summary::new(common.strict),
            bar,
            started: Instant::now(),
            done: 0,
            chunk_size,
        }
    }

    pub(crate) fn place(&self, record: &Record) -> String {
        let name = &self.names[record.source];
        format!("{name}:{}", record.line)
    }

    /// Feeds every chunk to `each`, which writes the chunk's output and
    /// returns false to stop (--strict). The next chunk is read meanwhile,
    /// on a thread of its own (at most one chunk ahead, so memory stays
    /// flat).
    pub(crate) fn chunks(
        &mut self,
        mut each: impl FnMut(&mut Run<'a>, &[Record]) -> io::Result<bool>,
    ) -> io::Result<()> {
        let mut input = self.input.take().expect("chunks runs once");
        let size = self.chunk_size;
        thread::scope(|scope| {
            let (chunks, ahead) = mpsc::sync_channel::<io::Result<Vec<Record>>>(1);
            scope.spawn(move || loop {
                let chunk = input.next_chunk(size);
                let last = chunk.as_ref().map_or(true, Vec::is_empty);
                // The receiver is gone when the run stopped early.
                if chunks.send(chunk).is_err() || last {
                    break;
                }
            });
            for chunk in ahead {
                let chunk = chunk?;
                if chunk.is_empty() {
                    break;
                }
                let go_on = each(self, &chunk)?;
                if size == 1 {
                    self.out.flush()?;
                }
                self.done += chunk.len() as u64;
                if let Some(bar) = &self.bar {
                    bar.set_position(self.bytes_read.load(Ordering::Relaxed));
                    let rate = self.done as f64 / self.started.elapsed().as_secs_f64().max(1e-9);
                    bar.set_message(format!("{rate:.0} puzzles/s"));
                }
                if !go_on {
                    break;
                }
            }
            Ok(())
        })
    }

    pub(crate) fn finish(mut self) -> io::Result<ExitCode> {
        self.out.flush()?;
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
        if !self.common.quiet {
            let elapsed = self.started.elapsed().as_secs_f64();
            self.summary.print(&format!(
                " ({} in {:.2} s, {:.0}/s)",
                plural(self.done, "puzzle"),
                elapsed,
                self.done as f64 / elapsed.max(1e-9)
            ));
        }
        Ok(if self.summary.bad_count > 0 {
            ExitCode::from(1)
        } else {
            ExitCode::SUCCESS
        })
    }
}

/// The valid boards of a chunk, and for each record its index among them.
/// A record's result: its board's entry in the batch's `results` (at the
/// index `valid_boards` gave it), or why the line holds no board.
pub(crate) fn outcome<'r, T>(
    record: &Record,
    at: Option<usize>,
    results: &'r [Result<T, Error>],
) -> Result<&'r T, (&'static str, String)> {
    match (&record.board, at) {
        (Err(why), _) => Err(("invalid", why.clone())),
        (Ok(_), Some(i)) => results[i].as_ref().map_err(|e| (status_name(e), reason(e))),
        (Ok(_), None) => unreachable!("every valid board is in the batch"),
    }
}

pub(crate) fn valid_boards(chunk: &[Record]) -> (Vec<[u8; CELLS]>, Vec<Option<usize>>) {
    let mut boards = Vec::with_capacity(chunk.len());
    let index = chunk
        .iter()
        .map(|r| {
            r.board.as_ref().ok().map(|b| {
                boards.push(*b);
                boards.len() - 1
            })
        })
        .collect();
    (boards, index)
}

/// The common fields of a failed line, and its line for the lines format.
pub(crate) fn failure(
    record: &Record,
    status: &str,
    why: &str,
) -> (Vec<(&'static str, Value)>, String) {
    let puzzle = match &record.board {
        Ok(b) => board_text(b),
        Err(_) => String::new(),
    };
    (
        vec![
            ("line", number(record.line)),
            ("puzzle", text(puzzle)),
            ("status", text(status)),
            ("error", text(why)),
        ],
        format!("error: {why}"),
    )
}
