package io.github.libsudoku;

import java.util.Arrays;
import java.util.Objects;

/**
 * A 9x9 Sudoku board: an immutable value of 81 cells, row-major (cell = row * 9 + column), each 0
 * (empty) or a digit 1-9. It holds any such board, valid or not; {@link Sudoku} says whether it
 * is valid, solves it, and so on.
 *
 * <pre>{@code
 * Grid puzzle = Grid.parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
 * Grid solution = Sudoku.solve(puzzle);
 * int[][] rows = solution.toRows();   // rows[0][2] == 4
 * }</pre>
 *
 * <p>Equal boards are {@link #equals equal} and hash alike, so grids work as map keys.
 */
public final class Grid {
    private final byte[] cells; // 81 values 0-9; never exposed, never changed

    private Grid(byte[] cells) {
        this.cells = cells;
    }

    /** Takes ownership of 81 bytes the library wrote (raw or ASCII style), normalized to 0-9. */
    static Grid own(byte[] cells) {
        for (int i = 0; i < Native.CELLS; i++) {
            byte b = cells[i];
            if (b >= '0') {
                cells[i] = b == '.' ? 0 : (byte) (b - '0');
            } else if (b == '.') {
                cells[i] = 0;
            }
        }
        return new Grid(cells);
    }

    /** The raw cells (0-9); the caller must not change them. */
    byte[] raw() {
        return cells;
    }

    /** The grid with every cell empty. */
    public static Grid empty() {
        return new Grid(new byte[Native.CELLS]);
    }

    /**
     * Parses a board written as 81 cells, row by row: {@code '1'}-{@code '9'} for a digit,
     * {@code '.'} or {@code '0'} for an empty cell. Whitespace (spaces, tabs, line breaks) between
     * cells is ignored, so a board written as nine lines of nine parses too.
     *
     * @param text the board
     * @return the grid
     * @throws NullPointerException when {@code text} is null
     * @throws BadCellException when a character is none of those (its cell and character are in
     *     the exception)
     * @throws IllegalArgumentException when there are not exactly 81 cells
     */
    public static Grid parse(CharSequence text) {
        Objects.requireNonNull(text, "text");
        byte[] cells = new byte[Native.CELLS];
        int cell = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                continue;
            }
            if (cell == Native.CELLS) {
                throw new IllegalArgumentException("a board has 81 cells; this text has more");
            }
            if (c >= '1' && c <= '9') {
                cells[cell] = (byte) (c - '0');
            } else if (c != '.' && c != '0') {
                throw new BadCellException(cell, c);
            }
            cell++;
        }
        if (cell != Native.CELLS) {
            throw new IllegalArgumentException("a board has 81 cells, not " + cell);
        }
        return new Grid(cells);
    }

    /**
     * A grid from 9 rows of 9 numbers, 0 for an empty cell (LeetCode's numeric board).
     *
     * @param rows 9 arrays of 9 values 0-9 (copied)
     * @return the grid
     * @throws NullPointerException when {@code rows} or a row is null
     * @throws IllegalArgumentException when the shape is not 9x9
     * @throws BadCellException when a value is outside 0-9
     */
    public static Grid of(int[][] rows) {
        checkShape(rows, rows == null ? 0 : rows.length);
        byte[] cells = new byte[Native.CELLS];
        for (int r = 0; r < 9; r++) {
            int[] row = Objects.requireNonNull(rows[r], "row " + r);
            if (row.length != 9) {
                throw new IllegalArgumentException("row " + r + " has " + row.length + " cells, not 9");
            }
            for (int c = 0; c < 9; c++) {
                int value = row[c];
                if (value < 0 || value > 9) {
                    throw new BadCellException(r * 9 + c, value);
                }
                cells[r * 9 + c] = (byte) value;
            }
        }
        return new Grid(cells);
    }

    /**
     * A grid from 9 rows of 9 characters, {@code '.'} or {@code '0'} for an empty cell
     * (LeetCode's {@code char[][] board}).
     *
     * @param rows 9 arrays of 9 characters (copied)
     * @return the grid
     * @throws NullPointerException when {@code rows} or a row is null
     * @throws IllegalArgumentException when the shape is not 9x9
     * @throws BadCellException when a character is not {@code '.'}, {@code '0'}-{@code '9'}
     */
    public static Grid of(char[][] rows) {
        checkShape(rows, rows == null ? 0 : rows.length);
        byte[] cells = new byte[Native.CELLS];
        for (int r = 0; r < 9; r++) {
            char[] row = Objects.requireNonNull(rows[r], "row " + r);
            if (row.length != 9) {
                throw new IllegalArgumentException("row " + r + " has " + row.length + " cells, not 9");
            }
            for (int c = 0; c < 9; c++) {
                char ch = row[c];
                if (ch >= '1' && ch <= '9') {
                    cells[r * 9 + c] = (byte) (ch - '0');
                } else if (ch != '.' && ch != '0') {
                    throw new BadCellException(r * 9 + c, ch);
                }
            }
        }
        return new Grid(cells);
    }

    /**
     * A grid from 81 cells as the C library takes them: raw digits 1-9 with 0 for empty, or ASCII
     * {@code '1'}-{@code '9'} with {@code '.'} or {@code '0'} for empty.
     *
     * @param cells 81 bytes (copied)
     * @return the grid
     * @throws IllegalArgumentException when there are not 81 bytes
     * @throws BadCellException when a byte is not a cell value
     */
    public static Grid fromBytes(byte[] cells) {
        Objects.requireNonNull(cells, "cells");
        if (cells.length != Native.CELLS) {
            throw new IllegalArgumentException("a board has 81 cells, not " + cells.length);
        }
        byte[] copy = new byte[Native.CELLS];
        for (int i = 0; i < Native.CELLS; i++) {
            int b = cells[i] & 0xFF;
            if (b >= 1 && b <= 9) {
                copy[i] = (byte) b;
            } else if (b >= '1' && b <= '9') {
                copy[i] = (byte) (b - '0');
            } else if (b != 0 && b != '.' && b != '0') {
                throw new BadCellException(i, b);
            }
        }
        return new Grid(copy);
    }

    private static void checkShape(Object rows, int length) {
        Objects.requireNonNull(rows, "rows");
        if (length != 9) {
            throw new IllegalArgumentException("a board has 9 rows, not " + length);
        }
    }

    /**
     * The digit in a cell.
     *
     * @param row 0-8
     * @param column 0-8
     * @return 1-9, or 0 for an empty cell
     * @throws IndexOutOfBoundsException when row or column is outside 0-8
     */
    public int get(int row, int column) {
        Objects.checkIndex(row, 9);
        Objects.checkIndex(column, 9);
        return cells[row * 9 + column];
    }

    /**
     * The digit in a cell.
     *
     * @param cell 0-80, row-major
     * @return 1-9, or 0 for an empty cell
     * @throws IndexOutOfBoundsException when cell is outside 0-80
     */
    public int get(int cell) {
        return cells[Objects.checkIndex(cell, Native.CELLS)];
    }

    /**
     * This grid with one cell changed.
     *
     * @param row 0-8
     * @param column 0-8
     * @param digit 1-9, or 0 to empty the cell
     * @return a new grid (this one is unchanged)
     * @throws IndexOutOfBoundsException when row or column is outside 0-8
     * @throws IllegalArgumentException when digit is outside 0-9
     */
    public Grid with(int row, int column, int digit) {
        Objects.checkIndex(row, 9);
        Objects.checkIndex(column, 9);
        if (digit < 0 || digit > 9) {
            throw new IllegalArgumentException("a digit is 1-9, or 0 for empty; not " + digit);
        }
        byte[] copy = cells.clone();
        copy[row * 9 + column] = (byte) digit;
        return new Grid(copy);
    }

    /** @return the number of filled cells (givens) */
    public int filledCount() {
        int n = 0;
        for (byte b : cells) {
            if (b != 0) {
                n++;
            }
        }
        return n;
    }

    /** @return true when no cell is empty (says nothing about validity) */
    public boolean isFull() {
        return filledCount() == Native.CELLS;
    }

    /** @return the board as 9 rows of 9 numbers, 0 for empty (a fresh array) */
    public int[][] toRows() {
        int[][] rows = new int[9][9];
        for (int i = 0; i < Native.CELLS; i++) {
            rows[i / 9][i % 9] = cells[i];
        }
        return rows;
    }

    /** @return the board as 9 rows of 9 characters, {@code '.'} for empty (a fresh array) */
    public char[][] toCharRows() {
        char[][] rows = new char[9][9];
        for (int i = 0; i < Native.CELLS; i++) {
            rows[i / 9][i % 9] = cells[i] == 0 ? '.' : (char) ('0' + cells[i]);
        }
        return rows;
    }

    /** @return the 81 cells in the C library's raw style: 0 for empty, 1-9 (a fresh array) */
    public byte[] toBytes() {
        return cells.clone();
    }

    /**
     * The board as 81 characters, row by row, {@code '.'} for empty: what {@link #parse} reads.
     *
     * @return the 81-character string
     */
    @Override
    public String toString() {
        byte[] text = new byte[Native.CELLS];
        for (int i = 0; i < Native.CELLS; i++) {
            text[i] = cells[i] == 0 ? (byte) '.' : (byte) ('0' + cells[i]);
        }
        return new String(text, java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    /**
     * The board drawn as nine lines with boxes marked, for people:
     * <pre>
     * 5 3 . | . 7 . | . . .
     * ...
     * ------+-------+------
     * </pre>
     *
     * @return the drawing, lines ending in {@code '\n'}
     */
    public String toPrettyString() {
        StringBuilder out = new StringBuilder(9 * 22 + 2 * 22);
        for (int r = 0; r < 9; r++) {
            if (r == 3 || r == 6) {
                out.append("------+-------+------\n");
            }
            for (int c = 0; c < 9; c++) {
                if (c == 3 || c == 6) {
                    out.append("| ");
                }
                byte b = cells[r * 9 + c];
                out.append(b == 0 ? '.' : (char) ('0' + b));
                out.append(c == 8 ? "\n" : " ");
            }
        }
        return out.toString();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Grid grid && Arrays.equals(cells, grid.cells);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells);
    }
}
