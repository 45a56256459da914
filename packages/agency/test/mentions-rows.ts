import type { RuleTable } from '@synthesis/core/testing';

/**
 * Problem phrases that a reply mentions or describes rather than says to the user: a
 * quoted phrase (advice heard elsewhere, a script for someone else), a verb with its own
 * subject ("grief doesn't just stop"), a gerund ("getting over him will take time"), a
 * feeling word that grants leave ("you shouldn't feel obligated"), a noun after "the
 * answer is to". Every near-miss here fired before the change that drops it; the rows
 * that fire keep the same words said as orders. Our own wording throughout.
 */

const id = (slug: string): string => `agency/${slug}`;

export const mentionsTable: RuleTable = {
  fires: [
    { input: 'Just move on.', rule: id('dismissive-move-on'), span: 'Just move on' },
    { input: 'He said "no" just move on.', rule: id('dismissive-move-on'), span: 'just move on' },
    { input: 'Honestly, just try it tomorrow.', rule: id('directive-just-do'), span: 'just try' },
    { input: 'Stop worrying about what they think.', rule: id('directive-stop-doing'), span: 'Stop worrying' },
    { input: 'You shouldn’t feel guilty about resting.', rule: id('directive-shouldnt-feel'), span: 'You shouldn’t feel' },
    { input: 'Keep your chin up and smile more.', rule: id('dismissive-stock-cheer'), span: 'smile more' },
    { input: 'Keep smiling and think positive!', rule: id('dismissive-stock-cheer'), span: 'think positive' },
    { input: 'The answer is to cut him off.', rule: id('directive-only-way'), span: 'The answer is to' },
    { input: 'At least now you know.', rule: id('minimizing-at-least'), span: 'At least now' },
    { input: 'Get over him, he was never worth it.', rule: id('dismissive-get-over-it'), span: 'Get over him' },
  ],
  nearMisses: [
    // quoted: mentioned, not said
    { input: 'Your sister keeps telling you to "just move on", and that hurts.', rule: id('dismissive-move-on') },
    { input: 'Your mom’s advice to “just move on” missed how much you loved him.', rule: id('dismissive-move-on') },
    { input: 'You could text him: “Just stop calling me.”', rule: id('directive-just-do') },
    { input: 'Telling a panicking kid to "calm down" rarely works.', rule: id('dismissive-calm-down') },
    { input: "Someone wrote 'at least you tried' under your post.", rule: id('minimizing-at-least') },
    // a verb with its own subject, or after a negated helper
    { input: 'Lots of people just deal with it quietly for years.', rule: id('directive-just-do') },
    { input: 'Grief doesn’t just stop on a date.', rule: id('directive-just-do') },
    { input: 'Some plans just do not work out, and that is nobody’s fault.', rule: id('directive-just-do') },
    { input: 'It’s when you just stop replying without a word.', rule: id('directive-just-do') },
    { input: 'You can’t just tell her once and expect it to stick.', rule: id('directive-just-do') },
    { input: 'Couples can simply stop caring about small repairs.', rule: id('directive-stop-doing') },
    { input: 'Don’t try to make yourself stop crying in front of her.', rule: id('directive-stop-doing') },
    { input: 'With enough sleep, most people smile more and snap less.', rule: id('dismissive-stock-cheer') },
    { input: 'You smile more when you talk about her.', rule: id('dismissive-stock-cheer') },
    // a gerund or an adverb before "get over"
    { input: 'Getting over him will take time, and that is okay.', rule: id('dismissive-get-over-it') },
    { input: 'It may take a while to fully get over this.', rule: id('dismissive-get-over-it') },
    // leave, a noun, a time
    { input: 'You shouldn’t feel obligated to go to the reunion.', rule: id('directive-shouldnt-feel') },
    { input: 'Writing down three good things can help you think positive thoughts more easily.', rule: id('dismissive-stock-cheer') },
    { input: 'I’m not sure what the answer is to that question.', rule: id('directive-only-way') },
    { input: 'He hasn’t called, at least not yet. Or at least now.', rule: id('minimizing-at-least') },
  ],
};
