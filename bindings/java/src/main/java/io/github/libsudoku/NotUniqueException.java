package io.github.libsudoku;

/**
 * The board has several solutions where one is required ({@code SUDOKU_ERR_NOT_UNIQUE}, code -8): rating, hints and explanations need a proper puzzle.
 */
public final class NotUniqueException extends SudokuException {
    private static final long serialVersionUID = 1L;

    /** With the library's message for the status. */
    public NotUniqueException() {
        super(Native.ERR_NOT_UNIQUE, Native.strerror(Native.ERR_NOT_UNIQUE));
    }
}
