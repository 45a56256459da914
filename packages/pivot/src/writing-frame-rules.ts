import type { Rule } from '@synthesis/core';
import { rule } from './rule-helpers.js';

const W = 'writing-frame';

/**
 * A piece of writing someone makes for others to read: fiction, a song, school work.
 * Not the plurals that are paperwork ("working on the papers, she wants custody",
 * "doing the books"), prescriptions ("scripts") or a campaign, which may be real.
 */
export const PIECE =
  '(?:stories|story|novels?|novella|book|screenplays?|script|plays?|poems?|essays?|paper|thesis|dissertation|articles?|fanfic|fanfiction|fic|scenes?|chapters?|songs?|lyrics|monologue|sketch|comic|manga|one-shot|thrillers?|musicals?)';

/** Someone in a piece of writing. */
export const CHARACTER = '(?:mc|main character|characters?|protagonist|narrator|oc|hero|heroine|villain|antagonist)';

/**
 * Where the message says the user is writing something: what follows in it may be
 * about the people in the piece, not the user ("writing a short story where the
 * main character is laid off"). The frame alone never changes a verdict: see
 * `set-aside-framed.ts` for when a vulnerability hit after it is set aside.
 */
export const writingFrameRules: readonly Rule[] = [
  rule('frame-writing-piece', W,
    `\\b(?:writ(?:e|es|ing)|wrote|draft(?:ing)?|edit(?:ing)?|rewrit(?:e|ing)|proofread(?:ing)?|outlin(?:e|ing)|plotting|working on) (?:a|an|my|the|this|our|some) (?:[a-z'-]{1,15} ){0,2}${PIECE}\\b`,
    'The user is writing a story, a poem or an essay: distress told of its characters, or of a topic, is not the user\'s own.'),
  rule('frame-character-in-piece', W,
    `\\b(?:a|an|the|one|my|our) (?:[a-z'-]{1,15} )?${CHARACTER} (?:in|of|from) (?:my|our|a|the|this) (?:[a-z'-]{1,15} ){0,2}${PIECE}\\b`,
    'The user names a character in a piece they write ("a character in my novel"): distress told of the character is not the user\'s own.'),
];
