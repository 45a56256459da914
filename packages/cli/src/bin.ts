#!/usr/bin/env -S node --max-old-space-size=80 --max-semi-space-size=2
import { needsBoundedHeap, rerunWithBoundedHeap } from './heap.js';

// The shebang starts node with the bounded heap flags (see heap.ts); `node bin.js`
// without them re-runs itself once with them. main.js is loaded by URL so that the
// launcher stays tiny while it waits.
const mainUrl = new URL('./main.js', import.meta.url);

if (needsBoundedHeap()) {
  rerunWithBoundedHeap(mainUrl, process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`synthesis: cannot start: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
} else {
  import(mainUrl.href).catch((error: unknown) => {
    process.stderr.write(`synthesis: cannot start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
