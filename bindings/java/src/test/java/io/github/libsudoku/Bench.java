package io.github.libsudoku;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Stream;

/**
 * Call overhead (not a test): solves the first 20,000 puzzles of a file one call each, String in
 * and out and Grid in and out, after a warm-up, and prints microseconds per puzzle.
 *
 * <pre>
 * mvn -q test-compile
 * nice -n -20 taskset -c 1 java --enable-native-access=ALL-UNNAMED \
 *     -cp target/classes:target/test-classes io.github.libsudoku.Bench [../../../shared/puzzles/kaggle_regen.txt]
 * </pre>
 */
public final class Bench {
    private Bench() {}

    public static void main(String[] args) throws IOException {
        Path file = Paths.get(args.length > 0 ? args[0] : "../../../shared/puzzles/kaggle_regen.txt");
        int limit = args.length > 1 ? Integer.parseInt(args[1]) : 20_000;
        List<String> puzzles;
        try (Stream<String> lines = Files.lines(file)) {
            puzzles = lines.map(String::strip).filter(l -> l.length() == 81).limit(limit).toList();
        }
        Grid[] grids = puzzles.stream().map(Grid::parse).toArray(Grid[]::new);
        String[] texts = puzzles.toArray(String[]::new);
        long sink = 0;
        // Warm-up: let the JIT compile both paths.
        for (int round = 0; round < 5; round++) {
            sink += strings(texts) + grids(grids);
        }
        double bestString = Double.MAX_VALUE;
        double bestGrid = Double.MAX_VALUE;
        for (int round = 0; round < 5; round++) {
            long t0 = System.nanoTime();
            sink += strings(texts);
            long t1 = System.nanoTime();
            sink += grids(grids);
            long t2 = System.nanoTime();
            bestString = Math.min(bestString, (t1 - t0) / 1e3 / texts.length);
            bestGrid = Math.min(bestGrid, (t2 - t1) / 1e3 / grids.length);
        }
        System.out.printf("java: %d puzzles from %s, one call each (best of 5 rounds after warm-up)%n",
                texts.length, file.getFileName());
        System.out.printf("java  Sudoku.solve(String) -> String  %.2f us/puzzle%n", bestString);
        System.out.printf("java  Sudoku.solve(Grid) -> Grid      %.2f us/puzzle%n", bestGrid);
        if (sink == 42) {
            System.out.println();
        }
    }

    private static long strings(String[] texts) {
        long sink = 0;
        for (String text : texts) {
            sink += Sudoku.solve(text).charAt(80);
        }
        return sink;
    }

    private static long grids(Grid[] grids) {
        long sink = 0;
        for (Grid grid : grids) {
            sink += Sudoku.solve(grid).get(80);
        }
        return sink;
    }
}
