import { describe, expect, it } from 'vitest';
import { ruleTableCases, uncoveredRules } from '@synthesis/core/testing';
import { checkReassurance, reassuranceChecker } from '../src/index.js';
import { ruleRows as table } from './rule-rows.js';

describe('unverifiable_reassurance rule table', () => {
  for (const row of ruleTableCases(reassuranceChecker, table)) it(row.name, () => expect(row.run()).toBeNull());

  it('covers every rule with a firing row', () => {
    expect(uncoveredRules(reassuranceChecker, table)).toEqual([]);
  });
});

describe('handbook examples', () => {
  it('passes the surgery reply with no hits', () => {
    const r = checkReassurance('Surgery can bring up a lot of fear. What aspects are you most worried about?');
    expect(r).toMatchObject({ pass: true, applicable: true, hits: [], mind_reading_hits: [], guarantee_hits: [], findings: [] });
  });

  it('fails the trust reply with exactly the handbook hits', () => {
    const r = checkReassurance('I know exactly how you feel. Trust is definitely going to come back.');
    expect(r.pass).toBe(false);
    expect(r.mind_reading_hits).toEqual(['I know exactly how you feel']);
    expect(r.guarantee_hits).toEqual(['is definitely going to come back']);
    expect(r.hits).toEqual(['I know exactly how you feel', 'is definitely going to come back']);
    expect(r.findings.map((f) => [f.ruleId, f.start, f.end])).toEqual([
      ['reassurance/mind-reading-know-how-you-feel', 0, 27],
      ['reassurance/guarantee-definitely-going-to', 35, 67],
    ]);
    expect(reassuranceChecker.summarize!(r)).toEqual({
      reassurance_hits: ['I know exactly how you feel', 'is definitely going to come back'],
      mind_reading_hits: ['I know exactly how you feel'],
      guarantee_hits: ['is definitely going to come back'],
    });
  });
});

describe('evidence', () => {
  it('merges overlapping hits of one kind and deduplicates hits', () => {
    const r = checkReassurance("100% you'll pass. Don't worry. Don't worry.");
    expect(r.guarantee_hits).toEqual(["100% you'll pass", "Don't worry", "Don't worry"]);
    expect(r.hits).toEqual(["100% you'll pass", "Don't worry"]);
    expect(r.findings.map((f) => f.ruleId)).toContain('reassurance/guarantee-you-will-succeed');
  });

  it('keeps one finding per rule for a match and its own tail', () => {
    const r = checkReassurance("There's no need to worry.");
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]!.actual).toBe("There's no need to worry");
  });

  it('reports both kinds when they overlap', () => {
    const r = checkReassurance("I know you'll feel better soon, your mom will forgive you.");
    expect(r.guarantee_hits).toEqual(["I know you'll feel better"]);
    expect(r.mind_reading_hits).toEqual(['your mom will forgive you']);
  });

  it('leaves a hedged prediction to the certainty rule that owns it', () => {
    const r = checkReassurance("I'm sure you'll feel better soon.");
    expect(r.guarantee_hits).toEqual(["I'm sure you'll feel better"]);
    expect(r.mind_reading_hits).toEqual([]);
  });
});
