package io.github.libsudoku;

/** How hard a puzzle or a step is for a person ({@code SUDOKU_LEVEL_*}), easiest first. */
public enum Level {
    /** Singles only. */
    EASY,
    /** Also locked candidates, hidden and naked pairs and triples. */
    MEDIUM,
    /** Also fish, wings, quads, uniqueness. */
    HARD,
    /** Also chains and loops. */
    EXPERT,
    /** Also forcing chains, or a guess. */
    EXTREME;

    /** @return the C constant's value, 1 (easy) to 5 (extreme) */
    public int code() {
        return ordinal() + 1;
    }

    /**
     * @param code 1-5
     * @return the level with that number
     * @throws IllegalArgumentException for another number
     */
    public static Level of(int code) {
        if (code < 1 || code > 5) {
            throw new IllegalArgumentException("a level is 1-5, not " + code);
        }
        return values()[code - 1];
    }
}
