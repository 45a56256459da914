import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeText } from '../src/index.js';
import { textWords } from '../src/text-words.js';
import { exactWords, HASH_SEED2, hashStep2, hashWord, prefixStarts } from '../src/vocabulary.js';

/** The second word hash, from the word's string (its first character code onward). */
const secondHash = (word: string): number => [...word].reduce((g, ch) => hashStep2(g, ch.charCodeAt(0)), HASH_SEED2);

/** What the split should give, computed the slow way: a regex over the text, and each word hashed from its string. */
function expected(text: string) {
  return [...text.matchAll(/[A-Za-z0-9_]+/g)].map((m) => {
    const word = m[0].toLowerCase();
    return {
      start: m.index, end: m.index + word.length,
      hash: hashWord(word),
      hash2: secondHash(word),
      head3: word.length >= 3 ? hashWord(word, 3) : -1,
      head4: word.length >= 4 ? hashWord(word, 4) : -1,
    };
  });
}

function actual(text: string) {
  const w = textWords(normalizeText(text));
  return Array.from({ length: w.count }, (_, k) => ({
    start: w.starts[k]!, end: w.ends[k]!, hash: w.hashes[k]!, hash2: w.hashes2[k]!, head3: w.heads3[k]!, head4: w.heads4[k]!,
  }));
}

describe('textWords', () => {
  it('splits words of every length, with their offsets, both hashes and three- and four-letter heads', () => {
    const text = 'I am so TIRED of it_all, idk 2day… ok?';
    const norm = normalizeText(text);
    expect(actual(text)).toEqual(expected(norm.text));
    expect(textWords(norm).count).toBe(9); // "it_all" is "itall": normalization drops markdown underscores
  });

  it('gives a word of the rule vocabulary its id, and a word starting with a rule prefix its prefix id; others -1', () => {
    const id = exactWords.add('tired');
    const prefix = prefixStarts.add('tir');
    const w = textWords(normalizeText('so Tired zzqxjv Tiramisu'));
    expect([...w.ids.subarray(0, 4)]).toEqual([-1, id, -1, -1]);
    expect([...w.prefixIds.subarray(0, 4)]).toEqual([-1, prefix, -1, prefix]);
  });

  it('keeps every character of the text in ASCII lower case, word or not, for the rule engine to compare words with', () => {
    const norm = normalizeText('I’m SO tired… É_x 9?');
    const lower = textWords(norm).lower;
    expect(String.fromCharCode(...lower.subarray(0, norm.text.length))).toBe("i'm so tired... Éx 9?");
  });

  it('agrees with a regex split and string hashes on any text (property)', () => {
    const piece = fc.constantFrom('a', 'ab', 'abc', 'abcd', 'abcde', 'Tired', '_', '9', ' ', '  ', '\n', "'", '’', '**', '-', '…', 'é');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        const norm = normalizeText(text);
        expect(actual(text)).toEqual(expected(norm.text));
        // ASCII lower case only: toLowerCase would also lower "É".
        const asciiLower = norm.text.replace(/[A-Z]/g, (c) => c.toLowerCase());
        expect(String.fromCharCode(...textWords(norm).lower.subarray(0, norm.text.length))).toBe(asciiLower);
      }),
      { numRuns: 500 },
    );
  });
});
