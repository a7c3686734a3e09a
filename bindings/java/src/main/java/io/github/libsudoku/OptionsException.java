package io.github.libsudoku;

/**
 * The library refused the options it was given ({@code SUDOKU_ERR_OPTIONS}, code -6). This binding
 * checks its arguments first and throws {@link IllegalArgumentException}, so this one means the
 * library and the binding disagree (a library older than the binding, say).
 */
public final class OptionsException extends SudokuException {
    private static final long serialVersionUID = 1L;

    /** @param message what was refused */
    public OptionsException(String message) {
        super(Native.ERR_OPTIONS, message);
    }
}
