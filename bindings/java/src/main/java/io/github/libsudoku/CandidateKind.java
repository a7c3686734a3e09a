package io.github.libsudoku;

/** Which candidates {@link Sudoku#candidates(Grid, CandidateKind)} gives. */
public enum CandidateKind {
    /** What a player pencils in: the digits no given in the cell's row, column or box holds. */
    BASIC,
    /** The digits the cell holds in at least one solution (the true candidates). */
    SOLUTIONS;

    /** @return the C constant's value ({@code SUDOKU_CANDIDATES_*}) */
    public int code() {
        return ordinal();
    }
}
