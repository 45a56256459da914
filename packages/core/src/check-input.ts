import type { CheckerMeta } from './checker.js';
import { describeValue, isRegExp } from './describe-value.js';
import { SynthesisError } from './errors.js';
import type { NormalizedText } from './normalize.js';
import type { Rule } from './rule.js';
import type { Finding } from './types.js';

const TEXT_HINT = 'Pass the text as a string; an empty string is a valid (empty) text.';
const NORMALIZED_HINT = 'Normalize the text first: normalizeText(text) gives the NormalizedText, which maps offsets back to the text.';
const RULE_HINT = 'A rule is { id, kind, pattern, rationale, suggestion? }: strings, and the pattern a RegExp, as a checker\'s rules.ts lists them.';
const FINDING_HINT = 'Pass the findings RuleSet.scan returns, or a check result\'s findings.';
const PATTERN_HINT = 'Pass the pattern\'s source: neededWords(rule.pattern.source).';
const PATH_HINT = 'Pass the whole words the match begins with, in lower case: nextWords(rule.pattern.source, [\'i\', \'feel\']).';

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

/*
 * The rule-table functions (`compileRules`, `ruleInfo`, `distinctRuleIds`,
 * `neededWords`, `leadWordSequences`, `nextWords`, `nextWordsPastGap`) check what
 * they are given the same way: a list holding `undefined`
 * or a number, or a rule without its pattern, gave a TypeError from deep inside (or
 * a rule "undefined" with a bad id). None runs per word of a text: `distinctRuleIds`
 * runs on a reply's few findings, the others once per rule, rule table or indexed
 * word sequence, where reading the pattern costs far more than the check.
 */

/** `value` as an object whose `fields` are strings; else a {@link SynthesisError} naming `arg` (`what` it must be) or the field. */
function stringFields(fn: string, arg: string, value: unknown, what: string, fields: readonly string[], hint: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) throw invalidInput(fn, `"${arg}" must be ${what}`, value, hint);
  const record = value as Record<string, unknown>;
  for (const field of fields) {
    if (typeof record[field] !== 'string') throw invalidInput(fn, `"${arg}.${field}" must be a string`, record[field], hint);
  }
  return record;
}

const RULE_TEXT_FIELDS = ['id', 'kind', 'rationale'] as const;
/** All that is read of a finding. */
const FINDING_FIELDS = ['ruleId'] as const;

/** Throw a {@link SynthesisError} (`SYNTHESIS_INVALID_INPUT`) unless `value` has the shape of a {@link Rule}. */
export function assertRule(fn: string, arg: string, value: unknown): asserts value is Rule {
  const rule = stringFields(fn, arg, value, 'a rule object', RULE_TEXT_FIELDS, RULE_HINT);
  if (!isRegExp(rule.pattern)) throw invalidInput(fn, `"${arg}.pattern" must be a RegExp`, rule.pattern, RULE_HINT);
  if (rule.suggestion !== undefined && typeof rule.suggestion !== 'string') {
    throw invalidInput(fn, `"${arg}.suggestion" must be a string when given`, rule.suggestion, RULE_HINT);
  }
}

/** Throw a {@link SynthesisError} (`SYNTHESIS_INVALID_INPUT`) unless `value` is an array of rules; a bad one is named by its index. */
export function assertRules(fn: string, arg: string, value: unknown): asserts value is readonly Rule[] {
  assertList(fn, arg, value, RULE_HINT);
  for (let i = 0; i < value.length; i++) assertRule(fn, `${arg}[${i}]`, value[i]);
}

/** Throw a {@link SynthesisError} (`SYNTHESIS_INVALID_INPUT`) unless `value` is an array of findings; a bad one is named by its index. */
export function assertFindings(fn: string, arg: string, value: unknown): asserts value is readonly Finding[] {
  assertList(fn, arg, value, FINDING_HINT);
  for (let i = 0; i < value.length; i++) stringFields(fn, `${arg}[${i}]`, value[i], 'a finding object', FINDING_FIELDS, FINDING_HINT);
}

/** Throw a {@link SynthesisError} (`SYNTHESIS_INVALID_INPUT`) unless `value` is an array of strings (the words a match begins with); a bad one is named by its index. */
export function assertPath(fn: string, arg: string, value: unknown): asserts value is readonly string[] {
  assertList(fn, arg, value, PATH_HINT);
  for (let i = 0; i < value.length; i++) {
    if (typeof value[i] !== 'string') throw invalidInput(fn, `"${arg}[${i}]" must be a string`, value[i], PATH_HINT);
  }
}

const SPELLINGS_HINT = "Pass [plain, other] pairs of strings, as in spellings([['your', '(?:your|ur)']]), and give addSpellings what spellings returns.";

/** Throw a {@link SynthesisError} (`SYNTHESIS_INVALID_INPUT`) unless `value` is a list of [plain form, what it becomes] string pairs; a bad one is named by its index. */
export function assertSpellingPairs(fn: string, arg: string, value: unknown): asserts value is readonly (readonly [string, string])[] {
  assertList(fn, arg, value, SPELLINGS_HINT);
  for (let i = 0; i < value.length; i++) {
    const pair: unknown = value[i];
    if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== 'string' || typeof pair[1] !== 'string') {
      throw invalidInput(fn, `"${arg}[${i}]" must be a [plain form, other spelling] pair of strings`, pair, SPELLINGS_HINT);
    }
    if (pair[0] === '' || pair[0] !== pair[0].toLowerCase()) {
      throw invalidInput(fn, `"${arg}[${i}][0]" must be a form as patterns write it: not empty, in lower case`, pair[0], SPELLINGS_HINT);
    }
  }
}

const SOURCE_HINT = "Pass the pattern's source before it is compiled, as a string: addSpellings(String.raw`\\byou\\b`, list).";

/** Throw a {@link SynthesisError} (`SYNTHESIS_INVALID_INPUT`) unless `value` is a pattern's source (a string). */
export function assertSource(fn: string, arg: string, value: unknown): asserts value is string {
  if (typeof value !== 'string') throw invalidInput(fn, `"${arg}" must be a pattern source (a string)`, value, SOURCE_HINT);
}

/** Throw a {@link SynthesisError} (`SYNTHESIS_INVALID_INPUT`) unless `value` is what `spellings()` returns. */
export function assertSpellings(fn: string, arg: string, value: unknown): void {
  const list = value as { forms?: unknown; alternatives?: unknown; pieces?: unknown } | null;
  if (typeof list !== 'object' || list === null || !(list.forms instanceof Map) || !(list.alternatives instanceof Map) || !isRegExp(list.pieces)) {
    throw invalidInput(fn, `"${arg}" must be what spellings() returns`, value, SPELLINGS_HINT);
  }
}

/** Throw a {@link SynthesisError} (`SYNTHESIS_INVALID_INPUT`) unless `value` is a pattern's source or a parsed pattern (an object with a string `t`). */
export function assertPattern(fn: string, arg: string, value: unknown): void {
  if (typeof value === 'string') return;
  if (typeof value !== 'object' || value === null || typeof (value as { t?: unknown }).t !== 'string') {
    throw invalidInput(fn, `"${arg}" must be a pattern source (a string) or a parsed pattern`, value, PATTERN_HINT);
  }
}
