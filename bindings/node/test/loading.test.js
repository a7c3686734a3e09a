'use strict';
// Where the library is found, in order: LIBSUDOKU_PATH, the copy bundled in
// native/, the checkout's target/release, the system. Each case runs in a
// child process with its own environment and, where it matters, a copy of
// the package outside the repository.
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { ROOT } = require('./helpers');

const PACKAGE = path.resolve(__dirname, '..');
const CHECKOUT_LIB = path.join(ROOT, 'target', 'release', 'libsudoku.so');
// The library these tests run against (the Makefile sets LIBSUDOKU_PATH to the fresh build).
const LIB = process.env.LIBSUDOKU_PATH ? path.resolve(process.env.LIBSUDOKU_PATH) : require('..').libraryPath;

const PROBE = "const s = require(process.argv[1]); console.log(JSON.stringify([s.libraryPath, s.solve('.'.repeat(81)).slice(0, 9)]))";

function run(packageDir, env) {
  const clean = { ...process.env, ...env };
  for (const key of Object.keys(clean)) if (clean[key] === undefined) delete clean[key];
  return spawnSync(process.execPath, ['-e', PROBE, packageDir], { env: clean, encoding: 'utf8' });
}

// A copy of the package outside the repository, using this one's node_modules.
function copyOutside(withNative) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'libsudoku-node-'));
  for (const name of ['index.js', 'package.json', 'lib']) fs.cpSync(path.join(PACKAGE, name), path.join(dir, name), { recursive: true });
  fs.symlinkSync(path.join(PACKAGE, 'node_modules'), path.join(dir, 'node_modules'));
  if (withNative) {
    fs.mkdirSync(path.join(dir, 'native'));
    fs.copyFileSync(LIB, path.join(dir, 'native', 'libsudoku.so'));
  }
  return dir;
}

test('LIBSUDOKU_PATH comes first', () => {
  const outside = copyOutside(true);
  try {
    const result = run(outside, { LIBSUDOKU_PATH: LIB });
    assert.equal(result.status, 0, result.stderr);
    assert.deepEqual(JSON.parse(result.stdout), [LIB, '123456789']);
  } finally {
    fs.rmSync(outside, { recursive: true, force: true });
  }
});

test('LIBSUDOKU_PATH naming a missing file is an error that says so', () => {
  const result = run(PACKAGE, { LIBSUDOKU_PATH: '/nonexistent/libsudoku.so' });
  assert.notEqual(result.status, 0);
  assert.match(result.stderr, /LIBSUDOKU_PATH is \/nonexistent\/libsudoku.so, which does not exist/);
});

test('then the library bundled in the package', () => {
  const outside = copyOutside(true);
  try {
    const result = run(outside, { LIBSUDOKU_PATH: undefined });
    assert.equal(result.status, 0, result.stderr);
    assert.deepEqual(JSON.parse(result.stdout), [path.join(outside, 'native', 'libsudoku.so'), '123456789']);
  } finally {
    fs.rmSync(outside, { recursive: true, force: true });
  }
});

test('then the checkout\'s target/release, when run from the repository', { skip: !fs.existsSync(CHECKOUT_LIB) || fs.existsSync(path.join(PACKAGE, 'native')) }, () => {
  const result = run(PACKAGE, { LIBSUDOKU_PATH: undefined });
  assert.equal(result.status, 0, result.stderr);
  assert.deepEqual(JSON.parse(result.stdout), [CHECKOUT_LIB, '123456789']);
});

test('then the system; else an error that says what to do', () => {
  const outside = copyOutside(false);
  try {
    // No LD_LIBRARY_PATH: the default loader finds it only when installed (make install and ldconfig).
    const result = run(outside, { LIBSUDOKU_PATH: undefined, LD_LIBRARY_PATH: undefined });
    if (result.status === 0) {
      assert.match(JSON.parse(result.stdout)[0], /^libsudoku\.so/, 'found by the system loader');
    } else {
      assert.match(result.stderr, /cannot find the libsudoku shared library/);
      assert.match(result.stderr, /LIBSUDOKU_PATH/);
      assert.match(result.stderr, /make install/);
      assert.match(result.stderr, /make lib/);
    }
    // With the checkout's library directory on the loader's path, the system step finds it by its SONAME.
    const viaLoader = run(outside, { LIBSUDOKU_PATH: undefined, LD_LIBRARY_PATH: path.dirname(LIB) });
    if (fs.existsSync(path.join(path.dirname(LIB), 'libsudoku.so.0.2'))) {
      assert.equal(viaLoader.status, 0, viaLoader.stderr);
      assert.deepEqual(JSON.parse(viaLoader.stdout), ['libsudoku.so.0.2', '123456789']);
    }
  } finally {
    fs.rmSync(outside, { recursive: true, force: true });
  }
});
