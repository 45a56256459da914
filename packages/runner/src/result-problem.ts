import type { CheckInput } from '@synthesis/core';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value);
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object' && value !== null) return 'an object';
  return String(value);
}

/** The first thing wrong with one finding, or null. Offsets must point into the text named by `field`. */
function findingProblem(f: unknown, at: string, input: CheckInput): string | null {
  if (!isObject(f)) return `${at} must be an object { ruleId, kind, field, start, end, actual } (got ${show(f)})`;
  for (const key of ['ruleId', 'kind'] as const) {
    if (typeof f[key] !== 'string') return `${at}.${key} must be a string (got ${show(f[key])})`;
  }
  if (f.field !== 'user' && f.field !== 'assistant') return `${at}.field must be "user" or "assistant" (got ${show(f.field)})`;
  const text = input[f.field];
  for (const key of ['start', 'end'] as const) {
    const v = f[key];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > text.length) {
      return `${at}.${key} must be an integer offset in [0, ${text.length}] of the ${f.field} text (got ${show(v)})`;
    }
  }
  if ((f.start as number) > (f.end as number)) return `${at}.start ${show(f.start)} is after its end ${show(f.end)}`;
  const span = text.slice(f.start as number, f.end as number);
  if (f.actual !== span) return `${at}.actual must be the text at [${show(f.start)}, ${show(f.end)}), ${show(span)} (got ${show(f.actual)})`;
  for (const key of ['message', 'suggestion'] as const) {
    if (f[key] !== undefined && typeof f[key] !== 'string') return `${at}.${key} must be a string when present (got ${show(f[key])})`;
  }
  return null;
}

/** Where evidence holds something the JSON report cannot write (a BigInt, a function, a cycle), or null. */
function evidenceProblem(value: unknown, at: string, enclosing: object[]): string | null {
  const t = typeof value;
  if (t === 'bigint' || t === 'function' || t === 'symbol') return `${at} is a ${t}, which the JSON report cannot hold`;
  if (typeof value !== 'object' || value === null) return null;
  if (enclosing.includes(value)) return `${at} refers back to an object that holds it (a circular reference)`;
  enclosing.push(value);
  for (const [key, v] of Object.entries(value)) {
    const problem = evidenceProblem(v, Array.isArray(value) ? `${at}[${key}]` : `${at}.${key}`, enclosing);
    if (problem) return problem;
  }
  enclosing.pop();
  return null;
}

/**
 * The first thing wrong with what a checker's `check` returned, or null: the
 * contract's `{ pass, applicable, findings }` with spans that hold their text, and
 * evidence the JSON report can write. Cheap: a walk over the result's own fields.
 */
export function resultProblem(result: unknown, input: CheckInput): string | null {
  if (!isObject(result)) return `must be an object { pass, applicable, findings } (got ${show(result)})`;
  for (const key of ['pass', 'applicable'] as const) {
    if (typeof result[key] !== 'boolean') return `${key} must be a boolean (got ${show(result[key])})`;
  }
  const findings = result.findings;
  if (!Array.isArray(findings)) return `findings must be an array (got ${show(findings)})`;
  for (let i = 0; i < findings.length; i++) {
    const problem = findingProblem(findings[i], `findings[${i}]`, input);
    if (problem) return problem;
  }
  for (const [key, value] of Object.entries(result)) {
    if (key === 'findings') continue;
    const problem = evidenceProblem(value, key, [result]);
    if (problem) return problem;
  }
  return null;
}

/**
 * The first thing wrong with what a checker's `summarize(result)` returned, or
 * null: flat evidence keys in an object, with values the JSON report can write.
 */
export function summaryProblem(summary: unknown): string | null {
  if (!isObject(summary)) return `must be an object of evidence keys (got ${show(summary)})`;
  for (const [key, value] of Object.entries(summary)) {
    const problem = evidenceProblem(value, key, [summary]);
    if (problem) return problem;
  }
  return null;
}
