import { describe, expect, it } from 'vitest';

describe('public surface', () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('../src/index.js')).sort()).toEqual([
      'acknowledgmentRules',
      'checkPivot',
      'distressSignalRules',
      'followUpRules',
      'pivotChecker',
      'pivotIndicatorRules',
      'pivotRules',
      'studyFrameRules',
      'vulnerabilityRules',
      'writingFrameRules',
    ]);
  });
});
