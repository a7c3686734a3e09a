// Command overhead measures the Go binding's call overhead: it solves the
// first 20,000 puzzles of a file one call each, through sudoku.Solve (a
// Grid in, a Grid out), sudoku.SolveString (a string in, a new string out),
// and a plain C loop of sudoku_solve over the same puzzles, and prints
// microseconds per puzzle for each (the best of several runs). Run it
// pinned to one core:
//
//	cd bindings/go && go build -tags sudoku_checkout -o /tmp/overhead ./cmd/overhead
//	nice -n -20 taskset -c 1 /tmp/overhead ../../../shared/puzzles/kaggle_regen.txt
package main

/*
#include <stdint.h>
#include <stddef.h>
#include <string.h>
#include <sudoku.h>

// The C figure: the same puzzles, one sudoku_solve each, from C.
static int32_t solve_loop(const uint8_t *boards, size_t count) {
	uint8_t board[SUDOKU_CELLS];
	int32_t failed = 0;
	for (size_t i = 0; i < count; i++) {
		memcpy(board, boards + i * SUDOKU_CELLS, SUDOKU_CELLS);
		failed += sudoku_solve(board) != SUDOKU_OK;
	}
	return failed;
}
*/
import "C"

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"time"
	"unsafe"

	sudoku "github.com/libsudoku/libsudoku/bindings/go"
)

const reps = 7

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: overhead PUZZLE_FILE [COUNT]")
		os.Exit(2)
	}
	limit := 20000
	if len(os.Args) > 2 {
		n, err := strconv.Atoi(os.Args[2])
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		limit = n
	}
	f, err := os.Open(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var boards []sudoku.Grid
	scanner := bufio.NewScanner(f)
	for scanner.Scan() && len(boards) < limit {
		line := scanner.Bytes()
		if len(line) >= sudoku.Cells && line[0] != '#' {
			boards = append(boards, sudoku.Grid(line[:sudoku.Cells]))
		}
	}
	f.Close()
	n := len(boards)
	if n == 0 {
		fmt.Fprintln(os.Stderr, "no puzzles")
		os.Exit(1)
	}
	texts := make([]string, n)
	for i, g := range boards {
		texts[i] = string(g[:])
	}

	best := func(run func()) float64 {
		run() // warm up
		b := time.Duration(1<<63 - 1)
		for r := 0; r < reps; r++ {
			start := time.Now()
			run()
			b = min(b, time.Since(start))
		}
		return float64(b.Nanoseconds()) / 1000 / float64(n)
	}
	c := best(func() {
		if C.solve_loop((*C.uint8_t)(unsafe.Pointer(&boards[0][0])), C.size_t(n)) != 0 {
			panic("a puzzle failed")
		}
	})
	grid := best(func() {
		for _, g := range boards {
			if _, err := sudoku.Solve(g); err != nil {
				panic(err)
			}
		}
	})
	text := best(func() {
		for _, s := range texts {
			if _, err := sudoku.SolveString(s); err != nil {
				panic(err)
			}
		}
	})
	fmt.Printf("%d puzzles, best of %d runs, microseconds per puzzle:\n", n, reps)
	fmt.Printf("  C loop of sudoku_solve   %.3f\n", c)
	fmt.Printf("  sudoku.Solve(Grid)       %.3f  (+%.3f)\n", grid, grid-c)
	fmt.Printf("  sudoku.SolveString       %.3f  (+%.3f)\n", text, text-c)
}
