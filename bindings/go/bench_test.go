package sudoku_test

import (
	"bufio"
	"os"
	"testing"

	sudoku "github.com/libsudoku/libsudoku/bindings/go"
)

// The puzzle file for BenchmarkSolveKaggle: $SUDOKU_PUZZLES, else the
// shared kaggle_regen.txt beside the checkout.
func benchPuzzles(b *testing.B, limit int) []sudoku.Grid {
	path := os.Getenv("SUDOKU_PUZZLES")
	if path == "" {
		path = "../../../shared/puzzles/kaggle_regen.txt"
	}
	f, err := os.Open(path)
	if err != nil {
		b.Skipf("no puzzles (set SUDOKU_PUZZLES): %v", err)
	}
	defer f.Close()
	var boards []sudoku.Grid
	scanner := bufio.NewScanner(f)
	for scanner.Scan() && len(boards) < limit {
		line := scanner.Bytes()
		if len(line) < sudoku.Cells || line[0] == '#' {
			continue
		}
		boards = append(boards, sudoku.Grid(line[:sudoku.Cells]))
	}
	if len(boards) == 0 {
		b.Skipf("no puzzles in %s", path)
	}
	return boards
}

// BenchmarkSolveKaggle solves the first 20,000 puzzles of the file, one
// Solve call each; ns/op is per puzzle. Run it pinned:
//
//	nice -n -20 taskset -c 1 go test -tags sudoku_checkout -run '^$' -bench SolveKaggle
func BenchmarkSolveKaggle(b *testing.B) {
	boards := benchPuzzles(b, 20000)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := sudoku.Solve(boards[i%len(boards)]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSolveStringKaggle is the same through SolveString (a string in,
// a new string out).
func BenchmarkSolveStringKaggle(b *testing.B) {
	boards := benchPuzzles(b, 20000)
	texts := make([]string, len(boards))
	for i, g := range boards {
		texts[i] = string(g[:])
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := sudoku.SolveString(texts[i%len(texts)]); err != nil {
			b.Fatal(err)
		}
	}
}
