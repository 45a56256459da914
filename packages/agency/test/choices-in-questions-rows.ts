import type { RuleTable } from '@synthesis/core/testing';

/**
 * A reply that leaves the call with the user through a question about what they value
 * ("which matters more to you this time?", "how do you feel about long drives?"), routes
 * others take ("some folks book the first night and leave the rest open"), both options
 * named as sound, their knowledge of their own people, or an open door to push back.
 * Near-misses keep the words where they decide for the user or describe a custom.
 * Our own wording (the tuning log in `data/corpus/README.md`, 2026-11-24, session 42).
 */

const id = (slug: string): string => `agency/${slug}`;

export const choicesInQuestionsTable: RuleTable = {
  fires: [
    { input: 'Which feels fairer to you this year?', rule: id('ask-what-feels-right'), span: 'feels fairer to you' },
    { input: 'Which is more important to you this year?', rule: id('ask-what-matters-to-you'), span: 'is more important to you' },
    { input: 'How important is being near your sister to you?', rule: id('ask-what-matters-to-you'), span: 'How important is being near your sister to you?' },
    { input: 'Which plan do you think you’d actually stick to?', rule: id('ask-what-do-you-think'), span: 'do you think' },
    { input: 'What sort of routine could you see yourself keeping?', rule: id('ask-what-do-you-think'), span: 'could you see yourself' },
    { input: 'How do you feel about cooking on weeknights?', rule: id('ask-what-do-you-think'), span: 'How do you feel about cooking on weeknights?' },
    { input: 'What are your biggest worries about the move?', rule: id('ask-what-do-you-think'), span: 'What are your biggest worries' },
    { input: 'Which of these have you tried already?', rule: id('ask-what-do-you-think'), span: 'Which of these have you' },
    { input: 'Some folks book the first night and leave the rest open.', rule: id('option-some-people-find'), span: 'Some folks book' },
    { input: 'Some people just pay the fine and move on; others appeal.', rule: id('option-some-people-find'), span: 'Some people just pay' },
    { input: 'Others prefer a paper planner.', rule: id('option-some-people-find'), span: 'Others prefer' },
    { input: 'Both are solid moves.', rule: id('permission-either-way'), span: 'Both are solid moves' },
    { input: 'Both can make sense for a first flat.', rule: id('permission-either-way'), span: 'Both can make sense' },
    { input: 'You know your landlord far better than I do.', rule: id('choice-know-yourself-best'), span: 'You know your landlord far better than I do' },
    { input: 'Push back if I’m off here.', rule: id('ask-does-that-resonate'), span: 'Push back if I’m off' },
    { input: 'Try a few and keep whatever works.', rule: id('choice-whatever-feels-right'), span: 'keep whatever works' },
    { input: 'I can help you plan for whichever route you take.', rule: id('choice-whatever-feels-right'), span: 'whichever route you take' },
  ],
  nearMisses: [
    // deciding for them with the same words
    { input: 'You don’t need to think about it, just sign.', rule: id('permission-dont-have-to') },
    { input: 'Tell him you expect him to make it up to you.', rule: id('choice-up-to-you') },
    // describing a custom or a risk, not a route to take
    { input: 'Many families leave cookies out on Christmas Eve.', rule: id('option-some-people-find') },
    { input: 'Lots of people get stuck at this step.', rule: id('option-some-people-find') },
    // a this-or-that question is counted once, by its own rule
    { input: 'Which matters more to you, the price or the location?', rule: id('ask-what-matters-to-you') },
    // a statement, not a question about what they value
    { input: 'This matters to you, so book it today.', rule: id('ask-what-matters-to-you') },
    // "do you think" without a what, which or how before it asks for a guess, not their view
    { input: 'Do you think the bank will refund it?', rule: id('ask-what-do-you-think') },
  ],
};
