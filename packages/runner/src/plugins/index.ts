export type { LoadPluginsOptions } from './load-plugins.js';
export { exportedCheckers, loadPlugins } from './load-plugins.js';
export { isPathSpec, PLUGIN_PREFIX, pluginPackageNames } from './plugin-names.js';
export type { ResolvedPlugin } from './resolve-plugin.js';
export { resolvePlugin } from './resolve-plugin.js';
export { validateChecker } from './validate-checker.js';
