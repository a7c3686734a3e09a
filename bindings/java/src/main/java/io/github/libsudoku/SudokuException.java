package io.github.libsudoku;

/**
 * A board or request the libsudoku library refused. Unchecked; {@link #code()} is the C status
 * code ({@code SUDOKU_ERR_*} in {@code sudoku.h}). The subclasses carry the details:
 * {@link BadCellException}, {@link ConflictException}, {@link NoSolutionException},
 * {@link OptionsException}, {@link GaveUpException}, {@link NotUniqueException}. This class
 * itself stands for the rest ({@code SUDOKU_ERR_INTERNAL}, a bug inside the library, and codes
 * this binding does not expect).
 */
public class SudokuException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The C status code. */
    private final int code;

    /**
     * @param code the C status code
     * @param message what went wrong
     */
    public SudokuException(int code, String message) {
        super(message);
        this.code = code;
    }

    /** @return the C status code (negative; {@code -2} bad cell, {@code -3} conflict, ...) */
    public int code() {
        return code;
    }

    /**
     * The exception that stands for a status with no details beyond itself.
     *
     * @param code a C status code other than 0
     * @return the matching exception ({@link BadCellException} and {@link ConflictException}
     *     need a board: see {@link Sudoku#check(Grid)})
     */
    static SudokuException of(int code) {
        return switch (code) {
            case Native.ERR_NO_SOLUTION -> new NoSolutionException();
            case Native.ERR_OPTIONS -> new OptionsException(Native.strerror(code));
            case Native.ERR_GAVE_UP -> new GaveUpException();
            case Native.ERR_NOT_UNIQUE -> new NotUniqueException();
            default -> new SudokuException(code, Native.strerror(code));
        };
    }
}
