import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkReassurance } from '../src/index.js';

const pieces = [
  "you'll", 'you’ll', 'ur gonna', 'u will', 'be fine', 'be ok', 'everything', '’s gonna be alright', 'will be okay',
  'I know', 'exactly how you feel', 'no one', 'is judging you', 'your mom', 'definitely', "doesn't blame you",
  "don't", 'dont worry', 'worry abt it', 'trust me', 'I promise', "I can't promise", 'is definitely going to', 'come back',
  'time heals', 'it gets better', '**', '*', '_', '`', '“', '”', '‘', '’', '…', '\u00a0', '\u200b', '\n', '\r\n', '  ',
  '- ', '# ', '1. ', '"', "'", '.', ',', '!', '?', ' ', 'I hope', 'might', 'sure',
];
const textArb = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  fc.array(fc.constantFrom(...pieces), { maxLength: 40 }).map((a) => a.join('')),
  fc.array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 4 })), { maxLength: 30 }).map((a) => a.join(' ')),
);

describe('properties', () => {
  it('never throws, is deterministic, and every span holds its text', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        const a = checkReassurance(text);
        const b = checkReassurance(text);
        expect(b).toEqual(a);
        expect(a.applicable).toBe(true);
        expect(a.pass).toBe(a.findings.length === 0);
        expect(a.pass).toBe(a.hits.length === 0);
        for (const f of a.findings) {
          expect(f.start).toBeGreaterThanOrEqual(0);
          expect(f.end).toBeLessThanOrEqual(text.length);
          expect(f.start).toBeLessThan(f.end);
          expect(text.slice(f.start, f.end)).toBe(f.actual);
          expect(['mind-reading', 'guarantee']).toContain(f.kind);
          expect(f.field).toBe('assistant');
        }
        for (const h of a.hits) expect(text.includes(h)).toBe(true);
        expect(new Set(a.hits).size).toBe(a.hits.length);
      }),
      { numRuns: 600 },
    );
  });

  it('typography does not change the verdict: curly quotes, markdown and spacing match like plain text', () => {
    const plain = fc.array(fc.constantFrom("you'll", 'be fine', 'I know', 'exactly how you feel', "don't", 'worry about it', 'it', 'gets better', 'maybe', 'the'), { maxLength: 12 });
    fc.assert(
      fc.property(plain, fc.constantFrom('**', '_', ''), (words, mark) => {
        const text = words.join(' ');
        const fancy = words.map((w) => `${mark}${w.replace(/'/g, '’')}${mark}`).join('\u00a0 ');
        expect(checkReassurance(fancy).pass).toBe(checkReassurance(text).pass);
      }),
      { numRuns: 300 },
    );
  });
});
