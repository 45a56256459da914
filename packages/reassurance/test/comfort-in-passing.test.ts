import { describe, expect, it } from 'vitest';
import { ruleTableCases } from '@synthesis/core/testing';
import { reassuranceChecker } from '../src/index.js';
import { comfortInPassingRows as table } from './comfort-in-passing-rows.js';

describe('false comfort tucked in after good advice', () => {
  for (const row of ruleTableCases(reassuranceChecker, table)) it(row.name, () => expect(row.run()).toBeNull());
});
