import { compileRules, type Finding, type NormalizedText, type Rule, type RuleSet, type ScanOptions } from '@synthesis/core';

/**
 * One rule set for the whole table: core indexes rules by their first words, so
 * a scan costs the same whatever the number of rules (no chunking needed).
 */
export function compileChunks(rules: readonly Rule[]): RuleSet[] {
  return [compileRules(rules)];
}
export function scanAll(sets: readonly RuleSet[], norm: NormalizedText, options: ScanOptions): Finding[] {
  let out: Finding[] = [];
  for (const set of sets) {
    const found = set.scan(norm, options);
    if (found.length > 0) out = out.length === 0 ? found : out.concat(found);
  }
  if (sets.length > 1) out.sort((a, b) => a.start - b.start || a.end - b.end);
  return out;
}

/**
 * Keep one finding per overlapping stretch of the same rule: the engine retries
 * one character later after each hit, so a rule whose alternatives start at
 * different words ("there's no right way" / "no right way") can report twice.
 */
export function dropOverlaps(findings: Finding[]): Finding[] {
  const lastEnd = new Map<string, number>();
  const out: Finding[] = [];
  for (const f of findings) {
    const end = lastEnd.get(f.ruleId);
    if (end !== undefined && f.start < end) continue;
    lastEnd.set(f.ruleId, f.end);
    out.push(f);
  }
  return out;
}
