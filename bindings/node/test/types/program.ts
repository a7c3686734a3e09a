// A small program against index.d.ts: tsc --noEmit must accept it (test/types.test.js).
import * as sudoku from 'libsudoku';
import { solve, SudokuError, ConflictError, type Rating, type Step } from 'libsudoku';

const text: string = solve('.'.repeat(81));
const buffer: Buffer = solve(Buffer.alloc(81));
const grid: number[][] = solve([[0, 0, 0, 0, 0, 0, 0, 0, 0]]);
const letters: string[][] = sudoku.solveAny([['.']]);
const count: number = sudoku.countSolutions(text, 3);
const ok: boolean = sudoku.isValid(grid) && sudoku.isUnique(letters);
const conflict = sudoku.check(text);
if (conflict && conflict.kind === 'conflict') {
  const unit: 'row' | 'column' | 'box' = conflict.unit;
  console.log(unit, conflict.cells[1], conflict.unitIndex);
}
const made = sudoku.generate(42n, { symmetry: 'mirror', givens: [24, null], level: ['easy', 3], se: [null, 4.5] });
const puzzle: string = made.puzzle;
const raw: Buffer = sudoku.generate(7, { style: 'raw' }).solution;
const drawn: bigint = sudoku.generate({ minimal: false }).seed;
const sets: Set<number>[] = sudoku.candidates(puzzle, 'solutions');
const masks: Uint16Array = sudoku.candidateMasks(puzzle);
const all: string[] = sudoku.solutions(puzzle, 5);
const rating: Rating = sudoku.rate(puzzle);
const hardest: string | null = rating.hardest;
const step: Step | null = sudoku.hint(puzzle, masks) ?? sudoku.hint(puzzle, sets);
const path: Step[] = sudoku.explain(puzzle);
const first = path[0].placements[0];
const name: string = sudoku.techniqueName(first ? first.digit : 12);
const batch: { solutions: string[]; statuses: Int32Array } = sudoku.solveBatch([text], { threads: 0 });
const packed: Buffer = sudoku.solveAnyBatch(Buffer.alloc(162)).solutions;
const counts: Uint32Array = sudoku.countBatch([text], { limit: 5 }).counts;
const checked: (sudoku.Conflict | null)[] = sudoku.checkBatch([text]).conflicts;
const ratings: (Rating | null)[] = sudoku.rateBatch(Buffer.alloc(81)).ratings;
const generated: (string | null)[] = sudoku.generateBatch(3, 1, { threads: 2 }).puzzles;
const rawBatch: Buffer = sudoku.generateBatch(3, null, { style: 'raw' }).puzzles;
async function later(): Promise<number> {
  const { statuses } = await sudoku.solveBatchAsync([text]);
  sudoku.throwForStatuses(statuses, [text]);
  return (await sudoku.rateBatchAsync([text])).statuses[0];
}
try {
  solve('55' + '.'.repeat(79));
} catch (error) {
  if (error instanceof ConflictError) console.log(error.cells, error.digit, error.unit, error.unitIndex);
  else if (error instanceof sudoku.BadCellError) console.log(error.cell, error.byte);
  else if (error instanceof SudokuError) console.log(error.code, error.status);
}
console.log(buffer, ok, count, raw, drawn, all, hardest, step, name, batch, packed, counts, checked, ratings,
  generated, rawBatch, later, sudoku.version, sudoku.libraryVersion(), sudoku.libraryPath, sudoku.LEVELS,
  sudoku.STATUS.ERR_CONFLICT, sudoku.strerror(-2));

// Wrong uses must not type-check.
// @ts-expect-error a number is not a board
solve(42);
// @ts-expect-error no such symmetry
sudoku.generate(1, { symmetry: 'spiral' });
// @ts-expect-error threads is a number
sudoku.solveBatch([text], { threads: 'all' });
