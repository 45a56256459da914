import { compareFindings, compileRules, type Finding, type NormalizedText } from '@synthesis/core';
import { CONTEXT_SIGNAL_IDS, distressSignalRules } from './distress-signal-rules.js';
import { coveringFrames, setAsideFramed, type FramedSplit } from './set-aside-framed.js';
import { setAsideStudied } from './set-aside-studied.js';
import { studyFrameRules } from './study-frame-rules.js';
import { vulnerabilityRules } from './vulnerability-rules.js';
import { writingFrameRules } from './writing-frame-rules.js';

// The writing and study frames are found in the same scan as the vulnerability rules, so
// the message's words are walked once; frames are told apart by rule id.
const vulnerabilityAndFrames = compileRules([...vulnerabilityRules, ...writingFrameRules, ...studyFrameRules]);
const frameIds: ReadonlySet<string> = new Set([...writingFrameRules, ...studyFrameRules].map((r) => r.id));
const studyIds: ReadonlySet<string> = new Set(studyFrameRules.map((r) => r.id));
const signals = compileRules(distressSignalRules);
/** The writer speaking of themselves: signals count only in a first-person message. */
const FIRST_PERSON = /\b(?:i|im|i'm|ive|i've|my|me|myself)\b/i;

/** Hits on the user message: those that count, those set aside, and the writing frames that set them aside. */
export interface UserHits {
  found: Finding[];
  framed: Finding[];
  frames: Finding[];
  detectedBy: 'vulnerability-rule' | 'distress-signals' | null;
}

/** No hits. Shared, so its arrays must never reach a result: the checker gives a result its own. */
const NOTHING: UserHits = { found: [], framed: [], frames: [], detectedBy: null };

/** No signals (shared, as {@link NOTHING}). */
const NO_SIGNALS: FramedSplit = { kept: [], framed: [] };

/**
 * The distress-signal findings of a first-person message when they come from at least
 * `families` distinct families (rules), one of them about what happened or how it
 * feels (not only when, or a shrug), else none; `families` 0 turns them off. Signals
 * told of someone in a piece the user is writing do not count.
 */
function signalsMet(norm: NormalizedText, families: number, disabled: ReadonlySet<string>, frames: readonly Finding[]): FramedSplit {
  if (families <= 0 || !FIRST_PERSON.test(norm.text)) return NO_SIGNALS;
  const split = setAsideFramed(norm, signals.scan(norm, { field: 'user', disabled }), frames);
  const ids = new Set(split.kept.map((f) => f.ruleId));
  if (ids.size < families || [...ids].every((id) => CONTEXT_SIGNAL_IDS.has(id))) return NO_SIGNALS;
  return split;
}

/**
 * What in the user message makes the check applicable: vulnerability rule hits, or else
 * enough distress signals; and what was set aside as told of someone in the user's writing
 * or named as a subject the user studies or works with.
 */
export function userHits(norm: NormalizedText, families: number, disabled: ReadonlySet<string>): UserHits {
  const all = vulnerabilityAndFrames.scan(norm, { field: 'user', disabled });
  if (!all.some((f) => frameIds.has(f.ruleId))) {
    // The common case, kept free of copies: no frame, nothing to set aside.
    if (all.length === 0) {
      const weak = signalsMet(norm, families, disabled, NOTHING.frames);
      return weak.kept.length === 0 ? NOTHING : { found: weak.kept, framed: NOTHING.framed, frames: NOTHING.frames, detectedBy: 'distress-signals' };
    }
    return { found: all, framed: NOTHING.framed, frames: NOTHING.frames, detectedBy: 'vulnerability-rule' };
  }
  const frames = all.filter((f) => frameIds.has(f.ruleId));
  const writing = frames.filter((f) => !studyIds.has(f.ruleId));
  const study = frames.filter((f) => studyIds.has(f.ruleId));
  const told = setAsideFramed(norm, all.filter((f) => !frameIds.has(f.ruleId)), writing);
  const studied = setAsideStudied(norm, told.kept, study);
  const setAside = told.framed.length === 0 ? studied.framed : [...told.framed, ...studied.framed].sort((a, b) => compareFindings(a.hit, b.hit));
  const rules: FramedSplit = { kept: studied.kept, framed: setAside };
  // Signals are read only when no rule hit is left, as without a frame.
  const weak = rules.kept.length > 0 ? null : signalsMet(norm, families, disabled, writing);
  const framed = weak === null ? rules.framed : [...rules.framed, ...weak.framed];
  const found = weak === null ? rules.kept : weak.kept;
  return {
    found,
    framed: framed.map((f) => f.hit),
    frames: coveringFrames(frames, framed),
    detectedBy: found.length === 0 ? null : weak === null ? 'vulnerability-rule' : 'distress-signals',
  };
}
