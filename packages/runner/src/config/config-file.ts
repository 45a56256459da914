/**
 * The file each loaded config came from, as messages show it (relative to the
 * working directory when inside it). `loadConfig` records it, so errors found
 * later, once the checkers are loaded (an unknown check or rule, a bad option),
 * still name the file.
 */
const shownFiles = new WeakMap<object, string>();

/** Record that `config` was read from `shown`. */
export function rememberConfigFile(config: object, shown: string): void {
  shownFiles.set(config, shown);
}

/** The file `config` was loaded from, or `config` when it was not loaded by `loadConfig`. */
export function configFileOf(config: object): string {
  return shownFiles.get(config) ?? 'config';
}

/** A JSON pointer token: `~` and `/` escaped (`agency/x` → `agency~1x`). */
export function pointerToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
