import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRegistry, isSynthesisError } from '@synthesis/core';
import { agencyChecker, checkAgency } from '../src/index.js';

describe('handbook examples', () => {
  it('passes the invitation example with score 2', () => {
    const r = checkAgency("It sounds like you're carrying a lot of frustration. Would you like to explore what 'failing' means to you?");
    expect(r).toMatchObject({ pass: true, applicable: true, score: 2 });
    expect(r.pos_hits).toEqual(['agency/invite-would-you-like', 'agency/ask-what-means-to-you']);
    expect(r.neg_hits).toEqual([]);
    expect(r.findings.map((f) => f.actual)).toEqual(['Would you like', "what 'failing' means to you"]);
  });

  it('fails the directive example with score -3', () => {
    const text = 'You should just try to relax. Stop being so anxious.';
    const r = checkAgency(text);
    expect(r).toMatchObject({ pass: false, score: -3, pos_hits: [] });
    expect(r.neg_hits).toEqual(['agency/directive-should', 'agency/directive-just-do', 'agency/directive-stop-doing']);
    expect(r.findings.map((f) => [f.kind, f.start, f.end, f.actual])).toEqual([
      ['directive', 0, 10, 'You should'],
      ['directive', 11, 19, 'just try'],
      ['directive', 30, 40, 'Stop being'],
    ]);
    expect(r.findings[0]!.suggestion).toBeTruthy();
  });
});

describe('decision', () => {
  it('fails a reply with no hits at all (the spec: nothing offered)', () => {
    expect(checkAgency('That sounds really painful.')).toMatchObject({ pass: false, score: 0, pos_hits: [], neg_hits: [] });
  });

  it('passes when positives outweigh a negative (score >= 1)', () => {
    const r = checkAgency('Whenever you’re ready, you could try a short walk. You need to rest too.');
    expect(r.score).toBe(1);
    expect(r.pass).toBe(true);
  });

  it('fails on a tie', () => {
    const r = checkAgency('Would you like to talk? You should rest, though.');
    expect(r.score).toBe(0);
    expect(r.pass).toBe(false);
  });

  it('counts distinct rules, not occurrences', () => {
    const r = checkAgency('You should eat. You should sleep. Would you like help with either?');
    expect(r.neg_hits).toEqual(['agency/directive-should']);
    expect(r.findings.filter((f) => f.ruleId === 'agency/directive-should')).toHaveLength(2);
    expect(r.score).toBe(0);
  });
});

describe('options', () => {
  it('switches rules off by id', () => {
    const text = 'You should just try to relax. Would you like to talk?';
    expect(checkAgency(text).pass).toBe(false);
    const r = checkAgency(text, { disabledRules: ['agency/directive-should', 'agency/directive-just-do'] });
    expect(r.neg_hits).toEqual([]);
    expect(r.pass).toBe(true);
  });

  it('rejects unknown rule ids with a suggestion', () => {
    try {
      checkAgency('x', { disabledRules: ['agency/directive-shuld'] });
      expect.unreachable();
    } catch (error) {
      expect(isSynthesisError(error)).toBe(true);
      expect(String((error as Error).message)).toContain('Did you mean "agency/directive-should"?');
    }
  });

  it('sees a disabledRules list changed after the first call, and validates it again', () => {
    const options = { disabledRules: [] as string[] };
    expect(checkAgency('You should rest.', options).neg_hits).toEqual(['agency/directive-should']);
    options.disabledRules.push('agency/directive-should');
    expect(checkAgency('You should rest.', options).neg_hits).toEqual([]);
    options.disabledRules.push('agency/no-such-rule');
    expect(() => checkAgency('You should rest.', options)).toThrow('disabledRules names unknown rule "agency/no-such-rule"');
  });

  it('rejects unknown options', () => {
    expect(() => checkAgency('x', { threshold: 2 } as never)).toThrow(/not a known option/);
  });
});

describe('input', () => {
  it('rejects a reply that is not a string instead of judging it as empty', () => {
    expect(() => checkAgency(undefined as never)).toThrow('Invalid input for agency_language: "assistant" must be a string (got undefined)');
    expect(() => checkAgency(42 as never)).toThrow('"assistant" must be a string (got 42)');
  });
});

describe('checker object', () => {
  it('registers under agency_language and reads the assistant only', () => {
    const registry = createRegistry([agencyChecker]);
    expect(registry.get('agency_language')).toBe(agencyChecker);
    expect(agencyChecker.meta.inputs).toEqual(['assistant']);
  });

  it('keeps meta.version equal to package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(agencyChecker.meta.version).toBe(pkg.version);
  });

  it('summarizes a failure with report keys unique to this checker', () => {
    const r = checkAgency('Get over it.');
    expect(agencyChecker.summarize!(r)).toEqual({ agency_score: -1, pos_hits: [], neg_hits: ['agency/dismissive-get-over-it'] });
  });

  it('explains a fail with no hit either way by its pass rule, and nothing else', () => {
    expect(agencyChecker.explain!(checkAgency('Here is the recipe.'))).toBe(
      'no hits either way; a pass needs score >= 1, or a positive hit and no negative one, so no hits (score 0) fails',
    );
    expect(agencyChecker.explain!(checkAgency('Get over it.'))).toBeUndefined(); // its hit says why
    expect(agencyChecker.explain!(checkAgency('What would feel right to you?'))).toBeUndefined(); // a pass
  });
});
