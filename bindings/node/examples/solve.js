#!/usr/bin/env node
'use strict';
// Solves the puzzles given as arguments (or a sample), rates one, and shows
// the first steps of its solving path and what an error looks like.
//   node examples/solve.js [PUZZLE...]
let sudoku;
try {
  sudoku = require('libsudoku');
} catch {
  sudoku = require('..'); // run from the repository
}

const puzzles = process.argv.length > 2 ? process.argv.slice(2)
  : ['4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......'];

for (const puzzle of puzzles) {
  try {
    const solution = sudoku.solve(puzzle);
    const count = sudoku.countSolutions(puzzle);
    console.log(`${puzzle}\n${solution}  (${count === 1 ? 'one solution' : 'several solutions'})`);
  } catch (error) {
    if (error instanceof sudoku.SudokuError) console.log(`${puzzle}\n  ${error.name} (${error.status}): ${error.message}`);
    else if (error instanceof RangeError || error instanceof TypeError) console.log(`${puzzle}\n  ${error.name}: ${error.message}`);
    else throw error;
  }
}

const unique = (board) => {
  try {
    return sudoku.isUnique(board);
  } catch {
    return false;
  }
};
const puzzle = puzzles.find(unique);
if (puzzle) {
  const rating = sudoku.rate(puzzle);
  console.log(`rated ${rating.levelName}, SE ${rating.se}, hardest step: ${rating.hardest}`);
  for (const step of sudoku.explain(puzzle).slice(0, 3)) console.log(`  ${step.se.toFixed(1)}  ${step.description}`);
}

// The same board as a 9x9 array of numbers comes back as one.
const grid = sudoku.solve(Array.from({ length: 9 }, () => Array(9).fill(0)));
console.log('empty grid, first row:', grid[0].join(' '));

try {
  sudoku.solve(`55${'.'.repeat(79)}`);
} catch (error) {
  console.log(`${error.name}: cells ${error.cells}, digit ${error.digit}, ${error.unit} ${error.unitIndex}`);
}
