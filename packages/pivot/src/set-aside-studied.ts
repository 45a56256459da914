import { toNormalizedOffset, type Finding, type NormalizedText } from '@synthesis/core';
import type { FramedSplit } from './set-aside-framed.js';
import { COURSEWORK } from './study-frame-rules.js';

/** How far before or after a hit a study frame still makes the message a task about it. */
const STUDY_REACH = 400;

/**
 * Hit texts that can name a subject of study or work: "suicide", "suicidal ideation",
 * "grief", "abuse", "trauma", "ptsd", "addiction", "overdose", "self-harm". Not what
 * people do ("self-harming", "kill myself", "i was abused"), which is never set aside. A
 * subject word the writer says of themselves ("i feel suicidal") is kept by the words
 * around it, in {@link isSubject}.
 */
const SUBJECT_HIT = /^(?:suicide|suicides|suicidal|suicidal (?:thoughts|ideation|feelings)|self[- ]?harm|self[- ]?injury|grief|bereavement|bereaved|mourning|abuse|abusive|trauma|traumatic|ptsd|c-?ptsd|addiction|addictions|overdose|overdoses|relapse|relapsing|depression|anxiety|mental health)$/i;

/** Nouns that make the hit before them a subject whoever speaks ("my trauma module", "the suicide references"). */
const SUBJECT_NOUN_AFTER = /^[\s,]*(?:ideation|module|essay|references?|rates?|data|mortality|research|prevention|awareness|polic(?:y|ies)|training|statistics|scales?|literature|guidelines|jewell?ery|units?|lectures?|course|class|themes?|scenes?|survivors'? (?:group|stories)|leave polic(?:y|ies))\b/i;

/**
 * The writer in the few words before a hit ("im so", "i feel", "my own", "i struggle
 * with"); not the writer at work on it ("how should i report on a suicide", "i teach
 * the grief unit").
 */
const OWN_BEFORE =
  /(?:^|[^a-z'])(?:i|im|i'm|i'd|ive|i've|me|my|myself|mine)(?!\s+(?:(?:should|do|can|could|would|to|best|need to|want to|have to)\s+)?(?:report|teach|write|cover|explain|present|handle|approach|discuss|address|code|rate|word|phrase|describe|introduce|research|study|summari[sz]e)\b)(?:\s+[a-z'-]+){0,3}\s+$/i;
/**
 * The writer in the two words after a hit ("the abuse i suffered", "trauma from my
 * childhood"); not "my" before the coursework ("ptsd for my trauma module essay").
 */
const OWN_AFTER = new RegExp(`^\\s+(?:[a-z'-]+\\s+){0,2}(?:i|im|i'm|i've|ive|me|myself|my(?!\\s+(?:[a-z'-]{1,15}\\s+){0,3}${COURSEWORK}\\b))\\b`, 'i');

/** Whether the hit at [start, end) of `text` names a subject, not the writer's own state. */
function isSubject(text: string, hit: Finding, start: number, end: number): boolean {
  if (!SUBJECT_HIT.test(hit.actual)) return false;
  const after = text.slice(end, end + 40);
  if (SUBJECT_NOUN_AFTER.test(after)) return true;
  return !OWN_BEFORE.test(text.slice(Math.max(0, start - 48), start)) && !OWN_AFTER.test(after);
}

/**
 * Split `found` (hits on the user message, sorted by start) into the user's own and those
 * named as a subject the user studies or works with, given the study frames in the same
 * message (sorted by start). A hit is set aside when it is a subject word
 * ({@link SUBJECT_HIT}), a study frame starts or ends within {@link STUDY_REACH}
 * characters of it (before or after: "… suicide? It's for my psych exam"), and either a
 * subject noun follows it ("suicide rates") or the writer is not in the three words before
 * it or the two after it ("i feel suicidal", "the abuse i suffered" stay the user's own).
 * One pointer walks the frames forward as the hits rise, so the cost is linear.
 */
export function setAsideStudied(norm: NormalizedText, found: Finding[], frames: readonly Finding[]): FramedSplit {
  if (found.length === 0 || frames.length === 0) return { kept: found, framed: [] };
  const text = norm.text;
  const starts = frames.map((f) => toNormalizedOffset(norm, f.start));
  const ends = frames.map((f) => toNormalizedOffset(norm, f.end));
  const kept: Finding[] = [];
  const framed: FramedSplit['framed'] = [];
  let k = 0; // the first frame that may end after the current hit's start minus the reach
  for (const hit of found) {
    const start = toNormalizedOffset(norm, hit.start);
    const end = toNormalizedOffset(norm, hit.end);
    while (k < frames.length && ends[k]! < start - STUDY_REACH) k++;
    const near = k < frames.length && starts[k]! <= end + STUDY_REACH;
    if (near && isSubject(text, hit, start, end)) framed.push({ hit, frame: frames[k]! });
    else kept.push(hit);
  }
  return { kept, framed };
}
