import type { Rule } from './rule.js';
import type { SimilarityProvider } from './similarity.js';
import type { CheckInput, CheckInputName, CheckResult, CheckResultBase } from './types.js';
import type { JsonSchema, SchemaProblem } from './json-schema.js';

/** The contract version a checker is written against. The loader rejects others. */
export const CHECKER_API_VERSION = 1;

/** Options every checker accepts. */
export interface BaseOptions {
  /** Rule ids to switch off, e.g. `["agency/directive-should"]`. */
  disabledRules?: readonly string[];
}

export interface CheckerMeta<O extends BaseOptions = BaseOptions> {
  /** The check name used in cases, snake_case, e.g. `agency_language`. */
  readonly name: string;
  /** The checker's own version (its package version). */
  readonly version: string;
  /** One line: what the check decides. */
  readonly description: string;
  /** Which inputs the check reads. */
  readonly inputs: readonly CheckInputName[];
  /** Defaults merged under the caller's options. */
  readonly defaultOptions: Readonly<O>;
  /** JSON Schema of the options object. */
  readonly optionsSchema: JsonSchema;
  /** Every rule the checker can fire, in a stable order. */
  readonly rules: readonly Rule[];
}

/**
 * What is wrong with options that each fit the options schema but do not fit
 * together: where (a JSON pointer to the option), what, the value found, and how
 * to fix it.
 */
export interface OptionsProblem extends SchemaProblem {
  hint: string;
}

/** What a checker receives besides the case: its resolved options and services. */
export interface CheckContext<O extends BaseOptions = BaseOptions> {
  /** Options validated, merged over the defaults, frozen. */
  readonly options: Readonly<O>;
  /** How to score relatedness of two texts (bag-of-words cosine by default). */
  readonly similarity: SimilarityProvider;
}

/**
 * A checker: one plain object, `meta` plus one synchronous, pure `check`.
 * Same input, same output; no I/O; never mutates its input.
 */
export interface Checker<O extends BaseOptions = BaseOptions, R extends CheckResultBase = CheckResult> {
  readonly apiVersion: typeof CHECKER_API_VERSION;
  readonly meta: CheckerMeta<O>;
  check(input: CheckInput, context: CheckContext<O>): R;
  /**
   * Optional: the condensed evidence shown for a failed case in the report's
   * `failures` list (e.g. `{ reassurance_hits: [...] }`). Keys should be unique
   * across checkers. Without it the runner uses the result minus `findings`.
   */
  summarize?(result: R): Record<string, unknown>;
  /**
   * Optional: what is wrong with options that fit `meta.optionsSchema` one by one
   * but not together (the schema cannot say that one threshold must not pass
   * another), or undefined. Called with the options merged over the defaults, once
   * they fit the schema: `resolveOptions` (so `runCheck`) and the runner's config
   * check reject options it finds a problem with, naming the option, the value and the hint.
   */
  optionsProblem?(options: Readonly<O>): OptionsProblem | undefined;
  /**
   * Optional: one line saying why a failed result failed, where its evidence alone
   * does not say (agency with no hit either way fails by its pass rule). Shown by
   * `synthesis check` under the verdict; undefined when there is nothing to add.
   */
  explain?(result: R): string | undefined;
}

/** Any checker, whatever its options and result types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyChecker = Checker<any, CheckResultBase>;

/** Identity function that gives a checker object its precise types. */
export function defineChecker<O extends BaseOptions, R extends CheckResultBase>(checker: Checker<O, R>): Checker<O, R> {
  return checker;
}
