import pkg from '../package.json';

/** The cli package version, printed by `--version` and recorded in reports. */
export const CLI_VERSION: string = pkg.version;
export const CLI_NAME: string = pkg.name;
