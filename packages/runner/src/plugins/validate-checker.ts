import { CHECKER_API_VERSION, SynthesisError, type AnyChecker } from '@synthesis/core';
import { defaultsProblem, optionsSchemaProblem } from './options-schema-problem.js';

const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;
const INPUTS = new Set(['user', 'assistant']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'function') return 'a function';
  if (Array.isArray(value)) return 'an array';
  if (value instanceof RegExp) return `the RegExp ${String(value)}`;
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value);
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

/** The first thing wrong with a rule entry, or null. */
function ruleProblem(rule: unknown, index: number): string | null {
  const at = `meta.rules[${index}]`;
  if (!isObject(rule)) return `${at} must be an object { id, kind, pattern, rationale } (got ${describe(rule)})`;
  if (typeof rule.id !== 'string' || !rule.id.includes('/')) {
    return `${at}.id must be a string like "checker/slug" (got ${describe(rule.id)})`;
  }
  if (typeof rule.kind !== 'string' || rule.kind === '') return `${at}.kind must be a non-empty string (got ${describe(rule.kind)})`;
  if (!(rule.pattern instanceof RegExp)) return `${at}.pattern must be a RegExp (got ${describe(rule.pattern)})`;
  if (typeof rule.rationale !== 'string') return `${at}.rationale must be a string (got ${describe(rule.rationale)})`;
  if (rule.suggestion !== undefined && typeof rule.suggestion !== 'string') {
    return `${at}.suggestion must be a string when present (got ${describe(rule.suggestion)})`;
  }
  return null;
}

/** The first thing wrong with a would-be checker (apiVersion excluded), or null. */
function checkerProblem(value: Record<string, unknown>): string | null {
  const meta = value.meta;
  if (!isObject(meta)) return `meta must be an object (got ${describe(meta)})`;
  if (typeof meta.name !== 'string' || !SNAKE_CASE.test(meta.name)) {
    return `meta.name must be a snake_case string such as "emotional_depth" (got ${describe(meta.name)})`;
  }
  for (const key of ['version', 'description'] as const) {
    if (typeof meta[key] !== 'string') return `meta.${key} must be a string (got ${describe(meta[key])})`;
  }
  const inputs = meta.inputs;
  if (!Array.isArray(inputs) || inputs.length === 0 || !inputs.every((i) => typeof i === 'string' && INPUTS.has(i))) {
    return `meta.inputs must be a non-empty list of "user" and/or "assistant" (got ${JSON.stringify(inputs) ?? 'undefined'})`;
  }
  if (!isObject(meta.defaultOptions)) return `meta.defaultOptions must be an object (got ${describe(meta.defaultOptions)})`;
  if (!isObject(meta.optionsSchema)) return `meta.optionsSchema must be a JSON Schema object (got ${describe(meta.optionsSchema)})`;
  const schemaProblem = optionsSchemaProblem(meta.optionsSchema, meta.defaultOptions);
  if (schemaProblem) return schemaProblem;
  if (!Array.isArray(meta.rules)) return `meta.rules must be an array of rules (got ${describe(meta.rules)})`;
  const seen = new Set<string>();
  for (const [i, rule] of meta.rules.entries()) {
    const problem = ruleProblem(rule, i);
    if (problem) return problem;
    const id = (rule as { id: string }).id;
    if (seen.has(id)) return `meta.rules[${i}].id "${id}" is used twice`;
    seen.add(id);
  }
  if (typeof value.check !== 'function') return `check must be a function (input, context) => result (got ${describe(value.check)})`;
  for (const method of ['summarize', 'explain', 'optionsProblem'] as const) {
    if (value[method] !== undefined && typeof value[method] !== 'function') {
      return `${method} must be a function when present (got ${describe(value[method])})`;
    }
  }
  if (typeof value.optionsProblem === 'function') return defaultsProblem(value.optionsProblem as (options: unknown) => unknown, meta.defaultOptions);
  return null;
}

/**
 * Assert that `value` (loaded from `source`, a package name or path) is a checker
 * of the core contract. Throws `SYNTHESIS_PLUGIN_API_VERSION` for a checker
 * written against another contract version and `SYNTHESIS_PLUGIN_INVALID`
 * naming the first wrong field otherwise.
 */
export function validateChecker(value: unknown, source: string): AnyChecker {
  if (!isObject(value) || !('apiVersion' in value || 'meta' in value || 'check' in value)) {
    const got = isObject(value) ? `an object with keys ${Object.keys(value).join(', ') || '(none)'}` : describe(value);
    throw new SynthesisError(
      'SYNTHESIS_PLUGIN_INVALID',
      `Plugin "${source}" does not export a checker: expected an object { apiVersion, meta, check } (got ${got})`,
      { hint: 'Export the checker as the default export, as a named export "checker", or export a list of checkers.' },
    );
  }
  if (value.apiVersion !== CHECKER_API_VERSION) {
    const name = isObject(value.meta) && typeof value.meta.name === 'string' ? ` (${value.meta.name})` : '';
    throw new SynthesisError(
      'SYNTHESIS_PLUGIN_API_VERSION',
      `Plugin "${source}"${name} is written for checker apiVersion ${describe(value.apiVersion)}; this Synthesis expects apiVersion ${CHECKER_API_VERSION}`,
      { hint: 'Upgrade the plugin (or Synthesis) so both use the same checker contract version.' },
    );
  }
  const problem = checkerProblem(value);
  if (problem) {
    throw new SynthesisError('SYNTHESIS_PLUGIN_INVALID', `Plugin "${source}" exports an invalid checker: ${problem}`, {
      hint: 'See the checker contract in @synthesis/core (Checker, CheckerMeta, Rule).',
    });
  }
  return value as unknown as AnyChecker;
}
