import type { FiresRow, NearMissRow } from '@synthesis/core/testing';
import { describe, expect, it } from 'vitest';
import { informalYou } from '../src/informal-you.js';
import { acknowledgmentRows, followUpRows, pivotRows } from './reply-rows.js';
import { HURT_USER, itEachRow, reply } from './table-rows.js';
import { assistantFires } from './tuning-assistant-rows.js';

/** A reply as people text it: lower case, "u", "ur", "r u", "wanna", contractions without apostrophes. */
const TEXTING: readonly (readonly [RegExp, string])[] = [
  [/\byou[’']re\b|\byou are\b/g, 'ur'],
  [/\byourself\b/g, 'urself'],
  [/\byour\b/g, 'ur'],
  [/\byou\b/g, 'u'],
  [/\bare u\b/g, 'r u'],
  [/\bwant to\b/g, 'wanna'],
  [/\b(i|what|that|how|it|don|can|isn|doesn|didn|shouldn|let)[’'](m|s|t|ve|d)\b/g, '$1$2'],
];

function texting(text: string): string {
  return TEXTING.reduce((t, [pattern, by]) => t.replace(pattern, by), text.toLowerCase());
}

describe('informalYou', () => {
  it('lets each you-word take its texting spelling', () => {
    const re = (source: string) => new RegExp(`^(?:${informalYou(source)})$`);
    expect(re('are you safe').test('r u safe')).toBe(true);
    expect(re("you'?re not alone").test('ur not alone')).toBe(true);
    expect(re("you'?re not alone").test('u r not alone')).toBe(true);
    expect(re('you are not alone').test('u r not alone')).toBe(true);
    expect(re('you are not alone').test('ur not alone')).toBe(true);
    expect(re('your feelings').test('ur feelings')).toBe(true);
    expect(re('be kind to yourself').test('be kind to urself')).toBe(true);
    expect(re('do you want to talk').test('do u wanna talk')).toBe(true);
    expect(re('thank you').test('thank you')).toBe(true);
  });
});

/** Every firing row with a word that people text differently, texted: the same rule fires, on the texted span. */
const texted: FiresRow[] = [...acknowledgmentRows, ...followUpRows, ...pivotRows, ...assistantFires].flatMap((row) => {
  const input = row.input as { user: string; assistant: string };
  const assistant = texting(input.assistant);
  if (assistant === input.assistant.toLowerCase()) return [];
  return [{ ...row, input: { user: input.user, assistant }, span: typeof row.span === 'string' ? texting(row.span) : undefined }];
});

describe('every reply-side example with a word people text differently, texted', () => {
  it('has rows to run', () => {
    expect(texted.length).toBeGreaterThan(60);
  });
  itEachRow({ fires: texted });
});

const fires: FiresRow[] = [
  reply('ack-sorry-to-hear', 'im so sorry ur going through this', 'sorry ur going through'),
  reply('follow-holding-up', 'ugh that sucks. how r u holding up?', 'how r u holding up'),
  reply('follow-want-to-talk', 'im here if u wanna vent', 'if u wanna vent'),
  reply('follow-offer-together', 'thats so much. wanna talk about it?', 'wanna talk'),
  reply('follow-someone-trust', 'do u have someone u can call tonight?', 'do u have someone'),
  reply('ack-no-wonder', 'no wonder ur wiped out', 'no wonder ur'),
  reply('generic-exercise', 'have u tried yoga? it helps me', 'have u tried yoga'),
  // texting words beyond "you"
  reply('ack-sounds-hard', 'omg that sounds rly hard', 'that sounds rly hard'),
  reply('ack-sorry-to-hear', 'sry to hear about ur gran', 'sry to hear'),
  reply('ack-so-sorry', 'im so sry, that was so fast', 'im so sry'),
  reply('ack-heavy-heart', 'ugh that sucks so bad', 'that sucks'),
  reply('ack-heavy-heart', 'thats so unfair to u', 'thats so unfair'),
  reply('follow-what-happened', 'whats been going on since sunday?', 'whats been going on'),
];

const nearMisses: NearMissRow[] = [
  // "sucks" that is not about how it is for them
  { rule: 'pivot/ack-heavy-heart', input: { user: HURT_USER, assistant: 'This vacuum really sucks up crumbs.' } },
  { rule: 'pivot/ack-heavy-heart', input: { user: HURT_USER, assistant: 'My old watch sucks at keeping time.' } },
];

describe('informal replies', () => {
  itEachRow({ fires, nearMisses });
});
