package io.github.libsudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Many threads calling the library at once give a single thread's answers. */
class ThreadsTest {
    /** Puzzles: the known answers, and the peer set's first 2000 when it is there. */
    static List<String> puzzles() throws IOException {
        List<String> out = new ArrayList<>();
        for (KnownAnswers.Case c : KnownAnswers.load()) {
            out.add(c.puzzle());
        }
        Path kaggle = KnownAnswers.repository().resolveSibling("shared").resolve("puzzles/kaggle_regen.txt");
        if (Files.isRegularFile(kaggle)) {
            try (Stream<String> lines = Files.lines(kaggle)) {
                lines.filter(l -> l.length() == 81).limit(2000).forEach(out::add);
            }
        } else {
            for (int seed = 0; seed < 200; seed++) {
                out.add(Sudoku.generate(seed).puzzle().toString());
            }
        }
        return out;
    }

    /** One board's answers from every call that takes it, as one string. */
    static String answers(String board) {
        StringBuilder out = new StringBuilder();
        try {
            out.append(Sudoku.solve(board)).append('|');
        } catch (SudokuException e) {
            out.append(e.getClass().getSimpleName()).append(e.getMessage()).append('|');
        }
        out.append(Sudoku.isValid(board)).append('|').append(Sudoku.check(board)).append('|');
        try {
            out.append(Sudoku.countSolutions(board, 10)).append('|');
            Grid g = Grid.fromBytes(board.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
            out.append(Sudoku.solve(g)).append('|');
        } catch (SudokuException e) {
            out.append(e.code()).append('|');
        }
        return out.toString();
    }

    @Test
    void aPoolAgreesWithOneThread() throws Exception {
        List<String> boards = puzzles();
        List<String> expected = new ArrayList<>();
        for (String board : boards) {
            expected.add(answers(board));
        }
        int workers = 8;
        ExecutorService pool = Executors.newFixedThreadPool(workers);
        try {
            List<Future<List<String>>> futures = new ArrayList<>();
            for (int w = 0; w < workers; w++) {
                int offset = w;
                futures.add(pool.submit(() -> {
                    // Each worker walks every board, starting at its own place, so all overlap.
                    List<String> got = new ArrayList<>(boards.size());
                    for (int k = 0; k < boards.size(); k++) {
                        got.add(null);
                    }
                    for (int k = 0; k < boards.size(); k++) {
                        int i = (k + offset * boards.size() / workers) % boards.size();
                        got.set(i, answers(boards.get(i)));
                    }
                    return got;
                }));
            }
            for (Future<List<String>> f : futures) {
                assertEquals(expected, f.get());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void ratingsHintsAndBatchesFromAPool() throws Exception {
        List<Grid> puzzles = new ArrayList<>();
        for (int seed = 0; seed < 24; seed++) {
            puzzles.add(Sudoku.generate(seed).puzzle());
        }
        List<String> expected = new ArrayList<>();
        for (Grid p : puzzles) {
            expected.add(Sudoku.rate(p) + "|" + Sudoku.hint(p) + "|" + Sudoku.explain(p).size());
        }
        BatchResult<Grid> single = Sudoku.solveBatch(puzzles, 1);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Boolean>> futures = new ArrayList<>();
            for (int w = 0; w < 4; w++) {
                futures.add(pool.submit(() -> {
                    List<String> got = new ArrayList<>();
                    for (Grid p : puzzles) {
                        got.add(Sudoku.rate(p) + "|" + Sudoku.hint(p) + "|" + Sudoku.explain(p).size());
                    }
                    // Batch calls start their own threads; several at once are safe too.
                    return got.equals(expected) && Sudoku.solveBatch(puzzles, 2).results().equals(single.results());
                }));
            }
            for (Future<Boolean> f : futures) {
                assertTrue(f.get());
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
