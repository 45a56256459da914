import { describe, expect, it } from 'vitest';
import { ruleTableCases } from '@synthesis/core/testing';
import { agencyChecker } from '../src/index.js';
import { mentionsTable } from './mentions-rows.js';

describe('problem phrases mentioned or described, not said to the user', () => {
  for (const row of ruleTableCases(agencyChecker, mentionsTable)) it(row.name, () => expect(row.run()).toBeNull());
});
