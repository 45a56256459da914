import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  // worker.ts: the eval worker thread, loaded as dist/worker.js (ESM) by both builds
  entry: ['src/index.ts', 'src/bin.ts', 'src/main.ts', 'src/worker.ts'],
  format: ['esm', 'cjs'],
  dts: { entry: ['src/index.ts', 'src/bin.ts'] },
  clean: true,
  target: 'es2022',
  platform: 'node',
  splitting: false,
  // import.meta.url (the bundled schema's location) in the CommonJS build too
  shims: true,
  // ship the case schema, for users who installed only the CLI
  onSuccess: async () => {
    copyFileSync('../../schemas/eval_case.schema.json', 'dist/eval_case.schema.json');
  },
});
