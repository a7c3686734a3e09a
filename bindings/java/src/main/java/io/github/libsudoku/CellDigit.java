package io.github.libsudoku;

/**
 * A digit in a cell: a placement, or a candidate taken out.
 *
 * @param cell 0-80, row-major
 * @param digit 1-9
 */
public record CellDigit(int cell, int digit) {
    /** @return the cell's row, 0-8 */
    public int row() {
        return cell / 9;
    }

    /** @return the cell's column, 0-8 */
    public int column() {
        return cell % 9;
    }

    /** @return "r&lt;row&gt;c&lt;column&gt;=digit", counted from 1 as the descriptions write cells */
    @Override
    public String toString() {
        return "r" + (row() + 1) + "c" + (column() + 1) + "=" + digit;
    }
}
