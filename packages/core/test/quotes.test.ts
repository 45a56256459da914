import { describe, expect, it } from 'vitest';
import { followsOpeningQuote, normalizeText } from '../src/index.js';

/** Whether the first occurrence of `phrase` in `text` comes right after an opening quote. */
const quoted = (text: string, phrase: string): boolean => {
  const start = text.indexOf(phrase);
  if (start < 0) throw new Error(`"${phrase}" is not in "${text}"`);
  return followsOpeningQuote(normalizeText(text), start);
};

describe('followsOpeningQuote', () => {
  it('is true right after a straight or curly double quote', () => {
    expect(quoted('people say "just move on" a lot', 'just move on')).toBe(true);
    expect(quoted('people say “just move on” a lot', 'just move on')).toBe(true);
    expect(quoted('"calm down," he wrote', 'calm down')).toBe(true);
  });

  it('is true after an apostrophe only where it opens a quotation', () => {
    expect(quoted("she wrote 'at least you tried' under it", 'at least you')).toBe(true);
    expect(quoted('she wrote ‘at least you tried’ under it', 'at least you')).toBe(true);
    expect(quoted("(or 'snap out of it')", 'snap out of it')).toBe(true);
    expect(quoted("the motto:'just do it'", 'just do it')).toBe(true);
    expect(quoted("the girls' stop crying game", 'stop crying')).toBe(false);
  });

  it('looks one space back past an opening quote (spaces collapse to one), not past a closing one', () => {
    expect(quoted('the motto is “ just do it ”', 'just do it')).toBe(true);
    expect(quoted('people say  "  just move on', 'just move on')).toBe(true);
    expect(quoted('he said "no" just move on', 'just move on')).toBe(false);
    expect(quoted("they said 'no' just move on", 'just move on')).toBe(false);
  });

  it('is false with no quote before, at the start, and across markdown it does not read as a quote', () => {
    expect(quoted('just move on', 'just move on')).toBe(false);
    expect(quoted('Honestly, just move on.', 'just move on')).toBe(false);
    expect(quoted('**just move on**', 'just move on')).toBe(false);
  });
});
