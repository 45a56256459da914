import { describe, expect, it } from 'vitest';
import { compileRules } from '@synthesis/core';
import { ruleTableCases, uncoveredRules } from '@synthesis/core/testing';
import { agencyChecker, agencyRules } from '../src/index.js';
import { unsafePatterns } from '../../../test-support/redos.js';
import { agencyTable } from './rule-table.js';

describe('agency_language rule table', () => {
  for (const row of ruleTableCases(agencyChecker, agencyTable)) it(row.name, () => expect(row.run()).toBeNull());

  it('covers every rule with a firing example', () => {
    expect(uncoveredRules(agencyChecker, agencyTable)).toEqual([]);
  });

  it('has at least the spec’s 31 positive and 17 negative rules', () => {
    expect(agencyRules.filter((r) => r.kind === 'positive').length).toBeGreaterThanOrEqual(31);
    expect(agencyRules.filter((r) => r.kind !== 'positive').length).toBeGreaterThanOrEqual(17);
  });

  it('gives every problem rule a suggestion and every rule a rationale', () => {
    for (const rule of agencyRules) {
      expect(rule.rationale.length, rule.id).toBeGreaterThan(10);
      if (rule.kind !== 'positive') expect(rule.suggestion, rule.id).toBeTruthy();
      expect(['positive', 'directive', 'dismissive', 'minimizing']).toContain(rule.kind);
    }
  });

  it('indexes every rule by its first words (no untriggered rule)', () => {
    expect(compileRules(agencyRules).untriggered).toEqual([]);
  });

  it('writes every pattern in lower case, so each compiles without its i flag (the slow compile)', () => {
    expect(compileRules(agencyRules).keptCaseFlag).toEqual([]);
  });

  it('has no rule that can backtrack catastrophically', () => {
    expect(unsafePatterns(agencyRules)).toEqual([]);
  }, 240_000);
});
