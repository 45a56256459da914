import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEAREST_SPEAKER, vulnerabilityRules } from '../src/vulnerability-rules.js';

/**
 * `vuln-crying` skips "i ", "me ", "myself " and "i've " in its gap so its evidence starts
 * at the speaker nearest the verb. That may move where a match starts, never whether a
 * text matches: the same pattern with a plain gap is the reference.
 */
const crying = vulnerabilityRules.find((r) => r.id === 'pivot/vuln-crying')!;
const plain = new RegExp(crying.pattern.source.replace(NEAREST_SPEAKER, "[a-z' ]{0,40}"), crying.pattern.flags);

const words = ['i', 'me', "i'm", "i'd", "i've", 'ive', "i'll", 'myself', 'been', 'cant', "can't", 'stop', 'cry', 'crying', 'cried', 'and', 'him', 'hi', 'mine', 'so', 'when', 'in', 'tears', ',', 'a', 'cryo'];
const text = fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 14 }).chain((ws) => fc.constantFrom(' ', '  ').map((sep) => ws.join(sep)));

describe('vuln-crying nearest speaker', () => {
  it('is built on the gap it names', () => {
    expect(crying.pattern.source).toContain(NEAREST_SPEAKER);
    expect(plain.source).not.toContain(NEAREST_SPEAKER);
  });

  it('matches exactly the texts the plain gap matches, and never starts earlier', () => {
    fc.assert(
      fc.property(text, (t) => {
        const near = crying.pattern.exec(t);
        const wide = plain.exec(t);
        expect(near === null).toBe(wide === null);
        if (near && wide) expect(near.index).toBeGreaterThanOrEqual(wide.index);
      }),
      { numRuns: 20_000 },
    );
  });

  it('starts at the last speaker before the verb', () => {
    expect(crying.pattern.exec('he left me last nite and i cant stop crying')?.[0]).toBe('i cant stop crying');
    expect(plain.exec('he left me last nite and i cant stop crying')?.[0]).toBe('me last nite and i cant stop crying');
  });
});
