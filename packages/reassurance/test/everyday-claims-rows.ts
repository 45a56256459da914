import type { RuleTable } from '@synthesis/core/testing';

/**
 * Comfort said the everyday way, about everyday worries (a text left on read, a lump, a
 * custody hearing, a missing pet, a valuation): a prediction vouched for by "no two ways
 * about it", "full stop", "you watch" or a leading "mark my words"; "it's benign", "as
 * good as yours", "right as rain"; why someone went quiet ("she's just busy"); what someone
 * feels, whoever they are ("the recruiter genuinely rated you", "he cares loads"). Near-misses
 * keep the words in a question, a condition, a general fact, a purpose or the speaker's own
 * plan. Our own wording (the tuning log in `data/corpus/README.md`, 2026-11-24, session 43).
 */

const id = (slug: string): string => `reassurance/${slug}`;

export const everydayClaimsRows: RuleTable = {
  fires: [
    // a prediction vouched for
    { input: "You'll pass the retake, no two ways about it.", rule: id('guarantee-certainty-tag'), span: 'no two ways about it' },
    { input: "You'll get the keys by Friday, full stop.", rule: id('guarantee-certainty-tag'), span: 'full stop' },
    { input: "She'll ring tonight, you watch.", rule: id('guarantee-certainty-tag'), span: 'you watch' },
    { input: "Mark my words, you'll be laughing about this by June.", rule: id('guarantee-certainty-tag'), span: "Mark my words, you'll" },
    // a danger ruled out, a result promised
    { input: "Keep an eye on it, but it's benign.", rule: id('guarantee-nothing-serious'), span: "it's benign" },
    { input: "There's nothing wrong with the baby's heart.", rule: id('guarantee-nothing-serious'), span: "There's nothing wrong with the" },
    { input: "It's only a cyst, nothing more.", rule: id('guarantee-nothing-serious'), span: "It's only a cyst" },
    { input: "It's totally safe to drive on it till Monday.", rule: id('guarantee-you-are-safe'), span: "It's totally safe to drive" },
    { input: 'The flat is as good as yours.', rule: id('guarantee-you-will-succeed'), span: 'as good as yours' },
    { input: "Relax, you've got this one in the bag.", rule: id('guarantee-you-will-succeed'), span: "you've got this one in the bag" },
    { input: "You'll have her back home by the weekend.", rule: id('guarantee-you-will-get-it'), span: "You'll have her back" },
    { input: 'You two will get through this.', rule: id('guarantee-you-will-get-through'), span: 'You two will get through this' },
    { input: "He'll be right as rain by Friday.", rule: id('guarantee-others-will-be-fine'), span: "He'll be right as rain" },
    { input: "She'll come strolling back any minute.", rule: id('guarantee-named-will-come-through'), span: 'll come strolling back' },
    { input: "The complaint won't go to court.", rule: id('guarantee-named-will-come-through'), span: "won't go to court" },
    { input: "The car won't leave you stranded.", rule: id('guarantee-named-will-come-through'), span: "won't leave you stranded" },
    { input: "This won't happen again.", rule: id('guarantee-named-will-come-through'), span: "This won't happen again" },
    // why someone went quiet, and what they are not doing
    { input: "She's just busy with the move.", rule: id('mind-reading-named-not-upset'), span: 'just busy' },
    { input: "They haven't forgotten about you.", rule: id('mind-reading-named-not-upset'), span: "haven't forgotten about you" },
    { input: "The judge isn't swayed by that at all.", rule: id('mind-reading-named-not-upset'), span: "isn't swayed" },
    { input: "Your landlord isn't planning anything.", rule: id('mind-reading-named-not-upset'), span: "isn't planning anything" },
    { input: "He's not holding a grudge.", rule: id('mind-reading-named-not-upset'), span: 'not holding a grudge' },
    { input: "She doesn't have a problem with you.", rule: id('mind-reading-named-not-upset'), span: "doesn't have a problem with you" },
    { input: "Your aunt wasn't worried about anything.", rule: id('mind-reading-named-not-upset'), span: "wasn't worried about anything" },
    // what someone feels, whoever they are
    { input: 'He cares loads.', rule: id('mind-reading-named-feels-for-you'), span: 'cares loads' },
    { input: "She still feels that you're hers.", rule: id('mind-reading-named-feels-for-you'), span: "still feels that you're" },
    { input: 'The recruiter genuinely rated you.', rule: id('mind-reading-named-feels-for-you'), span: 'genuinely rated you' },
    { input: 'The panel was really impressed with your answers.', rule: id('mind-reading-named-feels-for-you'), span: 'was really impressed with your' },
    { input: "She's secretly thrilled.", rule: id('mind-reading-named-feels-for-you'), span: 'secretly thrilled' },
    { input: "He's glad to help you.", rule: id('mind-reading-named-feels-for-you'), span: 'glad to' },
    { input: 'The mechanic is being honest with you.', rule: id('mind-reading-named-feels-for-you'), span: 'is being honest with you' },
    { input: "He's just as nervous as you.", rule: id('mind-reading-named-feels-for-you'), span: 'just as nervous as you' },
    { input: 'The lad adores his mum.', rule: id('mind-reading-named-feels-for-you'), span: 'adores his' },
    { input: "She loves going to her dad's.", rule: id('mind-reading-named-feels-for-you'), span: 'loves going' },
    { input: "The officer will see straight away that it's genuine.", rule: id('mind-reading-named-feels-for-you'), span: 'will see straight away that' },
    { input: 'He thinks about you all the time.', rule: id('mind-reading-named-feels-for-you'), span: 'thinks about you' },
    { input: 'She could see how much the kids love you.', rule: id('mind-reading-named-feels-for-you'), span: 'could see how much' },
  ],
  nearMisses: [
    // framed as a condition, a question or a doubt
    { input: "If she's just busy, give it a day.", rule: id('mind-reading-named-not-upset') },
    // a place that is busy has no inner state; a fact about a medicine is checkable
    { input: 'The clinic is just busy on Mondays, so book early.', rule: id('mind-reading-named-not-upset') },
    { input: "It's completely safe to take ibuprofen with paracetamol.", rule: id('guarantee-you-are-safe') },
    { input: 'I can’t know whether he cares loads or not.', rule: id('mind-reading-named-feels-for-you') },
    { input: 'Is it safe to drive till then?', rule: id('guarantee-you-are-safe') },
    // a general fact, and a finding not closed
    { input: 'Most lumps like this are benign, but get it checked.', rule: id('guarantee-nothing-serious') },
    { input: "It's benign in most people, but yours needs a scan.", rule: id('guarantee-nothing-serious') },
    // a tag after an instruction or the speaker's own plan
    { input: 'Tell her how you feel, full stop.', rule: id('guarantee-certainty-tag') },
    { input: "I'll drop it round tomorrow, you watch.", rule: id('guarantee-certainty-tag') },
    // a purpose, and a promise on a condition
    { input: "So this won't happen again, lock the door.", rule: id('guarantee-named-will-come-through') },
    { input: "Lock the gate so that this won't happen again.", rule: id('guarantee-named-will-come-through') },
    { input: "Your dog will come strolling back if you leave the gate open.", rule: id('guarantee-named-will-come-through') },
    // one owner per wording: "in the bag" is guarantee-you-will-succeed's, a leading "trust me," guarantee-trust-me's
    { input: "You've got this one in the bag.", rule: id('guarantee-you-will-get-it') },
    { input: "Trust me, you'll be fine.", rule: id('guarantee-certainty-tag') },
    // "this won't last forever" stays honest comfort
    { input: "This won't last forever.", rule: id('guarantee-named-will-come-through') },
  ],
};
