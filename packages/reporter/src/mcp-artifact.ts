import type { RunSummary } from '@synthesis/core';

/** The structured artifact printed on stdout with `MCP_OUTPUT=json`. */
export interface McpArtifact {
  type: 'report';
  /** Which command made it: `synthesis eval` (a suite) or `synthesis check` (one turn). */
  name: 'synthesis-eval' | 'synthesis-check';
  /** Absolute path of the JSON report, or null when the run wrote none (`reporters` without "json"). */
  path: string | null;
  summary: {
    cases: number;
    passed: number;
    failed: number;
    /** `passed / cases` as a percentage with one decimal (100 for an empty run). */
    pass_rate: number;
    expected_failures: number;
    unexpected_failures: number;
    /** Label accuracy as a percentage with one decimal. */
    label_accuracy: number;
  };
}

/** The MCP artifact object for a finished run (of `synthesis eval` unless `name` says otherwise). */
export function mcpArtifact(summary: RunSummary, reportPath: string | null, name: McpArtifact['name'] = 'synthesis-eval'): McpArtifact {
  const passRate = summary.cases === 0 ? 100 : Math.round((summary.passed / summary.cases) * 1000) / 10;
  return {
    type: 'report',
    name,
    path: reportPath,
    summary: {
      cases: summary.cases,
      passed: summary.passed,
      failed: summary.failed,
      pass_rate: passRate,
      expected_failures: summary.expected_failures,
      unexpected_failures: summary.unexpected_failures,
      label_accuracy: summary.label_accuracy.accuracy,
    },
  };
}
