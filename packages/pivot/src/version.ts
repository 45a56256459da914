/** The package version, kept equal to package.json by a test (no JSON import, so no Node built-ins). */
export const PIVOT_VERSION = '0.1.0';
