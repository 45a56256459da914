import { describe, expect, it } from 'vitest';
import { ruleTableCases } from '@synthesis/core/testing';
import { reassuranceChecker } from '../src/index.js';
import { everydayClaimsRows as table } from './everyday-claims-rows.js';

describe('comfort said the everyday way, about everyday worries', () => {
  for (const row of ruleTableCases(reassuranceChecker, table)) it(row.name, () => expect(row.run()).toBeNull());
});
