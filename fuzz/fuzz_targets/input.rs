//! Turns fuzzer bytes into a board. The first byte picks how the rest is
//! read, so the fuzzer reaches malformed boards, raw and ASCII boards and
//! dense, solvable ones alike instead of drowning in bad bytes.

pub const CELLS: usize = 81;

pub struct Input {
    pub board: [u8; CELLS],
    /// The limit for sudoku_count_solutions (slow_input always counts to 2).
    #[allow(dead_code)]
    pub limit: u32,
}

pub fn decode(data: &[u8]) -> Option<Input> {
    let (&control, rest) = data.split_first()?;
    let mut cells = rest.iter().copied().chain(std::iter::repeat(0));
    let mut board = [0u8; CELLS];
    let ascii_cell = |b: u8| match b % 16 {
        0 => b'.',
        d @ 1..=9 => b'0' + d,
        _ => [b'.', b'0', 0][b as usize % 3],
    };
    for cell in board.iter_mut() {
        let b = cells.next().unwrap_or(0);
        *cell = match control % 4 {
            // Any bytes at all.
            0 => b,
            // ASCII boards: digits, '.', '0' and byte 0 for empty.
            1 => ascii_cell(b),
            // Raw boards.
            2 => {
                if b % 16 <= 9 {
                    b % 16
                } else {
                    0
                }
            }
            // ASCII boards with the odd stray byte.
            _ => {
                if b >= 0xF8 {
                    b ^ 0x5A
                } else {
                    ascii_cell(b)
                }
            }
        };
    }
    let limit = [0, 1, 2, 3, 10, 100, 1, 2][(control as usize >> 2) % 8];
    Some(Input { board, limit })
}
