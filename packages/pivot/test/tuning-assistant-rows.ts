/**
 * Rule-table rows for the assistant-side rules added or widened while tuning
 * against the calibration corpus (acknowledgment, follow-up, pivot indicators).
 * Every reply here is written for this table; none is a corpus sentence.
 * Shared by tuning-assistant.test.ts (runs them) and rules.test.ts (coverage).
 */
import type { FiresRow, NearMissRow } from '@synthesis/core/testing';
import { HURT_USER, reply, replyMiss } from './table-rows.js';

const miss = replyMiss;

export const assistantFires: FiresRow[] = [
  // acknowledgment (first two sentences)
  reply('ack-sounds-hard', 'Sitting in that empty kitchen sounds unbearable.', 'sounds unbearable'),
  reply('ack-must-be-hard', 'Sorting his tools alone could feel really heavy.', 'could feel really heavy'),
  reply('ack-must-be-hard', 'Grief like this makes it so hard to sleep.', 'makes it so hard to'),
  reply('ack-makes-sense', 'That numbness makes complete sense.', 'makes complete sense'),
  reply('ack-lot-to-carry', 'A funeral and a house to empty in one week is a lot.', 'is a lot'),
  reply('ack-hear-you', 'I know how lonely the evenings get.', 'I know how lonely'),
  reply('ack-thank-you-sharing', 'Thanks for telling me about him.', 'Thanks for telling'),
  reply('ack-glad-reached-out', 'I’m glad you said something tonight.', 'I’m glad you said'),
  reply('ack-not-alone', 'You’re not the only one who has felt this.', 'You’re not the only one'),
  reply('ack-here-with-you', 'I’m here. Take whatever time you need.', 'I’m here'),
  reply('ack-here-with-you', 'I can keep you company while you wait for the call.', 'I can keep you company'),
  reply('ack-mirror-feeling', 'Feeling so drained after the service is part of this.', 'Feeling so drained'),
  reply('ack-hurts', 'Finding his old voicemails must really sting.', 'must really sting'),
  reply('ack-hurts', 'Clearing out his room hit you hard, I think.', 'hit you hard'),
  reply('ack-grief-love', 'Grief has no deadline.', 'Grief has no'),
  reply('ack-hard-thing', 'Going back to his empty workshop is a lonely place to be.', 'is a lonely place'),
  reply('ack-hard-thing', 'A phone call at 3am like that is a real shock.', 'that is a real shock'),
  reply('ack-hard-thing', 'Losing him and then your job that month - that’s two losses at once.', 'that’s two losses'),
  reply('ack-hard-thing', 'Still not knowing is an honest place to be.', 'is an honest place to be'),
  reply('ack-is-hard', 'Cancelling his phone plan was awful, I imagine.', 'was awful'),
  reply('ack-normal-reaction', 'Crying at the grocery store is a very human reaction.', 'a very human'),
  reply('ack-normal-reaction', 'Totally understandable, after a week like this.', 'Totally understandable'),
  reply('ack-not-wrong', 'Being angry at him is not selfish.', 'is not selfish'),
  reply('ack-not-wrong', 'Needing a break doesn’t make you a terrible son.', 'doesn’t make you a terrible'),
  reply('ack-not-wrong', 'It’s not dumb at all to keep his coat.', 'It’s not dumb'),
  reply('ack-one-of-the-hardest', 'Burying a parent is one of the hardest things there is.', 'one of the hardest things'),
  reply('ack-is-real', 'What you feel in your body is very real.', 'is very real'),
  reply('ack-would-anyone', 'A week like that would floor anyone.', 'would floor anyone'),
  reply('ack-would-anyone', 'Lots of people go through a numb stretch after a death.', 'Lots of people go through'),
  reply('ack-no-right-answer', 'There’s no right way to get through the first week.', 'There’s no right way'),
  reply('ack-thank-you-sharing', 'Thanks for putting all of that into words tonight.', 'Thanks for putting all of that into words'),
  reply('ack-glad-reached-out', 'I’m glad you’re telling me, even at 2am.', 'I’m glad you’re telling me'),
  reply('ack-no-wonder', 'After a week like that, it’s no wonder the evenings drag.', 'it’s no wonder'),
  reply('ack-pain-real', 'I’m taking what you wrote seriously.', 'I’m taking what you wrote seriously'),
  reply('ack-one-of-the-hardest', 'Sundays seem to be the hardest part.', 'be the hardest part'),
  reply('ack-anyone-would', 'Every new dad feels out of his depth at some point.', 'Every new dad feels'),
  reply('ack-not-wrong', 'Crying over his old jumper is nothing to be ashamed of.', 'nothing to be ashamed of'),
  reply('ack-sounds-hard', 'Running on four hours of sleep doesn’t sound fine to me.', 'doesn’t sound fine to me'),
  reply('ack-names-the-crisis', 'When someone asks how many pills is too many, sometimes they’re thinking about not being here anymore.', 'they’re thinking about not being here anymore'),
  reply('ack-names-the-crisis', 'I wonder if you might be thinking of ending your life.', 'you might be thinking of ending your life'),
  reply('ack-honest-uncertainty', 'I can’t promise when the crying eases, and I won’t pretend to.', 'I can’t promise when'),
  // follow-up (anywhere)
  reply('follow-hardest-part', 'Which of those feels most urgent tonight?', 'Which of those feels'),
  reply('follow-hardest-part', 'What’s been the hardest part of the evenings?', 'What’s been the hardest part'),
  reply('follow-offer-together', 'Would you like to go through the funeral paperwork together?', 'Would you like to go'),
  reply('follow-offer-together', 'Would you like some suggestions for the eulogy?', 'Would you like some suggestions for'),
  reply('follow-offer-together', 'That’s a lot. Want me to draft the note to your boss?', 'Want me to'),
  reply('follow-we-could', 'If it helps, we could map out the next few days.', 'we could map'),
  reply('follow-we-could', 'When you feel up to it, I can help you sort the paperwork.', 'I can help you'),
  reply('follow-can-i-ask', 'Can I ask what the last visit was like?', 'Can I ask'),
  reply('follow-question-you', 'What part of the move is sitting heaviest with you?', 'What part of the move is sitting heaviest with you?'),
  reply('follow-question-yes-no', 'Has anyone checked in on you since the funeral?', 'Has anyone checked in on you since the funeral?'),
  reply('follow-question-you', 'What do the evenings look like for you now?', 'What do the evenings look like for you now?'),
  reply('follow-question-yes-no', 'That’s so much. Were you two close?', 'Were you two close?'),
  reply('follow-practical-steps', 'Here’s what you can do about the bank first.', 'Here’s what you can'),
  reply('follow-practical-steps', 'It might help to talk it through with your sister.', 'talk it through'),
  reply('follow-how-long', 'How long have the nightmares been going on?', 'How long have the'),
  // Round after the label audit (tuning log, 2026-11-22)
  reply('ack-must-be-hard', 'Sorting his shirts alone must have felt like losing him twice.', 'must have felt like'),
  reply('ack-is-hard', 'A week of phone calls and forms is relentless.', 'is relentless'),
  reply('follow-on-your-mind', 'What’s making it hard to sleep at night?', 'What’s making it hard'),
  reply('follow-what-happened', 'Do you want to tell me what happened at the hospital?', 'what happened'),
  reply('follow-tell-me-more', 'If you want, tell me what happened that night.', 'If you want, tell me what happened'),
  reply('change-subject', 'Moving on, have you planned your holidays yet?', 'Moving on'),
  // Round on the blind-written files (tuning log, 2026-11-22)
  reply('ack-sounds-like-feeling', 'It sounds like it stung that nobody came.', 'sounds like it stung'),
  reply('ack-sounds-like-feeling', 'You’ve been running on empty for weeks.', 'You’ve been running on empty'),
  reply('ack-anyone-would', 'Every parent feels this before a funeral.', 'Every parent feels'),
  reply('ack-anyone-would', 'It takes courage to say that out loud.', 'It takes courage to say'),
  reply('ack-shouldnt-have-to', 'You shouldn’t have had to hear that at his funeral.', 'You shouldn’t have had to hear'),
  reply('ack-pain-real', 'What you’re describing happens to a lot of people after a loss.', 'What you’re describing happens'),
  reply('ack-is-hard', 'Sorting his papers is its own kind of exhausting.', 'is its own kind of exhausting'),
  reply('ack-not-wrong', 'You’re not a burden to anyone here.', 'You’re not a burden'),
  reply('ack-would-anyone', 'A call like that can stay with anyone.', 'can stay with anyone'),
  reply('ack-what-a', 'What a question to be asked at the hospital.', 'What a question to be asked'),
  reply('ack-what-a', 'What a heavy week.', 'What a heavy week'),
  reply('ack-hard-thing', 'That’s absolutely a huge loss.', 'That’s absolutely a huge loss'),
  reply('follow-offer-together', 'Want to run through what you’ll say at the service?', 'Want to run through'),
  reply('follow-holding-up', 'How have the last few days been?', 'How have the last few days been'),
  reply('follow-question-you', 'What’s been helping you get through the evenings?', 'What’s been helping you get through the evenings?'),
  // Round on the remaining false alarms (tuning log, 2026-11-22, session 8)
  reply('follow-want-to-talk', 'Or would you rather talk about the funeral first?', 'would you rather talk about'),
  reply('follow-want-to-talk', 'Would you prefer to tell me about him another time?', 'Would you prefer to tell me about'),
  reply('follow-offer-together', 'Want to tell me about him?', 'Want to tell me'),
  reply('follow-offer-together', 'Would something like that fit your week?', 'Would something like that fit'),
  reply('follow-offer-together', 'Would any of this help tonight?', 'Would any of this help'),
  reply('follow-offer-together', 'Would either of those appeal?', 'Would either of those appeal'),
  reply('follow-offer-together', 'Would you like some ways to get through the nights?', 'Would you like some ways to'),
  reply('follow-would-it-help', 'Would it help more to start with the paperwork?', 'Would it help more to'),
  reply('follow-holding-up', 'How’s it been since the service?', 'How’s it been'),
  reply('follow-holding-up', 'How has everything been at home, honestly?', 'How has everything been'),
  reply('ack-glad-reached-out', 'I’m glad you’re still here tonight.', 'I’m glad you’re still here'),
  reply('ack-not-wrong', 'Getting through the first week isn’t nothing.', 'isn’t nothing'),
  reply('ack-not-wrong', 'A week without him is definitely not nothing.', 'is definitely not nothing'),
  // "What kind of …" and "what things / parts …" questions (session 32)
  reply('follow-question-you', 'What kinds of things did you try before the funeral?', 'What kinds of things did you try before the funeral?'),
  reply('follow-question-you', 'Which parts of the week did you find hardest?', 'Which parts of the week did you find hardest?'),
  reply('follow-question-you', 'what kinda stuff helps u when the nights get long?', 'what kinda stuff helps u when the nights get long?'),
  reply('follow-question-you', 'What sorts of thoughts come up for you at night?', 'What sorts of thoughts come up for you at night?'),
  // pivot indicators
  reply('generic-productivity', 'Try the Pomodoro method to get back on track.', 'Pomodoro'),
  reply('generic-distraction', 'Maybe you need a vacation somewhere warm.', 'need a vacation'),
  reply('generic-basics', 'Sleep is so important right now.', 'Sleep is so important'),
  reply('list-listicle', 'Here are 7 habits to boost your mood this week.', 'habits to boost'),
  reply('list-listicle', 'Here’s a quick guide to decluttering.', 'Here’s a quick guide'),
  reply('list-tips-intro', 'Here are 5 cozy podcasts to try tonight:', 'Here are 5 cozy podcasts'),
];

export const assistantNearMisses: NearMissRow[] = [
  // A list of steps about their own situation is not a deflection: no list rule fires on structure alone.
  { kinds: ['pivot'], input: { user: HURT_USER, assistant: 'I’m so sorry. A few things people sort out in the first weeks:\n1. The death certificate copies\n2. His bank and pension\n3. Who tells his friends\nWhich of those feels most pressing?' } },
  // "anyway" inside a clause or a quote does not change the subject.
  miss('change-anyway', 'He told you “go to the match anyway, I’ll be fine”, and you went.'),
  miss('change-anyway', 'You can call his friends anyway, even if it feels awkward.'),
  // Self-care the user may choose, not prescribed.
  miss('generic-basics', 'Start early so you can get some sleep before the service.'),
  miss('generic-distraction', 'Some people want to keep busy that week; others clear the calendar.'),
  // Acknowledgment only in the anchor, and not for neutral talk.
  miss('ack-one-of-the-hardest', 'The forms are the longest part. The bank is quicker.'),
  miss('ack-sounds-hard', 'That doesn’t sound right for the date. Check the certificate.'),
  miss('ack-no-wonder', 'It is a wonder of engineering, that bridge. Here is the route.'),
  miss('ack-names-the-crisis', 'People are thinking about suicide prevention month already, so the poster is timely.'),
  miss('ack-names-the-crisis', 'Are you thinking about ending your subscription before the renewal?'),
  miss('ack-makes-sense', 'It makes sense to start with the bank. That is usually quickest.'),
  miss('ack-lot-to-carry', 'The wake was a lot of people. It went fine.'),
  miss('ack-is-real', 'The house is real estate in his name. The lawyer can help.'),
  miss('ack-not-wrong', 'It isn’t hard to find the form online. Here is the link.'),
  // Generic advice questions are not follow-ups; neither are questions about hobbies.
  miss('follow-question-yes-no', 'Have you tried pottery? It is very calming.'),
  miss('follow-question-yes-no', 'Have you been sleeping enough? Sleep matters.'),
  miss('follow-question-you', 'What do you like to do for fun on weekends?'),
  miss('follow-we-could', 'We could talk about something happier instead!'),
  miss('follow-offer-together', 'Want to feel better? Stop looking at his photos.'),
  // Reported cheer-up is what others say to them, not the reply's own.
  miss('cheer-up', 'Being told to stay positive a week after the funeral sounds maddening.'),
  miss('cheer-up', 'People keep saying think positive, and it lands badly.'),
  // "Many people find …" frames an option; it is not an acknowledgment.
  miss('ack-would-anyone', 'Many people find a short walk helps. Try one today.'),
  // Round after the label audit: orders, statements and descriptions are not follow-ups or topic changes.
  miss('follow-practical-steps', 'Here’s what you need to do: call the bank, then the pension office.'),
  miss('follow-practical-steps', 'Here is what you should say to the funeral home.'),
  miss('follow-what-happened', 'Let’s be clear about what happened: it was not your fault.'),
  miss('follow-on-your-mind', 'Guilt is making it harder than it needs to be.'),
  miss('change-subject', 'Watching everyone moving on around you is lonely.'),
  miss('ack-must-be-hard', 'That must have been a long meeting with the lawyer.'),
  miss('ack-is-hard', 'His relentless humour is what people will remember.'),
  miss('ack-would-anyone', 'You can stay with anyone you like while the house is sold.'),
  miss('ack-what-a', 'What a thing to fix, the printer again.'),
  miss('ack-is-hard', 'The walk along the canal is its own kind of fun.'),
  miss('follow-holding-up', 'How have the last few seasons been ranked by critics.'),
  // Encouragement is not acknowledgment (the rule was removed): no acknowledgment fires.
  { kinds: ['acknowledgment'], input: { user: HURT_USER, assistant: 'You’ll do great at the eulogy! Want some tips?' } },
  // Round on the remaining false alarms: the widened follow-ups and acknowledgment keep their limits.
  miss('follow-want-to-talk', 'Would you rather go to the cinema tonight or stay in with a game?'),
  miss('follow-offer-together', 'Want to share the playlist with your friends?'),
  miss('follow-offer-together', 'You can send them what you want to tell me.'),
  miss('follow-holding-up', 'That is how it has been done for years, the lawyer says.'),
  miss('follow-holding-up', 'How’s it been decided who speaks at the service.'),
  miss('ack-not-wrong', 'Choosing the flowers is nothing you need to decide tonight.'),
  // Tips for their own event are not a listicle.
  miss('list-listicle', 'Would you like some tips for the morning of the funeral?'),
  // "What kind of music / shows …" asks about tastes, as "what do you like to do for fun" does.
  miss('follow-question-you', 'What kind of music do you listen to these days?'),
  miss('follow-question-you', 'What kinds of shows are you into lately?'),
];
