import {
  bagOfWordsSimilarity,
  resolveOptions,
  type AnyChecker,
  type BaseOptions,
  type CaseResult,
  type CheckInput,
  type CheckResult,
  type EvalCase,
  type Registry,
  type SimilarityProvider,
} from '@synthesis/core';
import { isNegativeExample } from './negative-example.js';
import { resultProblem } from './result-problem.js';

export interface RunOptions {
  /** Per check name, partial options for that checker (validated and merged over its defaults). */
  options?: Readonly<Record<string, Partial<BaseOptions> & Record<string, unknown>>>;
  /** Similarity provider handed to checkers. Default: bag-of-words cosine. */
  similarity?: SimilarityProvider;
}

/** A checker with its options resolved once, ready to run on many cases. */
interface Prepared {
  checker: AnyChecker;
  options: Readonly<BaseOptions>;
}

const preparedCache = new WeakMap<Registry, WeakMap<object, Map<string, Prepared>>>();
const NO_OPTIONS = {};

function prepared(registry: Registry, run: RunOptions, name: string): Prepared {
  let byOptions = preparedCache.get(registry);
  if (!byOptions) preparedCache.set(registry, (byOptions = new WeakMap()));
  const key = run.options ?? NO_OPTIONS;
  let byName = byOptions.get(key);
  if (!byName) byOptions.set(key, (byName = new Map()));
  let p = byName.get(name);
  if (!p) {
    const checker = registry.get(name);
    p = { checker, options: resolveOptions(checker, run.options?.[name]) };
    byName.set(name, p);
  }
  return p;
}

/**
 * Resolve every option set up front, so a bad option or an options entry for an
 * unknown check fails before the first case runs.
 */
export function prepareRun(registry: Registry, run: RunOptions = {}): void {
  for (const name of Object.keys(run.options ?? {})) prepared(registry, run, name);
}

function errorResult(error: unknown): CheckResult {
  const message = error instanceof Error ? error.message : String(error);
  return { pass: false, applicable: true, findings: [], error: message };
}

/** What `check` returned, or a failed result naming what is wrong with it when it breaks the contract. */
function checkedResult(name: string, result: unknown, input: CheckInput): CheckResult {
  const problem = resultProblem(result, input);
  if (problem === null) return result as CheckResult;
  return { pass: false, applicable: true, findings: [], error: `${name} returned a malformed result: ${problem}` };
}

/**
 * Run the checks a case names, looking each up in the registry by name. A checker
 * that throws, or returns a result that breaks the contract (a missing verdict, a
 * span that does not hold its text), gives a failed result with `error` set; it
 * never aborts the run.
 */
export function runCase(evalCase: EvalCase, registry: Registry, run: RunOptions = {}): CaseResult {
  const similarity = run.similarity ?? bagOfWordsSimilarity;
  const input = { user: evalCase.user, assistant: evalCase.assistant };
  const checks: Record<string, CheckResult> = {};
  let pass = true;
  for (const name of evalCase.checks) {
    if (name in checks) continue;
    const { checker, options } = prepared(registry, run, name);
    let result: CheckResult;
    try {
      result = checkedResult(name, checker.check(input, { options, similarity }), input);
    } catch (error) {
      result = errorResult(error);
    }
    checks[name] = result;
    if (!result.pass) pass = false;
  }
  const out: CaseResult = { id: evalCase.id, pass, negative_example: isNegativeExample(evalCase.tags), checks };
  if (evalCase.expected) {
    out.expected = evalCase.expected;
    const mismatches: string[] = [];
    for (const [name, label] of Object.entries(evalCase.expected)) {
      const r = checks[name];
      if (r && r.pass !== label) mismatches.push(name);
    }
    out.label_mismatches = mismatches;
  }
  if (evalCase.tags) out.tags = evalCase.tags;
  return out;
}
