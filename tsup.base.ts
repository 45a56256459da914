import type { Options } from 'tsup';

/**
 * The build every package shares: ESM + CJS + declarations for ES2022. Core and the
 * checkers build for the `neutral` platform (no Node built-ins), the rest for Node.
 */
export function packageBuild(entry: string[], platform: 'neutral' | 'node', extra: Options = {}): Options {
  return { entry, format: ['esm', 'cjs'], dts: true, clean: true, target: 'es2022', platform, splitting: false, shims: false, ...extra };
}
