import type { CaseResult, CheckResult, FailureRecord, Registry } from '@synthesis/core';
import { isExpectedFailure } from './negative-example.js';
import { summaryProblem } from './result-problem.js';

/** Result fields that are not evidence: the verdict flags and the full findings list. */
function withoutFindings(result: CheckResult): Record<string, unknown> {
  const { findings: _findings, pass: _pass, applicable: _applicable, ...rest } = result;
  return rest;
}

/**
 * The condensed record of a failed case. Evidence of each failed check comes from
 * its checker's `summarize(result)` (flat keys, merged), or, for a checker without
 * one, the result minus `findings`, nested under the check name. A checker error
 * is reported as `{ <check>: { error } }`. A `summarize` that throws, or returns
 * what the JSON report cannot hold as it is (not an object; a function, a BigInt,
 * a cycle), gives way to the result minus `findings`, which the runner has checked:
 * so the record is plain data, the same in the report, the console and across threads.
 */
export function failureRecord(result: CaseResult, registry: Registry): FailureRecord {
  const failed: string[] = [];
  const evidence: Record<string, unknown> = {};
  for (const [name, check] of Object.entries(result.checks)) {
    if (check.pass) continue;
    failed.push(name);
    if (check.error !== undefined) {
      evidence[name] = { error: check.error };
      continue;
    }
    const checker = registry.has(name) ? registry.get(name) : undefined;
    if (checker?.summarize) {
      try {
        const summary = checker.summarize(check);
        if (summaryProblem(summary) === null) {
          Object.assign(evidence, summary);
          continue;
        }
      } catch {
        // a broken summarize() must not lose the evidence: fall through to the raw form
      }
    }
    evidence[name] = withoutFindings(check);
  }
  return { id: result.id, failed, evidence, expected_failure: isExpectedFailure(result) };
}
