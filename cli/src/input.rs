//! Puzzles from files or standard input, a chunk at a time, so that any
//! length of input runs in flat memory: one 81-character puzzle a line,
//! the contest 9-line grid, or Kaggle-style CSV with a header.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use clap::ValueEnum;

use crate::run::plural;

pub const CELLS: usize = 81;

/// How the input is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Decided per file from its first puzzle line.
    Auto,
    /// One 81-character puzzle a line ('.' or '0' empty); anything after
    /// the first space is ignored.
    Lines,
    /// 9 lines of 9 cells, spaces and '|', '-', '+' ignored, a blank line
    /// between puzzles.
    Grid,
    /// A header (quizzes,solutions or puzzle,solution), then one puzzle a
    /// row; a solution column is checked against the answer.
    Csv,
}

/// One puzzle as read.
pub struct Record {
    /// Which input it came from (an index into `Input::names`).
    pub source: usize,
    /// The line it starts on, from 1.
    pub line: usize,
    /// The 81 cells, or why the line holds no puzzle.
    pub board: Result<[u8; CELLS], String>,
    /// A CSV row's solution, when the file has that column (or why the
    /// column holds no board).
    pub expected: Option<Result<[u8; CELLS], String>>,
}

/// Counts the bytes read, for the progress bar.
struct Counting<R> {
    inner: R,
    read: Arc<AtomicU64>,
}

impl<R: Read> Read for Counting<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.read.fetch_add(n as u64, Ordering::Relaxed);
        Ok(n)
    }
}

/// The state of the CSV columns of the current source.
#[derive(Clone, Copy)]
struct Columns {
    puzzle: usize,
    solution: Option<usize>,
}

pub struct Input {
    pub names: Vec<String>,
    paths: Vec<Option<String>>,
    next_source: usize,
    reader: Option<Box<dyn BufRead + Send>>,
    source: usize,
    line: usize,
    format: Format,
    chosen: Format,
    columns: Option<Columns>,
    grid: Vec<u8>,
    grid_line: usize,
    /// Bytes read from every file so far (not counted for standard input).
    pub bytes_read: Arc<AtomicU64>,
}

impl Input {
    /// Reads `files` in order, or standard input when there are none (or
    /// for a file named "-").
    pub fn new(files: &[String], format: Format) -> Input {
        let paths: Vec<Option<String>> = if files.is_empty() {
            vec![None]
        } else {
            files
                .iter()
                .map(|f| (f != "-").then(|| f.clone()))
                .collect()
        };
        Input {
            names: paths
                .iter()
                .map(|p| p.clone().unwrap_or_else(|| "<stdin>".into()))
                .collect(),
            paths,
            next_source: 0,
            reader: None,
            source: 0,
            line: 0,
            format,
            chosen: format,
            columns: None,
            grid: Vec::new(),
            grid_line: 0,
            bytes_read: Arc::new(AtomicU64::new(0)),
        }
    }

    /// The total size of the input files, when every input is a file.
    pub fn total_bytes(&self) -> Option<u64> {
        self.paths
            .iter()
            .map(|p| {
                p.as_ref()
                    .and_then(|p| std::fs::metadata(p).ok())
                    .map(|m| m.len())
            })
            .sum()
    }

    pub fn all_files(&self) -> bool {
        self.paths.iter().all(Option::is_some)
    }

    fn open_next(&mut self) -> io::Result<bool> {
        if self.next_source >= self.paths.len() {
            return Ok(false);
        }
        self.source = self.next_source;
        self.next_source += 1;
        self.line = 0;
        self.chosen = self.format;
        self.columns = None;
        self.grid.clear();
        self.reader = Some(match &self.paths[self.source] {
            Some(path) => {
                let file = File::open(path)
                    .map_err(|e| io::Error::new(e.kind(), format!("{path}: {e}")))?;
                Box::new(BufReader::with_capacity(
                    1 << 16,
                    Counting {
                        inner: file,
                        read: Arc::clone(&self.bytes_read),
                    },
                ))
            }
            None => Box::new(BufReader::with_capacity(1 << 16, io::stdin())),
        });
        Ok(true)
    }

    /// Up to `max` more puzzles; empty at the end of the input.
    pub fn next_chunk(&mut self, max: usize) -> io::Result<Vec<Record>> {
        let mut out = Vec::with_capacity(max.min(1 << 14));
        // Bytes, not a String: a line that is not UTF-8 is a bad line for
        // the library to explain, not the end of the run.
        let mut text = Vec::with_capacity(128);
        while out.len() < max {
            if self.reader.is_none() && !self.open_next()? {
                break;
            }
            text.clear();
            let reader = self.reader.as_mut().expect("a source is open");
            if reader.read_until(b'\n', &mut text)? == 0 {
                if let Some(record) = self.finish_grid() {
                    out.push(record);
                }
                self.reader = None;
                continue;
            }
            self.line += 1;
            if let Some(record) = self.take_line(&text) {
                out.push(record);
            }
        }
        Ok(out)
    }

    fn record(&self, line: usize, board: Result<[u8; CELLS], String>) -> Record {
        Record {
            source: self.source,
            line,
            board,
            expected: None,
        }
    }

    fn take_line(&mut self, text: &[u8]) -> Option<Record> {
        let trimmed = text.trim_ascii();
        if trimmed.starts_with(b"#") {
            return None;
        }
        if self.chosen == Format::Auto {
            if trimmed.is_empty() {
                return None;
            }
            self.chosen = detect(trimmed);
        }
        match self.chosen {
            Format::Lines | Format::Auto => {
                if trimmed.is_empty() {
                    return None;
                }
                let puzzle = trimmed.split(u8::is_ascii_whitespace).next()?;
                Some(self.record(self.line, board_of(puzzle)))
            }
            Format::Csv => self.csv_row(trimmed),
            Format::Grid => self.grid_row(trimmed),
        }
    }

    fn csv_row(&mut self, row: &[u8]) -> Option<Record> {
        if row.is_empty() {
            return None;
        }
        let fields: Vec<&[u8]> = row.split(|&b| b == b',').map(unquote).collect();
        let columns = match self.columns {
            Some(columns) => columns,
            None => {
                let named = |names: &[&str]| {
                    fields
                        .iter()
                        .position(|f| names.iter().any(|n| f.eq_ignore_ascii_case(n.as_bytes())))
                };
                if let Some(puzzle) = named(&["quizzes", "quiz", "puzzle", "puzzles"]) {
                    // The header.
                    self.columns = Some(Columns {
                        puzzle,
                        solution: named(&["solutions", "solution"]),
                    });
                    return None;
                }
                // No header: the first column is the puzzle, a second 81-cell
                // column its solution.
                let columns = Columns {
                    puzzle: 0,
                    solution: (fields.len() > 1 && fields[1].len() == CELLS).then_some(1),
                };
                self.columns = Some(columns);
                columns
            }
        };
        let board = match fields.get(columns.puzzle) {
            Some(puzzle) => board_of(puzzle),
            None => Err(format!("no column {} in this row", columns.puzzle + 1)),
        };
        let expected = columns.solution.map(|c| match fields.get(c) {
            Some(solution) => board_of(solution),
            None => Err(format!("no column {} in this row", c + 1)),
        });
        Some(Record {
            expected,
            ..self.record(self.line, board)
        })
    }

    fn grid_row(&mut self, row: &[u8]) -> Option<Record> {
        if row.is_empty() {
            return self.finish_grid();
        }
        let cells: Vec<u8> = row
            .iter()
            .copied()
            .filter(|b| !b" \t|-+".contains(b))
            .collect();
        if cells.is_empty() {
            return None; // a separator line
        }
        if self.grid.is_empty() {
            self.grid_line = self.line;
        }
        self.grid.extend_from_slice(&cells);
        if self.grid.len() >= CELLS {
            return self.finish_grid();
        }
        None
    }

    fn finish_grid(&mut self) -> Option<Record> {
        if self.grid.is_empty() {
            return None;
        }
        let board = if self.grid.len() == CELLS {
            Ok(self.grid[..].try_into().expect("81 cells"))
        } else {
            Err(format!("a grid of {} cells, not 81", self.grid.len()))
        };
        self.grid.clear();
        Some(self.record(self.grid_line, board))
    }
}

/// A CSV field without the spaces and quotes around it.
fn unquote(field: &[u8]) -> &[u8] {
    let field = field.trim_ascii();
    let field = field.strip_prefix(b"\"").unwrap_or(field);
    field.strip_suffix(b"\"").unwrap_or(field)
}

/// The format of a source, from its first puzzle line.
fn detect(line: &[u8]) -> Format {
    if line.contains(&b',') {
        return Format::Csv;
    }
    let cells = line.iter().filter(|b| !b" \t|-+".contains(b)).count();
    let first = line
        .split(u8::is_ascii_whitespace)
        .next()
        .map_or(0, <[u8]>::len);
    if first == CELLS || cells == CELLS {
        Format::Lines
    } else if cells == 9 {
        Format::Grid
    } else {
        Format::Lines
    }
}

/// The 81 cells of a puzzle written on one line, as given (the library
/// says which bytes are not cells).
pub fn board_of(text: &[u8]) -> Result<[u8; CELLS], String> {
    text.try_into()
        .map_err(|_| match std::str::from_utf8(text) {
            Ok(s) if s.is_ascii() => format!("{}, not 81", plural(text.len() as u64, "character")),
            Ok(s) => format!(
                "{} (not all ASCII), not 81",
                plural(s.chars().count() as u64, "character")
            ),
            Err(_) => format!("{} (not UTF-8), not 81", plural(text.len() as u64, "byte")),
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detects_each_format() {
        assert_eq!(detect(".".repeat(81).as_bytes()), Format::Lines);
        assert_eq!(detect(b"53..7.... x"), Format::Lines);
        assert_eq!(detect(b"5 3 . . 7 . . . ."), Format::Grid);
        assert_eq!(detect(b"026000000"), Format::Grid);
        assert_eq!(detect(b"quizzes,solutions"), Format::Csv);
    }

    #[test]
    fn says_why_a_line_is_no_board() {
        assert_eq!(board_of(b"12").unwrap_err(), "2 characters, not 81");
        assert_eq!(
            board_of("é".repeat(81).as_bytes()).unwrap_err(),
            "81 characters (not all ASCII), not 81"
        );
        assert_eq!(
            board_of(b"\xff\xfe").unwrap_err(),
            "2 bytes (not UTF-8), not 81"
        );
        assert_eq!(board_of(b"1").unwrap_err(), "1 character, not 81");
        assert!(board_of(&[b'.'; 81]).is_ok());
    }
}
