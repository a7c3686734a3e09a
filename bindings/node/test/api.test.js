'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const sudoku = require('..');
const {
  knownAnswers, LEETCODE, LEETCODE_SOLUTION, CONTEST, CONTEST_SOLUTION, MEDIUM, EASY, EMPTY,
} = require('./helpers');

const CASES = knownAnswers();

const toGridStrings = (text) => Array.from({ length: 9 }, (_, r) => [...text.slice(r * 9, r * 9 + 9)]);
const toGridNumbers = (text) => toGridStrings(text).map((row) => row.map((c) => (c === '.' ? 0 : Number(c))));
const toRaw = (text) => Buffer.from([...text].map((c) => (c === '.' ? 0 : Number(c))));

test('known answers: solve, in string and buffer shapes, and countSolutions', () => {
  let solved = 0;
  for (const c of CASES) {
    const text = c.puzzle.toString('latin1');
    if (c.status === 0) {
      assert.deepEqual(sudoku.solve(c.puzzle), c.answer, c.name);
      assert.equal(sudoku.solve(text), c.answer.toString('latin1'), c.name);
      assert.deepEqual(sudoku.solve(new Uint8Array(c.puzzle)), new Uint8Array(c.answer), c.name);
      assert.equal(sudoku.countSolutions(c.puzzle, 1000), c.count, c.name);
      assert.equal(sudoku.isUnique(text), c.count === 1, c.name);
      assert.equal(sudoku.isValid(text), true, c.name);
      assert.equal(sudoku.check(c.puzzle), null, c.name);
      const any = sudoku.solveAny(text);
      assert.equal(sudoku.check(any), null, c.name);
      assert.ok(!any.includes('.') && !any.includes('0'), c.name);
      solved++;
    } else {
      const before = Buffer.from(c.puzzle);
      assert.throws(() => sudoku.solve(c.puzzle), (error) => error.code === c.status, c.name);
      assert.throws(() => sudoku.solve(text), (error) => error.code === c.status, c.name);
      assert.deepEqual(c.puzzle, before, `${c.name}: the argument is not modified`);
      if (c.status === -4) {
        assert.equal(sudoku.countSolutions(text, 1000), 0, c.name);
        assert.equal(sudoku.isValid(text), true, c.name);
      } else {
        assert.equal(sudoku.isValid(c.puzzle), false, c.name);
        assert.equal(sudoku.check(c.puzzle).kind, c.status === -2 ? 'badCell' : 'conflict', c.name);
        assert.throws(() => sudoku.countSolutions(c.puzzle), (error) => error.code === c.status, c.name);
      }
    }
  }
  assert.ok(solved >= 20);
});

test('every shape comes back as it was given', () => {
  assert.equal(sudoku.solve(LEETCODE), LEETCODE_SOLUTION);
  assert.equal(sudoku.solve(LEETCODE.replaceAll('.', '0')), LEETCODE_SOLUTION);

  const buffer = Buffer.from(LEETCODE, 'latin1');
  const solvedBuffer = sudoku.solve(buffer);
  assert.ok(Buffer.isBuffer(solvedBuffer));
  assert.equal(solvedBuffer.toString('latin1'), LEETCODE_SOLUTION);
  assert.equal(buffer.toString('latin1'), LEETCODE, 'the argument is not modified');

  const plain = new Uint8Array(Buffer.from(LEETCODE, 'latin1'));
  const solvedPlain = sudoku.solve(plain);
  assert.ok(solvedPlain instanceof Uint8Array && !Buffer.isBuffer(solvedPlain));
  assert.equal(Buffer.from(solvedPlain).toString('latin1'), LEETCODE_SOLUTION);

  const raw = toRaw(LEETCODE);
  assert.deepEqual(sudoku.solve(raw), toRaw(LEETCODE_SOLUTION), 'raw in, raw out');

  assert.deepEqual(sudoku.solve(toGridStrings(LEETCODE)), toGridStrings(LEETCODE_SOLUTION));
  const grid = toGridNumbers(LEETCODE);
  assert.deepEqual(sudoku.solve(grid), toGridNumbers(LEETCODE_SOLUTION));
  assert.deepEqual(grid, toGridNumbers(LEETCODE), 'the grid is not modified');
  assert.deepEqual(sudoku.solve(toGridNumbers(LEETCODE).flat()), toGridNumbers(LEETCODE_SOLUTION).flat());

  for (const shape of [LEETCODE, buffer, raw, toGridStrings(LEETCODE), toGridNumbers(LEETCODE)]) {
    assert.equal(sudoku.isValid(shape), true);
    assert.equal(sudoku.check(shape), null);
    assert.equal(sudoku.countSolutions(shape), 1);
    assert.equal(sudoku.isUnique(shape), true);
    assert.deepEqual(sudoku.candidateMasks(shape), sudoku.candidateMasks(LEETCODE));
    assert.deepEqual(sudoku.rate(shape), sudoku.rate(LEETCODE));
  }
  // LeetCode 36's second example, as a 9x9 array of strings.
  const invalid = toGridStrings(`8${LEETCODE.slice(1)}`);
  assert.equal(sudoku.isValid(invalid), false);
  assert.deepEqual(sudoku.check(invalid), { kind: 'conflict', cells: [0, 20], digit: 8, unit: 'box', unitIndex: 0, byte: 56 });
});

test('solveInto solves a buffer in place and leaves it alone on error', () => {
  const cells = Buffer.from(CONTEST, 'latin1');
  assert.equal(sudoku.solveInto(cells), cells);
  assert.equal(cells.toString('latin1'), CONTEST_SOLUTION);
  const bad = Buffer.from(`55${EMPTY.slice(2)}`, 'latin1');
  assert.throws(() => sudoku.solveInto(bad), sudoku.ConflictError);
  assert.equal(bad.toString('latin1'), `55${EMPTY.slice(2)}`);
  assert.throws(() => sudoku.solveInto(CONTEST), TypeError);
  assert.throws(() => sudoku.solveInto(Buffer.alloc(80)), RangeError);
});

test('solve gives the smallest solution; solveAny one of them', () => {
  assert.equal(sudoku.solve(EMPTY).slice(0, 18), '123456789456789123');
  const any = sudoku.solveAny(CONTEST);
  assert.equal(sudoku.check(any), null);
  for (let cell = 0; cell < 81; cell++) if (CONTEST[cell] !== '.') assert.equal(any[cell], CONTEST[cell]);
});

test('countSolutions: limit default 2, limits, and checks', () => {
  assert.equal(sudoku.countSolutions(CONTEST), 2);
  assert.equal(sudoku.countSolutions(CONTEST, 3), 3);
  assert.equal(sudoku.countSolutions(CONTEST, 0), 0);
  assert.equal(sudoku.countSolutions(EMPTY, 1), 1);
  assert.equal(sudoku.isUnique(CONTEST), false);
  assert.equal(sudoku.isUnique(LEETCODE), true);
  assert.throws(() => sudoku.countSolutions(CONTEST, -1), RangeError);
  assert.throws(() => sudoku.countSolutions(CONTEST, 2 ** 32), RangeError);
  assert.throws(() => sudoku.countSolutions(CONTEST, 1.5), TypeError);
  assert.throws(() => sudoku.countSolutions(CONTEST, '2'), TypeError);
});

test('check explains bad cells and conflicts in each unit', () => {
  assert.deepEqual(sudoku.check(`5.5${EMPTY.slice(3)}`), { kind: 'conflict', cells: [0, 2], digit: 5, unit: 'row', unitIndex: 0, byte: 53 });
  const column = `${EMPTY.slice(0, 4)}7${EMPTY.slice(5, 76)}7${EMPTY.slice(77)}`;
  assert.deepEqual(sudoku.check(column), { kind: 'conflict', cells: [4, 76], digit: 7, unit: 'column', unitIndex: 4, byte: 55 });
  const box = `${EMPTY.slice(0, 60)}3${EMPTY.slice(61, 80)}3`;
  assert.deepEqual(sudoku.check(box), { kind: 'conflict', cells: [60, 80], digit: 3, unit: 'box', unitIndex: 8, byte: 51 });
  assert.deepEqual(sudoku.check(`12x${EMPTY.slice(3)}`), { kind: 'badCell', cells: [2], byte: 120 });
  assert.deepEqual(sudoku.check(`12\u0394${EMPTY.slice(3)}`), { kind: 'badCell', cells: [2], byte: 0x394 });
  const raw = Buffer.alloc(81);
  raw[5] = 4;
  raw[6] = 52; // ASCII '4' in a raw board: mixed styles
  assert.deepEqual(sudoku.check(raw), { kind: 'badCell', cells: [6], byte: 52 });
  assert.equal(sudoku.isValid(raw), false);
  assert.equal(sudoku.isValid(`12\u0394${EMPTY.slice(3)}`), false);
  const numbers = toGridNumbers(EMPTY);
  numbers[8][8] = 10;
  assert.deepEqual(sudoku.check(numbers), { kind: 'badCell', cells: [80], byte: 10 });
  assert.ok(Object.isFrozen(sudoku.check(`55${EMPTY.slice(2)}`)));
});

test('generate: reproducible, unique, with options', () => {
  const first = sudoku.generate(2024);
  assert.deepEqual(sudoku.generate(2024n), first);
  assert.equal(first.seed, 2024n);
  assert.equal(sudoku.countSolutions(first.puzzle), 1);
  assert.equal(sudoku.solve(first.puzzle), first.solution);
  assert.notEqual(sudoku.generate(2025).puzzle, first.puzzle);

  const drawn = sudoku.generate();
  assert.equal(typeof drawn.seed, 'bigint');
  assert.deepEqual(sudoku.generate(drawn.seed), drawn);
  assert.equal(sudoku.generate(2n ** 64n - 1n).puzzle.length, 81);

  const raw = sudoku.generate(7, { style: 'raw' });
  assert.ok(Buffer.isBuffer(raw.puzzle) && Buffer.isBuffer(raw.solution));
  assert.ok(raw.puzzle.every((byte) => byte <= 9));
  assert.equal(Buffer.from(Array.from(raw.solution, (b) => b + 48)).toString('latin1'), sudoku.generate(7).solution);

  const mirror = sudoku.generate(11, { symmetry: 'mirror', givens: [24, 30], minimal: false });
  const givens = [...mirror.puzzle].filter((c) => c !== '.').length;
  assert.ok(givens >= 24 && givens <= 30, `${givens} givens`);
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) assert.equal(mirror.puzzle[r * 9 + c] === '.', mirror.puzzle[r * 9 + 8 - c] === '.');
  }
  const none = sudoku.generate(3, { symmetry: 'none' });
  assert.equal(sudoku.countSolutions(none.puzzle), 1);

  const medium = sudoku.generate(7, { level: 'medium', se: [null, 3.0] });
  const rating = sudoku.rate(medium.puzzle);
  assert.equal(rating.levelName, 'medium');
  assert.ok(rating.se <= 3.0);
  const ranged = sudoku.generate(8, { level: [2, 'hard'], maxTries: 5000 });
  assert.ok([2, 3].includes(sudoku.rate(ranged.puzzle).level));
  assert.deepEqual(sudoku.generate({ symmetry: 'flip' }).puzzle.length, 81);
});

test('generate refuses bad options before the call, and gives up with GaveUpError', () => {
  assert.throws(() => sudoku.generate(1, { symmetry: 'spiral' }), RangeError);
  assert.throws(() => sudoku.generate(1, { minimal: 1 }), TypeError);
  assert.throws(() => sudoku.generate(1, { givens: [30, 20] }), RangeError);
  assert.throws(() => sudoku.generate(1, { givens: [null, 16] }), RangeError);
  assert.throws(() => sudoku.generate(1, { givens: 25 }), TypeError);
  assert.throws(() => sudoku.generate(1, { style: 'utf8' }), RangeError);
  assert.throws(() => sudoku.generate(1, { maxTries: -1 }), RangeError);
  assert.throws(() => sudoku.generate(1, { level: 'impossible' }), RangeError);
  assert.throws(() => sudoku.generate(1, { level: 6 }), RangeError);
  assert.throws(() => sudoku.generate(1, { level: ['hard', 'easy'] }), RangeError);
  assert.throws(() => sudoku.generate(1, { se: [5, 2] }), RangeError);
  assert.throws(() => sudoku.generate(1, { se: [null, 0] }), RangeError);
  assert.throws(() => sudoku.generate(1, { se: [Number.NaN, null] }), RangeError);
  assert.throws(() => sudoku.generate(1, { se: [null, 25] }), RangeError);
  assert.throws(() => sudoku.generate(1, { colour: 'red' }), TypeError);
  assert.throws(() => sudoku.generate(-1), RangeError);
  assert.throws(() => sudoku.generate(2n ** 64n), RangeError);
  assert.throws(() => sudoku.generate(1.5), TypeError);
  assert.throws(() => sudoku.generate('1'), TypeError);
  assert.throws(() => sudoku.generate(1, { givens: [17, 17], maxTries: 2 }), (error) => {
    assert.ok(error instanceof sudoku.GaveUpError && error instanceof sudoku.SudokuError);
    assert.equal(error.code, -7);
    assert.equal(error.status, 'SUDOKU_ERR_GAVE_UP');
    return true;
  });
});

test('candidates and candidateMasks, basic and solutions', () => {
  assert.deepEqual(sudoku.candidates(CONTEST)[0], new Set([1, 3, 4, 7, 8, 9]));
  assert.deepEqual(sudoku.candidates(CONTEST, 'solutions')[0], new Set([1, 3, 4, 8, 9]));
  const masks = sudoku.candidateMasks(LEETCODE);
  assert.ok(masks instanceof Uint16Array && masks.length === 81);
  assert.equal(masks[2], 0b1011);
  assert.equal(masks[0], 0);
  const truth = sudoku.candidates(LEETCODE, 'solutions');
  for (let cell = 0; cell < 81; cell++) {
    if (LEETCODE[cell] === '.') assert.deepEqual(truth[cell], new Set([Number(LEETCODE_SOLUTION[cell])]));
    else assert.equal(truth[cell].size, 0);
  }
  const unsolvable = CASES.find((c) => c.status === -4).puzzle;
  assert.ok(sudoku.candidateMasks(unsolvable, 'solutions').every((mask) => mask === 0));
  assert.throws(() => sudoku.candidates(LEETCODE, 'true'), RangeError);
  assert.throws(() => sudoku.candidates(`55${EMPTY.slice(2)}`), sudoku.ConflictError);
});

test('solutions: in order, in the board\'s shape, up to the limit', () => {
  const three = sudoku.solutions(CONTEST, 3);
  assert.equal(three.length, 3);
  assert.equal(three[0], CONTEST_SOLUTION);
  assert.ok(three[0] < three[1] && three[1] < three[2]);
  assert.deepEqual(sudoku.solutions(LEETCODE, 10), [LEETCODE_SOLUTION]);
  assert.deepEqual(sudoku.solutions(toGridNumbers(LEETCODE), 2), [toGridNumbers(LEETCODE_SOLUTION)]);
  const buffers = sudoku.solutions(Buffer.from(CONTEST, 'latin1'), 2);
  assert.ok(buffers.every(Buffer.isBuffer));
  assert.equal(buffers[1].toString('latin1'), three[1]);
  assert.deepEqual(sudoku.solutions(CONTEST, 0), []);
  assert.equal(sudoku.solutions(CONTEST, 5000).length, 2358);
  const unsolvable = CASES.find((c) => c.status === -4).puzzle.toString('latin1');
  assert.deepEqual(sudoku.solutions(unsolvable, 5), []);
  assert.throws(() => sudoku.solutions(CONTEST), TypeError);
});

test('rate, hint and explain', () => {
  assert.deepEqual(sudoku.rate(MEDIUM), {
    level: 2, levelName: 'medium', se: 2.6, score: 1120, steps: 69, hardest: 'Pointing', hardestId: 9,
  });
  assert.deepEqual(sudoku.rate(EASY), {
    level: 1, levelName: 'easy', se: 1.2, score: 458, steps: 47, hardest: 'Hidden Single (box)', hardestId: 2,
  });
  assert.deepEqual(sudoku.rate(LEETCODE_SOLUTION), {
    level: 1, levelName: 'easy', se: 0, score: 0, steps: 0, hardest: null, hardestId: 0,
  });
  const hard = CASES.find((c) => c.name === 'Easter Monster').puzzle;
  const extreme = sudoku.rate(hard);
  assert.ok(extreme.level >= 4 && extreme.se >= 7, JSON.stringify(extreme));

  const step = sudoku.hint(EASY);
  assert.equal(step.description, 'Hidden Single (box) in box 1: r1c2 is 5');
  assert.deepEqual(step.placements, [{ cell: 1, digit: 5 }]);
  assert.equal(step.technique, 'Hidden Single (box)');
  assert.equal(step.techniqueId, 2);
  assert.equal(sudoku.hint(LEETCODE_SOLUTION), null);

  const path = sudoku.explain(EASY);
  assert.equal(path.length, 47);
  assert.deepEqual(path[0], step);
  // Replaying the placements fills in the solution.
  const cells = [...EASY];
  for (const s of path) for (const { cell, digit } of s.placements) cells[cell] = String(digit);
  assert.equal(cells.join(''), sudoku.solve(EASY));
  assert.deepEqual(sudoku.explain(LEETCODE_SOLUTION), []);

  const medium = sudoku.explain(MEDIUM);
  assert.equal(medium.length, 69);
  const pointing = medium.find((s) => s.technique === 'Pointing');
  assert.ok(pointing.eliminations.length > 0 && pointing.placements.length === 0);
  assert.deepEqual(pointing.cells, pointing.pattern.map((p) => p.cell));
  assert.ok(pointing.units.every((u) => ['row', 'column', 'box'].includes(u.kind) && u.index >= 0 && u.index < 9));
  assert.ok(pointing.cover.length > 0);
  assert.match(pointing.description, /^Pointing on \d in box \d/);
  assert.equal(Math.max(...medium.map((s) => s.se)), sudoku.rate(MEDIUM).se);
  const solution = sudoku.solve(MEDIUM);
  for (const s of medium) {
    for (const { cell, digit } of s.eliminations) assert.notEqual(solution[cell], String(digit));
  }
  // A long path (more steps than the first room) comes back whole.
  const long = sudoku.explain(hard);
  assert.equal(long.reduce((n, s) => n + s.placements.length, 0), [...hard].filter((b) => b === 46).length);
});

test('hint from pencil marks', () => {
  const masks = sudoku.candidateMasks(EASY);
  const fromMasks = sudoku.hint(EASY, masks);
  assert.deepEqual(fromMasks, sudoku.hint(EASY));
  assert.deepEqual(sudoku.hint(EASY, Array.from(masks)), fromMasks);
  assert.deepEqual(sudoku.hint(EASY, sudoku.candidates(EASY)), fromMasks);
  assert.deepEqual(sudoku.hint(EASY, sudoku.candidates(EASY).map((set) => [...set])), fromMasks);
  // Pencil marks that rule out a cell's solution digit.
  const solution = sudoku.solve(EASY);
  const wrong = Uint16Array.from(masks);
  wrong[1] &= ~(1 << (Number(solution[1]) - 1));
  assert.throws(() => sudoku.hint(EASY, wrong), sudoku.NoSolutionError);
  assert.throws(() => sudoku.hint(EASY, masks.subarray(1)), RangeError);
  assert.throws(() => sudoku.hint(EASY, 'marks'), TypeError);
  assert.throws(() => sudoku.hint(EASY, Array(81).fill(512)), RangeError);
  assert.throws(() => sudoku.hint(EASY, Array(81).fill([10])), RangeError);
  assert.throws(() => sudoku.hint(EASY, Array(81).fill(true)), TypeError);
});

// A position part way along a puzzle's path, and the player's pencil marks
// there (bit d-1 for digit d), where the easiest step is a W-Wing, which
// rate and explain leave out: 4 and 8 in r5c6 and r8c5, linked by the 4s of
// column 2; 8 comes out of r8c6.
const W_WING_BOARD = '8764321954.5..182.2.1..547..871692.4..9.2.7.112..5.6.9...2..5.8..25..9.7.58.16342';
const W_WING_MARKS = [
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 276, 0, 352, 320, 0, 0, 0, 310, 0, 388, 0, 488, 456, 0, 0, 0, 292,
  148, 0, 0, 0, 0, 0, 0, 279, 0, 180, 184, 0, 141, 0, 136, 0, 149, 0, 0, 0, 12, 460, 0, 456, 0, 390, 0,
  320, 33, 12, 0, 328, 356, 0, 289, 0, 292, 297, 0, 0, 392, 420, 0, 289, 0, 320, 0, 0, 320, 0, 0, 0, 0, 0,
];

test('a hint may be a W-Wing', () => {
  const step = sudoku.hint(W_WING_BOARD, W_WING_MARKS);
  assert.equal(step.technique, 'W-Wing');
  assert.equal(step.techniqueId, 40);
  assert.equal(step.se, 4.4);
  assert.equal(sudoku.techniqueName(step.techniqueId), 'W-Wing');
  // 8 comes out of r8c6 (cell 68) and nothing else; nothing is placed.
  assert.deepEqual(step.eliminations, [{ cell: 68, digit: 8 }]);
  assert.deepEqual(step.placements, []);
  assert.equal(step.description, 'W-Wing on 4 and 8 in r5c6 and r8c5, linked by 4 in column 2: 8 comes out of r8c6');
  assert.notEqual(sudoku.solve(W_WING_BOARD)[68], '8');
  assert.deepEqual(sudoku.hint(W_WING_BOARD, Uint16Array.from(W_WING_MARKS)), step);
  // The rating path leaves W-Wing out.
  assert.ok(sudoku.explain(W_WING_BOARD).every((s) => s.techniqueId !== 40));
  assert.notEqual(sudoku.rate(W_WING_BOARD).hardestId, 40);
});

test('techniqueName, strerror, versions, constants', () => {
  assert.equal(sudoku.techniqueName(12), 'X-Wing');
  assert.equal(sudoku.techniqueName(1), 'Full House');
  assert.equal(sudoku.techniqueName(39), 'Guess');
  assert.equal(sudoku.techniqueName(40), 'W-Wing');
  const names = Array.from({ length: 40 }, (_, k) => sudoku.techniqueName(k + 1));
  assert.equal(new Set(names).size, 40);
  assert.throws(() => sudoku.techniqueName(0), RangeError);
  assert.throws(() => sudoku.techniqueName(41), /41 is not a technique number \(1-40\)/);
  assert.throws(() => sudoku.techniqueName(41), RangeError);
  assert.throws(() => sudoku.techniqueName(-1), RangeError);
  assert.match(sudoku.strerror(-3), /repeat|conflict/i);
  assert.equal(typeof sudoku.strerror(-1234), 'string');
  assert.equal(sudoku.version, require('../package.json').version);
  assert.match(sudoku.libraryVersion(), /^\d+\.\d+\.\d+$/);
  assert.equal(sudoku.libraryVersion().split('.').slice(0, 2).join('.'), sudoku.version.split('.').slice(0, 2).join('.'));
  assert.deepEqual(sudoku.LEVELS, ['easy', 'medium', 'hard', 'expert', 'extreme']);
  assert.equal(sudoku.SYMMETRIES.length, 8);
  assert.equal(sudoku.STATUS.ERR_NOT_UNIQUE, -8);
  assert.equal(sudoku.CELLS, 81);
});
