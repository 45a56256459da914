export { checkPivot } from './check-pivot.js';
export { pivotChecker } from './checker.js';
export { acknowledgmentRules, distressSignalRules, followUpRules, pivotIndicatorRules, pivotRules, studyFrameRules, vulnerabilityRules, writingFrameRules } from './rules.js';
export type { PassStrength, PivotEvidence, PivotOptions, PivotResult } from './types.js';
