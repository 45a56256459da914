import { expect, it } from 'vitest';
import * as reporter from '@synthesis/reporter';

it('exports exactly the public surface', () => {
  expect(Object.keys(reporter).sort()).toEqual([
    'ResultEncoder', 'bracketMark', 'colorLevel', 'createColors', 'formatCheckResults', 'formatConsoleSummary', 'highlightSpan', 'mcpArtifact', 'openJsonReport',
  ]);
});
