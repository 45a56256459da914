import { validateSchema } from '@synthesis/core';

/** The JSON Schema keywords core's option validation reads (`JsonSchema`), plus annotations it may ignore. */
const SUPPORTED = ['type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'minimum', 'maximum', 'minItems', 'minLength'];
const ANNOTATIONS = ['description', 'default', 'title', '$comment', '$schema', 'examples'];
const TYPES = ['object', 'array', 'string', 'number', 'integer', 'boolean', 'null'];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first keyword core would silently ignore (so an option it seems to constrain is not checked), or null. */
function keywordProblem(schema: Record<string, unknown>, at: string): string | null {
  for (const key of Object.keys(schema)) {
    if (ANNOTATIONS.includes(key)) continue;
    if (!SUPPORTED.includes(key)) {
      return `${at} uses "${key}", which Synthesis does not check (supported: ${SUPPORTED.join(', ')}); options would pass unchecked`;
    }
  }
  if (schema.type !== undefined && !TYPES.includes(schema.type as string)) {
    return `${at}.type must be one of ${TYPES.join(', ')} (got ${JSON.stringify(schema.type)})`;
  }
  if (schema.properties !== undefined) {
    if (!isObject(schema.properties)) return `${at}.properties must be an object of schemas`;
    for (const [name, sub] of Object.entries(schema.properties)) {
      if (!isObject(sub)) return `${at}.properties.${name} must be a schema object (got ${JSON.stringify(sub)})`;
      const problem = keywordProblem(sub, `${at}.properties.${name}`);
      if (problem) return problem;
    }
  }
  if (schema.items !== undefined) {
    if (!isObject(schema.items)) return `${at}.items must be a schema object (got ${JSON.stringify(schema.items)})`;
    return keywordProblem(schema.items, `${at}.items`);
  }
  return null;
}

/**
 * The first thing wrong with a plugin's options schema and defaults, or null: a
 * keyword outside core's JSON Schema subset (it would be ignored, not enforced),
 * or default options that do not fit the schema.
 */
export function optionsSchemaProblem(schema: Record<string, unknown>, defaults: Record<string, unknown>): string | null {
  const problem = keywordProblem(schema, 'meta.optionsSchema');
  if (problem) return problem;
  const bad = validateSchema(schema, defaults)[0];
  if (bad) return `meta.defaultOptions${bad.pointer} ${bad.message}, as meta.optionsSchema says (got ${JSON.stringify(bad.value)})`;
  return null;
}
