/**
 * A good reply that names the hard thing in its own words ("that's a strange, heavy
 * milestone", "that's going to ache", "both of those can be true") or asks about the people
 * and facts in the user's story without the usual shape ("does your family know what's
 * happened?", "is there family with her?", "how are things at hers?"), from the replies a
 * blind set showed failing (session of 2026-11-25). Our own wording.
 */
import type { FiresRow, NearMissRow } from '@synthesis/core/testing';
import { reply, replyMiss } from './table-rows.js';

export const reactionFires: FiresRow[] = [
  reply('ack-hard-thing', "That's a strange, heavy milestone.", "That's a strange, heavy milestone"),
  reply('ack-hard-thing', "That's a cruel extra layer on top of losing her.", "That's a cruel extra layer"),
  reply('ack-hard-thing', "That's huge news to take in on one afternoon.", "That's huge news"),
  reply('ack-lot-to-carry', "That's an awful lot of upheaval at once.", "That's an awful lot"),
  reply('ack-hurts', 'Twelve years together, so of course it’s hitting hard.', 'it’s hitting hard'),
  reply('ack-hurts', 'The first birthday without him is going to ache.', 'is going to ache'),
  reply('ack-hurts', "That'll sting for a while.", "That'll sting"),
  reply('ack-feelings-valid', 'You’re allowed to dread it.', 'You’re allowed to dread'),
  reply('ack-feelings-valid', 'Relief and guilt — both of those can be true at once.', 'both of those can be true'),
  reply('ack-one-of-the-hardest', 'Two years sober, and this is the hardest test there is.', 'this is the hardest test there is'),
  reply('ack-safety-matters', "Glad you're at a friend's tonight.", "Glad you're at a friend's"),
  reply('ack-safety-matters', "I'm so glad you got out.", "I'm so glad you got out"),
  reply('ack-must-be-hard', 'The quiet in the house must be deafening.', 'must be deafening'),
  reply('ack-understandable', "I think you're right to be asking that question.", "you're right to be asking"),
  reply('ack-not-wrong', "You're not a fraud. You slipped once.", "You're not a fraud"),
  reply('ack-not-wrong', "Six years on and still having flashbacks doesn't mean you've done something wrong.", "doesn't mean you've done something wrong"),
  reply('ack-what-a', 'at your birthday?? thats two betrayals at once', 'thats two betrayals'),
  reply('follow-question-yes-no', "That's devastating. Do you know what contact you've been given, and are you thinking about appealing?", 'are you thinking about appealing?'),
  reply('follow-question-yes-no', 'im so sorry. does your family know whats happened?', 'does your family know whats happened?'),
  reply('follow-question-yes-no', 'thats so hard. is there family with her in manila rn?', 'is there family with her in manila rn?'),
  reply('follow-question-yes-no', 'being far away is awful. has work said a flat no to leave', 'has work said a flat no to leave'),
  reply('follow-question-you', 'im glad your nan took you in. how are things at hers?', 'how are things at hers?'),
  reply('follow-question-you', 'no wonder youre reeling. who actually told you in the end', 'who actually told you in the end'),
];

export const reactionNearMisses: NearMissRow[] = [
  // A fun thing, news that is no blow, and a lot of fun are no acknowledgment.
  replyMiss('ack-lot-to-carry', "That's an awful lot of fun for one weekend — try the new escape room."),
  replyMiss('ack-hard-thing', "That's great news! Anyway, have you tried the new pottery studio?"),
  replyMiss('ack-hard-thing', 'That is a strange, funny coincidence about the weather.'),
  replyMiss('ack-safety-matters', "Glad you're enjoying the app! Here are five tips."),
  replyMiss('ack-understandable', "You're right that the sequel is better."),
  replyMiss('ack-feelings-valid', 'Both of those phones are good value.'),
  replyMiss('ack-hurts', "It's not going to hurt to ask your GP about it."),
  // A question about the assistant, a quiz question and a suggestion are no follow-up.
  replyMiss('follow-question-yes-no', "It sounds like a lot. Do you know that I'm an AI, or did you think you were talking to a person?"),
  replyMiss('follow-question-yes-no', 'Do you know what the capital of Peru is?'),
  replyMiss('follow-question-yes-no', "That's rough. Have you looked into a meditation app, and have you tried journaling?"),
];
