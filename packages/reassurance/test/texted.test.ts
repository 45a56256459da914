import { describe, expect, it } from 'vitest';
import { ruleTableCases, type RuleTable } from '@synthesis/core/testing';
import { textedRows } from '../../../test-support/texted-rows.js';
import { reassuranceChecker } from '../src/index.js';
import { guardRows } from './guard-rows.js';
import { namedSubjectRows } from './named-subject-rows.js';
import { othersBehaviourRows } from './others-behaviour-rows.js';
import { plainClaimsRows } from './plain-claims-rows.js';
import { promisesInPassingRows } from './promises-in-passing-rows.js';
import { ruleRows } from './rule-rows.js';

const tables = [ruleRows, othersBehaviourRows, promisesInPassingRows, guardRows, plainClaimsRows, namedSubjectRows];
const { fires, nearMisses } = textedRows(tables);

describe('every example with a word people text differently, texted', () => {
  it('has rows from every table to run', () => {
    for (const table of tables) expect(textedRows([table]).fires.length).toBeGreaterThan(0);
    expect(fires.length).toBeGreaterThan(150);
    expect(nearMisses.length).toBeGreaterThan(100);
  });
  for (const row of ruleTableCases(reassuranceChecker, { fires, nearMisses })) it(row.name, () => expect(row.run()).toBeNull());
});

const id = (slug: string): string => `reassurance/${slug}`;

describe('texted replies, as written', () => {
  const table: RuleTable = {
    fires: [
      { input: 'im sure ur parents r proud of u', rule: id('mind-reading-sure-about-others'), span: 'im sure ur parents r proud' },
      { input: 'ur friends r just jealous', rule: id('mind-reading-others-just-jealous'), span: 'ur friends r just jealous' },
      { input: 'nobodys judging u, promise', rule: id('mind-reading-no-one-is-judging'), span: 'nobodys judging u' },
      { input: 'hes def gonna come back to u', rule: id('guarantee-others-will-come-back'), span: 'hes def gonna come back' },
      { input: 'things r gonna get better', rule: id('guarantee-things-will-get-better'), span: 'things r gonna get better' },
      { input: 'ull be fine!!', rule: id('guarantee-you-will-be-fine'), span: 'ull be fine' },
      { input: 'its rly gonna be ok', rule: id('guarantee-it-will-be-ok'), span: 'its rly gonna be ok' },
      { input: 'ur moms proud of u, u know that', rule: id('mind-reading-others-love-you'), span: 'ur moms proud of u' },
      { input: 'ur dads so proud of how far u came', rule: id('mind-reading-others-love-you'), span: 'ur dads so proud of how far u' },
      { input: 'ur bfs not gonna leave u', rule: id('guarantee-others-will-come-back'), span: 'ur bfs not gonna leave u' },
    ],
    nearMisses: [
      { input: 'i cant promise ull be fine', kinds: ['guarantee'] },
      { input: 'do u think hes mad at u?', kinds: ['mind-reading'] },
      { input: 'r u sure theyre angry?', kinds: ['mind-reading'] },
      { input: 'i was sure we were going to be fine, and then the car broke down', kinds: ['guarantee'] },
      { input: 'whats ur plan if it doesnt work out?', kinds: ['guarantee'] },
      { input: 'u dont have to make ur parents proud of u to deserve rest', kinds: ['mind-reading'] },
      { input: 'making ur parents proud of u isnt ur job', kinds: ['mind-reading'] },
    ],
  };
  for (const row of ruleTableCases(reassuranceChecker, table)) it(row.name, () => expect(row.run()).toBeNull());
});
