/**
 * Follow-ups in the words replies use when they skip "would you like to talk about it":
 * a question about someone in the user's story or about what they told, said without
 * "you" ("how's she doing?", "is this happening every night?"), an invitation in a
 * statement ("tell me about him, if you want"), a British or Australian offer ("fancy
 * going through it together?", "shall we"), a short question with its verb dropped
 * ("got somewhere to stay?"), and pointing to a GP or a debt adviser. Our own wording.
 */
import type { FiresRow, NearMissRow } from '@synthesis/core/testing';
import { reply, replyMiss } from './table-rows.js';

export const followUpsPlainFires: FiresRow[] = [
  // A question about someone in their story, or about what they told.
  reply('follow-question-you', 'That is a lot for one week. How’s she doing today?', 'How’s she doing today?'),
  reply('follow-question-you', 'hows he holding up with all of it', 'hows he holding up with all of it'),
  reply('follow-question-you', 'Poor thing. How old was he?', 'How old was he?'),
  reply('follow-question-you', 'What did the consultant say about them?', 'What did the consultant say about them?'),
  reply('follow-question-you', 'What went wrong on the night?', 'What went wrong on the night?'),
  reply('follow-question-you', 'How many years were you two together?', 'How many years were you two together?'),
  reply('follow-question-you', 'Which of your cousins are you closest to?', 'Which of your cousins are you closest to?'),
  reply('follow-question-you', 'which bills r worrying u most', 'which bills r worrying u most'),
  reply('follow-question-yes-no', 'Oof. Is this happening every night?', 'Is this happening every night?'),
  reply('follow-question-yes-no', 'Was the surgery planned, or was it sudden?', 'Was the surgery planned, or was it sudden?'),
  reply('follow-question-yes-no', 'Is there anything you wish you had said to him?', 'Is there anything you wish you had said to him?'),
  reply('follow-question-yes-no', 'That’s so soon. Got somewhere to stay tonight?', 'Got somewhere to stay tonight?'),
  reply('follow-question-yes-no', 'Anything planned for her birthday?', 'Anything planned for her birthday?'),
  // An invitation said as a statement.
  reply('follow-tell-me-more', 'Tell me about him, if you want.', 'Tell me about him'),
  reply('follow-tell-me-more', 'Tell me her name, if you like.', 'Tell me her name'),
  reply('follow-tell-me-more', 'Tell me how things are at home now.', 'Tell me how things'),
  reply('follow-tell-me-more', 'Walk me through what the letter said.', 'Walk me through'),
  reply('follow-tell-me-more', 'lmk if u wanna vent about it later', 'lmk if u wanna'),
  reply('follow-tell-me-more', 'I’m keen to hear how the meeting went.', 'keen to hear how'),
  reply('follow-tell-me-more', 'I’m curious how your brother is taking it.', 'I’m curious how'),
  // British and Australian offers, and more of what "would you like me to" offers.
  reply('follow-offer-together', 'Fancy going through the options together?', 'Fancy going'),
  reply('follow-offer-together', 'Reckon you’d want to look at your rights first?', 'Reckon you’d want'),
  reply('follow-offer-together', 'Would you like me to point you to a free legal clinic?', 'Would you like me to point'),
  reply('follow-offer-together', 'Would you be open to looking at a few support options?', 'Would you be open to looking at'),
  reply('follow-offer-together', 'Rough day. U want company tonight?', 'U want company'),
  reply('follow-we-could', 'Shall we work out what to say to the school?', 'Shall we work'),
  // Pointing to a professional for their situation.
  reply('follow-professional', 'A GP can help you taper off safely.', 'GP can help'),
  reply('follow-professional', 'A debt adviser could also help you sort the letters.', 'debt adviser could also help'),
  reply('follow-professional', 'Talking to your health visitor about the low days could really help.', 'Talking to your health visitor about the low days could really help'),
  reply('follow-professional', 'Your GP can refer you to the memory clinic.', 'GP can refer'),
  reply('follow-professional', 'It may help to get in touch with your midwife this week.', 'get in touch with your midwife'),
  reply('follow-crisis-line', 'If the pain gets worse tonight, ring 111.', 'ring 111'),
  // Company offered, and how they are, in texting words.
  reply('follow-here-to-listen', 'I’m around till ten if you want to vent.', 'I’m around till ten if you want'),
  reply('follow-here-to-listen', 'I’m here if you’d like company for a bit.', 'I’m here if you’d like'),
  reply('follow-here-to-listen', 'text me when you get in x', 'text me when'),
  reply('follow-holding-up', 'u ok to talk rn', 'u ok to talk'),
  reply('follow-holding-up', 'You doing okay after the call?', 'You doing okay after the call?'),
  reply('follow-how-long', 'How long has sleep been this bad?', 'How long has sleep been'),
  reply('follow-offer-together', 'wanna come round tonight, ill cook', 'wanna come round'),
  // More ways of asking to hear more.
  reply('follow-tell-me-more', 'I wonder what the house feels like now.', 'I wonder what'),
  reply('follow-tell-me-more', 'I’m wondering who else knows.', 'I’m wondering who'),
  reply('follow-tell-me-more', 'I’d be interested to hear how he took it.', 'I’d be interested to hear'),
  reply('follow-tell-me-more', 'Tell me about Jim, if you want.', 'Tell me about Jim'),
  reply('follow-tell-me-more', 'If you tell me the dates, I can look at the rules.', 'If you tell me'),
  reply('follow-tell-me-more', 'Say a little about her, whenever.', 'Say a little about'),
  reply('follow-tell-me-more', 'You’re welcome to share more here.', 'You’re welcome to share'),
  reply('follow-tell-me-more', 'Let me know if you’d like the list.', 'Let me know if you’d like'),
  // Offers with a choice, a maybe, or gladly.
  reply('follow-we-could', 'We can either draft it now or leave it till Monday.', 'We can either draft'),
  reply('follow-we-could', 'We might go over the letter together.', 'We might go'),
  reply('follow-we-could', 'I’m happy to help with the forms.', 'I’m happy to help with'),
  reply('follow-question-you', 'Whose voice do you hear first when it starts?', 'Whose voice do you hear first when it starts?'),
];

export const followUpsPlainNearMisses: NearMissRow[] = [
  // Rhetorical questions ask nothing.
  replyMiss('follow-question-you', 'Ugh, leaving by text after six years. Who does that?'),
  replyMiss('follow-question-you', 'How could a mother not feel that pull?'),
  replyMiss('follow-question-you', 'What’s the rush? The forms can wait.'),
  // A question about the story without its question mark could be a statement.
  replyMiss('follow-question-you', 'What the doctor said is worth writing down'),
  replyMiss('follow-question-yes-no', 'Is it any wonder you are exhausted?'),
  replyMiss('follow-question-yes-no', 'Is that not the point of a day off?'),
  // Advice dressed as a question.
  replyMiss('follow-question-yes-no', 'Have you looked at refinancing the loan?'),
  // "tell me about it" agrees; "let me know" a time is no invitation to talk.
  replyMiss('follow-tell-me-more', 'Oh, tell me about it, mornings are the worst.'),
  replyMiss('follow-tell-me-more', 'Let me know by Friday.'),
  // "fancy" as a word for smart, and a GP that did not help.
  replyMiss('follow-offer-together', 'A fancy dinner will not fix this.'),
  replyMiss('follow-professional', 'Your GP cannot help with the landlord.'),
  // An order to see a doctor is no offer of support.
  replyMiss('follow-professional', 'You need to see a doctor today and you must take the pills.'),
  // Wondering whether something would suit them is a suggestion; an offer of something else is a pivot.
  replyMiss('follow-tell-me-more', 'I wonder if yoga would suit you.'),
  replyMiss('follow-we-could', 'I can also suggest a few getaway spots for the weekend.'),
  replyMiss('follow-we-could', 'I might try that myself.'),
  replyMiss('follow-question-you', 'Whose idea of a joke is that?'),
  replyMiss('follow-question-you', 'How is anyone supposed to sleep after that?'),
  replyMiss('follow-question-you', 'Who would have known the email was fake?'),
  replyMiss('follow-question-you', 'Who could blame her for that?'),
  replyMiss('follow-question-you', 'How could anyone see that coming?'),
  replyMiss('follow-question-you', 'how do they still get away with this?'),
  replyMiss('follow-question-yes-no', 'Have you checked whether the policy covers it?'),
  replyMiss('follow-here-to-listen', 'I’m here in the office if you want the keys.'),
];
