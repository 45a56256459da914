import { assertNormalized } from './check-input.js';
import { toNormalizedOffset, type NormalizedText } from './normalize.js';

const OPENS_AFTER = /[\s([:]/;

/** True when the quote at normalized index `q` opens a quotation: it starts the text or follows a space, a bracket or a colon. */
function opens(text: string, q: number): boolean {
  return q === 0 || OPENS_AFTER.test(text[q - 1]!);
}

/**
 * True when what starts at original offset `start` comes right after an opening quote,
 * so it is mentioned rather than said: `people say "it gets better"`, `try not to just
 * 'suck it up'`, `Nike's motto, “ just do it”`. Normalized text has plain quotes.
 * - A double quote right before counts, wherever it stands.
 * - An apostrophe counts only where it opens (`don't` holds one that does not).
 * - Either counts one space back when it opens: `“ just do it”`, but not the closing
 *   quote in `he said "no" just now`.
 */
export function followsOpeningQuote(norm: NormalizedText, start: number): boolean {
  assertNormalized('followsOpeningQuote', 'norm', norm);
  const at = toNormalizedOffset(norm, start);
  if (at === 0) return false;
  const text = norm.text;
  const before = text.charCodeAt(at - 1);
  if (before === 34 /* " */) return true;
  if (before === 39 /* ' */) return opens(text, at - 1);
  if (before !== 32 /* space */ || at < 2) return false;
  const quote = text.charCodeAt(at - 2);
  return (quote === 34 || quote === 39) && opens(text, at - 2);
}
