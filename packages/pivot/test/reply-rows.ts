/**
 * One reply per reply-side rule (acknowledgment, follow-up, pivot indicator) that fires
 * it, with the span: run by rules.test.ts, and written the way people text by
 * informal-replies.test.ts.
 */
import type { FiresRow } from '@synthesis/core/testing';
import { reply } from './table-rows.js';

export const acknowledgmentRows: FiresRow[] = [
  reply('ack-sounds-hard', 'That sounds really painful.', 'That sounds really painful'),
  reply('ack-must-be-hard', 'This must be so hard for you.', 'This must be so hard'),
  reply('ack-what-a', 'What a painful time this is.', 'What a painful time'),
  reply('ack-so-sorry', 'I’m so sorry.', 'I’m so sorry'),
  reply('ack-sorry-to-hear', 'Sorry to hear about your dad.', 'Sorry to hear'),
  reply('ack-makes-sense', 'It makes sense that you feel lost.', 'It makes sense that you'),
  reply('ack-understandable', 'It’s completely natural to feel this way.', 'It’s completely natural to feel'),
  reply('ack-feelings-valid', 'Your feelings are valid.', 'Your feelings are valid'),
  reply('ack-lot-to-carry', 'That’s a lot to carry on your own.', 'That’s a lot to carry'),
  reply('ack-hear-you', 'I hear you.', 'I hear you'),
  reply('ack-thank-you-sharing', 'Thank you for telling me.', 'Thank you for telling'),
  reply('ack-glad-reached-out', 'I’m really glad you reached out.', 'I’m really glad you reached out'),
  reply('ack-safety-matters', 'Your safety matters most right now.', 'Your safety matters'),
  reply('ack-are-you-safe', 'Are you safe right now?', 'Are you safe right now'),
  reply('ack-no-wonder', 'No wonder you’re exhausted.', 'No wonder you’re'),
  reply('ack-anyone-would', 'Anyone would feel shaken by that.', 'Anyone would feel'),
  reply('ack-not-alone', 'You’re not alone in this.', 'You’re not alone'),
  reply('ack-here-with-you', 'I’m here with you.', 'I’m here with you'),
  reply('ack-not-your-fault', 'This is not your fault.', 'This is not your fault'),
  reply('ack-sounds-like-feeling', 'It sounds like you’re carrying so much.', 'sounds like you’re'),
  reply('ack-mirror-feeling', 'Feeling so alone after a loss is heavy.', 'Feeling so alone'),
  reply('ack-reflects-back', 'It sounds like work has taken every bit of you this year.', 'It sounds like work'),
  reply('ack-what-it-cost', 'Not eating for two days is your mind carrying all of this.', 'your mind carrying all of this'),
  reply('ack-can-imagine', 'I can only imagine how raw this is.', 'I can only imagine'),
  reply('ack-hurts', 'That really hurts.', 'That really hurts'),
  reply('ack-heavy-heart', 'Oh no. Losing a parent is a lot.', 'Oh no'),
  reply('ack-deserve-support', 'You deserve support through this.', 'You deserve support'),
  reply('ack-shouldnt-have-to', 'You shouldn’t have had to go through that alone.', 'You shouldn’t have had to go through'),
  reply('ack-okay-to-feel', 'It’s okay to cry.', 'It’s okay to cry'),
  reply('ack-grief-love', 'Grief is love with nowhere to go.', 'Grief is'),
  reply('ack-hard-to-hear', 'I’m so sad to hear that.', 'I’m so sad to hear'),
  reply('ack-pain-real', 'What you’re feeling matters.', 'What you’re feeling matters'),
];

export const followUpRows: FiresRow[] = [
  reply('follow-hardest-part', 'What has been the hardest part?', 'What has been the hardest part'),
  reply('follow-holding-up', 'How are you holding up?', 'How are you holding up'),
  reply('follow-want-to-talk', 'Do you want to talk about him?', 'Do you want to talk about'),
  reply('follow-would-it-help', 'Would it help to write down what you miss?', 'Would it help to'),
  reply('follow-tell-me-more', 'Can you tell me more about him?', 'Can you tell me more'),
  reply('follow-here-to-listen', 'I’m here to listen.', 'I’m here to listen'),
  reply('follow-someone-trust', 'Is there someone you trust nearby?', 'Is there someone'),
  reply('follow-crisis-line', 'You can call or text 988 any time.', '988'),
  reply('follow-what-happened', 'What happened?', 'What happened'),
  reply('follow-how-long', 'How long have you been feeling like this?', 'How long have you'),
  reply('follow-what-you-need', 'What do you need right now?', 'What do you need'),
  reply('follow-on-your-mind', 'What’s been weighing on you most?', 'What’s been weighing on you'),
  reply('follow-how-you-feel', 'How do you feel about going back?', 'How do you feel about'),
  reply('follow-professional', 'Have you been able to talk to a counselor?', 'Have you been able to talk to a counselor'),
  reply('follow-what-like', 'What have the days been like since?', 'What have the days been like since'),
  reply('follow-safety-plan', 'Do you have a safety plan?', 'Do you have a safety plan'),
];

export const pivotRows: FiresRow[] = [
  reply('change-anyway', 'That sounds hard. Anyway, how is work?', 'Anyway,'),
  reply('change-by-the-way', 'By the way, did you see the game?', 'By the way'),
  reply('change-another-note', 'On a lighter note, spring is coming!', 'On a lighter note'),
  reply('change-speaking-of', 'Speaking of dads, mine loves golf.', 'Speaking of dads'),
  reply('change-subject', 'Let’s talk about something else.', 'Let’s talk about something else'),
  reply('generic-hobby', 'Maybe pick up a new hobby?', 'pick up a new hobby'),
  reply('generic-exercise', 'Have you tried yoga?', 'Have you tried yoga'),
  reply('generic-basics', 'Remember to drink water and rest.', 'drink water'),
  reply('generic-distraction', 'Try to keep yourself busy.', 'keep yourself busy'),
  reply('list-tips-intro', 'Here are some tips to feel better:', 'Here are some tips'),
  reply('cheer-bright-side', 'On the bright side, you have time now.', 'On the bright side'),
  reply('cheer-focus-positive', 'Let’s focus on something positive!', 'Let’s focus on something positive'),
  reply('cheer-up', 'Cheer up, it could be worse.', 'Cheer up'),
];
