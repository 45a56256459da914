export { checkAgency } from './check-agency.js';
export { agencyChecker } from './checker.js';
export { agencyRules } from './rules.js';
export type { AgencyEvidence, AgencyOptions, AgencyResult } from './types.js';
