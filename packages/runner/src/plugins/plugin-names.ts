/** The prefix a checker package's name carries, as `eslint-plugin-` does for ESLint. */
export const PLUGIN_PREFIX = 'synthesis-checker-';

/** Whether a `--plugin` value is a path (relative or absolute) rather than a package name. */
export function isPathSpec(spec: string): boolean {
  return spec.startsWith('.') || spec.startsWith('/') || /^[A-Za-z]:[\\/]/.test(spec) || spec.startsWith('\\');
}

/**
 * The package names to try for a `--plugin` value, in order:
 * `emotional-depth` → `synthesis-checker-emotional-depth`, then `emotional-depth`;
 * `@acme/tone` → `@acme/synthesis-checker-tone`, then `@acme/tone`;
 * `@acme` → `@acme/synthesis-checker`; a name already carrying the prefix is used as is.
 */
export function pluginPackageNames(spec: string): string[] {
  if (spec.startsWith('@')) {
    const slash = spec.indexOf('/');
    if (slash === -1) return [`${spec}/synthesis-checker`];
    const scope = spec.slice(0, slash);
    const rest = spec.slice(slash + 1);
    if (rest.startsWith(PLUGIN_PREFIX) || rest === 'synthesis-checker') return [spec];
    return [`${scope}/${PLUGIN_PREFIX}${rest}`, spec];
  }
  if (spec.startsWith(PLUGIN_PREFIX)) return [spec];
  return [`${PLUGIN_PREFIX}${spec}`, spec];
}
