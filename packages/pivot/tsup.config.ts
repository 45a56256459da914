import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

export default defineConfig(packageBuild(['src/index.ts'], 'neutral'));
