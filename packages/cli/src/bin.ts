#!/usr/bin/env node
import { needsBoundedHeap, rerunWithBoundedHeap } from './heap.js';

// main.js is loaded by URL so that this launcher stays tiny when it only waits.
const mainUrl = new URL('./main.js', import.meta.url);

if (needsBoundedHeap()) {
  // Ctrl-C reaches the child too (same process group); it cleans up and exits, then so do we.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => {});
  process.exitCode = rerunWithBoundedHeap(mainUrl, process.argv.slice(2));
} else {
  import(mainUrl.href).catch((error: unknown) => {
    process.stderr.write(`synthesis: cannot start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
