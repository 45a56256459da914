/**
 * Pattern fragments shared by the rule table. Rules run on normalized text (plain
 * apostrophes, single spaces, no markdown emphasis), case-insensitively. Every gap is
 * bounded and every repeated word is a bounded class (`[a-z']{1,15}`), so each rule
 * matches in linear time.
 */

/**
 * Sentence adverbs that hedge what follows, also across a comma or a dash: "Hopefully,
 * he'll understand" hedges as "Hopefully he'll understand" does. The `hedge` and `frame`
 * guards read them beside their own words, which need the plain space ("whatever you
 * do, they'll love you" is still a prediction).
 */
export const SENTENCE_HEDGES: readonly string[] = ['hopefully', 'maybe', 'perhaps', 'possibly', 'ideally', 'with (?:any )?luck', 'if all goes well', 'fingers crossed'];

/** Words that make what follows a report, a wish or a doubt rather than a promise. */
export const HEDGE_WORDS: readonly string[] = [
  'promise', 'promised', 'promising', 'guarantee', 'guaranteed', 'assure', 'reassure', 'pretend', 'pretending',
  'say', 'says', 'said', 'saying', 'tell you', 'telling you', 'told you', 'hear', 'heard', 'hearing',
  'sure', 'certain', 'know', 'knows', 'knew', 'if', 'whether', 'unless', 'when',
  'hope', 'hoping', 'hoped', 'wish', 'wishing', 'pray', 'praying',
  'think', 'thinks', 'thought', 'believe', 'expect', 'predict', 'doubt', 'wonder', 'wondering',
  'imagine', 'assume', 'worry', 'worried', 'worrying', 'afraid', 'fear', 'scared',
  'feel like', 'feels like', 'felt like', 'as if', 'as though', 'claim', 'claiming',
  'yourself', 'hopes', 'so that', 'likely',
  'possible', 'could be', 'might be', 'may be', 'mentioned', 'told me', 'find', 'finds', 'found',
  'necessarily', "doesn'?t mean", 'does not mean', "don'?t mean", 'not mean',
]


/** Words that frame a claim about other people as the user's fear, a question or a guess. */
export const FRAME_WORDS: readonly string[] = [
  'feel', 'feels', 'felt', 'feeling', 'feel like', 'feels like', 'felt like', 'sounds like', 'seems like', 'looks like',
  'think', 'thinks', 'thought', 'thinking', 'believe', 'believes', 'believing', 'convinced',
  'worry', 'worried', 'worrying', 'fear', 'afraid', 'scared', 'imagine', 'imagining', 'assume', 'assuming',
  'say', 'says', 'said', 'saying', 'if', 'whether', 'unless', 'wonder', 'wondering', 'hope', 'hoping', 'wish',
  'not sure', 'unsure', "don'?t know", 'do not know', "can'?t know", 'cannot know', 'no idea', 'whether or not',
  'do', 'does', 'did', 'as if', 'as though', 'pretend', 'claim', 'promise', 'guarantee',
  'when', 'while', 'until', 'once', 'as much as', 'how much', 'mean', 'means', 'knowing',
  'likely', 'hopes',
  'possible', 'could be', 'might be', 'may be', 'mentioned', 'mention', 'told me', 'tell me', 'wrote', 'find', 'finds', 'found',
  'sometimes', 'often',
  'shown', 'shows', 'showed', 'proof', 'evidence', 'sign', 'signs', 'telling', 'told', 'so that',
]



/** Up to two certainty or time adverbs: "definitely", "totally", "eventually", "100%". */
export const ADV = String.raw`(?: (?:definitely|certainly|surely|absolutely|totally|completely|undoubtedly|100%|for sure|def|defo|deffo|really|rly|still|all|soon|eventually|ultimately|so|just|only|always)){0,2}`;

/** "you will" in everyday spellings: you'll, youll, you're going to, you're bound to, you two will (core's `textedPattern` adds u'll, ull, u will, ur gonna). */
export const YOU_WILL = String.raw`(?:you(?:'ll| will|ll| shall)|(?:you'?re|you are)${ADV} (?:going to|gonna|goin to|bound to)|(?:you two|you both|both of you|the two of you)(?:'ll| will| are going to| are gonna))`;

/** The future after a third-person subject: 'll, will, 's gonna, is going to, are gonna… ("s gonna" as in "hes gonna"; core's `textedPattern` adds "r gonna"). */
export const FUT = String.raw`(?:'ll| will|ll| shall|'s gonna|'s going to|s gonna|s going to| is gonna| is going to| are gonna| are going to|'re gonna|'re going to| gonna)`;

/** A state promised as an outcome: fine, okay, alright, better off… */
export const STATE = String.raw`(?:(?:just|totally|completely|perfectly|absolutely|really|all|so|much|more than) )?(?:fine|ok|okay|o\.k|alright|all right|aight|good|great|better off|better|safe|happy|happier|successful|amazing|stronger|right as rain|in a (?:much )?(?:better|good|great|happier|healthier|stronger) place)\b`;

/**
 * Not right before a condition: a prediction the reply makes depend on something ("it will
 * go away if you avoid everything", "you won't lose the house as long as you keep paying")
 * is advice with its reason, not a promise.
 */
export const NOT_ON_CONDITION = String.raw`(?! (?:if|as long as|unless|provided)\b)`;

/** What a state must not be followed by to be a promise: "fine to", "okay with", "good at". */
export const NOT_QUALIFIED = String.raw`(?! (?:to|with|for|if|using|on|at|as long as|able|prepared|equipped|placed|positioned|off)\b)`;

/** Outcomes promised after a certainty claim ("I'm sure you'll …", "no doubt things will …"). */
export const OUTCOME = String.raw`(?:be ${STATE}|be nothing(?! (?:like|compared|but|more)\b)|happen(?: for you)?(?= ?(?:$|[.!,;\n]| soon| eventually| one day| this time| too))|feel (?:better|fine|ok|okay|good|great)|get (?:through|past|over) (?:this|it|that|him|her|them)|make it|pull through|work out|turn out (?:fine|ok|okay|alright|well|great|for the best)|come (?:back|around)|get (?:better|easier)|do (?:great|fine|well|amazing)|succeed|pass|recover|heal|bounce back|figure it out|find (?:your|a) way)\b`;

/** A subject with a future: "you'll", "things will", "he's gonna", "your mom will". */
export const SUBJ_FUT = String.raw`(?:${YOU_WILL}|(?:it|things|everything|they|he|she|this|we|it all|all of this|your [a-z]{1,15})${FUT})`;

/** The people (and pets) a reply might speak for: mom, partner, boss, friends… */
const PEOPLE = String.raw`(?:mom|mum|mother|dad|father|parents?|partner|husband|wife|spouse|boyfriend|girlfriend|bf|gf|ex|friends?|family|kids?|children|son|daughter|sisters?|brothers?|siblings?|boss|manager|teachers?|coworkers?|co-workers?|colleagues?|team|grandma|grandmother|grandpa|grandfather|grandad|granddad|gran|granny|nan|nana|grandparents|coach|tutor|neighbou?rs?|mates?|grandkids|grandchildren|aunt|uncle|cousin|niece|nephew|baby|loved ones|pet|dog|cat|classmates?|roommates?|students|pupils|class|(?:[a-z]{2,10} )?group|club|choir|squad|crew|staff|players)`;
/**
 * Specific other people whose inner state the reply might assert: they, he, she, your
 * mom, ur best friend, his teachers. The people are written once: the rule engine reads
 * the two-word starts ("your mom") from the pattern all the same, and a pattern that
 * repeated them per possessive ran to 35,000 characters, which the regex engine takes
 * tens of milliseconds to compile.
 */
export const OTHERS = String.raw`(?:they|he|she|(?:your|yr|his|her|their) (?:(?:late|best|old) )?${PEOPLE})`;

/**
 * "he's", "she's" and "they're" as people text them. The spellings list leaves a suffix after
 * a group alone ("he" + "re" would make "here"), so these are written out.
 */
export const THEY_ARE = String.raw`(?:hes|shes|theyre)`;

/**
 * "is" or "are" after {@link OTHERS}: "'s", "'re", " is", " are", and the "'s" texted without
 * its apostrophe ("ur moms proud of u", "ur bfs not gonna leave u"). The spellings list leaves
 * a suffix after a group alone, so it is written here. Only in the rules that can take it:
 * in {@link OTHERS_ARE} and {@link OTHERS_MAY_BE} (and `mind-reading-others-not-mad`) the bare
 * "s" doubles the two-word starts the engine reads ("your mom", "your moms"), which took
 * `mind-reading-others-just-jealous` past the analysis's 1,000 and cut it to one-word starts
 * ("your", "his"), and `others-not-mad` to 1,000 (`node bench/rule-index.mjs`).
 */
export const IS_ARE = String.raw`(?:'s|'re| is| are|s)`;

/**
 * Not right after "make" or "made": there a plural and an adjective follow ("make your
 * parents proud of you"), which a bare "s" would read as "your parent's proud". Goes before
 * {@link OTHERS} where {@link IS_ARE} follows it and an adjective may come next.
 */
export const NOT_AFTER_MAKE = String.raw`(?<!\bmak(?:e|es|ing) |\bmade )`;

/** {@link OTHERS} with "is" or "are": "he's", "they are", "ur mom r", "hes" (not a bare "s": see {@link IS_ARE}). */
export const OTHERS_ARE = String.raw`(?:${OTHERS}(?:'s|'re| is| are)|${THEY_ARE})`;

/** {@link OTHERS}, with or without "is" or "are" ("he not", "he's not", "hes not"): OTHERS written once. */
export const OTHERS_MAY_BE = String.raw`(?:${OTHERS}(?:'s|'re| is| are)?|${THEY_ARE})`;

/**
 * People who decide about the user (a judge, a panel, an evaluator, a landlord), as the
 * reply names them: "the judge", "your caseworker".
 */
export const OFFICIAL = String.raw`(?:the|your) (?:judge|panel|court|evaluator|examiner|interviewer|committee|tribunal|jury|assessor|caseworker|case worker|visa officer|officer|hiring manager|recruiter|landlord|manager|boss)`;

/** "no one" in its spellings. */
export const NO_ONE = String.raw`(?:no ?one|no-one|nobody|no body|not a single person|none of them|no one else)`;

/**
 * What a reply may say someone does not think the user is ("they don't think you're
 * annoying", "nobody thinks you're a burden"): one list for every rule that reads it.
 */
export const JUDGED = String.raw`(?:(?:a |an )?(?:bad|terrible|awful|horrible|useless|selfish|rude|weird|crazy|stupid|dumb|annoying|boring|clingy|needy|dramatic|pathetic|lazy|failure|idiot|loser)|a (?:fraud|joke|burden|nuisance|bother|mess|bad (?:person|parent|friend|mom|dad))|too much|overreacting)\b`;

/** Certainty words that turn a prediction into a promise: "you'll definitely …". */
export const CERTAIN = String.raw`(?:definitely|certainly|surely|undoubtedly|for sure|100%|absolutely|def|defo|deffo)`;

/**
 * Groups and roles a reply might speak for when it predicts a reaction, beyond family and
 * the officials `OFFICIAL` names (a judge, a landlord, your boss): everyone, customers,
 * hiring managers, the council, your readers.
 */
export const AUDIENCE = String.raw`(?:every(?:one|body)|people|(?:the|your) (?:whole |entire )?(?:family|families|guests|audience|congregation|team|parents|readers|class|relatives|kids|children|grandchildren|customers|clients|buyers|viewers|followers|fans|neighbou?rs|council|employers?|hiring managers|recruiters|interviewers|judges|room|crowd)|hiring managers|employers|recruiters|customers|clients|buyers|guests)`;

/**
 * Where a group is, said after it ("everyone there", "the guests at the party"), so a
 * prediction about the group still reads as one.
 */
export const AUDIENCE_WHERE = String.raw`(?: (?:there|here|in (?:that|the|this) room|at (?:the|your) [a-z]{1,15}))?`;

/**
 * A tag that vouches for the sentence it ends ("…, trust me.", "…, i just know it.",
 * "… no problem."), for a rule that reads it after a prediction.
 */
export const CERTAINTY_TAG = String.raw`(?:trust me|i just know it|i know it|i can feel it|mark my words|no doubt about it|no question about it|no problem|no problem at all|just (?:you )?wait)`;

/**
 * A word of a name after its determiner: not a pronoun, a joining word, a relative or a
 * verb of the clause, so "tell her you're not angry", "people who love you" and "no pill that
 * can guarantee these thoughts" are not read as someone named "her …", "people who" or
 * "that can guarantee these thoughts".
 */
const NAME_WORD = String.raw`(?!(?:and|or|but|so|if|when|then|to|not|that|who|which|whom|whose|you|you're|youre|i|i'm|im|we|me|us|it|it's|this|these|those|can|could|will|would|should|must|may|might|shall|do|does|did|is|are|was|were|has|have|had)(?![a-z']))[a-z][a-z'-]{0,19}`;

/** The last word of a name: not a preposition either ("the kind of love you want" names no one). */
const HEAD_WORD = String.raw`(?!(?:of|for|with|in|on|at|about|from|by|into|over|like|than|as)(?![a-z']))${NAME_WORD}`;

/**
 * Someone or something named by a determiner and one to five words: "the family", "your old
 * unit", "that client", "the people in the comments", "your captain's". Shared by the
 * lookbehinds below and by the guard that reads what comes before such a name (`guards.ts`).
 */
export const NAMED_NP = String.raw`(?:the|your|that|this|his|her|their|our|these|those)(?: ${NAME_WORD}){0,4} ${HEAD_WORD}`;

/** Up to two words of certainty or degree after a name: "the family definitely", "they all", "she still". */
export const AFTER_NAME = String.raw`(?: (?:all|both|definitely|really|honestly|certainly|surely|absolutely|totally|clearly|obviously|still|even|actually|def|100%)){0,2}`;

/** "is" or "are" after a name ("your boss is", "the elders are", "the manager's"), then {@link AFTER_NAME}. */
const NAME_THEN = String.raw`(?:'s|'re| is| are)?${AFTER_NAME}`;

/** The people a reply may speak for: {@link NAMED_NP}, or he, she, they. */
const PERSON = String.raw`(?:${NAMED_NP}|he|she|they|hes|shes|theyre)${NAME_THEN}`;

/**
 * What a guarantee may be about: a {@link PERSON}, or "it" (a swelling, a post, a loan).
 * Also what the guards read past (`guards.ts`): every name the lookbehinds below accept.
 */
export const SUBJECT = String.raw`(?:${NAMED_NP}|he|she|they|it|hes|shes|theyre|its)${NAME_THEN}`;

/**
 * Someone the reply names ({@link PERSON}), read in a lookbehind right before a predicate only
 * a person or a pet can have (not mad at you, loved your work): the predicate decides, so the
 * words need not be a known role. Not after a word in "-ing" ("raising the limit will fix
 * it" names an action, not someone), nor after "make" ("make your parents proud of you").
 * The rules that read it start at their predicate, which the engine indexes by its own words.
 */
export const NAMED_BEFORE = String.raw`(?<=(?:^|[^a-z'])(?<![a-z]ing |\bmak(?:e|es|ing) |\bmade )${PERSON} )`;

/**
 * {@link NAMED_BEFORE} for a guarantee: any {@link SUBJECT}, before a future that starts
 * with "will", "going" or "gonna" ("the manager's not gonna", "it's gonna blow up") or with
 * "ll" after an apostrophe ("it'll fade", "he'll text back").
 */
export const SUBJECT_BEFORE = String.raw`(?<=(?:^|[^a-z'])(?<![a-z]ing )${SUBJECT}[ '])`;

/** Not right before a condition or a rule of law ("… can't evict you without a court order"). */
export const NOT_ON_TERMS = String.raw`(?! (?:if|as long as|unless|provided|without|until|before|while|legally|by law|under)\b)`;
