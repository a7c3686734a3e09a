'use strict';
// index.d.ts is hand-written: a small TypeScript program must type-check
// against it (tsc --noEmit, strict), including @ts-expect-error lines for
// wrong uses, so the types neither miss functions nor accept nonsense.
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

test('index.d.ts type-checks a program that uses every function', () => {
  const tsc = require.resolve('typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '--noEmit', '-p', path.join(__dirname, 'types', 'tsconfig.json')],
    { encoding: 'utf8' });
  assert.equal(result.status, 0, `tsc:\n${result.stdout}${result.stderr}`);
});
