'use strict';
// The C ABI, declared once: finds libsudoku's shared library and declares
// every function of include/sudoku.h with koffi. Nothing here is public API.
//
// Every pointer argument is declared `void *` and given a Buffer or a typed
// array, which koffi passes by address without copying: the library reads
// and writes that memory in place (structs are decoded by hand, see
// index.js), which is both the fastest path and the one with no hidden
// conversions.

const fs = require('node:fs');
const path = require('node:path');
const koffi = require('koffi');

const PACKAGE_DIR = path.resolve(__dirname, '..');
const { version: PACKAGE_VERSION } = require('../package.json');

const LIB_FILE = process.platform === 'darwin' ? 'libsudoku.dylib'
  : process.platform === 'win32' ? 'sudoku.dll' : 'libsudoku.so';

// The SONAME, as the Makefile and build.rs set it: 0.m.p -> .so.0.m; from
// 1.0 on, .so.MAJOR.
function soname() {
  const [major, minor] = PACKAGE_VERSION.split('.');
  return `libsudoku.so.${major === '0' ? `0.${minor}` : major}`;
}

// The checkout this package sits in, if it is run from the repository: the
// first parent holding Cargo.toml and include/sudoku.h.
function checkoutRoot() {
  for (let dir = PACKAGE_DIR; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'Cargo.toml')) && fs.existsSync(path.join(dir, 'include', 'sudoku.h'))) {
      return dir;
    }
    if (path.dirname(dir) === dir) return null;
  }
}

// Where to look, in order. Each entry: [how it was found, path or name].
function places() {
  const found = [];
  const env = process.env.LIBSUDOKU_PATH;
  if (env) found.push(['LIBSUDOKU_PATH', path.resolve(env)]);
  found.push(['bundled', path.join(PACKAGE_DIR, 'native', LIB_FILE)]);
  const root = checkoutRoot();
  if (root) found.push(['checkout', path.join(root, 'target', 'release', LIB_FILE)]);
  if (process.platform === 'linux') found.push(['system', soname()]);
  found.push(['system', LIB_FILE]);
  return found;
}

function load() {
  const tried = [];
  for (const [how, where] of places()) {
    if (how === 'system') {
      try {
        return { lib: koffi.load(where), path: where, how };
      } catch (error) {
        tried.push(`${where} on the system library path (${error.message.split('\n')[0]})`);
        continue;
      }
    }
    if (!fs.existsSync(where)) {
      if (how === 'LIBSUDOKU_PATH') {
        throw new Error(`libsudoku: LIBSUDOKU_PATH is ${process.env.LIBSUDOKU_PATH}, which does not exist. ` +
          'Point it at a built libsudoku.so (target/release/libsudoku.so after `make lib`), or unset it.');
      }
      tried.push(where);
      continue;
    }
    // A file that is there but will not load is an error worth seeing, not a reason to look further.
    return { lib: koffi.load(where), path: where, how };
  }
  throw new Error(
    `libsudoku: cannot find the libsudoku shared library (looked for ${tried.join(', ')}). ` +
    'Install the npm package built with its library (`npm pack` in bindings/node after `make lib`), ' +
    'build it in the checkout with `make lib` (needs cargo), install it system-wide with ' +
    '`make install`, or set LIBSUDOKU_PATH to a libsudoku.so.');
}

const loaded = load();
const lib = loaded.lib;

// Declares a function; a library too old to have it gets a stand-in that
// says so when called, so the rest keeps working.
function declare(prototype) {
  try {
    return lib.func(prototype);
  } catch (error) {
    const name = /(\w+)\s*\(/.exec(prototype)[1];
    const missing = () => {
      throw new Error(`libsudoku: the library at ${loaded.path} has no ${name} ` +
        `(it is older than this package, ${PACKAGE_VERSION}): rebuild or reinstall it`);
    };
    missing.async = (...args) => args[args.length - 1](missing.call());
    return missing;
  }
}

const C = {
  strerror: declare('const char *sudoku_strerror(int32_t status)'),
  version: declare('const char *sudoku_version(void)'),
  is_valid: declare('bool sudoku_is_valid(void *board)'),
  check: declare('int32_t sudoku_check(void *board, void *conflict)'),
  solve: declare('int32_t sudoku_solve(void *board)'),
  solve_any: declare('int32_t sudoku_solve_any(void *board)'),
  count_solutions: declare('int32_t sudoku_count_solutions(void *board, uint32_t limit, void *count)'),
  generate_options_init_sized: declare('void sudoku_generate_options_init_sized(void *options, size_t size)'),
  generate: declare('int32_t sudoku_generate(uint64_t seed, void *options, void *puzzle, void *solution)'),
  candidates: declare('int32_t sudoku_candidates(void *board, uint32_t kind, void *candidates)'),
  solutions: declare('int32_t sudoku_solutions(void *board, uint32_t limit, void *out, void *count)'),
  technique_name: declare('const char *sudoku_technique_name(uint32_t technique)'),
  rate: declare('int32_t sudoku_rate(void *board, void *rating)'),
  hint: declare('int32_t sudoku_hint(void *board, void *candidates, void *step)'),
  explain: declare('int32_t sudoku_explain(void *board, void *steps, size_t capacity, void *count)'),
  describe: declare('int32_t sudoku_describe(void *step, void *buffer, size_t capacity)'),
  solve_batch: declare('int32_t sudoku_solve_batch(void *boards, size_t count, size_t stride, void *statuses, ' +
    'uint32_t threads)'),
  solve_any_batch: declare('int32_t sudoku_solve_any_batch(void *boards, size_t count, size_t stride, ' +
    'void *statuses, uint32_t threads)'),
  count_batch: declare('int32_t sudoku_count_batch(void *boards, size_t count, size_t stride, uint32_t limit, ' +
    'void *counts, void *statuses, uint32_t threads)'),
  check_batch: declare('int32_t sudoku_check_batch(void *boards, size_t count, size_t stride, void *conflicts, ' +
    'void *statuses, uint32_t threads)'),
  generate_batch: declare('int32_t sudoku_generate_batch(uint64_t seed, size_t count, void *options, ' +
    'void *puzzles, void *solutions, size_t stride, void *statuses, uint32_t threads)'),
  rate_batch: declare('int32_t sudoku_rate_batch(void *boards, size_t count, size_t stride, void *ratings, ' +
    'void *statuses, uint32_t threads)'),
};

module.exports = { C, libraryPath: loaded.path, foundBy: loaded.how, PACKAGE_VERSION };
