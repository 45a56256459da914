import { describeValue } from './describe-value.js';

/**
 * The subset of JSON Schema that checker options use. Small enough to validate
 * without a dependency, so checkers validate their options in a browser too.
 */
export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  enum?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  minItems?: number;
  minLength?: number;
  default?: unknown;
}

/** One validation problem: where (a JSON pointer), what, and the value found. */
export interface SchemaProblem {
  pointer: string;
  message: string;
  value: unknown;
}

/** The keywords {@link validateSchema} enforces. */
const CHECKED = {
  type: true, properties: true, required: true, additionalProperties: true, items: true,
  enum: true, minimum: true, maximum: true, minItems: true, minLength: true,
} as const satisfies Partial<Record<keyof JsonSchema, true>>;
/** Keywords that say something to a reader and nothing to the validator. */
const ANNOTATIONS = { description: true, default: true, title: true, $comment: true, $schema: true, examples: true } as const;
// Every keyword of JsonSchema is one or the other: adding one to the interface without saying which is a type error.
({ ...CHECKED, ...ANNOTATIONS }) satisfies Record<keyof JsonSchema, true>;
const TYPES: readonly string[] = ['object', 'array', 'string', 'number', 'integer', 'boolean', 'null'] satisfies NonNullable<JsonSchema['type']>[];

function isSchemaObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The first part of `schema` (a schema from outside, such as a plugin's options
 * schema) that {@link validateSchema} would not enforce, or null: a keyword outside
 * the subset (`pattern`, `anyOf`, `exclusiveMinimum`…), so an option it seems to
 * constrain would pass unchecked, or an unknown `type`. `at` names the schema in the message.
 */
export function schemaSubsetProblem(schema: Record<string, unknown>, at: string): string | null {
  for (const key of Object.keys(schema)) {
    if (key in ANNOTATIONS || key in CHECKED) continue;
    return `${at} uses "${key}", which Synthesis does not check (supported: ${Object.keys(CHECKED).join(', ')}); options would pass unchecked`;
  }
  if (schema.type !== undefined && !TYPES.includes(schema.type as string)) {
    return `${at}.type must be one of ${TYPES.join(', ')} (got ${describeValue(schema.type)})`;
  }
  if (schema.properties !== undefined) {
    if (!isSchemaObject(schema.properties)) return `${at}.properties must be an object of schemas`;
    for (const [name, sub] of Object.entries(schema.properties)) {
      if (!isSchemaObject(sub)) return `${at}.properties.${name} must be a schema object (got ${describeValue(sub)})`;
      const problem = schemaSubsetProblem(sub, `${at}.properties.${name}`);
      if (problem) return problem;
    }
  }
  if (schema.items !== undefined) {
    if (!isSchemaObject(schema.items)) return `${at}.items must be a schema object (got ${describeValue(schema.items)})`;
    return schemaSubsetProblem(schema.items, `${at}.items`);
  }
  return null;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isInteger(value)) return 'integer';
  return typeof value;
}

/** Validate `value` against `schema`; returns every problem found (empty when valid). */
export function validateSchema(schema: JsonSchema, value: unknown, pointer = ''): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const actual = typeOf(value);
  if (schema.type !== undefined) {
    const ok = schema.type === actual || (schema.type === 'number' && actual === 'integer');
    if (!ok) return [{ pointer, message: `must be ${schema.type}`, value }];
    // JSON has no NaN or Infinity, and NaN slips past every minimum and maximum.
    if (typeof value === 'number' && !Number.isFinite(value)) return [{ pointer, message: `must be a finite ${schema.type}`, value }];
  }
  if (schema.enum !== undefined && !schema.enum.includes(value)) {
    problems.push({ pointer, message: `must be one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`, value });
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) problems.push({ pointer, message: `must be >= ${schema.minimum}`, value });
    if (schema.maximum !== undefined && value > schema.maximum) problems.push({ pointer, message: `must be <= ${schema.maximum}`, value });
  }
  if (typeof value === 'string' && schema.minLength !== undefined && value.length < schema.minLength) {
    problems.push({ pointer, message: `must have at least ${schema.minLength} characters`, value });
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) {
      problems.push({ pointer, message: `must have at least ${schema.minItems} items`, value });
    }
    if (schema.items) value.forEach((item, i) => problems.push(...validateSchema(schema.items!, item, `${pointer}/${i}`)));
  }
  if (actual === 'object') {
    const obj = value as Record<string, unknown>;
    for (const key of schema.required ?? []) {
      if (!(key in obj)) problems.push({ pointer, message: `must have property "${key}"`, value });
    }
    for (const [key, v] of Object.entries(obj)) {
      const sub = schema.properties?.[key];
      if (sub) problems.push(...validateSchema(sub, v, `${pointer}/${key}`));
      else if (schema.additionalProperties === false) {
        const known = Object.keys(schema.properties ?? {});
        problems.push({ pointer: `${pointer}/${key}`, message: `is not a known option (known: ${known.join(', ') || 'none'})`, value: v });
      }
    }
  }
  return problems;
}
