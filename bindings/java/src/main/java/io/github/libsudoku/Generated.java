package io.github.libsudoku;

/**
 * A puzzle {@link Sudoku#generate} made, with its only solution.
 *
 * @param puzzle the puzzle (exactly one solution)
 * @param solution its solution
 */
public record Generated(Grid puzzle, Grid solution) {}
