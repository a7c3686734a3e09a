package io.github.libsudoku;

import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;

/**
 * What a batch call gives back: one result and one status per board, in input order. A board
 * that fails never throws: its status (the C status code, the {@link SudokuException#code()} the
 * single call would throw) says why, and its result is null. {@link #get(int)} and
 * {@link #throwIfAnyFailed()} turn failures into exceptions when that is what you want.
 *
 * @param <T> the result of one board
 */
public final class BatchResult<T> {
    private final List<T> results;
    private final int[] statuses;
    private final IntFunction<SudokuException> errors;

    BatchResult(List<T> results, int[] statuses, IntFunction<SudokuException> errors) {
        this.results = Collections.unmodifiableList(results);
        this.statuses = statuses;
        this.errors = errors;
    }

    /** @return the number of boards */
    public int size() {
        return statuses.length;
    }

    /** @return the results, in input order; null where the status is not 0 (unmodifiable) */
    public List<T> results() {
        return results;
    }

    /** @return the statuses, in input order: 0 for success, else the C status code (a copy) */
    public int[] statuses() {
        return statuses.clone();
    }

    /**
     * @param index the board's position
     * @return its status: 0 for success, else the C status code
     */
    public int status(int index) {
        return statuses[index];
    }

    /**
     * @param index the board's position
     * @return true when that board succeeded
     */
    public boolean isOk(int index) {
        return statuses[index] == Native.OK;
    }

    /** @return the number of boards that succeeded */
    public int okCount() {
        int n = 0;
        for (int status : statuses) {
            if (status == Native.OK) {
                n++;
            }
        }
        return n;
    }

    /**
     * The result of one board, or the exception its single call would have thrown.
     *
     * @param index the board's position
     * @return its result
     * @throws SudokuException (with details, as the single call's) when that board failed
     */
    public T get(int index) {
        if (statuses[index] != Native.OK) {
            throw errors.apply(index);
        }
        return results.get(index);
    }

    /**
     * @param index the board's position
     * @return the exception its single call would have thrown, or empty when it succeeded
     */
    public Optional<SudokuException> error(int index) {
        return statuses[index] == Native.OK ? Optional.empty() : Optional.of(errors.apply(index));
    }

    /**
     * Throws the first failure's exception, if any board failed.
     *
     * @return this, when every board succeeded
     * @throws SudokuException the first failed board's, as its single call would throw it
     */
    public BatchResult<T> throwIfAnyFailed() {
        for (int i = 0; i < statuses.length; i++) {
            if (statuses[i] != Native.OK) {
                throw errors.apply(i);
            }
        }
        return this;
    }

    @Override
    public String toString() {
        return "BatchResult[" + size() + " boards, " + okCount() + " ok]";
    }
}
