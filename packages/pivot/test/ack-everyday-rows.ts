/**
 * Acknowledgment as everyday, practical replies say it before getting on with the help:
 * taking their side ("that's so cruel", "fierce unfair"), understatement ("not ideal",
 * "what a faff", "a sore one"), a judgment of the thing itself ("a nasty turn", "about as
 * grim as it gets"), and guessing how they feel ("you must be fuming"). Our own wording.
 */
import type { FiresRow, NearMissRow } from '@synthesis/core/testing';
import { reply, replyMiss } from './table-rows.js';

export const ackEverydayFires: FiresRow[] = [
  reply('ack-is-hard', 'That’s so cruel, honestly. Screenshot everything first.', 'That’s so cruel'),
  reply('ack-is-hard', 'Being blocked after a year without a word is heartless.', 'is heartless'),
  reply('ack-is-hard', 'Ah, that’s fierce unfair on you. Here is what to send.', 'that’s fierce unfair'),
  reply('ack-is-hard', 'Right, that’s not ideal. First, ring the bank.', 'that’s not ideal'),
  reply('ack-is-hard', 'Haibo, that’s completely out of line, and the lock-out is illegal.', 'that’s completely out of line'),
  reply('ack-is-hard', 'Three invoices and still nothing: that’s taking the piss.', 'that’s taking the piss'),
  reply('ack-is-hard', 'Your savings gone in a phone call is about as grim as it gets.', 'about as grim as it gets'),
  reply('ack-is-hard', 'A pile-on from strangers overnight is not a pleasant experience.', 'not a pleasant experience'),
  reply('ack-what-a', 'What a faff. Resend it with a read receipt.', 'What a faff'),
  reply('ack-what-a', 'Twelve years in that flat, and now this. That’s a sore one.', 'That’s a sore one'),
  reply('ack-what-a', 'Worst possible timing, with the final next week.', 'Worst possible timing'),
  reply('ack-what-a', 'What a vile thing to post about someone.', 'What a vile thing'),
  reply('ack-hard-thing', 'A notice the week after you asked for repairs is a nasty turn.', 'is a nasty turn'),
  reply('ack-hard-thing', 'Two years of savings gone is a serious loss.', 'serious loss'),
  reply('ack-mirror-feeling', 'You must be fuming. Keep every message.', 'You must be fuming'),
  reply('ack-hear-you', 'I understand how frustrating the silence is.', 'I understand how frustrating'),
  reply('ack-no-wonder', 'No wonder your hands won’t stay steady.', 'No wonder your'),
  reply('ack-names-the-blow', 'A proper kick in the guts, that one.', 'A proper kick in the guts'),
];

export const ackEverydayNearMisses: NearMissRow[] = [
  // Understatements count only when they close the statement.
  replyMiss('ack-is-hard', 'That’s not ideal for dry skin, so use a gentler cream.'),
  replyMiss('ack-is-hard', 'It’s not okay to skip the second dose.'),
  replyMiss('ack-what-a', 'That’s a mess of cables behind the desk.'),
  // A big job is a practical size, not a blow.
  replyMiss('ack-hard-thing', 'Clearing a loft is a big job, so take it in stages.'),
  // Feeling overwhelmed as an item in a list of signs is not said of them.
  replyMiss('ack-mirror-feeling', 'Signs include feeling overwhelmed by small tasks.'),
  replyMiss('ack-mirror-feeling', 'You must be logged in to reply.'),
  // The reply's own words, not what happened to them.
  replyMiss('ack-sounds-hard', 'This may sound harsh, but the deposit is gone.'),
];
