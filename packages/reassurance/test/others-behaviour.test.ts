import { describe, expect, it } from 'vitest';
import { ruleTableCases } from '@synthesis/core/testing';
import { reassuranceChecker } from '../src/index.js';
import { othersBehaviourRows as table } from './others-behaviour-rows.js';

describe('predictions about how others will behave', () => {
  for (const row of ruleTableCases(reassuranceChecker, table)) it(row.name, () => expect(row.run()).toBeNull());
});
