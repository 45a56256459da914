import { spellings, textedForms, type Spellings } from '@synthesis/core';

/**
 * The rules are written in plain spelling, with "u" and "ya" by hand where they were tuned;
 * people also type "ur", "r", "whats", "heres", "wanna". Each pattern is rewritten once, at
 * load (core's `addSpellings`), with core's `textedForms`: "u", "ur", "u r", "r", "wanna",
 * and a contraction the pattern writes out without its apostrophe, also first in a group
 * right after a word (`what(?:'s| is)`).
 */
export const TEXTING: Spellings = spellings(textedForms);
