package io.github.libsudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class KnownAnswersTest {
    static List<KnownAnswers.Case> cases() {
        return KnownAnswers.load();
    }

    /** The board as a Grid, when every cell is a digit or empty in one style. */
    private static Optional<Grid> grid(String puzzle) {
        try {
            return Optional.of(Grid.fromBytes(puzzle.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1)));
        } catch (BadCellException e) {
            return Optional.empty();
        }
    }

    private static int digit(char cell) {
        return cell >= '1' && cell <= '9' ? cell - '0' : cell;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void stringCallsGiveTheKnownAnswer(KnownAnswers.Case c) {
        switch (c.status()) {
            case 0 -> {
                assertEquals(c.answer(), Sudoku.solve(c.puzzle()));
                assertEquals(c.count(), Sudoku.countSolutions(c.puzzle(), 1000));
                assertEquals(c.count() == 1, Sudoku.isUnique(c.puzzle()));
                assertTrue(Sudoku.isValid(c.puzzle()));
                assertTrue(Sudoku.check(c.puzzle()).isEmpty());
                List<String> first = Sudoku.solutions(c.puzzle(), 3);
                assertEquals(Math.min(3, c.count()), first.size());
                assertEquals(c.answer(), first.get(0));
                String any = Sudoku.solveAny(c.puzzle());
                assertTrue(Sudoku.isValid(any) && !any.contains(".") && !any.contains("0"));
            }
            case -4 -> {
                NoSolutionException e = assertThrows(NoSolutionException.class, () -> Sudoku.solve(c.puzzle()));
                assertEquals(-4, e.code());
                assertEquals(0, Sudoku.countSolutions(c.puzzle(), 1000));
                assertTrue(Sudoku.isValid(c.puzzle()));
                assertTrue(Sudoku.solutions(c.puzzle(), 5).isEmpty());
            }
            case -3 -> {
                ConflictException e = assertThrows(ConflictException.class, () -> Sudoku.solve(c.puzzle()));
                assertEquals(-3, e.code());
                Conflict found = Sudoku.check(c.puzzle()).orElseThrow();
                assertEquals(Conflict.Kind.CONFLICT, found.kind());
                assertEquals(found.cells(), e.cells());
                assertEquals(found.digit(), e.digit());
                // The two cells hold the repeated digit (raw or ASCII) and share the unit named.
                for (int cell : e.cells()) {
                    assertEquals(e.digit(), digit(c.puzzle().charAt(cell)));
                    int index = switch (e.unit()) {
                        case ROW -> cell / 9;
                        case COLUMN -> cell % 9;
                        case BOX -> cell / 27 * 3 + cell % 9 / 3;
                        case NONE -> -1;
                    };
                    assertEquals(e.unitIndex(), index);
                }
                assertFalse(Sudoku.isValid(c.puzzle()));
                assertThrows(ConflictException.class, () -> Sudoku.countSolutions(c.puzzle()));
            }
            case -2 -> {
                BadCellException e = assertThrows(BadCellException.class, () -> Sudoku.solve(c.puzzle()));
                assertEquals(-2, e.code());
                assertEquals(c.puzzle().charAt(e.cell()), e.value());
                Conflict found = Sudoku.check(c.puzzle()).orElseThrow();
                assertEquals(Conflict.Kind.BAD_CELL, found.kind());
                assertEquals(e.cell(), found.firstCell());
                assertFalse(Sudoku.isValid(c.puzzle()));
                assertThrows(BadCellException.class, () -> Sudoku.countSolutions(c.puzzle(), 5));
            }
            default -> throw new AssertionError("unknown status " + c.status());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void gridCallsAgreeWithStringCalls(KnownAnswers.Case c) {
        Optional<Grid> board = grid(c.puzzle());
        if (board.isEmpty()) {
            assertEquals(-2, c.status(), "only malformed boards fail to make a Grid");
            return;
        }
        Grid g = board.get();
        if (c.status() != -2) {
            assertEquals(c.status() != -3, Sudoku.isValid(g));
        }
        if (c.status() == 0) {
            Grid solved = Sudoku.solve(g);
            assertEquals(Grid.fromBytes(c.answer().getBytes(java.nio.charset.StandardCharsets.ISO_8859_1)), solved);
            assertEquals(c.count(), Sudoku.countSolutions(g, 1000));
        } else if (c.status() == -4) {
            assertThrows(NoSolutionException.class, () -> Sudoku.solve(g));
        } else if (c.status() == -3) {
            assertThrows(ConflictException.class, () -> Sudoku.solve(g));
        } else {
            // Mixed styles are a bad cell for the library; as a Grid they are normalized digits.
            assertEquals(Sudoku.check(g).isEmpty(), Sudoku.isValid(g));
        }
    }
}
