package io.github.libsudoku;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static java.nio.charset.StandardCharsets.ISO_8859_1;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class BatchTest {
    static final String[] BOARDS = KnownAnswers.load().stream().map(KnownAnswers.Case::puzzle)
            .toArray(String[]::new);

    /** The status the single call gives, or 0. */
    private static int statusOf(Runnable call) {
        try {
            call.run();
            return 0;
        } catch (SudokuException e) {
            return e.code();
        }
    }

    @Test
    void solveBatchEqualsSingleCalls() {
        for (int threads : new int[] {1, 2, 0}) {
            BatchResult<String> batch = Sudoku.solveBatch(BOARDS, threads);
            assertEquals(BOARDS.length, batch.size());
            for (int k = 0; k < BOARDS.length; k++) {
                int i = k;
                String board = BOARDS[i];
                assertEquals(statusOf(() -> Sudoku.solve(board)), batch.status(i), board);
                if (batch.isOk(i)) {
                    assertEquals(Sudoku.solve(board), batch.get(i));
                } else {
                    assertNull(batch.results().get(i));
                    SudokuException single = assertThrows(SudokuException.class, () -> Sudoku.solve(board));
                    SudokuException fromBatch = assertThrows(SudokuException.class, () -> batch.get(i));
                    assertEquals(single.getClass(), fromBatch.getClass());
                    assertEquals(single.getMessage(), fromBatch.getMessage());
                }
            }
        }
    }

    @Test
    void gridBatchesEqualSingleCalls() {
        List<Grid> grids = new ArrayList<>();
        for (String board : BOARDS) {
            try {
                grids.add(Grid.fromBytes(board.getBytes(ISO_8859_1)));
            } catch (BadCellException e) {
                // malformed boards cannot be grids
            }
        }
        grids.add(Grid.parse("11" + ".".repeat(79)));
        BatchResult<Grid> solved = Sudoku.solveBatch(grids, 2);
        BatchResult<Grid> anyOrder = Sudoku.solveAnyBatch(grids.toArray(Grid[]::new), 0);
        BatchResult<Integer> counts = Sudoku.countBatch(grids, 1000, 0);
        BatchResult<Conflict> checks = Sudoku.checkBatch(grids, 0);
        for (int k = 0; k < grids.size(); k++) {
            int i = k;
            Grid g = grids.get(i);
            int status = statusOf(() -> Sudoku.solve(g));
            assertEquals(status, solved.status(i));
            assertEquals(status, anyOrder.status(i));
            if (status == 0) {
                assertEquals(Sudoku.solve(g), solved.get(i));
                assertTrue(Sudoku.isValid(anyOrder.get(i)) && anyOrder.get(i).isFull());
            }
            if (status == -3) {
                assertThrows(ConflictException.class, () -> solved.get(i));
                assertEquals(Sudoku.check(g).orElseThrow(), checks.results().get(i));
                assertThrows(ConflictException.class, () -> checks.get(i));
                assertEquals(-3, checks.status(i));
            } else {
                assertEquals(0, checks.status(i));
                assertNull(checks.results().get(i));
                assertEquals(Sudoku.countSolutions(g, 1000), counts.get(i));
            }
        }
        assertThrows(ConflictException.class, solved::throwIfAnyFailed);
    }

    @Test
    void checkBatchEqualsCheck() {
        BatchResult<Conflict> checks = Sudoku.checkBatch(BOARDS, 0);
        for (int i = 0; i < BOARDS.length; i++) {
            assertEquals(Sudoku.check(BOARDS[i]).orElse(null), checks.results().get(i), BOARDS[i]);
            assertEquals(Sudoku.check(BOARDS[i]).isEmpty(), checks.isOk(i));
        }
        int bad = checks.statuses().length - checks.okCount();
        assertTrue(bad >= 13, "malformed and conflicting boards: " + bad);
    }

    @Test
    void countBatchEqualsCountSolutions() {
        BatchResult<Integer> counts = Sudoku.countBatch(BOARDS, 50, 0);
        for (int i = 0; i < BOARDS.length; i++) {
            String board = BOARDS[i];
            assertEquals(statusOf(() -> Sudoku.countSolutions(board, 50)), counts.status(i));
            if (counts.isOk(i)) {
                assertEquals(Sudoku.countSolutions(board, 50), counts.get(i));
            }
        }
    }

    @Test
    void rateAndGenerateBatches() {
        BatchResult<Generated> made = Sudoku.generateBatch(100, 12, GenerateOptions.defaults(), 0);
        assertEquals(12, made.okCount());
        List<Grid> puzzles = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            assertEquals(Sudoku.generate(100 + i), made.get(i));
            puzzles.add(made.get(i).puzzle());
        }
        puzzles.add(Grid.empty()); // several solutions: not rated
        BatchResult<Rating> ratings = Sudoku.rateBatch(puzzles, 2);
        for (int i = 0; i < 12; i++) {
            assertEquals(Sudoku.rate(puzzles.get(i)), ratings.get(i));
        }
        assertEquals(-8, ratings.status(12));
        assertThrows(NotUniqueException.class, () -> ratings.get(12));
        assertTrue(ratings.error(12).isPresent());
        assertTrue(ratings.error(0).isEmpty());
        String[] texts = puzzles.stream().map(Grid::toString).toArray(String[]::new);
        assertEquals(ratings.results(), Sudoku.rateBatch(texts, 1).results());
        BatchResult<Generated> gaveUp = Sudoku.generateBatch(5, 2,
                GenerateOptions.builder().givens(17, 17).maxTries(1).build(), 1);
        assertEquals(-7, gaveUp.status(0));
        assertThrows(GaveUpException.class, () -> gaveUp.get(1));
        assertEquals(0, Sudoku.generateBatch(1, 0, GenerateOptions.defaults(), 0).size());
    }

    @Test
    void bulkSegmentsAndByteArrays() {
        // Text lines with their newline: stride 82.
        int n = 6;
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < n; i++) {
            text.append(BOARDS[i]).append('\n');
        }
        byte[] lines = text.toString().getBytes(ISO_8859_1);
        int[] statuses = Sudoku.solveBatchInPlace(lines, 82, 0);
        assertEquals(n, statuses.length);
        for (int i = 0; i < n; i++) {
            String board = BOARDS[i];
            assertEquals(statusOf(() -> Sudoku.solve(board)), statuses[i]);
            String after = new String(lines, i * 82, 81, ISO_8859_1);
            assertEquals(statuses[i] == 0 ? Sudoku.solve(board) : board, after);
            assertEquals('\n', lines[i * 82 + 81]);
        }
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment seg = arena.allocate(81L * n);
            for (int i = 0; i < n; i++) {
                MemorySegment.copy(BOARDS[i].getBytes(ISO_8859_1), 0, seg, ValueLayout.JAVA_BYTE, 81L * i, 81);
            }
            BatchResult<Integer> counts = Sudoku.countBatch(seg, n, 81, 3, 0);
            BatchResult<Conflict> checks = Sudoku.checkBatch(seg, n, 81, 1);
            int[] any = Sudoku.solveAnyBatchInPlace(seg, n, 81, 0);
            for (int i = 0; i < n; i++) {
                String board = BOARDS[i];
                assertEquals(statusOf(() -> Sudoku.countSolutions(board, 3)), counts.status(i));
                assertEquals(Sudoku.check(board).orElse(null), checks.results().get(i));
                assertEquals(statusOf(() -> Sudoku.solveAny(board)), any[i]);
                if (any[i] == 0) {
                    String solved = new String(seg.asSlice(81L * i, 81).toArray(ValueLayout.JAVA_BYTE), ISO_8859_1);
                    assertTrue(Sudoku.isValid(solved) && !solved.contains("."));
                }
            }
            MemorySegment puzzles = arena.allocate(81L * 3);
            MemorySegment solutions = arena.allocate(81L * 3);
            int[] made = Sudoku.generateBatch(9, 3, GenerateOptions.builder().style(Style.RAW).build(), puzzles,
                    solutions, 81, 0);
            assertArrayEquals(new int[3], made);
            for (int i = 0; i < 3; i++) {
                Generated g = Sudoku.generate(9 + i);
                assertArrayEquals(g.puzzle().toBytes(), puzzles.asSlice(81L * i, 81).toArray(ValueLayout.JAVA_BYTE));
                assertArrayEquals(g.solution().toBytes(), solutions.asSlice(81L * i, 81).toArray(ValueLayout.JAVA_BYTE));
            }
            BatchResult<Rating> rated = Sudoku.rateBatch(solutions, 3, 81, 0);
            assertEquals(Sudoku.rate(Sudoku.generate(9).solution()), rated.get(0));
            // Bad spans fail before the call.
            assertThrows(IllegalArgumentException.class, () -> Sudoku.solveBatchInPlace(seg, n + 1, 81, 0));
            assertThrows(IllegalArgumentException.class, () -> Sudoku.solveBatchInPlace(seg, 2, 80, 0));
            assertThrows(IllegalArgumentException.class,
                    () -> Sudoku.solveBatchInPlace(MemorySegment.ofArray(new byte[81]), 1, 81, 0));
        }
        byte[] packed = (BOARDS[0] + BOARDS[1]).getBytes(ISO_8859_1);
        assertEquals(Sudoku.countBatch(new String[] {BOARDS[0], BOARDS[1]}, 2, 0).results(),
                Sudoku.countBatch(packed, 81, 2, 0).results());
        assertEquals(Sudoku.rateBatch(new String[] {BOARDS[0]}, 0).results(),
                Sudoku.rateBatch(BOARDS[0].getBytes(ISO_8859_1), 81, 0).results());
        assertEquals(Sudoku.checkBatch(new String[] {BOARDS[1]}, 0).statuses()[0],
                Sudoku.checkBatch(BOARDS[1].getBytes(ISO_8859_1), 81, 0).status(0));
        assertThrows(IllegalArgumentException.class, () -> Sudoku.solveBatchInPlace(new byte[100], 81, 0));
        assertEquals(0, Sudoku.solveBatch(new String[0], 0).size());
        assertEquals(0, Sudoku.solveBatchInPlace(new byte[0], 81, 0).length);
    }
}
