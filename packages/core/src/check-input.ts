import type { CheckerMeta } from './checker.js';
import { describeValue } from './describe-value.js';
import { SynthesisError } from './errors.js';

/**
 * Throw a {@link SynthesisError} (`SYNTHESIS_INVALID_INPUT`) unless `input` is an
 * object whose fields the checker reads are strings. Plain JavaScript callers pass
 * `undefined`, `null` or a number; without this check the first gave a TypeError from
 * deep inside the rule engine and the last was judged as if it were an empty reply.
 */
export function assertCheckInput(checker: { readonly meta: Pick<CheckerMeta, 'name' | 'inputs'> }, input: unknown): void {
  const name = checker.meta.name;
  if (typeof input !== 'object' || input === null) {
    throw new SynthesisError('SYNTHESIS_INVALID_INPUT', `Invalid input for ${name}: expected { user, assistant } strings (got ${describeValue(input)})`);
  }
  for (const field of checker.meta.inputs) {
    const value = (input as Record<string, unknown>)[field];
    if (typeof value !== 'string') {
      throw new SynthesisError('SYNTHESIS_INVALID_INPUT', `Invalid input for ${name}: "${field}" must be a string (got ${describeValue(value)})`, {
        hint: 'Pass the text as a string; an empty string is a valid (empty) text.',
      });
    }
  }
}
