'use strict';
/**
 * libsudoku: fast, safe 9x9 Sudoku solving, generating and rating for
 * Node.js (koffi over the libsudoku C library).
 *
 * A board is any of:
 *  - an 81-character string, row by row, '.' or '0' for empty;
 *  - a Uint8Array or Buffer of 81 cells (raw 0-9 or ASCII, as in C);
 *  - a 9x9 array of numbers (0 empty) or of one-character strings ('.'
 *    empty): LeetCode's board; or a flat array of 81 numbers.
 * Every function returns boards in the shape it was given and never
 * modifies its argument (solveInto solves a buffer in place).
 *
 * Errors are SudokuError and its subclasses; a wrong type is TypeError and
 * a wrong length or value RangeError, thrown before the library is called.
 */

const os = require('node:os');
const crypto = require('node:crypto');
const ffi = require('./lib/ffi');
const errors = require('./lib/errors');

const { C } = ffi;
const {
  STATUS, PLAIN, SudokuError, BadCellError, ConflictError, BatchError,
} = errors;

const CELLS = 81;
const LE = os.endianness() === 'LE';

// Struct sizes and layouts (sudoku.h), read and written by hand.
const CONFLICT_SIZE = 6; // first_cell, second_cell, digit, unit, unit_index, byte: all uint8
const OPTIONS_SIZE = 44; // 9 uint32 then 2 float, the struct's second version
const RATING_SIZE = 24; // size, level, se (float), score, steps, hardest
const STEP_SIZE = 436; // see decodeStep
const UNIT_NAMES = [null, 'row', 'column', 'box'];

// ---- boards ----------------------------------------------------------------

// How a board was given, so the answer comes back the same way.
const STRING = 0;
const BUFFER = 1;
const UINT8 = 2;
const GRID_NUMBERS = 3;
const GRID_STRINGS = 4;
const FLAT_NUMBERS = 5;

// This thread's scratch board for the synchronous calls (a worker thread
// loads its own copy of this module, so it has its own).
const SCRATCH = Buffer.alloc(CELLS);
const COUNT = new Uint32Array(1);
const CONFLICT = Buffer.alloc(CONFLICT_SIZE);

// Latin-1 in and out of Buffers: Node's fast paths where it has them.
const writeLatin1 = typeof Buffer.prototype.latin1Write === 'function'
  ? (buffer, text, offset, length) => buffer.latin1Write(text, offset, length)
  : (buffer, text, offset, length) => buffer.write(text, offset, length, 'latin1');
const readLatin1 = typeof Buffer.prototype.latin1Slice === 'function'
  ? (buffer, start, end) => buffer.latin1Slice(start, end)
  : (buffer, start, end) => buffer.toString('latin1', start, end);

function describeType(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return value.constructor ? value.constructor.name : 'an object';
  return typeof value;
}

function encodeString(text, into) {
  if (text.length !== CELLS) throw new RangeError(`a board string has 81 characters, not ${text.length}`);
  // Plain ASCII (the usual case) is one byte a character; else look for a character no byte can hold.
  if (Buffer.byteLength(text, 'utf8') !== CELLS) {
    for (let cell = 0; cell < CELLS; cell++) {
      const code = text.charCodeAt(cell);
      if (code > 255) throw new BadCellError(cell, code);
    }
  }
  writeLatin1(into, text, 0, CELLS);
}

function numberCell(value, cell) {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new TypeError(`cell ${cell} is ${JSON.stringify(value) ?? String(value)}: a number board holds integers`);
  }
  if (value < 0 || value > 9) throw new BadCellError(cell, value, `cell ${cell} is ${value}: digits are 1-9, 0 for empty`);
  return value;
}

// Writes the board's 81 cells to `into` and returns how it was given.
function encode(board, into) {
  if (typeof board === 'string') {
    encodeString(board, into);
    return STRING;
  }
  if (board instanceof Uint8Array) {
    if (board.length !== CELLS) throw new RangeError(`a board has 81 bytes, not ${board.length}`);
    into.set(board);
    return Buffer.isBuffer(board) ? BUFFER : UINT8;
  }
  if (!Array.isArray(board)) {
    throw new TypeError(`a board is a string, a Uint8Array/Buffer or an array, not ${describeType(board)}`);
  }
  if (board.length === CELLS) {
    for (let cell = 0; cell < CELLS; cell++) into[cell] = numberCell(board[cell], cell);
    return FLAT_NUMBERS;
  }
  if (board.length !== 9 || !board.every((row) => Array.isArray(row) && row.length === 9)) {
    throw new RangeError('a board array has 9 rows of 9 cells (or 81 numbers)');
  }
  if (typeof board[0][0] === 'string') {
    for (let cell = 0; cell < CELLS; cell++) {
      const value = board[Math.floor(cell / 9)][cell % 9];
      if (typeof value !== 'string') {
        throw new TypeError(`cell ${cell} is ${describeType(value)}: a 9x9 board holds numbers or strings, not both`);
      }
      if (value.length !== 1) {
        throw new RangeError(`cell ${cell} is ${JSON.stringify(value)}: a cell string is one character`);
      }
      const code = value.charCodeAt(0);
      if (code > 255) throw new BadCellError(cell, code);
      into[cell] = code;
    }
    return GRID_STRINGS;
  }
  for (let cell = 0; cell < CELLS; cell++) into[cell] = numberCell(board[Math.floor(cell / 9)][cell % 9], cell);
  return GRID_NUMBERS;
}

function rows(values) {
  const grid = [];
  for (let row = 0; row < 9; row++) grid.push(values.slice(row * 9, row * 9 + 9));
  return grid;
}

// The 81 cells at `raw` (a Buffer) in the given shape, a fresh copy.
function decode(raw, shape) {
  switch (shape) {
    case STRING: return readLatin1(raw, 0, CELLS);
    case BUFFER: return Buffer.from(raw.subarray(0, CELLS));
    case UINT8: return new Uint8Array(raw.subarray(0, CELLS));
    case FLAT_NUMBERS: return Array.from(raw.subarray(0, CELLS));
    case GRID_NUMBERS: return rows(Array.from(raw.subarray(0, CELLS)));
    default: return rows(Array.from(readLatin1(raw, 0, CELLS)));
  }
}

// ---- errors ------------------------------------------------------------------

/** The library's English message for a status code (any number). */
function strerror(code) {
  checkInt(code, 'code', -(2 ** 31), 2 ** 31 - 1);
  return C.strerror(code);
}

// What sudoku_check wrote to a conflict buffer, as check() returns it.
function conflictOf(status, found, offset = 0) {
  if (status === STATUS.ERR_BAD_CELL) {
    return Object.freeze({ kind: 'badCell', cells: Object.freeze([found[offset]]), byte: found[offset + 5] });
  }
  if (status === STATUS.ERR_CONFLICT) {
    return Object.freeze({
      kind: 'conflict',
      cells: Object.freeze([found[offset], found[offset + 1]]),
      digit: found[offset + 2],
      unit: UNIT_NAMES[found[offset + 3]],
      unitIndex: found[offset + 4],
      byte: found[offset + 5],
    });
  }
  return null;
}

/** The error that stands for a conflict check() or checkBatch() returned. */
function conflictError(conflict) {
  if (conflict.kind === 'badCell') return new BadCellError(conflict.cells[0], conflict.byte);
  return new ConflictError(conflict);
}

function plainError(status) {
  const Kind = PLAIN.get(status);
  return Kind ? new Kind(C.strerror(status)) : new SudokuError(C.strerror(status), status);
}

// The error for a failed call on `board` (a Buffer of 81 cells, left as it
// was): a bad cell or a conflict is explained with sudoku_check.
function errorFor(status, board) {
  if ((status === STATUS.ERR_BAD_CELL || status === STATUS.ERR_CONFLICT) && board) {
    const found = Buffer.alloc(CONFLICT_SIZE);
    const conflict = conflictOf(C.check(board, found), found);
    if (conflict) return conflictError(conflict);
  }
  return plainError(status);
}

function raiseFor(status, board) {
  if (status !== STATUS.OK) throw errorFor(status, board);
}

// ---- arguments -----------------------------------------------------------------

function checkInt(value, name, min, max) {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new TypeError(`${name} is an integer, not ${describeType(value)} ${String(value)}`);
  }
  if (value < min || value > max) throw new RangeError(`${name} is an integer from ${min} to ${max}, not ${value}`);
  return value;
}

const U32_MAX = 2 ** 32 - 1;
const U64_MAX = (1n << 64n) - 1n;

function checkSeed(seed, name = 'seed') {
  if (seed === undefined || seed === null) return crypto.randomBytes(8).readBigUInt64LE(0);
  if (typeof seed === 'bigint') {
    if (seed < 0n || seed > U64_MAX) throw new RangeError(`${name} is from 0 to 2**64 - 1, not ${seed}`);
    return seed;
  }
  if (typeof seed === 'number') {
    if (!Number.isSafeInteger(seed)) throw new TypeError(`${name} is a bigint or a safe integer, not ${seed}`);
    if (seed < 0) throw new RangeError(`${name} is from 0 to 2**64 - 1, not ${seed}`);
    return BigInt(seed);
  }
  throw new TypeError(`${name} is a bigint, a number or undefined, not ${describeType(seed)}`);
}

// ---- the API -----------------------------------------------------------------

function solveWith(fn, board) {
  if (typeof board === 'string') {
    encodeString(board, SCRATCH);
    const status = fn(SCRATCH);
    if (status !== STATUS.OK) throw errorFor(status, SCRATCH);
    return readLatin1(SCRATCH, 0, CELLS);
  }
  if (board instanceof Uint8Array) {
    if (board.length !== CELLS) throw new RangeError(`a board has 81 bytes, not ${board.length}`);
    const out = Buffer.isBuffer(board) ? Buffer.from(board) : new Uint8Array(board);
    raiseFor(fn(out), out);
    return out;
  }
  const shape = encode(board, SCRATCH);
  raiseFor(fn(SCRATCH), SCRATCH);
  return decode(SCRATCH, shape);
}

/** The solved board in the shape of `board`: the lexicographically smallest
 * solution when there are several. Throws BadCellError, ConflictError,
 * NoSolutionError. */
function solve(board) {
  return solveWith(C.solve, board);
}

/** Like solve, but any one solution (unspecified which): the fastest path. */
function solveAny(board) {
  return solveWith(C.solve_any, board);
}

/** Solves a Uint8Array/Buffer of 81 cells in place (no copy, no allocation);
 * on error it is left exactly as it was. Returns the same buffer. */
function solveInto(buffer) {
  if (!(buffer instanceof Uint8Array)) throw new TypeError(`solveInto needs a Uint8Array or Buffer, not ${describeType(buffer)}`);
  if (buffer.length !== CELLS) throw new RangeError(`a board has 81 bytes, not ${buffer.length}`);
  raiseFor(C.solve(buffer), buffer);
  return buffer;
}

/** True when no digit repeats in a row, column or box (LeetCode 36); false
 * also for a bad cell. Says nothing about solvability. */
function isValid(board) {
  try {
    encode(board, SCRATCH);
  } catch (error) {
    if (error instanceof BadCellError) return false;
    throw error;
  }
  return C.is_valid(SCRATCH);
}

/** Why the board is not valid, or null when it is: { kind: 'badCell',
 * cells: [cell], byte } or { kind: 'conflict', cells: [a, b], digit, unit,
 * unitIndex, byte }. */
function check(board) {
  try {
    encode(board, SCRATCH);
  } catch (error) {
    if (error instanceof BadCellError) return Object.freeze({ kind: 'badCell', cells: Object.freeze([error.cell]), byte: error.byte });
    throw error;
  }
  const status = C.check(SCRATCH, CONFLICT);
  if (status === STATUS.OK) return null;
  const conflict = conflictOf(status, CONFLICT);
  if (!conflict) throw plainError(status);
  return conflict;
}

/** The number of solutions, counting up to `limit` (default 2: "is it a
 * proper puzzle?"); 0 for a valid board with none. */
function countSolutions(board, limit = 2) {
  checkInt(limit, 'limit', 0, U32_MAX);
  encode(board, SCRATCH);
  raiseFor(C.count_solutions(SCRATCH, limit, COUNT), SCRATCH);
  return COUNT[0];
}

/** True when the board has exactly one solution. */
function isUnique(board) {
  return countSolutions(board, 2) === 1;
}

// ---- making puzzles ----------------------------------------------------------

const SYMMETRIES = Object.freeze(['none', 'rotate180', 'rotate90', 'mirror', 'flip', 'diagonal', 'antidiagonal',
  'dihedral']);
const LEVELS = Object.freeze(['easy', 'medium', 'hard', 'expert', 'extreme']);
const STYLES = Object.freeze(['ascii', 'raw']);
const MIN_PROPER_GIVENS = 17;
const MAX_SE = 20;
const GENERATE_KEYS = new Set(['symmetry', 'minimal', 'givens', 'style', 'maxTries', 'level', 'se', 'threads']);

function pair(value, name) {
  if (value === undefined || value === null) return [null, null];
  if (!Array.isArray(value) || value.length !== 2) {
    throw new TypeError(`${name} is null or a [min, max] pair (either may be null), not ${JSON.stringify(value)}`);
  }
  return [value[0] ?? null, value[1] ?? null];
}

function levelNumber(value, name) {
  if (typeof value === 'string') {
    const index = LEVELS.indexOf(value);
    if (index < 0) throw new RangeError(`${name} is one of ${LEVELS.join(', ')} or 1-5, not ${JSON.stringify(value)}`);
    return index + 1;
  }
  return checkInt(value, name, 1, LEVELS.length);
}

// The C options struct for generate's options, checked.
function generateOptions(options = {}) {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new TypeError(`options is an object, not ${describeType(options)}`);
  }
  for (const key of Object.keys(options)) {
    if (!GENERATE_KEYS.has(key)) throw new TypeError(`unknown option ${JSON.stringify(key)} (${[...GENERATE_KEYS].join(', ')})`);
  }
  const {
    symmetry = 'rotate180', minimal = true, givens = null, style = 'ascii', maxTries = 0, level = null, se = null,
  } = options;
  const symmetryCode = SYMMETRIES.indexOf(symmetry);
  if (symmetryCode < 0) throw new RangeError(`symmetry is one of ${SYMMETRIES.join(', ')}, not ${JSON.stringify(symmetry)}`);
  if (typeof minimal !== 'boolean') throw new TypeError(`minimal is true or false, not ${JSON.stringify(minimal)}`);
  const [minGivens, maxGivens] = pair(givens, 'givens');
  if (minGivens !== null) checkInt(minGivens, 'the min of givens', 0, CELLS);
  if (maxGivens !== null) checkInt(maxGivens, 'the max of givens', MIN_PROPER_GIVENS, CELLS);
  if (minGivens !== null && maxGivens !== null && minGivens > maxGivens) {
    throw new RangeError(`the min of givens (${minGivens}) is above the max (${maxGivens})`);
  }
  const styleCode = STYLES.indexOf(style);
  if (styleCode < 0) throw new RangeError(`style is 'ascii' or 'raw', not ${JSON.stringify(style)}`);
  checkInt(maxTries, 'maxTries', 0, U32_MAX);
  let minLevel = 0;
  let maxLevel = 0;
  if (Array.isArray(level)) {
    const [low, high] = pair(level, 'level');
    minLevel = low === null ? 0 : levelNumber(low, 'the min of level');
    maxLevel = high === null ? 0 : levelNumber(high, 'the max of level');
    if (minLevel && maxLevel && minLevel > maxLevel) {
      throw new RangeError(`the min of level (${low}) is above the max (${high})`);
    }
  } else if (level !== null && level !== undefined) {
    minLevel = maxLevel = levelNumber(level, 'level');
  }
  const [minSe, maxSe] = pair(se, 'se');
  for (const [name, value] of [['min', minSe], ['max', maxSe]]) {
    if (value === null) continue;
    if (typeof value !== 'number') throw new TypeError(`the ${name} of se is null or a number, not ${describeType(value)}`);
    if (!(value >= 0 && value <= MAX_SE)) throw new RangeError(`the ${name} of se is from 0 to ${MAX_SE}, not ${value}`);
  }
  if (maxSe === 0) throw new RangeError('the max of se is above 0 (null for no bound)');
  if (minSe !== null && maxSe !== null && minSe > maxSe) {
    throw new RangeError(`the min of se (${minSe}) is above the max (${maxSe})`);
  }

  const struct = Buffer.alloc(OPTIONS_SIZE);
  C.generate_options_init_sized(struct, OPTIONS_SIZE);
  const view = new DataView(struct.buffer, struct.byteOffset, OPTIONS_SIZE);
  view.setUint32(4, symmetryCode, LE);
  view.setUint32(8, minimal ? 1 : 0, LE);
  view.setUint32(12, minGivens ?? 0, LE);
  view.setUint32(16, maxGivens ?? 0, LE);
  view.setUint32(20, styleCode, LE);
  view.setUint32(24, maxTries, LE);
  view.setUint32(28, minLevel, LE);
  view.setUint32(32, maxLevel, LE);
  view.setFloat32(36, minSe ?? 0, LE);
  view.setFloat32(40, maxSe ?? 0, LE);
  return { struct, raw: styleCode === 1 };
}

/** A new puzzle with exactly one solution: { puzzle, solution, seed }.
 * The same seed (a bigint or safe integer; undefined draws one) and options
 * give the same puzzle everywhere. Options: symmetry, minimal, givens
 * [min, max], style ('ascii': strings; 'raw': Buffers of 0-9), maxTries,
 * level (a name, 1-5 or [min, max]), se [min, max]. Throws GaveUpError
 * when no puzzle met the bounds within maxTries grids. */
function generate(seed, options) {
  if (options === undefined && seed !== null && typeof seed === 'object' && !Array.isArray(seed)) {
    options = seed; // generate({ ... }): a drawn seed
    seed = undefined;
  }
  const seed64 = checkSeed(seed);
  const { struct, raw } = generateOptions(options);
  if (options && options.threads !== undefined) throw new TypeError('threads is an option of generateBatch, not generate');
  const puzzle = Buffer.alloc(CELLS);
  const solution = Buffer.alloc(CELLS);
  raiseFor(C.generate(seed64, struct, puzzle, solution), null);
  if (raw) return { puzzle, solution, seed: seed64 };
  return { puzzle: readLatin1(puzzle, 0, CELLS), solution: readLatin1(solution, 0, CELLS), seed: seed64 };
}

// ---- candidates and all the solutions -----------------------------------------

const KINDS = Object.freeze(['basic', 'solutions']);

/** Each cell's candidates as a bitmask (bit d-1 for digit d; 0 for a
 * given): a Uint16Array of 81. kind 'basic' (what a player pencils in) or
 * 'solutions' (the digits some solution puts there). */
function candidateMasks(board, kind = 'basic') {
  const code = KINDS.indexOf(kind);
  if (code < 0) throw new RangeError(`kind is 'basic' or 'solutions', not ${JSON.stringify(kind)}`);
  encode(board, SCRATCH);
  const masks = new Uint16Array(CELLS);
  raiseFor(C.candidates(SCRATCH, code, masks), SCRATCH);
  return masks;
}

function digitsOf(mask) {
  const digits = [];
  for (let digit = 1; digit <= 9; digit++) if (mask & (1 << (digit - 1))) digits.push(digit);
  return digits;
}

/** Each cell's candidate digits: 81 Sets, empty for a given. */
function candidates(board, kind = 'basic') {
  return Array.from(candidateMasks(board, kind), (mask) => new Set(digitsOf(mask)));
}

// Up to this many solutions, room is made for all at once; past it, they are counted first.
const SOLUTIONS_AT_ONCE = 4096;

/** The first `limit` solutions in lexicographic order (the first is
 * solve's), each in the shape of `board`; fewer when there are fewer. */
function solutions(board, limit) {
  checkInt(limit, 'limit', 0, U32_MAX);
  const cells = Buffer.alloc(CELLS);
  const shape = encode(board, cells);
  let room = limit;
  const count = new Uint32Array(1);
  if (limit > SOLUTIONS_AT_ONCE) {
    raiseFor(C.count_solutions(cells, limit, count), cells);
    room = count[0];
  }
  const out = Buffer.alloc(room * CELLS);
  raiseFor(C.solutions(cells, room, room ? out : null, count), cells);
  const found = [];
  for (let k = 0; k < count[0]; k++) found.push(decode(out.subarray(k * CELLS, (k + 1) * CELLS), shape));
  return found;
}

// ---- rating, hints and explanations --------------------------------------------

let techniqueNames = null;

function names() {
  if (!techniqueNames) {
    techniqueNames = [null];
    for (let id = 1; ; id++) {
      const name = C.technique_name(id);
      if (name === null || name === undefined) break;
      techniqueNames.push(name);
    }
  }
  return techniqueNames;
}

/** The English name of a technique number (1-40; 40, 'W-Wing', comes
 * only from hint): techniqueName(12) is 'X-Wing'. RangeError for a number
 * that names none (0 included). */
function techniqueName(id) {
  checkInt(id, 'technique', 0, U32_MAX);
  const name = names()[id];
  if (!name) throw new RangeError(`${id} is not a technique number (1-${names().length - 1})`);
  return name;
}

function round1(value) {
  return Math.round(value * 10) / 10;
}

// A sudoku_rating at `offset` of `raw` as rate() returns it.
function decodeRating(raw, offset = 0) {
  const view = new DataView(raw.buffer, raw.byteOffset + offset, RATING_SIZE);
  const level = view.getUint32(4, LE);
  const steps = view.getUint32(16, LE);
  const hardestId = steps ? view.getUint32(20, LE) : 0;
  return Object.freeze({
    level,
    levelName: LEVELS[level - 1],
    se: steps ? round1(view.getFloat32(8, LE)) : 0,
    score: view.getUint32(12, LE),
    steps,
    hardest: hardestId ? techniqueName(hardestId) : null,
    hardestId,
  });
}

/** How hard the puzzle is for a person: { level (1-5), levelName, se (the
 * Sudoku Explainer rating, to a tenth), score, steps, hardest (technique
 * name, null when every cell is given), hardestId }. */
function rate(board) {
  encode(board, SCRATCH);
  const rating = Buffer.alloc(RATING_SIZE);
  new DataView(rating.buffer, rating.byteOffset, 4).setUint32(0, RATING_SIZE, LE);
  raiseFor(C.rate(SCRATCH, rating), SCRATCH);
  return decodeRating(rating);
}

function unitsOf(mask) {
  const units = [];
  for (let unit = 0; unit < 27; unit++) {
    if (mask & (2 ** unit)) units.push(Object.freeze({ kind: UNIT_NAMES[Math.floor(unit / 9) + 1], index: unit % 9 }));
  }
  return units;
}

const SENTENCE_ROOM = 256;
const SENTENCE_MAX = 1 << 20;

function describe(step) {
  for (let room = SENTENCE_ROOM; ; room *= 2) {
    const buffer = Buffer.alloc(room);
    const status = C.describe(step, buffer, room);
    if (status !== STATUS.ERR_SPACE || room >= SENTENCE_MAX) {
      raiseFor(status, null);
      return readLatin1(buffer, 0, buffer.indexOf(0));
    }
  }
}

// A sudoku_step at `offset` of `raw`:
//   0 size, 4 technique, 8 se (float), 12 level, 16 units, 20 cover (uint32);
//   24 digits, 26 length (uint16); 28 eliminate[81], 190 pattern[81] (uint16);
//   352 place[81] (uint8); 433 reserved[3].
function decodeStep(raw, offset) {
  const view = new DataView(raw.buffer, raw.byteOffset + offset, STEP_SIZE);
  const placements = [];
  const eliminations = [];
  const cells = [];
  const pattern = [];
  for (let cell = 0; cell < CELLS; cell++) {
    const digit = view.getUint8(352 + cell);
    if (digit) placements.push(Object.freeze({ cell, digit }));
    for (const out of digitsOf(view.getUint16(28 + 2 * cell, LE))) eliminations.push(Object.freeze({ cell, digit: out }));
    const mask = view.getUint16(190 + 2 * cell, LE);
    if (mask) {
      cells.push(cell);
      pattern.push(Object.freeze({ cell, digits: Object.freeze(digitsOf(mask)) }));
    }
  }
  const techniqueId = view.getUint32(4, LE);
  const level = view.getUint32(12, LE);
  return Object.freeze({
    technique: techniqueName(techniqueId),
    techniqueId,
    se: round1(view.getFloat32(8, LE)),
    level,
    levelName: LEVELS[level - 1],
    placements: Object.freeze(placements),
    eliminations: Object.freeze(eliminations),
    cells: Object.freeze(cells),
    pattern: Object.freeze(pattern),
    digits: Object.freeze(digitsOf(view.getUint16(24, LE))),
    units: Object.freeze(unitsOf(view.getUint32(16, LE))),
    cover: Object.freeze(unitsOf(view.getUint32(20, LE))),
    length: view.getUint16(26, LE),
    description: describe(raw.subarray(offset, offset + STEP_SIZE)),
  });
}

function stepBuffer(count) {
  const steps = Buffer.alloc(count * STEP_SIZE);
  new DataView(steps.buffer, steps.byteOffset, 4).setUint32(0, STEP_SIZE, LE);
  return steps;
}

// hint's pencil marks: a Uint16Array of 81 masks.
function marks(given) {
  if (given instanceof Uint16Array) {
    if (given.length !== CELLS) throw new RangeError(`candidates holds 81 cells, not ${given.length}`);
    for (let cell = 0; cell < CELLS; cell++) {
      if (given[cell] > 0x1ff) throw new RangeError(`cell ${cell} of candidates is the mask ${given[cell]}: masks are 0-511`);
    }
    return given;
  }
  if (!Array.isArray(given)) {
    throw new TypeError(`candidates is null, a Uint16Array or an array of 81 masks or digit sets, not ${describeType(given)}`);
  }
  if (given.length !== CELLS) throw new RangeError(`candidates holds 81 cells, not ${given.length}`);
  const masks = new Uint16Array(CELLS);
  for (let cell = 0; cell < CELLS; cell++) {
    const value = given[cell];
    if (typeof value === 'number') {
      masks[cell] = checkInt(value, `cell ${cell} of candidates`, 0, 0x1ff);
      continue;
    }
    if (value === null || typeof value !== 'object' || typeof value[Symbol.iterator] !== 'function') {
      throw new TypeError(`cell ${cell} of candidates is ${describeType(value)}: a mask or a set of digits`);
    }
    let mask = 0;
    for (const digit of value) mask |= 1 << (checkInt(digit, `a digit in cell ${cell} of candidates`, 1, 9) - 1);
    masks[cell] = mask;
  }
  return masks;
}

/** The next step from where the player is (the easiest the logic solver
 * finds; a 'Guess' where no technique applies), or null when every cell is
 * given. `candidates`: the player's pencil marks (81 masks or digit sets,
 * or a Uint16Array), or omitted for every candidate no given rules out.
 * The hint may be a 'W-Wing' (techniqueId 40, se 4.4): Sudoku Explainer's
 * default set leaves W-Wing out, so rate and explain do too (their numbers
 * stay on its scale), but it is often the easiest step a player can take. */
function hint(board, candidateMarks = null) {
  encode(board, SCRATCH);
  const pencil = candidateMarks === null || candidateMarks === undefined ? null : marks(candidateMarks);
  const step = stepBuffer(1);
  raiseFor(C.hint(SCRATCH, pencil, step), SCRATCH);
  if (new DataView(step.buffer, step.byteOffset, 8).getUint32(4, LE) === 0) return null;
  return decodeStep(step, 0);
}

const STEPS_AT_ONCE = 128;

/** The whole easiest-first path from the givens to the solution: the
 * steps rate measures, in order (none when every cell is given; never a
 * W-Wing, which only hint gives). */
function explain(board) {
  const cells = Buffer.alloc(CELLS);
  encode(board, cells);
  const count = new BigUint64Array(1);
  let room = STEPS_AT_ONCE;
  let steps;
  let status;
  for (;;) {
    steps = stepBuffer(room);
    status = C.explain(cells, steps, room, count);
    if (status !== STATUS.ERR_SPACE || Number(count[0]) <= room) break;
    room = Number(count[0]);
  }
  raiseFor(status, cells);
  const path = [];
  for (let k = 0; k < Number(count[0]); k++) path.push(decodeStep(steps, k * STEP_SIZE));
  return path;
}

/** The loaded library's version, 'MAJOR.MINOR.PATCH' (sudoku_version). */
function libraryVersion() {
  return C.version();
}

// ---- many boards at once ----------------------------------------------------------

const BATCH_STRINGS = 0;
const BATCH_BUFFER = 1;
const BATCH_UINT8 = 2;

function checkThreads(options) {
  const threads = options && options.threads !== undefined ? options.threads : 0;
  return checkInt(threads, 'threads', 0, U32_MAX);
}

function batchOptions(options, allowed) {
  if (options === undefined) return {};
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new TypeError(`options is an object, not ${describeType(options)}`);
  }
  for (const key of Object.keys(options)) {
    if (!allowed.includes(key)) throw new TypeError(`unknown option ${JSON.stringify(key)} (${allowed.join(', ')})`);
  }
  return options;
}

// A batch as one fresh Buffer of N * 81 cells, and how it was given. A
// character no byte can hold is written as 0xff, a bad cell like any other
// (its real code is kept in `wide` for checkBatch).
function asRows(boards) {
  if (boards instanceof Uint8Array) {
    if (boards.length % CELLS) throw new RangeError(`a batch buffer holds N * 81 cells, not ${boards.length}`);
    return { rows: Buffer.from(boards), count: boards.length / CELLS, kind: Buffer.isBuffer(boards) ? BATCH_BUFFER : BATCH_UINT8, wide: null };
  }
  if (!Array.isArray(boards)) {
    throw new TypeError(`a batch is an array of board strings or a Uint8Array/Buffer of N * 81, not ${describeType(boards)}`);
  }
  for (let index = 0; index < boards.length; index++) {
    const board = boards[index];
    if (typeof board !== 'string') throw new TypeError(`board ${index} is ${describeType(board)}: a batch array holds strings`);
    if (board.length !== CELLS) throw new RangeError(`board ${index} has ${board.length} characters, not 81`);
  }
  const text = boards.join('');
  const rows = Buffer.alloc(text.length);
  writeLatin1(rows, text, 0, text.length);
  let wide = null;
  if (Buffer.byteLength(text, 'utf8') !== text.length) {
    for (let at = 0; at < text.length; at++) {
      const code = text.charCodeAt(at);
      if (code > 255) {
        rows[at] = 0xff;
        (wide ||= new Map()).set(at, code);
      }
    }
  }
  return { rows, count: boards.length, kind: BATCH_STRINGS, wide };
}

function giveBack(rows, count, kind) {
  if (kind === BATCH_BUFFER) return rows;
  if (kind === BATCH_UINT8) return new Uint8Array(rows.buffer, rows.byteOffset, rows.length);
  const out = new Array(count);
  for (let index = 0; index < count; index++) out[index] = readLatin1(rows, index * CELLS, (index + 1) * CELLS);
  return out;
}

function callFailed(status) {
  // The arguments were checked here first, so a refusal is a bug in this package or the library.
  if (status !== STATUS.OK) throw new SudokuError(C.strerror(status), status);
}

// Each batch function is a `prepare` (checks and buffers), a C call, and a
// `finish` (the result); run synchronously or with koffi's .async, which
// calls the library on a worker thread and leaves this one free.
function batch(prepare) {
  const sync = (...args) => {
    const job = prepare(...args);
    callFailed(job.fn(...job.args));
    return job.finish();
  };
  const promised = (...args) => new Promise((resolve, reject) => {
    const job = prepare(...args);
    job.fn.async(...job.args, (error, status) => {
      try {
        if (error) throw error;
        callFailed(status);
        resolve(job.finish());
      } catch (failure) {
        reject(failure);
      }
    });
  });
  return [sync, promised];
}

function solveJob(fn) {
  return (boards, options) => {
    const threads = checkThreads(batchOptions(options, ['threads']));
    const { rows, count, kind } = asRows(boards);
    const statuses = new Int32Array(count);
    return {
      fn,
      args: [rows, count, CELLS, statuses, threads],
      finish: () => ({ solutions: giveBack(rows, count, kind), statuses }),
    };
  };
}

/** Solves every board (as solve) on `threads` threads (0: every core):
 * { solutions, statuses }. solutions has the batch's shape (an array of
 * strings, or a Buffer/Uint8Array of N * 81); a board that fails is copied
 * unchanged and its status (Int32Array; 0 for success, else the C status,
 * the `code` of the error solve would throw) says why. Never throws for a
 * board; only for bad arguments. */
const [solveBatch, solveBatchAsync] = batch(solveJob(C.solve_batch));
/** As solveBatch, with any solution (solveAny). */
const [solveAnyBatch, solveAnyBatchAsync] = batch(solveJob(C.solve_any_batch));

/** Counts every board's solutions up to `limit` (default 2): { counts
 * (Uint32Array; 0 where the status is an error), statuses }. */
const [countBatch, countBatchAsync] = batch((boards, options) => {
  options = batchOptions(options, ['limit', 'threads']);
  const threads = checkThreads(options);
  const limit = checkInt(options.limit ?? 2, 'limit', 0, U32_MAX);
  const { rows, count } = asRows(boards);
  const counts = new Uint32Array(count);
  const statuses = new Int32Array(count);
  return {
    fn: C.count_batch,
    args: [rows, count, CELLS, limit, counts, statuses, threads],
    finish: () => ({ counts, statuses }),
  };
});

/** Checks every board (as check): { statuses, conflicts }, conflicts[i]
 * null for a valid board, else what check returns. */
const [checkBatch, checkBatchAsync] = batch((boards, options) => {
  const threads = checkThreads(batchOptions(options, ['threads']));
  const { rows, count, wide } = asRows(boards);
  const found = Buffer.alloc(count * CONFLICT_SIZE);
  const statuses = new Int32Array(count);
  return {
    fn: C.check_batch,
    args: [rows, count, CELLS, found, statuses, threads],
    finish: () => {
      const conflicts = new Array(count).fill(null);
      for (let index = 0; index < count; index++) {
        if (statuses[index] === STATUS.OK) continue;
        let conflict = conflictOf(statuses[index], found, index * CONFLICT_SIZE);
        const at = index * CELLS + (conflict ? conflict.cells[0] : 0);
        if (conflict && conflict.kind === 'badCell' && wide && wide.has(at)) {
          conflict = Object.freeze({ ...conflict, byte: wide.get(at) });
        }
        conflicts[index] = conflict;
      }
      return { statuses, conflicts };
    },
  };
});

/** `count` puzzles from the seeds seed, seed + 1, ... (wrapping at 2**64),
 * each exactly what generate(seed + i, options) makes: { puzzles,
 * solutions, statuses }. With style 'ascii' (the default) puzzles and
 * solutions are arrays of strings (null where the status is an error);
 * with 'raw', Buffers of count * 81 (zeros where it failed). Options:
 * generate's and threads. */
const [generateBatch, generateBatchAsync] = batch((count, seed, options) => {
  if (options === undefined && seed !== null && typeof seed === 'object' && !Array.isArray(seed)) {
    options = seed;
    seed = undefined;
  }
  checkInt(count, 'count', 0, Number.MAX_SAFE_INTEGER);
  const seed64 = checkSeed(seed);
  const { struct, raw } = generateOptions(options);
  const threads = checkThreads(options);
  const puzzles = Buffer.alloc(count * CELLS);
  const solutionRows = Buffer.alloc(count * CELLS);
  const statuses = new Int32Array(count);
  const text = (rowsOf) => Array.from(statuses, (status, index) => (status === STATUS.OK
    ? readLatin1(rowsOf, index * CELLS, (index + 1) * CELLS) : null));
  return {
    fn: C.generate_batch,
    args: [seed64, count, struct, puzzles, solutionRows, CELLS, statuses, threads],
    finish: () => (raw
      ? { puzzles, solutions: solutionRows, statuses, seed: seed64 }
      : { puzzles: text(puzzles), solutions: text(solutionRows), statuses, seed: seed64 }),
  };
});

/** Rates every board (as rate): { ratings, statuses }, ratings[i] null
 * where the status is an error. */
const [rateBatch, rateBatchAsync] = batch((boards, options) => {
  const threads = checkThreads(batchOptions(options, ['threads']));
  const { rows, count } = asRows(boards);
  const ratings = Buffer.alloc(Math.max(count, 1) * RATING_SIZE);
  new DataView(ratings.buffer, ratings.byteOffset, 4).setUint32(0, RATING_SIZE, LE);
  const statuses = new Int32Array(count);
  return {
    fn: C.rate_batch,
    args: [rows, count, CELLS, ratings, statuses, threads],
    finish: () => ({
      ratings: Array.from(statuses, (status, index) => (status === STATUS.OK ? decodeRating(ratings, index * RATING_SIZE) : null)),
      statuses,
    }),
  };
});

/** Throws BatchError for the first board whose status is not 0, with the
 * error the single call would throw as its `error` (and `cause`); given the
 * boards, a bad cell or conflict is explained (BadCellError, ConflictError). */
function throwForStatuses(statuses, boards) {
  let first = -1;
  let failed = 0;
  for (let index = 0; index < statuses.length; index++) {
    if (statuses[index] !== STATUS.OK) {
      if (first < 0) first = index;
      failed++;
    }
  }
  if (first < 0) return;
  const status = statuses[first];
  let error = null;
  if (boards !== undefined && boards !== null && (status === STATUS.ERR_BAD_CELL || status === STATUS.ERR_CONFLICT)) {
    const board = boards instanceof Uint8Array ? boards.subarray(first * CELLS, (first + 1) * CELLS) : boards[first];
    const conflict = check(board);
    if (conflict) error = conflictError(conflict);
  }
  throw new BatchError(first, failed, error || plainError(status));
}

module.exports = {
  // boards
  solve,
  solveAny,
  solveInto,
  isValid,
  check,
  countSolutions,
  isUnique,
  // making puzzles, candidates, solutions
  generate,
  candidates,
  candidateMasks,
  solutions,
  // rating, hints, explanations
  rate,
  hint,
  explain,
  techniqueName,
  // many boards at once
  solveBatch,
  solveAnyBatch,
  countBatch,
  checkBatch,
  generateBatch,
  rateBatch,
  solveBatchAsync,
  solveAnyBatchAsync,
  countBatchAsync,
  checkBatchAsync,
  generateBatchAsync,
  rateBatchAsync,
  throwForStatuses,
  // errors
  SudokuError,
  BadCellError,
  ConflictError,
  NoSolutionError: errors.NoSolutionError,
  OptionsError: errors.OptionsError,
  GaveUpError: errors.GaveUpError,
  NotUniqueError: errors.NotUniqueError,
  SpaceError: errors.SpaceError,
  BatchError,
  conflictError,
  strerror,
  // constants and versions
  STATUS,
  SYMMETRIES,
  LEVELS,
  CELLS,
  version: ffi.PACKAGE_VERSION,
  libraryVersion,
  libraryPath: ffi.libraryPath,
};
