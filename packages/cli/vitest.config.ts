import { defineProject } from 'vitest/config';
import { sharedProject } from '../../vitest.shared';

const shared = sharedProject(import.meta.url);

// The end-to-end tests spawn the built CLI: build stale packages once first.
export default defineProject({ ...shared, test: { ...shared.test, globalSetup: ['./test/global-setup.ts'] } });
