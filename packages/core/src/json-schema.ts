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
