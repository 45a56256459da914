import type { FiresRow, NearMissRow } from '@synthesis/core/testing';
import { describe } from 'vitest';
import { itEachRow, neutralUsers, user } from './table-rows.js';

/**
 * Distress in everyday words: the three rules of `vulnerability-everyday-rules.ts` and the
 * widenings of older rules made with them. Each fires on how people say it and leaves
 * alone the same words said of a workout, a laptop, a spreadsheet or the weather. Our own
 * wording throughout.
 */

const fires: FiresRow[] = [
  user('vuln-at-the-limit', 'honestly im in bits tonight', 'im in bits'),
  user('vuln-at-the-limit', 'ive been barely holding it together since march', 'ive been barely holding it together'),
  user('vuln-at-the-limit', 'i’m hanging on by a thread tbh', 'i’m hanging on by a thread'),
  user('vuln-at-the-limit', 'im absolutely cooked mentally rn', 'im absolutely cooked mentally'),
  user('vuln-falling-apart', 'I think I’m spiralling again', 'spiralling'),
  user('vuln-so-done', 'ive reached breaking point with all of it', 'reached breaking point'),
  user('vuln-so-done', 'i am at the end of my tether', 'at the end of my tether'),
  user('vuln-lost-self', 'im a shell of who i was', 'a shell of who i was'),
  user('vuln-lost-self', 'i dont recognise myself anymore', 'dont recognise myself'),
  user('vuln-make-it-stop', 'i just want it all to stop', 'just want it all to stop'),
  user('vuln-disappear', 'I don’t want to be here anymore', 'don’t want to be here anymore'),
  user('vuln-disappear', 'im so tired of being alive', 'tired of being alive'),
  user('vuln-disappear', 'i just want to disappear for a while', 'just want to disappear'),
  user('vuln-disappear', 'honestly i just want to sleep forever', 'just want to sleep forever'),
  user('vuln-never-existed', 'i wish i could just vanish', 'wish i could just vanish'),
  user('vuln-falling-apart', 'held it in all day then broke down in the car park', 'broke down'),
  user('vuln-money', 'we’ve been in a homeless shelter since the fire', 'homeless'),
  user('vuln-money', 'got an eviction notice pinned to the door', 'eviction'),
  user('vuln-suicidal', 'i wanna unalive myself ngl', 'wanna unalive'),
  user('vuln-worth-living', 'worked every weekend for this. what was the point', 'what was the point'),
  user('vuln-worth-living', 'what was the point of the last 20 years', 'what was the point of the last 20 years'),
  user('vuln-end-it', 'sometimes i think about just driving off and not coming back', 'driving off and not coming back'),
  user('vuln-method', 'thought about just walking into the sea tbh', 'thought about just walking into the sea'),
  user('vuln-exit-thought', 'wouldnt mind if a bus took me out ngl', 'wouldnt mind if a bus took me'),
  user('vuln-better-off', 'i keep thinking everyone would be fine without me', 'everyone would be fine without me'),
  user('vuln-method', 'ive got the pills saved up', 'pills saved up'),
  user('vuln-method', 'been looking at the bridge on my way home every day', 'looking at the bridge'),
  user('vuln-job-loss', 'got made redundant this morning after 19 years', 'got made redundant'),
  user('vuln-job-loss', 'lost the business. 30 years gone', 'lost the business'),
  user('vuln-money', 'the bank is taking the house in march', 'taking the house'),
  user('vuln-money', 'bailiffs came round this morning', 'bailiffs came'),
  user('vuln-death-close', 'we had to put the dog down this morning', 'had to put the dog down'),
  user('vuln-diagnosis', 'the scan showed a mass', 'the scan showed a mass'),
  user('vuln-diagnosis', 'got my results, its stage 3', 'its stage 3'),
  user('vuln-cant-function', 'i havent eaten properly in a week', 'i havent eaten properly'),
  user('vuln-cant-function', 'havent showered in a week, cant be bothered', 'havent showered in a week'),
  user('vuln-addiction', 'ive been drinking every night to get to sleep', 'drinking every night'),
  user('vuln-isolated', 'im the only one who never gets invited', 'im the only one who never gets invited'),
  user('vuln-isolated', 'i eat lunch in my car every day so i dont have to talk to anyone', 'i eat lunch in my car'),
  user('vuln-bad-place', 'it is what it is i guess. been a rough year. anyway how do i fix my boiler', 'been a rough year'),
  user('vuln-understated', 'not great tbh. anyway can u help with my cv', 'not great tbh'),
  user('vuln-understated', 'been better. dad’s not doing well. what flowers last longest', 'dad’s not doing well'),
  user('vuln-abuse', 'he checks my phone every night', 'he checks my phone'),
  user('vuln-abuse', 'my husband wont let me see my friends', 'my husband wont let me see my'),
  user('vuln-better-off', 'my family would be relieved without me', 'my family would be relieved without me'),
  user('vuln-job-loss', 'the company let me go after twelve years', 'the company let me go'),
  user('vuln-isolated', 'everyone at school ignores me', 'everyone at school ignores me'),
  // Widened with them
  user('vuln-breakup', 'wife moved out on saturday', 'wife moved out'),
  user('vuln-breakup', 'she packed her stuff and went while i was at work', 'she packed her stuff and went'),
  user('vuln-trauma', 'i still hear the crash when i close my eyes', 'i still hear the crash'),
  user('vuln-body-distress', 'my chest goes tight whenever my phone buzzes', 'my chest goes tight'),
  user('vuln-numb', 'nothing feels real anymore', 'nothing feels real'),
  user('vuln-self-harm', 'i punch walls till my knuckles bleed', 'punch walls till my knuckles bleed'),
  user('vuln-struggling', 'im properly struggling this week', 'im properly struggling'),
  user('vuln-worthless', 'i feel like such a let down to my family', 'i feel like such a let down'),
];

/** The same words, not said of the writer's own distress. */
const neutral = [
  'im absolutely cooked after leg day lol what should i eat',
  'this bug is killing me, why does my loop run twice',
  'whats the point of a semicolon in python',
  'we put the dog down for a nap and now he wont sleep at night',
  'my mum died her hair purple, what shampoo keeps colour',
  'my laptop died, how do i get my files back',
  'the bridge on my commute is closed, best detour?',
  'how many pills come in a standard blister pack',
  'i just want it to stop raining so i can mow the lawn',
  'i havent eaten breakfast, whats a quick high protein option',
  'lost the business card of a plumber, how do i find him again',
  'what does redundant mean in engineering',
  'remove the redundant code in this function',
  'we lost the match 5-0, write a funny team newsletter',
  'not coming back to this restaurant, how do i write a fair review',
  'the kids are at camp and not coming back until sunday, date ideas?',
  'i flinch when i watch horror movies, recommend a gentle one',
  'i’m at the end of my free trial, how do i cancel',
  'my sleep has been better since i got blackout blinds',
  'what stage 3 of the project plan should cover',
  'the wifi in this hotel is not great tbh, how do i tether my laptop',
  'the market has had a rough year, should i rebalance my pension',
  'he checks my homework every night, is that normal for year 9',
  'i never get invited to speak at the conference, how do i pitch a talk',
  'drove 300 kms today, best stretches for my back?',
  'how many kms is a half marathon',
  'honestly it wouldnt be the worst thing if the car broke down, i want a new one',
  'my laptop just broke down again, is it worth repairing',
  'i want to disappear for a weekend to a cabin, any ideas in wales',
  'i wish i could just disappear into a good book this half term',
  'i want to sleep forever after this exam lol',
  'can i take my 7 year old to a funeral at a mosque, its a neighbours mum',
  'doing a sponsored sleep out for a homeless charity, what should i pack',
  'writing an eviction scene for a short story, what paperwork would the bailiff hold',
];

const nearMisses: NearMissRow[] = neutralUsers(neutral);

describe('distress in everyday words', () => {
  itEachRow({ fires, nearMisses });
});
