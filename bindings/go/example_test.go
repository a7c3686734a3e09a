package sudoku_test

import (
	"errors"
	"fmt"

	sudoku "github.com/libsudoku/libsudoku/bindings/go"
)

// Solving, counting, and an error with its detail.
func Example() {
	g, err := sudoku.ParseGrid(".26.........5.2..4...1....7.3..2.18....3.9....54.1..7.5....1...6..9.7.........75.")
	if err != nil {
		panic(err)
	}
	solved, err := sudoku.Solve(g) // the lexicographically smallest of its solutions
	if err != nil {
		panic(err)
	}
	fmt.Println(solved)
	n, _ := sudoku.CountSolutions(g, 3)
	fmt.Println(n, "solutions (counting stops at 3)")

	bad := g
	bad[0] = '2' // 2 is already in row 1
	_, err = sudoku.Solve(bad)
	var conflict *sudoku.ConflictError
	if errors.As(err, &conflict) {
		fmt.Println(err)
		fmt.Println(conflict.Cells, conflict.Digit, conflict.Unit, conflict.UnitIndex, errors.Is(err, sudoku.ErrConflict))
	}
	// Output:
	// 126734598378592614495168237739425186861379425254816379547281963613957842982643751
	// 3 solutions (counting stops at 3)
	// sudoku: 2 repeats in row 1 (r1c1 and r1c2)
	// [0 1] 2 row 0 true
}

// A puzzle from a seed, its rating, a hint and the whole path.
func ExampleGenerate() {
	opts := &sudoku.GenerateOptions{Symmetry: sudoku.Mirror, MinGivens: 24, MaxGivens: 30, NotMinimal: true}
	puzzle, solution, err := sudoku.Generate(42, opts) // the same puzzle for seed 42 everywhere
	if err != nil {
		panic(err)
	}
	fmt.Println(puzzle, puzzle.Givens())
	fmt.Println(solution)
	rating, _ := sudoku.Rate(puzzle)
	fmt.Println(rating.Level, rating.SE, rating.Hardest, rating.Steps)
	step, _ := sudoku.Hint(puzzle, nil)
	fmt.Println(step.Description)
	path, _ := sudoku.Explain(puzzle)
	fmt.Println(len(path), path[0].Placements())
	// Output:
	// 92..7..858.......9............1.3....87...35.1.9...6.47..965..2..57249........... 27
	// 923476185876531249541289763652143897487692351139857624718965432365724918294318576
	// medium 2 Direct Hidden Pair 54
	// Hidden Single (box) in box 4: r6c2 is 3
	// 54 [{46 3}]
}

// Pencil marks: bit d-1 of a cell's mask for digit d.
func ExampleCandidates() {
	g := sudoku.MustParseGrid("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	basic, _ := sudoku.Candidates(g, sudoku.BasicCandidates)
	truth, _ := sudoku.Candidates(g, sudoku.TrueCandidates)
	fmt.Println(sudoku.MaskDigits(basic[2]), sudoku.MaskDigits(truth[2]))
	// Output: [1 2 4] [4]
}

// Many boards in one call, on every core, solved in place.
func ExampleSolveBatch() {
	boards := []sudoku.Grid{
		sudoku.MustParseGrid(".26.........5.2..4...1....7.3..2.18....3.9....54.1..7.5....1...6..9.7.........75."),
		sudoku.MustParseGrid("11" + "..............................................................................."),
	}
	statuses := sudoku.SolveBatch(boards, 0)
	fmt.Println(boards[0].String()[:9], statuses[0].Err(), errors.Is(statuses[1].Err(), sudoku.ErrConflict))
	fmt.Println(sudoku.FirstError(statuses, boards))
	// Output:
	// 126734598 <nil> true
	// sudoku: board 1 failed: sudoku: 1 repeats in row 1 (r1c1 and r1c2)
}

// LeetCode's board as numbers.
func ExampleFromRows() {
	g, _ := sudoku.FromRows([9][9]int{{5, 3, 0, 0, 7}, {6, 0, 0, 1, 9, 5}, {0, 9, 8, 0, 0, 0, 0, 6}})
	n, _ := sudoku.CountSolutions(g, 2)
	solved, _ := sudoku.Solve(g)
	fmt.Println(n, solved.Rows()[0])
	// Output: 2 [5 3 1 6 7 8 2 4 9]
}
