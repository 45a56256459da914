import type { Rule } from '@synthesis/core';
import { guaranteeRules } from './guarantee-rules.js';
import { mindReadingRules } from './mind-reading-rules.js';

/**
 * Every rule of `unverifiable_reassurance`, mind-reading first, in a stable order.
 * The patterns live in `mind-reading-rules.ts` and `guarantee-rules.ts`; the README's
 * rule table is checked against this list.
 */
export const reassuranceRules: readonly Rule[] = Object.freeze([...mindReadingRules, ...guaranteeRules]);
