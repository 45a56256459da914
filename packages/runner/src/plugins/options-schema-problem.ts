import { describeValue, schemaSubsetProblem, validateSchema } from '@synthesis/core';

/**
 * The first thing wrong with a plugin's options schema and defaults, or null: a
 * part outside core's JSON Schema subset (it would be ignored, not enforced; core
 * says which, next to the validator), or default options that do not fit the schema.
 */
export function optionsSchemaProblem(schema: Record<string, unknown>, defaults: Record<string, unknown>): string | null {
  const problem = schemaSubsetProblem(schema, 'meta.optionsSchema');
  if (problem) return problem;
  const bad = validateSchema(schema, defaults)[0];
  if (bad) return `meta.defaultOptions${bad.pointer} ${bad.message}, as meta.optionsSchema says (got ${describeValue(bad.value)})`;
  return null;
}

/**
 * Whether the checker's own defaults fit together, as its `optionsProblem` says:
 * every run that sets none of its options would otherwise be rejected for options
 * the user never gave.
 */
export function defaultsProblem(optionsProblem: (options: unknown) => unknown, defaults: Record<string, unknown>): string | null {
  let problem: unknown;
  try {
    problem = optionsProblem.call(undefined, Object.freeze({ ...defaults }));
  } catch (error) {
    return `optionsProblem threw on meta.defaultOptions: ${error instanceof Error ? error.message : describeValue(error)}`;
  }
  if (problem === undefined || problem === null) return null;
  const p = (typeof problem === 'object' ? problem : {}) as Record<string, unknown>;
  return `meta.defaultOptions${typeof p.pointer === 'string' ? p.pointer : ''} ${typeof p.message === 'string' ? p.message : 'do not fit together'}, as its optionsProblem says (got ${describeValue(p.value)})`;
}
