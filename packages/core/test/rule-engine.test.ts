import { describe, expect, it } from 'vitest';
import { compileRules, distinctRuleIds, MAX_FINDINGS_PER_RULE, normalizeText, type Rule } from '../src/index.js';
import { exactWords, hashWord } from '../src/vocabulary.js';

const rules: Rule[] = [
  { id: 't/you-should', kind: 'directive', pattern: /\byou should\b/i, rationale: 'directive', suggestion: 'offer instead' },
  { id: 't/should-just', kind: 'directive', pattern: /\bshould just\b/i, rationale: 'pressure' },
  { id: 't/you-should-just', kind: 'directive', pattern: /\byou should just\b/i, rationale: 'both' },
  { id: 't/would-you-like', kind: 'positive', pattern: /\bwould you like\b/i, rationale: 'invitation' },
];
const set = compileRules(rules);
const scan = (text: string, options = {}) => set.scan(normalizeText(text), options);

describe('compileRules / scan', () => {
  it('finds every rule, including rules that start at the same offset', () => {
    const found = scan('You should just relax. Would you like tea?');
    expect(found.map((f) => [f.ruleId, f.start, f.end, f.actual])).toEqual([
      ['t/you-should', 0, 10, 'You should'],
      ['t/you-should-just', 0, 15, 'You should just'],
      ['t/should-just', 4, 15, 'should just'],
      ['t/would-you-like', 23, 37, 'Would you like'],
    ]);
  });

  it('copies kind, field, rationale and suggestion into findings', () => {
    const [f] = scan('you should', { field: 'user' });
    expect(f).toEqual({
      ruleId: 't/you-should', kind: 'directive', field: 'user', start: 0, end: 10,
      actual: 'you should', message: 'directive', suggestion: 'offer instead',
    });
  });

  it('reports every occurrence of a rule', () => {
    expect(scan('you should. you should.').filter((f) => f.ruleId === 't/you-should')).toHaveLength(2);
  });

  it('caps findings per rule', () => {
    expect(scan('you should '.repeat(500))).toHaveLength(MAX_FINDINGS_PER_RULE);
  });

  it('skips disabled rules', () => {
    const ids = distinctRuleIds(scan('You should just go', { disabled: new Set(['t/you-should']) }));
    expect(ids).toEqual(['t/you-should-just', 't/should-just']);
  });

  it('scans only up to a limit', () => {
    expect(scan('Would you like to. you should', { limit: 18 }).map((f) => f.ruleId)).toEqual(['t/would-you-like']);
  });

  it('matches through curly quotes and markdown, with spans in the original', () => {
    const text = 'Honestly? **You** should.';
    const [f] = scan(text);
    expect(f).toMatchObject({ ruleId: 't/you-should', actual: 'You** should' });
    expect(text.slice(f!.start, f!.end)).toBe(f!.actual);
  });

  it('handles rules with their own capture groups', () => {
    const grouped = compileRules([
      { id: 't/a', kind: 'k', pattern: /\b(a)(b)?\b/i, rationale: 'r' },
      { id: 't/c', kind: 'k', pattern: /\b(c)\b/i, rationale: 'r' },
    ]);
    expect(grouped.scan(normalizeText('c ab a')).map((f) => f.ruleId)).toEqual(['t/c', 't/a', 't/a']);
  });

  it('follows a word to the prefixes after it, short ones included, and only where the next word starts with one', () => {
    // After "you": "ll" is shorter than the three letters a prefix is first compared by.
    const prefixed = compileRules([
      { id: 't/you-will', kind: 'guarantee', pattern: /\byou (?:ll|will|shall)\w{0,3} (?:be|get) fine\b/i, rationale: 'promise' },
      { id: 't/you-deserve', kind: 'positive', pattern: /\byou deserv\w{1,3} (?:rest|better)\b/i, rationale: 'worth' },
    ]);
    const ids = (text: string) => prefixed.scan(normalizeText(text)).map((f) => [f.ruleId, f.actual]);
    expect(ids('you ll be fine. YOU WILLL get fine. you deserved better')).toEqual([
      ['t/you-will', 'you ll be fine'],
      ['t/you-will', 'YOU WILLL get fine'],
      ['t/you-deserve', 'you deserved better'],
    ]);
    expect(ids('you wil be fine, you you you l be fine, you des better, you deserve')).toEqual([]);
  });

  it('returns nothing for an empty rule set', () => {
    expect(compileRules([]).scan(normalizeText('anything'))).toEqual([]);
  });

  it('rejects malformed rules', () => {
    const base = { kind: 'k', rationale: 'r' };
    expect(() => compileRules([{ ...base, id: 'no-slash', pattern: /x/i }])).toThrow(/id must look like/);
    expect(() => compileRules([{ ...base, id: 't/g', pattern: /x/gi }])).toThrow(/only the i, m, s and u flags/);
    expect(() => compileRules([{ ...base, id: 't/n', pattern: /(?<name>x)/i }])).toThrow(/named groups/);
    expect(() => compileRules([{ ...base, id: 't/d', pattern: /x/i }, { ...base, id: 't/d', pattern: /y/i }])).toThrow(/used twice/);
  });

  it('reads the patterns into its index at the first scan, not when compiled', () => {
    // the index files a rule's leading words in the shared vocabulary: a new word shows when it has been read
    const lazy = compileRules([{ id: 't/zebrafish', kind: 'k', rationale: 'r', pattern: /\bzebrafish tanks?\b/i }]);
    const before = exactWords.size;
    const zebrafish = Uint16Array.from('zebrafish', (c) => c.charCodeAt(0)); // a text's lower-case characters, as TextWords.lower holds them
    expect(exactWords.find(hashWord('zebrafish'), zebrafish, 0, 9)).toBe(-1);
    expect(lazy.rules.map((r) => r.id)).toEqual(['t/zebrafish']);
    expect(exactWords.size).toBe(before);
    expect(lazy.scan(normalizeText('Two Zebrafish tanks.')).map((f) => f.actual)).toEqual(['Zebrafish tanks']);
    expect(exactWords.find(hashWord('zebrafish'), zebrafish, 0, 9)).toBeGreaterThanOrEqual(0);
    expect(lazy.untriggered).toEqual([]);
  });
});
