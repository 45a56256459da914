#!/usr/bin/env -S node --max-old-space-size=80 --max-semi-space-size=2
import { needsBoundedHeap, rerunWithBoundedHeap } from './heap.js';
import { compileRegexpsNatively } from './regexp-native.js';

// The shebang starts node with the bounded heap flags (see heap.ts); `node bin.js`
// without them re-runs this launcher once with them. main.js is loaded by URL so
// that the launcher stays tiny while it waits, and so that the regex flag below is
// set before main.js loads the checkers (V8 fixes a regex's tier when it is created).
const mainUrl = new URL('./main.js', import.meta.url);

if (needsBoundedHeap()) {
  rerunWithBoundedHeap(new URL(import.meta.url), process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`synthesis: cannot start: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
} else {
  compileRegexpsNatively();
  import(mainUrl.href).catch((error: unknown) => {
    process.stderr.write(`synthesis: cannot start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
