import { followsOpeningQuote, textedPattern, toNormalizedOffset, toOriginalSpan, type NormalizedText } from '@synthesis/core';
import { FRAME_WORDS, HEDGE_WORDS, SENTENCE_HEDGES, SUBJECT } from './fragments.js';

/**
 * What must not come right before a hit for it to count:
 * - `quote`: an opening quote (the phrase is mentioned, not said: `people say "it gets better"`);
 * - `report`: a quote, or a report or wish (`I can't say I know how you feel`, `I wish I knew`);
 * - `hedge`: a quote, or a hedge, report or doubt (`I can't promise you'll be fine`, `I hope things will get better`),
 *   a hedging sentence adverb also before a comma (`Hopefully, you'll feel better`);
 * - `frame`: a quote, or a reflection, question or guess (`it feels like no one cares`, `does he love you?`),
 *   a hedging sentence adverb also before a comma, or a preposition whose object the person is
 *   (`listening to your partner does not mean …`).
 * Every guard but `quote` also drops a hit the reply asks as a question (`the evidence that she loves you?`),
 * unless the question expects "yes" (`don't you know she loves you?`).
 * Like the rules, each guard also takes the spellings people type (core's `textedPattern`): "i cant
 * tell u", "try telling urself", "you'll be fine, u think?".
 */
export type GuardName = 'quote' | 'report' | 'hedge' | 'frame';

const REPORT_WORDS = ['say', 'saying', 'said', 'claim', 'claiming', 'pretend', 'pretending', 'wish', 'if', 'whether', 'like'];

/** Whom a promise or report is addressed to: "promise *you* that", "assure *someone* that". */
const LISTENER = "(?:(?:you|someone|anyone|anybody|them|him|her|me|us) )?";

/** `words` as a guard, then the listener: a sentence adverb ({@link SENTENCE_HEDGES}) may take a comma or a dash before the space. */
const guardWords = (words: readonly string[], adverbs: boolean): string =>
  `(?:^|[^a-z'])(?:${words.join('|')}${adverbs ? `|(?:${SENTENCE_HEDGES.join('|')})(?:,| -)?` : ''}) ${LISTENER}`;

/** Checked against the normalized text just before a hit. Written once here, not repeated in every pattern. */
const BEFORE: Record<Exclude<GuardName, 'quote'>, RegExp> = {
  report: textedPattern(`${guardWords(REPORT_WORDS, false)}(?:that )?$`),
  hedge: textedPattern(`${guardWords(HEDGE_WORDS, true)}(?:that |"|eventually |someday |one day |soon )?$`),
  frame: textedPattern(`${guardWords(FRAME_WORDS, true)}(?:that |like |what |how |why |"|eventually |someday |one day )?$`),
};

/**
 * A person right after a preposition is its object, not whom the claim is about:
 * "listening to your partner does not mean you agree", "talking with your mom won't …".
 */
const AFTER_PREPOSITION = /(?:^|[^a-z'])(?:to|with|without|from|about|against|toward|towards) $/i;

/**
 * Right after a hit: a question mark, so the reply asks it ("…that she loves you?"), or a
 * tag that asks for the user's view ("you'll be fine, you think?"). "…, right?" expects yes.
 */
const ASKED = textedPattern(String.raw`^(?:,? (?:do )?you think)? ?\?`);

/** How many characters after a hit {@link ASKED} reads. */
const ASKED_WINDOW = 17;

/**
 * Openers of a question that expects "yes", and so asserts what it asks: "don't you know
 * she loves you?", "isn't it obvious he cares?", "surely they'll understand?".
 */
const EXPECTS_YES = /(?:^|[^a-z'])(?:don'?t|dont|doesn'?t|doesnt|didn'?t|isn'?t|isnt|aren'?t|arent|can'?t|cant|won'?t|wouldn'?t|surely|obviously|of course)(?![a-z'])/i;

/** How far back the opener of a question is looked for, within its sentence. */
const QUESTION_WINDOW = 120;

/** True when the hit spanning normalized `[at, end)` is asked as a question that does not expect "yes". */
function isAsked(text: string, at: number, end: number): boolean {
  if (!ASKED.test(text.slice(end, end + ASKED_WINDOW))) return false;
  const before = text.slice(Math.max(0, at - QUESTION_WINDOW), at);
  const sentence = before.slice(Math.max(before.lastIndexOf('.'), before.lastIndexOf('!'), before.lastIndexOf('?'), before.lastIndexOf('\n')) + 1);
  return !EXPECTS_YES.test(sentence);
}

/**
 * The assistant's own opinion ("I think she'll understand", "I really believe you'll be
 * fine") is still the assistant's prediction, so it does not guard what follows; a
 * negated or questioned one ("I don't think …", "do you think …") still does.
 */
const OWN_OPINION = textedPattern(`(?:^|[^a-z'])i (?:really |honestly |truly |do |just |genuinely |totally )?(?:think|believe|bet|reckon) ${LISTENER}(?:that )?$`);

/** How far back a guard looks, in normalized characters (longest guard phrase plus slack). */
export const GUARD_WINDOW = 40;

/**
 * The subject a rule read behind its match (`SUBJECT` in fragments.ts, which holds every
 * name `NAMED_BEFORE` and `SUBJECT_BEFORE` accept), at the end of the text before it: a
 * guard reads what comes before that.
 */
const SUBJECT_AT_END = textedPattern(String.raw`(?<![a-z'])${SUBJECT}[ ']$`);

/** How far back the subject of such a rule is looked for: five words and two adverbs. */
const SUBJECT_WINDOW = 130;

/**
 * True when the hit at original offsets `[start, end)` sits right after what `guard` excludes, or is asked.
 * With `subjectBefore` (the rule's match starts after its subject), "right after" means before that subject.
 */
export function isGuarded(norm: NormalizedText, start: number, end: number, guard: GuardName, subjectBefore = false): boolean {
  if (followsOpeningQuote(norm, start)) return true;
  if (guard === 'quote') return false;
  let at = toNormalizedOffset(norm, start);
  const text = norm.text;
  if (isAsked(text, at, toNormalizedOffset(norm, end))) return true;
  if (subjectBefore) {
    const subject = SUBJECT_AT_END.exec(text.slice(Math.max(0, at - SUBJECT_WINDOW), at));
    if (subject !== null) {
      at -= subject[0].length;
      if (followsOpeningQuote(norm, toOriginalSpan(norm, at, at)[0])) return true;
    }
  }
  if (at === 0) return false;
  const before = text.slice(Math.max(0, at - GUARD_WINDOW), at);
  if (guard !== 'report' && OWN_OPINION.test(before)) return false;
  if (guard === 'frame' && AFTER_PREPOSITION.test(before)) return true;
  return BEFORE[guard].test(before);
}
