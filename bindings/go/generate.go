package sudoku

/*
#include <sudoku.h>

#cgo noescape sudoku_generate
#cgo nocallback sudoku_generate
#cgo noescape sudoku_generate_options_init_sized
#cgo nocallback sudoku_generate_options_init_sized
*/
import "C"

import (
	"fmt"
	"math"
	"unsafe"
)

// Symmetry says which cells a generated puzzle gives or leaves out
// together. The zero value is Rotate180, the library's default. (The
// numbers are this package's, so that the zero value is the default; they
// are not the C library's SUDOKU_SYMMETRY_* values.)
type Symmetry int

const (
	// Rotate180: cell i and cell 80-i (a half-turn about the centre).
	Rotate180 Symmetry = iota
	// NoSymmetry: every cell given or left out on its own.
	NoSymmetry
	// Rotate90: the four quarter-turns about the centre.
	Rotate90
	// Mirror: left and right, column c and column 8-c.
	Mirror
	// Flip: top and bottom, row r and row 8-r.
	Flip
	// Diagonal: about the main diagonal, (r, c) and (c, r).
	Diagonal
	// Antidiagonal: about the anti-diagonal, (r, c) and (8-c, 8-r).
	Antidiagonal
	// Dihedral: all eight symmetries of the square at once.
	Dihedral
)

var symmetryCodes = [...]C.uint32_t{
	Rotate180: C.SUDOKU_SYMMETRY_ROTATE180, NoSymmetry: C.SUDOKU_SYMMETRY_NONE,
	Rotate90: C.SUDOKU_SYMMETRY_ROTATE90, Mirror: C.SUDOKU_SYMMETRY_MIRROR, Flip: C.SUDOKU_SYMMETRY_FLIP,
	Diagonal: C.SUDOKU_SYMMETRY_DIAGONAL, Antidiagonal: C.SUDOKU_SYMMETRY_ANTIDIAGONAL,
	Dihedral: C.SUDOKU_SYMMETRY_DIHEDRAL,
}

var symmetryNames = [...]string{"rotate180", "none", "rotate90", "mirror", "flip", "diagonal",
	"antidiagonal", "dihedral"}

func (s Symmetry) String() string {
	if s >= 0 && int(s) < len(symmetryNames) {
		return symmetryNames[s]
	}
	return fmt.Sprintf("Symmetry(%d)", int(s))
}

// Style is the byte style of the boards Generate writes.
type Style int

const (
	// ASCII: '.' for empty, '1'-'9' (the default).
	ASCII Style = C.SUDOKU_STYLE_ASCII
	// Raw: 0 for empty, 1-9.
	Raw Style = C.SUDOKU_STYLE_RAW
)

// GenerateOptions says what Generate makes. The zero value (and a nil
// *GenerateOptions) is the library's defaults: Rotate180 symmetry,
// minimal puzzles, no bounds on the givens or the difficulty, ASCII,
// 1000 tries (20,000 with a bound on the difficulty).
type GenerateOptions struct {
	// Symmetry: which cells are given or left out together.
	Symmetry Symmetry
	// NotMinimal: skip the removals that would go below MinGivens, which
	// leaves more givens (easier puzzles). False (the default): no given,
	// or symmetric group of givens, can be taken out without losing
	// uniqueness.
	NotMinimal bool
	// MinGivens: at least this many givens (0-81; 0 for no bound).
	MinGivens int
	// MaxGivens: at most this many givens (17-81; 0 for no bound).
	MaxGivens int
	// Style of both boards.
	Style Style
	// MaxTries: grids to try before ErrGaveUp (0 for the default, 1000,
	// or 20,000 with a bound on the difficulty; about 0.05 ms each
	// unrated).
	MaxTries int
	// MinLevel, MaxLevel: bounds on Rate(puzzle).Level (0 for no bound).
	MinLevel, MaxLevel Level
	// MinSE, MaxSE: bounds on Rate(puzzle).SE, 0-20 (0 for no bound).
	// With any of the four difficulty bounds, each try is one grid whose
	// puzzle is rated, so a rare difficulty may need a larger MaxTries.
	MinSE, MaxSE float32
}

// The fewest givens a puzzle with one solution can have, and the highest
// rating a bound may be.
const (
	minProperGivens = 17
	maxSE           = 20
)

// options checks opts and makes the C struct; errors wrap ErrOptions.
func (opts *GenerateOptions) options() (C.sudoku_generate_options, error) {
	var o C.sudoku_generate_options
	C.sudoku_generate_options_init_sized(&o, C.size_t(unsafe.Sizeof(o)))
	if opts == nil {
		return o, nil
	}
	bad := func(format string, args ...any) (C.sudoku_generate_options, error) {
		return o, fmt.Errorf("%w: "+format, append([]any{ErrOptions}, args...)...)
	}
	if opts.Symmetry < 0 || int(opts.Symmetry) >= len(symmetryCodes) {
		return bad("unknown symmetry %d", int(opts.Symmetry))
	}
	if opts.Style != ASCII && opts.Style != Raw {
		return bad("unknown style %d", int(opts.Style))
	}
	if opts.MinGivens < 0 || opts.MinGivens > Cells {
		return bad("MinGivens is 0-81, not %d", opts.MinGivens)
	}
	if opts.MaxGivens != 0 && (opts.MaxGivens < minProperGivens || opts.MaxGivens > Cells) {
		return bad("MaxGivens is 0 (no bound) or 17-81 (no proper puzzle has fewer givens), not %d", opts.MaxGivens)
	}
	if opts.MaxGivens != 0 && opts.MinGivens > opts.MaxGivens {
		return bad("MinGivens %d is above MaxGivens %d", opts.MinGivens, opts.MaxGivens)
	}
	if opts.MaxTries < 0 || opts.MaxTries > math.MaxUint32 {
		return bad("MaxTries is 0 (the default) to %d, not %d", uint32(math.MaxUint32), opts.MaxTries)
	}
	for _, l := range [2]Level{opts.MinLevel, opts.MaxLevel} {
		if l < 0 || l > LevelExtreme {
			return bad("a level bound is 0 (no bound) or 1-5, not %d", int(l))
		}
	}
	if opts.MinLevel != 0 && opts.MaxLevel != 0 && opts.MinLevel > opts.MaxLevel {
		return bad("MinLevel %v is above MaxLevel %v", opts.MinLevel, opts.MaxLevel)
	}
	for _, se := range [2]float32{opts.MinSE, opts.MaxSE} {
		if se != se || se < 0 || se > maxSE {
			return bad("a rating bound is 0 (no bound) to 20, not %v", se)
		}
	}
	if opts.MaxSE != 0 && opts.MinSE > opts.MaxSE {
		return bad("MinSE %v is above MaxSE %v", opts.MinSE, opts.MaxSE)
	}
	o.symmetry = symmetryCodes[opts.Symmetry]
	if opts.NotMinimal {
		o.minimal = 0
	} else {
		o.minimal = 1
	}
	o.min_givens = C.uint32_t(opts.MinGivens)
	o.max_givens = C.uint32_t(opts.MaxGivens)
	o.style = C.uint32_t(opts.Style)
	o.max_tries = C.uint32_t(opts.MaxTries)
	o.min_level = C.uint32_t(opts.MinLevel)
	o.max_level = C.uint32_t(opts.MaxLevel)
	o.min_se = C.float(opts.MinSE)
	o.max_se = C.float(opts.MaxSE)
	return o, nil
}

// Generate makes a puzzle with exactly one solution, and that solution,
// from a seed: the same seed and options give the same puzzle on every
// platform, every run and every goroutine (within a MAJOR.MINOR version of
// the library). opts may be nil for the defaults. Options out of range are
// an error wrapping ErrOptions (before the library is called); ErrGaveUp
// when no puzzle met the bounds within MaxTries grids.
func Generate(seed uint64, opts *GenerateOptions) (puzzle, solution Grid, err error) {
	o, err := opts.options()
	if err != nil {
		return Grid{}, Grid{}, err
	}
	if status := C.sudoku_generate(C.uint64_t(seed), &o, cells(&puzzle), cells(&solution)); status != C.SUDOKU_OK {
		return Grid{}, Grid{}, fail(status, nil)
	}
	return puzzle, solution, nil
}
