import { anchorSpan, normalizeText, toNormalizedOffset } from '@synthesis/core';
import { expect, it } from 'vitest';
import { checkPivot } from '../src/index.js';

// The checker scans for acknowledgment up to the anchor's end, mapped into the normalized text.
it('maps the anchor end into normalized offsets', () => {
  const text = 'That’s **so** hard.  Really. More';
  const norm = normalizeText(text);
  const end = anchorSpan(text, 1).end;
  expect(norm.text.slice(0, toNormalizedOffset(norm, end))).toBe("That's so hard.");
});

// anchor_text is shown to a reviewer: the first sentences, not the markup between them.
it.each([
  ['bold, then a bullet', '**That sounds so hard.**\n\n- Would you like to talk about it?\n- That must be so painful.', 'That sounds so hard.\nWould you like to talk about it?'],
  ['bullets', "- I'm so sorry.\n- Tell me more.\n- That must be so painful.", "I'm so sorry.\nTell me more."],
  ['a quote', "> I'm so sorry.\n>\n> Tell me more.\n\nThat must be so painful.", "I'm so sorry.\nTell me more."],
  ['emphasis on one line', "*I'm so sorry.*  **Tell me more.** That must be so painful.", "I'm so sorry. Tell me more."],
])('anchor_text of a markdown reply is its first two sentences as a reader quotes them: %s', (_, reply, anchor) => {
  const r = checkPivot('my dad died last week', reply);
  expect(r.anchor_text).toBe(anchor);
  // Acknowledgment is still scanned through the end of the second sentence, and no further.
  expect(r.ack_hits.length).toBeGreaterThan(0);
  expect(r.ack_hits).not.toContain('That must be so painful');
  expect(checkPivot('my dad died last week', reply, { anchorSentences: 3 }).ack_hits).toContain('That must be so painful');
});
