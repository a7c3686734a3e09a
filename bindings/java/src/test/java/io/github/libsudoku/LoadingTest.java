package io.github.libsudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The loading order, each case in a fresh JVM (the library is loaded once per JVM). */
class LoadingTest {
    /** Prints where the library came from and one solution. */
    public static final class Probe {
        public static void main(String[] args) {
            System.out.println(Sudoku.libraryPath());
            System.out.println(Sudoku.solve(GridTest.LEETCODE));
        }
    }

    record Run(int exit, String out) {}

    static Run run(Map<String, String> env, String... properties) throws IOException, InterruptedException {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, "--enable-native-access=ALL-UNNAMED"));
        command.addAll(List.of(properties));
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), Probe.class.getName()));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().remove("LIBSUDOKU_PATH");
        builder.environment().putAll(env);
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS));
        return new Run(process.exitValue(), out);
    }

    @Test
    void environmentVariableComesFirst() throws Exception {
        Path library = Paths.get(Sudoku.libraryPath());
        Run run = run(Map.of("LIBSUDOKU_PATH", library.toString()));
        assertEquals(0, run.exit(), run.out());
        assertEquals(library + "\n" + SudokuTest.LEETCODE_SOLVED + "\n", run.out());
    }

    @Test
    void systemPropertyComesBeforeTheEnvironment() throws Exception {
        Path library = Paths.get(Sudoku.libraryPath());
        Run run = run(Map.of("LIBSUDOKU_PATH", "/nonexistent/libsudoku.so"), "-Dlibsudoku.path=" + library);
        assertEquals(0, run.exit(), run.out());
        assertTrue(run.out().startsWith(library + "\n"), run.out());
    }

    @Test
    void aMissingExplicitPathSaysWhatToDo() throws Exception {
        Run run = run(Map.of("LIBSUDOKU_PATH", "/nonexistent/libsudoku.so"));
        assertNotEquals(0, run.exit());
        assertTrue(run.out().contains("UnsatisfiedLinkError"), run.out());
        assertTrue(run.out().contains("LIBSUDOKU_PATH is /nonexistent/libsudoku.so, which is not a file"), run.out());
    }

    @Test
    void withoutAPathTheBundledOrCheckoutLibraryIsFound() throws Exception {
        Run run = run(Map.of());
        assertEquals(0, run.exit(), run.out());
        String from = run.out().lines().findFirst().orElseThrow();
        Path checkout = KnownAnswers.repository().resolve("target/release/libsudoku.so");
        // target/classes holds the bundled copy only after mvn package; else the checkout's build.
        assertTrue(from.endsWith("/native/" + Native.platform() + "/libsudoku.so") || from.equals(checkout.toString()),
                from);
        assertTrue(run.out().contains(SudokuTest.LEETCODE_SOLVED));
    }
}
