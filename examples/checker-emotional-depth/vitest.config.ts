import { defineProject } from 'vitest/config';
import { sharedProject } from '../../vitest.shared';

export default defineProject(sharedProject(import.meta.url));
