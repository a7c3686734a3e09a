package sudoku_test

import (
	"fmt"
	"runtime"
	"sync"
	"testing"

	sudoku "github.com/libsudoku/libsudoku/bindings/go"
)

// The answers of one goroutine for a mix of calls, as one comparable string.
func answers(boards []sudoku.Grid, seeds []uint64) []string {
	var out []string
	for _, b := range boards {
		s, err := sudoku.Solve(b)
		n, cerr := sudoku.CountSolutions(b, 50)
		r, rerr := sudoku.Rate(b)
		h, herr := sudoku.Hint(b, nil)
		hint := ""
		if h != nil {
			hint = h.Description
		}
		out = append(out, fmt.Sprint(s, err, n, cerr, r, rerr, hint, herr, sudoku.Check(b)))
	}
	for _, seed := range seeds {
		p, s, err := sudoku.Generate(seed, nil)
		path, xerr := sudoku.Explain(p)
		out = append(out, fmt.Sprint(p, s, err, len(path), xerr))
	}
	return out
}

func TestGoroutines(t *testing.T) {
	// Every known board but the hardest (whose ratings take a second each),
	// and puzzles with a rating.
	var boards []sudoku.Grid
	for _, c := range knownAnswers(t) {
		if c.category != "hardest" {
			boards = append(boards, c.puzzle)
		}
	}
	boards = append(boards, mustParse(t, easy), mustParse(t, medium))
	seeds := []uint64{1, 2, 3, 4, 5, 6}
	want := answers(boards, seeds)

	workers := max(8, 4*runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	results := make([][]string, workers)
	batches := make([][]sudoku.Grid, workers)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// Each goroutine starts at a different board, so different calls overlap.
			rot := append(append([]sudoku.Grid(nil), boards[w%len(boards):]...), boards[:w%len(boards)]...)
			got := answers(rot, seeds)
			// Back in the boards' order, in a slice of its own: appending to
			// a subslice of got would write over got's own tail whenever
			// its capacity has room (it did at 67 boards).
			k := len(boards) - w%len(boards)
			own := make([]string, 0, len(got))
			own = append(own, got[k:len(boards)]...)
			own = append(own, got[:k]...)
			results[w] = append(own, got[len(boards):]...)
			// And batch calls, themselves on several threads, at the same time.
			batches[w] = append([]sudoku.Grid(nil), boards...)
			sudoku.SolveBatch(batches[w], 2)
		}()
	}
	wg.Wait()
	solved := append([]sudoku.Grid(nil), boards...)
	sudoku.SolveBatch(solved, 1)
	for w := range results {
		if len(results[w]) != len(want) {
			t.Fatalf("goroutine %d: %d answers, want %d", w, len(results[w]), len(want))
		}
		for i := range want {
			if results[w][i] != want[i] {
				t.Fatalf("goroutine %d, answer %d:\n%s\nwant\n%s", w, i, results[w][i], want[i])
			}
		}
		for i := range solved {
			if batches[w][i] != solved[i] {
				t.Fatalf("goroutine %d, batch board %d differs", w, i)
			}
		}
	}
}
