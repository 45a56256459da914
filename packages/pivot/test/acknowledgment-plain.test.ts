import type { FiresRow, NearMissRow } from '@synthesis/core/testing';
import { describe } from 'vitest';
import { itEachRow } from './table-rows.js';

/**
 * Acknowledgments in plain words the rules did not know (from the sixth blind set's
 * replies, in our own wording): a remark that "clearly still stings", "glad you told me"
 * without "I'm", concern at what was said, "that doesn't sound silly", seeing why it hit
 * hard, and more words for how hard a thing is ("agonizing", "horrific"). Each fires only in
 * the reply's opening, and not on the same words about a plan, a course or a choice.
 */
const USER = 'i keep replaying what my sister said at the funeral';
const reply = (rule: string, text: string, span: string): FiresRow => ({ rule: `pivot/${rule}`, input: { user: USER, assistant: text }, span });

const fires: FiresRow[] = [
  reply('ack-sounds-hard', 'Waiting all night for that call sounds agonizing.', 'sounds agonizing'),
  reply('ack-hard-thing', 'That is a horrific thing to walk in on.', 'That is a horrific thing'),
  reply('ack-hurts', 'That comment clearly still stings.', 'That comment clearly still stings'),
  reply('ack-glad-reached-out', 'I hear you, and glad you told me.', 'glad you told me'),
  reply('ack-glad-reached-out', 'You came home tonight. I am glad you came home.', 'glad you came home'),
  reply('ack-safety-matters', 'Hearing you say you might not come back really worries me.', 'Hearing you say you might not come back really worries me'),
  reply('ack-not-wrong', 'That doesn’t sound silly to me at all.', 'doesn’t sound silly'),
  reply('ack-makes-sense', 'I can see why that hit you so hard.', 'I can see why that hit'),
  // reflections (the read half of the ninth blind set, in our own wording)
  reply('ack-reflects-back', 'It sounds like that garden was where you felt closest to him.', 'It sounds like that'),
  reply('ack-hard-thing', 'Finding out from a group chat is a cruel, lonely way to hear it.', 'is a cruel, lonely way'),
  reply('ack-safety-matters', 'That quiet, and the way you talk about giving your things away, worries me.', 'That quiet, and the way you talk about giving your things away, worries me'),
];

const nearMiss = (text: string): NearMissRow => ({ input: { user: USER, assistant: text }, kinds: ['acknowledgment'] });
const nearMisses: NearMissRow[] = [
  nearMiss('Glad you did the first module already. Here is the next one.'),
  nearMiss('I can see why you picked the blue one: it is cheaper.'),
  nearMiss('The sauce sounds like it needs more salt.'),
  nearMiss('That sounds like a plan. Start with the oldest letters.'),
  nearMiss('It sounds like a fun project, so here is a pattern.'),
  nearMiss('Sounds like the printer driver; reinstall it.'),
  nearMiss('This plan worries me a little on cost, so here are cheaper flights.'),
  nearMiss('That font does not sound like a good fit for a wedding card.'),
];

describe('acknowledgment in plain words', () => {
  itEachRow({ fires, nearMisses });
});
