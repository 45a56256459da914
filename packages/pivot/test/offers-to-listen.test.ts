import type { FiresRow, NearMissRow } from '@synthesis/core/testing';
import { describe } from 'vitest';
import { itEachRow, reply, replyMiss } from './table-rows.js';

/**
 * Follow-ups that offer to listen or to go on together, in wordings the follow-up rules
 * missed in any spelling: "would you be open to telling me", "if you'd like to talk",
 * "I'm not going anywhere", "we can run through it". Found on the labeled replies the
 * check failed though they stayed with the user; every sentence here is our own.
 */
const fires: FiresRow[] = [
  reply('follow-offer-together', 'Would you be open to telling me when it started?', 'Would you be open to telling'),
  reply('follow-offer-together', 'Would you be willing to tell me a little more?', 'Would you be willing to tell'),
  reply('follow-want-to-talk', 'If you’d like to talk about the funeral, I’m around.', 'If you’d like to talk about'),
  reply('follow-want-to-talk', 'I can stay on this with you, if you feel like telling me.', 'if you feel like telling'),
  reply('follow-tell-me-more', 'If it helps, tell me what the last call was like.', 'If it helps, tell me'),
  reply('follow-here-to-listen', 'I’ll stay with you while the kettle boils.', 'I’ll stay with you'),
  reply('follow-here-to-listen', 'Take your time. I’m not going anywhere.', 'I’m not going anywhere'),
  reply('follow-we-could', 'We can run through what you want to say to the vet.', 'We can run through'),
  reply('follow-we-could', 'I can help with the forms whenever you want.', 'I can help with'),
  reply('follow-what-happened', 'What’s the story behind the watch?', 'What’s the story behind'),
];


const nearMisses: NearMissRow[] = [
  // "I can help" that describes, not offers
  replyMiss('follow-we-could', 'I can help them better if I know more about the case.'),
  replyMiss('follow-we-could', 'Perhaps I can help by saying this plainly.'),
  // "feel like" before a clause is no invitation to talk
  replyMiss('follow-want-to-talk', 'If you feel like nobody listens, that makes sense.'),
  // "would you be willing" about something other than telling
  replyMiss('follow-offer-together', 'Would you be willing to move closer to her?'),
  replyMiss('follow-here-to-listen', 'I’ll stay out of it if you’d rather.'),
];

describe('offers to listen and to go on together', () => {
  itEachRow({ fires, nearMisses });
});
