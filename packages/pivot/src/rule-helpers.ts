import type { Rule } from '@synthesis/core';

/** Build one rule; every pattern is case-insensitive and written for normalized text. */
export function rule(id: string, kind: string, source: string, rationale: string, suggestion?: string): Rule {
  const r: { id: string; kind: string; pattern: RegExp; rationale: string; suggestion?: string } = {
    id: `pivot/${id}`,
    kind,
    pattern: new RegExp(source, 'i'),
    rationale,
  };
  if (suggestion !== undefined) r.suggestion = suggestion;
  return Object.freeze(r);
}

/** The writer speaking about their own state: "I'm", "im", "I feel", "feeling", "I've been". */
export const I_AM =
  "(?:i'?m|i am|i feel|i felt|i'?ve been|i have been|i was|i get|i got|i keep feeling|feeling|i'?ve felt|makes me feel|made me feel|makes me|i become|i always feel|i often feel|i just feel|i still feel|why am i|am i|i find myself getting|(?:i'?m |i am )?(?:starting|beginning|started|begin|start) to feel|i think i'?m|i feel like i'?m)";

/** Up to two intensifiers between the speaker and the feeling ("so really", "kinda"). */
export const INTENS =
  '(?:(?:so|really|very|just|always|constantly|pretty|extremely|super|kinda|kind of|sort of|too|incredibly|completely|totally|all|more and more|increasingly|often|still|now|lately|very very|honestly|literally|a bit|a little|quite|getting|becoming|more|less|absolutely|properly|proper|lowkey|actually|basically|fully|bloody|fucking) ){0,2}';

/** People close to the writer, after "my". */
export const CLOSE =
  "(?:mom|mum|mother|dad|father|parents?|mama|papa|stepmom|stepdad|stepmother|stepfather|step-?(?:mom|dad|mother|father)|sisters?|brothers?|siblings?|sons?|daughters?|kids?|children|child|baby|husband|wife|spouse|partner|boyfriend|girlfriend|bf|gf|fianc[ée]e?|ex|family|grandma|grandmother|grandpa|grandfather|grandparents?|nan|nana|gran|granny|grandad|mam|aunt|uncle|cousin|best friend|friends?|roommate|boss|in-laws?|mother-in-law|father-in-law|fiance|dog|cat|pet)";
