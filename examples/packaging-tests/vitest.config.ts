import { defineProject } from 'vitest/config';
import { sharedProject } from '../../vitest.shared';

const project = sharedProject(import.meta.url);

export default defineProject({
  ...project,
  test: {
    ...project.test,
    // Builds the packages' dist once (skipped when fresh); the tests use the built output only.
    globalSetup: ['./test/global-setup.ts'],
    // Packing and installing are I/O heavy; one file at a time keeps a 2-core machine usable.
    fileParallelism: false,
  },
});
