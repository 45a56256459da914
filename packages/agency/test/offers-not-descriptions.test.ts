import { describe, expect, it } from 'vitest';
import { ruleTableCases } from '@synthesis/core/testing';
import { agencyChecker } from '../src/index.js';
import { offersTable } from './offers-rows.js';

describe('positive phrases that offer nothing to the user', () => {
  for (const row of ruleTableCases(agencyChecker, offersTable)) it(row.name, () => expect(row.run()).toBeNull());
});
