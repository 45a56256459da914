import { textedPattern, type Rule } from '@synthesis/core';
import type { GuardName } from './guards.js';

/** The two kinds of finding this checker reports. */
export type ReassuranceKind = 'mind-reading' | 'guarantee';

/** Which guard each rule uses (see `guards.ts`), by rule id. Filled as the rule table loads. */
export const ruleGuards = new Map<string, GuardName>();

/**
 * Rules whose match starts at the predicate, with the subject read behind it
 * (`NAMED_BEFORE`, `SUBJECT_BEFORE` in fragments.ts): their guard looks before the subject
 * ("I can't promise *the bank* will refund you"). Filled as the rule table loads.
 */
export const subjectBeforeRules = new Set<string>();

/**
 * Build one frozen rule: id `reassurance/<slug>`, case-insensitive pattern on
 * normalized text, and the guard that drops a hit right after a hedge or a quote. The
 * pattern is written in plain spelling and takes what people type too ("u", "ur", "r",
 * "isnt", "dont") through core's `textedPattern`. After a group, as in
 * `(?:they|he|she)(?:'s| is)`, core leaves a suffix alone ("he" + "re" would make
 * "here"); "hes", "shes" and "theyre" are written out in `THEY_ARE` (fragments.ts), and
 * the rules that want "youll" or "itll" write it.
 * With `subjectBefore`, the match starts after its subject, and the guard reads past it.
 * (No leading lookaheads: V8 picks the possible first characters of a plain pattern
 * itself, and a lookahead in front switches that off, about 8 times slower.)
 */
export function rule(slug: string, kind: ReassuranceKind, source: string, rationale: string, suggestion: string, guard: GuardName, subjectBefore = false): Rule {
  const id = `reassurance/${slug}`;
  ruleGuards.set(id, guard);
  if (subjectBefore) subjectBeforeRules.add(id);
  return Object.freeze({ id, kind, pattern: textedPattern(source), rationale, suggestion });
}
