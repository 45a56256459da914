import type { Rule } from '@synthesis/core';

const cell = (text: string): string => text.replace(/\|/g, '\\|');

/** The README rule table, generated from the rule list (regenerate with `UPDATE_README=1`). */
export function renderRuleTable(rules: readonly Rule[]): string {
  const lines = ['| id | kind | rationale | suggestion |', '| --- | --- | --- | --- |'];
  for (const r of rules) lines.push(`| \`${r.id}\` | ${r.kind} | ${cell(r.rationale)} | ${cell(r.suggestion ?? '')} |`);
  return lines.join('\n');
}
