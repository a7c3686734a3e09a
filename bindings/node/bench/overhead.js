#!/usr/bin/env node
'use strict';
// The binding's call overhead (a benchmark, not a test): solves the first
// 20,000 puzzles of a file, one solve() call each, and prints microseconds
// per puzzle for each way of calling. Run it pinned:
//   nice -n -20 taskset -c 1 node bench/overhead.js ../shared/puzzles/kaggle_regen.txt
// The C figure to compare with: the library's own loop over the same file.
const fs = require('node:fs');
const sudoku = require('..');

const file = process.argv[2];
const limit = Number(process.argv[3] || 20000);
if (!file) {
  console.error('usage: node bench/overhead.js PUZZLE_FILE [COUNT]');
  process.exit(2);
}
const puzzles = fs.readFileSync(file, 'latin1').split('\n')
  .map((line) => line.trim())
  .filter((line) => line.length >= 81 && !line.startsWith('#'))
  .slice(0, limit)
  .map((line) => line.slice(0, 81));
const n = puzzles.length;
const packed = Buffer.from(puzzles.join(''), 'latin1');
const REPS = 5;

// The best of REPS runs, in microseconds per puzzle.
function time(name, run) {
  run(); // warm up (JIT, caches)
  let best = Infinity;
  for (let rep = 0; rep < REPS; rep++) {
    const start = process.hrtime.bigint();
    run();
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1000 / n);
  }
  console.log(`${name.padEnd(52)} ${best.toFixed(3)} us/puzzle`);
  return best;
}

console.log(`${n} puzzles from ${file}; library ${sudoku.libraryVersion()} at ${sudoku.libraryPath}`);
let sink = 0;
time('solve(string) -> string', () => {
  for (const puzzle of puzzles) sink += sudoku.solve(puzzle).charCodeAt(80);
});
const buffers = puzzles.map((puzzle) => Buffer.from(puzzle, 'latin1'));
time('solve(Buffer) -> new Buffer', () => {
  for (const board of buffers) sink += sudoku.solve(board)[80];
});
const cell = Buffer.alloc(81);
time('solveInto(Buffer), one preallocated buffer', () => {
  for (let i = 0; i < n; i++) {
    packed.copy(cell, 0, i * 81, i * 81 + 81);
    sink += sudoku.solveInto(cell)[80];
  }
});
time('solveBatch(Buffer of N*81, threads: 1) (one call)', () => {
  sink += sudoku.solveBatch(packed, { threads: 1 }).statuses[0];
});
if (sink === 0.5) console.log(sink);
