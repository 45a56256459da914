import { describe, expect, it } from 'vitest';
import { ruleTableCases } from '@synthesis/core/testing';
import { agencyChecker, checkAgency } from '../src/index.js';
import { choicesInQuestionsTable } from './choices-in-questions-rows.js';

describe('choices left with the user in questions and options', () => {
  for (const row of ruleTableCases(agencyChecker, choicesInQuestionsTable)) it(row.name, () => expect(row.run()).toBeNull());
  it('counts a question about what feels right to them once, not once per rule', () => {
    expect(checkAgency('Which feels better to you?').pos_hits).toEqual(['agency/ask-what-feels-right']);
    expect(checkAgency('Which one feels more doable to you?').pos_hits).toEqual(['agency/ask-what-feels-right']);
  });
});
