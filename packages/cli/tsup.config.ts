import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ["src/index.ts", "src/bin.ts"],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  target: 'es2022',
  platform: 'node',
  splitting: false,
  shims: false,
});
