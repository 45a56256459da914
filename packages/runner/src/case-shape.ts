import { didYouMean } from '@synthesis/core';

/** One problem of a case: where (a JSON pointer into the case) and what. */
export interface CaseProblem {
  /** JSON pointer into the case, `/checks/1`; `/` for the case itself. */
  pointer: string;
  /** What is wrong, with the offending value and a hint where there is one. */
  message: string;
}

/** A value for an error message: JSON, cut to a readable length. */
export function shown(value: unknown): string {
  const text = value === undefined ? 'undefined' : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * What the runner itself needs of a case, whatever schema `--schema` names: a
 * string `id`, `user` and `assistant`, and `checks` as a list of registered check
 * names. The bundled schema says all of this already; a custom schema that leaves
 * some of it out would otherwise let the run fail on a case with no file or line.
 */
export function caseShapeProblems(value: Record<string, unknown>, names: readonly string[]): CaseProblem[] {
  const problems: CaseProblem[] = [];
  for (const field of ['id', 'user', 'assistant'] as const) {
    if (typeof value[field] !== 'string') {
      problems.push({ pointer: `/${field}`, message: value[field] === undefined ? 'is required' : `must be a string (got ${shown(value[field])})` });
    }
  }
  const checks = value.checks;
  if (!Array.isArray(checks)) {
    problems.push({ pointer: '/checks', message: checks === undefined ? 'is required (a list of check names)' : `must be a list of check names (got ${shown(checks)})` });
    return problems;
  }
  checks.forEach((name: unknown, i) => {
    if (typeof name !== 'string' || !names.includes(name)) {
      problems.push({ pointer: `/checks/${i}`, message: `must be one of ${names.join(', ')} (got ${shown(name)}).${didYouMean(name, names)}` });
    }
  });
  return problems;
}
