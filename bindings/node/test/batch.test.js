'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const sudoku = require('..');
const { knownAnswers, CONTEST, EASY, MEDIUM, EMPTY } = require('./helpers');

const CASES = knownAnswers();
// Every known answer, as strings (latin-1) and as one buffer.
const STRINGS = CASES.map((c) => c.puzzle.toString('latin1'));
const PACKED = Buffer.concat(CASES.map((c) => c.puzzle));

function single(fn, board) {
  try {
    return { value: fn(board), status: 0 };
  } catch (error) {
    assert.ok(error instanceof sudoku.SudokuError, String(error));
    return { value: board, status: error.code };
  }
}

test('solveBatch and solveAnyBatch equal the single calls, in every shape and on 1-3 threads', () => {
  for (const threads of [1, 2, 3, 0]) {
    const { solutions, statuses } = sudoku.solveBatch(STRINGS, { threads });
    assert.ok(statuses instanceof Int32Array && statuses.length === CASES.length);
    STRINGS.forEach((board, i) => {
      const expected = single(sudoku.solve, board);
      assert.equal(statuses[i], expected.status, CASES[i].name);
      assert.equal(statuses[i], CASES[i].status, CASES[i].name);
      assert.equal(solutions[i], expected.value, CASES[i].name);
    });
    const packed = sudoku.solveBatch(PACKED, { threads });
    assert.ok(Buffer.isBuffer(packed.solutions) && packed.solutions.length === PACKED.length);
    assert.deepEqual(packed.statuses, statuses);
    assert.equal(packed.solutions.toString('latin1'), solutions.join(''));
    const plain = sudoku.solveBatch(new Uint8Array(PACKED), { threads });
    assert.ok(plain.solutions instanceof Uint8Array && !Buffer.isBuffer(plain.solutions));
    assert.deepEqual(Buffer.from(plain.solutions), packed.solutions);

    const any = sudoku.solveAnyBatch(STRINGS, { threads });
    assert.deepEqual(any.statuses, statuses);
    any.solutions.forEach((board, i) => {
      if (statuses[i] === 0) assert.equal(sudoku.check(board), null);
      else assert.equal(board, STRINGS[i]);
    });
  }
  assert.equal(PACKED.toString('latin1'), STRINGS.join(''), 'the batch is not modified');
});

test('countBatch, checkBatch and rateBatch equal the single calls', () => {
  const { counts, statuses } = sudoku.countBatch(STRINGS, { limit: 1000, threads: 2 });
  assert.ok(counts instanceof Uint32Array);
  CASES.forEach((c, i) => {
    if (c.count === null) {
      assert.notEqual(statuses[i], 0, c.name);
      assert.equal(counts[i], 0);
    } else {
      assert.equal(statuses[i], 0, c.name);
      assert.equal(counts[i], c.count, c.name);
    }
  });
  assert.deepEqual(Array.from(sudoku.countBatch(STRINGS).counts), STRINGS.map((b) => single((x) => sudoku.countSolutions(x), b).status === 0 ? sudoku.countSolutions(b) : 0));

  const checked = sudoku.checkBatch(PACKED, { threads: 2 });
  STRINGS.forEach((board, i) => {
    assert.deepEqual(checked.conflicts[i], sudoku.check(board), CASES[i].name);
    assert.equal(checked.statuses[i], [-2, -3].includes(CASES[i].status) ? CASES[i].status : 0);
  });
  const wide = sudoku.checkBatch([EMPTY, `1\u20ac${EMPTY.slice(2)}`]);
  assert.deepEqual(Array.from(wide.statuses), [0, -2]);
  assert.deepEqual(wide.conflicts[1], { kind: 'badCell', cells: [1], byte: 0x20ac });

  const boards = [EASY, MEDIUM, EMPTY, `55${EMPTY.slice(2)}`, `x${EMPTY.slice(1)}`, STRINGS[0], STRINGS[1]];
  const rated = sudoku.rateBatch(boards, { threads: 2 });
  boards.forEach((board, i) => {
    const expected = single(sudoku.rate, board);
    assert.equal(rated.statuses[i], expected.status);
    assert.deepEqual(rated.ratings[i], expected.status === 0 ? expected.value : null);
  });
});

test('generateBatch equals generate for each seed', () => {
  const { puzzles, solutions, statuses, seed } = sudoku.generateBatch(6, 2024n, { symmetry: 'diagonal', threads: 2 });
  assert.equal(seed, 2024n);
  assert.deepEqual(Array.from(statuses), [0, 0, 0, 0, 0, 0]);
  for (let i = 0; i < 6; i++) {
    const one = sudoku.generate(2024 + i, { symmetry: 'diagonal' });
    assert.equal(puzzles[i], one.puzzle);
    assert.equal(solutions[i], one.solution);
  }
  const raw = sudoku.generateBatch(3, 2n ** 64n - 1n, { style: 'raw' });
  assert.ok(Buffer.isBuffer(raw.puzzles) && raw.puzzles.length === 243);
  assert.deepEqual(raw.puzzles.subarray(81, 162), sudoku.generate(0, { style: 'raw' }).puzzle, 'seeds wrap at 2**64');
  const failed = sudoku.generateBatch(2, 9, { givens: [null, 17], maxTries: 1 });
  assert.deepEqual(Array.from(failed.statuses), [-7, -7]);
  assert.deepEqual(failed.puzzles, [null, null]);
  assert.equal(sudoku.generateBatch(0, 1).puzzles.length, 0);
  assert.throws(() => sudoku.generateBatch(-1), RangeError);
  assert.throws(() => sudoku.generateBatch(2, 1, { symmetry: 'spiral' }), RangeError);
});

test('the async batch calls give the same answers, several at once', async () => {
  const [solved, any, counted, checked, rated, generated] = await Promise.all([
    sudoku.solveBatchAsync(STRINGS, { threads: 2 }),
    sudoku.solveAnyBatchAsync(PACKED),
    sudoku.countBatchAsync(STRINGS, { limit: 1000 }),
    sudoku.checkBatchAsync(STRINGS),
    sudoku.rateBatchAsync([EASY, MEDIUM, EMPTY]),
    sudoku.generateBatchAsync(4, 77),
  ]);
  assert.deepEqual(solved, sudoku.solveBatch(STRINGS));
  assert.deepEqual(any.statuses, sudoku.solveAnyBatch(PACKED).statuses);
  assert.deepEqual(counted, sudoku.countBatch(STRINGS, { limit: 1000 }));
  assert.deepEqual(checked, sudoku.checkBatch(STRINGS));
  assert.deepEqual(rated, sudoku.rateBatch([EASY, MEDIUM, EMPTY]));
  assert.deepEqual(generated, sudoku.generateBatch(4, 77));
  await assert.rejects(sudoku.solveBatchAsync('not a batch'), TypeError);
});

test('batches: empty, bad arguments, and throwForStatuses', () => {
  assert.deepEqual(sudoku.solveBatch([]), { solutions: [], statuses: new Int32Array(0) });
  assert.equal(sudoku.solveBatch(Buffer.alloc(0)).solutions.length, 0);
  assert.deepEqual(sudoku.rateBatch([]), { ratings: [], statuses: new Int32Array(0) });
  assert.deepEqual(sudoku.checkBatch([]).conflicts, []);
  assert.throws(() => sudoku.solveBatch(CONTEST), TypeError);
  assert.throws(() => sudoku.solveBatch([CONTEST, 5]), TypeError);
  assert.throws(() => sudoku.solveBatch([CONTEST, CONTEST.slice(1)]), RangeError);
  assert.throws(() => sudoku.solveBatch(Buffer.alloc(100)), RangeError);
  assert.throws(() => sudoku.solveBatch([CONTEST], { threads: -1 }), RangeError);
  assert.throws(() => sudoku.solveBatch([CONTEST], { threads: 'all' }), TypeError);
  assert.throws(() => sudoku.solveBatch([CONTEST], { thread: 2 }), TypeError);
  assert.throws(() => sudoku.countBatch([CONTEST], { limit: -2 }), RangeError);

  const boards = [CONTEST, EMPTY, `5.5${EMPTY.slice(3)}`, STRINGS[CASES.findIndex((c) => c.status === -4)]];
  const { statuses } = sudoku.solveBatch(boards);
  assert.throws(() => sudoku.throwForStatuses(statuses, boards), (error) => {
    assert.ok(error instanceof sudoku.BatchError);
    assert.equal(error.index, 2);
    assert.equal(error.failed, 2);
    assert.ok(error.error instanceof sudoku.ConflictError && error.cause === error.error);
    assert.deepEqual(error.error.cells, [0, 2]);
    return true;
  });
  assert.throws(() => sudoku.throwForStatuses(statuses.subarray(3)), (error) => error.error instanceof sudoku.NoSolutionError);
  assert.equal(sudoku.throwForStatuses(new Int32Array(3)), undefined);
});
