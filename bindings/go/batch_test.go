package sudoku_test

import (
	"errors"
	"math"
	"reflect"
	"testing"

	sudoku "github.com/libsudoku/libsudoku/bindings/go"
)

func knownBoards(t *testing.T) []sudoku.Grid {
	var boards []sudoku.Grid
	for _, c := range knownAnswers(t) {
		boards = append(boards, c.puzzle)
	}
	return boards
}

func TestSolveBatchMatchesSolve(t *testing.T) {
	boards := knownBoards(t)
	for _, threads := range []int{1, 2, 0} {
		for name, pair := range map[string]struct {
			batch  func([]sudoku.Grid, int) []sudoku.Status
			single func(sudoku.Grid) (sudoku.Grid, error)
		}{"Solve": {sudoku.SolveBatch, sudoku.Solve}, "SolveAny": {sudoku.SolveAnyBatch, sudoku.SolveAny}} {
			got := append([]sudoku.Grid(nil), boards...)
			statuses := pair.batch(got, threads)
			if len(statuses) != len(boards) {
				t.Fatalf("%d statuses", len(statuses))
			}
			for i, board := range boards {
				want, err := pair.single(board)
				if !errors.Is(statuses[i].Err(), errOrNil(err)) || (err == nil) != (statuses[i] == sudoku.StatusOK) {
					t.Fatalf("%s threads %d board %d: status %d, single %v", name, threads, i, statuses[i], err)
				}
				if err != nil {
					want = board // a board that fails is left as it was
				}
				if got[i] != want {
					t.Fatalf("%s threads %d board %d: %q, want %q", name, threads, i, got[i][:], want[:])
				}
			}
		}
	}
}

// errOrNil makes errors.Is(x, errOrNil(nil)) true only for a nil x.
func errOrNil(err error) error {
	if err == nil {
		return nil
	}
	s, _ := sudoku.StatusOf(err)
	return s.Err()
}

func TestCountBatchMatchesCount(t *testing.T) {
	boards := knownBoards(t)
	counts, statuses := sudoku.CountBatch(boards, 1000, 2)
	for i, board := range boards {
		n, err := sudoku.CountSolutions(board, 1000)
		if counts[i] != n || !errors.Is(statuses[i].Err(), errOrNil(err)) {
			t.Fatalf("board %d: %d %d, single %d %v", i, counts[i], statuses[i], n, err)
		}
	}
}

func TestCheckBatchMatchesCheck(t *testing.T) {
	boards := knownBoards(t)
	errs := sudoku.CheckBatch(boards, 0)
	failed := 0
	for i, board := range boards {
		if want := sudoku.Check(board); !reflect.DeepEqual(errs[i], want) {
			t.Fatalf("board %d: %v, Check %v", i, errs[i], want)
		}
		if errs[i] != nil {
			failed++
		}
	}
	if failed < 10 {
		t.Fatalf("only %d invalid boards", failed)
	}
}

func TestRateBatchMatchesRate(t *testing.T) {
	boards := append(knownBoards(t)[:6], mustParse(t, easy), mustParse(t, medium), mustParse(t, leetAns))
	ratings, statuses := sudoku.RateBatch(boards, 2)
	for i, board := range boards {
		r, err := sudoku.Rate(board)
		if ratings[i] != r || !errors.Is(statuses[i].Err(), errOrNil(err)) {
			t.Fatalf("board %d: %+v %d, single %+v %v", i, ratings[i], statuses[i], r, err)
		}
	}
}

func TestGenerateBatchMatchesGenerate(t *testing.T) {
	for _, tc := range []struct {
		seed uint64
		opts *sudoku.GenerateOptions
	}{
		{2024, nil},
		{math.MaxUint64 - 1, &sudoku.GenerateOptions{Symmetry: sudoku.Diagonal, Style: sudoku.Raw}}, // wraps to 0
		{5, &sudoku.GenerateOptions{MinSE: 9, MaxTries: 1}},                                         // gives up
	} {
		puzzles, solutions, statuses, err := sudoku.GenerateBatch(tc.seed, 4, tc.opts, 0)
		if err != nil {
			t.Fatal(err)
		}
		for i := range puzzles {
			p, s, err := sudoku.Generate(tc.seed+uint64(i), tc.opts)
			if puzzles[i] != p || solutions[i] != s || !errors.Is(statuses[i].Err(), errOrNil(err)) {
				t.Fatalf("seed %d+%d: batch %q %d, single %q %v", tc.seed, i, puzzles[i][:], statuses[i], p[:], err)
			}
		}
	}
}

func TestEmptyBatches(t *testing.T) {
	if s := sudoku.SolveBatch(nil, 0); len(s) != 0 {
		t.Fatal("SolveBatch(nil)")
	}
	if s := sudoku.SolveAnyBatch([]sudoku.Grid{}, 1); len(s) != 0 {
		t.Fatal("SolveAnyBatch(empty)")
	}
	if c, s := sudoku.CountBatch(nil, 2, 0); len(c) != 0 || len(s) != 0 {
		t.Fatal("CountBatch(nil)")
	}
	if e := sudoku.CheckBatch(nil, 0); len(e) != 0 {
		t.Fatal("CheckBatch(nil)")
	}
	if r, s := sudoku.RateBatch(nil, 0); len(r) != 0 || len(s) != 0 {
		t.Fatal("RateBatch(nil)")
	}
	if p, s, st, err := sudoku.GenerateBatch(1, 0, nil, 0); err != nil || len(p) != 0 || len(s) != 0 || len(st) != 0 {
		t.Fatal("GenerateBatch(0)")
	}
}

func TestFirstError(t *testing.T) {
	boards := []sudoku.Grid{mustParse(t, leetcode), mustParse(t, unsolvable), mustParse(t, "11"+empty[2:]), mustParse(t, contest)}
	statuses := sudoku.SolveBatch(boards, 1)
	if sudoku.FirstError(statuses[:1], boards) != nil || sudoku.FirstError(nil, nil) != nil {
		t.Fatal("FirstError of successes")
	}
	err := sudoku.FirstError(statuses, boards)
	var batch *sudoku.BatchError
	if !errors.As(err, &batch) || batch.Index != 1 || batch.Failed != 2 || !errors.Is(err, sudoku.ErrNoSolution) {
		t.Fatalf("FirstError: %v", err)
	}
	if err.Error() != "sudoku: board 1 (and 1 more) failed: "+sudoku.ErrNoSolution.Error() {
		t.Fatalf("message %q", err.Error())
	}
	// The conflict's detail, from the boards.
	err = sudoku.FirstError(statuses[2:], boards[2:])
	var conflict *sudoku.ConflictError
	if !errors.As(err, &conflict) || conflict.Cells != [2]int{0, 1} || !errors.As(err, &batch) || batch.Index != 0 {
		t.Fatalf("FirstError with detail: %v", err)
	}
	// Without the boards, the sentinel alone.
	err = sudoku.FirstError(statuses[2:], nil)
	if !errors.Is(err, sudoku.ErrConflict) || errors.As(err, &conflict) {
		t.Fatalf("FirstError without boards: %v", err)
	}
}
