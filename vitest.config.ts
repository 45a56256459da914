import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'examples/*'],
    // The JSON results feed the plain "N passed, N failed" line that .ci/run prints.
    reporters: ['default', ['json', { outputFile: 'out/test-results.json' }]],
  },
});
