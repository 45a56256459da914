import { expect, it } from 'vitest';

it('exports exactly the documented surface', async () => {
  expect(Object.keys(await import('../src/index.js')).sort()).toEqual([
    'CHECKER_API_VERSION', 'MAX_FINDINGS_PER_RULE', 'SynthesisError', 'UnknownCheckError', 'addSpellings', 'anchorSpan',
    'bagOfWordsSimilarity', 'compareFindings', 'compileRules', 'createRegistry', 'defineChecker', 'describeValue', 'didYouMean', 'disabledRuleSet', 'distinctRuleIds',
    'editDistance', 'extractAnchor', 'followsOpeningQuote', 'isSynthesisError', 'leadWordSequences', 'neededWords', 'nextWords', 'nextWordsPastGap', 'normalizeText', 'resolveOptions', 'ruleInfo', 'runCheck',
    'schemaSubsetProblem', 'spellings', 'splitSentences', 'suggestName', 'termCounts', 'textedForms', 'textedPattern', 'textedSpellings', 'toNormalizedOffset', 'toOriginalSpan', 'tokenCosineSimilarity', 'tokenize', 'validateSchema',
  ]);
  expect(Object.keys(await import('../src/testing.js')).sort()).toEqual(['ruleTableCases', 'runRuleTable', 'uncoveredRules']);
});
