import { describe, expect, it } from 'vitest';
import { ruleTableCases } from '@synthesis/core/testing';
import { reassuranceChecker } from '../src/index.js';
import { guardRows as table } from './guard-rows.js';

describe('guards: hedges after a comma, objects of a preposition, questions, what the user was shown', () => {
  for (const row of ruleTableCases(reassuranceChecker, table)) it(row.name, () => expect(row.run()).toBeNull());
});
