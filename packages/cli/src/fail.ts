import { isSynthesisError } from '@synthesis/core';

/**
 * Print a fatal error as `synthesis: <message>` (+ hint) on stderr and set exit
 * code 1. No stack trace unless `SYNTHESIS_DEBUG` is set: these are errors a user
 * fixes in their input, not bugs.
 */
export function reportFatal(error: unknown): void {
  const debug = Boolean(process.env.SYNTHESIS_DEBUG);
  if (isSynthesisError(error)) {
    process.stderr.write(`synthesis: ${error.message}\n`);
    if (error.hint) process.stderr.write(`hint: ${error.hint}\n`);
  } else {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`synthesis: unexpected error: ${message}\n`);
    if (!debug) process.stderr.write('hint: set SYNTHESIS_DEBUG=1 to see the stack trace, and please report it.\n');
  }
  if (debug && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  process.exitCode = 1;
}
