import { speedUpPatternCompiles } from './pattern-compile.js';
import { main } from './program.js';

// The CLI proper; bin.ts runs it in-process or under a bounded heap.

// Before any rule pattern runs (rule sets are built at their first scan): see pattern-compile.ts.
speedUpPatternCompiles();

// Output piped into `head` and the like may be closed early: that ends the output, not with a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`synthesis: unexpected error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
