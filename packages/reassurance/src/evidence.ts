import type { Finding } from '@synthesis/core';
import type { ReassuranceEvidence } from './types.js';

/**
 * Drop a finding that lies inside an earlier finding of the same rule. The rule engine
 * tries every position, so a rule with an optional lead-in ("there's no need to worry")
 * also matches its own tail ("no need to worry"); the tail is no new evidence. A finding of
 * a rule in `subjectBefore` (its match starts after the subject it names) is also dropped
 * inside a finding of its kind from a rule that matches its subject too, wherever that one
 * starts: "loves you" adds nothing to "your mom loves you", nor a second "it'll all go
 * smoothly" to the first. `findings` must be sorted by start, then end.
 */
export function dropNested(findings: Finding[], subjectBefore: ReadonlySet<string> = NONE): Finding[] {
  if (findings.length < 2) return findings;
  const lastEnd = new Map<string, number>();
  const kept: Finding[] = [];
  for (const f of findings) {
    const end = lastEnd.get(f.ruleId);
    if (end !== undefined && f.end <= end) continue;
    lastEnd.set(f.ruleId, f.end);
    kept.push(f);
  }
  if (subjectBefore.size === 0) return kept;
  // One pass, as both lists are sorted by start: `reach` holds, per kind, the furthest end of
  // the covering findings that start at or before the finding being read.
  const covering = kept.filter((g) => !subjectBefore.has(g.ruleId));
  const reach = new Map<string, number>();
  let next = 0;
  return kept.filter((f) => {
    if (!subjectBefore.has(f.ruleId)) return true;
    for (; next < covering.length && covering[next]!.start <= f.start; next++) {
      const g = covering[next]!;
      if (g.end > (reach.get(g.kind) ?? -1)) reach.set(g.kind, g.end);
    }
    return f.end > (reach.get(f.kind) ?? -1);
  });
}

const NONE: ReadonlySet<string> = new Set();

interface Span {
  start: number;
  end: number;
}

/** Merge overlapping spans of one kind (sorted by start) into maximal spans. */
function mergeKind(findings: readonly Finding[], kind: string): Span[] {
  const spans: Span[] = [];
  let cur: Span | undefined;
  for (const f of findings) {
    if (f.kind !== kind) continue;
    if (cur && f.start < cur.end) {
      if (f.end > cur.end) cur.end = f.end;
      continue;
    }
    cur = { start: f.start, end: f.end };
    spans.push(cur);
  }
  return spans;
}

/** The evidence fields from the findings (sorted by start) on `text`. */
export function buildEvidence(text: string, findings: readonly Finding[]): ReassuranceEvidence {
  if (findings.length === 0) return { hits: [], mind_reading_hits: [], guarantee_hits: [] };
  const mind = mergeKind(findings, 'mind-reading');
  const guarantee = mergeKind(findings, 'guarantee');
  const all = [...mind, ...guarantee].sort((a, b) => a.start - b.start || a.end - b.end);
  const hits: string[] = [];
  const seen = new Set<string>();
  for (const s of all) {
    const t = text.slice(s.start, s.end);
    if (!seen.has(t)) {
      seen.add(t);
      hits.push(t);
    }
  }
  return {
    hits,
    mind_reading_hits: mind.map((s) => text.slice(s.start, s.end)),
    guarantee_hits: guarantee.map((s) => text.slice(s.start, s.end)),
  };
}
