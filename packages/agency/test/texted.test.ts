import { describe, expect, it } from 'vitest';
import { ruleTableCases } from '@synthesis/core/testing';
import { textedRows } from '../../../test-support/texted-rows.js';
import { agencyChecker } from '../src/index.js';
import { agencyTable } from './rule-table.js';
import { mentionsTable } from './mentions-rows.js';
import { offersTable } from './offers-rows.js';

const { fires, nearMisses } = textedRows([agencyTable, mentionsTable, offersTable]);

describe('every rule-table example with a word people text differently, texted', () => {
  it('has rows from every table to run', () => {
    for (const table of [agencyTable, mentionsTable, offersTable]) expect(textedRows([table]).fires.length).toBeGreaterThan(0);
    expect(fires.length).toBeGreaterThan(140);
    expect(nearMisses.length).toBeGreaterThan(100);
  });
  for (const row of ruleTableCases(agencyChecker, { fires, nearMisses })) it(row.name, () => expect(row.run()).toBeNull());
});
