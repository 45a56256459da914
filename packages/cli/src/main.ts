import { main } from './program.js';

// The CLI proper; bin.ts runs it in-process or under a bounded heap.
main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`synthesis: unexpected error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
