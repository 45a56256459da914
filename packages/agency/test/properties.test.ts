import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAgency } from '../src/index.js';

const pieces = [
  'you', 'u', 'should', 'shouldn’t', 'need to', 'just', 'try', 'stop being', 'at least', 'would you like',
  'what', 'means to you', 'when you’re ready', '**', '_', '`', '’', '‘', '“', '”', '…', '\u00a0', '\u200b',
  '\n- ', '\n## ', '. ', '? ', 'get over it', 'why don’t you just', 'It’s', 'UP TO YOU', 'dont', 'im', 'ur',
];
const realish = fc.array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 6 }), fc.string({ unit: 'binary', maxLength: 4 })), { maxLength: 30 })
  .map((parts) => parts.join(' '));
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), realish);

describe('checkAgency on any string', () => {
  it('never throws, is deterministic and keeps its evidence consistent', () => {
    fc.assert(fc.property(anyText, (text) => {
      const a = checkAgency(text);
      const b = checkAgency(text);
      expect(b).toEqual(a);
      expect(a.applicable).toBe(true);
      expect(a.score).toBe(a.pos_hits.length - a.neg_hits.length);
      expect(a.pass).toBe(a.score >= 1 || (a.pos_hits.length >= 1 && a.neg_hits.length === 0));
      for (const f of a.findings) {
        expect(f.start).toBeGreaterThanOrEqual(0);
        expect(f.end).toBeGreaterThan(f.start);
        expect(f.end).toBeLessThanOrEqual(text.length);
        expect(text.slice(f.start, f.end)).toBe(f.actual);
        expect(f.kind === 'positive' ? a.pos_hits : a.neg_hits).toContain(f.ruleId);
      }
    }), { numRuns: 400 });
  });

  it('matches curly, markdown and shouted text as its plain form', () => {
    fc.assert(fc.property(fc.constantFrom(
      ['you should call her', 'You **should** call her'],
      ['you should call her', 'YOU SHOULD CALL HER'],
      ["when you're ready", 'when you’re ready'],
      ["it's up to you", '_it’s_ up to you'],
      ["don't be so dramatic", 'don’t   be so dramatic'],
    ), ([plain, styled]) => {
      const a = checkAgency(plain);
      const b = checkAgency(styled);
      expect(b.pos_hits).toEqual(a.pos_hits);
      expect(b.neg_hits).toEqual(a.neg_hits);
      expect(a.pos_hits.length + a.neg_hits.length).toBeGreaterThan(0);
    }));
  });
});
