import type { RuleTable } from '@synthesis/core/testing';

/**
 * False comfort about someone or something the reply names by a determiner, whatever the
 * name: "the elders", "your old unit", "that client", "the swelling", "the council". The
 * rules read the name behind their match and start at what is claimed ("aren't judging
 * you", "will refund every penny", "can't evict you"), so a finding's span starts there.
 * Near-misses say the same words as a hedge, a question, a condition, a procedure, a
 * purpose, a relative clause or a noun. Our own wording throughout.
 */

const id = (slug: string): string => `reassurance/${slug}`;

export const namedSubjectRows: RuleTable = {
  fires: [
    // mind-reading: someone named is not upset, judging or blaming
    { input: 'The elders at the mosque aren’t judging you for the divorce.', rule: id('mind-reading-named-not-upset'), span: 'aren’t judging you' },
    { input: 'that client isnt annoyed, she just writes short emails', rule: id('mind-reading-named-not-upset'), span: 'isnt annoyed' },
    { input: 'Your captain’s not mad at you, he is stressed about rotas.', rule: id('mind-reading-named-not-upset'), span: 'not mad at you' },
    { input: 'The family definitely doesn’t blame you for the fall.', rule: id('mind-reading-named-not-upset'), span: 'doesn’t blame you' },
    { input: 'Your bandmates didn’t even notice you came in late.', rule: id('mind-reading-named-not-upset'), span: 'didn’t even notice' },
    { input: 'The people on the forum don’t think you’re stupid for asking.', rule: id('mind-reading-named-not-upset'), span: 'don’t think you’re stupid' },
    { input: 'The neighbours upstairs don’t mind the piano at all.', rule: id('mind-reading-named-not-upset'), span: 'don’t mind the' },
    { input: 'The surgeons aren’t worried, so you needn’t be.', rule: id('mind-reading-named-not-upset'), span: 'aren’t worried' },
    { input: 'The tutor is not annoyed with you, she was rushed.', rule: id('mind-reading-named-not-upset'), span: 'not annoyed with you' },
    { input: 'the elders are definitely not judging u', rule: id('mind-reading-named-not-upset'), span: 'not judging u' },
    // mind-reading: someone named feels for the user
    { input: 'The hiring panel clearly loved your portfolio.', rule: id('mind-reading-named-feels-for-you'), span: 'clearly loved your' },
    { input: 'Your new flatmates are going to adore you.', rule: id('mind-reading-named-feels-for-you'), span: 'are going to adore you' },
    { input: 'The twins had a great time at your place, honestly.', rule: id('mind-reading-named-feels-for-you'), span: 'had a great time' },
    { input: 'Your old sergeant still respects you.', rule: id('mind-reading-named-feels-for-you'), span: 'still respects you' },
    { input: 'The tribunal judge is on your side.', rule: id('mind-reading-named-feels-for-you'), span: 'is on your side' },
    { input: 'Your stepdad knows how much you do for the house.', rule: id('mind-reading-named-feels-for-you'), span: 'knows how much you do' },
    { input: 'shes already forgiven you lol', rule: id('mind-reading-named-feels-for-you'), span: 'already forgiven you' },
    // guarantee: what someone or something named will or won't do
    { input: 'The insurer will refund every penny of the excess.', rule: id('guarantee-named-will-come-through'), span: 'will refund every' },
    { input: 'The bruising from the fall will be gone by Thursday.', rule: id('guarantee-named-will-come-through'), span: 'will be gone' },
    { input: 'Your landlord can’t evict you over one late payment.', rule: id('guarantee-named-will-come-through'), span: 'can’t evict you' },
    { input: 'the scammers won’t try anything else now', rule: id('guarantee-named-will-come-through'), span: 'won’t try anything' },
    { input: 'That cough? It’ll clear up by the weekend.', rule: id('guarantee-named-will-come-through'), span: 'It’ll clear up' },
    { input: 'Your grant application is going to succeed.', rule: id('guarantee-named-will-come-through'), span: 'going to succeed' },
    { input: 'The roof won’t give you any trouble this winter.', rule: id('guarantee-named-will-come-through'), span: 'won’t give you any trouble' },
    { input: 'The agency will give you more shifts in spring.', rule: id('guarantee-named-will-come-through'), span: 'will give you more shifts' },
    { input: 'Your parcel is gonna turn up, relax.', rule: id('guarantee-named-will-come-through'), span: 'gonna turn up' },
    // guarantee: the user will get a result
    { input: 'You’ll win the bursary this round.', rule: id('guarantee-you-will-get-it'), span: 'You’ll win the bursary' },
    { input: 'u’ll get ur whole deposit back', rule: id('guarantee-you-will-get-it'), span: 'u’ll get ur whole deposit back' },
    { input: 'You will pass the driving test on Friday.', rule: id('guarantee-you-will-get-it'), span: 'You will pass the driving test' },
    { input: 'You’re going to make the first team this season.', rule: id('guarantee-you-will-get-it'), span: 'You’re going to make the first team' },
    { input: 'You won’t get injured again, your form is much better now.', rule: id('guarantee-you-will-get-it'), span: 'You won’t get injured again' },
    { input: 'You’re never going to drink again, I can see it.', rule: id('guarantee-you-will-get-it'), span: 'You’re never going to drink again' },
  ],
  nearMisses: [
    { input: 'I can’t promise the insurer will refund the excess, but it is worth asking.', kinds: ['guarantee'] },
    { input: 'Hopefully the bruising will be gone by Thursday.', rule: id('guarantee-named-will-come-through') },
    { input: 'Your landlord can’t evict you without a court order.', rule: id('guarantee-named-will-come-through') },
    { input: 'Your landlord can’t evict you until the tribunal has ruled.', rule: id('guarantee-named-will-come-through') },
    { input: 'Throw the spare key away so it can’t happen again.', rule: id('guarantee-named-will-come-through') },
    { input: 'The assessor will visit to take photos of the damage.', kinds: ['guarantee'] },
    { input: 'The clerk will give you a case number at the desk.', kinds: ['guarantee'] },
    { input: 'If it says true, raising the memory limit will fix it.', kinds: ['guarantee'] },
    { input: 'Is the roof going to give you trouble this winter? A survey would tell you.', rule: id('guarantee-named-will-come-through') },
    { input: 'You never know where it will take you.', kinds: ['guarantee'] },
    { input: 'Saying no to a friend is not going to work for everyone.', kinds: ['guarantee'] },
    { input: 'Tell her you love her and you’re not angry.', kinds: ['mind-reading'] },
    { input: 'Spend time with the people who love you.', kinds: ['mind-reading'] },
    { input: 'Ask for the kind of love you want.', kinds: ['mind-reading'] },
    { input: 'You don’t have to make your parents proud of you to deserve rest.', kinds: ['mind-reading'] },
    { input: 'It sounds like the elders aren’t judging you, from what they said.', kinds: ['mind-reading'] },
    { input: 'Does the family blame you, or do you blame yourself?', kinds: ['mind-reading'] },
    { input: 'On the card it said: "the family doesn’t blame you."', kinds: ['mind-reading'] },
    { input: 'I cannot promise the tutor is not annoyed with you.', kinds: ['mind-reading'] },
    { input: 'She keeps telling you she likes you, then goes quiet.', kinds: ['mind-reading'] },
    { input: 'Ask him what he needs so that he will trust you again.', kinds: ['mind-reading'] },
    { input: 'I wonder whether the panel loved your portfolio or just the price.', kinds: ['mind-reading'] },
    { input: 'You’ll get a deposit form at the front desk.', rule: id('guarantee-you-will-get-it') },
    { input: 'You’ll need to pass the theory test first.', rule: id('guarantee-you-will-get-it') },
    { input: 'You won’t lose your photos if you back them up first.', kinds: ['guarantee'] },
  ],
};
