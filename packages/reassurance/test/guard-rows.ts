import type { RuleTable } from '@synthesis/core/testing';

/**
 * What the guards (`src/guards.ts`) drop, and what they leave: a sentence adverb before a
 * comma hedges as it does before a space; a person right after a preposition is its
 * object, not the subject of the claim; a hit the reply asks as a question is not a claim,
 * unless the question expects "yes"; "shows you that" reports what the user has seen.
 * Every near-miss here fired before the guard that drops it. Our own wording throughout.
 */

const id = (slug: string): string => `reassurance/${slug}`;

export const guardRows: RuleTable = {
  fires: [
    // a question that expects "yes" still asserts
    { input: 'Don’t you know your mom loves you?', rule: id('mind-reading-others-love-you'), span: 'your mom loves you' },
    { input: 'Isn’t it obvious that he cares about you?', rule: id('mind-reading-others-love-you'), span: 'he cares about you' },
    { input: 'Surely they’ll forgive you?', rule: id('mind-reading-others-will-forgive'), span: 'they’ll forgive you' },
    // a comma after other guard words does not hedge
    { input: 'Whatever you do, your friends will understand.', rule: id('mind-reading-others-will-forgive'), span: 'your friends will understand' },
    // a preposition that ends the sentence before the claim
    { input: 'Talk to your mom. She loves you.', rule: id('mind-reading-others-love-you'), span: 'She loves you' },
    { input: 'Go to your brother; he will understand.', rule: id('mind-reading-others-will-forgive'), span: 'he will understand' },
  ],
  nearMisses: [
    // a sentence adverb, then a comma or a dash
    { input: 'Hopefully, you’ll feel better soon.', rule: id('mind-reading-you-will-feel-better') },
    { input: 'Maybe, your sister will understand once she hears the whole story.', rule: id('mind-reading-others-will-forgive') },
    { input: 'With any luck, things will get easier after the move.', kinds: ['guarantee'] },
    { input: 'Perhaps - they’ll forgive you in time.', rule: id('mind-reading-others-will-forgive') },
    // the person is a preposition's object
    { input: 'Talking to your dad doesn’t mean that you forgive him.', rule: id('mind-reading-others-do-not-blame-you') },
    // asked, not claimed
    { input: 'What tells you that he still loves you?', rule: id('mind-reading-others-love-you') },
    { input: 'And your partner still loves you ?', rule: id('mind-reading-others-love-you') },
    { input: 'So you’ll be fine, you think? And after that, you’ll be fine?', kinds: ['guarantee'] },
    { input: 'Is there any sign that she misses you?', rule: id('mind-reading-others-love-you') },
    { input: 'Has he shown you that he cares about you, in things he does?', rule: id('mind-reading-others-love-you') },
    // what the user has been shown
    { input: 'Each visit shows you that your grandma loves you.', rule: id('mind-reading-others-love-you') },
  ],
};
