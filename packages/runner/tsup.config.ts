import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

export default defineConfig(
  packageBuild(['src/index.ts'], 'node', {
    // publish the config schema, so a config file can point "$schema" at it
    onSuccess: async () => {
      copyFileSync('../../schemas/synthesis.config.schema.json', 'dist/synthesis.config.schema.json');
    },
  }),
);
