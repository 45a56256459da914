import { setFlagsFromString } from 'node:v8';

/**
 * V8 runs a new regex first in its bytecode interpreter and compiles it to native
 * code on its second run. For the checkers' long rule patterns the bytecode step is
 * the slow one: about 30 ms for the longest, against 4 ms to compile it natively.
 * A suite meets most of its rules once or twice, so the CLI skips the interpreter.
 * V8 reads the flag when a regex is created, so this runs before the checkers are
 * loaded (bin.ts calls it before it imports main.js); it holds for the whole
 * process, worker threads included.
 */
export function compileRegexpsNatively(): void {
  setFlagsFromString('--no-regexp-tier-up');
}
