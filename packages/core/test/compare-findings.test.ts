import { describe, expect, it } from 'vitest';
import { compareFindings, compileRules, normalizeText, type Finding } from '../src/index.js';

const finding = (ruleId: string, start: number, end: number): Finding =>
  ({ ruleId, kind: 'k', field: 'assistant', start, end, actual: '', message: '' });

describe('compareFindings', () => {
  it('orders by start, then end, then rule id', () => {
    const sorted = [finding('t/b', 4, 9), finding('t/a', 4, 9), finding('t/a', 4, 6), finding('t/z', 0, 20)].sort(compareFindings);
    expect(sorted.map((f) => `${f.ruleId}@${f.start}-${f.end}`)).toEqual(['t/z@0-20', 't/a@4-6', 't/a@4-9', 't/b@4-9']);
  });

  it('is the order a scan returns', () => {
    const set = compileRules([
      { id: 't/long', kind: 'k', rationale: 'r', pattern: /\bgood morning\b/ },
      { id: 't/short', kind: 'k', rationale: 'r', pattern: /\bgood\b/ },
      { id: 't/later', kind: 'k', rationale: 'r', pattern: /\bmorning\b/ },
    ]);
    const found = set.scan(normalizeText('good morning, good night'));
    expect(found.length).toBe(4);
    expect([...found].sort(compareFindings)).toEqual(found);
    expect(found.map((f) => f.ruleId)).toEqual(['t/short', 't/long', 't/later', 't/short']);
  });
});
