/**
 * The row shapes the pivot rule-table tests share: a user message that fires a
 * vulnerability rule, a reply that fires a reply-side rule after a vulnerable user,
 * neutral users that must fire no vulnerability rule, and running a table.
 */
import { ruleTableCases, type FiresRow, type NearMissRow, type RuleTable } from '@synthesis/core/testing';
import { expect, it } from 'vitest';
import { pivotChecker } from '../src/index.js';

/** A vulnerable user message, so the reply-side rules run. */
export const HURT_USER = 'my dad died last week and i cant stop crying';

/** `text` as the user message fires `pivot/<rule>` on `span`. */
export const user = (rule: string, text: string, span: string): FiresRow => ({ rule: `pivot/${rule}`, input: { user: text, assistant: 'ok' }, span });

/** `text` as the reply to {@link HURT_USER} fires `pivot/<rule>` on `span`. */
export const reply = (rule: string, text: string, span: string): FiresRow => ({ rule: `pivot/${rule}`, input: { user: HURT_USER, assistant: text }, span });

/** `text` as the reply to {@link HURT_USER} must not fire `pivot/<rule>`. */
export const replyMiss = (rule: string, text: string): NearMissRow => ({ rule: `pivot/${rule}`, input: { user: HURT_USER, assistant: text } });

/** Users who show no distress: no vulnerability rule may fire on them. */
export const neutralUsers = (texts: readonly string[]): NearMissRow[] =>
  texts.map((text) => ({ input: { user: text, assistant: 'Sure.' }, kinds: ['vulnerability'] as const }));

/** One test per row of `table` (call inside a `describe`). */
export function itEachRow(table: RuleTable): void {
  for (const row of ruleTableCases(pivotChecker, table)) it(row.name, () => expect(row.run()).toBeNull());
}
