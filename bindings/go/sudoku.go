// Package sudoku is the Go binding of libsudoku, a fast, safe 9x9 Sudoku
// engine with a C ABI: solving, counting, checking, generating, rating,
// hints and step-by-step explanations, and batch calls that use every core.
//
// A board is a Grid, 81 bytes row-major; ParseGrid reads one from text and
// FromRows from a [9][9]int:
//
//	g, err := sudoku.ParseGrid(".26.........5.2..4...1....7.3..2.18....3.9....54.1..7.5....1...6..9.7.........75.")
//	solved, err := sudoku.Solve(g)   // the lexicographically smallest solution
//	fmt.Println(solved)              // 126734598378592614...
//
// Errors are sentinels (ErrBadCell, ErrConflict, ErrNoSolution, ErrNotUnique,
// ErrGaveUp, ErrOptions, ...) to test with errors.Is; a bad cell or a
// conflict comes as a *BadCellError or *ConflictError with the detail, to
// get with errors.As. A bad argument (a string that is not 81 characters, a
// negative limit, options out of range) is an ordinary error returned
// before the library is called.
//
// Every function may be called from many goroutines at once: the library
// keeps no global state and allocates nothing while solving.
//
// The package uses cgo. By default it links the installed library through
// pkg-config (`#cgo pkg-config: sudoku`, after `make install`); build with
// -tags sudoku_checkout to link the checkout's target/release instead.
package sudoku

/*
#include <stdlib.h>
#include <sudoku.h>

// The library never keeps a pointer it is given, nor calls back into Go.
#cgo noescape sudoku_is_valid
#cgo nocallback sudoku_is_valid
#cgo noescape sudoku_check
#cgo nocallback sudoku_check
#cgo noescape sudoku_solve
#cgo nocallback sudoku_solve
#cgo noescape sudoku_solve_any
#cgo nocallback sudoku_solve_any
#cgo noescape sudoku_count_solutions
#cgo nocallback sudoku_count_solutions
#cgo noescape sudoku_candidates
#cgo nocallback sudoku_candidates
#cgo noescape sudoku_solutions
#cgo nocallback sudoku_solutions
*/
import "C"

import (
	"fmt"
	"math"
	"unsafe"
)

// DefaultLimit is the limit Count uses: 2 answers "is this a proper
// puzzle?" (a count of 1) at the least cost.
const DefaultLimit = 2

func cells(g *Grid) *C.uint8_t { return (*C.uint8_t)(unsafe.Pointer(&g[0])) }

func strerror(s Status) string { return C.GoString(C.sudoku_strerror(C.int32_t(s))) }

// Version is the version of the libsudoku library the program runs
// against, "MAJOR.MINOR.PATCH" (sudoku_version).
func Version() string { return C.GoString(C.sudoku_version()) }

// HeaderVersion is the version of the sudoku.h the package was built
// with; a library of the same MAJOR.MINOR (from 1.0 on, MAJOR) is
// compatible.
func HeaderVersion() string {
	return fmt.Sprintf("%d.%d.%d", C.SUDOKU_VERSION_MAJOR, C.SUDOKU_VERSION_MINOR, C.SUDOKU_VERSION_PATCH)
}

// conflictError turns a filled sudoku_conflict into its error (nil for
// success).
func conflictError(status C.int32_t, found *C.sudoku_conflict) error {
	switch Status(status) {
	case StatusOK:
		return nil
	case StatusBadCell:
		return &BadCellError{Cell: int(found.first_cell), Byte: byte(found.byte)}
	case StatusConflict:
		return &ConflictError{
			Cells:     [2]int{int(found.first_cell), int(found.second_cell)},
			Digit:     int(found.digit),
			Unit:      UnitKind(found.unit),
			UnitIndex: int(found.unit_index),
		}
	}
	return Status(status).Err()
}

// fail is the error for a status the library returned for the board g
// (unchanged by the failed call): a bad cell or a conflict is explained.
func fail(status C.int32_t, g *Grid) error {
	s := Status(status)
	if (s == StatusBadCell || s == StatusConflict) && g != nil {
		var found C.sudoku_conflict
		if err := conflictError(C.sudoku_check(cells(g), &found), &found); err != nil {
			return err
		}
	}
	return s.Err()
}

// badCell is ParseGrid's check: the library's verdict on the cells alone.
func badCell(g *Grid) error {
	var found C.sudoku_conflict
	if C.sudoku_check(cells(g), &found) == C.SUDOKU_ERR_BAD_CELL {
		return &BadCellError{Cell: int(found.first_cell), Byte: byte(found.byte)}
	}
	return nil
}

// IsValid reports whether no digit repeats in a row, column or box
// (LeetCode 36); false also for a board with a bad cell. It says nothing
// about solvability.
func IsValid(g Grid) bool { return bool(C.sudoku_is_valid(cells(&g))) }

// Check says why a board is not valid: nil when it is, else a
// *BadCellError (a byte that is not a cell value, or mixed styles) or a
// *ConflictError (two givens repeating a digit, with the cells, the digit
// and the unit).
func Check(g Grid) error {
	var found C.sudoku_conflict
	return conflictError(C.sudoku_check(cells(&g), &found), &found)
}

// Solve gives the board's solution, the lexicographically smallest when it
// has several (cells row-major, smallest digit first: what a plain
// depth-first search finds first), in the board's style. A complete valid
// board is its own solution. Errors: *BadCellError, *ConflictError,
// ErrNoSolution.
func Solve(g Grid) (Grid, error) {
	if status := C.sudoku_solve(cells(&g)); status != C.SUDOKU_OK {
		return Grid{}, fail(status, &g)
	}
	return g, nil
}

// SolveAny is Solve, except that a board with several solutions gets
// whichever the engine finds first (unspecified; may change between
// versions): the fastest path when any solution will do.
func SolveAny(g Grid) (Grid, error) {
	if status := C.sudoku_solve_any(cells(&g)); status != C.SUDOKU_OK {
		return Grid{}, fail(status, &g)
	}
	return g, nil
}

// SolveString is Solve for a board as text: 81 characters in, 81 out, in
// the board's style. A string that is not 81 bytes is an ordinary error.
func SolveString(s string) (string, error) {
	if len(s) != Cells {
		return "", fmt.Errorf("sudoku: a board is 81 characters, not %d", len(s))
	}
	var g Grid
	copy(g[:], s)
	if status := C.sudoku_solve(cells(&g)); status != C.SUDOKU_OK {
		return "", fail(status, &g)
	}
	return string(g[:]), nil
}

func checkLimit(limit int) error {
	if limit < 0 || limit > math.MaxUint32 {
		return fmt.Errorf("sudoku: a limit is 0 to %d, not %d", uint32(math.MaxUint32), limit)
	}
	return nil
}

// CountSolutions counts the board's solutions, stopping at limit (so the
// count is at most limit). A valid board with no solution gives 0 and no
// error. Errors: *BadCellError, *ConflictError; a limit outside 0 to
// 2^32-1 is an ordinary error.
func CountSolutions(g Grid, limit int) (int, error) {
	if err := checkLimit(limit); err != nil {
		return 0, err
	}
	var count C.uint32_t
	if status := C.sudoku_count_solutions(cells(&g), C.uint32_t(limit), &count); status != C.SUDOKU_OK {
		return 0, fail(status, &g)
	}
	return int(count), nil
}

// Count is CountSolutions(g, DefaultLimit): 0, 1 (a proper puzzle) or 2
// (several solutions).
func Count(g Grid) (int, error) { return CountSolutions(g, DefaultLimit) }

// IsUnique reports whether the board has exactly one solution (a proper
// puzzle). Errors: *BadCellError, *ConflictError.
func IsUnique(g Grid) (bool, error) {
	n, err := CountSolutions(g, DefaultLimit)
	return n == 1, err
}

// CandidateKind says which candidates Candidates gives.
type CandidateKind int

const (
	// BasicCandidates: what a player pencils in, the digits no given in
	// the cell's row, column or box holds.
	BasicCandidates CandidateKind = C.SUDOKU_CANDIDATES_BASIC
	// TrueCandidates: the digits the cell holds in at least one solution.
	TrueCandidates CandidateKind = C.SUDOKU_CANDIDATES_SOLUTIONS
)

// Candidates gives each cell's candidates as a mask: bit d-1 is set when
// digit d may go in the cell; a given gets 0. With TrueCandidates, every mask is 0
// when the board has no solution. MaskDigits lists a mask's digits.
// Errors: *BadCellError, *ConflictError; an unknown kind wraps ErrOptions.
func Candidates(g Grid, kind CandidateKind) ([Cells]uint16, error) {
	var masks [Cells]uint16
	if kind != BasicCandidates && kind != TrueCandidates {
		return masks, fmt.Errorf("%w: a candidate kind is BasicCandidates or TrueCandidates, not %d", ErrOptions, int(kind))
	}
	status := C.sudoku_candidates(cells(&g), C.uint32_t(kind), (*C.uint16_t)(unsafe.Pointer(&masks[0])))
	if status != C.SUDOKU_OK {
		return [Cells]uint16{}, fail(status, &g)
	}
	return masks, nil
}

// MaskDigits lists the digits of a candidate mask (bit d-1 for digit d),
// smallest first.
func MaskDigits(mask uint16) []int {
	var digits []int
	for d := 1; d <= 9; d++ {
		if mask&(1<<(d-1)) != 0 {
			digits = append(digits, d)
		}
	}
	return digits
}

// Up to this many solutions asked for, Solutions makes room for all of
// them at once; past it, it counts first.
const solutionsAtOnce = 4096

// Solutions gives the board's first limit solutions in lexicographic
// order (the first is Solve's answer), in the board's style; fewer when
// it has fewer, none when it has no solution. Errors: *BadCellError,
// *ConflictError; a limit outside 0 to 2^32-1 is an ordinary error.
func Solutions(g Grid, limit int) ([]Grid, error) {
	if err := checkLimit(limit); err != nil {
		return nil, err
	}
	room := limit
	if room > solutionsAtOnce {
		counted, err := CountSolutions(g, limit)
		if err != nil {
			return nil, err
		}
		room = counted
	}
	if room == 0 {
		// Still ask, for the board's errors.
		var count C.uint32_t
		if status := C.sudoku_solutions(cells(&g), 0, nil, &count); status != C.SUDOKU_OK {
			return nil, fail(status, &g)
		}
		return []Grid{}, nil
	}
	out := make([]Grid, room)
	var count C.uint32_t
	status := C.sudoku_solutions(cells(&g), C.uint32_t(room), (*C.uint8_t)(unsafe.Pointer(&out[0][0])), &count)
	if status != C.SUDOKU_OK {
		return nil, fail(status, &g)
	}
	return out[:count:count], nil
}
