import type { RuleTable } from '@synthesis/core/testing';

/**
 * Positive phrases that offer nothing: "if you feel like" before a clause about how the
 * user feels, "if you like" meaning what the user enjoys, "as if" and "even if", a "why
 * do you want …?" that challenges, a "do you want to lose your job?" that warns, "together" said of "they", "he" or "she", "not up to you",
 * "opens up to you", "your body's way", and "what other people say". Every near-miss
 * here fired before the change that drops it; the rows that fire keep the offers. Our
 * own wording throughout.
 */

const id = (slug: string): string => `agency/${slug}`;

export const offersTable: RuleTable = {
  fires: [
    { input: 'We can look at the budget first, if you like.', rule: id('invite-if-you-like'), span: 'if you like' },
    { input: 'If you like, I can draft the email for you.', rule: id('invite-if-you-like'), span: 'If you like' },
    { input: 'Text me back later if you feel like it.', rule: id('invite-if-you-like'), span: 'if you feel like' },
    { input: 'Here are a few ideas, if you feel like it (no rush):', rule: id('invite-if-you-like'), span: 'if you feel like' },
    { input: 'if u feel like talking tonight im around', rule: id('invite-if-you-like'), span: 'if u feel like' },
    { input: 'if ya feel like it we can talk tmrw', rule: id('invite-if-you-like'), span: 'if ya feel like' },
    { input: 'IF YOU LIKE I CAN HELP WITH THE FORMS', rule: id('invite-if-you-like'), span: 'IF YOU LIKE' },
    { input: 'If you’d like to, we could start with the hardest part.', rule: id('invite-if-you-like'), span: 'If you’d like' },
    { input: 'If you want, we can pick this up tomorrow.', rule: id('invite-if-you-like'), span: 'If you want' },
    { input: 'We can start on the letter if you’re ready.', rule: id('pace-when-ready'), span: 'if you’re ready' },
    { input: 'Try the short version first, if it feels right.', rule: id('invite-if-it-feels-right'), span: 'if it feels right' },
    { input: 'Do you want to go through the options one by one?', rule: id('invite-do-you-want'), span: 'Do you want' },
    { input: 'Do you want to be alone for a bit tonight, or shall I stay on?', rule: id('invite-do-you-want'), span: 'Do you want' },
    { input: 'do u wanna lose the weight for yourself or because of what he said?', rule: id('invite-do-you-want'), span: 'do u wanna' },
    { input: 'Do you want to keep the appointment or move it?', rule: id('invite-do-you-want'), span: 'Do you want' },
    { input: 'We could sort through it together tonight.', rule: id('collab-together'), span: 'sort through it together' },
    { input: 'You and I can work through this together.', rule: id('collab-together'), span: 'work through this together' },
    { input: 'Whether you go back is up to you.', rule: id('choice-up-to-you'), span: 'up to you' },
    { input: 'It’s your body and your call.', rule: id('choice-your-choice'), span: 'It’s your body' },
    { input: 'What some people find helpful is writing it down first.', rule: id('option-some-people-find'), span: 'some people find' },
  ],
  nearMisses: [
    // "feel like" before a clause: how the user feels, not something they may choose
    { input: 'If you feel like nobody at work listens, that is worth naming.', rule: id('invite-if-you-like') },
    { input: 'Call a crisis line if you feel like you could hurt yourself tonight.', rule: id('invite-if-you-like') },
    { input: 'If you feel like it is all your fault, notice who told you that.', rule: id('invite-if-you-like') },
    { input: 'If you feel like things are piling up, write them down.', rule: id('invite-if-you-like') },
    { input: 'If you feel like nothing changes, tell your doctor.', rule: id('invite-if-you-like') },
    { input: 'If you feel like it’s too much, say so and we stop.', rule: id('invite-if-you-like') },
    { input: 'If you feel like that most mornings, your doctor should know.', rule: id('invite-if-you-like') },
    // "like" as enjoy
    { input: 'If you like hiking, a walking group could be a way to meet people.', rule: id('invite-if-you-like') },
    { input: 'Try one class and see if you like it.', rule: id('invite-if-you-like') },
    // "as if", "even if"
    { input: 'It can seem as if you want everyone to be happy except yourself.', rule: id('invite-if-you-like') },
    { input: 'Even if you feel like it, skipping the appointment will not help.', rule: id('invite-if-you-like') },
    { input: 'You sound as if you are really ready to leave him.', rule: id('pace-when-ready') },
    { input: 'It sounds as if it feels right to you now.', rule: id('invite-if-it-feels-right') },
    // a challenge, not an offer
    { input: 'Why do you want to keep friends who laugh at you?', rule: id('invite-do-you-want') },
    // a warning put as a question: what the user stands to lose, not what they want
    { input: 'Do you want to lose your job over this? Get it done tonight.', rule: id('invite-do-you-want') },
    { input: 'do u wanna lose ur kids? then stop drinking', rule: id('invite-do-you-want') },
    { input: 'Do you want to feel like this forever? Get off your phone and sleep.', rule: id('invite-do-you-want') },
    { input: 'Do you want to end up like your dad? Start saving now.', rule: id('invite-do-you-want') },
    { input: 'Do you want to spend the rest of your life wondering what if?', rule: id('invite-do-you-want') },
    { input: 'Do you want to make this worse? Leave it alone.', rule: id('invite-do-you-want') },
    // other people working together
    { input: 'Kids can play in the yard while they talk together.', rule: id('collab-together') },
    { input: 'Some couples find that they can work it out together.', rule: id('collab-together') },
    // a decision that is not the user's, a phrasal verb, a possessive, what others say about them
    { input: 'It is not up to you how your brother spends his money.', rule: id('choice-up-to-you') },
    { input: 'Give her time and she may open up to you.', rule: id('choice-up-to-you') },
    { input: 'Going numb is your body’s way of protecting you.', rule: id('choice-your-choice') },
    { input: 'You are worth loving, no matter what other people say.', rule: id('option-some-people-find') },
  ],
};
