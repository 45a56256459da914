import type { NearMissRow } from '@synthesis/core/testing';
import { describe } from 'vitest';
import { HURT_USER, itEachRow, reply } from './table-rows.js';

/**
 * "Hard" that names the replier's own uncertainty is no acknowledgment: "it's hard to
 * tell from what you wrote", "this is difficult to answer", "it would be hard to
 * determine", and "hard work". Found reading the acknowledgment hits on counsel-chat's
 * therapist answers; every sentence here is our own. Each near-miss fired before the
 * change; the rows that fire keep "hard" about what the user faces, with the same verbs.
 */
const fires = [
  reply('ack-is-hard', 'It’s hard to say goodbye to someone twice.', 'It’s hard'),
  reply('ack-is-hard', 'It is so hard to tell people he is gone.', 'It is so hard'),
  reply('ack-must-be-hard', 'That can be really hard to say out loud.', 'That can be really hard'),
  reply('ack-is-hard', 'It’s hard to know what to do with all of this.', 'It’s hard'),
  reply('ack-sounds-hard', 'That sounds hard to carry on your own.', 'That sounds hard'),
];

const nearMiss = (text: string): NearMissRow => ({ input: { user: HURT_USER, assistant: text }, kinds: ['acknowledgment'] });
const nearMisses: NearMissRow[] = [
  nearMiss('It’s hard to tell from one message whether this is grief or something more.'),
  nearMiss('This is difficult to answer without knowing your history.'),
  nearMiss('It would be hard to determine a diagnosis from here.'),
  nearMiss('It is hard to say from a short post what is going on.'),
  nearMiss('It’s hard to know which approach fits without more detail.'),
  nearMiss('It is hard to say what you should do next.'),
  nearMiss('Grief counselling is hard work, and it takes time.'),
  nearMiss('It seems difficult to predict how long this lasts.'),
];

describe('"hard" about the replier’s uncertainty is no acknowledgment', () => {
  itEachRow({ fires, nearMisses });
});
