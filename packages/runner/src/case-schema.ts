import { readFile } from 'node:fs/promises';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { didYouMean, SynthesisError } from '@synthesis/core';
import { caseShapeProblems, shown, type CaseProblem } from './case-shape.js';

export type { CaseProblem } from './case-shape.js';

/** A compiled case validator. */
export interface CaseValidator {
  /** Problems of one parsed line (empty when it is a valid case). */
  validate(value: unknown): CaseProblem[];
}

type SchemaObject = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>> };

function schemaError(code: string, message: string, cause?: unknown): SynthesisError {
  return new SynthesisError(code, message, {
    hint: 'Pass --schema the case schema (schemas/eval_case.schema.json) or leave it out to use the bundled one.',
    cause,
  });
}

/**
 * Replace the check-name enum and the `expected` properties with the registered
 * names, so a plugin check validates like a built-in one.
 */
export function patchCaseSchema(schema: SchemaObject, names: readonly string[]): SchemaObject {
  const copy = structuredClone(schema);
  const props = copy.properties;
  const items = props?.checks?.items as Record<string, unknown> | undefined;
  if (items && 'enum' in items) items.enum = [...names];
  const expected = props?.expected;
  if (expected && typeof expected.properties === 'object') {
    expected.properties = Object.fromEntries(names.map((n) => [n, { type: 'boolean' }]));
  }
  return copy;
}

/** Value at a JSON pointer (undefined when absent). */
function at(value: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return value;
  let v = value;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

function describe(error: ErrorObject, data: unknown, names: readonly string[], fields: readonly string[]): CaseProblem {
  const base = error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { pointer: `${base}/${String(params.missingProperty)}`, message: 'is required' };
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const pointer = `${base}/${key}`;
      if (base === '/expected') {
        return { pointer, message: `is not a known check. Known checks: ${names.join(', ')}.${didYouMean(key, names)}` };
      }
      return { pointer, message: `is not an allowed field (allowed: ${fields.join(', ')}).${didYouMean(key, fields)}` };
    }
    case 'enum': {
      const value = at(data, base);
      const allowed = (params.allowedValues as unknown[]).map(String);
      return {
        pointer: base,
        message: `must be one of ${allowed.join(', ')} (got ${shown(value)}).${didYouMean(value, allowed)}`,
      };
    }
    default:
      return { pointer: base || '/', message: `${error.message ?? 'is invalid'} (got ${shown(at(data, base))})` };
  }
}

/**
 * Load the case schema from `path`, patch it with the registered check names and
 * compile it with ajv (draft-07, or 2020-12 when the schema says so).
 */
export async function loadCaseValidator(path: string, names: readonly string[], display = path): Promise<CaseValidator> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw schemaError('SYNTHESIS_SCHEMA_NOT_FOUND', `Cannot read schema ${display}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`, error);
  }
  let schema: SchemaObject;
  try {
    schema = JSON.parse(text) as SchemaObject;
  } catch (error) {
    throw schemaError('SYNTHESIS_SCHEMA_INVALID', `Schema ${display} is not valid JSON: ${(error as Error).message}`, error);
  }
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) {
    throw schemaError('SYNTHESIS_SCHEMA_INVALID', `Schema ${display} must be a JSON object`);
  }
  const patched = patchCaseSchema(schema, names);
  const draft2020 = typeof patched.$schema === 'string' && patched.$schema.includes('2020-12');
  const ajv = draft2020 ? new Ajv2020({ allErrors: true, strict: false }) : new Ajv({ allErrors: true, strict: false });
  let validate: ValidateFunction;
  try {
    validate = ajv.compile(patched);
  } catch (error) {
    throw schemaError('SYNTHESIS_SCHEMA_INVALID', `Schema ${display} does not compile: ${(error as Error).message}`, error);
  }
  const fields = Object.keys(patched.properties ?? {});
  return {
    validate(value) {
      if (!validate(value)) return (validate.errors ?? []).map((e) => describe(e, value, names, fields));
      return value !== null && typeof value === 'object' && !Array.isArray(value) ? caseShapeProblems(value as Record<string, unknown>, names) : [];
    },
  };
}
