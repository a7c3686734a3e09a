package io.github.libsudoku;

/** A kind of unit: the nine cells of a row, a column or a 3x3 box. */
public enum Unit {
    /** No unit (a bad cell involves none); {@code SUDOKU_UNIT_NONE}. */
    NONE("none"),
    /** A row; {@code SUDOKU_UNIT_ROW}. */
    ROW("row"),
    /** A column; {@code SUDOKU_UNIT_COLUMN}. */
    COLUMN("column"),
    /** A 3x3 box, numbered row-major 0-8; {@code SUDOKU_UNIT_BOX}. */
    BOX("box");

    private final String label;

    Unit(String label) {
        this.label = label;
    }

    /** @return the C constant's value ({@code SUDOKU_UNIT_*}) */
    public int code() {
        return ordinal();
    }

    /** @return "row", "column", "box" or "none" */
    public String label() {
        return label;
    }

    static Unit of(int code) {
        return code >= 0 && code < values().length ? values()[code] : NONE;
    }
}
