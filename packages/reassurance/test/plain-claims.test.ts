import { describe, expect, it } from 'vitest';
import { ruleTableCases } from '@synthesis/core/testing';
import { reassuranceChecker } from '../src/index.js';
import { plainClaimsRows as table } from './plain-claims-rows.js';

describe('false comfort in plain words', () => {
  for (const row of ruleTableCases(reassuranceChecker, table)) it(row.name, () => expect(row.run()).toBeNull());
});
