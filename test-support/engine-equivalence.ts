import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileRules, leadWordSequences, MAX_FINDINGS_PER_RULE, normalizeText, toOriginalSpan, type Rule } from '@synthesis/core';

/**
 * The slow, obvious engine: every rule run over the whole normalized text at every
 * position, a match nested in an earlier match of the same rule skipped, at most
 * MAX_FINDINGS_PER_RULE per rule. Returns "ruleId@start-end" strings (original
 * offsets), sorted.
 */
export function naiveScan(rules: readonly Rule[], text: string): string[] {
  const norm = normalizeText(text);
  const out: string[] = [];
  for (const rule of rules) {
    const re = new RegExp(rule.pattern.source, `g${rule.pattern.flags}`);
    let lastEnd = -1;
    let found = 0;
    let m: RegExpExecArray | null;
    while (found < MAX_FINDINGS_PER_RULE && (m = re.exec(norm.text)) !== null) {
      if (m[0].length > 0 && m.index >= lastEnd) {
        const [s, e] = toOriginalSpan(norm, m.index, m.index + m[0].length);
        out.push(`${rule.id}@${s}-${e}`);
        lastEnd = m.index + m[0].length;
        found++;
      }
      re.lastIndex = m.index + 1;
    }
  }
  return out.sort();
}

/** What the indexed engine finds, in the same form. */
export function engineScan(rules: readonly Rule[], text: string): string[] {
  return compiledFor(rules).scan(normalizeText(text)).map((f) => `${f.ruleId}@${f.start}-${f.end}`).sort();
}

const sets = new WeakMap<readonly Rule[], ReturnType<typeof compileRules>>();
function compiledFor(rules: readonly Rule[]): ReturnType<typeof compileRules> {
  let set = sets.get(rules);
  if (!set) sets.set(rules, (set = compileRules(rules)));
  return set;
}

/** Every user and assistant text of the bundled evals and the calibration corpus. */
export function realTexts(): string[] {
  const root = fileURLToPath(new URL('../data/', import.meta.url));
  const files = [`${root}evals.jsonl`, ...readdirSync(`${root}corpus`).filter((f) => f.endsWith('.jsonl')).map((f) => `${root}corpus/${f}`)];
  const texts: string[] = [];
  for (const file of files) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const c = JSON.parse(line) as { user: string; assistant: string };
      texts.push(c.user, c.assistant);
    }
  }
  return texts;
}

/** The words the rules' patterns start with: raw material for adversarial word soups. */
export function leadWords(rules: readonly Rule[]): string[] {
  const words = new Set<string>();
  for (const rule of rules) for (const seq of leadWordSequences(rule.pattern.source) ?? []) for (const w of seq) words.add(w.word);
  return [...words].sort();
}

/**
 * Tests that the indexed engine finds exactly what a full scan finds, for a
 * checker's rules: on every real text, and on random soups of the words its rules
 * start with (joined by spaces, apostrophes, commas and line breaks, in any case).
 */
export function describeEngineEquivalence(name: string, rules: readonly Rule[], vitest: VitestApi, fc: FastCheckApi): void {
  const { describe, expect, it } = vitest;
  describe(`the rule engine on ${name} rules equals a full scan`, () => {
    it('on every text of the evals and the corpus', () => {
      for (const text of realTexts()) expect(engineScan(rules, text)).toEqual(naiveScan(rules, text));
    });

    it('on random soups of the words rules start with', () => {
      const words = [...leadWords(rules), 'YOU', 'Don’t', '**just**', '"', 'x', 'call', 'writing'];
      const seps = [' ', ' ', ' ', "'", ', ', '\n- ', '. ', '’'];
      fc.assert(
        fc.property(fc.array(fc.tuple(fc.constantFrom(...words), fc.constantFrom(...seps)), { maxLength: 40 }), (parts) => {
          const text = parts.map(([w, s]) => w + s).join('');
          expect(engineScan(rules, text)).toEqual(naiveScan(rules, text));
        }),
        { numRuns: 300 },
      );
    });
  });
}

type VitestApi = typeof import('vitest');
type FastCheckApi = typeof import('fast-check').default;
