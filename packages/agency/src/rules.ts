import type { Rule } from '@synthesis/core';
import { negativeRules } from './negative-rules.js';
import { positiveRules } from './positive-rules.js';

/** Every agency_language rule: the positive ones first, then directive, dismissive, minimizing. */
export const agencyRules: readonly Rule[] = [...positiveRules, ...negativeRules];
