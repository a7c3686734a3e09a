package io.github.libsudoku;

/** How {@link Sudoku#generateBatch(long, int, GenerateOptions, java.lang.foreign.MemorySegment,
 * java.lang.foreign.MemorySegment, long, int)} writes boards into a byte buffer
 * ({@code SUDOKU_STYLE_*}). {@link Grid} results do not depend on it. */
public enum Style {
    /** ASCII: {@code '.'} for empty, {@code '1'}-{@code '9'} (the default). */
    ASCII,
    /** Raw bytes: 0 for empty, 1-9. */
    RAW;

    /** @return the C constant's value */
    public int code() {
        return ordinal();
    }
}
