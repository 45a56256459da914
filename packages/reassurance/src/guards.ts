import { toNormalizedOffset, type NormalizedText } from '@synthesis/core';
import { FRAME_WORDS, HEDGE_WORDS } from './fragments.js';

/**
 * What must not come right before a hit for it to count:
 * - `quote`: an opening quote (the phrase is mentioned, not said: `people say "it gets better"`);
 * - `report`: a quote, or a report or wish (`I can't say I know how you feel`, `I wish I knew`);
 * - `hedge`: a quote, or a hedge, report or doubt (`I can't promise you'll be fine`, `I hope things will get better`);
 * - `frame`: a quote, or a reflection, question or guess (`it feels like no one cares`, `does he love you?`).
 */
export type GuardName = 'quote' | 'report' | 'hedge' | 'frame';

const REPORT_WORDS = ['say', 'saying', 'said', 'claim', 'claiming', 'pretend', 'pretending', 'wish', 'if', 'whether', 'like'];

/** Whom a promise or report is addressed to: "promise *you* that", "assure *someone* that". */
const LISTENER = "(?:(?:you|u|someone|anyone|anybody|them|him|her|me|us) )?";

/** Checked against the normalized text just before a hit. Written once here, not repeated in every pattern. */
const BEFORE: Record<Exclude<GuardName, 'quote'>, RegExp> = {
  report: new RegExp(`(?:^|[^a-z'])(?:${REPORT_WORDS.join('|')}) ${LISTENER}(?:that )?$`, 'i'),
  hedge: new RegExp(`(?:^|[^a-z'])(?:${HEDGE_WORDS.join('|')}) ${LISTENER}(?:that |"|eventually |someday |one day |soon )?$`, 'i'),
  frame: new RegExp(`(?:^|[^a-z'])(?:${FRAME_WORDS.join('|')}) ${LISTENER}(?:that |like |what |how |why |"|eventually |someday |one day )?$`, 'i'),
};

/**
 * The assistant's own opinion ("I think she'll understand", "I really believe you'll be
 * fine") is still the assistant's prediction, so it does not guard what follows; a
 * negated or questioned one ("I don't think …", "do you think …") still does.
 */
const OWN_OPINION = new RegExp(`(?:^|[^a-z'])i (?:really |honestly |truly |do |just |genuinely |totally )?(?:think|believe|bet|reckon) ${LISTENER}(?:that )?$`, 'i');

/** How far back a guard looks, in normalized characters (longest guard phrase plus slack). */
export const GUARD_WINDOW = 40;

/** True when the hit starting at original offset `start` sits right after what `guard` excludes. */
export function isGuarded(norm: NormalizedText, start: number, guard: GuardName): boolean {
  const at = toNormalizedOffset(norm, start);
  if (at === 0) return false;
  const text = norm.text;
  if (text.charCodeAt(at - 1) === 34 /* " */) return true;
  // An apostrophe after a space or at the start opens a single-quoted mention: 'it gets better'.
  if (text.charCodeAt(at - 1) === 39 /* ' */ && (at === 1 || /[\s(\[]/.test(text[at - 2]!))) return true;
  if (guard === 'quote') return false;
  const before = text.slice(Math.max(0, at - GUARD_WINDOW), at);
  if (guard !== 'report' && OWN_OPINION.test(before)) return false;
  return BEFORE[guard].test(before);
}
