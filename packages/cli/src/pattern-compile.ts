import { setFlagsFromString } from 'node:v8';

/**
 * V8 compiles a regular expression twice: to bytecode for its first run, then to
 * machine code for the runs after. For the checkers' long rule patterns (up to 5,000
 * characters of alternatives) the bytecode step costs the most, and most of that is
 * a peephole pass that tidies the bytecode for the one run it serves. Turning that
 * pass off makes a first compile about three times cheaper and leaves the machine
 * code, and so every later run, as it was. The measured figures are in the README
 * ("Start-up"), kept in one place.
 */
export const PATTERN_COMPILE_FLAG = '--no-regexp-peephole-optimization';

/**
 * V8 versions known to hold the flag: checked on Node 20 (V8 11.3), 22 (12.4), 24
 * (13.6) and 25 (14.1). A flag V8 does not know is not an error: V8 prints a line on
 * stderr and goes on, which would land in the CLI's output, so a later V8 is left as it is.
 */
export function knowsPatternCompileFlag(v8Version: string = process.versions.v8): boolean {
  const major = Number(/^(\d+)\./.exec(v8Version)?.[1]);
  return major >= 11 && major <= 14;
}

/**
 * Skip the bytecode peephole pass for regular expressions compiled from now on in
 * this process (its worker threads share V8's flags). The CLI owns its process, so
 * it may; a library must not change V8 for the application that loads it.
 * Returns whether the flag was set.
 */
export function speedUpPatternCompiles(v8Version: string = process.versions.v8): boolean {
  if (!knowsPatternCompileFlag(v8Version)) return false;
  setFlagsFromString(PATTERN_COMPILE_FLAG);
  return true;
}
