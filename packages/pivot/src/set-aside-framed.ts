import { toNormalizedOffset, type Finding, type NormalizedText } from '@synthesis/core';
import { CHARACTER, PIECE } from './writing-frame-rules.js';

/** How far after a frame its piece is still being told about. */
const FRAME_REACH = 400;

/** Words of the user's writing task, after "my": "my mc", "my english class", "my readers". */
const TASK = `(?:${PIECE}|${CHARACTER}|readers?|editor|teacher|professor|tutor|class|course|assignment|prompt|draft|workshop|agent|publisher)`;

/**
 * The writer speaking of themselves: any "i", "me", "we", or "my" / "our" that is not
 * about the writing task. One of these between a frame and a hit ends the frame.
 */
const OWN_VOICE = new RegExp(
  `\\b(?:i|im|i'm|ive|i've|i'd|i'll|me|myself|mine|we|we're|we've|us|ourselves|(?:my|our)(?! (?:[a-z'-]{1,15} )?${TASK}\\b))\\b`,
  'i',
);

/**
 * Someone other than the writer: a pronoun, a character, a person named by a role,
 * people in general. A frame covers a hit only when someone else is told of by then
 * ("writing a story where the main character…", "an essay on why teens…"): "i wrote a
 * poem about wanting to die" names nobody else and stays the user's own.
 */
const SOMEONE_ELSE = new RegExp(
  `\\b(?:he|she|they|him|her|his|hers|them|their|he's|hes|she's|shes|they're|theyre|${CHARACTER}|(?:a|an|the|one|this|that) (?:[a-z'-]{1,15} ){0,2}(?:girl|boy|guy|man|woman|kid|child|teen|teenager|person|family|couple|soldier|widow|widower|mother|father|mom|mum|dad|son|daughter|wife|husband|nurse|doctor|detective|student|veteran|survivor|patient|band|singer|officer|firefighter|paramedic|refugee)|someone|somebody|people|teens|teenagers|kids|children|students|patients|veterans|survivors|women|men)\\b`,
  'i',
);

/** Hits kept as the user's own, and those set aside, each with the frame that covers it. */
export interface FramedSplit {
  kept: Finding[];
  framed: { hit: Finding; frame: Finding }[];
}

/**
 * Split `found` (hits on the user message) into the user's own and those told of
 * someone in a piece the user is writing, given the writing frames found in the same
 * message (in text order). A hit is set aside when the nearest frame before it ends at
 * most {@link FRAME_REACH} characters before it, the text from that frame's start to the
 * hit's end names someone else (the frame may: "a character in my novel is depressed"),
 * and the text from the frame's end to the hit's end has no first person in it (so "writing a story
 * about my dad, who died" and "i want to die" are kept). Hits and frames come from a
 * scan, sorted by start, and a rule's matches do not overlap, so the frames' ends rise:
 * the nearest frame is found by one pointer that only moves forward, and each hit reads
 * one frame. The cost is linear in hits and frames, whatever the text.
 */
export function setAsideFramed(norm: NormalizedText, found: Finding[], frames: readonly Finding[]): FramedSplit {
  if (found.length === 0 || frames.length === 0) return { kept: found, framed: [] };
  const text = norm.text;
  const frameEnds = frames.map((f) => toNormalizedOffset(norm, f.end));
  const frameStarts = frames.map((f) => toNormalizedOffset(norm, f.start));
  const kept: Finding[] = [];
  const framed: FramedSplit['framed'] = [];
  let k = -1; // the last frame that ends at or before the current hit's start
  for (const hit of found) {
    const hitStart = toNormalizedOffset(norm, hit.start);
    while (k + 1 < frameEnds.length && frameEnds[k + 1]! <= hitStart) k++;
    const near = k >= 0 && hitStart - frameEnds[k]! <= FRAME_REACH;
    const hitEnd = near ? toNormalizedOffset(norm, hit.end) : 0;
    const told = near ? text.slice(frameEnds[k], hitEnd) : '';
    // Someone else may be named in the frame itself ("a character in my novel is …").
    if (told !== '' && SOMEONE_ELSE.test(text.slice(frameStarts[k], hitEnd)) && !OWN_VOICE.test(told)) framed.push({ hit, frame: frames[k]! });
    else kept.push(hit);
  }
  return { kept, framed };
}

/**
 * The findings of the frames that set something aside, in text order, each message
 * starting with the texts it set aside, so the evidence says it where the frame is shown.
 */
export function coveringFrames(frames: readonly Finding[], framed: FramedSplit['framed']): Finding[] {
  const covered = new Map<Finding, string[]>();
  for (const { hit, frame } of framed) {
    const texts = covered.get(frame) ?? [];
    if (!texts.includes(hit.actual)) texts.push(hit.actual);
    covered.set(frame, texts);
  }
  return frames.filter((f) => covered.has(f)).map((f) => {
    const quoted = covered.get(f)!.map((t) => JSON.stringify(t)).join(', ');
    const why = f.kind === 'study-frame' ? 'named as a subject the user studies or works with' : 'told of the piece';
    return { ...f, message: `Set aside as ${why}, not of the user: ${quoted}. ${f.message ?? ''}`.trimEnd() };
  });
}
