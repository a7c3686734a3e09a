package sudoku

/*
#include <sudoku.h>

#cgo noescape sudoku_rate
#cgo nocallback sudoku_rate
#cgo noescape sudoku_hint
#cgo nocallback sudoku_hint
#cgo noescape sudoku_explain
#cgo nocallback sudoku_explain
#cgo noescape sudoku_describe
#cgo nocallback sudoku_describe
*/
import "C"

import (
	"fmt"
	"math"
	"unsafe"
)

// Level is a difficulty level, from LevelEasy (1) to LevelExtreme (5):
// the level of the hardest technique a puzzle's human solving path needs.
type Level int

// The levels (the C library's SUDOKU_LEVEL_*).
const (
	// LevelEasy: singles only.
	LevelEasy Level = C.SUDOKU_LEVEL_EASY
	// LevelMedium: also locked candidates, hidden and naked pairs and triples.
	LevelMedium Level = C.SUDOKU_LEVEL_MEDIUM
	// LevelHard: also fish, wings, quads, uniqueness.
	LevelHard Level = C.SUDOKU_LEVEL_HARD
	// LevelExpert: also chains and loops.
	LevelExpert Level = C.SUDOKU_LEVEL_EXPERT
	// LevelExtreme: also forcing chains, or a guess.
	LevelExtreme Level = C.SUDOKU_LEVEL_EXTREME
)

var levelNames = [...]string{LevelEasy: "easy", LevelMedium: "medium", LevelHard: "hard",
	LevelExpert: "expert", LevelExtreme: "extreme"}

// String gives the level's name, "easy" to "extreme".
func (l Level) String() string {
	if l >= LevelEasy && l <= LevelExtreme {
		return levelNames[l]
	}
	return fmt.Sprintf("Level(%d)", int(l))
}

// Technique is a solving technique (the C library's SUDOKU_TECH_*);
// String gives its English name ("X-Wing").
type Technique int

// The techniques, easiest first.
const (
	// TechNone: no step (every cell is given).
	TechNone Technique = C.SUDOKU_TECH_NONE
	// TechFullHouse: Full House.
	TechFullHouse Technique = C.SUDOKU_TECH_FULL_HOUSE
	// TechHiddenSingleBox: Hidden Single (box).
	TechHiddenSingleBox Technique = C.SUDOKU_TECH_HIDDEN_SINGLE_BOX
	// TechHiddenSingleLine: Hidden Single (row or column).
	TechHiddenSingleLine Technique = C.SUDOKU_TECH_HIDDEN_SINGLE_LINE
	// TechDirectPointing: Direct Pointing.
	TechDirectPointing Technique = C.SUDOKU_TECH_DIRECT_POINTING
	// TechDirectClaiming: Direct Claiming.
	TechDirectClaiming Technique = C.SUDOKU_TECH_DIRECT_CLAIMING
	// TechDirectHiddenPair: Direct Hidden Pair.
	TechDirectHiddenPair Technique = C.SUDOKU_TECH_DIRECT_HIDDEN_PAIR
	// TechNakedSingle: Naked Single.
	TechNakedSingle Technique = C.SUDOKU_TECH_NAKED_SINGLE
	// TechDirectHiddenTriple: Direct Hidden Triple.
	TechDirectHiddenTriple Technique = C.SUDOKU_TECH_DIRECT_HIDDEN_TRIPLE
	// TechPointing: Pointing.
	TechPointing Technique = C.SUDOKU_TECH_POINTING
	// TechClaiming: Claiming.
	TechClaiming Technique = C.SUDOKU_TECH_CLAIMING
	// TechNakedPair: Naked Pair.
	TechNakedPair Technique = C.SUDOKU_TECH_NAKED_PAIR
	// TechXWing: X-Wing.
	TechXWing Technique = C.SUDOKU_TECH_X_WING
	// TechHiddenPair: Hidden Pair.
	TechHiddenPair Technique = C.SUDOKU_TECH_HIDDEN_PAIR
	// TechNakedTriple: Naked Triple.
	TechNakedTriple Technique = C.SUDOKU_TECH_NAKED_TRIPLE
	// TechSwordfish: Swordfish.
	TechSwordfish Technique = C.SUDOKU_TECH_SWORDFISH
	// TechHiddenTriple: Hidden Triple.
	TechHiddenTriple Technique = C.SUDOKU_TECH_HIDDEN_TRIPLE
	// TechStrongLinks: Strong Links.
	TechStrongLinks Technique = C.SUDOKU_TECH_STRONG_LINKS
	// TechXYWing: XY-Wing.
	TechXYWing Technique = C.SUDOKU_TECH_XY_WING
	// TechXYZWing: XYZ-Wing.
	TechXYZWing Technique = C.SUDOKU_TECH_XYZ_WING
	// TechUniqueRectangle: Unique Rectangle.
	TechUniqueRectangle Technique = C.SUDOKU_TECH_UNIQUE_RECTANGLE
	// TechNakedQuad: Naked Quad.
	TechNakedQuad Technique = C.SUDOKU_TECH_NAKED_QUAD
	// TechJellyfish: Jellyfish.
	TechJellyfish Technique = C.SUDOKU_TECH_JELLYFISH
	// TechHiddenQuad: Hidden Quad.
	TechHiddenQuad Technique = C.SUDOKU_TECH_HIDDEN_QUAD
	// TechWXYZWing: WXYZ-Wing.
	TechWXYZWing Technique = C.SUDOKU_TECH_WXYZ_WING
	// TechBUG: BUG.
	TechBUG Technique = C.SUDOKU_TECH_BUG
	// TechVWXYZWing: VWXYZ-Wing.
	TechVWXYZWing Technique = C.SUDOKU_TECH_VWXYZ_WING
	// TechAlignedPairExclusion: Aligned Pair Exclusion.
	TechAlignedPairExclusion Technique = C.SUDOKU_TECH_ALIGNED_PAIR_EXCLUSION
	// TechUVWXYZWing: UVWXYZ-Wing.
	TechUVWXYZWing Technique = C.SUDOKU_TECH_UVWXYZ_WING
	// TechXCycle: X-Cycle.
	TechXCycle Technique = C.SUDOKU_TECH_X_CYCLE
	// TechYCycle: Y-Cycle.
	TechYCycle Technique = C.SUDOKU_TECH_Y_CYCLE
	// TechForcingXChain: Forcing X-Chain.
	TechForcingXChain Technique = C.SUDOKU_TECH_FORCING_X_CHAIN
	// TechCycle: Cycle.
	TechCycle Technique = C.SUDOKU_TECH_CYCLE
	// TechForcingChain: Forcing Chain.
	TechForcingChain Technique = C.SUDOKU_TECH_FORCING_CHAIN
	// TechNishio: Nishio Forcing Chain.
	TechNishio Technique = C.SUDOKU_TECH_NISHIO
	// TechCellForcingChains: Multiple Forcing Chains.
	TechCellForcingChains Technique = C.SUDOKU_TECH_CELL_FORCING_CHAINS
	// TechRegionForcingChains: Region Forcing Chains.
	TechRegionForcingChains Technique = C.SUDOKU_TECH_REGION_FORCING_CHAINS
	// TechDynamicForcingChains: Dynamic Forcing Chains.
	TechDynamicForcingChains Technique = C.SUDOKU_TECH_DYNAMIC_FORCING_CHAINS
	// TechDynamicForcingChainsPlus: Dynamic Forcing Chains (+).
	TechDynamicForcingChainsPlus Technique = C.SUDOKU_TECH_DYNAMIC_FORCING_CHAINS_PLUS
	// TechGuess: Guess.
	TechGuess Technique = C.SUDOKU_TECH_GUESS
	// TechWWing: W-Wing (4.4, after XYZ-Wing), in hints only (see Hint):
	// Rate and Explain leave it out, as Sudoku Explainer does, to stay on
	// its scale. Numbered after TechGuess because it came later.
	TechWWing Technique = C.SUDOKU_TECH_W_WING
)

// The highest technique number (TechGuess is not: TechWWing came later).
const lastTechnique = TechWWing

// The names, read from the library once (sudoku_technique_name).
var techniqueNames = func() []string {
	names := make([]string, lastTechnique+1)
	for t := range names {
		if name := C.sudoku_technique_name(C.uint32_t(t)); name != nil {
			names[t] = C.GoString(name)
		}
	}
	return names
}()

// String gives the technique's English name (sudoku_technique_name):
// "X-Wing", "Hidden Single (box)"; "none" for TechNone and
// "Technique(N)" for a number that names no technique.
func (t Technique) String() string {
	if t >= 0 && int(t) < len(techniqueNames) && techniqueNames[t] != "" {
		return techniqueNames[t]
	}
	if t == TechNone {
		return "none"
	}
	return fmt.Sprintf("Technique(%d)", int(t))
}

// UnitKind is the kind of a unit: a row, a column or a box.
type UnitKind int

// The unit kinds (the C library's SUDOKU_UNIT_*).
const (
	UnitNone   UnitKind = C.SUDOKU_UNIT_NONE
	UnitRow    UnitKind = C.SUDOKU_UNIT_ROW
	UnitColumn UnitKind = C.SUDOKU_UNIT_COLUMN
	UnitBox    UnitKind = C.SUDOKU_UNIT_BOX
)

func (k UnitKind) String() string {
	switch k {
	case UnitRow:
		return "row"
	case UnitColumn:
		return "column"
	case UnitBox:
		return "box"
	case UnitNone:
		return "none"
	}
	return fmt.Sprintf("UnitKind(%d)", int(k))
}

// Unit is one row, column or box: Index 0-8 (boxes numbered row-major).
type Unit struct {
	Kind  UnitKind
	Index int
}

// String names the unit as a person counts, from 1: "row 3", "box 9".
func (u Unit) String() string { return fmt.Sprintf("%v %d", u.Kind, u.Index+1) }

// Rating says how hard a puzzle is for a person (see Rate).
type Rating struct {
	// Level of the hardest step on the path.
	Level Level
	// SE is the Sudoku Explainer rating of the hardest step, rounded to a
	// tenth (1.0 full house, 1.2 hidden single, ... about 9 and up for the
	// hardest known puzzles); 0 for a board with every cell given.
	SE float32
	// Score is the sum of the steps' scores (HoDoKu-style).
	Score int
	// Steps is the number of steps on the path.
	Steps int
	// Hardest is the hardest step's technique (the first, if several
	// tie); TechNone for a board with every cell given.
	Hardest Technique
}

// CellDigit is a digit (1-9) in a cell (0-80): a placement or an
// elimination of a Step.
type CellDigit struct {
	Cell  int
	Digit int
}

// Step is one step of a human-style solution (see Hint and Explain).
// Cells are 0-80, row-major; masks have bit d-1 for digit d. The
// methods give the masks as lists.
type Step struct {
	// Technique of the step (TechGuess only where no technique applies;
	// TechWWing only from Hint).
	Technique Technique
	// SE is this step's Sudoku Explainer rating, rounded to a tenth.
	SE float32
	// Level of the technique.
	Level Level
	// UnitMask: the units the pattern lives in, bit u for unit u (rows
	// 0-8, columns 9-17, boxes 18-26); for locked candidates and fish the
	// base units, for singles the unit the digit is single in. Units()
	// lists them.
	UnitMask uint32
	// CoverMask: the units whose other cells lose candidates (locked
	// candidates and fish), else 0. Cover() lists them.
	CoverMask uint32
	// DigitMask: the digits the pattern is about. Digits() lists them.
	DigitMask uint16
	// Length: the nodes of a chain, the links of a strong-link pattern,
	// the cells of a wing; else 0.
	Length int
	// Eliminate: per cell, the candidates the step takes out.
	Eliminate [Cells]uint16
	// Pattern: per cell, the candidates that make up the pattern (what to
	// highlight); its cells are those with a nonzero mask.
	Pattern [Cells]uint16
	// Place: per cell, the digit the step places (0: none).
	Place [Cells]uint8
	// Description is one English sentence saying what the step does
	// (cells written r<row>c<column>, from 1), as Describe makes it.
	Description string
}

// Placements lists the digits the step places, by cell.
func (s *Step) Placements() []CellDigit {
	var out []CellDigit
	for cell, d := range s.Place {
		if d != 0 {
			out = append(out, CellDigit{cell, int(d)})
		}
	}
	return out
}

// Eliminations lists the candidates the step takes out, by cell, then digit.
func (s *Step) Eliminations() []CellDigit {
	var out []CellDigit
	for cell, mask := range s.Eliminate {
		for _, d := range MaskDigits(mask) {
			out = append(out, CellDigit{cell, d})
		}
	}
	return out
}

// Cells lists the cells of the pattern that justifies the step, in order.
func (s *Step) Cells() []int {
	var out []int
	for cell, mask := range s.Pattern {
		if mask != 0 {
			out = append(out, cell)
		}
	}
	return out
}

// Digits lists the digits the pattern is about.
func (s *Step) Digits() []int { return MaskDigits(s.DigitMask) }

// Units lists the units of UnitMask.
func (s *Step) Units() []Unit { return units(s.UnitMask) }

// Cover lists the units of CoverMask.
func (s *Step) Cover() []Unit { return units(s.CoverMask) }

func units(mask uint32) []Unit {
	var out []Unit
	for u := 0; u < 27; u++ {
		if mask&(1<<u) != 0 {
			out = append(out, Unit{UnitKind(u/9 + 1), u % 9})
		}
	}
	return out
}

func tenth(x C.float) float32 { return float32(math.Round(float64(x)*10) / 10) }

// Rate says how hard a puzzle is for a person: it is solved with human
// techniques, easiest first, as Sudoku Explainer does, and rated by the
// hardest step on that path. Errors: ErrNotUnique (several solutions),
// ErrNoSolution, *BadCellError, *ConflictError.
func Rate(g Grid) (Rating, error) {
	var r C.sudoku_rating
	r.size = C.uint32_t(unsafe.Sizeof(r))
	if status := C.sudoku_rate(cells(&g), &r); status != C.SUDOKU_OK {
		return Rating{}, fail(status, &g)
	}
	return rating(&r), nil
}

func rating(r *C.sudoku_rating) Rating {
	return Rating{Level: Level(r.level), SE: tenth(r.se), Score: int(r.score), Steps: int(r.steps),
		Hardest: Technique(r.hardest)}
}

// Hint gives the next step from where the player is: the easiest the
// logic solver finds (a TechGuess placing the solution's digit when no
// technique applies), or nil (and no error) when every cell is filled.
// g holds the givens and the player's digits; marks is nil (every
// candidate no given rules out) or the player's pencil marks, one mask per
// cell (bit d-1 for digit d, as Candidates gives; entries for filled
// cells are ignored, and a mark a given rules out is dropped). Errors:
// ErrNotUnique, ErrNoSolution (also for marks that rule out a cell's
// solution digit), *BadCellError, *ConflictError.
//
// The hint may be a TechWWing: Sudoku Explainer's default set leaves
// W-Wing out, so Rate and Explain do too (their numbers stay on its
// scale), but it is often the easiest step a player can take.
func Hint(g Grid, marks *[Cells]uint16) (*Step, error) {
	var raw C.sudoku_step
	raw.size = C.uint32_t(unsafe.Sizeof(raw))
	var m *C.uint16_t
	if marks != nil {
		for cell, mask := range marks {
			if mask > 0x1ff {
				return nil, fmt.Errorf("sudoku: cell %d's pencil marks are %#x: masks are 0-0x1ff (bit d-1 for digit d)",
					cell, mask)
			}
		}
		m = (*C.uint16_t)(unsafe.Pointer(&marks[0]))
	}
	if status := C.sudoku_hint(cells(&g), m, &raw); status != C.SUDOKU_OK {
		return nil, fail(status, &g)
	}
	if raw.technique == C.SUDOKU_TECH_NONE {
		return nil, nil
	}
	step, err := goStep(&raw)
	if err != nil {
		return nil, err
	}
	return &step, nil
}

// Room for this many steps at first (most paths are shorter); a longer
// path is asked for again with the room the library says it needs.
const stepsAtOnce = 128

// Explain gives the whole easiest-first path from the givens to the
// solution: the steps Rate measures, in order (never a TechWWing, which
// only Hint gives). Replaying their placements
// fills in the solution. A board with every cell given has none. Errors:
// as Rate.
func Explain(g Grid) ([]Step, error) {
	room := stepsAtOnce
	for {
		steps := make([]C.sudoku_step, room)
		steps[0].size = C.uint32_t(unsafe.Sizeof(steps[0]))
		var count C.size_t
		status := C.sudoku_explain(cells(&g), &steps[0], C.size_t(room), &count)
		if status == C.SUDOKU_ERR_SPACE && int(count) > room {
			room = int(count)
			continue
		}
		if status != C.SUDOKU_OK {
			return nil, fail(status, &g)
		}
		out := make([]Step, count)
		for i := range out {
			var err error
			if out[i], err = goStep(&steps[i]); err != nil {
				return nil, err
			}
		}
		return out, nil
	}
}

func goStep(raw *C.sudoku_step) (Step, error) {
	s := Step{
		Technique: Technique(raw.technique),
		SE:        tenth(raw.se),
		Level:     Level(raw.level),
		UnitMask:  uint32(raw.units),
		CoverMask: uint32(raw.cover),
		DigitMask: uint16(raw.digits),
		Length:    int(raw.length),
	}
	for i := 0; i < Cells; i++ {
		s.Eliminate[i] = uint16(raw.eliminate[i])
		s.Pattern[i] = uint16(raw.pattern[i])
		s.Place[i] = uint8(raw.place[i])
	}
	var err error
	s.Description, err = describe(raw)
	return s, err
}

// A sentence's first buffer, and the largest describe makes before giving up.
const (
	sentenceRoom = 256
	sentenceMax  = 1 << 20
)

func describe(raw *C.sudoku_step) (string, error) {
	for room := sentenceRoom; ; room *= 2 {
		buffer := make([]byte, room)
		status := C.sudoku_describe(raw, (*C.char)(unsafe.Pointer(&buffer[0])), C.size_t(room))
		if status == C.SUDOKU_ERR_SPACE && room < sentenceMax {
			continue
		}
		if status != C.SUDOKU_OK {
			return "", fail(status, nil)
		}
		return C.GoString((*C.char)(unsafe.Pointer(&buffer[0]))), nil
	}
}

// Describe makes the English sentence for a step from its fields (the
// Description that Hint and Explain fill in), so a step changed or made
// by hand can be described. A technique that names none is an error
// wrapping ErrOptions.
func Describe(s *Step) (string, error) {
	var raw C.sudoku_step
	raw.size = C.uint32_t(unsafe.Sizeof(raw))
	raw.technique = C.uint32_t(s.Technique)
	raw.se = C.float(s.SE)
	raw.level = C.uint32_t(s.Level)
	raw.units = C.uint32_t(s.UnitMask)
	raw.cover = C.uint32_t(s.CoverMask)
	raw.digits = C.uint16_t(s.DigitMask)
	raw.length = C.uint16_t(s.Length)
	for i := 0; i < Cells; i++ {
		raw.eliminate[i] = C.uint16_t(s.Eliminate[i])
		raw.pattern[i] = C.uint16_t(s.Pattern[i])
		raw.place[i] = C.uint8_t(s.Place[i])
	}
	return describe(&raw)
}
