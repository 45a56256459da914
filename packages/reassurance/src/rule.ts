import type { Rule } from '@synthesis/core';
import type { GuardName } from './guards.js';
import { textedPattern } from './spellings.js';

/** The two kinds of finding this checker reports. */
export type ReassuranceKind = 'mind-reading' | 'guarantee';

/** Which guard each rule uses (see `guards.ts`), by rule id. Filled as the rule table loads. */
export const ruleGuards = new Map<string, GuardName>();

/**
 * Build one frozen rule: id `reassurance/<slug>`, case-insensitive pattern on
 * normalized text, also in the spellings people type (`spellings.ts`), and the guard that drops a hit right after a hedge or a quote.
 * (No leading lookaheads: V8 picks the possible first characters of a plain pattern
 * itself, and a lookahead in front switches that off, about 8 times slower.)
 */
export function rule(slug: string, kind: ReassuranceKind, source: string, rationale: string, suggestion: string, guard: GuardName): Rule {
  const id = `reassurance/${slug}`;
  ruleGuards.set(id, guard);
  return Object.freeze({ id, kind, pattern: textedPattern(source), rationale, suggestion });
}
