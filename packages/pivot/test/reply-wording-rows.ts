/**
 * A good reply in the wording replies really use: acknowledgment told through the
 * detail, an idiom or a plain interjection, and follow-up questions a texted reply
 * sends without a question mark (session of 2026-11-24, the second). Our own wording.
 */
import type { FiresRow, NearMissRow } from '@synthesis/core/testing';
import { reply, replyMiss } from './table-rows.js';

export const replyWordingFires: FiresRow[] = [
  // The blow, in an idiom.
  reply('ack-names-the-blow', 'Finding out from a group text? What a gut punch.', 'What a gut punch'),
  reply('ack-names-the-blow', 'And the landlord laughing about it is salt in the wound.', 'salt in the wound'),
  reply('ack-names-the-blow', 'It sounds like the floor dropped out from under you this week.', 'out from under you'),
  reply('ack-names-the-blow', 'That call must have knocked the wind right out of you.', 'knocked the wind right out of you'),
  reply('ack-names-the-blow', 'Hearing it from him, of all people, stings twice over.', 'stings twice over'),
  // Said through what the reply hears or sees.
  reply('ack-hear-you', 'I can hear how worn down you are in every line.', 'I can hear how worn down'),
  reply('ack-hear-you', 'I can tell how much you miss her.', 'I can tell how much you'),
  reply('ack-hear-you', 'I hear a deep sense of grief in that.', 'I hear a deep sense of grief'),
  reply('ack-hear-you', 'There’s so much guilt in how you wrote this, and none of it is earned.', 'There’s so much guilt in how'),
  reply('ack-sounds-like-feeling', 'You’ve clearly been running on empty since March.', 'You’ve clearly been running on empty'),
  reply('ack-sounds-like-feeling', 'You have hit your limit, and that is allowed.', 'You have hit your limit'),
  reply('ack-what-it-cost', 'Not sleeping for a week is your body waving a red flag.', 'your body waving a red flag'),
  reply('ack-what-it-cost', 'The way you keep apologising shows how much you care about her.', 'shows how much you'),
  reply('ack-what-it-cost', 'Keeping his mug on the shelf says so much about how much you loved him.', 'says so much about how much you'),
  reply('ack-lot-to-carry', 'You’ve been carrying way too much on your own.', 'You’ve been carrying way too much'),
  reply('ack-lot-to-carry', 'You are giving so much of yourself to this job.', 'giving so much of yourself'),
  reply('ack-lot-to-carry', 'Night shifts and a newborn wear you down fast.', 'wear you down'),
  reply('ack-lot-to-carry', 'All of that has taken a toll.', 'has taken a toll'),
  // Answering their self-judgment.
  reply('ack-not-wrong', 'Freezing up like that is a stress response, not a flaw in you.', 'not a flaw in you'),
  reply('ack-not-wrong', 'Getting out of bed today was no small thing.', 'no small thing'),
  reply('ack-not-wrong', 'You’re not going crazy; grief does this to memory.', 'You’re not going crazy'),
  reply('ack-not-wrong', 'Feeling relieved doesn’t mean you did anything wrong.', 'doesn’t mean you did anything wrong'),
  reply('ack-not-wrong', 'It isn’t bad, and plenty of people feel the same.', 'It isn’t bad'),
  // Naming what happened as hard.
  reply('ack-hard-thing', 'That’s a painful thought to carry around all day.', 'a painful thought to carry'),
  reply('ack-hard-thing', 'That is a heavy secret to be carrying by yourself.', 'a heavy secret to be carrying'),
  reply('ack-hard-thing', 'Losing the flat is a big deal, whatever your sister says.', 'is a big deal'),
  reply('ack-hard-thing', 'That’s a particular kind of loneliness, being surrounded and unseen.', 'That’s a particular kind of loneliness'),
  reply('ack-hard-thing', 'A miscarriage carries its own particular weight.', 'carries its own particular weight'),
  reply('ack-hard-thing', 'It must be a most painful thing to watch.', 'be a most painful thing'),
  reply('ack-one-of-the-hardest', 'Clearing out the wardrobe is one of the cruelest little moments of grief.', 'one of the cruelest little moments'),
  reply('ack-one-of-the-hardest', 'Letting him go was one of the hardest acts of love there is.', 'one of the hardest acts'),
  reply('ack-is-real', 'Feeling low for no clear reason is still real.', 'is still real'),
  reply('ack-is-hard', 'It gets lonely when everyone else moves on.', 'It gets lonely'),
  reply('ack-is-hard', 'Being told that in a meeting is both hurtful and humiliating.', 'is both hurtful'),
  reply('ack-what-a', 'Ten years, ended by email: that’s a heartbreak.', 'that’s a heartbreak'),
  reply('ack-grief-love', 'A stillbirth is such a profound grief.', 'such a profound grief'),
  reply('ack-grief-love', 'Missing the last visit doesn’t erase the love you showed her for years.', 'doesn’t erase the love'),
  reply('ack-must-be-hard', 'Not knowing why she stopped replying must be gnawing at you.', 'must be gnawing at you'),
  reply('ack-must-be-hard', 'The debt is clearly starting to weigh on you.', 'starting to weigh on you'),
  // Validating the reaction.
  reply('ack-feelings-valid', 'Your anger is completely fair.', 'Your anger is completely fair'),
  reply('ack-understandable', 'Wanting to hide from everyone is understandable, given the week you had.', 'is understandable'),
  reply('ack-normal-reaction', 'You snapped at him after no sleep, and that’s human.', 'that’s human'),
  reply('ack-normal-reaction', 'Resenting a sick parent is far more common than people admit.', 'far more common than people admit'),
  reply('ack-would-anyone', 'Three weeks of that would leave anyone shaken.', 'would leave anyone shaken'),
  reply('ack-would-anyone', 'Being doubted every day wears anyone down.', 'wears anyone'),
  reply('ack-heavy-heart', 'Oof. A second redundancy in a year.', 'Oof'),
  reply('ack-heavy-heart', 'ugh, the 4am thoughts again', 'ugh'),
  reply('ack-hurts', 'Being left off the list cuts deep.', 'cuts deep'),
  reply('ack-hurts', 'That news must have floored you.', 'must have floored'),
  reply('ack-makes-sense', 'After a year of that, it tracks.', 'it tracks'),
  reply('ack-makes-sense', 'That reaction makes a great deal of sense.', 'makes a great deal of sense'),
  reply('ack-no-wonder', 'It’s no surprise you’re jumpy after the break-in.', 'It’s no surprise'),
  reply('ack-glad-reached-out', 'Telling a stranger that took real courage.', 'took real courage'),
  reply('ack-glad-reached-out', 'It’s good that you’re talking about it now.', 'It’s good that you’re talking'),
  reply('ack-pain-real', 'That thought deserves to be taken seriously.', 'deserves to be taken seriously'),
  reply('ack-pain-real', 'Thoughts like that come when someone is in a huge amount of pain.', 'in a huge amount of pain'),
  // Follow-up questions, with or without the question mark.
  reply('follow-what-happened', 'oh no thats awful what happened', 'what happened'),
  reply('follow-what-happened', 'What did your manager say after that?', 'What did your manager say'),
  reply('follow-what-happened', 'What was her name?', 'What was her name'),
  reply('follow-question-yes-no', 'ok are you at the station now', 'are you at the station now'),
  reply('follow-question-yes-no', 'Does anyone at home know how bad it has got?', 'Does anyone at home know how bad it has got?'),
  reply('follow-question-yes-no', 'Did he give you any reason at all?', 'Did he give you any reason at all?'),
  reply('follow-question-yes-no', 'Is there one person you could ring tonight?', 'Is there one person you could ring tonight?'),
  reply('follow-question-yes-no', 'Has anything felt even slightly easier this week?', 'Has anything felt even slightly easier this week?'),
  reply('follow-question-you', 'how are your flatmates treating you', 'how are your flatmates treating you'),
  reply('follow-question-you', 'What goes through your head when the alarm goes off?', 'What goes through your head when the alarm goes off?'),
  reply('follow-question-you', 'Which inhaler were you given?', 'Which inhaler were you given?'),
  reply('follow-question-you', 'How often do you get the dizzy spells?', 'How often do you get the dizzy spells?'),
  reply('follow-holding-up', 'how are you feeling', 'how are you feeling'),
  reply('follow-holding-up', 'how are the kids treating you since', 'how are the kids treating you'),
  reply('follow-holding-up', 'that sounds scary, you ok', 'you ok'),
  reply('follow-how-long', 'How long were you two together?', 'How long were you'),
  reply('follow-hardest-part', 'Which part keeps coming back to you?', 'Which part keeps'),
  reply('follow-on-your-mind', 'What’s been piling up?', 'What’s been piling up'),
  reply('follow-tell-me-more', 'Would you tell me a bit about her?', 'Would you tell me a bit about'),
  reply('follow-tell-me-more', 'im here talk to me', 'talk to me'),
  reply('follow-offer-together', 'ugh that sucks you want me to call you', 'you want me to call'),
];

export const replyWordingNearMisses: NearMissRow[] = [
  // "I can see how much …" about a thing is not about them.
  replyMiss('ack-hear-you', 'I can see how many slots are left on Friday.'),
  replyMiss('ack-hear-you', 'I can see how your code handles the error.'),
  // How much they should pay is not how much they hurt.
  replyMiss('ack-what-it-cost', 'This table shows how much you should save each month.'),
  // A small thing with no negation is a suggestion, not acknowledgment.
  replyMiss('ack-not-wrong', 'That’s a small thing you can do each morning.'),
  // "not a big deal" takes it back.
  replyMiss('ack-hard-thing', 'Honestly it’s not a big deal, everyone fails a test.'),
  // "one of the best things" is advice, not the size of their pain.
  replyMiss('ack-one-of-the-hardest', 'One of the best things you can do is get outside.'),
  // An interjection that starts a sentence about the replier.
  replyMiss('ack-heavy-heart', 'Damn I love this question. Let’s plan a trip.'),
  // Fun is not weight.
  replyMiss('ack-lot-to-carry', 'Bikes are so much fun though!'),
  // A trivia opener is not a question about them.
  replyMiss('follow-question-yes-no', 'Did you know otters hold hands when they sleep?'),
  // Dinner plans are small talk, and "how did you even" is a jab.
  replyMiss('follow-question-you', 'Anyway, what are you having for dinner tonight?'),
  replyMiss('follow-question-you', 'bro how did u even fall for that'),
  // A statement that ends the reply is not a question because it ends it.
  replyMiss('follow-what-happened', 'Write down what happened.'),
  // "what you want to tell me" is not an offer.
  replyMiss('follow-offer-together', 'You can send them what you want to tell me.'),
  // Part of "how are you doing" is not a yes-or-no question of its own.
  replyMiss('follow-question-yes-no', 'So how are you doing with all of it'),
  // Talking about something else is a pivot, not an invitation.
  replyMiss('follow-tell-me-more', 'Talk to me about something else, like your favourite films.'),
];
