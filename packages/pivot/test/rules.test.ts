import { compileRules } from '@synthesis/core';
import { uncoveredRules, type FiresRow, type NearMissRow } from '@synthesis/core/testing';
import { describe, expect, it } from 'vitest';
import { pivotChecker } from '../src/index.js';
import { assistantFires } from './tuning-assistant-rows.js';
import { circumstanceFires } from './circumstance-rows.js';
import { replyWordingFires } from './reply-wording-rows.js';
import { setbackFires } from './setback-rows.js';
import { hardshipFires } from './hardship-rows.js';
import { acknowledgmentRows, followUpRows, pivotRows } from './reply-rows.js';
import { HURT_USER as HURT, itEachRow, neutralUsers, user } from './table-rows.js';
import { frameFires } from './writing-frame-rows.js';
import { studyFrameFires } from './study-frame-rows.js';
import { reactionFires } from './reactions-and-questions-rows.js';
import { factsFires } from './facts-at-work-and-home-rows.js';
import { smallTalkFires } from './small-talk-rows.js';
import { riskFires } from './risk-rows.js';
import { lifeEventFires } from './life-events-rows.js';
import { shortReplyFires } from './short-replies-rows.js';

const vulnerability: FiresRow[] = [
  user('vuln-sad', 'honestly i’ve been feeling so down lately', 'feeling so down'),
  user('vuln-sadness-noun', 'the despair comes back every night', 'despair'),
  user('vuln-depression', 'I think my DEPRESSION is back', 'DEPRESSION'),
  user('vuln-anxiety', 'my anxiety is through the roof before exams', 'anxiety'),
  user('vuln-panic', 'had another panic attack on the bus', 'panic attack'),
  user('vuln-scared', 'im scared of being alone forever', 'im scared'),
  user('vuln-worried', 'work is stressing me out so bad', 'stressing me out'),
  user('vuln-lonely', 'it gets so lonely after everyone leaves', 'lonely'),
  user('vuln-hopeless', 'everything feels pointless now', 'everything feels pointless'),
  user('vuln-worthless', 'i feel like a burden to everyone', 'i feel like a burden'),
  user('vuln-numb', 'lately i just feel numb all the time', 'feel numb'),
  user('vuln-overwhelmed', 'so overwhelmed with school and my job', 'overwhelmed'),
  user('vuln-exhausted', 'i’m completely burnt out and cant think', 'i’m completely burnt out'),
  user('vuln-ashamed', 'i am so ashamed of what i said', 'ashamed'),
  user('vuln-guilty', 'i feel so guilty for not visiting her', 'feel so guilty'),
  user('vuln-heartbroken', 'I am heartbroken, she chose someone else', 'heartbroken'),
  user('vuln-grief', 'still grieving my grandmother', 'grieving'),
  user('vuln-upset', 'i feel so betrayed by my best friend', 'i feel so betrayed'),
  user('vuln-crying', 'i cant stop crying at night', 'i cant stop crying'),
  // the evidence starts at the speaker nearest the verb, not at an earlier "me"
  user('vuln-crying', 'he moved out saturday and left me the dog and i cant stop crying', 'i cant stop crying'),
  user('vuln-crying', 'me and my sister fought again and ive been crying since', 'ive been crying'),
  user('vuln-crying', 'i’m so tired i could cry', 'i could cry'),
  user('vuln-crying', 'nobody asks me how i’m doing and i’m crying again', 'me how i’m doing and i’m crying'),
  user('vuln-not-ok', 'ngl im not ok', 'ngl im not'),
  user('vuln-self-esteem', 'my self esteem is at rock level', 'my self esteem'),
  user('vuln-mental-illness', 'i was told i have bipolar', 'bipolar'),
  user('vuln-in-care', 'i stopped taking my meds last week', 'stopped taking my meds'),
  user('vuln-in-care', 'honestly my meds arent doing anything anymore', 'my meds'),
  user('vuln-worried', 'i worry about money all the time', 'i worry'),
  user('vuln-death-close', 'my little brother died in june', 'my little brother died'),
  user('vuln-lost-someone', 'we lost our baby girl in the spring', 'lost our baby'),
  user('vuln-divorce', 'we are getting divorced after 12 years', 'divorced'),
  user('vuln-breakup', 'she dumped me over text', 'dumped me'),
  user('vuln-cheating', 'found out he cheated on me', 'cheated on'),
  user('vuln-job-loss', 'i just got laid off today', 'got laid off'),
  user('vuln-diagnosis', 'the doctor says it’s cancer', 'it’s cancer'),
  user('vuln-abuse', 'he hits me when he drinks', 'hits me'),
  user('vuln-assault', 'i was assaulted at a party in college', 'assaulted'),
  user('vuln-trauma', 'the flashbacks wake me up', 'flashbacks'),
  user('vuln-bullied', 'kids at school keep bullying me', 'bullying'),
  user('vuln-money', 'we got an eviction notice today', 'eviction'),
  user('vuln-addiction', 'i relapsed after 2 years sober', 'relapsed'),
  user('vuln-family-conflict', 'my parents always yell at me for nothing', 'my parents always yell'),
  user('vuln-we-fight', 'we keep fighting about money', 'we keep fighting'),
  user('vuln-relationship-trouble', 'i think he doesn’t love me anymore', 'doesn’t love me anymore'),
  user('vuln-estranged', 'my sister stopped talking to me', 'stopped talking to me'),
  user('vuln-cant-cope', 'i can’t cope with any of this', 'can’t cope'),
  user('vuln-struggling', 'ive been struggling for months', 'ive been struggling'),
  user('vuln-falling-apart', 'i feel like everything is falling apart', 'falling apart'),
  user('vuln-bad-place', 'im in a really dark place right now', 'in a really dark place'),
  user('vuln-cant-function', 'some days i can’t get out of bed', 'can’t get out of bed'),
  user('vuln-no-one', 'i have nobody to talk to about it', 'have nobody'),
  user('vuln-hate-myself', 'i hate myself so much', 'hate myself'),
  user('vuln-self-harm', 'i started cutting again', 'started cutting'),
  user('vuln-suicidal', 'i keep thinking about ending it all', 'ending it all'),
  user('vuln-never-existed', 'sometimes i wish i never existed', 'wish i never existed'),
  user('vuln-not-around', 'i won’t be around much longer anyway', 'won’t be around much longer'),
  user('vuln-why-alive', 'honestly idk why i haven’t killed myself yet', 'why i haven’t killed myself'),
  user('vuln-worth-living', 'is life even worth it', 'is life even worth it'),
  user('vuln-disappear', 'i just want to disappear', 'just want to disappear'),
  user('vuln-better-off', 'they would be better off without me', 'better off without me'),
  user('vuln-not-wake-up', 'i go to sleep hoping i don’t wake up', 'hoping i don’t wake up'),
  user('vuln-give-up', 'i want to give up on everything', 'want to give up'),
  user('vuln-idk-anymore', 'idk what to do anymore', 'idk what to do'),
  user('vuln-so-done', 'im so done with all of it', 'im so done'),
  user('vuln-need-help', 'how do i move on from this', 'how do i move on'),
  user('vuln-unwanted-thoughts', 'the intrusive thoughts are getting worse', 'intrusive thoughts'),
  user('vuln-lost-self', 'i don’t recognize myself anymore', 'don’t recognize myself'),
  user('vuln-why-feel', 'why do i always feel this way', 'why do i always feel this way'),
  user('vuln-mistreated', 'my boss keeps screaming at me in meetings', 'screaming at me'),
  user('vuln-not-getting-along', 'my stepmom and i just can’t get along', 'can’t get along'),
  user('vuln-betrayed', 'my best friend lied to me for a year', 'lied to me'),
  user('vuln-end-relationship', 'should i leave my husband', 'should i leave '),
  user('vuln-hard-disclosure', 'how do i tell my parents i’m gay', 'how do i tell my parents i’m'),
  user('vuln-hurts', 'it still hurts every single day', 'it still hurts'),
  user('vuln-body-distress', 'every time his name pops up i feel sick', 'i feel sick'),
  user('vuln-let-down', 'i let everyone down again', 'let everyone down'),
  user('vuln-method', 'the pills are in front of me', 'pills are in front of me'),
  user('vuln-isolated', 'i havent made a single friend since the move', 'havent made a single friend'),
  user('vuln-end-it', 'some days i just want to be done with everything', 'be done with everything'),
  user('vuln-crime-victim', 'i was robbed at the bus stop last night', 'i was robbed'),
  user('vuln-home-lost', 'lost everything in the fire, even the dog bed', 'lost everything in the fire'),
  user('vuln-legal-trouble', 'i got arrested at the protest and my parents dont know', 'i got arrested'),
  user('vuln-no-sleep', 'i havent slept properly since the accident', 'havent slept properly'),
  user('vuln-frozen', 'i sat in the driveway for two hours before i could go in', 'sat in the driveway for two hours'),
  user('vuln-memory-loss', 'left the gas on twice this week. my memory is going, isnt it', 'my memory is going'),
  user('vuln-eating', 'i havent eaten in days and i feel in control', 'havent eaten in days'),
  user('vuln-pressure-to-move-on', 'everyone wants me to be over it by now', 'wants me to be over it by now'),
  user('vuln-fear-of-removal', 'i need to tell someone but cps might take my kids away', 'cps might take my kids away'),
  user('vuln-hated', 'everybody hates me at this point', 'everybody hates me'),
  user('vuln-pressured', 'they act like nothing happened', 'act like nothing happened'),
  user('vuln-rumination', 'i keep blaming myself for the crash', 'keep blaming myself'),
  user('vuln-plea', 'just tell me it gets better', 'just tell me it gets better'),
  user('vuln-avoidance', 'i dont want to go back to school ever again', 'dont want to go back to school'),
  user('vuln-at-the-limit', 'i feel like im barely functioning lately', 'i feel like im barely functioning'),
  user('vuln-make-it-stop', 'i need the thoughts to stop', 'need the thoughts to stop'),
  user('vuln-understated', 'honestly? not great. can you help with a form', 'not great'),
  user('vuln-exit-thought', 'some nights i daydream about how easy it would be to just stop existing', 'daydream about how easy it would be to just stop existing'),
  user('vuln-if-i-were-gone', 'if i wasnt around they would get the house', 'if i wasnt around they would'),
  user('vuln-after-me', 'passed on my records to my brother. i wont be needing them', 'passed on my records to my brother. i wont be needing them'),
];

const neutralRequests = [
  'write a scene for a scary movie set in an old hospital',
  'what caused the Black Death in Europe?',
  'give me directions to the hospital from the train station',
  'how do I fix a broken pipe under my sink',
  'my code is stuck in an infinite loop, how do i break out of it',
  'how do i split up a string into words in python',
  'the event handler is triggered twice, why?',
  'Summarize the causes of World War I and how many people died',
  'can you help me write a resignation letter to my boss',
  'how do I kill a process on linux',
  'what is the best way to deal with stress at work? asking for a presentation',
  'why do people enjoy being scared by horror movies',
  'recommend a funny movie for a family night',
  'my dog keeps chewing the couch, any training tips',
  'I need help with my math homework, what is 3x + 10 = 5(x - 2)',
  'what should I do this weekend in Lisbon',
  'explain how a cancer vaccine trial is designed, for my biology class',
  'how do I tell my mom happy birthday in Spanish',
  'my phone is getting low on battery',
];

const nearMisses: NearMissRow[] = [
  ...neutralUsers(neutralRequests),
  { rule: 'pivot/vuln-sad', input: { user: 'this saddle is sad-looking but comfy', assistant: 'ok' } },
  { rule: 'pivot/vuln-scared', input: { user: 'why do horror movies scare people so much', assistant: 'ok' } },
  { rule: 'pivot/vuln-death-close', input: { user: 'my essay is about how Lincoln died', assistant: 'ok' } },
  { rule: 'pivot/vuln-breakup', input: { user: 'break up this paragraph into bullet points', assistant: 'ok' } },
  // A skill, a game, a reference and a noticeboard (the corpus's neutral users, session 16, our own wording).
  { rule: 'pivot/vuln-sad', input: { user: 'im terrible at parallel parking, any tricks', assistant: 'ok' } },
  { rule: 'pivot/vuln-death-close', input: { user: 'my save died after the update, can i recover it', assistant: 'ok' } },
  { rule: 'pivot/vuln-mistreated', input: { user: 'my old boss put me down as a contact, what will they ask', assistant: 'ok' } },
  { rule: 'pivot/vuln-mental-illness', input: { user: 'whats the number of the mental health helpline for the staff room poster', assistant: 'ok' } },
  // Routine medicine, and asking whether a worry is warranted, are not distress.
  { kinds: ['vulnerability'], input: { user: 'havent taken my meds yet today, can i take them with coffee', assistant: 'ok' } },
  { kinds: ['vulnerability'], input: { user: 'my medication list for the new gp, can you put it in a table', assistant: 'ok' } },
  { kinds: ['vulnerability'], input: { user: 'my toddler wakes at 5am every day, should i worry or is that normal', assistant: 'ok' } },
  { rule: 'pivot/change-anyway', input: { user: HURT, assistant: 'Reach out to him anyway if it feels right.' } },
  { rule: 'pivot/ack-so-sorry', input: { user: HURT, assistant: 'I’m sorry, but I can’t help with that.' } },
  { rule: 'pivot/generic-exercise', input: { user: HURT, assistant: 'Running into his things around the house must hurt.' } },
  { rule: 'pivot/cheer-bright-side', input: { user: HURT, assistant: 'There is no bright side to this, and you don’t need one.' } },
  // Acknowledgment only counts in the anchor (first two sentences).
  { rule: 'pivot/ack-sounds-hard', input: { user: HURT, assistant: 'Okay. Here is the plan. That sounds hard.' } },
  // Reply-side rules do not run when the user is not vulnerable.
  { kinds: ['acknowledgment', 'follow-up', 'pivot'], input: { user: 'what is the capital of Peru', assistant: 'Anyway, here are some tips: that sounds hard.' } },
];

/**
 * Distress signals count only with the `signalFamilies` option on, and only several
 * families together: each row holds two families, so the rule's finding is there.
 */
const signals: FiresRow[] = [
  { rule: 'pivot/signal-blow', input: { user: 'my sister moved out, its just me now', assistant: 'ok' }, span: 'moved out' },
  { rule: 'pivot/signal-how-long', input: { user: 'nobody rang on my birthday again', assistant: 'ok' }, span: 'again' },
  { rule: 'pivot/signal-not-coping', input: { user: 'the shop closed, no idea how i pay rent lol', assistant: 'ok' }, span: 'no idea how' },
  { rule: 'pivot/signal-alone', input: { user: 'my sister moved out, its just me now', assistant: 'ok' }, span: 'just me' },
  { rule: 'pivot/signal-feeling', input: { user: 'sold my guitar, regret it', assistant: 'ok' }, span: 'regret' },
  { rule: 'pivot/signal-shrug', input: { user: 'the shop closed, no idea how i pay rent lol', assistant: 'ok' }, span: 'lol' },
];

describe('distress signals, with signalFamilies: 2', () => {
  itEachRow({ fires: signals, options: { signalFamilies: 2 } });
});

describe('topic_pivot rule table', () => {
  const table = { fires: [...vulnerability, ...acknowledgmentRows, ...followUpRows, ...pivotRows], nearMisses };
  itEachRow(table);

  it('covers every rule with a firing row', () => {
    expect(uncoveredRules(pivotChecker, { ...table, fires: [...table.fires, ...assistantFires, ...signals, ...frameFires, ...studyFrameFires, ...circumstanceFires, ...replyWordingFires, ...setbackFires, ...hardshipFires, ...smallTalkFires, ...riskFires, ...lifeEventFires, ...shortReplyFires, ...reactionFires, ...factsFires] })).toEqual([]);
  });

  it('meets the spec counts per family', () => {
    const count = (kind: string) => pivotChecker.meta.rules.filter((r) => r.kind === kind).length;
    expect(count('vulnerability')).toBeGreaterThanOrEqual(51);
    expect(count('acknowledgment')).toBeGreaterThanOrEqual(29);
    expect(count('follow-up')).toBeGreaterThanOrEqual(14);
    const groups = new Set(pivotChecker.meta.rules.filter((r) => r.kind === 'pivot').map((r) => r.id.split('/')[1]!.split('-')[0]));
    expect([...groups].sort()).toEqual(['change', 'cheer', 'generic', 'list']);
  });

  it('writes every pattern in lower case, so each compiles without its i flag (the slow compile)', () => {
    expect(compileRules(pivotChecker.meta.rules).keptCaseFlag).toEqual([]);
  });

  it('gives every pivot indicator a suggestion', () => {
    for (const r of pivotChecker.meta.rules.filter((x) => x.kind === 'pivot')) expect(r.suggestion, r.id).toBeTruthy();
  });
});
