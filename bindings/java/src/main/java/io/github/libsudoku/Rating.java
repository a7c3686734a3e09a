package io.github.libsudoku;

/**
 * How hard a puzzle is for a person (see {@link Sudoku#rate(Grid)}): the puzzle is solved with
 * human techniques, easiest first, as Sudoku Explainer does, and rated by the hardest step.
 *
 * @param level the level of the hardest step
 * @param se the Sudoku Explainer rating of the hardest step, rounded to a tenth (1.0 for a full
 *     house, 1.2 for a hidden single, about 9 and up for the hardest known puzzles); 0.0 when every
 *     cell is given
 * @param score the sum of the steps' scores (HoDoKu-style)
 * @param steps the number of steps on the path
 * @param hardest the hardest step's technique (the first, if several tie); {@link Technique#NONE}
 *     when every cell is given
 */
public record Rating(Level level, double se, int score, int steps, Technique hardest) {}
