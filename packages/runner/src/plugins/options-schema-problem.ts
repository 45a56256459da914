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
