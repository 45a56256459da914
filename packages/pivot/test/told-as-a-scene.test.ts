import type { FiresRow, NearMissRow } from '@synthesis/core/testing';
import { describe } from 'vitest';
import { itEachRow, neutralUsers, user } from './table-rows.js';

/**
 * Distress told through what someone did or has around them rather than named, and the
 * one-word-off near misses of concepts the rules already had: any adverb in `ADV`
 * ("utterly numb"), rumination on its core ("keep going over whether…"), a frozen
 * scene with any vehicle and a loose duration, the means of a quiet exit (pills lined
 * up, a named medicine saved, the bridge again, the gun cabinet, the oncoming lane), a
 * note about where the bank papers are, the insurance as what they would leave. Our
 * own wording throughout; each idea widens the rule that already owned it.
 */

const fires: FiresRow[] = [
  user('vuln-numb', 'i feel utterly numb about all of it', 'feel utterly numb'),
  user('vuln-sad', 'im genuinely miserable at the new place', 'im genuinely miserable'),
  user('vuln-rumination', 'i keep going over whether i locked the gate that night', 'keep going over whether'),
  user('vuln-rumination', 'kept replaying what he said on the drive home', 'kept replaying what'),
  user('vuln-rumination', 'my head just wont switch off', 'my head just wont switch off'),
  user('vuln-rumination', 'going over the meeting on a loop since 6', 'going over the meeting on a loop'),
  user('vuln-frozen', 'sat in the van outside the depot for about two hours', 'sat in the van outside the depot for about two hours'),
  user('vuln-frozen', 'been lying on the bathroom floor since', 'been lying on the bathroom floor since'),
  user('vuln-crying', 'meeting went badly. cried in the car park after', 'cried in'),
  user('vuln-money', 'way behind on the van repayments now', 'behind on the van repayments'),
  user('vuln-money', 'theres a pile of bills on the stairs i cant face', 'pile of bills'),
  user('vuln-money', 'im £60 short for the electric', 'im £60 short'),
  user('vuln-money', 'pip got stopped after the reassessment', 'pip got stopped'),
  user('vuln-job-loss', 'no work coming in since the storm', 'no work coming in'),
  user('vuln-job-loss', 'the bookings have dried up completely', 'bookings have dried up'),
  user('vuln-method', 'counted out all my tablets on the bed', 'counted out all my tablets'),
  user('vuln-method', 'been stashing my codeine for a while', 'stashing my codeine'),
  user('vuln-method', 'walked to the cliffs again after work', 'walked to the cliffs'),
  user('vuln-method', 'stood in front of the gun safe for a long time', 'stood in front of the gun safe'),
  user('vuln-method', 'it would be easy to just let the truck drift across the barrier', 'let the truck drift across the barrier'),
  user('vuln-end-it', 'ive started giving away my things to the neighbours', 'started giving away my things'),
  user('vuln-end-it', 'left a letter in the drawer where she will find it', 'left a letter in the drawer where she will find it'),
  user('vuln-end-it', 'made a list of where all my passwords are for my son', 'list of where all my passwords'),
  user('vuln-not-around', 'dunno if ill be around for the wedding', 'dunno if ill be around'),
  user('vuln-better-off', 'the policy would pay off the mortgage, the life insurance would cover it', 'the life insurance would cover it'),
  user('vuln-give-up', 'i dont even care what happens to me now', 'dont even care what happens to me'),
  user('vuln-trauma', 'cant stop seeing the crash when i shut my eyes', 'cant stop seeing the crash'),
  user('vuln-death-close', 'christmas is strange since dad died', 'since dad died'),
  user('vuln-cant-function', 'stopped taking my meds last week', 'stopped taking my meds'),
  user('vuln-cant-function', 'my husband hasnt got out of bed in days', 'my husband hasnt got out of bed in'),
  user('vuln-cant-function', 'cant be bothered to cook anymore', 'cant be bothered to cook anymore'),
  user('vuln-worth-living', 'honestly whats the point trying', 'whats the point trying'),
  user('vuln-lost-self', 'i want my old life back', 'i want my old life back'),
  user('vuln-hurts', 'she said it was fine which is somehow worse', 'which is somehow worse'),
  user('vuln-body-distress', 'i cant catch a proper breath', 'cant catch a proper breath'),
  user('vuln-no-sleep', 'staring at the ceiling again at 4', 'staring at the ceiling again'),
  user('vuln-falling-apart', 'had a total meltdown at the checkout', 'had a total meltdown'),
  user('vuln-falling-apart', 'work was awful and i just had a meltdown in the loos', 'i just had a meltdown'),
];

const neutral = [
  'i feel hardly nervous at all now, thanks to your tips',
  'i keep replaying this album, what else sounds like it',
  'can you keep going over the plan with me step by step',
  'replaying the match highlights on a loop, best goal ever',
  'sat in the car for an hour waiting for the ferry, what snacks travel well',
  'the baby cried in the car all the way to nan’s, any tips for long drives',
  'we are behind on the project milestones, how do i tell the client',
  'is it worth opening an isa while im a few months behind on saving',
  'the bank called again about my new card, is that a scam',
  'our pills are in a pile in the cupboard, how should we store them',
  'we were 2 players short for the match',
  'no work this friday, bank holiday, what can we do in york',
  'the pills are lined up in the pharmacy by brand, how is that regulated',
  'saving up my holiday days for august',
  'walked to the bridge and back, 5k, is that a good daily walk',
  'where should the gun safe go in a new house',
  'giving away my old baby clothes, which charity takes them',
  'left the keys under the mat where she will find them',
  'a note about where the party is for the invitations',
  'would the insurance cover a cracked windscreen',
  'my life insurance would pay out how much if i switch provider',
  'i care a lot about what happens to the garden when we move',
  'keep seeing ads for this app, is it any good',
  'stopped taking my vitamins, do i need them in summer',
  'my son hasn’t got out of bed before 8 all week, is that normal for a teen',
  'what’s the point of a semicolon',
  'i want my money back from this shop, how do i write the email',
  'the kids had a meltdown over screen time, how do i set limits',
  'staring at the ceiling fan wondering how to clean it',
  'can’t catch the train before 7, any route tips',
];

const nearMisses: NearMissRow[] = neutralUsers(neutral);

describe('distress told as a scene, and concepts firing on their core', () => {
  itEachRow({ fires, nearMisses });
});
