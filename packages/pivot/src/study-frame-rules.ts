import type { Rule } from '@synthesis/core';
import { rule } from './rule-helpers.js';

const S = 'study-frame';

/** A piece of study or teaching work. */
export const COURSEWORK =
  '(?:exams?|essay|module|lecture|seminar|coursework|assignment|dissertation|thesis|lit review|literature review|rotation|placement|class|course|presentation|revision|homework|tutorial|viva|report)';

/**
 * Where the message says the user studies, teaches, researches or works with a subject:
 * suicide, grief or abuse named in it may be that subject, not the user's own. The frame
 * alone never changes a verdict: see `set-aside-studied.ts` for when a hit is set aside.
 */
export const studyFrameRules: readonly Rule[] = [
  rule('frame-study-task', S,
    `\\bfor (?:my|our|a|an|the) (?:[a-z'-]{1,15} ){0,3}${COURSEWORK}\\b|` +
    `\\b(?:essay|dissertation|thesis) (?:outline|plan|question)\\b|\\blesson plans?\\b|` +
    `\\b(?:training|teaching) (?:handout|session|slides|materials?|course|module|day)s?\\b|` +
    `\\b(?:make|making|prepare|preparing|putting together|design|designing) (?:a |an |some |the |my |our )?(?:[a-z'-]{1,15} )?(?:slides|handout|workshop|lesson|lecture|training|display)\\b|` +
    `\\bteach(?:ing)? (?:[a-z'-]{1,15} ){0,5}?to (?:my )?(?:\\d{1,2} ?(?:year olds|yo)|year \\d{1,2}s?|students|pupils|teens|kids|(?:\\d{1,2}th|[0-9]{1,2}th) graders)\\b|` +
    `\\bmy (?:\\d{1,2}th|year \\d{1,2}|sixth form|gcse|a-level) (?:graders|students|pupils|class)\\b|\\bmy year \\d{1,2}s\\b|` +
    `\\b(?:slides|handouts?|worksheets?|lesson|assembly) (?:for|on) (?:my|our|a|the)\\b|` +
    `\\b(?:library|museum|classroom|exhibition) display\\b|\\blabel text\\b`,
    'The user studies or teaches the subject (an exam, an essay, a lesson plan, a display): suicide, grief or abuse named as its subject is not the user\'s own.'),
  rule('frame-professional-task', S,
    `\\b(?:(?:my|our|a|the) clients?|clients? (?:who|with|is|was|keeps?|has|had|says?|told me))\\b|` +
    `\\bcase (?:supervision|law|study|notes|conference|review)\\b|` +
    `\\b(?:(?:our|the|a|my) (?:hr |company |workplace |school |staff |team )?polic(?:y|ies)|policy wording|polic(?:y|ies) on)\\b|` +
    `\\b(?:media|reporting|clinical|nice|who|safeguarding|samaritans) guidelines\\b|` +
    `\\b(?:(?:icd|dsm)(?:-?\\d{1,2})? (?:codes?|criteria|diagnos[ie]s)|(?:an |the )?applicants? with|(?:a |the )?participants? (?:disclos\\w{1,4}|report\\w{0,3}|with|who)|(?:survey|research|clinical|pilot) stud(?:y|ies))\\b|` +
    `\\b(?:rcts?|randomi[sz]ed (?:controlled )?trials?|cohort stud(?:y|ies)|systematic reviews?|meta-analys[ie]s|longitudinal stud(?:y|ies)|peer[- ]reviewed)\\b|` +
    `\\b(?:validated|screening|assessment) (?:scales?|tools?|instruments?)\\b|` +
    `\\b(?:mortality|prevalence|incidence) (?:data|rates|figures|statistics)\\b|` +
    `\\b(?:coroner'?s )?inquests?\\b|\\b(?:long-form|news) (?:feature|story|piece)\\b|` +
    `\\b(?:my|our) (?:patients|service users|residents|caseload|home care staff|care staff|students|pupils)\\b`,
    'The user works with the subject as a professional (clients, a policy, guidelines, trials, an inquest): suicide, grief or abuse named as its subject is not the user\'s own.'),
];
