package io.github.libsudoku;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SudokuTest {
    static final String LEETCODE = GridTest.LEETCODE;
    static final String LEETCODE_SOLVED =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    // Rated easy by the library: 47 steps, hardest a hidden single in a box.
    static final String EASY = "3..97.1..764...38........5.2.9.34.1...5.86......5...2..1..4.67..28.5.93..7.3.2.45";
    // Golden Nugget, one of the hardest known.
    static final String HARD = ".......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....";
    static final String CONTEST = ".26.........5.2..4...1....7.3..2.18....3.9....54.1..7.5....1...6..9.7.........75.";

    @Test
    void versions() {
        assertEquals("0.2.0", Sudoku.version());
        assertTrue(Sudoku.libraryVersion().matches("\\d+\\.\\d+\\.\\d+"), Sudoku.libraryVersion());
        assertTrue(Sudoku.libraryPath().contains("libsudoku"));
    }

    @Test
    void solveBothShapes() {
        assertEquals(LEETCODE_SOLVED, Sudoku.solve(LEETCODE));
        assertEquals(Grid.parse(LEETCODE_SOLVED), Sudoku.solve(Grid.parse(LEETCODE)));
        // The answer keeps the board's style: '0' for empty stays '0'-free, raw stays raw.
        assertEquals(LEETCODE_SOLVED, Sudoku.solve(LEETCODE.replace('.', '0')));
        String raw = new String(Grid.parse(LEETCODE).toBytes(), java.nio.charset.StandardCharsets.ISO_8859_1);
        String rawSolved = Sudoku.solve(raw);
        assertEquals(5, rawSolved.charAt(0));
        assertEquals(Grid.parse(LEETCODE_SOLVED), Grid.fromBytes(rawSolved.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1)));
        // Several solutions: the lexicographically smallest.
        assertEquals("123456789", Sudoku.solve(Grid.empty()).toString().substring(0, 9));
        assertEquals("126734598", Sudoku.solve(CONTEST).substring(0, 9));
        String any = Sudoku.solveAny(CONTEST);
        assertTrue(Sudoku.isValid(any));
        assertEquals(81, any.chars().filter(ch -> ch >= '1' && ch <= '9').count());
        for (int i = 0; i < 81; i++) {
            if (CONTEST.charAt(i) != '.') {
                assertEquals(CONTEST.charAt(i), any.charAt(i));
            }
        }
        assertTrue(Sudoku.solveAny(Grid.parse(HARD)).isFull());
    }

    @Test
    void validityAndCheck() {
        assertTrue(Sudoku.isValid(LEETCODE));
        assertTrue(Sudoku.isValid(Grid.parse(LEETCODE)));
        assertFalse(Sudoku.isValid("55" + ".".repeat(79)));
        assertFalse(Sudoku.isValid("x" + ".".repeat(80)));
        assertTrue(Sudoku.check(LEETCODE).isEmpty());
        Conflict row = Sudoku.check("5.5" + ".".repeat(78)).orElseThrow();
        assertEquals(new Conflict(Conflict.Kind.CONFLICT, 0, 2, 5, Unit.ROW, 0, '5'), row);
        assertEquals(List.of(0, 2), row.cells());
        // Column 4 (cells 4 and 76), box 8 (cells 60 and 80).
        char[] column = ".".repeat(81).toCharArray();
        column[4] = '7';
        column[76] = '7';
        Conflict col = Sudoku.check(new String(column)).orElseThrow();
        assertEquals(Unit.COLUMN, col.unit());
        assertEquals(4, col.unitIndex());
        assertEquals(List.of(4, 76), col.cells());
        Grid box = Grid.empty().with(6, 6, 3).with(8, 8, 3);
        Conflict b = Sudoku.check(box).orElseThrow();
        assertEquals(Unit.BOX, b.unit());
        assertEquals(8, b.unitIndex());
        assertEquals(3, b.digit());
        assertEquals(List.of(60, 80), b.cells());
        Conflict bad = Sudoku.check("12x" + ".".repeat(78)).orElseThrow();
        assertEquals(Conflict.Kind.BAD_CELL, bad.kind());
        assertEquals(List.of(2), bad.cells());
        assertEquals('x', bad.value());
        // A character beyond Latin-1 is reported as itself, not as the '?' it would encode to.
        Conflict wide = Sudoku.check("1\u20ac" + ".".repeat(79)).orElseThrow();
        assertEquals(1, wide.firstCell());
        assertEquals(0x20ac, wide.value());
        assertEquals(0x20ac, assertThrows(BadCellException.class, () -> Sudoku.solve("1\u20ac" + ".".repeat(79))).value());
    }

    @Test
    void errorsCarryTheirDetails() {
        ConflictException conflict = assertThrows(ConflictException.class, () -> Sudoku.solve("5.5" + ".".repeat(78)));
        assertEquals(-3, conflict.code());
        assertEquals(List.of(0, 2), conflict.cells());
        assertEquals(0, conflict.firstCell());
        assertEquals(2, conflict.secondCell());
        assertEquals(5, conflict.digit());
        assertEquals(Unit.ROW, conflict.unit());
        assertEquals(0, conflict.unitIndex());
        assertTrue(conflict.getMessage().contains("5 repeats in row 0"), conflict.getMessage());
        BadCellException bad = assertThrows(BadCellException.class, () -> Sudoku.solve("....?" + ".".repeat(76)));
        assertEquals(-2, bad.code());
        assertEquals(4, bad.cell());
        assertEquals('?', bad.value());
        assertTrue(bad.getMessage().contains("cell 4"), bad.getMessage());
        // Mixed styles: a raw digit in an ASCII board.
        BadCellException mixed = assertThrows(BadCellException.class, () -> Sudoku.solve("1\u0002" + ".".repeat(79)));
        assertEquals(1, mixed.cell());
        assertEquals(2, mixed.value());
        String unsolvable = ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........";
        NoSolutionException none = assertThrows(NoSolutionException.class, () -> Sudoku.solve(unsolvable));
        assertEquals(-4, none.code());
        assertThrows(NoSolutionException.class, () -> Sudoku.solveAny(Grid.parse(unsolvable)));
        assertThrows(NoSolutionException.class, () -> Sudoku.rate(unsolvable));
        NotUniqueException many = assertThrows(NotUniqueException.class, () -> Sudoku.rate(CONTEST));
        assertEquals(-8, many.code());
        assertThrows(NotUniqueException.class, () -> Sudoku.hint(CONTEST));
        assertThrows(NotUniqueException.class, () -> Sudoku.explain(Grid.parse(CONTEST)));
        GaveUpException gaveUp = assertThrows(GaveUpException.class, () -> Sudoku.generate(1,
                GenerateOptions.builder().givens(17, 17).maxTries(2).build()));
        assertEquals(-7, gaveUp.code());
        // Every one is a SudokuException, unchecked.
        SudokuException any = assertThrows(SudokuException.class, () -> Sudoku.solve("11" + ".".repeat(79)));
        assertTrue(any instanceof RuntimeException);
        assertEquals(-6, new OptionsException("refused").code());
        assertEquals(-5, SudokuException.of(-5).code());
    }

    @Test
    void badArgumentsFailBeforeTheCall() {
        assertThrows(NullPointerException.class, () -> Sudoku.solve((String) null));
        assertThrows(NullPointerException.class, () -> Sudoku.solve((Grid) null));
        assertThrows(IllegalArgumentException.class, () -> Sudoku.solve("123"));
        assertThrows(IllegalArgumentException.class, () -> Sudoku.isValid(LEETCODE + "."));
        assertThrows(IllegalArgumentException.class, () -> Sudoku.countSolutions(LEETCODE, -1));
        assertThrows(IllegalArgumentException.class, () -> Sudoku.solutions(LEETCODE, -1));
        assertThrows(IllegalArgumentException.class, () -> Sudoku.hint(EASY, new int[80]));
        int[] marks = new int[81];
        marks[3] = 512;
        assertThrows(IllegalArgumentException.class, () -> Sudoku.hint(EASY, marks));
        assertThrows(IllegalArgumentException.class, () -> Sudoku.techniqueName(0));
        assertThrows(IllegalArgumentException.class, () -> Sudoku.techniqueName(41));
        assertThrows(NullPointerException.class, () -> Sudoku.candidates(LEETCODE, null));
        assertThrows(IllegalArgumentException.class, () -> Sudoku.solveBatch(new String[] {"1"}, 0));
        assertThrows(IllegalArgumentException.class, () -> Sudoku.solveBatch(List.of(Grid.empty()), -1));
    }

    @Test
    void countingAndSolutions() {
        assertEquals(1, Sudoku.countSolutions(LEETCODE));
        assertTrue(Sudoku.isUnique(LEETCODE));
        assertTrue(Sudoku.isUnique(Grid.parse(HARD)));
        assertEquals(2, Sudoku.countSolutions(Grid.empty()));
        assertFalse(Sudoku.isUnique(Grid.empty()));
        assertEquals(1000, Sudoku.countSolutions(Grid.empty(), 1000));
        assertEquals(2358, Sudoku.countSolutions(CONTEST, 5000));
        assertEquals(0, Sudoku.countSolutions(CONTEST, 0));
        List<String> three = Sudoku.solutions(".".repeat(81), 3);
        assertEquals(3, three.size());
        assertEquals(Sudoku.solve(".".repeat(81)), three.get(0));
        assertTrue(three.get(0).compareTo(three.get(1)) < 0 && three.get(1).compareTo(three.get(2)) < 0);
        List<Grid> all = Sudoku.solutions(Grid.parse(CONTEST), 10_000); // past the at-once room: counted first
        assertEquals(2358, all.size());
        assertEquals(2358, Set.copyOf(all).size());
        assertEquals(List.of(Grid.parse(LEETCODE_SOLVED)), Sudoku.solutions(Grid.parse(LEETCODE), 5));
        assertTrue(Sudoku.solutions(CONTEST, 0).isEmpty());
    }

    @Test
    void candidates() {
        List<Set<Integer>> basic = Sudoku.candidates(LEETCODE);
        assertEquals(81, basic.size());
        assertEquals(Set.of(), basic.get(0));
        assertEquals(Set.of(1, 2, 4), basic.get(2));
        assertEquals(Set.of(2, 6), basic.get(3));
        List<Set<Integer>> truth = Sudoku.candidates(Grid.parse(LEETCODE), CandidateKind.SOLUTIONS);
        assertEquals(Set.of(4), truth.get(2));
        assertEquals(Set.of(6), truth.get(3));
        int[] masks = Sudoku.candidateMasks(LEETCODE, CandidateKind.BASIC);
        assertEquals(0b1011, masks[2]);
        assertArrayEquals(masks, Sudoku.candidateMasks(Grid.parse(LEETCODE), CandidateKind.BASIC));
        assertThrows(UnsupportedOperationException.class, () -> basic.get(2).add(9));
        assertThrows(ConflictException.class, () -> Sudoku.candidates("11" + ".".repeat(79)));
    }

    @Test
    void generate() {
        Generated g = Sudoku.generate(2024);
        assertEquals(g, Sudoku.generate(2024)); // reproducible
        assertNotEquals(g, Sudoku.generate(2025));
        assertEquals(1, Sudoku.countSolutions(g.puzzle()));
        assertEquals(g.solution(), Sudoku.solve(g.puzzle()));
        assertTrue(g.solution().isFull());
        // rotate180 by default: cell i and 80 - i are given together.
        for (int i = 0; i < 81; i++) {
            assertEquals(g.puzzle().get(i) == 0, g.puzzle().get(80 - i) == 0);
        }
        GenerateOptions options = GenerateOptions.builder().symmetry(Symmetry.NONE).minimal(false).givens(30, 36)
                .style(Style.RAW).build();
        Generated loose = Sudoku.generate(7, options);
        assertTrue(loose.puzzle().filledCount() >= 30 && loose.puzzle().filledCount() <= 36,
                "givens " + loose.puzzle().filledCount());
        assertEquals(loose, Sudoku.generate(7, options.toBuilder().style(Style.ASCII).build()));
        Generated medium = Sudoku.generate(7, GenerateOptions.builder().level(Level.MEDIUM).se(0, 3.0).build());
        Rating rating = Sudoku.rate(medium.puzzle());
        assertEquals(Level.MEDIUM, rating.level());
        assertTrue(rating.se() <= 3.0);
        assertTrue(Sudoku.isUnique(Sudoku.generate(GenerateOptions.defaults()).puzzle()));
        // Options the library would refuse are refused here first.
        assertThrows(IllegalArgumentException.class, () -> GenerateOptions.builder().givens(0, 16).build());
        assertThrows(IllegalArgumentException.class, () -> GenerateOptions.builder().givens(40, 30).build());
        assertThrows(IllegalArgumentException.class, () -> GenerateOptions.builder().givens(82, 0).build());
        assertThrows(IllegalArgumentException.class, () -> GenerateOptions.builder().maxTries(-1).build());
        assertThrows(IllegalArgumentException.class, () -> GenerateOptions.builder().level(Level.HARD, Level.EASY).build());
        assertThrows(IllegalArgumentException.class, () -> GenerateOptions.builder().se(5, 4).build());
        assertThrows(IllegalArgumentException.class, () -> GenerateOptions.builder().se(Double.NaN, 0).build());
        assertThrows(IllegalArgumentException.class, () -> GenerateOptions.builder().se(0, 21).build());
        assertThrows(NullPointerException.class, () -> GenerateOptions.builder().symmetry(null).build());
        assertThrows(NullPointerException.class, () -> Sudoku.generate(1, null));
    }

    @Test
    void rate() {
        Rating easy = Sudoku.rate(EASY);
        assertEquals(new Rating(Level.EASY, 1.2, 458, 47, Technique.HIDDEN_SINGLE_BOX), easy);
        assertEquals(easy, Sudoku.rate(Grid.parse(EASY)));
        Rating hard = Sudoku.rate(HARD);
        assertTrue(hard.level().compareTo(Level.HARD) >= 0, hard.toString());
        assertTrue(hard.se() > 7.0, hard.toString());
        assertEquals(Math.round(hard.se() * 10) / 10.0, hard.se());
        Rating full = Sudoku.rate(LEETCODE_SOLVED);
        assertEquals(new Rating(Level.EASY, 0.0, 0, 0, Technique.NONE), full);
    }

    @Test
    void hintsAndExplanations() {
        Step hint = Sudoku.hint(EASY).orElseThrow();
        assertEquals(Technique.HIDDEN_SINGLE_BOX, hint.technique());
        assertEquals("Hidden Single (box) in box 1: r1c2 is 5", hint.description());
        assertEquals(List.of(new CellDigit(1, 5)), hint.placements());
        assertEquals(Level.EASY, hint.level());
        assertEquals(1.2, hint.se());
        assertEquals(List.of(new UnitRef(Unit.BOX, 0)), hint.units());
        assertEquals(hint, Sudoku.hint(Grid.parse(EASY)).orElseThrow());
        assertTrue(Sudoku.hint(LEETCODE_SOLVED).isEmpty());

        List<Step> path = Sudoku.explain(EASY);
        assertEquals(47, path.size());
        assertEquals(hint, path.get(0));
        // Replaying the placements fills in the solution.
        Grid board = Grid.parse(EASY);
        for (Step step : path) {
            for (CellDigit p : step.placements()) {
                board = board.with(p.row(), p.column(), p.digit());
            }
        }
        assertEquals(Sudoku.solve(Grid.parse(EASY)), board);
        assertTrue(Sudoku.explain(LEETCODE_SOLVED).isEmpty());

        // The hard puzzle needs eliminations; each is of a digit the solution does not put there.
        Grid hardSolution = Sudoku.solve(Grid.parse(HARD));
        List<Step> hardPath = Sudoku.explain(Grid.parse(HARD));
        assertTrue(hardPath.stream().anyMatch(s -> !s.eliminations().isEmpty()));
        for (Step step : hardPath) {
            assertFalse(step.description().isEmpty());
            assertEquals(step.cells(), List.copyOf(step.pattern().keySet()));
            for (CellDigit e : step.eliminations()) {
                assertNotEquals(hardSolution.get(e.cell()), e.digit(), step.description());
            }
        }
        assertEquals(hardPath.stream().mapToDouble(Step::se).max().orElseThrow(), Sudoku.rate(HARD).se());

        // Pencil marks: the solution's digits alone leave only singles.
        int[] marks = new int[81];
        Grid solved = Sudoku.solve(Grid.parse(EASY));
        for (int i = 0; i < 81; i++) {
            marks[i] = 1 << (solved.get(i) - 1);
        }
        Step fromMarks = Sudoku.hint(EASY, marks).orElseThrow();
        assertEquals(Level.EASY, fromMarks.level());
        assertEquals(fromMarks, Sudoku.hint(Grid.parse(EASY), Sudoku.candidates(EASY, CandidateKind.SOLUTIONS)).orElseThrow());
        // Marks that rule out a solution digit leave no solution.
        int[] wrong = marks.clone();
        wrong[1] = 1 << 3; // cell 1's solution is 5; mark only 4
        assertThrows(NoSolutionException.class, () -> Sudoku.hint(EASY, wrong));
    }

    // A position part way along a puzzle's path, and the player's pencil marks there (bit d-1 for
    // digit d), where the easiest step is a W-Wing, which rate and explain leave out: 4 and 8 in
    // r5c6 and r8c5, linked by the 4s of column 2; 8 comes out of r8c6.
    static final String W_WING_BOARD =
            "8764321954.5..182.2.1..547..871692.4..9.2.7.112..5.6.9...2..5.8..25..9.7.58.16342";
    static final int[] W_WING_MARKS = {
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 276, 0, 352, 320, 0, 0, 0, 310, 0, 388, 0, 488, 456, 0, 0, 0, 292,
        148, 0, 0, 0, 0, 0, 0, 279, 0, 180, 184, 0, 141, 0, 136, 0, 149, 0, 0, 0, 12, 460, 0, 456, 0, 390, 0,
        320, 33, 12, 0, 328, 356, 0, 289, 0, 292, 297, 0, 0, 392, 420, 0, 289, 0, 320, 0, 0, 320, 0, 0, 0, 0, 0,
    };

    @Test
    void aHintMayBeAWWing() {
        Step step = Sudoku.hint(W_WING_BOARD, W_WING_MARKS).orElseThrow();
        assertEquals(Technique.W_WING, step.technique());
        assertEquals(40, step.technique().code());
        assertEquals("W-Wing", step.technique().displayName());
        assertEquals(4.4, step.se());
        // 8 comes out of r8c6 (cell 68) and nothing else; nothing is placed.
        assertEquals(List.of(new CellDigit(68, 8)), step.eliminations());
        assertTrue(step.placements().isEmpty());
        assertEquals("W-Wing on 4 and 8 in r5c6 and r8c5, linked by 4 in column 2: 8 comes out of r8c6",
                step.description());
        assertNotEquals(8, Sudoku.solve(Grid.parse(W_WING_BOARD)).get(68));
        assertEquals(step, Sudoku.hint(Grid.parse(W_WING_BOARD), W_WING_MARKS).orElseThrow());
        // The rating path leaves W-Wing out.
        assertTrue(Sudoku.explain(W_WING_BOARD).stream().noneMatch(s -> s.technique() == Technique.W_WING));
        assertNotEquals(Technique.W_WING, Sudoku.rate(W_WING_BOARD).hardest());
    }

    @Test
    void techniqueNamesMatchTheLibrary() {
        for (Technique t : Technique.values()) {
            if (t != Technique.NONE) {
                assertEquals(Sudoku.techniqueName(t.code()), t.displayName());
                assertEquals(t, Technique.of(t.code()));
            }
        }
        // Every number the library names has its constant, in order: W_WING (40) is the last.
        for (int code = 1; code <= 40; code++) {
            assertEquals(code, Technique.of(code).code());
            assertEquals(Sudoku.techniqueName(code), Technique.of(code).displayName());
        }
        assertEquals(41, Technique.values().length);
        assertEquals("X-Wing", Sudoku.techniqueName(12));
        assertEquals(39, Technique.GUESS.code());
        assertEquals(40, Technique.W_WING.code());
        assertEquals("W-Wing", Sudoku.techniqueName(40));
        IllegalArgumentException unnamed =
                assertThrows(IllegalArgumentException.class, () -> Sudoku.techniqueName(41));
        assertEquals("41 is not a technique number (1-40)", unnamed.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Sudoku.techniqueName(0));
        assertThrows(IllegalArgumentException.class, () -> Technique.of(41));
        assertEquals(Level.EXTREME, Level.of(5));
    }
}
