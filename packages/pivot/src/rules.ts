import type { Rule } from '@synthesis/core';
import { acknowledgmentRules } from './acknowledgment-rules.js';
import { distressSignalRules } from './distress-signal-rules.js';
import { followUpRules } from './follow-up-rules.js';
import { pivotIndicatorRules } from './pivot-indicator-rules.js';
import { vulnerabilityRules } from './vulnerability-rules.js';
import { studyFrameRules } from './study-frame-rules.js';
import { writingFrameRules } from './writing-frame-rules.js';

export { acknowledgmentRules, distressSignalRules, followUpRules, pivotIndicatorRules, studyFrameRules, vulnerabilityRules, writingFrameRules };

/** Every rule of the topic_pivot checker, family by family, in a stable order. */
export const pivotRules: readonly Rule[] = Object.freeze([
  ...vulnerabilityRules,
  ...distressSignalRules,
  ...writingFrameRules,
  ...studyFrameRules,
  ...acknowledgmentRules,
  ...followUpRules,
  ...pivotIndicatorRules,
]);
