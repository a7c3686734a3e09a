package io.github.libsudoku;

import java.util.List;

/**
 * Why a board is not valid (see {@link Sudoku#check(Grid)}).
 *
 * @param kind {@link Kind#BAD_CELL} or {@link Kind#CONFLICT}
 * @param firstCell the bad cell, or the earlier of the two repeating cells (0-80)
 * @param secondCell the later repeating cell; -1 for a bad cell
 * @param digit the repeated digit 1-9; 0 for a bad cell
 * @param unit the unit the two cells share; {@link Unit#NONE} for a bad cell
 * @param unitIndex which row, column or box, 0-8; -1 for a bad cell
 * @param value the byte found at the bad cell, or at the later repeating cell
 */
public record Conflict(Kind kind, int firstCell, int secondCell, int digit, Unit unit, int unitIndex, int value) {
    /** What is wrong. */
    public enum Kind {
        /** A cell holds something that is not a cell value. */
        BAD_CELL,
        /** Two givens repeat a digit in a unit. */
        CONFLICT
    }

    /** @return the cells involved: the bad cell, or the two repeating cells */
    public List<Integer> cells() {
        return kind == Kind.BAD_CELL ? List.of(firstCell) : List.of(firstCell, secondCell);
    }

    /** @return the exception that stands for this conflict (what solving the board throws) */
    public SudokuException toException() {
        return kind == Kind.BAD_CELL ? new BadCellException(firstCell, value)
                : new ConflictException(firstCell, secondCell, digit, unit, unitIndex);
    }
}
