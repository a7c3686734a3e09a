//! Writing results: one line per puzzle, 9-line grids, CSV or JSON lines.

use std::io::{self, Write};

use clap::ValueEnum;

use crate::input::CELLS;

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Output {
    /// One line per puzzle (for explain: one line per step, a blank line
    /// between puzzles).
    Lines,
    /// Boards as 9 lines of 9, a blank line after each.
    Grid,
    /// Comma-separated values with a header line.
    Csv,
    /// One JSON object per line.
    Json,
}

/// A field of a result: text, or a number written as it is.
pub enum Value {
    Text(String),
    Number(String),
    /// A JSON value written as it is (lists of steps).
    Raw(String),
}

pub fn text(s: impl Into<String>) -> Value {
    Value::Text(s.into())
}

pub fn number(n: impl ToString) -> Value {
    Value::Number(n.to_string())
}

pub fn board_text(board: &[u8; CELLS]) -> String {
    String::from_utf8_lossy(board).into_owned()
}

/// A JSON string literal.
pub fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

pub struct Writer<W: Write> {
    out: W,
    format: Output,
    header_written: bool,
}

impl<W: Write> Writer<W> {
    pub fn new(out: W, format: Output) -> Writer<W> {
        Writer {
            out,
            format,
            header_written: false,
        }
    }

    /// One result: `fields` are (name, value) pairs, in the CSV's and
    /// JSON's order; `line` is what the lines format prints; `boards` are
    /// what the grid format draws (with `line` as a comment when empty).
    pub fn result(
        &mut self,
        fields: &[(&str, Value)],
        line: &str,
        boards: &[&[u8; CELLS]],
    ) -> io::Result<()> {
        match self.format {
            Output::Lines => writeln!(self.out, "{line}"),
            Output::Grid => {
                if boards.is_empty() {
                    writeln!(self.out, "# {line}")?;
                }
                for board in boards {
                    for row in board.chunks(9) {
                        let cells: Vec<String> =
                            row.iter().map(|&b| (b as char).to_string()).collect();
                        writeln!(self.out, "{}", cells.join(" "))?;
                    }
                }
                writeln!(self.out)
            }
            Output::Csv => {
                if !self.header_written {
                    let names: Vec<&str> = fields.iter().map(|(n, _)| *n).collect();
                    writeln!(self.out, "{}", names.join(","))?;
                    self.header_written = true;
                }
                let values: Vec<String> = fields
                    .iter()
                    .map(|(_, v)| match v {
                        Value::Text(s) | Value::Number(s) | Value::Raw(s) => csv_field(s),
                    })
                    .collect();
                writeln!(self.out, "{}", values.join(","))
            }
            Output::Json => {
                let members: Vec<String> = fields
                    .iter()
                    .map(|(n, v)| {
                        let value = match v {
                            Value::Text(s) => json_string(s),
                            Value::Number(s) | Value::Raw(s) => s.clone(),
                        };
                        format!("{}:{}", json_string(n), value)
                    })
                    .collect();
                writeln!(self.out, "{{{}}}", members.join(","))
            }
        }
    }

    /// A board on a line of its own (what `result` writes for a solution
    /// in the lines format).
    pub fn board_line(&mut self, board: &[u8; CELLS]) -> io::Result<()> {
        self.out.write_all(board)?;
        self.out.write_all(b"\n")
    }

    pub fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_strings_are_escaped() {
        assert_eq!(json_string("a\"b\\c\n\u{1}"), "\"a\\\"b\\\\c\\n\\u0001\"");
    }

    #[test]
    fn csv_fields_are_quoted_when_needed() {
        assert_eq!(csv_field("plain"), "plain");
        assert_eq!(csv_field("a,b"), "\"a,b\"");
        assert_eq!(csv_field("say \"x\""), "\"say \"\"x\"\"\"");
    }
}
