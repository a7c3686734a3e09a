package io.github.libsudoku;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One step of a human-style solution (see {@link Sudoku#hint(Grid)} and {@link Sudoku#explain(Grid)}).
 * Cells are 0-80, row-major; digits 1-9. Every collection is unmodifiable.
 *
 * @param technique the technique ({@link Technique#GUESS} only where no technique applies;
 *     {@link Technique#W_WING} only from {@link Sudoku#hint(Grid)})
 * @param se this step's Sudoku Explainer rating, rounded to a tenth
 * @param level the technique's level
 * @param placements the digits it places
 * @param eliminations the candidates it takes out
 * @param cells the cells of the pattern that justifies it, ascending
 * @param pattern those cells' candidates that make it up (what to highlight), by cell
 * @param digits the digits the pattern is about
 * @param units the units the pattern lives in (for locked candidates and fish, the base units;
 *     for singles, the unit the digit is single in)
 * @param cover the units whose other cells lose candidates (locked candidates and fish), else empty
 * @param length a chain's nodes, a strong-link pattern's links, a wing's cells; else 0
 * @param description one English sentence saying what the step does (cells written
 *     r&lt;row&gt;c&lt;column&gt;, counted from 1)
 */
public record Step(
        Technique technique,
        double se,
        Level level,
        List<CellDigit> placements,
        List<CellDigit> eliminations,
        List<Integer> cells,
        Map<Integer, Set<Integer>> pattern,
        Set<Integer> digits,
        List<UnitRef> units,
        List<UnitRef> cover,
        int length,
        String description) {}
