import { defineProject } from 'vitest/config';

// No source aliases: the tests import @synthesis/core as an outside author's would,
// its published build from node_modules (so build core first: `pnpm build`).
export default defineProject({
  test: {
    name: 'checker-emotional-depth',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
