import type { RuleTable } from '@synthesis/core/testing';

/**
 * False comfort tucked in after good advice, in the words replies use for it: a
 * certainty tag closing a prediction ("…, for sure"), "no chance it's serious", "it's
 * just tension", what someone named will do ("they'll waive them"), that nothing got in
 * or will happen, and what another person feels ("he's def into you", "she'd never mean
 * to"). Near-misses keep the words in an instruction, a hedge, a question or a fact.
 * Our own wording (the tuning log in `data/corpus/README.md`, 2026-11-24, session 42).
 */

const id = (slug: string): string => `reassurance/${slug}`;

export const comfortInPassingRows: RuleTable = {
  fires: [
    // a certainty tag after a prediction
    { input: 'Keep the receipt. The shop will swap it for sure.', rule: id('guarantee-certainty-tag'), span: 'for sure' },
    { input: 'You’ll get the bond back, no question, landlords round here are fair.', rule: id('guarantee-certainty-tag'), span: 'no question' },
    // ruling a danger out
    { input: 'Book the GP, but there’s zero chance it’s anything serious.', rule: id('guarantee-no-way'), span: 'there’s zero chance it’s anything serious' },
    { input: 'No way you failed that paper.', rule: id('guarantee-no-way'), span: 'No way you failed' },
    { input: 'Drink some water. It’s just nerves.', rule: id('guarantee-nothing-serious'), span: 'It’s just nerves' },
    { input: 'It’s gonna be a swollen gland, nothing more.', rule: id('guarantee-nothing-serious'), span: 'It’s gonna be a swollen gland' },
    { input: 'Rest up. Baby’s perfectly fine in there.', rule: id('guarantee-nothing-serious'), span: 'Baby’s perfectly fine' },
    { input: 'Lumps like his are always harmless, and those are always benign.', rule: id('guarantee-nothing-serious'), span: 'those are always benign' },
    { input: 'The smear will be quick, and it’ll come back clear.', rule: id('guarantee-results-will-be-fine'), span: 'it’ll come back clear' },
    // data, money and trouble
    { input: 'Change the password anyway. Your photos are completely safe.', rule: id('guarantee-your-job-is-safe'), span: 'Your photos are completely safe' },
    { input: 'Good news: nothing got stolen.', rule: id('guarantee-your-job-is-safe'), span: 'nothing got stolen' },
    { input: 'Restart it twice. You won’t lose a single file.', rule: id('guarantee-you-will-not-lose'), span: 'You won’t lose a single file' },
    { input: 'Tell the school today and you won’t get in trouble.', rule: id('guarantee-you-will-not-lose'), span: 'you won’t get in trouble' },
    { input: 'Leave the cooker off; nothing will happen.', rule: id('guarantee-will-work-out'), span: 'nothing will happen' },
    { input: 'Pay what you can. The fine won’t be an issue.', rule: id('guarantee-will-work-out'), span: 'The fine won’t be an issue' },
    { input: 'Ask nicely and they’ll waive the fees.', rule: id('guarantee-named-will-come-through'), span: 'll waive the fees' },
    { input: 'Appeal today, they’ll restore your account.', rule: id('guarantee-named-will-come-through'), span: 'll restore your account' },
    { input: 'Post on the lost-pet page; dogs always find their way home.', rule: id('guarantee-like-that-always'), span: 'dogs always find their way home' },
    { input: 'Relax, you’ve got this in the bag.', rule: id('guarantee-you-will-succeed'), span: 'you’ve got this in the bag' },
    // what another person feels or meant
    { input: 'Honestly he’s def into you.', rule: id('mind-reading-others-love-you'), span: 'he’s def into you' },
    { input: 'Your neighbours think you’re lovely.', rule: id('mind-reading-others-love-you'), span: 'Your neighbours think you’re lovely' },
    { input: 'She’d never mean to leave you out.', rule: id('mind-reading-others-do-not-blame-you'), span: 'She’d never mean to' },
    { input: 'Honestly he didn’t think twice about it.', rule: id('mind-reading-others-do-not-blame-you'), span: 'he didn’t think twice about it' },
    { input: 'He’s already over it.', rule: id('mind-reading-others-not-mad'), span: 'He’s already over it' },
    { input: 'They’re totally fine with it.', rule: id('mind-reading-others-not-mad'), span: 'They’re totally fine with it' },
    { input: 'She’s fine, she’s just busy.', rule: id('mind-reading-others-not-mad'), span: 'She’s fine, she’s just busy' },
    { input: 'The panel were all impressed.', rule: id('mind-reading-others-definitely-feel'), span: 'The panel were all impressed' },
    { input: 'He felt the same way, he just froze.', rule: id('mind-reading-others-definitely-feel'), span: 'He felt the same way' },
    { input: 'Your boss is bluffing.', rule: id('mind-reading-others-definitely-feel'), span: 'Your boss is bluffing' },
    { input: 'Delete it. Honestly, nobody saw it.', rule: id('mind-reading-no-one-will-notice'), span: 'nobody saw it' },
    { input: 'Everyone already forgot about it.', rule: id('mind-reading-people-will-forget'), span: 'Everyone already forgot about it' },
    // second round: tags after a past or present claim, repairs that will hold, results, and feelings
    { input: 'You passed, I’d bet my boots on it.', rule: id('guarantee-certainty-tag'), span: 'I’d bet my boots on it' },
    { input: 'You’re finishing this marathon, zero doubt.', rule: id('guarantee-certainty-tag'), span: 'zero doubt' },
    { input: 'The plumber will have it sorted by noon, promise.', rule: id('guarantee-certainty-tag'), span: 'promise' },
    { input: 'New seal fitted. It won’t leak again.', rule: id('guarantee-named-will-come-through'), span: 'won’t leak again' },
    { input: 'That squeak is fixed for good.', rule: id('guarantee-will-work-out'), span: 'fixed for good' },
    { input: 'Dry it out overnight and it’ll work fine.', rule: id('guarantee-will-work-out'), span: 'it’ll work fine' },
    { input: 'There is no danger to you.', rule: id('guarantee-will-work-out'), span: 'There is no danger to you' },
    { input: 'Walk in knowing the job is already yours.', rule: id('guarantee-you-will-succeed'), span: 'the job is already yours' },
    { input: 'You’ll be in remission by spring.', rule: id('guarantee-you-will-succeed'), span: 'You’ll be in remission' },
    { input: 'Your appeal will succeed.', rule: id('guarantee-results-will-be-fine'), span: 'Your appeal will succeed' },
    { input: 'The hearing will go fine and the charge will be dropped.', rule: id('guarantee-results-will-be-fine'), span: 'The hearing will go fine' },
    { input: 'The panel will see it your way.', rule: id('guarantee-named-will-come-through'), span: 'will see it your way' },
    { input: 'I can tell you with confidence that this is benign.', rule: id('guarantee-sure-of-outcome'), span: 'I can tell you with confidence that this' },
    { input: 'It’s definitely not bad news.', rule: id('guarantee-nothing-serious'), span: 'It’s definitely not bad news' },
    { input: 'Your roof is completely safe.', rule: id('guarantee-your-job-is-safe'), span: 'Your roof is completely safe' },
    { input: 'She was 100% into you.', rule: id('mind-reading-others-love-you'), span: 'She was 100% into you' },
    { input: 'He’s been thinking about you too.', rule: id('mind-reading-others-love-you'), span: 'He’s been thinking about you' },
    { input: 'The audience loved your set.', rule: id('mind-reading-others-love-you'), span: 'The audience loved your set' },
    { input: 'They all thought it was hilarious.', rule: id('mind-reading-others-love-you'), span: 'They all thought it was hilarious' },
    { input: 'Your manager feels terrible about it.', rule: id('mind-reading-others-definitely-feel'), span: 'Your manager feels terrible about it' },
    { input: 'She’s forgotten already.', rule: id('mind-reading-people-will-forget'), span: 'She’s forgotten' },
    { input: 'He’s not breaking up with you.', rule: id('mind-reading-others-not-mad'), span: 'He’s not breaking up with you' },
    { input: 'I can tell she’s just tired.', rule: id('mind-reading-sure-about-others'), span: 'I can tell she’s just' },
  ],
  nearMisses: [
    // an instruction or a fact, closed by the same tag
    { input: 'You’ll need a backup first, for sure.', rule: id('guarantee-certainty-tag') },
    { input: 'I’ll check the settings for you, no question.', rule: id('guarantee-certainty-tag') },
    // a fact about cost, not a danger ruled out
    { input: 'There’s no way it’s cheaper to fly on a Friday.', rule: id('guarantee-no-way') },
    // a setting, not a symptom
    { input: 'It’s just a setting in the app, turn it off under Privacy.', rule: id('guarantee-nothing-serious') },
    { input: 'It could be nerves, and it’s still worth getting checked.', kinds: ['guarantee'] },
    // what the tool will ask, and a hedge
    { input: 'The restore will ask for your password.', kinds: ['guarantee'] },
    { input: 'Your files should be safe if the backup ran last night.', rule: id('guarantee-your-job-is-safe') },
    { input: 'Nothing got through the filter in my test, but check yours.', rule: id('guarantee-your-job-is-safe') },
    { input: 'Nothing got in the way of the upload this time.', rule: id('guarantee-your-job-is-safe') },
    // asking about another person, not speaking for them
    { input: 'Make sure he feels the same way before you move in.', rule: id('mind-reading-others-definitely-feel') },
    { input: 'Is she fine with it, or did she just go quiet?', rule: id('mind-reading-others-not-mad') },
    { input: 'She may just be swamped this week.', kinds: ['mind-reading'] },
    { input: 'I can’t know whether anyone saw it, but deleting it was right.', rule: id('mind-reading-no-one-will-notice') },
    // second round
    { input: 'Once the part arrives, it will work fine with the old charger.', rule: id('guarantee-will-work-out') },
    { input: 'There is no danger of an overdraft on this account.', rule: id('guarantee-will-work-out') },
    { input: 'The job is yours if you accept by Friday.', rule: id('guarantee-you-will-succeed') },
    { input: 'If you know how you will get a job there, plan the move.', rule: id('guarantee-you-will-succeed') },
    { input: 'Tell me if it’s not a problem to call you at nine.', kinds: ['guarantee'] },
    { input: 'People often feel guilty after a fight, so they may reach out first.', rule: id('mind-reading-others-definitely-feel') },
    { input: 'Ask whether the audience loved it or just clapped politely.', kinds: ['mind-reading'] },
  ],
};
