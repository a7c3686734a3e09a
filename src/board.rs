//! The 81-byte board contract shared by every function.
//!
//! A board is 81 bytes in row-major order (cell = row * 9 + column). An empty
//! cell is byte 0, `'0'` or `'.'`; a given is a raw digit 1-9 or an ASCII digit
//! `'1'`-`'9'`. A board holds one digit style only, and cells the library fills
//! in are written in that style, so a caller gets back what it would have
//! written itself.

use crate::error::BadCell;

/// Number of cells on a board.
pub const CELLS: usize = 81;

/// A board's digits as numbers: 0 for empty, 1-9 for a digit.
pub type Digits = [u8; CELLS];

/// How a board writes its digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// Digits are the byte values 1-9.
    Raw,
    /// Digits are the characters `'1'`-`'9'`.
    Ascii,
}

impl Style {
    /// The byte this style uses for `digit` (1-9).
    pub fn encode(self, digit: u8) -> u8 {
        match self {
            Style::Raw => digit,
            Style::Ascii => b'0' + digit,
        }
    }
}

/// What one byte of a board means.
enum Cell {
    /// `0` is empty in either style; `'0'` and `'.'` also hint that the board is ASCII.
    Empty {
        ascii_hint: bool,
    },
    Digit(u8, Style),
    Bad,
}

// `CLASS[byte]`: the digit a byte stands for (low four bits) and what kind
// of byte it is (the flags), for `Board::parse`'s fast path.
const DIGIT: u8 = 0x0F;
const RAW_DIGIT: u8 = 0x10;
const ASCII_DIGIT: u8 = 0x20;
const ASCII_EMPTY: u8 = 0x40;
const BAD: u8 = 0x80;
const CLASS: [u8; 256] = {
    let mut table = [BAD; 256];
    table[0] = 0;
    table[b'0' as usize] = ASCII_EMPTY;
    table[b'.' as usize] = ASCII_EMPTY;
    let mut d = 1;
    while d <= 9 {
        table[d] = RAW_DIGIT | d as u8;
        table[b'0' as usize + d] = ASCII_DIGIT | d as u8;
        d += 1;
    }
    table
};

fn classify(byte: u8) -> Cell {
    match byte {
        0 => Cell::Empty { ascii_hint: false },
        b'0' | b'.' => Cell::Empty { ascii_hint: true },
        1..=9 => Cell::Digit(byte, Style::Raw),
        b'1'..=b'9' => Cell::Digit(byte - b'0', Style::Ascii),
        _ => Cell::Bad,
    }
}

/// A well-formed board: its digits and its style.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    digits: Digits,
    style: Style,
}

impl Board {
    /// Reads 81 bytes. The first cell (row-major) that is not a valid byte, or
    /// whose digit style differs from the board's first digit, is the error.
    pub fn parse(bytes: &[u8; CELLS]) -> Result<Board, BadCell> {
        // Fast path, one table lookup per byte and no branch: well-formed
        // boards are the ones whose bytes are all valid and of one style.
        let mut digits = [0u8; CELLS];
        let mut seen = 0u8;
        for (digit, &byte) in digits.iter_mut().zip(bytes.iter()) {
            let class = CLASS[byte as usize];
            *digit = class & DIGIT;
            seen |= class;
        }
        if seen & BAD != 0 || seen & (RAW_DIGIT | ASCII_DIGIT) == RAW_DIGIT | ASCII_DIGIT {
            return Board::parse_exactly(bytes);
        }
        let style = if seen & (ASCII_DIGIT | ASCII_EMPTY) != 0 && seen & RAW_DIGIT == 0 {
            Style::Ascii
        } else {
            Style::Raw
        };
        Ok(Board { digits, style })
    }

    /// `parse`, cell by cell: finds which cell makes a board malformed.
    fn parse_exactly(bytes: &[u8; CELLS]) -> Result<Board, BadCell> {
        let mut digits = [0u8; CELLS];
        let mut style = None;
        let mut ascii_hint = false;
        for (cell, &byte) in bytes.iter().enumerate() {
            match classify(byte) {
                Cell::Empty { ascii_hint: hint } => ascii_hint |= hint,
                Cell::Digit(digit, this) => {
                    if *style.get_or_insert(this) != this {
                        return Err(BadCell::new(cell, byte));
                    }
                    digits[cell] = digit;
                }
                Cell::Bad => return Err(BadCell::new(cell, byte)),
            }
        }
        let style = style.unwrap_or(if ascii_hint { Style::Ascii } else { Style::Raw });
        Ok(Board { digits, style })
    }

    /// The digits, 0 for empty.
    pub fn digits(&self) -> &Digits {
        &self.digits
    }

    /// The board's digit style.
    pub fn style(&self) -> Style {
        self.style
    }

    /// Writes `solution` into the empty cells of `out` (which must hold this
    /// board) in the board's style; givens keep their bytes.
    pub fn fill(&self, solution: &Digits, out: &mut [u8; CELLS]) {
        let offset = self.style.encode(0);
        // A select, not a branch: which cells are empty follows no pattern a
        // branch predictor could learn, and this compiles to vector blends.
        for ((byte, &given), &digit) in out.iter_mut().zip(&self.digits).zip(solution) {
            *byte = if given == 0 { digit + offset } else { *byte };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(text: &str) -> [u8; CELLS] {
        let mut out = [b'.'; CELLS];
        out[..text.len()].copy_from_slice(text.as_bytes());
        out
    }

    #[test]
    fn every_byte_value_is_classified() {
        for byte in 0..=255u8 {
            let mut bytes = [0u8; CELLS];
            bytes[40] = byte;
            let parsed = Board::parse(&bytes);
            let ok = matches!(byte, 0..=9 | b'0'..=b'9' | b'.');
            assert_eq!(parsed.is_ok(), ok, "byte {byte}");
            if let Err(bad) = parsed {
                assert_eq!((bad.cell, bad.byte), (40, byte));
            }
        }
    }

    #[test]
    fn style_follows_digits_then_empties() {
        assert_eq!(Board::parse(&board("5")).unwrap().style(), Style::Ascii);
        assert_eq!(Board::parse(&[0; CELLS]).unwrap().style(), Style::Raw);
        assert_eq!(Board::parse(&board("")).unwrap().style(), Style::Ascii);
        let mut zeros = [b'0'; CELLS];
        zeros[3] = 0;
        assert_eq!(Board::parse(&zeros).unwrap().style(), Style::Ascii);
        let mut raw = [0u8; CELLS];
        raw[7] = 9;
        raw[8] = b'.';
        let parsed = Board::parse(&raw).unwrap();
        assert_eq!(parsed.style(), Style::Raw);
        assert_eq!(parsed.digits()[7], 9);
    }

    #[test]
    fn mixed_styles_name_the_first_cell_that_disagrees() {
        let mut bytes = [0u8; CELLS];
        bytes[10] = 3;
        bytes[20] = b'4';
        bytes[30] = 200;
        let bad = Board::parse(&bytes).unwrap_err();
        assert_eq!((bad.cell, bad.byte), (20, b'4'));
    }

    #[test]
    fn fill_writes_only_empty_cells_in_style() {
        let mut bytes = [0u8; CELLS];
        bytes[0] = b'5';
        bytes[1] = b'.';
        let parsed = Board::parse(&bytes).unwrap();
        let solution = [7u8; CELLS];
        parsed.fill(&solution, &mut bytes);
        assert_eq!(bytes[0], b'5');
        assert!(bytes[1..].iter().all(|&b| b == b'7'));
    }
}
