package io.github.libsudoku;

import java.util.Objects;

/**
 * What {@link Sudoku#generate(long, GenerateOptions)} makes. Start from {@link #defaults()} or
 * {@link #builder()}:
 *
 * <pre>{@code
 * GenerateOptions options = GenerateOptions.builder()
 *         .symmetry(Symmetry.MIRROR).level(Level.MEDIUM, Level.HARD).maxTries(5000).build();
 * }</pre>
 *
 * <p>Every bound of 0 (or null, for levels) means "no bound". The record's constructor checks the
 * values and throws {@link IllegalArgumentException} for ones the library would refuse.
 *
 * @param symmetry which cells are given or left out together (default {@link Symmetry#ROTATE180})
 * @param minimal true (the default): no given (no symmetric group of givens) can be taken out
 *     without losing uniqueness; false: groups whose removal would go below {@code minGivens} are
 *     skipped (more givens, easier puzzles)
 * @param minGivens at least this many givens, 0-81; 0 for no bound
 * @param maxGivens at most this many givens, 17-81; 0 for no bound
 * @param style how byte-buffer results are written (Grid results do not depend on it)
 * @param maxTries grids to try before {@link GaveUpException}; 0 for the library's default (1000, or 20,000 with a bound on the level or the rating)
 * @param minLevel the puzzle's level is at least this; null for no bound
 * @param maxLevel the puzzle's level is at most this; null for no bound
 * @param minSe the puzzle's Sudoku Explainer rating is at least this, 0-20; 0 for no bound
 * @param maxSe its rating is at most this, above 0 and up to 20; 0 for no bound
 */
public record GenerateOptions(
        Symmetry symmetry,
        boolean minimal,
        int minGivens,
        int maxGivens,
        Style style,
        int maxTries,
        Level minLevel,
        Level maxLevel,
        double minSe,
        double maxSe) {

    private static final GenerateOptions DEFAULTS = builder().build();

    /** Checks the values (see the class comment). */
    public GenerateOptions {
        Objects.requireNonNull(symmetry, "symmetry");
        Objects.requireNonNull(style, "style");
        if (minGivens < 0 || minGivens > Native.CELLS) {
            throw new IllegalArgumentException("minGivens is 0 (no bound) to 81, not " + minGivens);
        }
        if (maxGivens != 0 && (maxGivens < 17 || maxGivens > Native.CELLS)) {
            throw new IllegalArgumentException("maxGivens is 0 (no bound) or 17-81 (no puzzle with one "
                    + "solution has fewer than 17 givens), not " + maxGivens);
        }
        if (maxGivens != 0 && minGivens > maxGivens) {
            throw new IllegalArgumentException("minGivens (" + minGivens + ") is above maxGivens (" + maxGivens + ")");
        }
        if (maxTries < 0) {
            throw new IllegalArgumentException("maxTries is 0 (the library's default) or more, not " + maxTries);
        }
        if (minLevel != null && maxLevel != null && minLevel.compareTo(maxLevel) > 0) {
            throw new IllegalArgumentException("minLevel (" + minLevel + ") is above maxLevel (" + maxLevel + ")");
        }
        checkSe(minSe, "minSe");
        checkSe(maxSe, "maxSe");
        if (maxSe != 0 && minSe > maxSe) {
            throw new IllegalArgumentException("minSe (" + minSe + ") is above maxSe (" + maxSe + ")");
        }
    }

    private static void checkSe(double se, String name) {
        if (!(se >= 0 && se <= 20)) {
            throw new IllegalArgumentException(name + " is 0 (no bound) to 20, not " + se);
        }
    }

    /** @return the library's defaults: rotate180, minimal, no bounds, ASCII, default tries */
    public static GenerateOptions defaults() {
        return DEFAULTS;
    }

    /** @return a builder holding the defaults */
    public static Builder builder() {
        return new Builder();
    }

    /** @return a builder holding these options */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.symmetry = symmetry;
        b.minimal = minimal;
        b.minGivens = minGivens;
        b.maxGivens = maxGivens;
        b.style = style;
        b.maxTries = maxTries;
        b.minLevel = minLevel;
        b.maxLevel = maxLevel;
        b.minSe = minSe;
        b.maxSe = maxSe;
        return b;
    }

    /** Builds {@link GenerateOptions}; each setter returns the builder. */
    public static final class Builder {
        private Symmetry symmetry = Symmetry.ROTATE180;
        private boolean minimal = true;
        private int minGivens;
        private int maxGivens;
        private Style style = Style.ASCII;
        private int maxTries;
        private Level minLevel;
        private Level maxLevel;
        private double minSe;
        private double maxSe;

        private Builder() {}

        /** @param value the symmetry @return this builder */
        public Builder symmetry(Symmetry value) {
            symmetry = value;
            return this;
        }

        /** @param value whether the puzzle is minimal @return this builder */
        public Builder minimal(boolean value) {
            minimal = value;
            return this;
        }

        /**
         * @param min at least this many givens (0: no bound)
         * @param max at most this many (0: no bound; else 17-81)
         * @return this builder
         */
        public Builder givens(int min, int max) {
            minGivens = min;
            maxGivens = max;
            return this;
        }

        /** @param value the style of byte-buffer results @return this builder */
        public Builder style(Style value) {
            style = value;
            return this;
        }

        /** @param value grids to try (0: the library's default) @return this builder */
        public Builder maxTries(int value) {
            maxTries = value;
            return this;
        }

        /** @param value exactly this level @return this builder */
        public Builder level(Level value) {
            return level(value, value);
        }

        /**
         * @param min at least this level (null: no bound)
         * @param max at most this level (null: no bound)
         * @return this builder
         */
        public Builder level(Level min, Level max) {
            minLevel = min;
            maxLevel = max;
            return this;
        }

        /**
         * @param min the Sudoku Explainer rating is at least this (0: no bound)
         * @param max at most this (0: no bound)
         * @return this builder
         */
        public Builder se(double min, double max) {
            minSe = min;
            maxSe = max;
            return this;
        }

        /**
         * @return the options
         * @throws IllegalArgumentException for values the library would refuse
         */
        public GenerateOptions build() {
            return new GenerateOptions(symmetry, minimal, minGivens, maxGivens, style, maxTries, minLevel,
                    maxLevel, minSe, maxSe);
        }
    }
}
