import { textedPattern, type Rule } from '@synthesis/core';

/** "you", and the informal "ya" ("u" comes with every "you": `textedPattern`). */
export const YOU = String.raw`(?:you|ya)`;
/** "you're" and "you are" ("youre", "ur", "u r" come with them: `textedPattern`). */
export const YOURE = String.raw`(?:you'?re|you are)`;

/**
 * Words that, right before a directive, turn it into a report of what someone else
 * says or of what the user fears: "people keep telling you to just …", "you might
 * feel like you should …", "what you need to know is …", or a clause that is not an
 * order at all ("nothing you need to decide tonight"). Used in lookbehinds.
 */
export const REPORTED = String.raw`(?:(?:you|they|people|others|someone|he|she|i know) (?:might |may |probably |often |sometimes |also |still |really |must )?(?:feel|feels|feeling|felt|think|thinks|thinking|thought|believe|believes|worry|worried|wonder|wondering|assume|hear|heard|hearing)(?: like| that)?|(?:told|tell|tells|telling|say|says|said|saying|insist|insists|insisting|expect|expects|expected|remind|reminding)(?: (?:you|yourself))?(?: that)?|what|whatever|everything|nothing|anything|if|when|whenever|like|(?:no|there'?s no|there is no) (?:rule|law|reason|requirement)(?: that| saying| which says)?|(?:isn'?t|is not|wasn'?t|was not|not) (?:something|anything|a thing)(?: that)?|(?:doesn'?t|does not|don'?t|do not) mean(?: that)?)`;

/** Words that introduce a quoted or reported phrase: `people say "at least you …"`. */
export const SAID = String.raw`(?:say|says|said|saying|hear|heard|hearing|like|go|goes|tell you|told you|telling you|tells you|tell yourself|told yourself|telling yourself|remind you|reminding you|remind yourself|think|thinking|feel|feeling|felt|things like|comments like|stuff like|that|if|whether|wonder|wondering)`;

/**
 * Words after which a bare verb is no order: a subject ("people just deal with it",
 * "you smile more when …"), or a helper, modal or negation ("grief doesn't just stop",
 * "you can't just tell her", "to stop", "they'll smile more"). For {@link lead}'s
 * `notAfter`, with whatever a rule adds of its own.
 */
export const NOT_IMPERATIVE = String.raw`i|we|you|ya|they|he|she|it|who|which|people|others|to|can|could|may|might|will|'ll|'d|would|don'?t|dont|do not|doesn'?t|does not|didn'?t|can'?t|cannot|won'?t|not|never`;

/**
 * "if" opening a condition, not the "as if" of a comparison ("you sound as if you are
 * ready", "as if you want to die"), which offers nothing. The positive rules that read an
 * offer in an if-clause start with it; `notAfter` adds a rule's own words to "as".
 */
export const conditionIf = (notAfter?: string): string => lead('if', notAfter ? `as|${notAfter}` : 'as');

/**
 * A positive (autonomy-preserving) rule. Like {@link problem}, its pattern is written in
 * plain spelling, with "u" and "ya" by hand where they were tuned, and built with core's
 * `textedPattern`, rewritten once, at load, for what people also type: "u", "ur", "u r",
 * "r", "wanna", and a contraction the pattern writes out without its apostrophe, also first
 * in a group right after a word (`what(?:'s| is)`).
 */
export function positive(slug: string, source: string, rationale: string): Rule {
  return { id: `agency/${slug}`, kind: 'positive', pattern: textedPattern(source), rationale };
}

/** A problem rule of the given kind, with what to write instead (texted as {@link positive}). */
export function problem(kind: 'directive' | 'dismissive' | 'minimizing', slug: string, source: string, rationale: string, suggestion: string): Rule {
  return { id: `agency/${slug}`, kind, pattern: textedPattern(source), rationale, suggestion };
}

/**
 * `first` as a whole word, unless the words before it are one of `notAfter`
 * (joined by `sep`). The lookbehind sits after the first word, not before it, so
 * the engine only evaluates it where the word matched: a lookbehind at the start
 * of a pattern runs at every position of the text.
 */
export function lead(first: string, notAfter: string, sep = ' '): string {
  return String.raw`\b(?:${first})(?<!\b(?:${notAfter})${sep}(?:${first}))`;
}
