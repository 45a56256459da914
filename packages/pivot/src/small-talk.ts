import { tokenize, type Finding, type NormalizedText } from '@synthesis/core';

/** One word and the space after it, in a gap of a few words. */
const WORD = "(?:[a-z'-]{1,15} )";

/**
 * What small talk asks about: the weather, food, screens, books and music, sport, trips
 * and weekend plans, favourites and icebreakers, and what a company sells. A question
 * about one of these, put to someone who has just told of something hard, leaves what
 * they told: "That sounds so painful. What's the last show you binge-watched?" Their own
 * people's favourites ("what was his favourite walk?") are theirs, so "favourite" counts
 * only as theirs ("your favourite …").
 */
export const SMALL_TALK_TOPIC = [
  // the weather
  'weather', 'forecast', '(?:stay|staying|be) (?:dry|sunny|warm|fine) (?:for|at|this|over)',
  // food and drink
  '(?:been )?cooking (?:lately|recently|these days|this week|tonight|for (?:tea|dinner))', 'takeaways?', 'take-?out', 'pizzas?', 'toppings?', 'recipes?',
  'snacks?', 'desserts?', 'comfort food', '(?:type|kind|sort) of (?:tea|coffee|food|cake|cheese|crisps)', 'coffee order', 'pineapple',
  '(?:for|having for) (?:tea|dinner|lunch|breakfast|supper)(?: tonight| today)?', 'meal (?:that|you) (?:always|still|really)',
  // screens, books, music, games and sport
  'films?', 'movies?', '(?:tv |telly )?series', 'tv', 'telly', 'shows?(?= (?:you|have you|are you|did you|do you))', 'binge[- ]?watch\\w{0,3}', 'netflix',
  '(?:last |good )?books?(?= (?:you|have you|are you|did you|do you|that))', 'reading (?:lately|at the moment|right now)', 'music', 'songs?(?= (?:you|do you|have you|that (?:always|never)))', 'bands?(?= (?:you|do you|have you|are you))',
  'albums?', 'podcasts?', 'playlists?', 'video ?games?', 'gaming', 'fifa', 'strictly', 'bake off', 'love island', 'football', 'footy', 'cricket',
  'sports?', 'team (?:do you|you) (?:support|follow)',
  // trips and plans
  '(?:travel|go) anywhere', 'anywhere in the world', 'dream (?:holiday|destination|trip|car)', '(?<!\\b(?:payment|mortgage|repayment|rent|loan|bank|public|school|tax|contribution|council tax) )holidays?', 'vacations?',
  'plans? for the (?:weekend|summer|holidays|bank holiday|evening)', '(?:doing|up to|get up to|got planned) (?:this|at the|on the) weekend', 'looking forward to (?:this|next) (?:week|month|weekend|year)',
  // favourites and icebreakers
  '(?:your|ur|yr) (?:all[- ]time )?(?:favou?rites?|faves?|favs?)', 'morning person', 'night owl', 'star sign', 'zodiac', 'superpowers?',
  'for fun', 'free time', 'something good (?:that )?(?:has )?happened', '(?:made|makes) you (?:smile|laugh)', 'grateful for',
  'highlight of (?:your|the) (?:day|week)', 'seasons?(?= (?:do you|you|of the year))', 'fun facts?',
  // icebreakers, by their shape: a superlative "you've ever …", a choice between two, a wish
  `(?:best|most (?:interesting|random|fun|memorable|beautiful|exciting|delicious|unusual|amazing)|first|funniest|weirdest|coolest|nicest) ${WORD}{1,3}(?:(?:you|u)(?:'ve| have| ve)? )?ever`,
  `(?:are|r) (?:you|u) (?:a|an) ${WORD}{1,2}(?:person|fan|lover|type)`, 'dinner party', 'dead or alive', 'desert island', 'random skill', 'trivia', 'quiz', 'which planet',
  'ever been to (?:a |an )?(?:concert|gig|festival|cinema|drive-in|theme park|museum|zoo|karaoke|[a-z]{3,15} (?:concert|festival))', 'anything fun', 'karaoke', 'concerts?', 'any pets',
  '(?:olympics|world cup|grand final|super bowl|premier league|eurovision|the (?:match|game) (?:last night|at the weekend|on (?:saturday|sunday)))',
  '(?:sunday|christmas) (?:dinner|lunch|roast)', 'bought for yourself',
  // what a company sells
  '(?:our|the) (?:new |latest )?(?:premium |special |exclusive )?(?:bundle|offers?|deals?|upgrades?|subscription|membership|loyalty (?:scheme|programme|program)|newsletter)',
  'our (?:new |latest )?(?:premium |special |exclusive )?[a-z]{3,12} (?:bundle|offers?|deals?|upgrades?|subscription|membership|loyalty (?:scheme|programme|program)|newsletter)',
  '(?:travel |home |car |pet )?insurance (?:offers?|deals?|quotes?)',
].join('|');

/** Words of a small-talk topic that tell it apart ("weekend" in "plans for the weekend"), lower case. */
const TOPIC_WORDS = new RegExp(`\\b(?:${SMALL_TALK_TOPIC})\\b`, 'gi');
const COMMON = new Set(['for', 'the', 'your', 'this', 'that', 'you', 'have', 'are', 'did', 'been', 'what', 'with', 'our', 'new', 'last', 'good', 'type', 'kind', 'sort', 'always', 'still', 'really', 'tonight', 'today', 'doing']);

/** The words of `text` (lower case) that tell its small-talk topics apart. */
function topicWords(text: string): string[] {
  const words: string[] = [];
  for (const m of text.toLowerCase().matchAll(TOPIC_WORDS)) {
    for (const w of m[0].split(/[^a-z]+/)) if (w.length >= 3 && !COMMON.has(w)) words.push(w);
  }
  return words;
}

/** The id of the rule these topics are read by (`pivot-indicator-rules.ts`). */
export const SMALL_TALK_ID = 'pivot/change-small-talk';

/**
 * Where a clause starts: the start of the reply, a sentence end, a bracket or dash, a line
 * break, then an optional connective ("and", "so", "oh, …"); or ", so" / ", and" / ", but".
 */
const CLAUSE_OPENING = "(?:(?:^|[.!?:;)\\]—–-]|\\n)\\s{0,3}(?:(?:and|so|but|oh|ok|okay|also|hey),? )?|, (?:so|and|but) )";

/** Where a question starts, for a lookbehind. */
export const QUESTION_START = `(?<=${CLAUSE_OPENING})`;

/**
 * A question's opening word where a question starts, for a lookbehind before its topic: the
 * rule is then tried only at a topic word, which is rare, not at every "what" and "do".
 */
export const QUESTION_OPENING =
  `${CLAUSE_OPENING}(?:what|whats|what'?s|which|how|how'?s|where|who|do|does|did|are|r|have|has|got|seen|read|watched|fancy|any|is|would|could)`;

/**
 * Icebreakers known by how the question opens: a choice between two ("which do you prefer,
 * tea or coffee?", "would you rather …"), a wish ("if you could eat anything in the world …").
 */
export const ICEBREAKER_OPENING =
  `(?:(?:which|what) (?:one )?do (?:you|u) prefer|(?:do|would) (?:you|u) (?:prefer|rather)(?= ${WORD}{1,4}or\\b)|would (?:you|u) rather|if (?:you|u) could ${WORD}{1,3}(?:anything|anywhere|anyone|any (?:food|meal|place|country|city|era)))`;

/** Words that open a clause before its question ("so what's …", "oh, and how …"). */
const CONNECTIVE = /^(?:(?:and|so|but|oh|ok|okay|also|hey),?\s+)+/i;

/** Characters a clause starts after, as in {@link CLAUSE_OPENING}; a hyphen only as a dash (" - "), not inside "true-crime". */
const CLAUSE_BOUNDARY = /[.!?:;)\]—–\n]/;
const startsClause = (text: string, i: number): boolean =>
  CLAUSE_BOUNDARY.test(text[i - 1]!) || (text[i - 1] === '-' && (i < 2 || text[i - 2] === ' '));

/**
 * How far before its topic word the rule's lookbehind reaches (three spaces, a connective, an
 * opening word, then up to eighty characters): a walk back to the question's start goes no
 * further, whatever the text.
 */
const MAX_WIDEN = 120;

/**
 * A small-talk finding widened to its whole question: the rule is found from the topic word
 * (so it is tried only where a topic is), and the evidence reads better from the question's
 * start: back to the clause's start or a ", so" / ", and" / ", but", past any markup and
 * connective, at most {@link MAX_WIDEN} characters back.
 */
function widenToQuestion(text: string, f: Finding): Finding {
  const floor = Math.max(0, f.start - MAX_WIDEN);
  let i = f.start;
  while (i > floor && !startsClause(text, i)) i--;
  let cut = -1;
  for (const m of text.slice(i, f.start).matchAll(/,\s+(?:so|and|but)\s+/gi)) cut = m.index + m[0].length;
  if (cut >= 0) i += cut;
  while (i < f.start && !/[\p{L}\p{N}]/u.test(text[i]!)) i++;
  const lead = CONNECTIVE.exec(text.slice(i, f.start));
  if (lead !== null) i += lead[0].length;
  return i === f.start ? f : { ...f, start: i, actual: text.slice(i, f.end) };
}

/** The answer for a reply that asks no small talk (shared, never added to). */
const NO_SMALL_TALK: ReadonlyMap<Finding, Finding> = new Map();

/**
 * The reply's small-talk questions that are small talk for this user, each mapped to its
 * finding widened to the whole question. A question about a topic the user brought up
 * themselves (to someone who wrote about their football club folding, "what did the football
 * mean to you?") stays with them, so it is left out. `findings` are the findings of one scan
 * of `reply`; most replies ask no small talk, and for them this is one pass, no allocation.
 */
export function smallTalkQuestions(user: NormalizedText, reply: string, findings: readonly Finding[]): ReadonlyMap<Finding, Finding> {
  let userWords: Set<string> | null = null;
  let found: Map<Finding, Finding> | null = null;
  for (const f of findings) {
    if (f.ruleId !== SMALL_TALK_ID) continue;
    const words = (userWords ??= new Set(tokenize(user.text)));
    if (topicWords(f.actual).some((w) => words.has(w) || words.has(`${w}s`))) continue;
    (found ??= new Map()).set(f, widenToQuestion(reply, f));
  }
  return found ?? NO_SMALL_TALK;
}

/** Whether finding `f` lies within or over any of `spans` (offsets into the same text). */
export function overlapsAny(f: Finding, spans: Iterable<Finding>): boolean {
  for (const s of spans) if (f.start < s.end && s.start < f.end) return true;
  return false;
}
