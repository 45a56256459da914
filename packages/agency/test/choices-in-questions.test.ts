import { describe, expect, it } from 'vitest';
import { ruleTableCases } from '@synthesis/core/testing';
import { agencyChecker } from '../src/index.js';
import { choicesInQuestionsTable } from './choices-in-questions-rows.js';

describe('choices left with the user in questions and options', () => {
  for (const row of ruleTableCases(agencyChecker, choicesInQuestionsTable)) it(row.name, () => expect(row.run()).toBeNull());
});
