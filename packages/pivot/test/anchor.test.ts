import { anchorSpan, normalizeText } from '@synthesis/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toNormalizedOffset } from '@synthesis/core';
import { replyAnchor } from '../src/anchor.js';

const sentence = fc.constantFrom('That sounds hard. ', 'Dr. Smith said 2.5 mg?! ', 'I just... don’t know\n', '- a list item\n', 'No wonder! ', '“Quoted.” ', 'word ', '**bold** text. ');

describe('replyAnchor', () => {
  it('equals core’s anchorSpan on long replies (prefix shortcut)', () => {
    fc.assert(
      fc.property(fc.array(sentence, { minLength: 1, maxLength: 40 }), fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 1, max: 5 }),
        (parts, pad, n) => {
          const text = 'x'.repeat(pad) + parts.join('') + 'tail sentence. '.repeat(300);
          expect(replyAnchor(text, n)).toEqual(anchorSpan(text, n));
        }),
      { numRuns: 60 },
    );
  });

  it('maps the anchor end into normalized offsets', () => {
    const text = 'That’s **so** hard.  Really. More';
    const norm = normalizeText(text);
    const end = anchorSpan(text, 1).end;
    expect(norm.text.slice(0, toNormalizedOffset(norm, end))).toBe("That's so hard.");
  });
});
