package sudoku

import (
	"fmt"
	"strings"
)

// Cells is the number of cells on a board: 81, row-major (cell = row*9 + column).
const Cells = 81

// Grid is a board: 81 cells, row-major (cell = row*9 + column), exactly the
// bytes the C library reads. An empty cell is the byte 0, '0' or '.'; a
// given is a raw digit 1-9 or an ASCII digit '1'-'9', one style per board.
// Cells the library fills are written in the board's style.
//
// Make one with ParseGrid (from text), FromRows (from numbers), or a
// conversion from 81 bytes: Grid(b) for a []byte b of length 81. The zero
// Grid is the empty board (raw style). Grid is a value: functions take it
// by value (81 bytes) and return new grids, so nothing here ever changes
// a caller's Grid except the batch calls, which solve a slice in place.
type Grid [Cells]byte

// ParseGrid reads a board from 81 characters, row by row: '.' or '0' for
// an empty cell, '1'-'9' for a given (raw bytes 0-9 are accepted too, as
// the C library accepts them). A string that is not 81 bytes long is an
// ordinary error; a byte that is not a cell value, or a board that mixes
// raw and ASCII digits, is a *BadCellError (errors.Is(err, ErrBadCell)).
// Repeated digits are not an error here: Check reports them.
func ParseGrid(s string) (Grid, error) {
	var g Grid
	if len(s) != Cells {
		return g, fmt.Errorf("sudoku: a board is 81 characters, not %d", len(s))
	}
	copy(g[:], s)
	if err := badCell(&g); err != nil {
		return Grid{}, err
	}
	return g, nil
}

// MustParseGrid is ParseGrid for boards known to be good (tests, examples,
// constants): it panics on an error.
func MustParseGrid(s string) Grid {
	g, err := ParseGrid(s)
	if err != nil {
		panic(err)
	}
	return g
}

// FromRows makes a raw-style Grid from a 9x9 array of numbers, rows first,
// 0 for empty (LeetCode's board as numbers). A number outside 0-9 is an
// error that errors.Is matches with ErrBadCell.
func FromRows(rows [9][9]int) (Grid, error) {
	var g Grid
	for r, row := range rows {
		for c, v := range row {
			if v < 0 || v > 9 {
				return Grid{}, fmt.Errorf("%w: row %d, column %d holds %d (cells are 0-9, 0 for empty)",
					ErrBadCell, r, c, v)
			}
			g[r*9+c] = byte(v)
		}
	}
	return g, nil
}

// Rows gives the board as a 9x9 array of numbers, rows first: 1-9 for a
// digit (raw or ASCII), 0 for an empty cell, -1 for a byte that is not a
// cell value.
func (g Grid) Rows() [9][9]int {
	var rows [9][9]int
	for i, b := range g {
		rows[i/9][i%9] = cellValue(b)
	}
	return rows
}

// Cell gives the digit at row r, column c (both 0-8) as Rows does: 1-9, 0
// for empty, -1 for a byte that is not a cell value. It panics when r or c
// is outside 0-8.
func (g Grid) Cell(r, c int) int {
	if r < 0 || r > 8 || c < 0 || c > 8 {
		panic(fmt.Sprintf("sudoku: Cell(%d, %d): rows and columns are 0-8", r, c))
	}
	return cellValue(g[r*9+c])
}

func cellValue(b byte) int {
	switch {
	case b <= 9:
		return int(b)
	case b == '.' || b == '0':
		return 0
	case b >= '1' && b <= '9':
		return int(b - '0')
	}
	return -1
}

// String gives the board as 81 characters: '.' for an empty cell and
// '1'-'9' for a digit, whatever the board's style (so ParseGrid reads it
// back, in ASCII style). A byte that is not a cell value is written as it is.
func (g Grid) String() string {
	var b strings.Builder
	b.Grow(Cells)
	for _, c := range g {
		switch v := cellValue(c); {
		case v == 0:
			b.WriteByte('.')
		case v > 0:
			b.WriteByte('0' + byte(v))
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// MarshalText implements encoding.TextMarshaler: the String form, so a
// Grid is a JSON string.
func (g Grid) MarshalText() ([]byte, error) {
	return []byte(g.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with ParseGrid.
func (g *Grid) UnmarshalText(text []byte) error {
	parsed, err := ParseGrid(string(text))
	if err != nil {
		return err
	}
	*g = parsed
	return nil
}

// Givens is the number of filled cells (digits, raw or ASCII).
func (g Grid) Givens() int {
	n := 0
	for _, c := range g {
		if cellValue(c) > 0 {
			n++
		}
	}
	return n
}
