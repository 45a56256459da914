/**
 * How short, practical replies acknowledge and follow up: a one-word verdict ("Heartbreaking.",
 * "Oof, stressful."), "that's serious", "hell of a week", "nobody should have to …", "far too
 * much for one person", "glad you're here"; and questions with "will", "can", a dropped
 * "have" ("u eaten anything today?"), "how old's …", an offer to act for them ("would you
 * like me to cancel …"). Near-misses: an offer about something else, "can you tell me more"
 * (another rule's), a rhetorical "how can anyone". Our own wording.
 */
import type { FiresRow, NearMissRow } from '@synthesis/core/testing';
import { reply, replyMiss } from './table-rows.js';

export const shortReplyFires: FiresRow[] = [
  reply('ack-is-hard', 'Heartbreaking. Is anyone with you tonight?', 'Heartbreaking'),
  reply('ack-is-hard', 'Oof, stressful. Got a solicitor yet?', 'stressful'),
  reply('ack-is-hard', 'That’s serious. Will you appeal?', 'That’s serious'),
  reply('ack-what-a', 'Hell of a week. How are you holding up?', 'Hell of a week'),
  reply('ack-names-the-blow', 'That must have been a real shock.', 'must have been a real shock'),
  reply('ack-shouldnt-have-to', 'Nobody should have to choose between rent and food.', 'Nobody should have to'),
  reply('ack-lot-to-carry', 'Honestly, that is far too much for one person.', 'far too much for one person'),
  reply('ack-glad-reached-out', 'Glad you’re here. Who else knows?', 'Glad you’re here'),
  reply('ack-normal-reaction', 'Hearing his voice doesn’t mean you’re going mad.', 'doesn’t mean you’re going mad'),
  reply('ack-hear-you', 'I completely understand.', 'I completely understand'),
  reply('follow-question-you', 'Where will you sleep tonight?', 'Where will you sleep tonight?'),
  reply('follow-question-you', 'What breed did they say it was?', 'What breed did they say it was?'),
  reply('follow-question-you', 'how many days supply have you got left?', 'how many days supply have you got left?'),
  reply('follow-question-you', 'How old’s your brother?', 'How old’s your brother?'),
  reply('follow-question-yes-no', 'Can you cover the rent on that?', 'Can you cover the rent on that?'),
  reply('follow-question-yes-no', 'u eaten anything today?', 'u eaten anything today?'),
  reply('follow-would-it-help', 'Would a payment holiday help you for now?', 'Would a payment holiday help you'),
  reply('follow-offer-together', 'Would you like me to cancel the order today?', 'Would you like me to cancel'),
];

export const shortReplyNearMisses: NearMissRow[] = [
  replyMiss('follow-offer-together', 'Would you like me to compare phone plans for you?'),
  replyMiss('follow-question-yes-no', 'Can you tell me more about him?'),
  replyMiss('follow-question-you', 'How can anyone be that cruel?'),
  replyMiss('ack-is-hard', 'Hard to say without the letter in front of me.'),
  // One owner per wording: these are ack-hard-thing's and ack-not-wrong's.
  replyMiss('ack-names-the-blow', 'That’s a huge shock.'),
  replyMiss('ack-normal-reaction', 'It doesn’t mean you’re broken.'),
];
