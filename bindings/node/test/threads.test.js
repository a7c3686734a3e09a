'use strict';
// Several worker threads call the library at once (each loads the package,
// as a worker does); their answers must equal this thread's.
const test = require('node:test');
const assert = require('node:assert/strict');
const { Worker } = require('node:worker_threads');
const sudoku = require('..');
const { knownAnswers, EASY, MEDIUM } = require('./helpers');

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const sudoku = require(workerData.package);
const out = [];
for (let round = 0; round < workerData.rounds; round++) {
  for (const board of workerData.boards) {
    try { out.push(sudoku.solve(board)); } catch (error) { out.push(error.name + ' ' + error.code); }
    try { out.push(sudoku.countSolutions(board, 50)); } catch (error) { out.push(error.code); }
  }
  for (let seed = 0; seed < 8; seed++) out.push(sudoku.generate(workerData.first + seed).puzzle);
  for (const board of workerData.rated) {
    out.push(JSON.stringify(sudoku.rate(board)), sudoku.explain(board).map((s) => s.description).join('|'));
  }
  out.push(sudoku.solveBatch(workerData.boards, { threads: 2 }).solutions.join(''));
}
parentPort.postMessage(out);
`;

function answers({ boards, rated, first, rounds }) {
  const out = [];
  for (let round = 0; round < rounds; round++) {
    for (const board of boards) {
      try { out.push(sudoku.solve(board)); } catch (error) { out.push(`${error.name} ${error.code}`); }
      try { out.push(sudoku.countSolutions(board, 50)); } catch (error) { out.push(error.code); }
    }
    for (let seed = 0; seed < 8; seed++) out.push(sudoku.generate(first + seed).puzzle);
    for (const board of rated) {
      out.push(JSON.stringify(sudoku.rate(board)), sudoku.explain(board).map((s) => s.description).join('|'));
    }
    out.push(sudoku.solveBatch(boards, { threads: 2 }).solutions.join(''));
  }
  return out;
}

test('worker threads calling at once get the single thread\'s answers', async () => {
  const boards = knownAnswers().map((c) => c.puzzle.toString('latin1'));
  const jobs = [0, 1, 2, 3].map((k) => ({ boards, rated: [EASY, MEDIUM], first: 1000 * k, rounds: 3 }));
  const expected = jobs.map(answers);
  const results = await Promise.all(jobs.map((job) => new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { ...job, package: require.resolve('..') } });
    worker.once('message', resolve);
    worker.once('error', reject);
  })));
  results.forEach((result, k) => {
    assert.equal(result.length, expected[k].length);
    assert.deepEqual(result, expected[k], `worker ${k}`);
  });
  assert.ok(expected[0].includes('ConflictError -3') && expected[0].includes('NoSolutionError -4'));
});
