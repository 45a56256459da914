import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  target: 'es2022',
  platform: 'node',
  splitting: false,
  shims: false,
  // publish the config schema, so a config file can point "$schema" at it
  onSuccess: async () => {
    copyFileSync('../../schemas/synthesis.config.schema.json', 'dist/synthesis.config.schema.json');
  },
});
