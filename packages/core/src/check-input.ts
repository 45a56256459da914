import type { CheckerMeta } from './checker.js';
import { describeValue } from './describe-value.js';
import { SynthesisError } from './errors.js';
import type { NormalizedText } from './normalize.js';

const TEXT_HINT = 'Pass the text as a string; an empty string is a valid (empty) text.';
const NORMALIZED_HINT = 'Normalize the text first: normalizeText(text) gives the NormalizedText, which maps offsets back to the text.';

/** The error for input `what` of `name` (a checker or a function), naming the value it got. */
function invalidInput(name: string, what: string, value: unknown, hint?: string): SynthesisError {
  return new SynthesisError('SYNTHESIS_INVALID_INPUT', `Invalid input for ${name}: ${what} (got ${describeValue(value)})`, hint === undefined ? {} : { hint });
}

/**
 * Throw a {@link SynthesisError} (`SYNTHESIS_INVALID_INPUT`) unless `input` is an
 * object whose fields the checker reads are strings. Plain JavaScript callers pass
 * `undefined`, `null` or a number; without this check the first gave a TypeError from
 * deep inside the rule engine and the last was judged as if it were an empty reply.
 */
export function assertCheckInput(checker: { readonly meta: Pick<CheckerMeta, 'name' | 'inputs'> }, input: unknown): void {
  const name = checker.meta.name;
  if (typeof input !== 'object' || input === null) throw invalidInput(name, 'expected { user, assistant } strings', input);
  for (const field of checker.meta.inputs) {
    const value = (input as Record<string, unknown>)[field];
    if (typeof value !== 'string') throw invalidInput(name, `"${field}" must be a string`, value, TEXT_HINT);
  }
}

/*
 * The checks at the entry of core's exported text utilities (`fn`, argument `arg`):
 * plain JavaScript callers pass them `undefined`, `null` or a number, which gave a
 * TypeError from deep inside ("Cannot read properties of undefined") or was taken
 * for a text. One `typeof` at the entry; core's own callers, which hold a string
 * already, call the unchecked functions behind them.
 */

/** Throw a {@link SynthesisError} (`SYNTHESIS_INVALID_INPUT`) unless `value` is a string. */
export function assertText(fn: string, arg: string, value: unknown): asserts value is string {
  if (typeof value !== 'string') throw invalidInput(fn, `"${arg}" must be a string`, value, TEXT_HINT);
}

/** Whether `value` looks like what `normalizeText` returns. */
function isNormalized(value: unknown): value is NormalizedText {
  return typeof value === 'object' && value !== null && typeof (value as NormalizedText).text === 'string' && typeof (value as NormalizedText).original === 'string';
}

/** Throw a {@link SynthesisError} (`SYNTHESIS_INVALID_INPUT`) unless `value` is a NormalizedText (from `normalizeText`). */
export function assertNormalized(fn: string, arg: string, value: unknown): asserts value is NormalizedText {
  if (!isNormalized(value)) throw invalidInput(fn, `"${arg}" must be a NormalizedText from normalizeText`, value, NORMALIZED_HINT);
}

/** Throw a {@link SynthesisError} (`SYNTHESIS_INVALID_INPUT`) unless `value` is a string or a NormalizedText. */
export function assertTextOrNormalized(fn: string, arg: string, value: unknown): asserts value is string | NormalizedText {
  if (typeof value !== 'string' && !isNormalized(value)) throw invalidInput(fn, `"${arg}" must be a string or a NormalizedText`, value, TEXT_HINT);
}

/** Throw a {@link SynthesisError} (`SYNTHESIS_INVALID_INPUT`) unless `value` is an array; `hint` says what goes in it. */
export function assertList(fn: string, arg: string, value: unknown, hint: string): asserts value is readonly unknown[] {
  if (!Array.isArray(value)) throw invalidInput(fn, `"${arg}" must be an array`, value, hint);
}
