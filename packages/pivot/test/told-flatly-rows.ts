/**
 * Distress told flatly, in passing, often inside a practical question: not wanting to wake,
 * a gun they keep thinking about, who would find them, no point turning up, being sick
 * after meals, crying where no one hears, the power cut off to force them out, a landlord who
 * lets himself in, a fall with no one to help, the knock at the door (session 43). Our own wording.
 */
import type { FiresRow, NearMissRow } from '@synthesis/core/testing';
import { neutralUsers, user } from './table-rows.js';

export const toldFlatlyFires: FiresRow[] = [
  user('vuln-not-wake-up', 'van got repossessed today. wouldnt mind not waking up honestly', 'wouldnt mind not waking up'),
  user('vuln-not-wake-up', 'who’d find me if i went in my sleep, the neighbours dont knock', 'who’d find me'),
  user('vuln-method', 'dads old rifle is still in the loft and i keep thinking about it', 'rifle is still in the loft and i keep thinking about it'),
  user('vuln-give-up', 'whats the point in applying anymore, 60 rejections', 'whats the point in applying'),
  user('vuln-give-up', 'coach benched me again. dont see why i bother', 'dont see why i bother'),
  user('vuln-eating', 'been throwing up after meals since the weigh-in', 'been throwing up after meals'),
  user('vuln-eating', 'living on noodles since the agency stopped my shifts', 'living on noodles'),
  user('vuln-worthless', 'the baby cries and i feel nothing. is there something wrong with me', 'is there something wrong with me'),
  user('vuln-isolated', 'some days i dont speak out loud at all', 'some days i dont speak out loud at all'),
  user('vuln-isolated', 'nobody has rung since my birthday', 'nobody has rung since'),
  user('vuln-lost-someone', 'they told us he wont be coming home. what do i tell the kids', 'told us he wont be coming home'),
  user('vuln-lost-someone', 'got the knock this morning', 'got the knock'),
  user('vuln-crying', 'i run the shower so nobody hears me', 'so nobody hears me'),
  user('vuln-home-lost', 'landlord cut off the water to make us leave, is that legal', 'cut off the water to make us leave'),
  user('vuln-home-lost', 'i sleep in the van now, the mattress fits', 'i sleep in the van now'),
  user('vuln-no-sleep', 'i dont sleep anymore, i just scroll', 'i dont sleep'),
  user('vuln-afraid-of-someone', 'the landlord lets himself in when im at work', 'lets himself in when im'),
  user('vuln-afraid-of-someone', 'someone keeps trying my door handle at 3am', 'keeps trying my door handle'),
  user('vuln-cant-function', 'fell on the stairs and couldnt get up for hours', 'fell on the stairs and couldnt get up'),
  user('vuln-money', 'on crutches now. cant work, cant pay the rent', 'cant work, cant pay'),
  // dread of something in their life still counts, with or without a reason after it
  user('vuln-scared', 'i dread mondays because my boss screams at me', 'i dread'),
];

export const toldFlatlyNearMisses: NearMissRow[] = [
  ...neutralUsers([
    'he wont be coming home for christmas this year, flights are crazy',
    'whats the point of a gym membership if the pool is always shut lol',
    'i fell asleep on the sofa and couldnt get up for work lol',
    'which air rifle is best for a beginner at the club',
    'we sleep in the van on festival weekends, best mattress topper?',
    'got the knock on the door from the delivery guy lol, he left it at no 12',
    'my sister was sick every morning with the twins, is that normal',
    // "dread" as an everyday grumble
    'i dread mondays lol',
    'dreading the school run tbh, any podcast recs',
  ]),
];
