/**
 * Acknowledgment in the words people say it with when they skip the stock phrases:
 * naming the loss, feeling for them, an endearment or an oath, what their body is
 * doing, how recent it is, and plain or clinical normalizing (session of 2026-11-24,
 * the third). Our own wording.
 */
import type { FiresRow, NearMissRow } from '@synthesis/core/testing';
import { reply, replyMiss } from './table-rows.js';

export const ackPlainWordsFires: FiresRow[] = [
  // Naming their loss, and how recent it is.
  reply('ack-grief-love', 'Losing your mum at Christmas changes every December after.', 'Losing your mum'),
  reply('ack-grief-love', 'Since the death of your brother, nothing has sat right.', 'the death of your brother'),
  reply('ack-grief-love', 'Your husband’s passing was only in May.', 'Your husband’s passing'),
  reply('ack-grief-love', 'ur dog died on the weekend and the house is quiet now', 'ur dog died'),
  reply('ack-grief-love', 'Saturday is so recent. Nothing has settled yet.', 'so recent'),
  reply('ack-grief-love', 'You’re only days into this, so go gently.', 'only days into'),
  reply('ack-grief-love', 'Grief this raw does not follow a plan.', 'Grief this raw'),
  reply('ack-grief-love', 'You are in the rawest part of it right now.', 'the rawest part of it'),
  // Feeling for them.
  reply('ack-hard-to-hear', 'I’m so heartbroken for you, truly.', 'I’m so heartbroken for you'),
  reply('ack-hard-to-hear', 'We were deeply saddened to learn about your sister.', 'We were deeply saddened to learn'),
  reply('ack-hard-to-hear', 'im literally crying for u rn', 'im literally crying for u'),
  reply('ack-hard-to-hear', 'I just hate this for you.', 'I just hate this for you'),
  reply('ack-hard-to-hear', 'Our thoughts are with you this week.', 'Our thoughts are with you'),
  reply('ack-hard-to-hear', 'My heart goes out to you and your kids.', 'My heart goes out to you'),
  reply('ack-hard-to-hear', 'Reading that breaks my heart.', 'that breaks my heart'),
  reply('ack-hard-to-hear', 'I feel so much for you right now.', 'I feel so much for you'),
  reply('ack-sorry-to-hear', 'Please accept our sincere condolences on the loss of your aunt.', 'our sincere condolences'),
  reply('ack-sorry-to-hear', 'You have my heartfelt sympathy.', 'my heartfelt sympathy'),
  // An endearment, an oath, a bare "God."
  reply('ack-heavy-heart', 'Oh, sweetheart. Come here.', 'Oh, sweetheart'),
  reply('ack-heavy-heart', 'You poor thing, that is a lot at once.', 'You poor thing'),
  reply('ack-heavy-heart', 'God. Your brother, after everything.', 'God'),
  reply('ack-heavy-heart', 'Bloody hell, that is grim news.', 'Bloody hell'),
  reply('ack-heavy-heart', 'he said that?? oh my god.', 'oh my god'),
  // What their body is doing.
  reply('ack-what-it-cost', 'The shaking is your body’s way of taking in the news.', 'your body’s way of'),
  reply('ack-what-it-cost', 'Your nervous system is still in shock.', 'Your nervous system is still in shock'),
  reply('ack-what-it-cost', 'Your body is reacting to what happened, not failing you.', 'Your body is reacting to what'),
  reply('ack-what-it-cost', 'Your mind hasn’t caught up with the facts yet.', 'Your mind hasn’t caught up'),
  reply('ack-what-it-cost', 'Your system is flooded after a day like that.', 'Your system is flooded'),
  // Normalizing, plainly or clinically.
  reply('ack-normal-reaction', 'Trembling after news like this is really common.', 'Trembling after news like this is really common'),
  reply('ack-normal-reaction', 'Yes, it’s normal, and lots of people never say so.', 'Yes, it’s normal'),
  reply('ack-normal-reaction', 'What you describe is a typical acute stress reaction.', 'typical acute stress reaction'),
  reply('ack-normal-reaction', 'Numbness is a recognised part of early grief.', 'is a recognised part of early grief'),
  reply('ack-normal-reaction', 'These symptoms are consistent with acute grief.', 'consistent with acute grief'),
  // The size of it.
  reply('ack-hard-thing', 'This is a huge loss, and it is only Thursday.', 'This is a huge loss'),
  reply('ack-hard-thing', 'She was reacting to a sudden and profound loss.', 'profound loss'),
  reply('ack-hard-thing', 'Missing her is a grief that runs deep.', 'grief that runs deep'),
  reply('ack-hard-thing', 'It’s a pain I wouldn’t wish on anyone.', 'wouldn’t wish on anyone'),
  reply('ack-hard-thing', 'That is a strange kind of grief to carry.', 'That is a strange kind of'),
  reply('ack-is-hard', 'Your son moving out and the dog dying? That’s enormous.', 'That’s enormous'),
  reply('ack-what-a', 'What a dreadful week it has been.', 'What a dreadful week'),
  reply('ack-one-of-the-hardest', 'Honestly, that’s the worst news there is.', 'that’s the worst news there is'),
  reply('ack-hurts', 'Your heart is breaking, and it is allowed to.', 'Your heart is breaking'),
  reply('ack-hurts', 'Anniversaries can hit hard.', 'can hit hard'),
  reply('ack-names-the-blow', 'That call turned your whole world upside down.', 'turned your whole world upside down'),
  reply('ack-would-anyone', 'A week like that would rattle anybody.', 'would rattle anybody'),
  reply('ack-would-anyone', 'That alone is enough to make anyone’s hands shake.', 'enough to make anyone’s hands shake'),
  // Answering their self-judgment, or giving permission.
  reply('ack-not-wrong', 'You’re not doing any of this wrong.', 'You’re not doing any of this wrong'),
  reply('ack-not-wrong', 'There’s nothing small about what you told me.', 'There’s nothing small about'),
  reply('ack-not-wrong', 'You are not dead weight in that house.', 'You are not dead weight'),
  reply('ack-feelings-valid', 'Of course your hands are shaking.', 'Of course your hands'),
  reply('ack-feelings-valid', 'You’re allowed to be a mess this week.', 'You’re allowed to be a mess'),
  reply('ack-mirror-feeling', 'You’re in shock, and that takes time.', 'You’re in shock'),
  reply('ack-not-alone', 'I don’t want you carrying all of this on your own.', 'I don’t want you carrying all of this on your own'),
  reply('ack-hear-you', 'I can feel how much is packed into those two lines.', 'I can feel how much'),
  reply('ack-pain-real', 'Before the forms, I want to go back to what you said about the hospital.', 'go back to what you said'),
];

export const ackPlainWordsNearMisses: NearMissRow[] = [
  // A loss that is not theirs, or not a person.
  replyMiss('ack-grief-love', 'Selling now would lock in a loss of about ten percent.'),
  replyMiss('ack-grief-love', 'Your dad should keep the receipt for the warranty.'),
  // Facts about grief are not speaking to theirs.
  replyMiss('ack-grief-love', 'Grief is commonly described in stages, though few people follow them.'),
  // Sad about their request is not sad for them.
  replyMiss('ack-hard-to-hear', 'I’m thinking of a recipe that uses leftover rice.'),
  // "Aww" is as often for a puppy as for a loss.
  replyMiss('ack-heavy-heart', 'Aww, congrats on the new puppy!'),
  // "God" starting a sentence that goes on is not an oath on its own.
  replyMiss('ack-heavy-heart', 'God knows the forms are endless, so start with the bank.'),
  // The body doing well on treatment is not the body taking in a blow.
  replyMiss('ack-what-it-cost', 'Your body is responding well to the new dose.'),
  // A money loss is not a bereavement.
  replyMiss('ack-hard-thing', 'Closing the shop early was a big loss on the month.'),
  replyMiss('ack-hard-thing', 'That would be a huge loss of revenue for the team.'),
  // Hard for anyone to find a good plumber is the replier's aside.
  replyMiss('ack-is-hard', 'It’s hard to find a good plumber in December.'),
  // The worst part of a process, said with more after it, is a description.
  replyMiss('ack-one-of-the-hardest', 'That’s the worst option if you want a refund.'),
  // How normal a delay is says nothing about them.
  replyMiss('ack-normal-reaction', 'Delays of a week are expected at this time of year.'),
  // "Of course" agreeing to a request.
  replyMiss('ack-feelings-valid', 'Of course! Here is the checklist.'),
  // Coming back to a different subject is not coming back to what they said.
  replyMiss('ack-pain-real', 'We can come back to the budget later.'),
  // "hit hard" by a storm is weather, not them.
  replyMiss('ack-hurts', 'The storm hit the coast last night.'),
];
