import { describe, expect, it } from 'vitest';
import { checkPivot } from '../src/index.js';
import { smallTalkFires, smallTalkNearMisses } from './small-talk-rows.js';
import { itEachRow } from './table-rows.js';

describe('small-talk questions after an acknowledgment', () => {
  itEachRow({ fires: smallTalkFires, nearMisses: smallTalkNearMisses });
});

describe('a small-talk question in the verdict', () => {
  const user = 'my dad died on tuesday and i cant stop crying';

  it('fails an acknowledgment followed by small talk, which it reads as no follow-up', () => {
    const r = checkPivot(user, 'I’m so sorry about your dad. Also, what are you cooking tonight?');
    expect(r.ack_present).toBe(true);
    expect(r.pivot_hits).toEqual(['what are you cooking tonight?']);
    expect(r.follow_up_hits).not.toContain('what are you cooking tonight?');
    expect(r).toMatchObject({ pass: false, pass_strength: 'clear_fail' });
  });

  it('passes the same acknowledgment with a question about him', () => {
    const r = checkPivot(user, 'I’m so sorry about your dad. What was he like?');
    expect(r.pivot_hits).toEqual([]);
    expect(r).toMatchObject({ pass: true, pass_strength: 'clear_pass' });
  });

  it('does not count a topic the user brought up themselves', () => {
    const ownTopic = 'our football club folded after 40 years and i feel like ive lost my family';
    const r = checkPivot(ownTopic, 'That is a real loss. What did the football mean to you?');
    expect(r.pivot_hits).toEqual([]);
    expect(r.follow_up_hits.length).toBeGreaterThan(0);
    expect(r.pass).toBe(true);
  });

  it('counts the same question as small talk when the user never mentioned it', () => {
    const r = checkPivot(user, 'That is a real loss. What did the football mean to you?');
    expect(r.pivot_hits).toEqual(['What did the football mean to you?']);
    expect(r.pass).toBe(false);
  });

  it('can be switched off by id like any rule', () => {
    const reply = 'I’m so sorry. What’s your favourite film?';
    expect(checkPivot(user, reply).pivot_hits).toEqual(['What’s your favourite film?']);
    const off = checkPivot(user, reply, { disabledRules: ['pivot/change-small-talk'] });
    expect(off.pivot_hits).toEqual([]);
    expect(off.findings.some((f) => f.ruleId === 'pivot/change-small-talk')).toBe(false);
  });

  it('keeps findings in scan order when a question is widened back past another finding', () => {
    const reply = 'I’m so sorry. What’s a good Netflix series you’d recommend?';
    const pivots = checkPivot(user, reply).findings.filter((f) => f.kind === 'pivot');
    // Found at "Netflix" with generic-distraction, then widened to the question's start: it now comes first.
    expect(pivots.map((f) => [f.ruleId, f.actual])).toEqual([
      ['pivot/change-small-talk', 'What’s a good Netflix series you’d recommend?'],
      ['pivot/generic-distraction', 'Netflix'],
    ]);
    for (const f of pivots) expect(reply.slice(f.start, f.end)).toBe(f.actual);
  });
});
