/**
 * A loss told as a scene, with no feeling named: the day it would have been, the first
 * one since, the voicemail kept, the places still set, the house gone quiet, a partner
 * kept away, a prognosis in days (session of 2026-11-24, the third). Our own wording.
 */
import type { FiresRow, NearMissRow } from '@synthesis/core/testing';
import { neutralUsers, user } from './table-rows.js';

export const lossScenesFires: FiresRow[] = [
  user('vuln-lost-someone', 'her due date would have been the 2nd. work rang about cover shifts', 'due date would have been'),
  user('vuln-lost-someone', 'grandma would’ve turned 88 today, what cake did people make in the 50s', 'would’ve turned 88 today'),
  user('vuln-lonely', 'first easter since mum. do i still do the egg hunt for the little ones', 'first easter since mum'),
  user('vuln-lonely', 'first christmas since dad died and the tree is still in the loft', 'first christmas since dad died'),
  user('vuln-lost-someone', 'i still ring his voicemail when the train goes through the tunnel', 'ring his voicemail'),
  user('vuln-lost-someone', 'saved her last voice note to three different places', 'her last voice note'),
  user('vuln-lost-someone', 'do groomers refund a booking if you dont have the dog anymore', 'dont have the dog anymore'),
  user('vuln-lost-someone', 'kept making two mugs of tea every morning this week', 'kept making two mugs'),
  user('vuln-lost-someone', 'laid 5 places at the table again tonight', 'laid 5 places at the table again'),
  user('vuln-lost-someone', 'still have her collar on the bedpost', 'still have her collar'),
  user('vuln-lost-someone', 'his slippers are still by the back door', 'his slippers are still by'),
  user('vuln-death-close', 'the nurse said weeks, not months. how do i tell work', 'said weeks, not months'),
  user('vuln-someone-missing', 'the deployment just got extended to march. what do i tell a four year old', 'deployment just got extended'),
  user('vuln-someone-missing', 'my brother is in prison and mum wont say his name', 'my brother is in prison'),
  user('vuln-someone-missing', 'hes in jail for 2 years, can i send books in', 'hes in jail for 2 years'),
  user('vuln-job-loss', 'got escorted out by security at 4pm, they boxed my mug', 'escorted out by security'),
  user('vuln-isolated', 'the flat is really quiet since she took the cat', 'flat is really quiet'),
  user('vuln-isolated', 'we had tea in silence again', 'had tea in silence'),
  user('vuln-isolated', 'thirty years married and we have nothing to say to each other', 'have nothing to say to each other'),
];

export const lossScenesNearMisses: NearMissRow[] = [
  ...neutralUsers([
    // Plans, dates and places, not an absence.
    'the party would have been better with a dj, any tips for next year',
    'first christmas without work emails in a decade, what should we cook',
    'how do i change the voicemail greeting on a pixel',
    'how do i play the voicemail on my iphone',
    'her last text was just k, is she mad',
    'his shoes are still in the box, can i return them',
    'first christmas since we moved, what decorations ship well',
    'setting 6 places at the table for sunday lunch, centrepiece ideas',
    'still have his receipt, can i return the boots',
    'delivery takes days, not weeks, with the new courier',
    'my tour got extended by a week in rome, what else should i see',
    'the posting deadline was extended to friday, can i still apply',
    'is the prison break show worth watching',
    'the house is so quiet for once, kids at camp, what should i read',
    // Someone else's pet, a shop closed for a holiday.
    'my coworker’s dog died last week, what do i write in the card',
    'closing the shop for two weeks in august for our holiday, what should the sign say',
  ]),
];
