import type { FiresRow, NearMissRow } from '@synthesis/core/testing';
import { describe } from 'vitest';
import { itEachRow, neutralUsers, user } from './table-rows.js';

/**
 * Plain signs said in passing: nights without sleep and days without food told as
 * counts, hands that shake with no "my" before them, a wish to be out of the picture,
 * a quiet exit said as a good day to stop or the sea as the lesser evil, not feeling
 * anything, a life wrecked, a scene of sitting in the car for a stretch of time, a
 * letter read thirty times, a week without a word said out loud, the worst mum.
 * Our own wording throughout; each idea widens the rule that already owned it, and
 * each has near-misses in the everyday sense of the same words.
 */

const fires: FiresRow[] = [
  user('vuln-no-sleep', 'havent really slept in a week since the letter', 'havent really slept in a week'),
  user('vuln-no-sleep', 'i didnt sleep at all, the hearing is at 10', 'didnt sleep at all'),
  user('vuln-no-sleep', 'slept like 6 hours total this week', 'slept like 6 hours total this week'),
  user('vuln-body-distress', 'hands keep trembling after the call', 'hands keep trembling'),
  user('vuln-body-distress', 'hands wont stop trembling since the scan', 'hands wont stop trembling'),
  user('vuln-body-distress', 'my hands shake when i open the post now', 'hands shake'),
  user('vuln-cant-function', 'cant eat. tried toast, no', 'cant eat'),
  user('vuln-eating', 'havent eaten properly in days', 'havent eaten properly in days'),
  user('vuln-eating', 'lost 6 kilos since she left', 'lost 6 kilos since she left'),
  user('vuln-better-off', 'they’d all have it easier if i wasnt around', 'easier if i wasnt around'),
  user('vuln-better-off', 'the kids would be better off with a dad who wasnt me', 'better off with a dad who wasnt me'),
  user('vuln-not-wake-up', 'i keep thinking about never waking up', 'thinking about never waking up'),
  user('vuln-not-wake-up', 'if something happens to me on the motorway i wouldnt mind', 'if something happens to me on the motorway i wouldnt mind'),
  user('vuln-method', 'stepping off the cliff sounds peaceful tbh', 'stepping off the cliff sounds peaceful'),
  user('vuln-end-it', 'friday seems like a good day to just stop', 'good day to just stop'),
  user('vuln-numb', 'i honestly dont feel anything anymore', 'dont feel anything'),
  user('vuln-numb', 'feeding him is like holding someone elses baby', 'like holding someone elses baby'),
  user('vuln-hopeless', 'whats the point of carrying on with this', 'whats the point of carrying on'),
  user('vuln-lost-self', 'ive completely ruined my life', 'ive completely ruined my life'),
  user('vuln-frozen', 'sat in the car park for like 45 mins after', 'sat in the car park for like 45 mins'),
  user('vuln-frozen', 'got home and just sat there staring', 'just sat there'),
  user('vuln-rumination', 'read the rejection at least 50 times today', 'read the rejection at least 50 times'),
  user('vuln-isolated', 'realised i havent spoken a word out loud since sunday', 'havent spoken a word out loud'),
  user('vuln-worthless', 'im the worst mum on the planet', 'im the worst mum'),
  user('vuln-worthless', 'she cried for an hour and i snapped. what kind of mother', 'what kind of mother'),
  user('vuln-avoidance', 'been ignoring the letters since march', 'been ignoring the letters since'),
];

const neutral = [
  'i havent slept in a tent before, what should i pack',
  'i havent slept through a storm in a tent, is it loud',
  'slept 9 hours last night, is that too much',
  'my hands were shaking with excitement at the gig',
  'cant eat gluten, any ideas for a birthday cake',
  'cant eat anything with nuts, what should i order',
  'havent eaten since breakfast, what can i cook in 10 minutes',
  'lost 5 kg since i started cycling, how many calories should i eat now',
  'it would be easier if i wasnt working on fridays, how do i ask for that',
  'if something happens to me i dont care who gets the car, just not my brother. how do i write a will',
  'walking into the sea at sunrise on holiday was the best',
  'is now a good time to stop watering the lawn',
  'i dont feel anything when i take this pill, is it working',
  'whats the point of a semicolon in code',
  'this game ruined my weekend lol',
  'sat in the car for 30 minutes waiting for the school pickup',
  'the cat just sat there and stared at me lol',
  'read the instructions like 20 times and the desk still wobbles',
  'i didnt say a word about the surprise party',
  'my mum is the worst at texting, she uses full stops',
  'ignoring the notifications on this app, how do i turn them off',
];

const nearMisses: NearMissRow[] = neutralUsers(neutral);

describe('plain signs said in passing', () => {
  itEachRow({ fires, nearMisses });
});
