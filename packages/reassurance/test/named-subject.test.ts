import { describe, expect, it } from 'vitest';
import { ruleTableCases } from '@synthesis/core/testing';
import { checkReassurance, reassuranceChecker } from '../src/index.js';
import { namedSubjectRows as table } from './named-subject-rows.js';

describe('false comfort about someone or something the reply names', () => {
  for (const row of ruleTableCases(reassuranceChecker, table)) it(row.name, () => expect(row.run()).toBeNull());
});

describe('a named-subject finding adds nothing where a rule that matches the subject too already holds it', () => {
  const rules = (text: string): [string, string][] => checkReassurance(text).findings.map((f) => [f.ruleId, f.actual]);

  it('is dropped inside the longer finding ("loves you" in "Your family loves you")', () => {
    expect(rules('Your family loves you.')).toEqual([['reassurance/mind-reading-others-love-you', 'Your family loves you']]);
  });

  it('is dropped on the very same span, whichever rule id sorts first', () => {
    expect(rules("Don't worry, it'll all go smoothly.")).toEqual([
      ['reassurance/guarantee-dont-worry', "Don't worry"],
      ['reassurance/guarantee-will-work-out', "it'll all go smoothly"],
    ]);
  });

  it('stays where only it holds the claim, and beside a finding of the other kind', () => {
    expect(rules('The elders aren’t judging you, and the council will rehouse you.')).toEqual([
      ['reassurance/mind-reading-named-not-upset', 'aren’t judging you'],
      ['reassurance/guarantee-named-will-come-through', 'will rehouse you'],
    ]);
  });
});
