export { checkReassurance } from './check-reassurance.js';
export { reassuranceChecker } from './checker.js';
export { reassuranceRules } from './rules.js';
export type { ReassuranceKind } from './rule.js';
export type { ReassuranceEvidence, ReassuranceOptions, ReassuranceResult } from './types.js';
