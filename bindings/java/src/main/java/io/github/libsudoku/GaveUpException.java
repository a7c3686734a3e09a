package io.github.libsudoku;

/**
 * {@link Sudoku#generate} made no puzzle within the bounds (givens, level, rating) in {@code maxTries} grids ({@code SUDOKU_ERR_GAVE_UP}, code -7): widen the bounds or allow more tries.
 */
public final class GaveUpException extends SudokuException {
    private static final long serialVersionUID = 1L;

    /** With the library's message for the status. */
    public GaveUpException() {
        super(Native.ERR_GAVE_UP, Native.strerror(Native.ERR_GAVE_UP));
    }
}
