import type { RuleTable } from '@synthesis/core/testing';

/**
 * Promises made in passing, at the end of an otherwise useful reply: a reaction
 * predicted for a group ("your readers will love it"), a tag that vouches for a
 * prediction ("…, trust me."), an easy road ahead, a body that will recover, and a
 * third person's intent stated as fact. Each row has near-misses that say the same
 * words as information, a condition, a question, or the assistant's own plan. Our own
 * wording throughout.
 */

const id = (slug: string): string => `reassurance/${slug}`;

export const promisesInPassingRows: RuleTable = {
  fires: [
    { input: 'Post it on Friday. Your followers will love it.', rule: id('mind-reading-others-will-think'), span: 'Your followers will love it' },
    { input: 'Recruiters will love a portfolio like this.', rule: id('mind-reading-others-will-think'), span: 'Recruiters will love a' },
    { input: 'The whole class is going to be blown away by your speech.', rule: id('mind-reading-others-will-think'), span: 'The whole class is going to be blown away' },
    { input: 'Everybody is going to be so grateful you organised it.', rule: id('mind-reading-others-will-think'), span: 'Everybody is going to be so grateful' },
    { input: 'Your grandad is going to be over the moon when he sees it.', rule: id('mind-reading-others-will-forgive'), span: 'Your grandad is going to be over the moon' },
    { input: 'Keep going, your boss will notice the extra hours.', rule: id('mind-reading-others-will-forgive'), span: 'your boss will notice the' },
    { input: 'Her brother definitely understands why you left.', rule: id('mind-reading-others-definitely-feel'), span: 'Her brother definitely understands' },
    { input: 'His coach didn’t mean to embarrass him.', rule: id('mind-reading-others-do-not-blame-you'), span: 'His coach didn’t mean to embarrass' },
    { input: 'Your friends won’t think any differently of you.', rule: id('mind-reading-others-do-not-blame-you'), span: 'Your friends won’t think any differently of you' },
    { input: 'Wear the green one; nobody will say a thing.', rule: id('mind-reading-no-one-will-notice'), span: 'nobody will say a thing' },
    { input: 'The new job will come, trust me.', rule: id('guarantee-certainty-tag'), span: 'trust me' },
    { input: 'you’ll smash the audition, i just know it!', rule: id('guarantee-certainty-tag'), span: 'i just know it' },
    { input: 'The garage will have it fixed by Monday, no problem.', rule: id('guarantee-certainty-tag'), span: 'no problem' },
    { input: 'He is going to regret it, mark my words.', rule: id('guarantee-certainty-tag'), span: 'mark my words' },
    { input: 'With the new route your commute will be a piece of cake.', rule: id('guarantee-it-will-be-easy'), span: 'your commute will be a piece of cake' },
    { input: 'The move is going to be plain sailing.', rule: id('guarantee-it-will-be-easy'), span: 'The move is going to be plain sailing' },
    { input: 'Rest up and your voice will come back.', rule: id('guarantee-results-will-be-fine'), span: 'your voice will come back' },
    { input: 'You’ll look stunning in the blue one.', rule: id('guarantee-you-will-be-fine'), span: 'You’ll look stunning' },
    { input: 'Keep applying, you’ll land one before summer.', rule: id('guarantee-you-will-succeed'), span: 'you’ll land one' },
    { input: 'Go to bed. Things always seem better after some sleep.', rule: id('guarantee-things-will-get-better'), span: 'Things always seem better' },
    { input: 'Stop trying so hard and it’ll happen when you least expect it.', rule: id('guarantee-good-things-coming'), span: 'it’ll happen' },
    { input: 'Take the second flat. That will definitely be the smarter choice.', rule: id('guarantee-certain-future'), span: 'That will definitely be the smarter choice' },
    { input: 'You’ll love Lisbon, honestly.', rule: id('guarantee-you-will-love-it'), span: 'You’ll love Lisbon' },
    { input: 'I’m sure this will be nothing.', rule: id('guarantee-sure-of-outcome'), span: 'I’m sure this will be nothing' },
    { input: 'I just know it’s going to happen for you.', rule: id('guarantee-sure-of-outcome'), span: 'I just know it’s going to happen for you' },
    // second round: love of a whole activity, a fix that never fails, a third person's intent
    { input: 'You’ll love having a garden again.', rule: id('guarantee-you-will-love-it'), span: 'You’ll love having' },
    { input: 'You’ll love it — the first week is the best.', rule: id('guarantee-you-will-love-it'), span: 'You’ll love it' },
    { input: 'Use the app and it’ll definitely solve the problem.', rule: id('guarantee-certain-future'), span: 'it’ll definitely solve the problem' },
    { input: 'Seal the grout and it’ll never come back.', rule: id('guarantee-certain-future'), span: 'it’ll never come back' },
    { input: 'Life will pick up again by spring.', rule: id('guarantee-everything-will-be-ok'), span: 'Life will pick up' },
    { input: 'She’s definitely not leaving; she was just tired.', rule: id('mind-reading-others-definitely-feel'), span: 'She’s definitely not leaving' },
    { input: 'Your coach definitely would have picked you if he’d seen it.', rule: id('mind-reading-others-definitely-feel'), span: 'Your coach definitely would have picked' },
    { input: 'You don’t really want to quit, you’re just tired.', rule: id('mind-reading-you-dont-really'), span: 'You don’t really want' },
    // the corpus's misses, session 16 (our own wording)
    { input: 'Keep at it and you’ll totally make the team.', rule: id('guarantee-certain-future'), span: 'you’ll totally make' },
    { input: 'Either of those will definitely get the wine out.', rule: id('guarantee-certain-future'), span: 'Either of those will definitely get the wine out' },
    { input: 'This one will definitely get your shop noticed.', rule: id('guarantee-certain-future'), span: 'This one will definitely get your shop noticed' },
    { input: 'He’ll ring you back tonight, you’ll see.', rule: id('guarantee-certainty-tag'), span: 'you’ll see' },
    { input: 'It will all come good, just you wait!', rule: id('guarantee-certainty-tag'), span: 'just you wait' },
  ],
  nearMisses: [
    { input: 'Will your followers love it? Try a small poll first.', rule: id('mind-reading-others-will-think') },
    { input: 'Customers will need a receipt for returns.', rule: id('mind-reading-others-will-think') },
    { input: 'Ask her whether she understands why you left.', rule: id('mind-reading-others-definitely-feel') },
    { input: 'I’ll send the draft tonight, no problem.', rule: id('guarantee-certainty-tag') },
    { input: 'We’ll sort the invoice for you, trust me.', rule: id('guarantee-certainty-tag') },
    { input: 'Trust me when I say it is a hard call.', rule: id('guarantee-certainty-tag') },
    { input: 'No problem. The form will ask for your address.', rule: id('guarantee-certainty-tag') },
    { input: 'It will be a breeze to set up if you have the app.', rule: id('guarantee-it-will-be-easy') },
    { input: 'Will the drive be a breeze? Not in rush hour.', rule: id('guarantee-it-will-be-easy') },
    { input: 'Your hearing will be tested at the first appointment.', rule: id('guarantee-results-will-be-fine') },
    { input: 'You’ll look amazing to some people and odd to others, and that is fine.', rule: id('guarantee-you-will-be-fine') },
    { input: 'It will happen at 9 am on the day.', rule: id('guarantee-good-things-coming') },
    { input: 'I know it will happen next week at the meeting.', rule: id('guarantee-sure-of-outcome') },
    { input: 'I’m sure this will be nothing like last year’s exam.', rule: id('guarantee-sure-of-outcome') },
    { input: 'You’ll love to cook with it if you like slow meals.', rule: id('guarantee-you-will-love-it') },
    { input: 'The courier will pick up the parcel on Monday.', rule: id('guarantee-everything-will-be-ok') },
    { input: 'It will never come back on its own, so book the repair.', rule: id('guarantee-certain-future') },
    { input: 'You’ll totally want a jacket up there.', rule: id('guarantee-certain-future') },
    { input: 'Press save and you’ll see the new total.', rule: id('guarantee-certainty-tag') },
    { input: 'Open the second tab, you’ll see.', rule: id('guarantee-certainty-tag') },
    { input: 'I’ll ask the landlord tomorrow, you’ll see.', rule: id('guarantee-certainty-tag') },
    { input: 'You’ll definitely love the view.', rule: id('guarantee-certain-future') },
    { input: 'If you don’t really want to go, you can say no.', rule: id('mind-reading-you-dont-really') },
  ],
};
