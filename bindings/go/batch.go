package sudoku

/*
#include <sudoku.h>

#cgo noescape sudoku_solve_batch
#cgo nocallback sudoku_solve_batch
#cgo noescape sudoku_solve_any_batch
#cgo nocallback sudoku_solve_any_batch
#cgo noescape sudoku_count_batch
#cgo nocallback sudoku_count_batch
#cgo noescape sudoku_check_batch
#cgo nocallback sudoku_check_batch
#cgo noescape sudoku_generate_batch
#cgo nocallback sudoku_generate_batch
#cgo noescape sudoku_rate_batch
#cgo nocallback sudoku_rate_batch
*/
import "C"

import (
	"fmt"
	"math"
	"unsafe"
)

// The batch calls: many boards in one call, on threads threads inside the
// library (0 for every core, 1 for the calling goroutine's thread only, N
// for at most N). One status per board, exactly what the single call
// returns, in input order; one bad board never stops the others, so the
// calls return statuses, not an error (FirstError makes one). A negative
// threads or limit panics, as a negative count does in strings.Repeat.

func threadCount(threads int) C.uint32_t {
	if threads < 0 || threads > math.MaxUint32 {
		panic(fmt.Sprintf("sudoku: threads is 0 (every core) or a positive count, not %d", threads))
	}
	return C.uint32_t(threads)
}

func boardsPtr(boards []Grid) *C.uint8_t {
	if len(boards) == 0 {
		return nil
	}
	return (*C.uint8_t)(unsafe.Pointer(&boards[0][0]))
}

func statusPtr(statuses []Status) *C.int32_t {
	if len(statuses) == 0 {
		return nil
	}
	return (*C.int32_t)(unsafe.Pointer(&statuses[0]))
}

// called panics when the library refused a batch call's arguments, which
// this package checks first: a bug here or there.
func called(status C.int32_t) {
	if status != C.SUDOKU_OK {
		panic(fmt.Sprintf("sudoku: the library refused a batch call: %v", Status(status)))
	}
}

// SolveBatch solves every board in place (each as Solve would: the
// lexicographically smallest solution); a board that fails is left exactly
// as it was and its status says why.
func SolveBatch(boards []Grid, threads int) []Status {
	statuses := make([]Status, len(boards))
	called(C.sudoku_solve_batch(boardsPtr(boards), C.size_t(len(boards)), Cells, statusPtr(statuses),
		threadCount(threads)))
	return statuses
}

// SolveAnyBatch is SolveBatch with any solution (SolveAny): the fastest.
func SolveAnyBatch(boards []Grid, threads int) []Status {
	statuses := make([]Status, len(boards))
	called(C.sudoku_solve_any_batch(boardsPtr(boards), C.size_t(len(boards)), Cells, statusPtr(statuses),
		threadCount(threads)))
	return statuses
}

// CountBatch counts every board's solutions, stopping at limit (as
// CountSolutions): counts[i] is 0 where statuses[i] is an error.
func CountBatch(boards []Grid, limit int, threads int) (counts []int, statuses []Status) {
	if limit < 0 || limit > math.MaxUint32 {
		panic(fmt.Sprintf("sudoku: a limit is 0 to %d, not %d", uint32(math.MaxUint32), limit))
	}
	n := len(boards)
	raw := make([]uint32, n)
	statuses = make([]Status, n)
	var rawPtr *C.uint32_t
	if n > 0 {
		rawPtr = (*C.uint32_t)(unsafe.Pointer(&raw[0]))
	}
	called(C.sudoku_count_batch(boardsPtr(boards), C.size_t(n), Cells, C.uint32_t(limit), rawPtr,
		statusPtr(statuses), threadCount(threads)))
	counts = make([]int, n)
	for i, c := range raw {
		counts[i] = int(c)
	}
	return counts, statuses
}

// CheckBatch checks every board (as Check): errs[i] is nil for a valid
// board, else its *BadCellError or *ConflictError.
func CheckBatch(boards []Grid, threads int) (errs []error) {
	n := len(boards)
	found := make([]C.sudoku_conflict, n)
	statuses := make([]Status, n)
	var foundPtr *C.sudoku_conflict
	if n > 0 {
		foundPtr = &found[0]
	}
	called(C.sudoku_check_batch(boardsPtr(boards), C.size_t(n), Cells, foundPtr, statusPtr(statuses),
		threadCount(threads)))
	errs = make([]error, n)
	for i, s := range statuses {
		errs[i] = conflictError(C.int32_t(s), &found[i])
	}
	return errs
}

// GenerateBatch makes count puzzles from the seeds seed, seed+1, ...
// (wrapping): puzzles[i] and solutions[i] are exactly what Generate(seed+i,
// opts) makes, or zero grids where statuses[i] is an error (StatusGaveUp
// when the bounds were not met). Options out of range, a negative count
// or a negative threads are an error (wrapping ErrOptions for options),
// returned before the library is called.
func GenerateBatch(seed uint64, count int, opts *GenerateOptions, threads int) (puzzles, solutions []Grid,
	statuses []Status, err error) {
	o, err := opts.options()
	if err != nil {
		return nil, nil, nil, err
	}
	if count < 0 {
		return nil, nil, nil, fmt.Errorf("sudoku: a count is 0 or more, not %d", count)
	}
	if threads < 0 || threads > math.MaxUint32 {
		return nil, nil, nil, fmt.Errorf("sudoku: threads is 0 (every core) or a positive count, not %d", threads)
	}
	puzzles = make([]Grid, count)
	solutions = make([]Grid, count)
	statuses = make([]Status, count)
	called(C.sudoku_generate_batch(C.uint64_t(seed), C.size_t(count), &o, boardsPtr(puzzles),
		boardsPtr(solutions), Cells, statusPtr(statuses), C.uint32_t(threads)))
	return puzzles, solutions, statuses, nil
}

// RateBatch rates every board (as Rate): ratings[i] is the zero Rating
// where statuses[i] is an error.
func RateBatch(boards []Grid, threads int) (ratings []Rating, statuses []Status) {
	n := len(boards)
	raw := make([]C.sudoku_rating, n)
	statuses = make([]Status, n)
	var rawPtr *C.sudoku_rating
	if n > 0 {
		raw[0].size = C.uint32_t(unsafe.Sizeof(raw[0]))
		rawPtr = &raw[0]
	}
	called(C.sudoku_rate_batch(boardsPtr(boards), C.size_t(n), Cells, rawPtr, statusPtr(statuses),
		threadCount(threads)))
	ratings = make([]Rating, n)
	for i := range raw {
		if statuses[i] == StatusOK {
			ratings[i] = rating(&raw[i])
		}
	}
	return ratings, statuses
}
