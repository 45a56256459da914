import { describe, expect, it } from 'vitest';
import { patternRunsDuring } from '../../../test-support/pattern-runs.js';
import { checkReassurance } from '../src/index.js';

/** How many rule patterns `checkReassurance` runs on `text`. */
const patternRuns = (text: string): number => patternRunsDuring(() => checkReassurance(text)).runs.length;

describe('what the reassurance rules cost on ordinary text', () => {
  // Many rules start with "your", "her", "their" or "the" and then take any one word
  // ("your writing group knows", "the judges will"). The engine files them by the word
  // after that one, so plain possessives run (almost) none of them: a rule written so
  // that it cannot be filed shows up here, and in `pnpm bench`, long before a profile.
  it('runs almost no pattern on a reply full of possessives and "the"', () => {
    const reply =
      "Your partner sounds worried about your job, and your mum asked about your plans for the weekend. Her message and his reply both mention your sister's wedding. Their advice about the flat is one option; your own sense of the budget matters more. The landlord and the agent have both said the repairs are booked for your street, so your car and your bins can stay where they are.";
    expect(checkReassurance(reply).pass).toBe(true);
    expect(patternRuns(reply)).toBeLessThanOrEqual(3);
  });

  it('still runs the rules where the words fit, and finds the promise', () => {
    const reply = 'Your writing group knows how talented you are, and your partner will definitely forgive you.';
    expect(checkReassurance(reply).mind_reading_hits).toEqual([
      'Your writing group knows how talented you are',
      'your partner will definitely forgive you',
    ]);
    expect(patternRuns(reply)).toBeGreaterThan(0);
  });
});
