package io.github.libsudoku;

/**
 * The givens are consistent, but the puzzle has no solution ({@code SUDOKU_ERR_NO_SOLUTION}, code -4); for hints, also pencil marks that rule out a cell's solution digit.
 */
public final class NoSolutionException extends SudokuException {
    private static final long serialVersionUID = 1L;

    /** With the library's message for the status. */
    public NoSolutionException() {
        super(Native.ERR_NO_SOLUTION, Native.strerror(Native.ERR_NO_SOLUTION));
    }
}
