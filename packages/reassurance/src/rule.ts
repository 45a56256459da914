import type { Rule } from '@synthesis/core';

/** The two kinds of finding this checker reports. */
export type ReassuranceKind = 'mind-reading' | 'guarantee';

/** Build one frozen rule: id `reassurance/<slug>`, case-insensitive pattern on normalized text. */
export function rule(slug: string, kind: ReassuranceKind, source: string, rationale: string, suggestion: string): Rule {
  return Object.freeze({ id: `reassurance/${slug}`, kind, pattern: new RegExp(source, 'i'), rationale, suggestion });
}
