'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const sudoku = require('..');
const { LEETCODE, EMPTY, knownAnswers } = require('./helpers');

const UNSOLVABLE = knownAnswers().find((c) => c.status === -4).puzzle.toString('latin1');

function expectError(fn, Kind, details) {
  assert.throws(fn, (error) => {
    assert.ok(error instanceof Kind, `${error.name} is a ${Kind.name}`);
    assert.ok(error instanceof sudoku.SudokuError && error instanceof Error);
    assert.equal(error.name, Kind.name);
    for (const [key, value] of Object.entries(details)) assert.deepEqual(error[key], value, key);
    return true;
  });
}

test('BadCellError carries the cell and the byte', () => {
  expectError(() => sudoku.solve(`53x${LEETCODE.slice(3)}`), sudoku.BadCellError,
    { code: -2, status: 'SUDOKU_ERR_BAD_CELL', cell: 2, byte: 120 });
  expectError(() => sudoku.solve(`53\u20ac${LEETCODE.slice(3)}`), sudoku.BadCellError, { cell: 2, byte: 0x20ac });
  const numbers = Array.from({ length: 9 }, () => Array(9).fill(0));
  numbers[4][4] = 12;
  expectError(() => sudoku.solve(numbers), sudoku.BadCellError, { cell: 40, byte: 12 });
  const raw = Buffer.alloc(81);
  raw[80] = 0xff;
  expectError(() => sudoku.rate(raw), sudoku.BadCellError, { cell: 80, byte: 255 });
  expectError(() => sudoku.countSolutions(`${EMPTY.slice(0, 9)}\n${EMPTY.slice(10)}`), sudoku.BadCellError, { cell: 9, byte: 10 });
});

test('ConflictError carries the cells, digit and unit', () => {
  expectError(() => sudoku.solve(`55${EMPTY.slice(2)}`), sudoku.ConflictError,
    { code: -3, status: 'SUDOKU_ERR_CONFLICT', cells: [0, 1], digit: 5, unit: 'row', unitIndex: 0 });
  expectError(() => sudoku.solve(`8${LEETCODE.slice(1)}`), sudoku.ConflictError,
    { cells: [0, 20], digit: 8, unit: 'box', unitIndex: 0 });
  const raw = Buffer.alloc(81);
  raw[0] = 7;
  raw[20] = 7;
  expectError(() => sudoku.hint(raw), sudoku.ConflictError, { cells: [0, 20], digit: 7, unit: 'box', unitIndex: 0 });
  expectError(() => sudoku.explain(raw), sudoku.ConflictError, { digit: 7, unit: 'box' });
  expectError(() => sudoku.candidates(raw), sudoku.ConflictError, { digit: 7 });
  expectError(() => sudoku.solutions(raw, 2), sudoku.ConflictError, { digit: 7 });
});

test('NoSolutionError, NotUniqueError, GaveUpError', () => {
  expectError(() => sudoku.solve(UNSOLVABLE), sudoku.NoSolutionError, { code: -4, status: 'SUDOKU_ERR_NO_SOLUTION' });
  expectError(() => sudoku.solveAny(UNSOLVABLE), sudoku.NoSolutionError, { code: -4 });
  expectError(() => sudoku.rate(UNSOLVABLE), sudoku.NoSolutionError, { code: -4 });
  expectError(() => sudoku.rate(EMPTY), sudoku.NotUniqueError, { code: -8, status: 'SUDOKU_ERR_NOT_UNIQUE' });
  expectError(() => sudoku.hint(EMPTY), sudoku.NotUniqueError, { code: -8 });
  expectError(() => sudoku.explain(EMPTY), sudoku.NotUniqueError, { code: -8 });
  expectError(() => sudoku.generate(5, { givens: [null, 17], maxTries: 1 }), sudoku.GaveUpError,
    { code: -7, status: 'SUDOKU_ERR_GAVE_UP' });
});

test('the error classes stand alone too', () => {
  const options = new sudoku.OptionsError();
  assert.equal(options.code, -6);
  assert.equal(options.status, 'SUDOKU_ERR_OPTIONS');
  assert.equal(new sudoku.SpaceError().status, 'SUDOKU_ERR_SPACE');
  assert.equal(new sudoku.SudokuError('odd', -99).status, 'SUDOKU_ERR_UNKNOWN');
  const conflict = sudoku.conflictError(sudoku.check(`55${EMPTY.slice(2)}`));
  assert.ok(conflict instanceof sudoku.ConflictError);
  assert.deepEqual(conflict.cells, [0, 1]);
  const bad = sudoku.conflictError(sudoku.check(`x${EMPTY.slice(1)}`));
  assert.ok(bad instanceof sudoku.BadCellError);
  assert.equal(bad.byte, 120);
});

test('bad arguments fail before the call with TypeError or RangeError', () => {
  for (const fn of [sudoku.solve, sudoku.solveAny, sudoku.isValid, sudoku.check, sudoku.countSolutions,
    sudoku.isUnique, sudoku.candidates, sudoku.rate, sudoku.hint, sudoku.explain]) {
    assert.throws(() => fn('.'.repeat(80)), RangeError, fn.name);
    assert.throws(() => fn('.'.repeat(82)), RangeError, fn.name);
    assert.throws(() => fn(Buffer.alloc(80)), RangeError, fn.name);
    assert.throws(() => fn(42), TypeError, fn.name);
    assert.throws(() => fn(null), TypeError, fn.name);
    assert.throws(() => fn(undefined), TypeError, fn.name);
    assert.throws(() => fn({ board: LEETCODE }), TypeError, fn.name);
    assert.throws(() => fn(new Uint16Array(81)), TypeError, fn.name);
    assert.throws(() => fn([[1, 2, 3]]), RangeError, fn.name);
    assert.throws(() => fn(Array(9).fill(Array(8).fill(0))), RangeError, fn.name);
  }
  const mixed = Array.from({ length: 9 }, () => Array(9).fill(0));
  mixed[3][3] = '5';
  assert.throws(() => sudoku.solve(mixed), TypeError);
  const twoChars = Array.from({ length: 9 }, () => Array(9).fill('.'));
  twoChars[0][0] = '55';
  assert.throws(() => sudoku.solve(twoChars), RangeError);
  const fractional = Array.from({ length: 9 }, () => Array(9).fill(0));
  fractional[0][0] = 1.5;
  assert.throws(() => sudoku.solve(fractional), TypeError);
  assert.throws(() => sudoku.strerror('x'), TypeError);
});
