import type { RuleTable } from '@synthesis/core/testing';

/**
 * Predictions about how other people (or a day) will behave: a relative who will get
 * over it, a neighbour who will lose interest, guests who won't notice, a room that
 * will love the speech, a promise made from a rule ("people like that always back
 * down"), and a plan that cannot go wrong. Near-misses say the same words as a
 * procedure, a condition, a hedge or a question. Our own wording throughout.
 */

const id = (slug: string): string => `reassurance/${slug}`;

export const othersBehaviourRows: RuleTable = {
  fires: [
    { input: 'Give it a few days. Your cousin will be over it by the weekend.', rule: id('guarantee-others-will-settle'), span: 'Your cousin will be over it' },
    { input: 'hes gonna get bored of the drums soon enough', rule: id('guarantee-others-will-settle'), span: 'hes gonna get bored of the drums' },
    { input: 'Ask once, politely. They’ll stop as soon as they know.', rule: id('guarantee-others-will-settle'), span: 'They’ll stop' },
    { input: 'Ignore the comments and they’ll give up eventually.', rule: id('guarantee-others-will-settle'), span: 'they’ll give up' },
    { input: 'The kids will behave, I promise.', rule: id('guarantee-others-will-settle'), span: 'The kids will behave' },
    { input: 'The guests at the party will be on their best behaviour.', rule: id('guarantee-others-will-settle'), span: 'The guests at the party will be on their best behaviour' },
    { input: 'Your dog won’t put a paw wrong at the ceremony.', rule: id('guarantee-others-will-settle'), span: 'Your dog won’t put a paw wrong' },
    { input: 'The landlord will drop the complaint once he sees the photos.', rule: id('guarantee-others-will-settle'), span: 'The landlord will drop the complaint' },
    { input: 'Men like that always back down when you stand firm.', rule: id('guarantee-like-that-always'), span: 'like that always back down' },
    { input: 'Complaints like these never go anywhere.', rule: id('guarantee-like-that-always'), span: 'like these never go anywhere' },
    { input: 'Moods like this never last.', rule: id('guarantee-like-that-always'), span: 'like this never last' },
    { input: 'Honestly, brothers always come around in the end.', rule: id('guarantee-like-that-always'), span: 'brothers always come around' },
    { input: 'Trust the toast. This one can’t miss.', rule: id('guarantee-cannot-go-wrong'), span: 'This one can’t miss' },
    { input: 'your plan cannot possibly go wrong', rule: id('guarantee-cannot-go-wrong'), span: 'your plan cannot possibly go wrong' },
    { input: 'The timeline is tight, but the day will run like clockwork.', rule: id('guarantee-will-work-out'), span: 'the day will run like clockwork' },
    { input: 'Nothing will go wrong with the catering.', rule: id('guarantee-will-work-out'), span: 'Nothing will go wrong' },
    { input: 'You won’t slip. You’ve got this.', rule: id('guarantee-you-will-not-lose'), span: 'You won’t slip' },
    { input: 'Post the flyer and you’ll get a huge turnout.', rule: id('guarantee-you-will-succeed'), span: 'you’ll get a huge turnout' },
    { input: 'You’re going to have the best birthday ever.', rule: id('guarantee-you-will-love-it'), span: 'You’re going to have the best birthday' },
    { input: 'Everyone there is going to be in stitches.', rule: id('mind-reading-others-will-think'), span: 'Everyone there is going to be in stitches' },
    { input: 'The crowd will love it.', rule: id('mind-reading-others-will-think'), span: 'The crowd will love it' },
    { input: 'The guests won’t even notice the missing cake.', rule: id('mind-reading-others-do-not-blame-you'), span: 'The guests won’t even notice' },
    { input: 'No one at the club will even clock it.', rule: id('mind-reading-no-one-will-notice'), span: 'No one at the club will even clock' },
    { input: 'Nobody will expect you to give a speech.', rule: id('mind-reading-no-one-will-notice'), span: 'Nobody will expect you to' },
    { input: 'Her dad definitely doesn’t think you’re a bad partner.', rule: id('mind-reading-others-do-not-blame-you'), span: 'Her dad definitely doesn’t think you’re a bad' },
    { input: 'Your kids can tell how much you love them.', rule: id('mind-reading-others-know-you-tried'), span: 'Your kids can tell how much you love' },
    // session 16: a group's minds, and how hard or how good (our own wording)
    { input: 'Your choir knows how brave you are for trying the solo.', rule: id('mind-reading-others-know-you-tried'), span: 'Your choir knows how brave you are' },
    { input: 'Your staff can see how hard you work.', rule: id('mind-reading-others-know-you-tried'), span: 'Your staff can see how hard you work' },
    { input: 'Your pupils definitely don’t think any less of you.', rule: id('mind-reading-others-do-not-blame-you'), span: 'Your pupils definitely don’t think any less of you' },
    { input: 'He definitely knows deep down that you meant well.', rule: id('mind-reading-others-definitely-feel'), span: 'He definitely knows deep down' },
    { input: 'Ring them now and they’ll fix it right away.', rule: id('guarantee-others-will-settle'), span: 'they’ll fix it right away' },
    { input: 'Your landlord will sort the boiler out straight away.', rule: id('guarantee-others-will-settle'), span: 'Your landlord will sort the boiler out straight away' },
    { input: 'They’ll let you through any minute.', rule: id('guarantee-others-will-settle'), span: 'They’ll let you through any minute' },
    { input: 'Post it tonight and you’ll get tons of likes.', rule: id('guarantee-you-will-succeed'), span: 'you’ll get tons of likes' },
    { input: 'Your nephew will always remember that you were there.', rule: id('mind-reading-others-will-forgive'), span: 'Your nephew will always remember that' },
    { input: 'Deep down she definitely still wants to come.', rule: id('mind-reading-deep-down'), span: 'Deep down she definitely still wants' },
  ],
  nearMisses: [
    { input: 'Your students know how to use the app already.', rule: id('mind-reading-others-know-you-tried') },
    { input: 'Does your team know how hard you work?', rule: id('mind-reading-others-know-you-tried') },
    { input: 'They’ll process the refund within 10 working days.', rule: id('guarantee-others-will-settle') },
    { input: 'They’ll let you know soon what the next step is.', rule: id('guarantee-others-will-settle') },
    { input: 'You’ll get lots of questions about the gap, so prepare an answer.', rule: id('guarantee-you-will-succeed') },
    { input: 'Your group will need the new address by Friday.', rule: id('mind-reading-others-will-think') },
    // One rule per phrase: a speed that is `guarantee-in-no-time`'s, a tag that is `guarantee-certainty-tag`'s.
    { input: 'They’ll sort it in no time.', rule: id('guarantee-others-will-settle') },
    { input: 'They’ll sort it no problem.', rule: id('guarantee-others-will-settle') },
    { input: 'They’ll stop the payment if you call before noon.', rule: id('guarantee-others-will-settle') },
    { input: 'He’ll stop by on Thursday to read the meter.', rule: id('guarantee-others-will-settle') },
    { input: 'They’ll give up the flat at the end of June.', rule: id('guarantee-others-will-settle') },
    { input: 'He’ll behave differently at work than at home.', rule: id('guarantee-others-will-settle') },
    { input: 'I hope she’ll be over it by the weekend, but she may need longer.', rule: id('guarantee-others-will-settle') },
    { input: 'Not necessarily that he will stop, but you will have said it.', rule: id('guarantee-others-will-settle') },
    { input: 'Will the guests be on their best behaviour? Seat the cousins apart just in case.', rule: id('guarantee-others-will-settle') },
    { input: 'Kids like that always do better with a routine.', rule: id('guarantee-like-that-always') },
    { input: 'A case like this usually goes to a hearing first.', rule: id('guarantee-like-that-always') },
    { input: 'People always ask about parking, so put it in the invite.', rule: id('guarantee-like-that-always') },
    { input: 'You can’t miss the hall: it’s the red building.', rule: id('guarantee-cannot-go-wrong') },
    { input: 'Can this go wrong? Yes, if the venue cancels.', rule: id('guarantee-cannot-go-wrong') },
    { input: 'The day will start at 2 pm with the ceremony.', rule: id('guarantee-will-work-out') },
    { input: 'If nothing goes wrong, the files will sync overnight.', rule: id('guarantee-will-work-out') },
    { input: 'You won’t slip on the new mats.', rule: id('guarantee-you-will-not-lose') },
    { input: 'You’ll get a great view from the balcony seats.', rule: id('guarantee-you-will-succeed') },
    { input: 'The guests will need a parking code.', rule: id('mind-reading-others-do-not-blame-you') },
    { input: 'Sometimes they know exactly what they’re doing, and sometimes they don’t.', rule: id('mind-reading-others-definitely-feel') },
  ],
};
