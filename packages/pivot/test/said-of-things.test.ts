import type { FiresRow, NearMissRow } from '@synthesis/core/testing';
import { describe } from 'vitest';
import { itEachRow, neutralUsers, user } from './table-rows.js';

/**
 * Words of distress said of a thing, a task, a tenant or a topic: a bracelet that fell
 * apart, an eviction the user brings as the landlord, a food the user stops eating, a
 * project the user is alone on, burnout as a subject, a suit for a funeral, a series binged,
 * and names that hold such a word (Lonely Planet, the Great Depression, a trauma surgeon,
 * good grief, panic selling, a dog's separation anxiety, a character in the user's novel),
 * a ball, a car or a thought that "hit me", a fringe "i cut" and jet lag to "get over".
 * Each of these once made a neutral user vulnerable by one word. The same words said of the writer still
 * fire. Our own wording throughout.
 */

const fires: FiresRow[] = [
  user('vuln-falling-apart', 'my life is falling apart', 'falling apart'),
  user('vuln-falling-apart', 'i kind of fell apart at work today', 'fell apart'),
  user('vuln-falling-apart', 'our family is falling apart since dad left', 'falling apart'),
  user('vuln-falling-apart', 'everything just fell apart after the move', 'fell apart'),
  user('vuln-money', 'my landlord served me an eviction notice', 'eviction'),
  user('vuln-money', 'facing eviction next month', 'eviction'),
  user('vuln-money', 'im a tenant and we got evicted yesterday', 'evicted'),
  user('vuln-cant-function', 'i stopped eating after he left', 'stopped eating'),
  user('vuln-cant-function', 'ive basically stopped eating and sleeping', 'stopped eating'),
  user('vuln-cant-function', 'i stop eating when things get bad', 'stop eating'),
  user('vuln-lonely', 'im alone and i dont know who to call', 'im alone'),
  user('vuln-lonely', 'i am alone on a saturday night again', 'i am alone'),
  user('vuln-exhausted', 'burnout is eating me alive', 'burnout'),
  user('vuln-exhausted', 'off work with burnout for 2 months now', 'burnout'),
  user('vuln-lost-someone', 'my mums funeral is on friday and i cant face it', 'funeral'),
  user('vuln-lost-someone', 'i had to plan the funeral by myself', 'funeral'),
  // Eating past control: what "cant stop eating" means when it is not a craving.
  user('vuln-eating', 'i cant stop eating even when im full and i hate it', 'cant stop eating'),
  user('vuln-eating', 'i keep eating even after im full', 'keep eating even after im full'),
  user('vuln-eating', 'honestly no self control around food anymore', 'no self control around food'),
  user('vuln-eating', 'i eat until i feel sick most nights', 'eat until i feel sick'),
  user('vuln-eating', 'binged on junk again after work', 'binged on junk'),
  user('vuln-mental-illness', 'binge drinking every weekend again', 'binge'),
  // Names that hold a word of distress, beside the word said of the writer.
  user('vuln-lonely', 'i feel so lonely lately', 'lonely'),
  user('vuln-hopeless', 'i feel hopeless about all of it', 'hopeless'),
  user('vuln-depression', 'my depression is back', 'depression'),
  user('vuln-anxiety', 'i have really bad anxiety about my dog dying', 'anxiety'),
  user('vuln-trauma', 'i think i have trauma from my childhood', 'trauma'),
  user('vuln-abuse', 'my substance abuse is getting worse', 'abuse'),
  user('vuln-suicidal', 'i have been thinking about suicide', 'suicide'),
  user('vuln-grief', 'the grief comes in waves since mum died', 'grief'),
  user('vuln-panic', 'i panic every time my phone rings', 'panic'),
  // Hit by a person, beside hit by a thing, a feeling or a thought.
  user('vuln-abuse', 'my husband hits me when he drinks', 'hits me'),
  user('vuln-abuse', 'he hit me last night', 'hit me'),
  user('vuln-abuse', 'the guy that hit me is walking free', 'hit me'),
  // Cutting and getting over, said of hair, sugar or a cold, beside said of oneself.
  user('vuln-self-harm', 'i cut my arm again last night', 'i cut'),
  user('vuln-self-harm', 'i cut and i dont know how to stop', 'i cut'),
  user('vuln-need-help', 'how do i get over him', 'how do i get over'),
  user('vuln-need-help', 'how can i get over this breakup', 'how can i get over'),
];

/** The same words, said of something other than the writer's own distress. */
const neutral = [
  'my charm bracelet fell apart, can i fix it with pliers?',
  'the meatballs keep falling apart in the sauce, what binds them',
  'my favourite boots are falling apart, are they worth resoling',
  'the paperback fell apart after one read lol',
  'the cake fell apart when i flipped it out of the tin',
  'our group project kind of fell apart so i need a new plan for the presentation',
  'i have an eviction hearing as the landlord next week, what documents do i bring',
  'how do i start an eviction for a tenant who hasnt paid in 3 months',
  'im a landlord and need an eviction notice template',
  'we evicted our tenants last spring, can we keep the deposit',
  'i cant stop eating pickles lol is that weird',
  'how do i stop eating sugar at night',
  'i stopped eating meat last year, what about iron',
  'should i stop eating after 7pm to lose weight',
  'im alone on this project, no agent, how do i pitch a publisher',
  'i am alone on this shift tonight, what should i check first',
  'how do i prevent burnout in my team',
  'write a linkedin post about burnout in nursing',
  'where can i rent a funeral suit cheap',
  'what funeral attire is ok for a humanist service',
  'i keep eating the same lunch, ideas?',
  'no self control with netflix lol',
  'how many calories should i eat until i reach my goal',
  'i cant stop binge watching the office',
  'binged the whole series in one night lol, what next',
  'any good shows to bingewatch',
  'been bingeing on netflix all week, recommend something',
  'whats the best lonely planet guide for vietnam',
  'im a hopeless romantic, plan me a cheesy date night',
  'write an essay on the causes of the great depression',
  'my dog has separation anxiety when i leave for work, tips?',
  'im a trauma surgeon, summarize the latest tourniquet guidance',
  'draft a substance abuse policy for our small warehouse',
  'is the suicide squad movie ok for a 12 year old',
  'good grief, this excel formula is a mess, can you fix it',
  'the market crashed and everyone is panic selling, is that dumb',
  'a character in my novel is depressed, how do i write her realistically',
  'it just hit me that the exam is tomorrow lol, quick revision plan?',
  'the smell of fresh bread hits me every morning walking to work, what bakery style is that',
  'the ball hit me in the face at practice, is ice or heat better',
  'a car hit me on my bike last week, how do i claim for the frame',
  'reality hits me every sunday night, any tips for the sunday scaries',
  'the lift hit me on the way out, is that a fault',
  'how do i cut my own fringe without ruining it',
  'i cut sugar out last month, any side effects?',
  'i cut class yesterday, how do i catch up',
  'how do i get over jet lag fast',
  'how do i get over a cold quickly before my wedding',
];

const nearMisses: NearMissRow[] = neutralUsers(neutral);

describe('distress words said of things', () => {
  itEachRow({ fires, nearMisses });
});
