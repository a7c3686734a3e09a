package io.github.libsudoku;

/**
 * A cell holds something that is not a cell value, or the board mixes raw and ASCII digits
 * ({@code SUDOKU_ERR_BAD_CELL}, code -2).
 */
public final class BadCellException extends SudokuException {
    private static final long serialVersionUID = 1L;

    private final int cell;
    private final int value;

    /**
     * @param cell the first bad cell, 0-80 row-major
     * @param value what it holds: a byte 0-255 as the library saw it, or the character or number
     *     given to this binding
     */
    public BadCellException(int cell, int value) {
        super(Native.ERR_BAD_CELL, "cell " + cell + " (row " + (cell / 9 + 1) + ", column " + (cell % 9 + 1)
                + ") holds " + describe(value) + ", which is not a cell value");
        this.cell = cell;
        this.value = value;
    }

    private static String describe(int value) {
        if (value >= 0x21 && value < 0x7F) {
            return "'" + (char) value + "' (" + value + ")";
        }
        return "the value " + value;
    }

    /** @return the bad cell, 0-80 (row = cell / 9, column = cell % 9) */
    public int cell() {
        return cell;
    }

    /** @return the byte (or character, or number) found in the cell */
    public int value() {
        return value;
    }
}
