package io.github.libsudoku;

/** Which cells {@link Sudoku#generate} gives or leaves out together ({@code SUDOKU_SYMMETRY_*}). */
public enum Symmetry {
    /** Every cell on its own. */
    NONE,
    /** Cell i and cell 80 - i, a half-turn about the centre (the default). */
    ROTATE180,
    /** The four quarter-turns about the centre. */
    ROTATE90,
    /** Left and right: column c and column 8 - c. */
    MIRROR,
    /** Top and bottom: row r and row 8 - r. */
    FLIP,
    /** About the main diagonal: (r, c) and (c, r). */
    DIAGONAL,
    /** About the anti-diagonal: (r, c) and (8 - c, 8 - r). */
    ANTIDIAGONAL,
    /** All eight symmetries of the square at once. */
    DIHEDRAL;

    /** @return the C constant's value */
    public int code() {
        return ordinal();
    }
}
