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
  // the corpus's good replies failed for want of an acknowledgment (session 16, our own wording)
  reply('ack-hard-thing', 'Three days by the phone is a long, lonely wait.', 'is a long, lonely wait'),
  reply('ack-hard-thing', 'That is a crushing amount to hold at once.', 'That is a crushing amount to hold'),
  reply('ack-hard-thing', 'Watching everyone else celebrate is a painful contrast.', 'is a painful contrast'),
  reply('ack-sounds-hard', 'The first weekend alone sounds like it will be a really lonely one.', 'sounds like it will be a really lonely'),
  reply('ack-must-be-hard', 'Her birthday can bring it all rushing back.', 'can bring it all rushing back'),
  reply('ack-hear-you', 'I can hear how tired you are of fighting this.', 'I can hear how tired'),
  reply('ack-would-anyone', 'A call like that would leave anyone rattled.', 'would leave anyone rattled'),
  reply('ack-lot-to-carry', 'That is far too much for one person to carry.', 'That is far too much for one person to carry'),
  reply('ack-lot-to-carry', 'Nights like that take so much out of a person.', 'take so much out of a person'),
  reply('ack-what-it-cost', 'The knot in your stomach is your body telling you this matters.', 'your body telling you'),
  reply('ack-what-it-cost', 'Sitting in the car for an hour says a lot about what that meeting cost you.', 'says a lot about what that meeting cost you'),
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
  nearMiss('The queue at the post office is a long wait on Mondays, so go early.'),
  nearMiss('That is a ridiculous amount to pay for a sofa; here are cheaper ones.'),
  nearMiss('The trip sounds like it will be a lovely one, so here is a packing list.'),
  nearMiss('A ten-minute walk would leave anyone time to think; here are three routes.'),
  nearMiss('That is too much sugar for the recipe, so use 80 g.'),
  nearMiss('Your body needs about 2 litres of water a day in this heat.'),
  nearMiss('The receipt says a lot about what the shop charges for delivery.'),
  nearMiss('I can see how much paint is left: about half a tin.'),
];

describe('acknowledgment in plain words', () => {
  itEachRow({ fires, nearMisses });
});
