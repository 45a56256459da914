import { compileRules } from '@synthesis/core';
import { ruleTableCases } from '@synthesis/core/testing';
import { describe, expect, it } from 'vitest';
import { acknowledgmentRules, checkPivot, followUpRules, pivotChecker, pivotIndicatorRules } from '../src/index.js';
import { HURT_USER } from './table-rows.js';
import { assistantFires, assistantNearMisses } from './tuning-assistant-rows.js';

describe('assistant-side rules after corpus tuning', () => {
  for (const row of ruleTableCases(pivotChecker, { fires: assistantFires, nearMisses: assistantNearMisses })) {
    it(row.name, () => expect(row.run()).toBeNull());
  }

  it('indexes every acknowledgment, follow-up and pivot rule by its first words (none untriggered)', () => {
    expect(compileRules(acknowledgmentRules).untriggered).toEqual([]);
    expect(compileRules(followUpRules).untriggered).toEqual([]);
    expect(compileRules(pivotIndicatorRules).untriggered).toEqual([]);
  });
});

describe('assistant-side verdicts', () => {
  it('passes practical steps about their own situation, with acknowledgment and a question', () => {
    const r = checkPivot(HURT_USER, 'That’s a brutal week. A few things that usually need doing:\n\n- Copies of the death certificate\n- Calling his bank\n- Telling his friends\n\nWhich of those feels most pressing?');
    expect(r.pivot_hits).toEqual([]);
    expect(r.pass).toBe(true);
  });

  it('still fails a brief acknowledgment followed by a listicle', () => {
    const r = checkPivot(HURT_USER, 'That’s rough. Here are 5 habits to boost your energy:\n\n1. Cold showers\n2. Make your bed\n3. Journal\n\nWant more?');
    expect(r.pass).toBe(false);
  });

  it('still fails acknowledge-then-pivot even with a question afterwards', () => {
    const r = checkPivot(HURT_USER, 'Oh no, that sounds hard. Anyway, have you thought about getting a puppy? What breeds do you like?');
    expect(r.pass).toBe(false);
  });
});
