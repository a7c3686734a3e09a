package sudoku_test

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	sudoku "github.com/libsudoku/libsudoku/bindings/go"
)

// knownCase is one line of tests/data/known_answers.txt.
type knownCase struct {
	category, name string
	puzzle         sudoku.Grid
	count          int // solutions counted up to 1000; -1 where counting is an error
	status         sudoku.Status
	answer         sudoku.Grid
	hasAnswer      bool
}

// unescape decodes the file's \xHH escapes.
func unescape(t testing.TB, s string) string {
	t.Helper()
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+3 < len(s) && s[i+1] == 'x' {
			v, err := strconv.ParseUint(s[i+2:i+4], 16, 8)
			if err != nil {
				t.Fatalf("bad escape in %q: %v", s, err)
			}
			b.WriteByte(byte(v))
			i += 3
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

var knownPath = filepath.Join("..", "..", "tests", "data", "known_answers.txt")

func knownAnswers(t testing.TB) []knownCase {
	t.Helper()
	f, err := os.Open(knownPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []knownCase
	scanner := bufio.NewScanner(f)
	for scanner.Scan() {
		line := scanner.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, "|")
		if len(fields) != 6 {
			t.Fatalf("%q: %d fields, not 6", line, len(fields))
		}
		c := knownCase{category: fields[0], name: fields[1], count: -1}
		puzzle := unescape(t, fields[2])
		if len(puzzle) != sudoku.Cells {
			t.Fatalf("%s: puzzle of %d bytes", c.name, len(puzzle))
		}
		copy(c.puzzle[:], puzzle)
		if fields[3] != "-" {
			if c.count, err = strconv.Atoi(fields[3]); err != nil {
				t.Fatal(err)
			}
		}
		status, err := strconv.Atoi(fields[4])
		if err != nil {
			t.Fatal(err)
		}
		c.status = sudoku.Status(status)
		if fields[5] != "-" {
			answer := unescape(t, fields[5])
			if len(answer) != sudoku.Cells {
				t.Fatalf("%s: answer of %d bytes", c.name, len(answer))
			}
			copy(c.answer[:], answer)
			c.hasAnswer = true
		}
		cases = append(cases, c)
	}
	if err := scanner.Err(); err != nil {
		t.Fatal(err)
	}
	if len(cases) < 50 {
		t.Fatalf("only %d known answers read", len(cases))
	}
	return cases
}

// isSolutionOf reports whether s is a complete valid grid that keeps every
// given of g.
func isSolutionOf(g, s sudoku.Grid) bool {
	if s.Givens() != sudoku.Cells || !sudoku.IsValid(s) {
		return false
	}
	gr, sr := g.Rows(), s.Rows()
	for r := range gr {
		for c := range gr[r] {
			if gr[r][c] != 0 && gr[r][c] != sr[r][c] {
				return false
			}
		}
	}
	return true
}

func mustParse(t testing.TB, s string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.ParseGrid(s)
	if err != nil {
		t.Fatalf("ParseGrid(%q): %v", s, err)
	}
	return g
}

const (
	contest  = ".26.........5.2..4...1....7.3..2.18....3.9....54.1..7.5....1...6..9.7.........75."
	leetcode = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	leetAns  = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
	easy     = "3..97.1..764...38........5.2.9.34.1...5.86......5...2..1..4.67..28.5.93..7.3.2.45"
	medium   = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	// Norvig's puzzle with no solution (valid givens).
	unsolvable = ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4........."
	empty      = "................................................................................."
)
