package io.github.libsudoku;

import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_SHORT;
import static java.nio.charset.StandardCharsets.ISO_8859_1;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.IntFunction;

/**
 * libsudoku for Java: solve, check, count, generate, rate and explain 9x9 Sudoku boards with the
 * libsudoku C library, called through the Foreign Function &amp; Memory API.
 *
 * <pre>{@code
 * Grid puzzle = Grid.parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
 * Grid solution = Sudoku.solve(puzzle);
 * String same = Sudoku.solve(puzzle.toString());   // String in, String out
 * }</pre>
 *
 * <p>Every board-taking method comes twice: for a {@link Grid}, and for a {@link String} of 81
 * characters ({@code '.'} or {@code '0'} for empty, {@code '1'}-{@code '9'}; also raw bytes 0-9 as
 * characters, as the C library takes them) whose answer is a String in the board's own style.
 * The batch methods ({@code *Batch}) do many boards in one call on several threads and never
 * throw for one board: see {@link BatchResult}.
 *
 * <p>Errors: a board the library refuses throws a {@link SudokuException} subclass with the
 * details ({@link BadCellException}, {@link ConflictException}, {@link NoSolutionException}, ...);
 * a null argument throws {@link NullPointerException} and a malformed one (a String that is not 81
 * characters, a negative limit) {@link IllegalArgumentException}, before the library is called.
 *
 * <p>Every method may be called from many threads at once: the library keeps no global state.
 * The library is found on first use: see {@link #libraryPath()}.
 */
public final class Sudoku {
    private Sudoku() {}

    /** This binding's version. */
    private static final String BINDING_VERSION = "0.2.0";

    // Up to this many solutions asked for, solutions() makes room for all; past it, it counts first.
    private static final int SOLUTIONS_AT_ONCE = 4096;
    // Room for this many steps at first; a longer path is asked for again with the room it needs.
    private static final int STEPS_AT_ONCE = 128;
    private static final int SENTENCE_ROOM = 256;
    private static final int SENTENCE_MAX = 1 << 20;
    private static final int CELLS = Native.CELLS;

    // ---- versions and names ----------------------------------------------------------------

    /** @return this Java binding's version, "MAJOR.MINOR.PATCH" */
    public static String version() {
        return BINDING_VERSION;
    }

    /** @return the loaded libsudoku shared library's version, "MAJOR.MINOR.PATCH" */
    public static String libraryVersion() {
        try {
            return Native.string((MemorySegment) Native.VERSION.invokeExact());
        } catch (Throwable t) {
            throw Native.rethrow(t);
        }
    }

    /**
     * Where the library was loaded from. The search order: the system property
     * {@code libsudoku.path}, then the environment variable {@code LIBSUDOKU_PATH} (either must
     * name an existing file); the library bundled in this jar ({@code /native/linux-x86_64/libsudoku.so},
     * extracted to a temporary file); the checkout's {@code target/release/libsudoku.so} when the
     * classes run from a libsudoku repository; the system library path ({@code libsudoku.so}, as
     * after {@code make install}). When none is found the first call throws
     * {@link UnsatisfiedLinkError} saying what to do.
     *
     * @return the file's path, or {@code libsudoku.so} when the system's loader found it
     */
    public static String libraryPath() {
        return Native.LOADED_FROM;
    }

    /**
     * The English name of a technique number ({@code SUDOKU_TECH_*}), as the library gives it.
     *
     * @param technique 1-40 (40, W-Wing, comes only from {@link #hint(Grid)})
     * @return the name, "X-Wing"
     * @throws IllegalArgumentException for a number that names no technique (0 included)
     */
    public static String techniqueName(int technique) {
        String name;
        try {
            name = Native.string((MemorySegment) Native.TECHNIQUE_NAME.invokeExact(technique));
        } catch (Throwable t) {
            throw Native.rethrow(t);
        }
        if (name == null) {
            // The last technique is the enum's last constant (NONE is 0).
            throw new IllegalArgumentException(
                    technique + " is not a technique number (1-" + (Technique.values().length - 1) + ")");
        }
        return name;
    }

    // ---- boards in and out ---------------------------------------------------------------------

    private static byte[] bytes(String board) {
        Objects.requireNonNull(board, "board");
        if (board.length() != CELLS) {
            throw new IllegalArgumentException("a board string has 81 characters, not " + board.length());
        }
        // A character beyond Latin-1 becomes '?', a bad cell; its report is corrected from the string.
        return board.getBytes(ISO_8859_1);
    }

    private static byte[] bytes(Grid board) {
        return Objects.requireNonNull(board, "board").raw();
    }

    /** Where a board is wrong, or null (the board as the library sees it; text for exact reports). */
    private static Conflict conflict(byte[] cells, String text) {
        byte[] out = new byte[(int) Native.CONFLICT_SIZE];
        int status;
        try {
            status = (int) Native.CHECK.invokeExact(MemorySegment.ofArray(cells), MemorySegment.ofArray(out));
        } catch (Throwable t) {
            throw Native.rethrow(t);
        }
        if (status == Native.OK) {
            return null;
        }
        if (status == Native.ERR_BAD_CELL) {
            int cell = out[0] & 0xFF;
            int value = text != null ? text.charAt(cell) : out[5] & 0xFF;
            return new Conflict(Conflict.Kind.BAD_CELL, cell, -1, 0, Unit.NONE, -1, value);
        }
        if (status == Native.ERR_CONFLICT) {
            return new Conflict(Conflict.Kind.CONFLICT, out[0] & 0xFF, out[1] & 0xFF, out[2] & 0xFF,
                    Unit.of(out[3] & 0xFF), out[4] & 0xFF, out[5] & 0xFF);
        }
        throw SudokuException.of(status);
    }

    /** The exception for a failed call on a board (whose bytes the library left unchanged). */
    private static SudokuException failure(int status, byte[] cells, String text) {
        if (status == Native.ERR_BAD_CELL || status == Native.ERR_CONFLICT) {
            Conflict found = conflict(cells, text);
            if (found != null) {
                return found.toException();
            }
        }
        return SudokuException.of(status);
    }

    private static MemorySegment copy(Arena arena, byte[] cells) {
        return arena.allocateFrom(JAVA_BYTE, cells);
    }

    // ---- validity --------------------------------------------------------------------------------

    /**
     * True when no digit repeats in a row, column or box (LeetCode 36); false also for a board
     * with a bad cell. Says nothing about solvability.
     *
     * @param board the board
     * @return whether it is valid
     */
    public static boolean isValid(Grid board) {
        return isValidBytes(bytes(board));
    }

    /**
     * As {@link #isValid(Grid)}, for an 81-character board.
     *
     * @param board the board
     * @return whether it is valid
     * @throws IllegalArgumentException when it is not 81 characters
     */
    public static boolean isValid(String board) {
        return isValidBytes(bytes(board));
    }

    private static boolean isValidBytes(byte[] cells) {
        try {
            return (boolean) Native.IS_VALID.invokeExact(MemorySegment.ofArray(cells));
        } catch (Throwable t) {
            throw Native.rethrow(t);
        }
    }

    /**
     * Why the board is not valid: a bad cell, or two givens repeating a digit (with the cells,
     * digit and unit).
     *
     * @param board the board
     * @return the conflict, or empty when the board is valid
     */
    public static Optional<Conflict> check(Grid board) {
        return Optional.ofNullable(conflict(bytes(board), null));
    }

    /**
     * As {@link #check(Grid)}, for an 81-character board.
     *
     * @param board the board
     * @return the conflict, or empty when the board is valid
     * @throws IllegalArgumentException when it is not 81 characters
     */
    public static Optional<Conflict> check(String board) {
        return Optional.ofNullable(conflict(bytes(board), board));
    }

    // ---- solving ---------------------------------------------------------------------------------

    /**
     * The solved board. A puzzle with several solutions gets the lexicographically smallest (what
     * a plain row-major search finds first).
     *
     * @param board the puzzle (not changed)
     * @return its solution
     * @throws BadCellException, ConflictException for a board that is not valid
     * @throws NoSolutionException when it has no solution
     */
    public static Grid solve(Grid board) {
        byte[] cells = bytes(board).clone();
        int status = solveBytes(cells);
        if (status != Native.OK) {
            throw failure(status, cells, null);
        }
        return Grid.own(cells);
    }

    /**
     * As {@link #solve(Grid)}, for an 81-character board: the answer in the board's own style
     * (filled cells written as {@code '1'}-{@code '9'} in an ASCII board, givens as they were).
     *
     * @param board the puzzle
     * @return its solution
     * @throws IllegalArgumentException when it is not 81 characters
     * @throws BadCellException, ConflictException for a board that is not valid
     * @throws NoSolutionException when it has no solution
     */
    public static String solve(String board) {
        byte[] cells = bytes(board);
        int status = solveBytes(cells);
        if (status != Native.OK) {
            throw failure(status, cells, board);
        }
        return new String(cells, ISO_8859_1);
    }

    /**
     * Like {@link #solve(Grid)}, but a board with several solutions gets whichever the engine
     * finds first (unspecified; may change between versions): the fastest path.
     *
     * @param board the puzzle
     * @return a solution
     * @throws BadCellException, ConflictException for a board that is not valid
     * @throws NoSolutionException when it has no solution
     */
    public static Grid solveAny(Grid board) {
        byte[] cells = bytes(board).clone();
        int status = solveAnyBytes(cells);
        if (status != Native.OK) {
            throw failure(status, cells, null);
        }
        return Grid.own(cells);
    }

    /**
     * As {@link #solveAny(Grid)}, for an 81-character board.
     *
     * @param board the puzzle
     * @return a solution, in the board's style
     * @throws IllegalArgumentException when it is not 81 characters
     * @throws BadCellException, ConflictException for a board that is not valid
     * @throws NoSolutionException when it has no solution
     */
    public static String solveAny(String board) {
        byte[] cells = bytes(board);
        int status = solveAnyBytes(cells);
        if (status != Native.OK) {
            throw failure(status, cells, board);
        }
        return new String(cells, ISO_8859_1);
    }

    private static int solveBytes(byte[] cells) {
        try {
            return (int) Native.SOLVE.invokeExact(MemorySegment.ofArray(cells));
        } catch (Throwable t) {
            throw Native.rethrow(t);
        }
    }

    private static int solveAnyBytes(byte[] cells) {
        try {
            return (int) Native.SOLVE_ANY.invokeExact(MemorySegment.ofArray(cells));
        } catch (Throwable t) {
            throw Native.rethrow(t);
        }
    }

    /**
     * The number of solutions, counting up to 2: 1 for a proper puzzle.
     *
     * @param board the board
     * @return 0, 1 or 2
     * @throws BadCellException, ConflictException for a board that is not valid
     */
    public static int countSolutions(Grid board) {
        return countSolutions(board, 2);
    }

    /**
     * As {@link #countSolutions(Grid)}, for an 81-character board.
     *
     * @param board the board
     * @return 0, 1 or 2
     */
    public static int countSolutions(String board) {
        return countSolutions(board, 2);
    }

    /**
     * The number of solutions, counting up to {@code limit} (so at most {@code limit}); 0 for a
     * valid board with no solution.
     *
     * @param board the board
     * @param limit where to stop counting, 0 or more
     * @return the count
     * @throws IllegalArgumentException when limit is negative
     * @throws BadCellException, ConflictException for a board that is not valid
     */
    public static int countSolutions(Grid board, int limit) {
        return countBytes(bytes(board), limit, null);
    }

    /**
     * As {@link #countSolutions(Grid, int)}, for an 81-character board.
     *
     * @param board the board
     * @param limit where to stop counting, 0 or more
     * @return the count
     */
    public static int countSolutions(String board, int limit) {
        return countBytes(bytes(board), limit, board);
    }

    private static void checkLimit(int limit) {
        if (limit < 0) {
            throw new IllegalArgumentException("limit is 0 or more, not " + limit);
        }
    }

    private static int countBytes(byte[] cells, int limit, String text) {
        checkLimit(limit);
        int status;
        int count;
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(JAVA_INT);
            status = (int) Native.COUNT.invokeExact(copy(arena, cells), limit, out);
            count = out.get(JAVA_INT, 0);
        } catch (Throwable t) {
            throw Native.rethrow(t);
        }
        if (status != Native.OK) {
            throw failure(status, cells, text);
        }
        return count;
    }

    /**
     * @param board the board
     * @return true when it has exactly one solution (a proper puzzle)
     * @throws BadCellException, ConflictException for a board that is not valid
     */
    public static boolean isUnique(Grid board) {
        return countSolutions(board, 2) == 1;
    }

    /**
     * @param board an 81-character board
     * @return true when it has exactly one solution (a proper puzzle)
     */
    public static boolean isUnique(String board) {
        return countSolutions(board, 2) == 1;
    }

    /**
     * The first {@code limit} solutions in lexicographic order (so the first is
     * {@link #solve(Grid)}'s answer); fewer when there are fewer, none when there is none.
     *
     * @param board the board
     * @param limit the most to give, 0 or more
     * @return the solutions
     * @throws IllegalArgumentException when limit is negative
     * @throws BadCellException, ConflictException for a board that is not valid
     */
    public static List<Grid> solutions(Grid board, int limit) {
        List<byte[]> found = solutionBytes(bytes(board), limit, null);
        List<Grid> out = new ArrayList<>(found.size());
        for (byte[] cells : found) {
            out.add(Grid.own(cells));
        }
        return Collections.unmodifiableList(out);
    }

    /**
     * As {@link #solutions(Grid, int)}, for an 81-character board: each in the board's style.
     *
     * @param board the board
     * @param limit the most to give, 0 or more
     * @return the solutions
     */
    public static List<String> solutions(String board, int limit) {
        List<byte[]> found = solutionBytes(bytes(board), limit, board);
        List<String> out = new ArrayList<>(found.size());
        for (byte[] cells : found) {
            out.add(new String(cells, ISO_8859_1));
        }
        return Collections.unmodifiableList(out);
    }

    private static List<byte[]> solutionBytes(byte[] cells, int limit, String text) {
        checkLimit(limit);
        int room = limit > SOLUTIONS_AT_ONCE ? countBytes(cells, limit, text) : limit;
        int status;
        int found;
        List<byte[]> out = new ArrayList<>();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment buffer = room == 0 ? MemorySegment.NULL : arena.allocate((long) room * CELLS);
            MemorySegment count = arena.allocate(JAVA_INT);
            status = (int) Native.SOLUTIONS.invokeExact(copy(arena, cells), room, buffer, count);
            found = count.get(JAVA_INT, 0);
            for (int k = 0; status == Native.OK && k < found; k++) {
                out.add(buffer.asSlice((long) k * CELLS, CELLS).toArray(JAVA_BYTE));
            }
        } catch (Throwable t) {
            throw Native.rethrow(t);
        }
        if (status != Native.OK) {
            throw failure(status, cells, text);
        }
        return out;
    }

    // ---- candidates ------------------------------------------------------------------------------

    /**
     * Each cell's candidates as a bitmask: 81 values, bit d-1 set when digit d may go in the cell,
     * 0 for a given.
     *
     * @param board the board
     * @param kind {@link CandidateKind#BASIC} (digits no given sees) or
     *     {@link CandidateKind#SOLUTIONS} (digits in at least one solution; all 0 when none)
     * @return 81 masks, row-major
     * @throws BadCellException, ConflictException for a board that is not valid
     */
    public static int[] candidateMasks(Grid board, CandidateKind kind) {
        return masks(bytes(board), kind, null);
    }

    /**
     * As {@link #candidateMasks(Grid, CandidateKind)}, for an 81-character board.
     *
     * @param board the board
     * @param kind which candidates
     * @return 81 masks, row-major
     */
    public static int[] candidateMasks(String board, CandidateKind kind) {
        return masks(bytes(board), kind, board);
    }

    /**
     * Each cell's candidate digits: 81 sets, row-major, empty for a given.
     *
     * @param board the board
     * @param kind {@link CandidateKind#BASIC} or {@link CandidateKind#SOLUTIONS}
     * @return 81 unmodifiable sets of digits 1-9
     * @throws BadCellException, ConflictException for a board that is not valid
     */
    public static List<Set<Integer>> candidates(Grid board, CandidateKind kind) {
        return digitSets(candidateMasks(board, kind));
    }

    /**
     * {@link #candidates(Grid, CandidateKind)} with {@link CandidateKind#BASIC}: what a player
     * pencils in.
     *
     * @param board the board
     * @return 81 unmodifiable sets of digits 1-9
     */
    public static List<Set<Integer>> candidates(Grid board) {
        return candidates(board, CandidateKind.BASIC);
    }

    /**
     * As {@link #candidates(Grid, CandidateKind)}, for an 81-character board.
     *
     * @param board the board
     * @param kind which candidates
     * @return 81 unmodifiable sets of digits 1-9
     */
    public static List<Set<Integer>> candidates(String board, CandidateKind kind) {
        return digitSets(candidateMasks(board, kind));
    }

    /**
     * As {@link #candidates(Grid)}, for an 81-character board.
     *
     * @param board the board
     * @return 81 unmodifiable sets of digits 1-9
     */
    public static List<Set<Integer>> candidates(String board) {
        return candidates(board, CandidateKind.BASIC);
    }

    private static List<Set<Integer>> digitSets(int[] masks) {
        List<Set<Integer>> out = new ArrayList<>(masks.length);
        for (int mask : masks) {
            out.add(digits(mask));
        }
        return Collections.unmodifiableList(out);
    }

    private static Set<Integer> digits(int mask) {
        TreeSet<Integer> set = new TreeSet<>();
        for (int d = 1; d <= 9; d++) {
            if ((mask >> (d - 1) & 1) != 0) {
                set.add(d);
            }
        }
        return Collections.unmodifiableSet(set);
    }

    private static int[] masks(byte[] cells, CandidateKind kind, String text) {
        Objects.requireNonNull(kind, "kind");
        int status;
        int[] out = new int[CELLS];
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment masks = arena.allocate(JAVA_SHORT, CELLS);
            status = (int) Native.CANDIDATES.invokeExact(copy(arena, cells), kind.code(), masks);
            for (int i = 0; i < CELLS; i++) {
                out[i] = masks.getAtIndex(JAVA_SHORT, i) & 0xFFFF;
            }
        } catch (Throwable t) {
            throw Native.rethrow(t);
        }
        if (status != Native.OK) {
            throw failure(status, cells, text);
        }
        return out;
    }

    // ---- generating ------------------------------------------------------------------------------

    /**
     * A new puzzle with exactly one solution, from {@code seed}, with the default options
     * (rotate180 symmetry, minimal, no bounds).
     *
     * @param seed any long (read as unsigned 64 bits)
     * @return the puzzle and its solution
     */
    public static Generated generate(long seed) {
        return generate(seed, GenerateOptions.defaults());
    }

    /**
     * A new puzzle with exactly one solution. The same seed and options give the same puzzle on
     * every platform, every run and every thread (within a MAJOR.MINOR version of the library).
     *
     * @param seed any long (read as unsigned 64 bits)
     * @param options symmetry, minimality, bounds on the givens, level and rating, tries
     * @return the puzzle and its solution
     * @throws GaveUpException when no puzzle met the bounds within {@code maxTries} grids
     */
    public static Generated generate(long seed, GenerateOptions options) {
        Objects.requireNonNull(options, "options");
        int status;
        byte[] puzzle;
        byte[] solution;
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment p = arena.allocate(CELLS);
            MemorySegment s = arena.allocate(CELLS);
            status = (int) Native.GENERATE.invokeExact(seed, options(arena, options), p, s);
            puzzle = p.toArray(JAVA_BYTE);
            solution = s.toArray(JAVA_BYTE);
        } catch (Throwable t) {
            throw Native.rethrow(t);
        }
        if (status != Native.OK) {
            throw SudokuException.of(status);
        }
        return new Generated(Grid.own(puzzle), Grid.own(solution));
    }

    /**
     * A new puzzle from a random seed (drawn from {@link SecureRandom}).
     *
     * @param options the options
     * @return the puzzle and its solution
     * @throws GaveUpException when no puzzle met the bounds within {@code maxTries} grids
     */
    public static Generated generate(GenerateOptions options) {
        return generate(new SecureRandom().nextLong(), options);
    }

    /** The C options struct (its second version, 44 bytes) for {@code options}. */
    private static MemorySegment options(Arena arena, GenerateOptions options) {
        MemorySegment o = arena.allocate(Native.OPTIONS_SIZE, 4);
        o.set(JAVA_INT, 0, (int) Native.OPTIONS_SIZE);
        o.set(JAVA_INT, 4, options.symmetry().code());
        o.set(JAVA_INT, 8, options.minimal() ? 1 : 0);
        o.set(JAVA_INT, 12, options.minGivens());
        o.set(JAVA_INT, 16, options.maxGivens());
        o.set(JAVA_INT, 20, options.style().code());
        o.set(JAVA_INT, 24, options.maxTries());
        o.set(JAVA_INT, 28, options.minLevel() == null ? 0 : options.minLevel().code());
        o.set(JAVA_INT, 32, options.maxLevel() == null ? 0 : options.maxLevel().code());
        o.set(JAVA_FLOAT, 36, (float) options.minSe());
        o.set(JAVA_FLOAT, 40, (float) options.maxSe());
        return o;
    }

    // ---- rating, hints and explanations ------------------------------------------------------

    private static double tenth(float se) {
        return Math.round(se * 10.0) / 10.0;
    }

    /**
     * How hard the puzzle is for a person: it is solved with human techniques, easiest first, as
     * Sudoku Explainer does, and rated by the hardest step on that path.
     *
     * @param board a puzzle with one solution
     * @return its rating
     * @throws NotUniqueException when it has several solutions
     * @throws NoSolutionException when it has none
     * @throws BadCellException, ConflictException for a board that is not valid
     */
    public static Rating rate(Grid board) {
        return rateBytes(bytes(board), null);
    }

    /**
     * As {@link #rate(Grid)}, for an 81-character board.
     *
     * @param board a puzzle with one solution
     * @return its rating
     */
    public static Rating rate(String board) {
        return rateBytes(bytes(board), board);
    }

    private static Rating rateBytes(byte[] cells, String text) {
        int status;
        Rating rating;
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment r = arena.allocate(Native.RATING_SIZE, 4);
            r.set(JAVA_INT, 0, (int) Native.RATING_SIZE);
            status = (int) Native.RATE.invokeExact(copy(arena, cells), r);
            rating = status == Native.OK ? rating(r, 0) : null;
        } catch (Throwable t) {
            throw Native.rethrow(t);
        }
        if (status != Native.OK) {
            throw failure(status, cells, text);
        }
        return rating;
    }

    private static Rating rating(MemorySegment r, long at) {
        int steps = r.get(JAVA_INT, at + 16);
        return new Rating(Level.of(r.get(JAVA_INT, at + 4)), steps == 0 ? 0.0 : tenth(r.get(JAVA_FLOAT, at + 8)),
                r.get(JAVA_INT, at + 12), steps, steps == 0 ? Technique.NONE : Technique.of(r.get(JAVA_INT, at + 20)));
    }

    /**
     * The next step from the givens, with every candidate no given rules out (as a player starting
     * out pencils in): the easiest the logic solver finds ({@link Technique#GUESS} placing the
     * solution's digit when no technique applies).
     *
     * <p>The hint may be a {@link Technique#W_WING}: Sudoku Explainer's default set leaves W-Wing
     * out, so {@link #rate(Grid)} and {@link #explain(Grid)} do too (their numbers stay on its
     * scale), but it is often the easiest step a player can take. The same holds for every
     * {@code hint} overload.
     *
     * @param board the givens and the player's digits
     * @return the step, or empty when every cell is filled
     * @throws NotUniqueException, NoSolutionException, BadCellException, ConflictException
     */
    public static Optional<Step> hint(Grid board) {
        return hintBytes(bytes(board), null, null);
    }

    /**
     * As {@link #hint(Grid)}, for an 81-character board.
     *
     * @param board the givens and the player's digits
     * @return the step, or empty when every cell is filled
     */
    public static Optional<Step> hint(String board) {
        return hintBytes(bytes(board), null, board);
    }

    /**
     * The next step from the player's pencil marks.
     *
     * @param board the givens and the player's digits
     * @param marks 81 masks (bit d-1 for digit d, 0-511; the layout of
     *     {@link #candidateMasks(Grid, CandidateKind)}); entries for filled cells are ignored, and a
     *     mark a given rules out is dropped
     * @return the step, or empty when every cell is filled
     * @throws IllegalArgumentException when marks is not 81 masks of 0-511
     * @throws NoSolutionException also for marks that rule out a cell's solution digit
     */
    public static Optional<Step> hint(Grid board, int[] marks) {
        return hintBytes(bytes(board), checkMarks(marks), null);
    }

    /**
     * As {@link #hint(Grid, int[])}, for an 81-character board.
     *
     * @param board the givens and the player's digits
     * @param marks 81 masks
     * @return the step, or empty when every cell is filled
     */
    public static Optional<Step> hint(String board, int[] marks) {
        return hintBytes(bytes(board), checkMarks(marks), board);
    }

    /**
     * As {@link #hint(Grid, int[])}, with the pencil marks as 81 sets of digits (the shape
     * {@link #candidates(Grid)} gives).
     *
     * @param board the givens and the player's digits
     * @param marks 81 collections of digits 1-9
     * @return the step, or empty when every cell is filled
     */
    public static Optional<Step> hint(Grid board, List<? extends Collection<Integer>> marks) {
        return hintBytes(bytes(board), masksOf(marks), null);
    }

    private static int[] masksOf(List<? extends Collection<Integer>> marks) {
        Objects.requireNonNull(marks, "marks");
        if (marks.size() != CELLS) {
            throw new IllegalArgumentException("marks holds 81 cells, not " + marks.size());
        }
        int[] masks = new int[CELLS];
        for (int cell = 0; cell < CELLS; cell++) {
            for (Integer digit : Objects.requireNonNull(marks.get(cell), "marks of cell " + cell)) {
                if (digit == null || digit < 1 || digit > 9) {
                    throw new IllegalArgumentException("cell " + cell + " of marks holds " + digit + ": digits are 1-9");
                }
                masks[cell] |= 1 << (digit - 1);
            }
        }
        return masks;
    }

    private static int[] checkMarks(int[] marks) {
        Objects.requireNonNull(marks, "marks");
        if (marks.length != CELLS) {
            throw new IllegalArgumentException("marks holds 81 cells, not " + marks.length);
        }
        for (int cell = 0; cell < CELLS; cell++) {
            if (marks[cell] < 0 || marks[cell] > 0x1FF) {
                throw new IllegalArgumentException("cell " + cell + " of marks is the mask " + marks[cell]
                        + ": masks are 0-511 (bit d-1 for digit d)");
            }
        }
        return marks;
    }

    private static Optional<Step> hintBytes(byte[] cells, int[] marks, String text) {
        int status;
        Step step = null;
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment m = MemorySegment.NULL;
            if (marks != null) {
                m = arena.allocate(JAVA_SHORT, CELLS);
                for (int i = 0; i < CELLS; i++) {
                    m.setAtIndex(JAVA_SHORT, i, (short) marks[i]);
                }
            }
            MemorySegment s = arena.allocate(Native.STEP_SIZE, 4);
            s.set(JAVA_INT, 0, (int) Native.STEP_SIZE);
            status = (int) Native.HINT.invokeExact(copy(arena, cells), m, s);
            if (status == Native.OK && s.get(JAVA_INT, 4) != Technique.NONE.code()) {
                step = step(arena, s);
            }
        } catch (Throwable t) {
            throw Native.rethrow(t);
        }
        if (status != Native.OK) {
            throw failure(status, cells, text);
        }
        return Optional.ofNullable(step);
    }

    /**
     * The whole easiest-first path from the givens to the solution: the steps {@link #rate(Grid)}
     * measures, in order (never a {@link Technique#W_WING}, which only {@link #hint(Grid)} gives).
     * Replaying the steps' placements fills in the solution. A full board has
     * none.
     *
     * @param board a puzzle with one solution
     * @return the steps (unmodifiable)
     * @throws NotUniqueException, NoSolutionException, BadCellException, ConflictException
     */
    public static List<Step> explain(Grid board) {
        return explainBytes(bytes(board), null);
    }

    /**
     * As {@link #explain(Grid)}, for an 81-character board.
     *
     * @param board a puzzle with one solution
     * @return the steps (unmodifiable)
     */
    public static List<Step> explain(String board) {
        return explainBytes(bytes(board), board);
    }

    private static List<Step> explainBytes(byte[] cells, String text) {
        int status;
        List<Step> out = new ArrayList<>();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment board = copy(arena, cells);
            MemorySegment count = arena.allocate(JAVA_LONG);
            long room = STEPS_AT_ONCE;
            MemorySegment steps;
            while (true) {
                steps = arena.allocate(room * Native.STEP_SIZE, 4);
                steps.set(JAVA_INT, 0, (int) Native.STEP_SIZE);
                status = (int) Native.EXPLAIN.invokeExact(board, steps, room, count);
                long needed = count.get(JAVA_LONG, 0);
                if (status != Native.ERR_SPACE || needed <= room) {
                    break;
                }
                room = needed;
            }
            if (status == Native.OK) {
                long n = count.get(JAVA_LONG, 0);
                for (long k = 0; k < n; k++) {
                    out.add(step(arena, steps.asSlice(k * Native.STEP_SIZE, Native.STEP_SIZE)));
                }
            }
        } catch (Throwable t) {
            throw Native.rethrow(t);
        }
        if (status != Native.OK) {
            throw failure(status, cells, text);
        }
        return Collections.unmodifiableList(out);
    }

    private static List<UnitRef> units(int mask) {
        List<UnitRef> out = new ArrayList<>();
        for (int u = 0; u < 27; u++) {
            if ((mask >> u & 1) != 0) {
                out.add(new UnitRef(u < 9 ? Unit.ROW : u < 18 ? Unit.COLUMN : Unit.BOX, u % 9));
            }
        }
        return List.copyOf(out);
    }

    private static Step step(Arena arena, MemorySegment s) throws Throwable {
        List<CellDigit> placements = new ArrayList<>();
        List<CellDigit> eliminations = new ArrayList<>();
        List<Integer> cells = new ArrayList<>();
        Map<Integer, Set<Integer>> pattern = new LinkedHashMap<>();
        for (int cell = 0; cell < CELLS; cell++) {
            int place = s.get(JAVA_BYTE, Native.STEP_PLACE + cell) & 0xFF;
            if (place != 0) {
                placements.add(new CellDigit(cell, place));
            }
            int gone = s.get(JAVA_SHORT, Native.STEP_ELIMINATE + 2L * cell) & 0xFFFF;
            for (int d = 1; d <= 9; d++) {
                if ((gone >> (d - 1) & 1) != 0) {
                    eliminations.add(new CellDigit(cell, d));
                }
            }
            int part = s.get(JAVA_SHORT, Native.STEP_PATTERN + 2L * cell) & 0xFFFF;
            if (part != 0) {
                cells.add(cell);
                pattern.put(cell, digits(part));
            }
        }
        return new Step(Technique.of(s.get(JAVA_INT, 4)), tenth(s.get(JAVA_FLOAT, 8)), Level.of(s.get(JAVA_INT, 12)),
                List.copyOf(placements), List.copyOf(eliminations), List.copyOf(cells),
                Collections.unmodifiableMap(pattern), digits(s.get(JAVA_SHORT, 24) & 0xFFFF),
                units(s.get(JAVA_INT, 16)), units(s.get(JAVA_INT, 20)), s.get(JAVA_SHORT, 26) & 0xFFFF,
                describe(arena, s));
    }

    private static String describe(Arena arena, MemorySegment step) throws Throwable {
        for (long room = SENTENCE_ROOM; ; room *= 2) {
            MemorySegment buffer = arena.allocate(room);
            int status = (int) Native.DESCRIBE.invokeExact(step, buffer, room);
            if (status == Native.OK) {
                return buffer.getString(0);
            }
            if (status != Native.ERR_SPACE || room >= SENTENCE_MAX) {
                throw SudokuException.of(status);
            }
        }
    }

    // ---- batches -----------------------------------------------------------------------------------

    private static void checkThreads(int threads) {
        if (threads < 0) {
            throw new IllegalArgumentException("threads is 0 (every core) or more, not " + threads);
        }
    }

    /** The boards' cells, checked before any call: a Grid list, a Grid array or a String array. */
    private static byte[][] cellsOf(List<?> boards) {
        Objects.requireNonNull(boards, "boards");
        byte[][] out = new byte[boards.size()][];
        for (int i = 0; i < out.length; i++) {
            Object board = boards.get(i);
            if (board == null) {
                throw new NullPointerException("board " + i + " is null");
            }
            if (board instanceof Grid grid) {
                out[i] = grid.raw();
            } else {
                String text = (String) board;
                if (text.length() != CELLS) {
                    throw new IllegalArgumentException("board " + i + " has " + text.length() + " characters, not 81");
                }
                out[i] = text.getBytes(ISO_8859_1);
            }
        }
        return out;
    }

    private static MemorySegment pack(Arena arena, byte[][] cells) {
        MemorySegment packed = arena.allocate(Math.max(1L, (long) cells.length * CELLS));
        for (int i = 0; i < cells.length; i++) {
            MemorySegment.copy(cells[i], 0, packed, JAVA_BYTE, (long) i * CELLS, CELLS);
        }
        return packed;
    }

    private static IntFunction<SudokuException> errors(int[] statuses, IntFunction<byte[]> board, List<?> texts) {
        return i -> failure(statuses[i], board.apply(i), texts == null ? null : (String) texts.get(i));
    }

    private static void called(int status) {
        // The arguments were checked here first, so a refusal is a bug in this binding or the library.
        if (status != Native.OK) {
            throw SudokuException.of(status);
        }
    }

    private static <T> BatchResult<T> solveAll(java.lang.invoke.MethodHandle function, List<?> boards, int threads,
            boolean strings) {
        checkThreads(threads);
        byte[][] cells = cellsOf(boards);
        int n = cells.length;
        int[] statuses;
        List<T> results = new ArrayList<>(n);
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment packed = pack(arena, cells);
            MemorySegment st = arena.allocate(JAVA_INT, Math.max(1, n));
            called((int) function.invokeExact(packed, (long) n, (long) CELLS, st, threads));
            statuses = n == 0 ? new int[0] : st.asSlice(0, 4L * n).toArray(JAVA_INT);
            for (int i = 0; i < n; i++) {
                if (statuses[i] != Native.OK) {
                    results.add(null);
                    continue;
                }
                byte[] solved = packed.asSlice((long) i * CELLS, CELLS).toArray(JAVA_BYTE);
                @SuppressWarnings("unchecked")
                T value = (T) (strings ? new String(solved, ISO_8859_1) : Grid.own(solved));
                results.add(value);
            }
        } catch (Throwable t) {
            throw Native.rethrow(t);
        }
        return new BatchResult<>(results, statuses, errors(statuses, i -> cells[i], strings ? boards : null));
    }

    /**
     * {@link #solve(Grid)} on every board, in one call on {@code threads} threads.
     *
     * @param boards the puzzles
     * @param threads 0 for every core, 1 for this thread only, N for at most N
     * @return the solutions (null where a board failed) and the statuses
     * @throws IllegalArgumentException when threads is negative
     */
    public static BatchResult<Grid> solveBatch(List<Grid> boards, int threads) {
        return solveAll(Native.SOLVE_BATCH, boards, threads, false);
    }

    /**
     * {@link #solveBatch(List, int)} on every core.
     *
     * @param boards the puzzles
     * @return the solutions and the statuses
     */
    public static BatchResult<Grid> solveBatch(List<Grid> boards) {
        return solveBatch(boards, 0);
    }

    /**
     * {@link #solveBatch(List, int)} for an array of grids.
     *
     * @param boards the puzzles
     * @param threads 0 for every core
     * @return the solutions and the statuses
     */
    public static BatchResult<Grid> solveBatch(Grid[] boards, int threads) {
        return solveBatch(Arrays.asList(Objects.requireNonNull(boards, "boards")), threads);
    }

    /**
     * {@link #solve(String)} on every board, in one call on {@code threads} threads: each solution
     * in its board's style.
     *
     * @param boards 81-character puzzles
     * @param threads 0 for every core
     * @return the solutions (null where a board failed) and the statuses
     * @throws IllegalArgumentException when a board is not 81 characters
     */
    public static BatchResult<String> solveBatch(String[] boards, int threads) {
        return solveAll(Native.SOLVE_BATCH, Arrays.asList(Objects.requireNonNull(boards, "boards")), threads, true);
    }

    /**
     * {@link #solveAny(Grid)} on every board, in one call: the fastest way to solve many.
     *
     * @param boards the puzzles
     * @param threads 0 for every core
     * @return the solutions (null where a board failed) and the statuses
     */
    public static BatchResult<Grid> solveAnyBatch(List<Grid> boards, int threads) {
        return solveAll(Native.SOLVE_ANY_BATCH, boards, threads, false);
    }

    /**
     * {@link #solveAnyBatch(List, int)} for an array of grids.
     *
     * @param boards the puzzles
     * @param threads 0 for every core
     * @return the solutions and the statuses
     */
    public static BatchResult<Grid> solveAnyBatch(Grid[] boards, int threads) {
        return solveAnyBatch(Arrays.asList(Objects.requireNonNull(boards, "boards")), threads);
    }

    /**
     * {@link #solveAny(String)} on every board, in one call.
     *
     * @param boards 81-character puzzles
     * @param threads 0 for every core
     * @return the solutions (null where a board failed) and the statuses
     */
    public static BatchResult<String> solveAnyBatch(String[] boards, int threads) {
        return solveAll(Native.SOLVE_ANY_BATCH, Arrays.asList(Objects.requireNonNull(boards, "boards")), threads,
                true);
    }

    private static long checkSpan(MemorySegment boards, long count, long stride) {
        Objects.requireNonNull(boards, "boards");
        if (count < 0) {
            throw new IllegalArgumentException("count is 0 or more, not " + count);
        }
        if (stride < CELLS) {
            throw new IllegalArgumentException("stride is 81 or more, not " + stride);
        }
        if (count > 0 && !boards.isNative()) {
            throw new IllegalArgumentException("the boards' segment must be native (Arena.allocate); "
                    + "for a byte[] use the byte[] overload");
        }
        long span = count == 0 ? 0 : Math.addExact(Math.multiplyExact(count - 1, stride), CELLS);
        if (boards.byteSize() < span) {
            throw new IllegalArgumentException(count + " boards " + stride + " bytes apart need " + span
                    + " bytes; the segment has " + boards.byteSize());
        }
        return span;
    }

    private static long countOf(byte[] boards, int stride) {
        Objects.requireNonNull(boards, "boards");
        if (stride < CELLS) {
            throw new IllegalArgumentException("stride is 81 or more, not " + stride);
        }
        if (boards.length == 0) {
            return 0;
        }
        if (boards.length % stride == 0) {
            return boards.length / stride;
        }
        if (boards.length >= CELLS && (boards.length - CELLS) % stride == 0) {
            return (boards.length - CELLS) / stride + 1;
        }
        throw new IllegalArgumentException("a byte[] batch holds boards " + stride + " bytes apart (N * stride "
                + "bytes, or (N - 1) * stride + 81); " + boards.length + " bytes is neither");
    }

    private static int[] statusesOf(MemorySegment st, long count) {
        return count == 0 ? new int[0] : st.asSlice(0, 4 * count).toArray(JAVA_INT);
    }

    private static int[] solveInPlace(java.lang.invoke.MethodHandle function, MemorySegment boards, long count,
            long stride, int threads) {
        checkThreads(threads);
        checkSpan(boards, count, stride);
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment st = arena.allocate(JAVA_INT, Math.max(1, count));
            MemorySegment from = count == 0 ? MemorySegment.NULL : boards;
            called((int) function.invokeExact(from, count, stride, st, threads));
            return statusesOf(st, count);
        } catch (Throwable t) {
            throw Native.rethrow(t);
        }
    }

    private static int[] solveInPlace(java.lang.invoke.MethodHandle function, byte[] boards, int stride,
            int threads) {
        long count = countOf(boards, stride);
        checkThreads(threads);
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment copy = arena.allocate(Math.max(1, boards.length));
            MemorySegment.copy(boards, 0, copy, JAVA_BYTE, 0, boards.length);
            int[] statuses = solveInPlace(function, copy, count, stride, threads);
            MemorySegment.copy(copy, JAVA_BYTE, 0, boards, 0, boards.length);
            return statuses;
        }
    }

    /**
     * For bulk users: solves {@code count} boards where they are, in native memory (raw or ASCII
     * cells, as in C), {@code stride} bytes apart (81 packed, 82 for text lines with their
     * newline). A board that fails is left exactly as it was.
     *
     * @param boards a native segment of at least {@code (count - 1) * stride + 81} bytes
     * @param count the number of boards
     * @param stride the distance between boards, 81 or more
     * @param threads 0 for every core
     * @return the statuses, one per board (0 for success, else the C status code)
     * @throws IllegalArgumentException for a heap segment, a short one, or a stride under 81
     */
    public static int[] solveBatchInPlace(MemorySegment boards, long count, long stride, int threads) {
        return solveInPlace(Native.SOLVE_BATCH, boards, count, stride, threads);
    }

    /**
     * For bulk users: solves the boards of a byte array where they are (copied to native memory and
     * back), {@code stride} bytes apart; its length is N * stride, or (N - 1) * stride + 81.
     *
     * @param boards the cells, raw or ASCII
     * @param stride the distance between boards, 81 or more
     * @param threads 0 for every core
     * @return the statuses, one per board
     */
    public static int[] solveBatchInPlace(byte[] boards, int stride, int threads) {
        return solveInPlace(Native.SOLVE_BATCH, boards, stride, threads);
    }

    /**
     * As {@link #solveBatchInPlace(MemorySegment, long, long, int)}, with any solution.
     *
     * @param boards a native segment
     * @param count the number of boards
     * @param stride the distance between boards, 81 or more
     * @param threads 0 for every core
     * @return the statuses, one per board
     */
    public static int[] solveAnyBatchInPlace(MemorySegment boards, long count, long stride, int threads) {
        return solveInPlace(Native.SOLVE_ANY_BATCH, boards, count, stride, threads);
    }

    /**
     * As {@link #solveBatchInPlace(byte[], int, int)}, with any solution.
     *
     * @param boards the cells, raw or ASCII
     * @param stride the distance between boards, 81 or more
     * @param threads 0 for every core
     * @return the statuses, one per board
     */
    public static int[] solveAnyBatchInPlace(byte[] boards, int stride, int threads) {
        return solveInPlace(Native.SOLVE_ANY_BATCH, boards, stride, threads);
    }

    /** Board i's bytes, read from a segment when its error is asked for. */
    private static IntFunction<byte[]> reader(MemorySegment boards, long stride) {
        return i -> boards.asSlice(i * stride, CELLS).toArray(JAVA_BYTE);
    }

    private static IntFunction<byte[]> reader(byte[] boards, int stride) {
        return i -> Arrays.copyOfRange(boards, i * stride, i * stride + CELLS);
    }

    private static BatchResult<Integer> countAll(MemorySegment boards, long count, long stride, int limit,
            int threads, IntFunction<byte[]> board, List<?> texts) {
        checkThreads(threads);
        checkLimit(limit);
        checkSpan(boards, count, stride);
        int[] statuses;
        int[] counts;
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment st = arena.allocate(JAVA_INT, Math.max(1, count));
            MemorySegment ct = arena.allocate(JAVA_INT, Math.max(1, count));
            MemorySegment from = count == 0 ? MemorySegment.NULL : boards;
            called((int) Native.COUNT_BATCH.invokeExact(from, count, stride, limit, ct, st, threads));
            statuses = statusesOf(st, count);
            counts = statusesOf(ct, count);
        } catch (Throwable t) {
            throw Native.rethrow(t);
        }
        List<Integer> results = new ArrayList<>(counts.length);
        for (int i = 0; i < counts.length; i++) {
            results.add(statuses[i] == Native.OK ? counts[i] : null);
        }
        return new BatchResult<>(results, statuses, errors(statuses, board, texts));
    }

    private static BatchResult<Integer> countList(List<?> boards, int limit, int threads) {
        byte[][] cells = cellsOf(boards);
        boolean strings = !boards.isEmpty() && boards.get(0) instanceof String;
        try (Arena arena = Arena.ofConfined()) {
            return countAll(pack(arena, cells), cells.length, CELLS, limit, threads, i -> cells[i],
                    strings ? boards : null);
        }
    }

    /**
     * {@link #countSolutions(Grid, int)} of every board, in one call.
     *
     * @param boards the boards
     * @param limit where each count stops, 0 or more
     * @param threads 0 for every core
     * @return the counts (null where a board failed) and the statuses
     */
    public static BatchResult<Integer> countBatch(List<Grid> boards, int limit, int threads) {
        return countList(boards, limit, threads);
    }

    /**
     * {@link #countBatch(List, int, int)} for an array of grids.
     *
     * @param boards the boards
     * @param limit where each count stops
     * @param threads 0 for every core
     * @return the counts and the statuses
     */
    public static BatchResult<Integer> countBatch(Grid[] boards, int limit, int threads) {
        return countList(Arrays.asList(Objects.requireNonNull(boards, "boards")), limit, threads);
    }

    /**
     * {@link #countSolutions(String, int)} of every board, in one call.
     *
     * @param boards 81-character boards
     * @param limit where each count stops
     * @param threads 0 for every core
     * @return the counts and the statuses
     */
    public static BatchResult<Integer> countBatch(String[] boards, int limit, int threads) {
        return countList(Arrays.asList(Objects.requireNonNull(boards, "boards")), limit, threads);
    }

    /**
     * For bulk users: counts the solutions of boards in native memory, {@code stride} bytes apart.
     * The exceptions of {@link BatchResult#get(int)} read the segment, so keep it alive till then.
     *
     * @param boards a native segment of at least {@code (count - 1) * stride + 81} bytes
     * @param count the number of boards
     * @param stride the distance between boards, 81 or more
     * @param limit where each count stops
     * @param threads 0 for every core
     * @return the counts and the statuses
     */
    public static BatchResult<Integer> countBatch(MemorySegment boards, long count, long stride, int limit,
            int threads) {
        return countAll(boards, count, stride, limit, threads, reader(boards, stride), null);
    }

    /**
     * For bulk users: counts the solutions of boards in a byte array, {@code stride} bytes apart.
     *
     * @param boards the cells, raw or ASCII
     * @param stride the distance between boards, 81 or more
     * @param limit where each count stops
     * @param threads 0 for every core
     * @return the counts and the statuses
     */
    public static BatchResult<Integer> countBatch(byte[] boards, int stride, int limit, int threads) {
        long count = countOf(boards, stride);
        try (Arena arena = Arena.ofConfined()) {
            return countAll(copy(arena, boards), count, stride, limit, threads, reader(boards, stride), null);
        }
    }

    private static BatchResult<Conflict> checkAll(MemorySegment boards, long count, long stride, int threads,
            List<?> texts) {
        checkThreads(threads);
        checkSpan(boards, count, stride);
        int[] statuses;
        List<Conflict> results = new ArrayList<>();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment st = arena.allocate(JAVA_INT, Math.max(1, count));
            MemorySegment found = arena.allocate(Native.CONFLICT_SIZE * Math.max(1, count));
            MemorySegment from = count == 0 ? MemorySegment.NULL : boards;
            called((int) Native.CHECK_BATCH.invokeExact(from, count, stride, found, st, threads));
            statuses = statusesOf(st, count);
            for (int i = 0; i < count; i++) {
                long at = i * Native.CONFLICT_SIZE;
                int first = found.get(JAVA_BYTE, at) & 0xFF;
                int value = found.get(JAVA_BYTE, at + 5) & 0xFF;
                if (statuses[i] == Native.ERR_BAD_CELL) {
                    if (texts != null) {
                        value = ((String) texts.get(i)).charAt(first);
                    }
                    results.add(new Conflict(Conflict.Kind.BAD_CELL, first, -1, 0, Unit.NONE, -1, value));
                } else if (statuses[i] == Native.ERR_CONFLICT) {
                    results.add(new Conflict(Conflict.Kind.CONFLICT, first, found.get(JAVA_BYTE, at + 1) & 0xFF,
                            found.get(JAVA_BYTE, at + 2) & 0xFF, Unit.of(found.get(JAVA_BYTE, at + 3) & 0xFF),
                            found.get(JAVA_BYTE, at + 4) & 0xFF, value));
                } else {
                    results.add(null);
                }
            }
        } catch (Throwable t) {
            throw Native.rethrow(t);
        }
        return new BatchResult<>(results, statuses, i -> results.get(i) != null ? results.get(i).toException()
                : SudokuException.of(statuses[i]));
    }

    private static BatchResult<Conflict> checkList(List<?> boards, int threads) {
        byte[][] cells = cellsOf(boards);
        boolean strings = !boards.isEmpty() && boards.get(0) instanceof String;
        try (Arena arena = Arena.ofConfined()) {
            return checkAll(pack(arena, cells), cells.length, CELLS, threads, strings ? boards : null);
        }
    }

    /**
     * {@link #check(Grid)} of every board, in one call. Here a result is the {@link Conflict}
     * where a board is not valid (status -2 or -3) and null where it is (status 0);
     * {@link BatchResult#get(int)} throws the conflict's exception.
     *
     * @param boards the boards
     * @param threads 0 for every core
     * @return the conflicts and the statuses
     */
    public static BatchResult<Conflict> checkBatch(List<Grid> boards, int threads) {
        return checkList(boards, threads);
    }

    /**
     * {@link #checkBatch(List, int)} for an array of grids.
     *
     * @param boards the boards
     * @param threads 0 for every core
     * @return the conflicts and the statuses
     */
    public static BatchResult<Conflict> checkBatch(Grid[] boards, int threads) {
        return checkList(Arrays.asList(Objects.requireNonNull(boards, "boards")), threads);
    }

    /**
     * {@link #check(String)} of every board, in one call.
     *
     * @param boards 81-character boards
     * @param threads 0 for every core
     * @return the conflicts and the statuses
     */
    public static BatchResult<Conflict> checkBatch(String[] boards, int threads) {
        return checkList(Arrays.asList(Objects.requireNonNull(boards, "boards")), threads);
    }

    /**
     * For bulk users: checks boards in native memory, {@code stride} bytes apart.
     *
     * @param boards a native segment
     * @param count the number of boards
     * @param stride the distance between boards, 81 or more
     * @param threads 0 for every core
     * @return the conflicts and the statuses
     */
    public static BatchResult<Conflict> checkBatch(MemorySegment boards, long count, long stride, int threads) {
        return checkAll(boards, count, stride, threads, null);
    }

    /**
     * For bulk users: checks boards in a byte array, {@code stride} bytes apart.
     *
     * @param boards the cells, raw or ASCII
     * @param stride the distance between boards, 81 or more
     * @param threads 0 for every core
     * @return the conflicts and the statuses
     */
    public static BatchResult<Conflict> checkBatch(byte[] boards, int stride, int threads) {
        long count = countOf(boards, stride);
        try (Arena arena = Arena.ofConfined()) {
            return checkAll(copy(arena, boards), count, stride, threads, null);
        }
    }

    private static BatchResult<Rating> rateAll(MemorySegment boards, long count, long stride, int threads,
            IntFunction<byte[]> board, List<?> texts) {
        checkThreads(threads);
        checkSpan(boards, count, stride);
        int[] statuses;
        List<Rating> results = new ArrayList<>();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment st = arena.allocate(JAVA_INT, Math.max(1, count));
            MemorySegment ratings = arena.allocate(Native.RATING_SIZE * Math.max(1, count), 4);
            ratings.set(JAVA_INT, 0, (int) Native.RATING_SIZE);
            MemorySegment from = count == 0 ? MemorySegment.NULL : boards;
            called((int) Native.RATE_BATCH.invokeExact(from, count, stride, ratings, st, threads));
            statuses = statusesOf(st, count);
            for (int i = 0; i < count; i++) {
                results.add(statuses[i] == Native.OK ? rating(ratings, i * Native.RATING_SIZE) : null);
            }
        } catch (Throwable t) {
            throw Native.rethrow(t);
        }
        return new BatchResult<>(results, statuses, errors(statuses, board, texts));
    }

    private static BatchResult<Rating> rateList(List<?> boards, int threads) {
        byte[][] cells = cellsOf(boards);
        boolean strings = !boards.isEmpty() && boards.get(0) instanceof String;
        try (Arena arena = Arena.ofConfined()) {
            return rateAll(pack(arena, cells), cells.length, CELLS, threads, i -> cells[i], strings ? boards : null);
        }
    }

    /**
     * {@link #rate(Grid)} of every board, in one call.
     *
     * @param boards puzzles with one solution each
     * @param threads 0 for every core
     * @return the ratings (null where a board failed) and the statuses
     */
    public static BatchResult<Rating> rateBatch(List<Grid> boards, int threads) {
        return rateList(boards, threads);
    }

    /**
     * {@link #rateBatch(List, int)} for an array of grids.
     *
     * @param boards puzzles
     * @param threads 0 for every core
     * @return the ratings and the statuses
     */
    public static BatchResult<Rating> rateBatch(Grid[] boards, int threads) {
        return rateList(Arrays.asList(Objects.requireNonNull(boards, "boards")), threads);
    }

    /**
     * {@link #rate(String)} of every board, in one call.
     *
     * @param boards 81-character puzzles
     * @param threads 0 for every core
     * @return the ratings and the statuses
     */
    public static BatchResult<Rating> rateBatch(String[] boards, int threads) {
        return rateList(Arrays.asList(Objects.requireNonNull(boards, "boards")), threads);
    }

    /**
     * For bulk users: rates boards in native memory, {@code stride} bytes apart.
     *
     * @param boards a native segment
     * @param count the number of boards
     * @param stride the distance between boards, 81 or more
     * @param threads 0 for every core
     * @return the ratings and the statuses
     */
    public static BatchResult<Rating> rateBatch(MemorySegment boards, long count, long stride, int threads) {
        return rateAll(boards, count, stride, threads, reader(boards, stride), null);
    }

    /**
     * For bulk users: rates boards in a byte array, {@code stride} bytes apart.
     *
     * @param boards the cells, raw or ASCII
     * @param stride the distance between boards, 81 or more
     * @param threads 0 for every core
     * @return the ratings and the statuses
     */
    public static BatchResult<Rating> rateBatch(byte[] boards, int stride, int threads) {
        long count = countOf(boards, stride);
        try (Arena arena = Arena.ofConfined()) {
            return rateAll(copy(arena, boards), count, stride, threads, reader(boards, stride), null);
        }
    }

    /**
     * {@link #generate(long, GenerateOptions)} for the seeds {@code seed}, {@code seed + 1}, ...
     * {@code seed + count - 1}, in one call: puzzle i is exactly what {@code generate(seed + i,
     * options)} makes.
     *
     * @param seed the first seed
     * @param count how many puzzles, 0 or more
     * @param options the options
     * @param threads 0 for every core
     * @return the puzzles (null where one gave up, status -7) and the statuses
     */
    public static BatchResult<Generated> generateBatch(long seed, int count, GenerateOptions options, int threads) {
        if (count < 0) {
            throw new IllegalArgumentException("count is 0 or more, not " + count);
        }
        List<Generated> results = new ArrayList<>(count);
        int[] statuses;
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment puzzles = arena.allocate(Math.max(1L, (long) count * CELLS));
            MemorySegment solutions = arena.allocate(Math.max(1L, (long) count * CELLS));
            statuses = generateInto(arena, seed, count, options, puzzles, solutions, CELLS, threads);
            for (int i = 0; i < count; i++) {
                results.add(statuses[i] != Native.OK ? null : new Generated(
                        Grid.own(puzzles.asSlice((long) i * CELLS, CELLS).toArray(JAVA_BYTE)),
                        Grid.own(solutions.asSlice((long) i * CELLS, CELLS).toArray(JAVA_BYTE))));
            }
        }
        return new BatchResult<>(results, statuses, i -> SudokuException.of(statuses[i]));
    }

    /**
     * For bulk users: generates {@code count} puzzles into native memory, {@code stride} bytes
     * apart, in {@code options.style()}; a puzzle that gives up leaves its bytes unchanged.
     *
     * @param seed the first seed
     * @param count how many puzzles
     * @param options the options
     * @param puzzles a native segment of at least {@code (count - 1) * stride + 81} bytes
     * @param solutions null, or a native segment as large
     * @param stride the distance between boards, 81 or more
     * @param threads 0 for every core
     * @return the statuses, one per puzzle
     */
    public static int[] generateBatch(long seed, int count, GenerateOptions options, MemorySegment puzzles,
            MemorySegment solutions, long stride, int threads) {
        if (count < 0) {
            throw new IllegalArgumentException("count is 0 or more, not " + count);
        }
        checkSpan(puzzles, count, stride);
        if (solutions != null) {
            checkSpan(solutions, count, stride);
        }
        try (Arena arena = Arena.ofConfined()) {
            return generateInto(arena, seed, count, options, puzzles, solutions, stride, threads);
        }
    }

    private static int[] generateInto(Arena arena, long seed, long count, GenerateOptions options,
            MemorySegment puzzles, MemorySegment solutions, long stride, int threads) {
        Objects.requireNonNull(options, "options");
        checkThreads(threads);
        try {
            MemorySegment st = arena.allocate(JAVA_INT, Math.max(1, count));
            MemorySegment p = count == 0 ? MemorySegment.NULL : puzzles;
            MemorySegment s = solutions == null || count == 0 ? MemorySegment.NULL : solutions;
            called((int) Native.GENERATE_BATCH.invokeExact(seed, count, options(arena, options), p, s, stride, st,
                    threads));
            return statusesOf(st, count);
        } catch (Throwable t) {
            throw Native.rethrow(t);
        }
    }
}
