import { textedPattern, type Rule } from '@synthesis/core';

/** One frozen rule, `pivot/<id>`, with its compiled pattern. */
function frozenRule(id: string, kind: string, pattern: RegExp, rationale: string, suggestion?: string): Rule {
  const r: { id: string; kind: string; pattern: RegExp; rationale: string; suggestion?: string } = {
    id: `pivot/${id}`,
    kind,
    pattern,
    rationale,
  };
  if (suggestion !== undefined) r.suggestion = suggestion;
  return Object.freeze(r);
}

/** Build one rule; every pattern is case-insensitive and written for normalized text. */
export function rule(id: string, kind: string, source: string, rationale: string, suggestion?: string): Rule {
  return frozenRule(id, kind, new RegExp(source, 'i'), rationale, suggestion);
}

/**
 * A rule on the reply (acknowledgment, follow-up, pivot indicator): as {@link rule}, in the
 * spellings people text too (core's `textedPattern`): "u", "ur", "r u", "wanna", "whats", so
 * "im so sorry ur going through this" acknowledges as "I'm so sorry you're going through
 * this" does. The vulnerability rules are written for texting by hand.
 */
export function replyRule(id: string, kind: string, source: string, rationale: string, suggestion?: string): Rule {
  return frozenRule(id, kind, textedPattern(source), rationale, suggestion);
}

/** The writer speaking about their own state: "I'm", "im", "I feel", "feeling", "I've been". */
export const I_AM =
  "(?:i'?m|i am|i feel|i felt|i'?ve been|i have been|i was|i get|i got|i keep feeling|feeling|i'?ve felt|makes me feel|made me feel|makes me|i become|i always feel|i often feel|i just feel|i still feel|why am i|am i|i find myself getting|(?:i'?m |i am )?(?:starting|beginning|started|begin|start) to feel|i think i'?m|i feel like i'?m)";

/**
 * One softener or intensifier, from a broad list, so a concept fires on its core
 * whatever adverb a writer reaches for ("utterly", "genuinely", "kind of", "lowkey"):
 * the common ones and the -ly adverbs people put before a feeling. Listed rather
 * than any word in -ly, so the engine still knows which words can follow a rule's
 * first words (a pattern any -ly word could continue is tried at every "i feel",
 * which cost the vulnerability rules half again their time on short messages). Never
 * a word that takes the feeling back ("hardly", "barely", "rarely").
 */
const ADVERB =
  '(?:so|very|just|always|pretty|super|kinda|kind of|sort of|sorta|too|all|still|now|a bit|a little|quite|proper|lowkey|even|ever|also|again|almost|already|' +
  'really|totally|completely|absolutely|utterly|genuinely|honestly|literally|seriously|properly|actually|basically|truly|deeply|fully|' +
  'physically|mentally|emotionally|incredibly|extremely|increasingly|constantly|slowly|finally|suddenly|simply|entirely|certainly|definitely|' +
  'clearly|particularly|especially|badly|terribly|awfully|horribly|painfully|desperately|hopelessly|massively|insanely|ridiculously|' +
  'unbelievably|severely|deadly|legitimately|lately|recently|officially|secretly|quietly|low key|bloody|fucking)';

/** Up to two softeners or intensifiers ({@link ADVERB}), each followed by a space. */
export const ADV = `(?:${ADVERB} ){0,2}`;

/** Up to two intensifiers between the speaker and the feeling ("so really", "kinda", "utterly"). */
export const INTENS =
  `(?:(?:${ADVERB}|more and more|often|getting|becoming|more|less) ){0,2}`;

/**
 * The start of a clause (the text's start, or after end punctuation, a comma or a line
 * break), for a lookbehind before a word said with its subject dropped, as phone text
 * does ("cried in the lift", "had a meltdown in aldi").
 */
export const CLAUSE_START = '(?:^|[.!?,;\\n]) ?';

/**
 * The end of a clause, for a lookahead after a word (the text's end, end punctuation, a
 * comma, a semicolon or a line break), or else one of `next`, each written with its
 * leading space (" tbh", " this winter"): "all i have left." and "all i have left now", not
 * "all i have left in this jar".
 */
export function clauseEnd(...next: string[]): string {
  return `(?= ?(?:$|[.!?,;\\n]${next.map((n) => `|${n}`).join('')}))`;
}

/** People close to the writer, after "my". */
export const CLOSE =
  "(?:mom|mum|mother|dad|daddy|father|parents?|mama|papa|stepmom|stepdad|stepmother|stepfather|step-?(?:mom|dad|mother|father)|sisters?|brothers?|siblings?|sons?|daughters?|kids?|children|child|baby|husband|wife|spouse|partner|boyfriend|girlfriend|bf|gf|fianc[ée]e?|ex|family|grandma|grandmother|grandpa|grandfather|grandparents?|nan|nana|gran|granny|grandad|granddad|mam|aunt|auntie|uncle|cousin|best friend|friends?|roommate|boss|in-laws?|mother-in-law|father-in-law|fiance|dog|cat|pet)";

/**
 * What follows "wake up" in its everyday senses (waking early, late, with a hangover, for
 * work, to the alarm, because of the baby), for a negative lookahead after it.
 */
export const WAKE_EVERYDAY =
  '(?:early|late|at (?:[0-9]{1,2}(?:[:.]?[0-9]{2})?(?:am|pm|ish)?|a |an |the |my |noon|midnight|dawn|night|half|quarter|lunch|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)|before|until|till|til|in time|on time|so early|this early|with|because|cause|cos|bc|when|to (?:my|the|an?|his|her|their)|for (?:work|school|class|uni|college|church|my|the|an?))';

/**
 * Where "disappear" or "vanish" is a treat, not an exit: for a weekend, to a cabin or a
 * beach, into a good book or a game. For a negative lookahead after the verb.
 */
export const AWAY_FOR_FUN =
  ' (?:for (?:a|the) (?:long )?weekend|to (?:a|the|my) (?:cabin|beach|island|cottage|lake|mountains|countryside|spa|resort|caravan|tent|hot tub)|into (?:a |the |my )?(?:good |new )?(?:book|novel|game|show|series|film|movie|project|garden)s?)\\b';

/** What one sleeps "forever" after when it is only tiredness: an exam, a shift, a trip. */
export const SLEEP_AFTER_EFFORT =
  " after (?:this|the|my|that|today'?s|tonight'?s) (?:exam|test|finals?|shift|week|trip|move|deadline|project|race|game|match|party|wedding|flight|marathon)s?\\b";

/**
 * What follows "not here" or "not around" when it is an absence for a while or at a place
 * ("not here on tuesdays", "not around until 6", "gone by friday"), not an exit. For a
 * negative lookahead after the place word.
 */
export const FOR_A_TIME = '(?:on|at|by|for|when|in|until|till|tomorrow|next|this|today|tonight|to|from|yet|during)';

/** Machines that break down, before "broke down", for a negative lookbehind. */
export const MACHINE =
  '(?:car|van|truck|bus|train|bike|boiler|heater|fridge|freezer|washer|dryer|dishwasher|laptop|computer|printer|engine|machine|lift|elevator|tractor|it)';
