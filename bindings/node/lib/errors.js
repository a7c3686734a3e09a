'use strict';
// The errors libsudoku's calls throw: SudokuError and a subclass per status.

const STATUS = Object.freeze({
  OK: 0,
  ERR_NULL: -1,
  ERR_BAD_CELL: -2,
  ERR_CONFLICT: -3,
  ERR_NO_SOLUTION: -4,
  ERR_INTERNAL: -5,
  ERR_OPTIONS: -6,
  ERR_GAVE_UP: -7,
  ERR_NOT_UNIQUE: -8,
  ERR_SPACE: -9,
});

// -3 -> 'SUDOKU_ERR_CONFLICT'
const STATUS_NAMES = new Map(Object.entries(STATUS).map(([name, code]) => [code, `SUDOKU_${name}`]));

function statusName(code) {
  return STATUS_NAMES.get(code) || 'SUDOKU_ERR_UNKNOWN';
}

/** A board or arguments libsudoku refused. `code` is the C status (a
 * negative number), `status` its name in sudoku.h ('SUDOKU_ERR_CONFLICT'). */
class SudokuError extends Error {
  constructor(message, code, options) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
    this.status = statusName(code);
  }
}

function where(cell) {
  return `cell ${cell} (row ${Math.floor(cell / 9) + 1}, column ${(cell % 9) + 1})`;
}

/** A cell holds something that is not a cell value, or the board mixes raw
 * and ASCII digits: `cell` (0-80) and `byte`, the value found there. */
class BadCellError extends SudokuError {
  constructor(cell, byte, message) {
    const shown = byte >= 0x21 && byte <= 0x7e ? `${JSON.stringify(String.fromCharCode(byte))} (${byte})` : `${byte}`;
    super(message || `${where(cell)} holds ${shown}, which is not a cell value (or mixes raw and ASCII digits)`,
      STATUS.ERR_BAD_CELL);
    this.cell = cell;
    this.byte = byte;
  }
}

/** Two givens repeat a digit: `cells` (the two cells, ascending), `digit`
 * (1-9), `unit` ('row', 'column' or 'box') and `unitIndex` (0-8). */
class ConflictError extends SudokuError {
  constructor({ cells, digit, unit, unitIndex }) {
    super(`${digit} repeats in ${unit} ${unitIndex} (cells ${cells[0]} and ${cells[1]})`, STATUS.ERR_CONFLICT);
    this.cells = [cells[0], cells[1]];
    this.digit = digit;
    this.unit = unit;
    this.unitIndex = unitIndex;
  }
}

/** The givens are consistent, but the puzzle has no solution. */
class NoSolutionError extends SudokuError {
  constructor(message) {
    super(message || 'the puzzle has no solution', STATUS.ERR_NO_SOLUTION);
  }
}

/** The library refused the options it was given (SUDOKU_ERR_OPTIONS). The
 * package checks its arguments first (TypeError, RangeError), so this is rare. */
class OptionsError extends SudokuError {
  constructor(message) {
    super(message || 'the options are not valid', STATUS.ERR_OPTIONS);
  }
}

/** generate made no puzzle within the bounds in maxTries grids: widen the
 * bounds or allow more tries. */
class GaveUpError extends SudokuError {
  constructor(message) {
    super(message || 'no puzzle met the bounds within maxTries grids', STATUS.ERR_GAVE_UP);
  }
}

/** The board has several solutions where one is required (rate, hint, explain). */
class NotUniqueError extends SudokuError {
  constructor(message) {
    super(message || 'the puzzle has several solutions', STATUS.ERR_NOT_UNIQUE);
  }
}

/** An output buffer was too small (SUDOKU_ERR_SPACE). The package makes room
 * and asks again, so this reaches a caller only for a sentence over a megabyte. */
class SpaceError extends SudokuError {
  constructor(message) {
    super(message || 'an output buffer is too small', STATUS.ERR_SPACE);
  }
}

/** throwForStatuses: board `index` failed (the first of `failed` that did);
 * `error` (also `cause`) is the SudokuError the single call would throw. */
class BatchError extends Error {
  constructor(index, failed, error) {
    super(`board ${index}${failed > 1 ? ` (and ${failed - 1} more)` : ''} failed: ${error.message}`, { cause: error });
    this.name = 'BatchError';
    this.index = index;
    this.failed = failed;
    this.error = error;
  }
}

// The statuses whose error needs nothing but the status.
const PLAIN = new Map([
  [STATUS.ERR_NO_SOLUTION, NoSolutionError],
  [STATUS.ERR_OPTIONS, OptionsError],
  [STATUS.ERR_GAVE_UP, GaveUpError],
  [STATUS.ERR_NOT_UNIQUE, NotUniqueError],
  [STATUS.ERR_SPACE, SpaceError],
]);

module.exports = {
  STATUS,
  statusName,
  PLAIN,
  SudokuError,
  BadCellError,
  ConflictError,
  NoSolutionError,
  OptionsError,
  GaveUpError,
  NotUniqueError,
  SpaceError,
  BatchError,
};
