package sudoku_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	sudoku "github.com/libsudoku/libsudoku/bindings/go"
)

func TestKnownAnswers(t *testing.T) {
	for _, c := range knownAnswers(t) {
		t.Run(c.category+"/"+c.name, func(t *testing.T) {
			solved, err := sudoku.Solve(c.puzzle)
			status, ok := sudoku.StatusOf(err)
			if !ok || status != c.status {
				t.Fatalf("Solve: %v (status %d), want status %d", err, status, c.status)
			}
			if c.hasAnswer && solved != c.answer {
				t.Fatalf("Solve: %q, want %q", solved[:], c.answer[:])
			}
			if err != nil && solved != (sudoku.Grid{}) {
				t.Fatalf("Solve failed but returned %q", solved[:])
			}
			text, err := sudoku.SolveString(string(c.puzzle[:]))
			if s, _ := sudoku.StatusOf(err); s != c.status || (c.hasAnswer && text != string(c.answer[:])) {
				t.Fatalf("SolveString: %q, %v", text, err)
			}

			anyOne, err := sudoku.SolveAny(c.puzzle)
			if s, _ := sudoku.StatusOf(err); s != c.status {
				t.Fatalf("SolveAny: %v, want status %d", err, c.status)
			}
			if err == nil && !isSolutionOf(c.puzzle, anyOne) {
				t.Fatalf("SolveAny: %q is not a solution", anyOne[:])
			}
			if c.count == 1 && anyOne != c.answer {
				t.Fatalf("SolveAny of a proper puzzle: %q, want %q", anyOne[:], c.answer[:])
			}

			checkErr := sudoku.Check(c.puzzle)
			switch c.status {
			case sudoku.StatusBadCell:
				var bad *sudoku.BadCellError
				if !errors.As(checkErr, &bad) || !errors.Is(checkErr, sudoku.ErrBadCell) || c.puzzle[bad.Cell] != bad.Byte {
					t.Fatalf("Check: %v, want a *BadCellError", checkErr)
				}
			case sudoku.StatusConflict:
				var conflict *sudoku.ConflictError
				if !errors.As(checkErr, &conflict) || !errors.Is(checkErr, sudoku.ErrConflict) {
					t.Fatalf("Check: %v, want a *ConflictError", checkErr)
				}
				a, b := conflict.Cells[0], conflict.Cells[1]
				if a >= b || c.puzzle.Rows()[a/9][a%9] != conflict.Digit || c.puzzle.Rows()[b/9][b%9] != conflict.Digit {
					t.Fatalf("Check: %+v does not match the board", conflict)
				}
			default:
				if checkErr != nil {
					t.Fatalf("Check: %v, want nil", checkErr)
				}
			}
			if sudoku.IsValid(c.puzzle) != (checkErr == nil) {
				t.Fatalf("IsValid %v but Check %v", sudoku.IsValid(c.puzzle), checkErr)
			}
			// Solve's error carries the same detail as Check's.
			if _, err := sudoku.Solve(c.puzzle); checkErr != nil && !reflect.DeepEqual(err, checkErr) {
				t.Fatalf("Solve's error %v, Check's %v", err, checkErr)
			}

			parsed, err := sudoku.ParseGrid(string(c.puzzle[:]))
			if c.status == sudoku.StatusBadCell {
				if !reflect.DeepEqual(err, checkErr) {
					t.Fatalf("ParseGrid: %v, want Check's %v", err, checkErr)
				}
			} else if err != nil || parsed != c.puzzle {
				t.Fatalf("ParseGrid: %v", err)
			}

			count, err := sudoku.CountSolutions(c.puzzle, 1000)
			if c.count >= 0 {
				if err != nil || count != c.count {
					t.Fatalf("CountSolutions: %d, %v; want %d", count, err, c.count)
				}
				unique, err := sudoku.IsUnique(c.puzzle)
				if err != nil || unique != (c.count == 1) {
					t.Fatalf("IsUnique: %v, %v", unique, err)
				}
				if c.count == 0 && !errors.Is(func() error { _, e := sudoku.Solve(c.puzzle); return e }(), sudoku.ErrNoSolution) {
					t.Fatal("no solution, but Solve's error is not ErrNoSolution")
				}
				some, err := sudoku.Solutions(c.puzzle, 3)
				if err != nil || len(some) != min(c.count, 3) || (c.count > 0 && some[0] != c.answer) {
					t.Fatalf("Solutions: %d, %v", len(some), err)
				}
			} else if !reflect.DeepEqual(err, checkErr) || count != 0 {
				t.Fatalf("CountSolutions: %d, %v; want Check's %v", count, err, checkErr)
			}
		})
	}
}

func TestConflictDetail(t *testing.T) {
	at := func(cells map[int]byte) sudoku.Grid {
		g := mustParse(t, empty)
		for cell, b := range cells {
			g[cell] = b
		}
		return g
	}
	raw := sudoku.Grid{}
	raw[0], raw[20] = 7, 7
	for _, tc := range []struct {
		name string
		g    sudoku.Grid
		want sudoku.ConflictError
	}{
		{"row", at(map[int]byte{0: '5', 2: '5'}), sudoku.ConflictError{Cells: [2]int{0, 2}, Digit: 5, Unit: sudoku.UnitRow, UnitIndex: 0}},
		{"column", at(map[int]byte{4: '6', 76: '6'}), sudoku.ConflictError{Cells: [2]int{4, 76}, Digit: 6, Unit: sudoku.UnitColumn, UnitIndex: 4}},
		{"box", at(map[int]byte{60: '9', 80: '9'}), sudoku.ConflictError{Cells: [2]int{60, 80}, Digit: 9, Unit: sudoku.UnitBox, UnitIndex: 8}},
		{"raw box", raw, sudoku.ConflictError{Cells: [2]int{0, 20}, Digit: 7, Unit: sudoku.UnitBox, UnitIndex: 0}},
	} {
		for name, err := range map[string]error{
			"Check": sudoku.Check(tc.g),
			"Solve": func() error { _, e := sudoku.Solve(tc.g); return e }(),
			"Rate":  func() error { _, e := sudoku.Rate(tc.g); return e }(),
			"Hint":  func() error { _, e := sudoku.Hint(tc.g, nil); return e }(),
		} {
			var conflict *sudoku.ConflictError
			if !errors.As(err, &conflict) || *conflict != tc.want {
				t.Errorf("%s %s: %v, want %+v", tc.name, name, err, tc.want)
			}
			if !errors.Is(err, sudoku.ErrConflict) || errors.Is(err, sudoku.ErrBadCell) {
				t.Errorf("%s %s: errors.Is wrong for %v", tc.name, name, err)
			}
			if s, ok := sudoku.StatusOf(err); !ok || s != sudoku.StatusConflict {
				t.Errorf("%s %s: StatusOf %d %v", tc.name, name, s, ok)
			}
		}
	}
	err := sudoku.Check(at(map[int]byte{0: '5', 2: '5'}))
	if got := err.Error(); got != "sudoku: 5 repeats in row 1 (r1c1 and r1c3)" {
		t.Errorf("message %q", got)
	}
}

func TestBadCell(t *testing.T) {
	ascii := []byte(leetcode)
	ascii[2] = 'x'
	mixed := []byte(leetcode)
	mixed[2] = 4 // a raw digit in an ASCII board
	for _, tc := range []struct {
		board string
		cell  int
		b     byte
	}{{string(ascii), 2, 'x'}, {string(mixed), 2, 4}} {
		var g sudoku.Grid
		copy(g[:], tc.board)
		for name, err := range map[string]error{
			"ParseGrid":  func() error { _, e := sudoku.ParseGrid(tc.board); return e }(),
			"Check":      sudoku.Check(g),
			"Solve":      func() error { _, e := sudoku.Solve(g); return e }(),
			"Count":      func() error { _, e := sudoku.Count(g); return e }(),
			"Candidates": func() error { _, e := sudoku.Candidates(g, sudoku.BasicCandidates); return e }(),
			"Solutions":  func() error { _, e := sudoku.Solutions(g, 2); return e }(),
			"Explain":    func() error { _, e := sudoku.Explain(g); return e }(),
		} {
			var bad *sudoku.BadCellError
			if !errors.As(err, &bad) || bad.Cell != tc.cell || bad.Byte != tc.b || !errors.Is(err, sudoku.ErrBadCell) {
				t.Errorf("%s: %v, want cell %d byte %d", name, err, tc.cell, tc.b)
			}
		}
	}
	if got := sudoku.Check(mustGrid(ascii)).Error(); got != `sudoku: cell 2 (r1c3) holds 'x' (0x78), which is not a cell value here` {
		t.Errorf("message %q", got)
	}
}

func mustGrid(b []byte) sudoku.Grid { return sudoku.Grid(b) }

func TestBadArguments(t *testing.T) {
	// Bad arguments are ordinary errors, matching no sentinel.
	plain := func(name string, err error) {
		t.Helper()
		if err == nil {
			t.Errorf("%s: no error", name)
			return
		}
		if _, ok := sudoku.StatusOf(err); ok {
			t.Errorf("%s: %v has a status", name, err)
		}
	}
	_, err := sudoku.ParseGrid(leetcode[:80])
	plain("ParseGrid short", err)
	_, err = sudoku.ParseGrid(leetcode + ".")
	plain("ParseGrid long", err)
	_, err = sudoku.SolveString("")
	plain("SolveString", err)
	g := mustParse(t, leetcode)
	_, err = sudoku.CountSolutions(g, -1)
	plain("CountSolutions -1", err)
	_, err = sudoku.CountSolutions(g, 1<<32)
	plain("CountSolutions 2^32", err)
	_, err = sudoku.Solutions(g, -1)
	plain("Solutions -1", err)
	var marks [81]uint16
	marks[2] = 0x200
	_, err = sudoku.Hint(g, &marks)
	plain("Hint mask", err)
	if _, err := sudoku.FromRows([9][9]int{{10}}); !errors.Is(err, sudoku.ErrBadCell) {
		t.Errorf("FromRows 10: %v", err)
	}
	if _, err := sudoku.FromRows([9][9]int{8: {8: -1}}); !errors.Is(err, sudoku.ErrBadCell) {
		t.Errorf("FromRows -1: %v", err)
	}
	for name, f := range map[string]func(){
		"SolveBatch threads -1": func() { sudoku.SolveBatch(nil, -1) },
		"CountBatch limit -1":   func() { sudoku.CountBatch(nil, -1, 0) },
		"Cell(9, 0)":            func() { g.Cell(9, 0) },
		"MustParseGrid":         func() { sudoku.MustParseGrid("1") },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s did not panic", name)
				}
			}()
			f()
		}()
	}
	if _, _, _, err := sudoku.GenerateBatch(1, -1, nil, 0); err == nil {
		t.Error("GenerateBatch count -1: no error")
	}
	if _, _, _, err := sudoku.GenerateBatch(1, 1, nil, -1); err == nil {
		t.Error("GenerateBatch threads -1: no error")
	}
}

func TestGridShapes(t *testing.T) {
	g := mustParse(t, leetcode)
	if g.String() != leetcode || g.Givens() != 30 {
		t.Fatalf("String %q, Givens %d", g.String(), g.Givens())
	}
	rows := g.Rows()
	if rows[0] != [9]int{5, 3, 0, 0, 7, 0, 0, 0, 0} || rows[8] != [9]int{0, 0, 0, 0, 8, 0, 0, 7, 9} || g.Cell(8, 8) != 9 {
		t.Fatalf("Rows %v", rows)
	}
	raw, err := sudoku.FromRows(rows)
	if err != nil {
		t.Fatal(err)
	}
	if raw[0] != 5 || raw[2] != 0 || raw.String() != leetcode || raw.Rows() != rows {
		t.Fatalf("FromRows: %v", raw[:])
	}
	// A raw board is solved in raw style, an ASCII one in ASCII.
	solvedRaw, err := sudoku.Solve(raw)
	if err != nil || solvedRaw[2] != 4 || solvedRaw.String() != leetAns {
		t.Fatalf("raw Solve: %v %v", solvedRaw[:], err)
	}
	solved, _ := sudoku.Solve(g)
	if string(solved[:]) != leetAns {
		t.Fatalf("Solve %q", solved[:])
	}
	// '0' and byte 0 are empty too, and String writes '.'.
	zeros := []byte(leetcode)
	zeros[2], zeros[3] = '0', 0
	z, err := sudoku.ParseGrid(string(zeros))
	if err != nil || z.String() != leetcode || z.Rows() != rows {
		t.Fatalf("zeros: %q %v", z.String(), err)
	}
	bad := g
	bad[2] = 'x'
	if bad.Rows()[0][2] != -1 || bad.String()[2] != 'x' {
		t.Fatal("a bad byte in Rows or String")
	}
	// JSON through MarshalText/UnmarshalText.
	data, err := json.Marshal(map[string]sudoku.Grid{"board": raw})
	if err != nil || string(data) != `{"board":"`+leetcode+`"}` {
		t.Fatalf("json: %s %v", data, err)
	}
	var back map[string]sudoku.Grid
	if err := json.Unmarshal(data, &back); err != nil || back["board"] != g {
		t.Fatalf("json back: %v", err)
	}
	if err := json.Unmarshal([]byte(`{"board":"123"}`), &back); err == nil {
		t.Fatal("json of a short board")
	}
}

func TestCounting(t *testing.T) {
	for _, tc := range []struct {
		board  string
		limit  int
		want   int
		unique bool
	}{
		{empty, 5, 5, false}, {contest, 0, 0, false}, {contest, 3, 3, false}, {contest, 5000, 2358, false},
		{leetcode, 5, 1, true}, {unsolvable, 5, 0, false},
	} {
		g := mustParse(t, tc.board)
		n, err := sudoku.CountSolutions(g, tc.limit)
		if err != nil || n != tc.want {
			t.Errorf("CountSolutions(%.9s, %d) = %d, %v; want %d", tc.board, tc.limit, n, err, tc.want)
		}
		unique, err := sudoku.IsUnique(g)
		if err != nil || unique != tc.unique {
			t.Errorf("IsUnique(%.9s) = %v, %v", tc.board, unique, err)
		}
		two, err := sudoku.Count(g)
		if err != nil || two != min(tc.want, sudoku.DefaultLimit) && tc.limit >= 2 {
			t.Errorf("Count(%.9s) = %d, %v", tc.board, two, err)
		}
	}
}

func TestSolutions(t *testing.T) {
	g := mustParse(t, empty)
	list, err := sudoku.Solutions(g, 5)
	if err != nil || len(list) != 5 {
		t.Fatalf("Solutions: %d %v", len(list), err)
	}
	first, _ := sudoku.Solve(g)
	if list[0] != first {
		t.Fatal("the first solution is not Solve's")
	}
	for i, s := range list {
		if !isSolutionOf(g, s) {
			t.Fatalf("solution %d is not one", i)
		}
		if i > 0 && string(list[i-1][:]) >= string(s[:]) {
			t.Fatalf("solutions %d and %d out of order", i-1, i)
		}
	}
	// Past 4096 asked for, the count comes first: all 2358 of the contest puzzle.
	c := mustParse(t, contest)
	all, err := sudoku.Solutions(c, 10000)
	if err != nil || len(all) != 2358 || cap(all) != 2358 {
		t.Fatalf("Solutions(contest, 10000): %d %v", len(all), err)
	}
	seen := map[sudoku.Grid]bool{}
	for _, s := range all {
		if seen[s] || !isSolutionOf(c, s) {
			t.Fatal("a repeated or wrong solution")
		}
		seen[s] = true
	}
	none, err := sudoku.Solutions(mustParse(t, unsolvable), 3)
	if err != nil || len(none) != 0 {
		t.Fatalf("unsolvable: %v %v", none, err)
	}
	zero, err := sudoku.Solutions(c, 0)
	if err != nil || zero == nil || len(zero) != 0 {
		t.Fatalf("limit 0: %v %v", zero, err)
	}
	if _, err := sudoku.Solutions(mustParse(t, "55"+empty[2:]), 0); !errors.Is(err, sudoku.ErrConflict) {
		t.Fatalf("limit 0 on a conflict: %v", err)
	}
	// Raw style in, raw style out.
	raw := sudoku.Grid{}
	rs, _ := sudoku.Solutions(raw, 1)
	if rs[0][0] != 1 || rs[0].String()[:9] != "123456789" {
		t.Fatalf("raw: %v", rs[0][:9])
	}
}

func TestCandidates(t *testing.T) {
	g := mustParse(t, leetcode)
	basic, err := sudoku.Candidates(g, sudoku.BasicCandidates)
	if err != nil || basic[0] != 0 || basic[2] != 0b1011 || !reflect.DeepEqual(sudoku.MaskDigits(basic[3]), []int{2, 6}) {
		t.Fatalf("basic: %v %v", basic[:4], err)
	}
	truth, err := sudoku.Candidates(g, sudoku.TrueCandidates)
	if err != nil {
		t.Fatal(err)
	}
	answer := mustParse(t, leetAns)
	for cell := range truth {
		if g[cell] != '.' {
			if truth[cell] != 0 || basic[cell] != 0 {
				t.Fatalf("given %d has candidates", cell)
			}
			continue
		}
		// A proper puzzle's true candidates are its solution's digits.
		if want := uint16(1) << (answer[cell] - '1'); truth[cell] != want || basic[cell]&want == 0 {
			t.Fatalf("cell %d: true %#x basic %#x, solution %c", cell, truth[cell], basic[cell], answer[cell])
		}
	}
	none, err := sudoku.Candidates(mustParse(t, unsolvable), sudoku.TrueCandidates)
	if err != nil || none != [81]uint16{} {
		t.Fatalf("unsolvable: %v", err)
	}
	if _, err := sudoku.Candidates(g, 7); !errors.Is(err, sudoku.ErrOptions) {
		t.Fatalf("kind 7: %v", err)
	}
	if sudoku.MaskDigits(0) != nil || !reflect.DeepEqual(sudoku.MaskDigits(0x1ff), []int{1, 2, 3, 4, 5, 6, 7, 8, 9}) {
		t.Fatal("MaskDigits")
	}
}

func TestGenerate(t *testing.T) {
	p1, s1, err := sudoku.Generate(2024, nil)
	if err != nil {
		t.Fatal(err)
	}
	p2, s2, _ := sudoku.Generate(2024, &sudoku.GenerateOptions{})
	if p1 != p2 || s1 != s2 {
		t.Fatal("the same seed and default options gave different puzzles")
	}
	p3, _, _ := sudoku.Generate(2025, nil)
	if p3 == p1 {
		t.Fatal("seeds 2024 and 2025 gave the same puzzle")
	}
	if unique, _ := sudoku.IsUnique(p1); !unique {
		t.Fatal("not unique")
	}
	if solved, _ := sudoku.Solve(p1); solved != s1 {
		t.Fatal("the solution is not Solve's")
	}
	for i := range p1 { // Rotate180 by default, ASCII
		if (p1[i] == '.') != (p1[80-i] == '.') || (p1[i] != '.' && (p1[i] < '1' || p1[i] > '9')) {
			t.Fatalf("cell %d: not rotate180 ASCII", i)
		}
	}
	// Minimal: no given (nor its partner) can go without losing uniqueness.
	for i := 0; i <= 40; i++ {
		if p1[i] == '.' {
			continue
		}
		q := p1
		q[i], q[80-i] = '.', '.'
		if n, _ := sudoku.Count(q); n == 1 {
			t.Fatalf("not minimal: cells %d and %d can go", i, 80-i)
		}
	}

	opts := &sudoku.GenerateOptions{Symmetry: sudoku.Mirror, MinGivens: 28, MaxGivens: 32, NotMinimal: true, Style: sudoku.Raw}
	p, s, err := sudoku.Generate(7, opts)
	if err != nil {
		t.Fatal(err)
	}
	if p.Givens() < 28 || p.Givens() > 32 {
		t.Fatalf("%d givens", p.Givens())
	}
	for i := range p {
		if p[i] > 9 || s[i] < 1 || s[i] > 9 || (p[i] == 0) != (p[i/9*9+8-i%9] == 0) {
			t.Fatalf("cell %d: not mirror raw", i)
		}
	}
	if !isSolutionOf(p, s) {
		t.Fatal("raw solution")
	}

	hard := &sudoku.GenerateOptions{MinLevel: sudoku.LevelHard, MaxLevel: sudoku.LevelHard, MaxTries: 5000}
	hp, _, err := sudoku.Generate(3, hard)
	if err != nil {
		t.Fatal(err)
	}
	if r, _ := sudoku.Rate(hp); r.Level != sudoku.LevelHard {
		t.Fatalf("level %v", r.Level)
	}
	se := &sudoku.GenerateOptions{MaxSE: 1.5}
	sp, _, err := sudoku.Generate(9, se)
	if err != nil {
		t.Fatal(err)
	}
	if r, _ := sudoku.Rate(sp); r.SE > 1.5 || r.Level != sudoku.LevelEasy {
		t.Fatalf("se %v", r.SE)
	}

	// Bounds that one try cannot meet.
	if _, _, err := sudoku.Generate(1, &sudoku.GenerateOptions{MinSE: 9, MaxTries: 1}); !errors.Is(err, sudoku.ErrGaveUp) {
		t.Fatalf("gave up: %v", err)
	}
	nan := float32(0)
	nan = nan / nan
	for i, bad := range []sudoku.GenerateOptions{
		{Symmetry: -1}, {Symmetry: sudoku.Dihedral + 1}, {Style: 2}, {MinGivens: -1}, {MinGivens: 82},
		{MaxGivens: 16}, {MaxGivens: 82}, {MinGivens: 30, MaxGivens: 20}, {MaxTries: -1},
		{MinLevel: 6}, {MaxLevel: -1}, {MinLevel: sudoku.LevelHard, MaxLevel: sudoku.LevelEasy},
		{MinSE: -1}, {MaxSE: 21}, {MinSE: nan}, {MinSE: 5, MaxSE: 4},
	} {
		_, _, err := sudoku.Generate(1, &bad)
		if !errors.Is(err, sudoku.ErrOptions) {
			t.Errorf("options %d %+v: %v", i, bad, err)
		}
		if _, _, _, err := sudoku.GenerateBatch(1, 2, &bad, 1); !errors.Is(err, sudoku.ErrOptions) {
			t.Errorf("batch options %d: %v", i, err)
		}
	}
	if sudoku.Mirror.String() != "mirror" || sudoku.Rotate180.String() != "rotate180" || sudoku.Symmetry(99).String() != "Symmetry(99)" {
		t.Error("Symmetry names")
	}
}

func TestRate(t *testing.T) {
	r, err := sudoku.Rate(mustParse(t, easy))
	want := sudoku.Rating{Level: sudoku.LevelEasy, SE: 1.2, Score: 458, Steps: 47, Hardest: sudoku.TechHiddenSingleBox}
	if err != nil || r != want {
		t.Fatalf("Rate(easy) = %+v, %v", r, err)
	}
	r, err = sudoku.Rate(mustParse(t, medium))
	if err != nil || r.Level != sudoku.LevelMedium || r.SE != 2.6 || r.Hardest != sudoku.TechPointing {
		t.Fatalf("Rate(medium) = %+v, %v", r, err)
	}
	full, err := sudoku.Rate(mustParse(t, leetAns))
	if err != nil || full != (sudoku.Rating{Level: sudoku.LevelEasy, Hardest: sudoku.TechNone}) {
		t.Fatalf("Rate(full) = %+v, %v", full, err)
	}
	if _, err := sudoku.Rate(mustParse(t, empty)); !errors.Is(err, sudoku.ErrNotUnique) {
		t.Fatalf("Rate(empty): %v", err)
	}
	if _, err := sudoku.Rate(mustParse(t, unsolvable)); !errors.Is(err, sudoku.ErrNoSolution) {
		t.Fatalf("Rate(unsolvable): %v", err)
	}
}

func TestHint(t *testing.T) {
	g := mustParse(t, easy)
	step, err := sudoku.Hint(g, nil)
	if err != nil || step.Description != "Hidden Single (box) in box 1: r1c2 is 5" || step.Technique != sudoku.TechHiddenSingleBox {
		t.Fatalf("Hint: %+v %v", step, err)
	}
	if !reflect.DeepEqual(step.Placements(), []sudoku.CellDigit{{1, 5}}) || step.Level != sudoku.LevelEasy || step.SE != 1.2 {
		t.Fatalf("Hint fields: %v %v %v", step.Placements(), step.Level, step.SE)
	}
	if !reflect.DeepEqual(step.Units(), []sudoku.Unit{{sudoku.UnitBox, 0}}) || !reflect.DeepEqual(step.Digits(), []int{5}) {
		t.Fatalf("Hint units %v digits %v", step.Units(), step.Digits())
	}
	// From the player's pencil marks: the basic candidates are where a
	// player starts, so the same hint.
	marks, _ := sudoku.Candidates(g, sudoku.BasicCandidates)
	same, err := sudoku.Hint(g, &marks)
	if err != nil || !reflect.DeepEqual(same, step) {
		t.Fatalf("Hint with marks: %+v %v", same, err)
	}
	// Marks that rule out a cell's solution digit.
	marks[1] &^= 1 << 4
	if _, err := sudoku.Hint(g, &marks); !errors.Is(err, sudoku.ErrNoSolution) {
		t.Fatalf("Hint with wrong marks: %v", err)
	}
	if none, err := sudoku.Hint(mustParse(t, leetAns), nil); none != nil || err != nil {
		t.Fatalf("Hint(full): %v %v", none, err)
	}
	if _, err := sudoku.Hint(mustParse(t, empty), nil); !errors.Is(err, sudoku.ErrNotUnique) {
		t.Fatalf("Hint(empty): %v", err)
	}
}

// A position part way along a puzzle's path, and the player's pencil marks
// there (bit d-1 for digit d), where the easiest step is a W-Wing, which
// Rate and Explain leave out: 4 and 8 in r5c6 and r8c5, linked by the 4s of
// column 2; 8 comes out of r8c6.
const wWingBoard = "8764321954.5..182.2.1..547..871692.4..9.2.7.112..5.6.9...2..5.8..25..9.7.58.16342"

var wWingMarks = [sudoku.Cells]uint16{
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 276, 0, 352, 320, 0, 0, 0, 310, 0, 388, 0, 488, 456, 0, 0, 0, 292,
	148, 0, 0, 0, 0, 0, 0, 279, 0, 180, 184, 0, 141, 0, 136, 0, 149, 0, 0, 0, 12, 460, 0, 456, 0, 390, 0,
	320, 33, 12, 0, 328, 356, 0, 289, 0, 292, 297, 0, 0, 392, 420, 0, 289, 0, 320, 0, 0, 320, 0, 0, 0, 0, 0,
}

func TestHintMayBeAWWing(t *testing.T) {
	g := mustParse(t, wWingBoard)
	marks := wWingMarks
	step, err := sudoku.Hint(g, &marks)
	if err != nil || step == nil {
		t.Fatalf("Hint: %+v %v", step, err)
	}
	if step.Technique != sudoku.TechWWing || int(step.Technique) != 40 || step.Technique.String() != "W-Wing" || step.SE != 4.4 {
		t.Fatalf("Hint: technique %d %q, SE %v", int(step.Technique), step.Technique, step.SE)
	}
	// 8 comes out of r8c6 (cell 68) and nothing else; nothing is placed.
	if !reflect.DeepEqual(step.Eliminations(), []sudoku.CellDigit{{68, 8}}) || len(step.Placements()) != 0 {
		t.Fatalf("Hint: eliminations %v, placements %v", step.Eliminations(), step.Placements())
	}
	const sentence = "W-Wing on 4 and 8 in r5c6 and r8c5, linked by 4 in column 2: 8 comes out of r8c6"
	if step.Description != sentence {
		t.Fatalf("Hint: %q", step.Description)
	}
	if described, err := sudoku.Describe(step); err != nil || described != sentence {
		t.Fatalf("Describe: %q %v", described, err)
	}
	if solution, err := sudoku.Solve(g); err != nil || solution[68] == '8' {
		t.Fatalf("Solve: %q %v", solution[:], err)
	}
	// The rating path leaves W-Wing out.
	path, err := sudoku.Explain(g)
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range path {
		if s.Technique == sudoku.TechWWing {
			t.Fatalf("step %d of the path is a W-Wing: %s", i, s.Description)
		}
	}
	if r, err := sudoku.Rate(g); err != nil || r.Hardest == sudoku.TechWWing {
		t.Fatalf("Rate: %+v %v", r, err)
	}
}

func TestExplain(t *testing.T) {
	for _, board := range []string{easy, medium, leetcode} {
		g := mustParse(t, board)
		path, err := sudoku.Explain(g)
		if err != nil {
			t.Fatal(err)
		}
		r, _ := sudoku.Rate(g)
		if len(path) != r.Steps {
			t.Fatalf("%d steps, Rate says %d", len(path), r.Steps)
		}
		replay := g
		hardest := float32(0)
		for i := range path {
			step := &path[i]
			for _, p := range step.Placements() {
				if replay[p.Cell] != '.' {
					t.Fatalf("step %d places in a filled cell", i)
				}
				replay[p.Cell] = '0' + byte(p.Digit)
			}
			text, err := sudoku.Describe(step)
			if err != nil || text != step.Description || text == "" {
				t.Fatalf("Describe: %q %v, Description %q", text, err, step.Description)
			}
			if step.Technique.String() == "" || step.Level < sudoku.LevelEasy || step.Level > sudoku.LevelExtreme {
				t.Fatalf("step %d: %+v", i, step)
			}
			hardest = max(hardest, step.SE)
		}
		solved, _ := sudoku.Solve(g)
		if replay != solved || hardest != r.SE {
			t.Fatalf("the replayed path: %q, hardest %v (Rate %v)", replay[:], hardest, r.SE)
		}
	}
	path, err := sudoku.Explain(mustParse(t, easy))
	if err != nil || len(path) != 47 || path[0].Technique != sudoku.TechHiddenSingleBox {
		t.Fatalf("Explain(easy): %d %v", len(path), err)
	}
	if full, err := sudoku.Explain(mustParse(t, leetAns)); err != nil || len(full) != 0 {
		t.Fatalf("Explain(full): %d %v", len(full), err)
	}
	if _, err := sudoku.Explain(mustParse(t, contest)); !errors.Is(err, sudoku.ErrNotUnique) {
		t.Fatalf("Explain(contest): %v", err)
	}
	bad := path[0]
	bad.Technique = 99
	if _, err := sudoku.Describe(&bad); !errors.Is(err, sudoku.ErrOptions) {
		t.Fatalf("Describe(technique 99): %v", err)
	}
}

func TestNames(t *testing.T) {
	seen := map[string]bool{}
	// TechWWing, numbered after TechGuess, is the last technique.
	for tech := sudoku.TechFullHouse; tech <= sudoku.TechWWing; tech++ {
		name := tech.String()
		if name == "" || seen[name] || strings.HasPrefix(name, "Technique(") {
			t.Errorf("technique %d: %q", int(tech), name)
		}
		seen[name] = true
	}
	if len(seen) != 40 || int(sudoku.TechGuess) != 39 || int(sudoku.TechWWing) != 40 {
		t.Errorf("%d technique names; TechGuess %d, TechWWing %d", len(seen), int(sudoku.TechGuess), int(sudoku.TechWWing))
	}
	if sudoku.TechXWing.String() != "X-Wing" || sudoku.TechGuess.String() != "Guess" || sudoku.TechWWing.String() != "W-Wing" ||
		sudoku.TechNone.String() != "none" || sudoku.Technique(41).String() != "Technique(41)" {
		t.Error("technique names")
	}
	if sudoku.LevelEasy.String() != "easy" || sudoku.LevelExtreme.String() != "extreme" || sudoku.Level(0).String() != "Level(0)" {
		t.Error("level names")
	}
	if (sudoku.Unit{Kind: sudoku.UnitColumn, Index: 8}).String() != "column 9" {
		t.Error("unit name")
	}
}

func TestVersion(t *testing.T) {
	cargo, err := os.ReadFile(filepath.Join("..", "..", "Cargo.toml"))
	if err != nil {
		t.Fatal(err)
	}
	want := regexp.MustCompile(`(?m)^version = "(.*)"`).FindSubmatch(cargo)[1]
	if sudoku.Version() != string(want) || sudoku.HeaderVersion() != string(want) {
		t.Fatalf("Version %q, HeaderVersion %q, Cargo.toml %q", sudoku.Version(), sudoku.HeaderVersion(), want)
	}
}

func TestStatuses(t *testing.T) {
	for status, sentinel := range map[sudoku.Status]error{
		sudoku.StatusNull: sudoku.ErrNull, sudoku.StatusBadCell: sudoku.ErrBadCell,
		sudoku.StatusConflict: sudoku.ErrConflict, sudoku.StatusNoSolution: sudoku.ErrNoSolution,
		sudoku.StatusInternal: sudoku.ErrInternal, sudoku.StatusOptions: sudoku.ErrOptions,
		sudoku.StatusGaveUp: sudoku.ErrGaveUp, sudoku.StatusNotUnique: sudoku.ErrNotUnique,
		sudoku.StatusSpace: sudoku.ErrSpace,
	} {
		err := status.Err()
		if err != sentinel || !errors.Is(err, sentinel) {
			t.Errorf("%d: Err %v", status, err)
		}
		if got, ok := sudoku.StatusOf(err); !ok || got != status {
			t.Errorf("%d: StatusOf %d", status, got)
		}
		if !strings.HasPrefix(err.Error(), "sudoku: ") || status.String() == "" {
			t.Errorf("%d: message %q", status, err.Error())
		}
		for other := sudoku.StatusSpace; other < 0; other++ {
			if other != status && errors.Is(err, other.Err()) {
				t.Errorf("%v is also %v", err, other.Err())
			}
		}
	}
	if sudoku.StatusOK.Err() != nil {
		t.Error("StatusOK.Err() is not nil")
	}
	unknown := sudoku.Status(-99).Err()
	if unknown == nil || !errors.Is(unknown, sudoku.Status(-99).Err()) || errors.Is(unknown, sudoku.ErrInternal) {
		t.Errorf("unknown status: %v", unknown)
	}
	if s, ok := sudoku.StatusOf(nil); !ok || s != sudoku.StatusOK {
		t.Error("StatusOf(nil)")
	}
	if _, ok := sudoku.StatusOf(errors.New("x")); ok {
		t.Error("StatusOf(other)")
	}
	if s, _ := sudoku.StatusOf(&sudoku.BatchError{Err: sudoku.ErrGaveUp}); s != sudoku.StatusGaveUp {
		t.Error("StatusOf(BatchError)")
	}
}

// The cgo calls are marked noescape: a Grid passed to the library stays on
// the stack, so solving a puzzle allocates nothing.
func TestSolveAllocatesNothing(t *testing.T) {
	g := mustParse(t, leetcode)
	allocs := testing.AllocsPerRun(100, func() {
		if _, err := sudoku.Solve(g); err != nil {
			t.Fatal(err)
		}
		if _, err := sudoku.CountSolutions(g, 2); err != nil {
			t.Fatal(err)
		}
		if !sudoku.IsValid(g) {
			t.Fatal("not valid")
		}
	})
	if allocs != 0 {
		t.Fatalf("%v allocations per Solve, CountSolutions and IsValid", allocs)
	}
}
