package sudoku_test

import (
	"errors"
	"reflect"
	"testing"

	sudoku "github.com/libsudoku/libsudoku/bindings/go"
)

// FuzzSolve checks the binding's promises on any 81 bytes: Solve fails
// exactly when Check, counting or the known statuses say so, with the same
// detail, and its answer is a solution keeping every given, the first of
// Solutions. `go test` runs the seed corpus (the known answers); `go test
// -fuzz FuzzSolve -tags sudoku_checkout` explores.
func FuzzSolve(f *testing.F) {
	for _, c := range knownAnswers(f) {
		f.Add(c.puzzle[:])
	}
	f.Add([]byte("too short"))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) != sudoku.Cells {
			if _, err := sudoku.ParseGrid(string(data)); err == nil {
				t.Fatal("ParseGrid accepted a board that is not 81 bytes")
			}
			return
		}
		g := sudoku.Grid(data)
		solved, err := sudoku.Solve(g)
		checkErr := sudoku.Check(g)
		if checkErr != nil {
			if !reflect.DeepEqual(err, checkErr) {
				t.Fatalf("Solve %v, Check %v", err, checkErr)
			}
			if sudoku.IsValid(g) {
				t.Fatal("IsValid but Check fails")
			}
			return
		}
		// Sparse random boards can take the counting a while: stop at 2.
		n, cerr := sudoku.Count(g)
		if cerr != nil {
			t.Fatalf("Count: %v on a valid board", cerr)
		}
		if n == 0 {
			if !errors.Is(err, sudoku.ErrNoSolution) {
				t.Fatalf("no solution, but Solve: %v", err)
			}
			return
		}
		if err != nil || !isSolutionOf(g, solved) {
			t.Fatalf("Solve: %q %v", solved[:], err)
		}
		first, err := sudoku.Solutions(g, 1)
		if err != nil || len(first) != 1 || first[0] != solved {
			t.Fatalf("Solutions(1): %v %v", first, err)
		}
	})
}
