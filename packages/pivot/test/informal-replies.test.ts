import type { FiresRow, NearMissRow } from '@synthesis/core/testing';
import { describe, expect, it } from 'vitest';
import { textedRows } from '../../../test-support/texted-rows.js';
import { acknowledgmentRows, followUpRows, pivotRows } from './reply-rows.js';
import { HURT_USER, itEachRow, reply } from './table-rows.js';
import { assistantFires, assistantNearMisses } from './tuning-assistant-rows.js';

/**
 * Every reply-side row with a word people text differently, texted: the same rule fires,
 * on the texted span, and the near-misses still do not.
 */
const texted = textedRows([{ fires: [...acknowledgmentRows, ...followUpRows, ...pivotRows, ...assistantFires], nearMisses: assistantNearMisses }]);

describe('every reply-side example with a word people text differently, texted', () => {
  it('has rows to run', () => {
    expect(texted.fires.length).toBeGreaterThan(60);
    expect(texted.nearMisses.length).toBeGreaterThan(20);
  });
  itEachRow(texted);
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
  reply('ack-is-hard', 'thats so unfair to u', 'thats so unfair'),
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
