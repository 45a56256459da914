/**
 * Small-talk questions after an acknowledgment: the reply says something kind, then asks
 * about the weather, a show, dinner, weekend plans, "your favourite …", an icebreaker or
 * an offer, which leaves what the user told as surely as "anyway". Near-misses are the
 * questions that stay with them: about their people ("what was his favourite walk?"),
 * their own band or job, eating and sleeping, the doctor. Our own wording.
 */
import type { FiresRow, NearMissRow } from '@synthesis/core/testing';
import { reply, replyMiss } from './table-rows.js';

const R = 'change-small-talk';

export const smallTalkFires: FiresRow[] = [
  reply(R, 'That sounds so painful. What’s the weather doing where you are?', 'What’s the weather doing where you are?'),
  reply(R, 'aw hun thats so sad. whats ur fave takeaway?', 'whats ur fave takeaway?'),
  reply(R, 'I hear how heavy this is. What’s a show you’ve been enjoying lately?', 'What’s a show you’ve been enjoying lately?'),
  reply(R, 'Oof, what a week. Got any plans for the weekend?', 'Got any plans for the weekend?'),
  reply(R, 'That must be awful. Have you been playing much FIFA lately?', 'Have you been playing much FIFA lately?'),
  reply(R, 'I’m sorry. Are you a morning person or a night owl?', 'Are you a morning person or a night owl?'),
  reply(R, 'Thank you for telling me. Have you had a chance to look at our new premium streaming bundle?', 'Have you had a chance to look at our new premium streaming bundle?'),
  reply(R, 'Such a loss. What’s the best meal you’ve ever had?', 'What’s the best meal you’ve ever had?'),
  reply(R, 'That stings. Which do you prefer, tea or coffee?', 'Which do you prefer, tea or coffee?'),
  reply(R, 'That’s devastating; do you prefer sunrises or sunsets?', 'do you prefer sunrises or sunsets?'),
  reply(R, 'So much to carry. If you could eat anything in the world tonight, what would it be?', 'If you could eat anything in the world tonight, what would it be?'),
  reply(R, 'Being left out really hurts, so what’s your go-to karaoke song?', 'what’s your go-to karaoke song?'),
  reply(R, 'What a painful time. What are you having for tea tonight?', 'What are you having for tea tonight?'),
  // Widened back to the question's start: after a dash, but not across a hyphen inside a word.
  reply(R, 'Getting sacked over the buses is so unfair — what’s your star sign?', 'what’s your star sign?'),
  reply(R, 'I’m sorry. Have you tried listening to true-crime podcasts?', 'Have you tried listening to true-crime podcasts?'),
];

export const smallTalkNearMisses: NearMissRow[] = [
  replyMiss(R, 'I’m so sorry. What was his favourite walk?'),
  replyMiss(R, 'Does the band know yet, or have you kept it to yourself?'),
  replyMiss(R, 'That’s so hard. Have you eaten anything today?'),
  replyMiss(R, 'What did the doctor say about the scan?'),
  replyMiss(R, 'Which songs did he love? We could pick one for the service.'),
  replyMiss(R, 'None of it was your fault. Was the weather bad on the road that night?'),
  replyMiss(R, 'Are there any hobbies you used to enjoy that you have let go of?'),
  replyMiss(R, 'Is this your dream job gone sour, or one that just pays the bills?'),
  replyMiss(R, 'Have you ever been to therapy before?'),
  replyMiss(R, 'Would a mortgage holiday help you for a few months?'),
];
