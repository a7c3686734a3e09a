package io.github.libsudoku;

import java.util.List;

/**
 * Two givens repeat a digit in a row, column or box ({@code SUDOKU_ERR_CONFLICT}, code -3). The
 * conflict reported is the one whose later cell comes first in row-major order.
 */
public final class ConflictException extends SudokuException {
    private static final long serialVersionUID = 1L;

    private final int firstCell;
    private final int secondCell;
    private final int digit;
    private final Unit unit;
    private final int unitIndex;

    /**
     * @param firstCell the earlier of the two cells, 0-80
     * @param secondCell the later one
     * @param digit the repeated digit, 1-9
     * @param unit where they repeat
     * @param unitIndex which row, column or box, 0-8 (boxes row-major)
     */
    public ConflictException(int firstCell, int secondCell, int digit, Unit unit, int unitIndex) {
        super(Native.ERR_CONFLICT, digit + " repeats in " + unit.label() + " " + unitIndex + " (cells "
                + firstCell + " and " + secondCell + ")");
        this.firstCell = firstCell;
        this.secondCell = secondCell;
        this.digit = digit;
        this.unit = unit;
        this.unitIndex = unitIndex;
    }

    /** @return the two cells that repeat the digit, earlier first */
    public List<Integer> cells() {
        return List.of(firstCell, secondCell);
    }

    /** @return the earlier cell, 0-80 */
    public int firstCell() {
        return firstCell;
    }

    /** @return the later cell, 0-80 */
    public int secondCell() {
        return secondCell;
    }

    /** @return the repeated digit, 1-9 */
    public int digit() {
        return digit;
    }

    /** @return the kind of unit the two cells share */
    public Unit unit() {
        return unit;
    }

    /** @return which row, column or box, 0-8 (boxes numbered row-major) */
    public int unitIndex() {
        return unitIndex;
    }
}
