import type { Rule } from '@synthesis/core';
import { rule } from './rule-helpers.js';

const S = 'distress-signal';

/**
 * Weak signs of distress, in families. None of them is vulnerability alone ("sold the
 * van", "again", "lol"), and none makes the check applicable alone: only several
 * families together in one first-person message do (the `signalFamilies` option), the way
 * a hard fact, how long it has gone on, a shrug and "idk what to do" together tell of a
 * person struggling in words no single rule owns. Our own vocabulary, written from what
 * distress told as facts looks like, not from any labeled set.
 */
export const distressSignalRules: readonly Rule[] = [
  rule('signal-blow', S, `\\b(?:sold|lost|gone|moved out|passed|died|funeral|redundan\\w{0,4}|let go|laid off|closed|shut down|repossess\\w{0,4}|evict\\w{0,4}|divorc\\w{1,4}|split up|broke up|miscarr\\w{1,6}|diagnos\\w{1,5}|cancer|tumou?r|hospice|chemo|biopsy|accident|crash\\w{0,4}|injur\\w{1,4}|sacked|fired|dumped|cheated|left me|walked out|took the kids|bankrupt\\w{0,4}|debt|owe|overdrawn|behind on)\\b`,
    'A blow told as a fact: a loss, a death, a diagnosis, a job or a home gone, debt.'),
  rule('signal-how-long', S, `\\b(?:(?:years?|yrs)\\b(?<=\\b(?:\\d{1,2}|twenty|thirty|forty|fifty) (?:years?|yrs))|since (?:then|he|she|they|mum|dad|mom|march|christmas|the)|every (?:day|night|morning|single)|all (?:day|night|week)|am\\b(?<=\\b(?:[1-5]|one|two|three|four|five) am)|(?:1am|2am|3am|4am|5am)|again|anymore|any more|for good|last (?:one|time|day|of)|still (?:can'?t|haven'?t|not))\\b`,
    'How long it has gone on, or the hour it is told at: twenty years, every night, 3am, again, anymore.'),
  rule('signal-not-coping', S, `\\b(?:(?:can'?t|couldn'?t|don'?t know|idk|dunno|no idea) (?:what|how|why|where|if|even)|(?:what'?s|whats) the point|doesn'?t matter|don'?t matter|no point|(?:haven'?t|hadn'?t) (?:slept|eaten|told|opened|left|been|cried|showered)|not (?:sleeping|eating|coping)|barely(?! (?:knew|know|knows|noticed|used|any|anyone|remember))|too much|can'?t (?:face|bring myself|stop|do this)|keep (?:thinking|seeing|crying|waking|going)|numb|tired of|sick of|fed up|had enough|give up|whats the use)\\b`,
    'Not coping, said in passing: idk what to do, can\'t face it, haven\'t slept, barely, too much.'),
  rule('signal-alone', S, `\\b(?:alone|on my own|by myself|nobody|no one|no-one|no friends|empty (?:house|flat|room|bed|apartment)|quiet (?:house|flat)|(?:haven'?t|not|didn'?t|don'?t) (?:told|tell)|no one to|just me)\\b`,
    'Alone with it: nobody, on my own, an empty house, not having told anyone.'),
  rule('signal-feeling', S, `\\b(?:miss (?:him|her|them|it|my)|hate (?:myself|this|it|my)|wish (?:i|it|he|she)|regret|my fault|blame myself|should(?:'?ve| have)|guilt\\w{0,4}|ashamed|embarrass\\w{0,5}|gutted|wrecked|broken|exhausted|knackered|shattered|worn out|drained|tired|stressed|struggling|hurts?|crying|cried|tears|scared|afraid|worried|dread\\w{0,4}|angry|furious|lonely|sad|low|down)\\b`,
    'A feeling or a self-reproach in a word: gutted, tired, my fault, should have, miss her.'),
  rule('signal-shrug', S, `\\b(?:lol|lmao|haha\\w{0,6}|jk|anyway|whatever|so fun|fun times|can'?t complain|it is what it is|oh well|fml)\\b`,
    'A shrug or a joke after the fact: lol, anyway, whatever, oh well.'),
];

/**
 * Families that say when or how something was told (the hour, a shrug), not what
 * happened or how it feels: they never make a message applicable on their own.
 */
export const CONTEXT_SIGNAL_IDS: ReadonlySet<string> = new Set(['pivot/signal-how-long', 'pivot/signal-shrug']);
