import { anchorSpan, normalizeText, toNormalizedOffset } from '@synthesis/core';
import { expect, it } from 'vitest';

// The checker scans for acknowledgment up to the anchor's end, mapped into the normalized text.
it('maps the anchor end into normalized offsets', () => {
  const text = 'That’s **so** hard.  Really. More';
  const norm = normalizeText(text);
  const end = anchorSpan(text, 1).end;
  expect(norm.text.slice(0, toNormalizedOffset(norm, end))).toBe("That's so hard.");
});
