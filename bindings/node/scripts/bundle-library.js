'use strict';
// npm pack's prepack: copies the built library into native/ so the tarball
// carries it (and postpack's --remove takes it out again, so a checkout
// keeps loading the fresh target/release build). The library is
// $LIBSUDOKU_PATH, else the checkout's target/release/libsudoku.so.
const fs = require('node:fs');
const path = require('node:path');

const here = path.resolve(__dirname, '..');
const native = path.join(here, 'native');
const target = path.join(native, 'libsudoku.so');

if (process.argv.includes('--remove')) {
  fs.rmSync(native, { recursive: true, force: true });
  process.exit(0);
}
const source = process.env.LIBSUDOKU_PATH
  ? path.resolve(process.env.LIBSUDOKU_PATH)
  : path.resolve(here, '..', '..', 'target', 'release', 'libsudoku.so');
if (!fs.existsSync(source)) {
  console.error(`libsudoku: no library to bundle at ${source}: run \`make lib\` in the repository ` +
    '(or set LIBSUDOKU_PATH to a built libsudoku.so) before npm pack');
  process.exit(1);
}
fs.mkdirSync(native, { recursive: true });
fs.copyFileSync(source, target);
fs.chmodSync(target, 0o755);
console.error(`libsudoku: bundled ${source} as native/libsudoku.so`);
