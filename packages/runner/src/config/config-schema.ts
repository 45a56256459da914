import { REPORTER_NAMES } from './reporter-names.js';

/**
 * JSON Schema of `synthesis.config.*`, embedded so the runner validates configs
 * when installed from npm. `schemas/synthesis.config.schema.json` is the published
 * copy for editors; a test keeps the two identical.
 */
export const configSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Synthesis configuration',
  description: 'synthesis.config.json: plugins, per-check options, rule toggles, cases, output and CI threshold. Command-line flags override these values.',
  type: 'object',
  additionalProperties: false,
  properties: {
    $schema: { type: 'string', description: 'Path or URL of this schema, for editors.' },
    plugins: {
      type: 'array',
      description: 'Checker packages to load: a short name (emotional-depth → synthesis-checker-emotional-depth), a full package name, or a path relative to this file.',
      items: { type: 'string', minLength: 1 },
      uniqueItems: true,
    },
    options: {
      type: 'object',
      description: 'Options per check name, validated against that checker\'s options schema, e.g. { "topic_pivot": { "similarityThreshold": 0.4 } }.',
      propertyNames: { pattern: '^[a-z][a-z0-9]*(_[a-z0-9]+)*$' },
      additionalProperties: { type: 'object' },
    },
    rules: {
      type: 'object',
      description: 'Rule toggles by rule id, e.g. { "agency/directive-should": "off" }.',
      propertyNames: { pattern: '^[^/\\s]+/[^\\s]+$' },
      additionalProperties: { enum: ['off', 'on'] },
    },
    cases: {
      type: ['string', 'array'],
      description: 'JSONL case file(s), relative to this file.',
      items: { type: 'string', minLength: 1 },
      minItems: 1,
      minLength: 1,
    },
    schema: { type: 'string', minLength: 1, description: 'Case JSON Schema, relative to this file.' },
    out: { type: 'string', minLength: 1, description: 'Report output path, relative to this file.' },
    failOn: { type: 'integer', minimum: 0, description: 'Unexpected failures allowed before exit code 2.' },
    workers: {
      description: 'Worker threads running the checks: a positive integer, or "auto" (one per core). Default: auto when the case files total 1 MB or more, else 1.',
      anyOf: [{ type: 'integer', minimum: 1 }, { const: 'auto' }],
    },
    reporters: {
      type: 'array',
      description: 'What a run writes: "console" (the summary on standard output) and "json" (the JSON report at `out`). Default: both. An empty list writes neither; the exit code still tells the result.',
      items: { enum: [...REPORTER_NAMES] },
      uniqueItems: true,
    },
  },
} as const;
