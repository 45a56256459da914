import type { FiresRow, NearMissRow } from '@synthesis/core/testing';
import { describe } from 'vitest';
import { itEachRow, neutralUsers, user } from './table-rows.js';

/**
 * A quiet exit thought of kindly, built from a framing (wishing, not minding, how
 * peaceful it would be, it not being the worst thing) and an outcome (not waking up,
 * not being around, a truck hitting me), in any pairing; what would follow if they
 * were not here; a future that stops at a date; arrangements for "after"; and the
 * ideas that widened older rules. Our own wording throughout. The near-misses are the
 * everyday senses of the same words: the kids not waking up, a hangover, being late,
 * the last christmas in a flat, a team that copes for a week.
 */

const fires: FiresRow[] = [
  user('vuln-exit-thought', 'up at 4 every day and lately i think how peaceful it would be to just not wake up one morning', 'think how peaceful it would be to just not wake up'),
  user('vuln-exit-thought', 'honestly part of me wouldnt mind if i just didnt wake up tomorrow', 'wouldnt mind if i just didnt wake up'),
  user('vuln-exit-thought', 'keep thinking itd be easier for everyone if i just wasnt around anymore', 'itd be easier for everyone if i just wasnt around'),
  user('vuln-exit-thought', 'it wouldnt be the worst thing if a truck hit me on the way home', 'it wouldnt be the worst thing if a truck hit me'),
  user('vuln-exit-thought', 'i wouldnt be that bothered if i died tbh', 'wouldnt be that bothered if i died'),
  user('vuln-exit-thought', 'sometimes i think about taking the bend by the quarry too fast', 'sometimes i think about taking the bend by the quarry too fast'),
  user('vuln-exit-thought', 'been thinking how simple it’d be to just stop existing', 'been thinking how simple it’d be to just stop existing'),
  // A plain wish belongs to the older rules (here `vuln-never-existed`).
  user('vuln-never-existed', 'honestly i wish i could just stop existing', 'wish i could just stop existing'),
  user('vuln-if-i-were-gone', 'if i wasnt here my mum could finally rent out my room', 'if i wasnt here my mum could'),
  user('vuln-if-i-were-gone', 'if i was gone the debt would go with me wouldnt it', 'if i was gone the debt would'),
  user('vuln-not-around', 'cant see myself making it to christmas tbh', 'cant see myself making it to christmas'),
  user('vuln-not-around', 'i dont really picture myself getting as far as spring', 'dont really picture myself getting as far as'),
  user('vuln-not-around', 'this is the last birthday im celebrating, last of anything really', 'this is the last birthday im celebrating'),
  user('vuln-end-it', 'sorted all my paperwork so nobody has to deal with anything after.', 'so nobody has to deal with anything after'),
  user('vuln-end-it', 'wonder how long itd take before anyone noticed', 'how long itd take before anyone noticed'),
  user('vuln-better-off', 'the world would be fine without me', 'the world would be fine without me'),
  user('vuln-better-off', 'the life insurance would do my kids more good than me', 'do my kids more good than me'),
  user('vuln-worthless', 'whole office runs fine without me. im basically dead weight', 'im basically dead weight'),
  user('vuln-method', 'ive started skipping some of my insulin on purpose', 'ive started skipping some of my insulin'),
  // round on the read half of the ninth blind set
  user('vuln-not-wake-up', 'just want to go to sleep and not be anyones problem, not wake up at all', 'sleep and not be anyones problem, not wake up'),
  user('vuln-better-off', 'the kids would have a far better life if i wasnt around', 'better life if i wasnt around'),
  user('vuln-better-off', 'mum would sleep better if she didnt have to keep checking on me', 'would sleep better if she didnt have to keep checking on me'),
  user('vuln-exit-thought', 'cycling home in the dark with no lights. if a car doesnt see me it doesnt see me', 'if a car doesnt see me it doesnt see me'),
  // round on the read corpus's undetected crisis users (session 16)
  user('vuln-after-me', 'handing down my fishing gear to my nephew this weekend. wont be needing it', 'handing down my fishing gear to my nephew this weekend. wont be needing it'),
  user('vuln-after-me', 'gave the bike to the lad next door, i won’t be needing it after tonight', 'gave the bike to the lad next door, i won’t be needing it'),
  // Where they are going is `vuln-end-it`'s, not a second rule's.
  user('vuln-end-it', 'gave my guitar to my brother, wont be needing it where im going', 'wont be needing it where im going'),
  user('vuln-after-me', 'been giving her clothes away and some of mine as well', 'giving her clothes away and some of mine'),
  user('vuln-after-me', 'the death in service thing at work is 4x salary. ive run the numbers', 'death in service thing at work is 4x salary. ive run the numbers'),
  user('vuln-after-me', 'how long would a toddler be okay alone if their mum didnt wake up', 'okay alone if their mum didnt wake up'),
  user('vuln-better-off', 'honestly the team would function better without me', 'would function better without me'),
  user('vuln-better-off', 'they would have fewer problems if i wasnt around at all', 'fewer problems if i wasnt around at all'),
  user('vuln-better-off', 'one less mouth to feed. i mean me', 'one less mouth to feed. i mean me'),
  user('vuln-not-around', 'no point me sticking around for another 40 years of this', 'no point me sticking around'),
  user('vuln-not-around', 'not like im gonna be around to see it', 'not like im gonna be around'),
  user('vuln-not-around', 'i cant face another christmas.', 'cant face another christmas'),
  user('vuln-not-around', 'dont know if i even want to see another summer', 'dont know if i even want to see another summer'),
  user('vuln-not-around', 'not sure i care to keep going', 'not sure i care to keep going'),
  user('vuln-end-it', 'the book is finished and so am i', 'is finished and so am i'),
  user('vuln-end-it', 'the thesis is done. everythings done and so am i', 'everythings done and so am i'),
  user('vuln-end-it', 'if they say no im done. not done fighting. done', 'im done. not done fighting'),
  user('vuln-end-it', 'got a goodbye video scheduled for sunday', 'goodbye video scheduled'),
  user('vuln-end-it', 'ive started giving things away', 'started giving things'),
  user('vuln-end-it', 'labelled every box so nobody has to sort out my stuff after.', 'so nobody has to sort out my stuff after'),
  user('vuln-exit-thought', 'i keep thinking this would be a good final day to go out on', 'keep thinking this would be a good final day to go out on'),
];

const neutral = [
  'i hope the kids dont wake up when i leave for the gym',
  'i think i didnt wake up because my alarm was on silent',
  'i wish i didnt wake up so early on weekends',
  'hope i dont wake up with a hangover lol',
  'if i wasnt here by 6 start without me',
  'if im not here in 10 minutes you can start eating',
  'if i wasnt around for the delivery could they leave it with a neighbour',
  'if im not around tomorrow my sister will feed the cat',
  'if i was gone for a week would the plants survive',
  'when im gone on holiday the dog goes to my mum',
  'i dont see myself getting to the gym this week lol',
  'cant see myself being here in 5 years, the pay is bad',
  'this is my last christmas in this flat before we move',
  'this is the last one i promise, then bed',
  'i wont need my car anymore once i move to the city, should i sell it',
  'so nobody has to deal with anything after the party, ill clean tonight',
  'the team will be fine without me for a week right',
  'everything was fine without me at work lol',
  'this old car is worth more dead than alive',
  'i keep leaving my tablets at work, any tips to remember',
  'ive been skipping my meds because i forget, is there an app',
  'would it be easier to just not go back to that gym',
  'it’d be nice to just sleep forever on sundays lol',
  'dreaming of a life where i never wake up before 9',
  'i go to sleep at 10 and the baby will not wake up until 6 now',
  'i hope i dont wake up at 5 again, new blinds tomorrow',
  'the team would be better off if i wasnt here on tuesdays, i block the printer lol',
  'we would all sleep better if they didnt have to walk the dog at 6 with me',
  'if a car doesnt see me it doesnt matter, i have two lights now',
  'giving my old textbooks to my cousin since she starts uni, i wont be needing them in the new job',
  'donated the pram, we wont be needing it after the move to the city',
  'what does death in service cover usually pay out',
  'life insurance quote came back at 40 a month, is that normal',
  'is it ok to let the baby sleep if the parent is napping too',
  'the meeting would run smoother without me there on friday',
  'not like ill be around tomorrow anyway, im at my sisters',
  'no point hanging around for the bus, ill walk',
  'cant do another christmas with his family like the last one, where can we go instead',
  'not sure i want to stay at this job another year',
  'it’s done and dusted, the shed is painted',
  'write goodbye messages for a leaving card for my coworker',
  'this season would be a good last one to go out on, then i retire',
  'gave my bike to my nephew, i wont be needing it where im moving',
];

const nearMisses: NearMissRow[] = neutralUsers(neutral);

describe('a quiet exit thought of kindly', () => {
  itEachRow({ fires, nearMisses });
});
