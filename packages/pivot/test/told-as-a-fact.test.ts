import type { FiresRow, NearMissRow } from '@synthesis/core/testing';
import { describe } from 'vitest';
import { itEachRow, neutralUsers, user } from './table-rows.js';

/**
 * Distress stated as a plain fact, with no feeling word: the count of nights without
 * sleep, being awake in the small hours again, knowing nobody in a new town, nobody
 * texting, a pregnancy scan without a heartbeat, a parent in a hospice, food not kept
 * down, nude images of the writer passed round, the first holiday without someone,
 * pulling back from the world. Each idea widens the rule that already owned it. Before
 * session 32 no row here had the finding it names, and 29 of the 31 users were not
 * detected as vulnerable at all. Our own wording throughout.
 */

const fires: FiresRow[] = [
  user('vuln-no-sleep', 'fourth night with no sleep and the inspection is tomorrow', 'night with no sleep'),
  user('vuln-no-sleep', '2nd night in a row no sleep', 'night in a row no sleep'),
  user('vuln-no-sleep', 'awake at 4am every night doing sums in my head', 'awake at 4am every night'),
  user('vuln-no-sleep', 'its 3am and im still staring at the bank app', 'its 3am and im still'),
  user('vuln-isolated', 'three months in leeds and i dont know a single person here', 'dont know a single person'),
  user('vuln-isolated', 'nobody at the office even knows my name', 'nobody at the office even knows my name'),
  user('vuln-isolated', 'nobody texts me unless they need something', 'nobody texts me'),
  user('vuln-isolated', 'not one person from the team has messaged since i left', 'not one person from the team has messaged'),
  user('vuln-isolated', 'since the move ive got like zero people here', 'ive got like zero people'),
  user('vuln-isolated', 'the bus driver is the person i talk to most these days', 'the person i talk to most'),
  user('vuln-isolated', 'honestly i talk to my landlord more than anyone', 'i talk to my landlord more than anyone'),
  user('vuln-death-close', 'she died in october and the house still smells of her', 'she died in october'),
  user('vuln-death-close', 'he passed on friday, the service is next week', 'he passed on friday'),
  user('vuln-diagnosis', 'grandad moved into a hospice this week', 'hospice'),
  user('vuln-diagnosis', 'the sonographer couldnt find a heartbeat', 'couldnt find a heartbeat'),
  user('vuln-diagnosis', 'another bfn this morning. month 14', 'bfn'),
  user('vuln-diagnosis', 'both embryos came back abnormal so no transfer', 'embryos came back abnormal'),
  user('vuln-addiction', 'been drinking most nights to switch off', 'drinking most nights'),
  user('vuln-hopeless', 'honestly its over for me in this industry', 'its over for me'),
  user('vuln-hopeless', 'starting to think i never get to have a normal life', 'i never get to have a'),
  user('vuln-cant-cope', 'three jobs and the kids. cant keep doing this', 'cant keep doing this'),
  user('vuln-body-distress', 'havent kept breakfast down all week', 'havent kept breakfast down'),
  user('vuln-body-distress', 'i throw up before every shift now', 'throw up before every'),
  user('vuln-body-distress', 'my hands still shake thinking about it', 'hands still shake'),
  user('vuln-abuse', 'someone made deepfake nudes of me and sent them to my class', 'deepfake nudes of me'),
  user('vuln-abuse', 'my ex posted my nudes in a group chat', 'posted my nudes'),
  user('vuln-lonely', 'first christmas without nan and everyone wants to play games', 'first christmas without nan'),
  user('vuln-lonely', 'first eid without nana', 'first eid without nana'),
  user('vuln-lonely', 'first xmas without grandad', 'first xmas without grandad'),
  user('vuln-avoidance', 'ive stopped answering the door', 'ive stopped answering the door'),
  user('vuln-avoidance', 'i have stopped going to church since the funeral', 'i have stopped going to church'),
];

const neutral = [
  'he died in march 1815 according to the plaque, can you check',
  'i work in a hospice, what training do new volunteers need',
  'i volunteer in the hospice shop on saturdays, how do i price books',
  'the night with no sleep before a flight, any tips for jet lag',
  'im up at 5am for the gym, what should i eat before',
  'its 2am in tokyo right now, what time is it in london',
  'nobody at the office knows the wifi password, where would it be',
  'do not know a single person who likes olives lol',
  'all three embryos were graded, what does 4aa mean',
  'our first christmas without snow in years, any dessert ideas',
  'the first anniversary without the in-laws visiting, what should we cook',
  'ive stopped going to the gym on mondays, is that bad for gains',
  'who i talk to most on discord is my cousin, how do i make a server',
  'i cant keep doing this exercise without my knee hurting, alternatives?',
  'my hands shake after too much coffee, how much is too much',
  'the cat threw up twice, should i call the vet',
];

const nearMisses: NearMissRow[] = neutralUsers(neutral);

describe('distress told as a plain fact', () => {
  itEachRow({ fires, nearMisses });
});
