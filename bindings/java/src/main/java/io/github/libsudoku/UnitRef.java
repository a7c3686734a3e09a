package io.github.libsudoku;

/**
 * One unit of the board: a row, column or box and its index.
 *
 * @param kind {@link Unit#ROW}, {@link Unit#COLUMN} or {@link Unit#BOX}
 * @param index 0-8 (boxes numbered row-major)
 */
public record UnitRef(Unit kind, int index) {
    @Override
    public String toString() {
        return kind.label() + " " + (index + 1);
    }
}
