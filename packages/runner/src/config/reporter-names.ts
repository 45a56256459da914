/**
 * What a run can write: `console`, the summary on standard output (standard error
 * under `MCP_OUTPUT=json`), and `json`, the JSON report at `out`. A run writes
 * both unless told otherwise.
 */
export const REPORTER_NAMES = ['console', 'json'] as const;
export type ReporterName = (typeof REPORTER_NAMES)[number];
