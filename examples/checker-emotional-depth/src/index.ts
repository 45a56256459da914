export type { EmotionalDepthEvidence, EmotionalDepthOptions, EmotionalDepthResult } from './checker.js';
export { checkEmotionalDepth, emotionalDepthChecker } from './checker.js';
export { DEEP_RULES, RULES, SURFACE_RULES } from './rules.js';
export { emotionalDepthChecker as default } from './checker.js';
