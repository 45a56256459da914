import { Ajv, type ErrorObject } from 'ajv';
import { didYouMean, SynthesisError } from '@synthesis/core';
import { configSchema } from './config-schema.js';
import type { SynthesisConfig } from './config-types.js';

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
const validate = ajv.compile<SynthesisConfig>(configSchema);
const TOP_KEYS = Object.keys(configSchema.properties);

function got(value: unknown): string {
  return `(got ${value === undefined ? 'undefined' : JSON.stringify(value)})`;
}

/** One ajv error as `/key must be … (got value)`, with a "Did you mean" for unknown keys. */
function describeError(error: ErrorObject, data: unknown): string {
  const where = error.instancePath || '/';
  const schema = (error.parentSchema ?? {}) as { type?: string | string[]; minimum?: number; enum?: unknown[] };
  if (error.propertyName !== undefined || error.keyword === 'propertyNames') {
    const name = error.propertyName ?? (error.params as { propertyName?: string }).propertyName;
    const kind = error.instancePath === '/rules' ? 'a rule id such as "agency/directive-should"' : 'a snake_case check name such as "topic_pivot"';
    return `${where} key ${JSON.stringify(name)} must be ${kind}`;
  }
  if (error.instancePath === '/workers') return `/workers must be integer >= 1 or "auto" ${got(error.data)}`;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = (error.params as { additionalProperty: string }).additionalProperty;
      const path = `${error.instancePath}/${key}`;
      const value = (error.data as Record<string, unknown>)[key];
      const near = error.instancePath === '' ? didYouMean(key, TOP_KEYS) : '';
      return `${path} is not a known key ${got(value)}.${near || ` Known keys: ${TOP_KEYS.join(', ')}.`}`;
    }
    case 'enum': {
      const allowed = schema.enum ?? [];
      const near = didYouMean(error.data, allowed.filter((v): v is string => typeof v === 'string'));
      return `${where} must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')} ${got(error.data)}${near ? `.${near}` : ''}`;
    }
    case 'type':
    case 'minimum':
      if (schema.type === 'integer' && schema.minimum !== undefined) return `${where} must be integer >= ${schema.minimum} ${got(error.data)}`;
      if (Array.isArray(schema.type)) return `${where} must be ${schema.type.join(' or ')} ${got(error.data)}`;
      return `${where} ${error.message ?? 'is invalid'} ${got(error.data)}`;
    default:
      return `${where} ${error.message ?? 'is invalid'} ${got(error.data ?? data)}`;
  }
}

/**
 * Validate a parsed config against the published schema. Throws
 * `SYNTHESIS_CONFIG_INVALID` whose message names the file, the key path and the
 * value: `synthesis.config.json: /failOn must be integer >= 0 (got -1)`.
 */
export function validateConfig(value: unknown, file: string): SynthesisConfig {
  if (validate(value)) return value;
  const errors = validate.errors ?? [];
  // propertyNames reports the bad key and then a generic error at the same place; keep the first per path.
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const e of errors) {
    const key = `${e.instancePath}|${e.keyword === 'propertyNames' ? 'names' : e.schemaPath}`;
    if (seen.has(e.instancePath) && e.keyword !== 'additionalProperties') continue;
    if (seen.has(key)) continue;
    seen.add(key);
    seen.add(e.instancePath);
    lines.push(`${file}: ${describeError(e, value)}`);
  }
  throw new SynthesisError('SYNTHESIS_CONFIG_INVALID', lines.join('\n'), {
    hint: 'See @synthesis/runner/synthesis.config.schema.json (node_modules/@synthesis/runner/dist/synthesis.config.schema.json; point "$schema" at it for editor help) for every key the config accepts.',
  });
}
