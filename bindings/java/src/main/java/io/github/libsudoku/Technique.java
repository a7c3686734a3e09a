package io.github.libsudoku;

/**
 * A solving technique ({@code SUDOKU_TECH_*}), easiest first as the rater tries them, then
 * {@link #W_WING} (numbered last because it came later; the hint tries it after XYZ-Wing). Its
 * {@link #displayName()} is the library's English name ({@link Sudoku#techniqueName(int)}).
 */
public enum Technique {
    /** No step: every cell is given ({@code SUDOKU_TECH_NONE}). */
    NONE(0, "None"),
    /** Full House. */
    FULL_HOUSE(1, "Full House"),
    /** Hidden Single (box). */
    HIDDEN_SINGLE_BOX(2, "Hidden Single (box)"),
    /** Hidden Single (row or column). */
    HIDDEN_SINGLE_LINE(3, "Hidden Single (row or column)"),
    /** Direct Pointing. */
    DIRECT_POINTING(4, "Direct Pointing"),
    /** Direct Claiming. */
    DIRECT_CLAIMING(5, "Direct Claiming"),
    /** Direct Hidden Pair. */
    DIRECT_HIDDEN_PAIR(6, "Direct Hidden Pair"),
    /** Naked Single. */
    NAKED_SINGLE(7, "Naked Single"),
    /** Direct Hidden Triple. */
    DIRECT_HIDDEN_TRIPLE(8, "Direct Hidden Triple"),
    /** Pointing. */
    POINTING(9, "Pointing"),
    /** Claiming. */
    CLAIMING(10, "Claiming"),
    /** Naked Pair. */
    NAKED_PAIR(11, "Naked Pair"),
    /** X-Wing. */
    X_WING(12, "X-Wing"),
    /** Hidden Pair. */
    HIDDEN_PAIR(13, "Hidden Pair"),
    /** Naked Triple. */
    NAKED_TRIPLE(14, "Naked Triple"),
    /** Swordfish. */
    SWORDFISH(15, "Swordfish"),
    /** Hidden Triple. */
    HIDDEN_TRIPLE(16, "Hidden Triple"),
    /** Strong Links. */
    STRONG_LINKS(17, "Strong Links"),
    /** XY-Wing. */
    XY_WING(18, "XY-Wing"),
    /** XYZ-Wing. */
    XYZ_WING(19, "XYZ-Wing"),
    /** Unique Rectangle. */
    UNIQUE_RECTANGLE(20, "Unique Rectangle"),
    /** Naked Quad. */
    NAKED_QUAD(21, "Naked Quad"),
    /** Jellyfish. */
    JELLYFISH(22, "Jellyfish"),
    /** Hidden Quad. */
    HIDDEN_QUAD(23, "Hidden Quad"),
    /** WXYZ-Wing. */
    WXYZ_WING(24, "WXYZ-Wing"),
    /** BUG. */
    BUG(25, "BUG"),
    /** VWXYZ-Wing. */
    VWXYZ_WING(26, "VWXYZ-Wing"),
    /** Aligned Pair Exclusion. */
    ALIGNED_PAIR_EXCLUSION(27, "Aligned Pair Exclusion"),
    /** UVWXYZ-Wing. */
    UVWXYZ_WING(28, "UVWXYZ-Wing"),
    /** X-Cycle. */
    X_CYCLE(29, "X-Cycle"),
    /** Y-Cycle. */
    Y_CYCLE(30, "Y-Cycle"),
    /** Forcing X-Chain. */
    FORCING_X_CHAIN(31, "Forcing X-Chain"),
    /** Cycle. */
    CYCLE(32, "Cycle"),
    /** Forcing Chain. */
    FORCING_CHAIN(33, "Forcing Chain"),
    /** Nishio Forcing Chain. */
    NISHIO(34, "Nishio Forcing Chain"),
    /** Multiple Forcing Chains. */
    CELL_FORCING_CHAINS(35, "Multiple Forcing Chains"),
    /** Region Forcing Chains. */
    REGION_FORCING_CHAINS(36, "Region Forcing Chains"),
    /** Dynamic Forcing Chains. */
    DYNAMIC_FORCING_CHAINS(37, "Dynamic Forcing Chains"),
    /** Dynamic Forcing Chains (+). */
    DYNAMIC_FORCING_CHAINS_PLUS(38, "Dynamic Forcing Chains (+)"),
    /** Guess. */
    GUESS(39, "Guess"),
    /**
     * W-Wing (4.4, after XYZ-Wing): in hints only ({@link Sudoku#hint(Grid)}). Sudoku Explainer's
     * default set leaves it out, so {@link Sudoku#rate(Grid)} and {@link Sudoku#explain(Grid)} do
     * too, to stay on its scale.
     */
    W_WING(40, "W-Wing");

    private static final Technique[] BY_CODE = values();

    private final int code;
    private final String displayName;

    Technique(int code, String displayName) {
        this.code = code;
        this.displayName = displayName;
    }

    /** @return the C constant's value (0 for {@link #NONE}, 1-40) */
    public int code() {
        return code;
    }

    /** @return the English name, "X-Wing"; "None" for {@link #NONE} */
    public String displayName() {
        return displayName;
    }

    /**
     * @param code a {@code SUDOKU_TECH_*} value
     * @return its technique
     * @throws IllegalArgumentException for a number that names none
     */
    public static Technique of(int code) {
        if (code < 0 || code >= BY_CODE.length || BY_CODE[code].code != code) {
            throw new IllegalArgumentException("no technique has the number " + code);
        }
        return BY_CODE[code];
    }

    @Override
    public String toString() {
        return displayName;
    }
}
