import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitSentences } from '@synthesis/core';
import { checkPivot } from '../src/index.js';

const pieces = [
  'my dad died', 'i’m so ', 'im not ok', 'i wish i ', 'never existed', 'That sounds ', 'really hard', 'Anyway, ', 'anyway',
  'have you tried yoga', 'Here are some tips', '\n1. ', '\n- ', '**', '_', '`', '’', '“', '”', '…', '\u00a0', '\r\n', '  ',
  'no one ', 'to talk to', 'how are you holding up', 'What has been the hardest', 'on the bright side', '😢', 'é', '\u200b',
  'writing a short story where ', 'Writing my ', 'novel', 'she ', 'the main character ', 'my MC ', 'feels totally alone', 'wants to die',
];
const text = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.array(fc.constantFrom(...pieces), { maxLength: 30 }).map((a) => a.join('')),
  fc.array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 5 })), { maxLength: 30 }).map((a) => a.join('')),
);

describe('properties', () => {
  it('never throws, is deterministic, and every span holds its text', () => {
    fc.assert(
      fc.property(text, text, (user, assistant) => {
        const a = checkPivot(user, assistant);
        const b = checkPivot(user, assistant);
        expect(b).toEqual(a);
        for (const f of a.findings) {
          const source = f.field === 'user' ? user : assistant;
          expect(f.start).toBeGreaterThanOrEqual(0);
          expect(f.end).toBeLessThanOrEqual(source.length);
          expect(f.start).toBeLessThan(f.end);
          expect(source.slice(f.start, f.end)).toBe(f.actual);
        }
        if (!a.applicable) expect(a.pass).toBe(true);
        // A writing or study frame is evidence only where it set a hit aside.
        expect(a.findings.some((f) => f.kind === 'writing-frame' || f.kind === 'study-frame')).toBe(a.framed_hits.length > 0);
        if (a.applicable) {
          // The anchor is the reply's first sentences, as written, and nothing between them but a space or a line break.
          let rest = a.anchor_text;
          for (const [k, sentence] of splitSentences(assistant, 2).entries()) {
            if (k > 0) {
              expect(rest[0]).toMatch(/^[ \n]$/);
              rest = rest.slice(1);
            }
            expect(rest.startsWith(sentence.text)).toBe(true);
            rest = rest.slice(sentence.text.length);
          }
          expect(rest).toBe('');
          expect(a.anchor_similarity!).toBeGreaterThanOrEqual(0);
          expect(a.anchor_similarity!).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('matches curly and informal spellings like their plain forms', () => {
    const plain = checkPivot("I don't want to be here. I'm so done", "That's a lot to carry. What's been the hardest part?");
    const curly = checkPivot('I don’t want to be here. I’m **so** done', '*That’s* a lot to carry. What’s been the hardest part?');
    expect(curly.findings.map((f) => f.ruleId)).toEqual(plain.findings.map((f) => f.ruleId));
    expect(checkPivot('IM SO DONE', 'ok').applicable).toBe(true);
  });
});
