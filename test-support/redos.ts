import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// recheck ships CommonJS; its automaton checker proves linear/polynomial/exponential
// matching time from the pattern's structure, which is what a rule table needs.
const { checkSync } = require('recheck') as {
  checkSync(source: string, flags: string, params?: Record<string, unknown>): {
    status: 'safe' | 'vulnerable' | 'unknown';
    complexity?: { type: string; summary?: string };
    error?: { kind: string };
  };
};

export interface RedosVerdict {
  id: string;
  source: string;
  status: string;
  detail: string;
}

/**
 * Every pattern that recheck cannot prove safe (vulnerable, or unknown within the
 * time limit). An unknown verdict counts as unsafe: simplify the pattern until it
 * can be proven.
 */
export function unsafePatterns(rules: readonly { id: string; pattern: RegExp }[], timeoutMs = 10_000): RedosVerdict[] {
  const out: RedosVerdict[] = [];
  for (const rule of rules) {
    const r = checkSync(rule.pattern.source, rule.pattern.flags, { checker: 'automaton', timeout: timeoutMs });
    if (r.status !== 'safe') {
      out.push({
        id: rule.id,
        source: rule.pattern.source,
        status: r.status,
        detail: r.complexity?.summary ?? r.complexity?.type ?? r.error?.kind ?? '',
      });
    }
  }
  return out;
}
