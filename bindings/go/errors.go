package sudoku

import (
	"errors"
	"fmt"
)

// Status is a C status code: 0 (StatusOK) for success, negative for an
// error. The batch calls give one per board; Err turns it into the error
// the single call would return (without a bad cell's or a conflict's
// detail, which CheckBatch and FirstError give).
type Status int32

// The C library's status codes (SUDOKU_OK, SUDOKU_ERR_*).
const (
	StatusOK         Status = 0
	StatusNull       Status = -1
	StatusBadCell    Status = -2
	StatusConflict   Status = -3
	StatusNoSolution Status = -4
	StatusInternal   Status = -5
	StatusOptions    Status = -6
	StatusGaveUp     Status = -7
	StatusNotUnique  Status = -8
	StatusSpace      Status = -9
)

// The sentinel errors, one per C error status. Every error this package
// returns for a board the library refused matches one of them with
// errors.Is; the errors that carry detail (*BadCellError, *ConflictError)
// wrap ErrBadCell and ErrConflict.
var (
	// ErrNull: a required pointer was NULL (never returned by this package:
	// it passes no NULL; listed so that every status has its error).
	ErrNull = &statusError{StatusNull}
	// ErrBadCell: a cell holds a byte that is not a cell value, or the
	// board mixes raw and ASCII digits (detail: *BadCellError).
	ErrBadCell = &statusError{StatusBadCell}
	// ErrConflict: two givens repeat a digit in a row, column or box
	// (detail: *ConflictError).
	ErrConflict = &statusError{StatusConflict}
	// ErrNoSolution: the givens are consistent but the puzzle has no
	// solution (for Hint, also pencil marks that rule out a solution digit).
	ErrNoSolution = &statusError{StatusNoSolution}
	// ErrInternal: a bug inside libsudoku (a caught panic).
	ErrInternal = &statusError{StatusInternal}
	// ErrOptions: options that cannot hold (bad symmetry, style, bounds,
	// kind). This package checks its arguments first and returns an error
	// that wraps ErrOptions before calling the library.
	ErrOptions = &statusError{StatusOptions}
	// ErrGaveUp: Generate made no puzzle within the bounds in MaxTries grids.
	ErrGaveUp = &statusError{StatusGaveUp}
	// ErrNotUnique: the board has several solutions where one is required
	// (Rate, Hint, Explain).
	ErrNotUnique = &statusError{StatusNotUnique}
	// ErrSpace: an output buffer was too small. The package makes room and
	// asks again, so this reaches a caller only for a sentence over 1 MiB.
	ErrSpace = &statusError{StatusSpace}
)

var sentinels = map[Status]*statusError{
	StatusNull: ErrNull, StatusBadCell: ErrBadCell, StatusConflict: ErrConflict,
	StatusNoSolution: ErrNoSolution, StatusInternal: ErrInternal, StatusOptions: ErrOptions,
	StatusGaveUp: ErrGaveUp, StatusNotUnique: ErrNotUnique, StatusSpace: ErrSpace,
}

// statusError is the error for one status code; the sentinels are the
// known codes', and an unknown code gets its own value.
type statusError struct{ status Status }

func (e *statusError) Error() string { return "sudoku: " + e.status.String() }

// Status gives the C status code.
func (e *statusError) Status() Status { return e.status }

// Is makes an unknown code's error match another with the same code.
func (e *statusError) Is(target error) bool {
	t, ok := target.(*statusError)
	return ok && t.status == e.status
}

// Err is nil for StatusOK, else the sentinel error for the code (ErrBadCell,
// ErrNoSolution, ...), or an error that says the code for one the package
// does not know.
func (s Status) Err() error {
	if s == StatusOK {
		return nil
	}
	if e, ok := sentinels[s]; ok {
		return e
	}
	return &statusError{s}
}

// String is the library's English message for the code (sudoku_strerror).
func (s Status) String() string { return strerror(s) }

// StatusOf gives the C status code an error stands for: StatusOK for nil,
// and the code of any error of this package (sentinel or detailed, wrapped
// or not); for an error from elsewhere (a bad argument, say), ok is false.
func StatusOf(err error) (status Status, ok bool) {
	if err == nil {
		return StatusOK, true
	}
	var s interface{ Status() Status }
	if errors.As(err, &s) {
		return s.Status(), true
	}
	return 0, false
}

// BadCellError is ErrBadCell with its detail: Cell (0-80) holds Byte,
// which is not a cell value (or is a digit in the other style than the
// board's first digit). errors.Is(err, ErrBadCell) is true for it.
type BadCellError struct {
	Cell int
	Byte byte
}

func (e *BadCellError) Error() string {
	return fmt.Sprintf("sudoku: cell %d (r%dc%d) holds %q (0x%02x), which is not a cell value here",
		e.Cell, e.Cell/9+1, e.Cell%9+1, rune(e.Byte), e.Byte)
}

// Unwrap gives ErrBadCell.
func (e *BadCellError) Unwrap() error { return ErrBadCell }

// Status gives StatusBadCell.
func (e *BadCellError) Status() Status { return StatusBadCell }

// ConflictError is ErrConflict with its detail: the givens at Cells[0] <
// Cells[1] (0-80) both hold Digit (1-9) in the unit of kind Unit (UnitRow,
// UnitColumn or UnitBox) numbered UnitIndex (0-8, boxes row-major). Of
// several conflicts, the one whose later cell comes first in row-major
// order. errors.Is(err, ErrConflict) is true for it.
type ConflictError struct {
	Cells     [2]int
	Digit     int
	Unit      UnitKind
	UnitIndex int
}

func (e *ConflictError) Error() string {
	return fmt.Sprintf("sudoku: %d repeats in %v (r%dc%d and r%dc%d)", e.Digit,
		Unit{e.Unit, e.UnitIndex}, e.Cells[0]/9+1, e.Cells[0]%9+1, e.Cells[1]/9+1, e.Cells[1]%9+1)
}

// Unwrap gives ErrConflict.
func (e *ConflictError) Unwrap() error { return ErrConflict }

// Status gives StatusConflict.
func (e *ConflictError) Status() Status { return StatusConflict }

// BatchError says which board of a batch failed first (Index), how many
// failed (Failed), and why (Err, the error the single call would return;
// errors.Is and errors.As see through to it).
type BatchError struct {
	Index  int
	Failed int
	Err    error
}

func (e *BatchError) Error() string {
	more := ""
	if e.Failed > 1 {
		more = fmt.Sprintf(" (and %d more)", e.Failed-1)
	}
	return fmt.Sprintf("sudoku: board %d%s failed: %v", e.Index, more, e.Err)
}

// Unwrap gives Err.
func (e *BatchError) Unwrap() error { return e.Err }

// FirstError turns a batch's statuses into one error: nil when every board
// succeeded, else a *BatchError for the first board that failed. With the
// batch's boards (as they are after the call: a board that fails is left
// unchanged), a bad cell or a conflict comes with its detail
// (*BadCellError, *ConflictError); boards may be nil.
func FirstError(statuses []Status, boards []Grid) error {
	index, failed := -1, 0
	for i, s := range statuses {
		if s != StatusOK {
			if index < 0 {
				index = i
			}
			failed++
		}
	}
	if index < 0 {
		return nil
	}
	err := statuses[index].Err()
	if index < len(boards) && (statuses[index] == StatusBadCell || statuses[index] == StatusConflict) {
		if detail := Check(boards[index]); detail != nil {
			err = detail
		}
	}
	return &BatchError{Index: index, Failed: failed, Err: err}
}
