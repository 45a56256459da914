import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { splitSentences } from '../src/index.js';

const texts = (input: string): string[] => splitSentences(input).map((s) => s.text);

describe('splitSentences', () => {
  it('splits on . ! ? followed by space', () => {
    expect(texts('I hear you. That hurts! Want to talk?')).toEqual(['I hear you.', 'That hurts!', 'Want to talk?']);
  });

  it('keeps abbreviations and decimals inside a sentence', () => {
    expect(texts('Dr. Smith, e.g. your GP, can help. It takes 2.5 weeks.')).toEqual([
      'Dr. Smith, e.g. your GP, can help.',
      'It takes 2.5 weeks.',
    ]);
  });

  it('treats an ellipsis as a boundary only before a capital', () => {
    expect(texts("I just... don't know. Maybe... Tomorrow is better.")).toEqual([
      "I just... don't know.",
      'Maybe...',
      'Tomorrow is better.',
    ]);
    expect(texts('I just… don’t know')).toEqual(['I just… don’t know']);
  });

  it('ends sentences at line breaks and strips list and heading markers', () => {
    expect(texts('## Options\n- talk to someone\n* write it down\n1. rest\n2) eat')).toEqual([
      'Options', 'talk to someone', 'write it down', 'rest', 'eat',
    ]);
  });

  it('keeps closing quotes and brackets with their sentence', () => {
    expect(texts('She said "enough." (Then left.) Okay')).toEqual(['She said "enough."', '(Then left.)', 'Okay']);
  });

  it('handles text with no punctuation, CRLF and horizontal rules', () => {
    expect(texts('idk whats wrong with me\r\n---\r\nim just tired')).toEqual(['idk whats wrong with me', 'im just tired']);
  });

  it('returns spans into the original text', () => {
    const input = '  You’re  not alone.\u00a0Really…  ';
    for (const s of splitSentences(input)) expect(input.slice(s.start, s.end)).toBe(s.text);
    expect(texts(input)).toEqual(['You’re  not alone.', 'Really…']);
  });

  it('finds every kind of boundary, however far apart they are', () => {
    const filler = 'and then '.repeat(500);
    const input = `${filler}one! ${filler}two\n${filler}three? ${filler}four. ${filler}five... Six`;
    expect(texts(input).map((s) => s.split(' ').slice(-1)[0])).toEqual(['one!', 'two', 'three?', 'four.', 'five...', 'Six']);
    expect(splitSentences(input, 3).map((s) => s.text.slice(-6))).toEqual(['n one!', 'en two', 'three?']);
  });

  it('returns nothing for empty text', () => {
    expect(splitSentences('')).toEqual([]);
  });
});

describe('splitSentences with a maximum', () => {
  it('returns the first sentences of the full split, unchanged', () => {
    const pieces = ['Hi.', 'Dr. Smith said 2.5 mg!', 'I just... don’t know', '\n- a list item', '\n## Heading', 'e.g. this', '"Quoted."', 'Why?!', '…Next', '\n\n'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), fc.integer({ min: 1, max: 5 }), (parts, max) => {
        const text = parts.join(' ');
        expect(splitSentences(text, max)).toEqual(splitSentences(text).slice(0, max));
      }),
      { numRuns: 300 },
    );
  });
});
